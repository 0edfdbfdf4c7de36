import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen } from '@testing-library/react';
import { Link } from 'react-router-dom';
import { ApiError, request } from '../api/http';
import { renderPage } from '../test/render';
import { errorMessage, messageText, useMessages, type Message } from './messages';

function Trigger({ message, error }: { message?: Message; error?: unknown }) {
  const { show, showError } = useMessages();
  return (
    <>
      <button onClick={() => (error ? showError(error, 'Noe gikk galt. Kunne ikke legge til takson.') : show(message!))}>vis</button>
      <Link to="/annen-side">naviger</Link>
    </>
  );
}

describe('MessageBar', () => {
  it('shows an error as "code: detail" with role alert, and OK dismisses it', () => {
    renderPage(
      <Trigger message={{ kind: 'error', code: 'TAXON_HAS_CHILDREN', detail: 'Dette elementet har underelementer, og kan derfor ikke slettes.' }} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'vis' }));
    expect(screen.getByRole('alert')).toHaveTextContent('TAXON_HAS_CHILDREN: Dette elementet har underelementer, og kan derfor ikke slettes.');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows info as a status, without a code prefix when there is none', () => {
    renderPage(<Trigger message={{ kind: 'info', detail: 'Sjekker om du har tilgang til dette taksonet.' }} />);
    fireEvent.click(screen.getByRole('button', { name: 'vis' }));
    expect(screen.getByRole('status')).toHaveTextContent(/^Sjekker om du har tilgang til dette taksonet\.OK$/);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('is cleared by every navigation', () => {
    renderPage(<Trigger message={{ kind: 'error', detail: 'Feil' }} />, { extraRoutes: [{ path: '/annen-side', element: <p>annen side</p> }] });
    fireEvent.click(screen.getByRole('button', { name: 'vis' }));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'naviger' }));
    expect(screen.getByText('annen side')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps a confirmation for the next page: shown there as a polite status, dismissed with OK', () => {
    function SaveAndGo() {
      const { showOnNextPage } = useMessages();
      return (
        <Link to="/annen-side" onClick={() => showOnNextPage({ kind: 'info', detail: 'Navnet er lagt til.' })}>
          lagre
        </Link>
      );
    }
    renderPage(<SaveAndGo />, {
      extraRoutes: [
        { path: '/annen-side', element: <Link to="/tredje-side">videre</Link> },
        { path: '/tredje-side', element: <p>tredje side</p> },
      ],
    });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'lagre' }));
    const bar = screen.getByRole('status');
    expect(bar).toHaveTextContent(/^Navnet er lagt til\.OK$/);
    expect(bar.closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    // once: the next navigation clears it
    fireEvent.click(screen.getByRole('link', { name: 'videre' }));
    expect(screen.getByText('tredje side')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('replaces an earlier message and takes the problem JSON of a failed call', () => {
    renderPage(<Trigger error={new ApiError(400, { errorCode: 'AUTHOR_REQUIRED', detail: 'Autor må fylles ut for art og lavere rang.' })} />);
    fireEvent.click(screen.getByRole('button', { name: 'vis' }));
    expect(screen.getByRole('alert')).toHaveTextContent('AUTHOR_REQUIRED: Autor må fylles ut for art og lavere rang.');
  });

  it("shows the failed request's id under the message, from the problem JSON or else the X-Request-Id header", async () => {
    const requestId = '0f8c2d1e-5b7a-4c3e-9a1f-2d3e4f5a6b7c';
    renderPage(<Trigger error={new ApiError(409, { errorCode: 'DUPLICATE_SCIENTIFIC_NAME', detail: 'Navnet finnes allerede.', requestId })} />);
    fireEvent.click(screen.getByRole('button', { name: 'vis' }));
    expect(screen.getByRole('alert')).toHaveTextContent('DUPLICATE_SCIENTIFIC_NAME: Navnet finnes allerede.');
    expect(screen.getByTestId('message-request-id')).toHaveTextContent(`Feil-ID: ${requestId}`);

    const original = globalThis.fetch;
    globalThis.fetch = (async () => ({
      ok: false,
      status: 502,
      headers: { get: (name: string) => (name.toLowerCase() === 'x-request-id' ? 'proxy-trace-0001' : null) },
      text: async () => '<html>Bad Gateway</html>',
    })) as unknown as typeof fetch;
    try {
      const failed = await request('/api/v1/TaxonName/Search').catch((error: unknown) => error);
      expect(errorMessage(failed)).toMatchObject({ kind: 'error', requestId: 'proxy-trace-0001' });
    } finally {
      globalThis.fetch = original;
    }
  });

  it('falls back to the operation default when the answer has no detail', () => {
    expect(messageText(errorMessage(new ApiError(500, {}), 'Noe gikk galt. Kunne ikke legge til takson.'))).toBe(
      'Noe gikk galt. Kunne ikke legge til takson.',
    );
    expect(messageText(errorMessage(new TypeError('boom')))).toBe('Noe gikk galt.');
  });
});
