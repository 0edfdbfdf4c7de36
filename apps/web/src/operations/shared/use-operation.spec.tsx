import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mockFetch } from '../../test/mock-fetch';
import { renderPage } from '../../test/render';
import { StatusChangeWaitAlert } from './StatusChangeWaitAlert';
import { DEFAULT_ERRORS, newCommandId, useOperation } from './use-operation';

function Form() {
  const operation = useOperation({
    operation: 'UpdateVernacularNames',
    defaultError: DEFAULT_ERRORS.vernacularNames,
  });
  return (
    <>
      <input aria-label="felt" defaultValue="bevares" />
      <button onClick={() => operation.submit({ taxonId: 1011, vernacularNames: [] })}>Publiser</button>
      <StatusChangeWaitAlert wait={operation.statusChangeWait} pending={operation.isPending} />
    </>
  );
}

const bodies = (fetch: ReturnType<typeof mockFetch>) =>
  fetch.fn.mock.calls
    .filter(([url]) => String(url).includes('TaxonomicOperations'))
    .map(([, init]) => JSON.parse(String((init as { body: string }).body)));

describe('useOperation', () => {
  it('puts "errorCode: detail" in the message bar and keeps the page; a retry sends the same command id', async () => {
    let answer: unknown = { status: 400, body: { errorCode: 'VERNACULAR_RECOMMENDED_REQUIRED', detail: 'Du må velge et anbefalt navn. (nb)' } };
    const fetch = mockFetch([['/api/v1/TaxonomicOperations/UpdateVernacularNames', () => answer]]);
    const page = renderPage(<Form />, {
      path: '/edit-vernacular-names?id=1011',
      extraRoutes: [{ path: '/name-info/:id', element: <p>navneside</p> }],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Publiser' }));
    expect(await screen.findByText('VERNACULAR_RECOMMENDED_REQUIRED: Du må velge et anbefalt navn. (nb)')).toBeInTheDocument();
    expect(page.location.current!.pathname).toBe('/edit-vernacular-names');
    expect(screen.getByRole('textbox', { name: 'felt' })).toHaveValue('bevares');

    answer = { taxonId: 1011, scientificNameId: 1011 };
    fireEvent.click(screen.getByRole('button', { name: 'Publiser' }));
    await waitFor(() => expect(page.location.current!.pathname).toBe('/name-info/1011'));
    const [first, second] = bodies(fetch);
    expect(first.commandId).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.commandId).toBe(first.commandId);
    expect(second).toMatchObject({ taxonId: 1011 });
    // sent by the typed client as before: the operation's method, JSON, and the CSRF header
    const [, init] = fetch.fn.mock.calls.find(([url]) => String(url).includes('TaxonomicOperations'))!;
    const { method, headers } = init as { method: string; headers: Record<string, string> };
    expect(method).toBe('POST');
    expect(headers['X-CSRF']).toBe('1');
    expect(headers['content-type'] ?? headers['Content-Type']).toBe('application/json');
  });

  it('shows the operation default when the answer has no detail', async () => {
    mockFetch([['/api/v1/TaxonomicOperations/UpdateVernacularNames', () => ({ status: 500, body: {} })]]);
    renderPage(<Form />);
    fireEvent.click(screen.getByRole('button', { name: 'Publiser' }));
    expect(await screen.findByText('Noe gikk galt. Kunne ikke redigere populærnavn.')).toBeInTheDocument();
  });

  it('shows the time left after a status change moments ago, and "Endre likevel" sends the same change confirmed', async () => {
    const refused = {
      status: 409,
      body: { errorCode: 'STATUS_CHANGED_RECENTLY', detail: 'Vent minst 5 minutter før du endrer status …', retryAfterSeconds: 241 },
    };
    let answer: unknown = refused;
    const fetch = mockFetch([['/api/v1/TaxonomicOperations/UpdateVernacularNames', () => answer]]);
    const page = renderPage(<Form />, { path: '/swap?id=1011', extraRoutes: [{ path: '/name-info/:id', element: <p>navneside</p> }] });
    fireEvent.click(screen.getByRole('button', { name: 'Publiser' }));
    expect(await screen.findByText('Taksonet ble endret nylig. Du kan endre status igjen om 4:01.')).toBeInTheDocument();
    answer = { scientificNameId: 1011 };
    fireEvent.click(screen.getByRole('button', { name: 'Endre likevel' }));
    await waitFor(() => expect(page.location.current!.pathname).toBe('/name-info/1011'));
    const [first, second] = bodies(fetch);
    expect(first).not.toHaveProperty('confirmStatusChange');
    expect(second).toMatchObject({ taxonId: 1011, confirmStatusChange: true, commandId: first.commandId });
  });

  it('makes version 4 UUIDs', () => {
    const ids = new Set(Array.from({ length: 20 }, newCommandId));
    expect(ids.size).toBe(20);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
