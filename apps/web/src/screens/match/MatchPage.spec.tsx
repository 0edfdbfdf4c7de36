import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../../test/render';
import { fakeFetch } from '../export/fake-fetch.testing';
import MatchPage from './MatchPage';

const JOBS = '/api/v1/TaxonName/Match/Jobs';
const result = (input: string) => ({ input, matchType: 'none', confidence: 0 });

describe('listesøk screen with a long list', () => {
  it('given more names than one request takes, when searched, then the list goes as a job with progress, its results are shown and downloaded from the job', async () => {
    const names = Array.from({ length: 10_001 }, (_, i) => `Art${i} nonsens`);
    let polls = 0;
    const fetch = fakeFetch([
      ['POST', JOBS, () => ({ status: 202, json: { jobId: 'm1', state: 'waiting', progress: 0 } })],
      [
        'GET',
        `${JOBS}/m1`,
        () =>
          ++polls === 1
            ? { json: { jobId: 'm1', state: 'active', progress: 40, message: 'Søker: 4 000 av 10 001 navn' } }
            : { json: { jobId: 'm1', state: 'completed', progress: 100, count: names.length, resultUrl: `${JOBS}/m1/Result` } },
      ],
      ['GET', `${JOBS}/m1/Result`, () => ({ json: { results: names.map(result) } })],
      ['GET', `${JOBS}/m1/Result?format=csv`, () => ({ text: 'csv' })],
    ]);
    const user = userEvent.setup();
    renderPage(<MatchPage />, { path: '/match' });
    fireEvent.change(screen.getByLabelText('Artsliste (ett navn per linje)'), { target: { value: names.join('\n') } });
    await user.click(screen.getByRole('button', { name: 'Søk i listen' }));
    expect(await screen.findByText(/Søker: 4 000 av 10 001 navn/, undefined, { timeout: 3000 })).toBeInTheDocument();
    expect(await screen.findByText(/10\s001 navn: ingen treff 10\s001/, undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(fetch.to('POST', JOBS)[0]!.body).toMatchObject({ names: expect.arrayContaining(['Art10000 nonsens']) });
    expect(fetch.to('POST', '/api/v1/TaxonName/Match')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Last ned som CSV' }));
    expect(fetch.to('GET', `${JOBS}/m1/Result?format=csv`)).toHaveLength(1);
  });

  it('given more names than a job takes, when searched, then nothing is sent and the limit is named', async () => {
    const fetch = fakeFetch([]);
    const user = userEvent.setup();
    renderPage(<MatchPage />, { path: '/match' });
    fireEvent.change(screen.getByLabelText('Artsliste (ett navn per linje)'), {
      target: { value: Array.from({ length: 100_001 }, (_, i) => `A${i}`).join('\n') },
    });
    await user.click(screen.getByRole('button', { name: 'Søk i listen' }));
    expect(await screen.findByText(/Største tillatte antall er 100\s000/)).toBeInTheDocument();
    expect(fetch.requests).toHaveLength(0);
  });
});
