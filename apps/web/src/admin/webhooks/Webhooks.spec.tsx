import { beforeAll, describe, expect, it } from '@jest/globals';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation, type Location } from 'react-router-dom';
import { createQueryClient, Providers } from '../../providers';
import { fakeFetch, type FakeRoute } from '../../screens/export/fake-fetch.testing';
import { ADMIN } from '../../test/render';
import AdminApp from '../AdminApp';
import type { Delivery, WebhookRecord } from './webhook-rules';

const SECRET = 'whsec_dGVzdC1oZW1tZWxpZ2hldC1zb20tYmFyZS12aXNlcy1lbi1nYW5n';

const HOOK: WebhookRecord = {
  id: 'wh-1',
  url: 'https://kart.example.org/hook',
  subtree: null,
  types: ['name.created', 'name.moved'],
  active: true,
  description: 'Kartet',
  usageUrl: null,
  state: 'active',
  pausedReason: null,
  failures: 0,
  cursor: 'MTIz',
  createdAt: '2026-03-02T09:00:00Z',
  updatedAt: '2026-03-02T09:00:00Z',
  lastDeliveryAt: '2026-03-02T10:15:00Z',
};

const PAUSED: WebhookRecord = {
  ...HOOK,
  id: 'wh-2',
  url: 'https://obs.example.org/varsler',
  description: 'Observasjoner',
  types: null,
  subtree: 1004,
  state: 'paused',
  pausedReason: 'HTTP 503 ved 10 forsøk på rad',
  failures: 10,
  lastDeliveryAt: null,
};

const DELIVERIES: Delivery[] = [
  {
    id: 2,
    time: '2026-03-02T10:15:00Z',
    eventId: 'evt-2',
    eventType: 'name.moved',
    attempt: 2,
    status: 204,
    error: null,
    latencyMs: 1234,
  },
  {
    id: 1,
    time: '2026-03-02T10:14:00Z',
    eventId: 'evt-2',
    eventType: 'name.moved',
    attempt: 1,
    status: 500,
    error: 'Internal Server Error',
    latencyMs: 87,
  },
];

const URSUS_INFO = {
  scientificNameId: 1004,
  taxonId: 4,
  parentTaxonId: 3,
  mainScientificNameId: 1004,
  scientificNames: [{ scientificNameId: 1004, scientificName: 'Ursus' }],
  vernacularNames: [],
  higherClassification: [],
  higherClassifications: [],
  childCount: 0,
};

const baseRoutes: FakeRoute[] = [
  ['GET', /\/api\/v1\/TaxonName\/Children\//, () => ({ json: [] })],
  ['GET', '/api/v1/TaxonName/ByScientificNameId/1004', () => ({ json: URSUS_INFO })],
  ['GET', '/api/v1/Webhooks', () => ({ json: [HOOK, PAUSED] })],
  ['GET', '/api/v1/Webhooks/wh-1', () => ({ json: HOOK })],
  ['GET', '/api/v1/Webhooks/wh-2', () => ({ json: PAUSED })],
  ['GET', /\/api\/v1\/Webhooks\/wh-\d\/Deliveries\?limit=50$/, () => ({ json: DELIVERIES })],
];

function LocationProbe({ into }: { into: { current: Location | null } }) {
  into.current = useLocation();
  return null;
}

const renderAdmin = (path: string) => {
  const location: { current: Location | null } = { current: null };
  render(
    <Providers queryClient={createQueryClient()} session={ADMIN}>
      <MemoryRouter initialEntries={[path]}>
        <LocationProbe into={location} />
        <Routes>
          <Route path="/*" element={<AdminApp />} />
        </Routes>
      </MemoryRouter>
    </Providers>,
  );
  return location;
};

const urlInput = () => screen.getByLabelText(/^URL/);

describe('webhook administration (react-admin)', () => {
  beforeAll(() => {
    window.scrollTo = () => undefined;
  });

  it('lists webhooks with state, the paused reason, failures and last delivery', async () => {
    const fetch = fakeFetch(baseRoutes);
    renderAdmin('/webhooks');
    expect(await screen.findByRole('heading', { level: 1, name: 'Webhooks' })).toBeInTheDocument();
    const table = await screen.findByRole('region', { name: 'Webhookliste' });
    const row = (await within(table).findByText(PAUSED.url)).closest('tr')!;
    expect(within(row).getByText('Pauset')).toBeInTheDocument();
    expect(within(row).getByText('HTTP 503 ved 10 forsøk på rad')).toBeInTheDocument();
    expect(within(row).getByText('10')).toBeInTheDocument();
    expect(within(row).getByText('Ingen ennå')).toBeInTheDocument();
    const active = within(table).getByText(HOOK.url).closest('tr')!;
    expect(within(active).getByText('Aktiv')).toBeInTheDocument();
    expect(within(active).getByText('Kartet')).toBeInTheDocument();
    expect(within(active).getByText(/^\d\d\.03\.2026 \d\d:15$/)).toBeInTheDocument();
    expect(within(active).getByRole('link', { name: HOOK.url })).toHaveAttribute('href', '/webhooks/wh-1');
    expect(screen.getByRole('link', { name: 'Legg til webhook' })).toHaveAttribute('href', '/webhooks/create');
    expect(fetch.to('GET', '/api/v1/Webhooks')[0]!.headers['x-csrf']).toBe('1');
  });

  it('shows errors only after an attempt to save, and sends nothing', async () => {
    const fetch = fakeFetch(baseRoutes);
    renderAdmin('/webhooks/create');
    expect(await screen.findByRole('heading', { level: 1, name: 'Legg til webhook' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^URL\s*\*/)).toBeInTheDocument();
    expect(screen.queryByText('Oppgi adressen varslene skal sendes til.')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Lagre' }));
    expect(await screen.findByText('Oppgi adressen varslene skal sendes til.')).toBeInTheDocument();
    await userEvent.type(urlInput(), 'ftp://kart.example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Lagre' }));
    expect(await screen.findByText('Adressen må begynne med https:// eller http://.')).toBeInTheDocument();
    expect(fetch.to('POST', '/api/v1/Webhooks')).toHaveLength(0);
  });

  it('creates a webhook, shows the secret once with a copy button, then opens the webhook', async () => {
    const user = userEvent.setup();
    const fetch = fakeFetch([
      ...baseRoutes,
      [
        'POST',
        '/api/v1/Webhooks',
        (request) => ({ status: 201, json: { ...HOOK, ...(request.body as object), id: 'wh-1', state: 'active', secret: SECRET } }),
      ],
    ]);
    const location = renderAdmin('/webhooks/create');
    await screen.findByRole('heading', { level: 1, name: 'Legg til webhook' });
    expect(screen.getByText('Hele registeret')).toBeInTheDocument();
    await user.type(urlInput(), ' https://kart.example.org/hook ');
    await user.click(screen.getByRole('checkbox', { name: 'Navn opprettet' }));
    await user.click(screen.getByRole('checkbox', { name: 'Navn flyttet' }));
    expect(screen.getByRole('checkbox', { name: 'Aktiv' })).toBeChecked();
    await user.type(screen.getByLabelText(/^Beskrivelse/), 'Kartet');
    await user.click(screen.getByRole('button', { name: 'Lagre' }));

    const dialog = await screen.findByRole('dialog', { name: 'Webhooken er lagret: kopier hemmeligheten' });
    expect(screen.getByText('Webhooken til https://kart.example.org/hook er opprettet.')).toBeInTheDocument();
    expect(within(dialog).getByText(/vises bare denne ene gangen/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Signeringshemmelighet')).toHaveValue(SECRET);
    await user.click(within(dialog).getByRole('button', { name: 'Kopier hemmeligheten' }));
    expect(await within(dialog).findByText('Hemmeligheten er kopiert.')).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe(SECRET);

    const [post] = fetch.to('POST', '/api/v1/Webhooks');
    expect(post!.headers['x-csrf']).toBe('1');
    expect(post!.body).toEqual({
      url: 'https://kart.example.org/hook',
      subtree: null,
      types: ['name.created', 'name.moved'],
      active: true,
      description: 'Kartet',
      usageUrl: null,
    });

    await user.click(within(dialog).getByRole('button', { name: 'Jeg har tatt vare på hemmeligheten' }));
    await waitFor(() => expect(location.current?.pathname).toBe('/webhooks/wh-1'));
    expect(await screen.findByRole('heading', { level: 1, name: `Webhook: ${HOOK.url}` })).toBeInTheDocument();
    // the secret is gone for good: not on the page, not in what the page reads
    expect(screen.queryByText(SECRET)).not.toBeInTheDocument();
    expect(screen.queryByDisplayValue(SECRET)).not.toBeInTheDocument();
  });

  it("shows the server's refusal of a private address by the field, and stays", async () => {
    fakeFetch([
      ...baseRoutes,
      [
        'POST',
        '/api/v1/Webhooks',
        () => ({
          status: 400,
          json: {
            status: 400,
            errorCode: 'WEBHOOK_URL_PRIVATE',
            detail: 'Adressen peker til et lokalt eller privat nett. Webhooks kan bare sendes til offentlige adresser.',
            field: 'url',
          },
        }),
      ],
    ]);
    const location = renderAdmin('/webhooks/create');
    await screen.findByRole('heading', { level: 1, name: 'Legg til webhook' });
    await userEvent.type(urlInput(), 'http://10.0.0.5/hook');
    await userEvent.click(screen.getByRole('button', { name: 'Lagre' }));
    const texts = await screen.findAllByText(/Adressen peker til et lokalt eller privat nett/);
    expect(texts.length).toBeGreaterThanOrEqual(1);
    expect(urlInput()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(location.current?.pathname).toBe('/webhooks/create');
  });

  it('edits a webhook: state, delivery log, only the changed fields saved, and what was saved confirmed', async () => {
    const fetch = fakeFetch([...baseRoutes, ['PUT', '/api/v1/Webhooks/wh-1', (request) => ({ json: { ...HOOK, ...(request.body as object) } })]]);
    const location = renderAdmin('/webhooks/wh-1');
    expect(await screen.findByRole('heading', { level: 1, name: `Webhook: ${HOOK.url}` })).toBeInTheDocument();
    const status = screen.getByRole('region', { name: 'Status' });
    expect(within(status).getByText('Navn opprettet, Navn flyttet')).toBeInTheDocument();
    expect(await screen.findByDisplayValue(HOOK.url)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Navn opprettet' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Taksa slått sammen' })).not.toBeChecked();

    const log = await screen.findByRole('region', { name: 'Leveringslogg' });
    const rows = within(log).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByText('HTTP 204')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Navn flyttet')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('1 234 ms')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('HTTP 500: Internal Server Error')).toBeInTheDocument();

    const description = screen.getByLabelText(/^Beskrivelse/);
    await userEvent.clear(description);
    await userEvent.type(description, 'Kartet, ny versjon');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Taksa slått sammen' }));
    await userEvent.click(screen.getByRole('button', { name: 'Lagre' }));
    expect(
      await screen.findByText('Endringene på webhooken til https://kart.example.org/hook er lagret. Endret: hendelser og beskrivelse.'),
    ).toBeInTheDocument();
    const [put] = fetch.to('PUT', '/api/v1/Webhooks/wh-1');
    expect(put!.headers['x-csrf']).toBe('1');
    expect(put!.body).toEqual({ types: ['name.created', 'name.moved', 'taxa.merged'], description: 'Kartet, ny versjon' });
    expect(location.current?.pathname).toBe('/webhooks/wh-1');
  });

  it('refreshes the state and the log, keeping what was typed in the form', async () => {
    let current: WebhookRecord = HOOK;
    const fetch = fakeFetch([['GET', '/api/v1/Webhooks/wh-1', () => ({ json: current })], ...baseRoutes]);
    renderAdmin('/webhooks/wh-1');
    await screen.findByRole('heading', { level: 1, name: `Webhook: ${HOOK.url}` });
    await screen.findByRole('region', { name: 'Leveringslogg' });
    const description = await screen.findByDisplayValue('Kartet');
    await userEvent.type(description, ' og mer');
    current = { ...HOOK, failures: 3, updatedAt: '2026-03-02T11:00:00Z' };
    const logReads = fetch.to('GET', '/Deliveries').length;
    await userEvent.click(screen.getByRole('button', { name: 'Oppdater status og logg' }));
    const status = screen.getByRole('region', { name: 'Status' });
    expect(await within(status).findByText('3')).toBeInTheDocument();
    await waitFor(() => expect(fetch.to('GET', '/Deliveries').length).toBeGreaterThan(logReads));
    expect(screen.getByLabelText(/^Beskrivelse/)).toHaveValue('Kartet og mer');
  });

  it('shows a paused webhook with its reason and resumes it with active: true', async () => {
    const fetch = fakeFetch([
      ...baseRoutes,
      ['PUT', '/api/v1/Webhooks/wh-2', () => ({ json: { ...PAUSED, state: 'active', pausedReason: null, failures: 0 } })],
    ]);
    renderAdmin('/webhooks/wh-2');
    expect(await screen.findByRole('heading', { level: 1, name: `Webhook: ${PAUSED.url}` })).toBeInTheDocument();
    const alert = await screen.findByText(/satt på pause etter gjentatte feil: HTTP 503 ved 10 forsøk på rad/);
    // the subtree's name is looked up from its id
    expect(await screen.findByText('Ursus (navne-id 1004)')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Status' })).getByText('Alle hendelser')).toBeInTheDocument();
    await userEvent.click(within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Gjenoppta' }));
    expect(await screen.findByText('Webhooken er gjenopptatt. Leveringene prøves igjen nå.')).toBeInTheDocument();
    expect(fetch.to('PUT', '/api/v1/Webhooks/wh-2')[0]!.body).toEqual({ active: true });
  });

  it('rotates the secret after a confirmation and shows the new one once', async () => {
    const fetch = fakeFetch([...baseRoutes, ['POST', '/api/v1/Webhooks/wh-1/RotateSecret', () => ({ json: { secret: SECRET } })]]);
    renderAdmin('/webhooks/wh-1');
    await screen.findByRole('heading', { level: 1, name: `Webhook: ${HOOK.url}` });
    await userEvent.click(screen.getByRole('button', { name: 'Roter hemmelighet' }));
    const confirm = await screen.findByRole('dialog', { name: 'Roter hemmeligheten?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Avbryt' }));
    expect(fetch.to('POST', '/RotateSecret')).toHaveLength(0);

    // (the page is reachable again once the dialog has closed)
    await userEvent.click(await screen.findByRole('button', { name: 'Roter hemmelighet' }, { timeout: 5000 }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Roter hemmeligheten?' })).getByRole('button', { name: 'Roter hemmelighet' }),
    );
    const shown = await screen.findByRole('dialog', { name: 'Ny hemmelighet: kopier den' });
    expect(within(shown).getByLabelText('Signeringshemmelighet')).toHaveValue(SECRET);
    expect(fetch.to('POST', '/api/v1/Webhooks/wh-1/RotateSecret')[0]!.headers['x-csrf']).toBe('1');
    await userEvent.click(within(shown).getByRole('button', { name: 'Jeg har tatt vare på hemmeligheten' }));
    await waitFor(() => expect(screen.queryByDisplayValue(SECRET)).not.toBeInTheDocument());
  });

  it('replays from the start after a confirmation', async () => {
    const fetch = fakeFetch([...baseRoutes, ['POST', '/api/v1/Webhooks/wh-1/Replay', () => ({ json: { ...HOOK, cursor: '' } })]]);
    renderAdmin('/webhooks/wh-1');
    await screen.findByRole('heading', { level: 1, name: `Webhook: ${HOOK.url}` });
    await userEvent.click(screen.getByRole('button', { name: 'Send på nytt fra start' }));
    const confirm = await screen.findByRole('dialog', { name: 'Sende alt på nytt fra start?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Send på nytt fra start' }));
    expect(await screen.findByText('Alle hendelser sendes på nytt fra starten av endringsloggen.')).toBeInTheDocument();
    expect(fetch.to('POST', '/api/v1/Webhooks/wh-1/Replay')[0]!.body).toEqual({ after: '' });
  });

  it('deletes a webhook after a confirmation and goes back to the list', async () => {
    const fetch = fakeFetch([...baseRoutes, ['DELETE', '/api/v1/Webhooks/wh-1', () => ({ status: 204 })]]);
    const location = renderAdmin('/webhooks/wh-1');
    await screen.findByRole('heading', { level: 1, name: `Webhook: ${HOOK.url}` });
    await userEvent.click(screen.getByRole('button', { name: 'Slett webhook' }));
    const confirm = await screen.findByRole('dialog', { name: 'Slette webhooken?' });
    expect(within(confirm).getByText(/kan ikke angres/)).toBeInTheDocument();
    const reads = () => fetch.requests.filter((r) => r.method === 'GET' && r.url.includes('/api/v1/Webhooks/wh-1')).length;
    const readsBefore = reads();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Slett webhook' }));
    expect(await screen.findByText('Webhooken til https://kart.example.org/hook er slettet.')).toBeInTheDocument();
    await waitFor(() => expect(location.current?.pathname).toBe('/webhooks'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Webhooks' })).toBeInTheDocument();
    // the deleted webhook's record and log are not asked for again (they would answer 404)
    expect(reads()).toBe(readsBefore);
    expect(fetch.to('DELETE', '/api/v1/Webhooks/wh-1')[0]!.headers['x-csrf']).toBe('1');
  });
});
