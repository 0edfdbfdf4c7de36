import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../../test/render';
import ExportPage from './ExportPage';
import { exportFileName } from './data-transfer-api';
import { fakeFetch, type FakeAnswer, type FakeRoute } from './fake-fetch.testing';

const URSUS = {
  scientificNameId: 1004,
  taxonId: 1004,
  parentTaxonId: 1003,
  mainScientificNameId: 1004,
  scientificNames: [{ scientificNameId: 1004, scientificName: 'Ursus', taxonomicStatus: 'Accepted' }],
  vernacularNames: [],
  higherClassification: [
    { taxonId: 1, scientificNameId: 1, scientificName: 'Animalia' },
    { taxonId: 1003, scientificNameId: 1003, scientificName: 'Ursidae' },
    { taxonId: 1004, scientificNameId: 1004, scientificName: 'Ursus' },
  ],
};

const job = (answer: { state: string } & Record<string, unknown>) => ({
  jobId: 'e1',
  type: 'Export',
  progress: 0,
  cancelRequested: false,
  ...answer,
});

const saved: { name: string; blob: Blob }[] = [];

beforeEach(() => {
  saved.length = 0;
  let blob: Blob | undefined;
  URL.createObjectURL = jest.fn((value: Blob | MediaSource) => ((blob = value as Blob), 'blob:test')) as typeof URL.createObjectURL;
  URL.revokeObjectURL = jest.fn() as typeof URL.revokeObjectURL;
  HTMLAnchorElement.prototype.click = function click(this: HTMLAnchorElement) {
    if (this.href === 'blob:test' && blob) saved.push({ name: this.download, blob });
  };
});

const setup = (file: FakeAnswer, start: FakeAnswer = { status: 202, json: job({ state: 'waiting' }) }) => {
  const routes: FakeRoute[] = [
    ['GET', '/api/v1/TaxonName/ByScientificNameId/1004', () => ({ json: URSUS })],
    ['GET', /\/api\/v1\/TaxonName\/Children\//, () => ({ json: [] })],
    ['POST', /\/api\/v1\/DataTransfer\/Export\?/, () => start],
    [
      'GET',
      '/api/v1/DataTransfer/Jobs/e1',
      () => ({ json: job({ state: 'completed', progress: 100, fileName: 'bjorner.csv', fileUrl: '/api/v1/DataTransfer/Jobs/e1/File' }) }),
    ],
    ['GET', '/api/v1/DataTransfer/Jobs/e1/File', () => file],
  ];
  const fetch = fakeFetch(routes);
  renderPage(<ExportPage />, { path: '/export?id=1004' });
  return { fetch, user: userEvent.setup() };
};

describe('export screen', () => {
  it('preselects the name of query id, defaults to Excel without synonyms and vernacular names', async () => {
    setup({ blob: new Blob(['x']) });
    expect(screen.getByRole('heading', { level: 1, name: 'Eksporter' })).toBeInTheDocument();
    expect(await screen.findByText(/Valgt:/)).toHaveTextContent('Valgt: Ursus (navne-id 1004)');
    expect(screen.getByRole('radio', { name: 'Excel (.xlsx)' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Ta med populærnavn' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Ta med synonymer' })).not.toBeChecked();
    expect(screen.getByText('Filen lagres som navnebase-Ursus.xlsx')).toBeInTheDocument();
  });

  it('exports as a job and saves the file under its name and extension', async () => {
    const { fetch, user } = setup({ blob: new Blob(['id;navn\r\n1004;Ursus\r\n']) });
    await screen.findByText(/Valgt:/);
    await user.click(screen.getByRole('checkbox', { name: 'Ta med synonymer' }));
    await user.click(screen.getByRole('radio', { name: 'Kommaseparert (.csv)' }));
    await user.type(screen.getByLabelText('Filnavn'), 'bjorner');
    await user.click(screen.getByRole('button', { name: 'Eksporter' }));
    const done = await screen.findByText(/Eksporten er ferdig\. Filen bjorner\.csv er lastet ned\./, undefined, { timeout: 3000 });
    // a plain link to share: it works without the app for 24 hours
    expect(within(done).getByRole('link', { name: 'denne lenken til filen' })).toHaveAttribute('href', '/api/v1/DataTransfer/Jobs/e1/File');
    expect(saved.map((s) => s.name)).toEqual(['bjorner.csv']);
    const [start] = fetch.to('POST', '/api/v1/DataTransfer/Export');
    expect(start!.url).toBe(
      '/api/v1/DataTransfer/Export?scientificNameId=1004&exportType=Csv&includeSynonyms=true&includeVernacularNames=false&fileName=bjorner',
    );
    expect(fetch.to('GET', '/Jobs/e1/File')[0]!.headers['x-csrf']).toBe('1');
  });

  it('counts an empty file as a failure', async () => {
    const { user } = setup({ blob: new Blob([]) });
    await screen.findByText(/Valgt:/);
    await user.click(screen.getByRole('button', { name: 'Eksporter' }));
    expect(await screen.findByRole('alert', undefined, { timeout: 3000 })).toHaveTextContent(/^Kunne ikke eksportere\.$/);
    expect(saved).toHaveLength(0);
  });

  it('shows "Kunne ikke eksportere." with the server\'s reason', async () => {
    const { user } = setup(
      { blob: new Blob(['x']) },
      {
        status: 404,
        json: {
          status: 404,
          errorCode: 'EXPORT_EMPTY',
          detail: 'Kunne ikke eksportere. Det finnes ingen navn å eksportere under det valgte navnet.',
        },
      },
    );
    await screen.findByText(/Valgt:/);
    await user.click(screen.getByRole('button', { name: 'Eksporter' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Kunne ikke eksportere. Det finnes ingen navn å eksportere under det valgte navnet.');
  });

  it('names the file after the scientific name when no name is typed, and adds the extension', () => {
    expect(exportFileName('', 'Excel', 'Ursus arctos')).toBe('navnebase-Ursus-arctos.xlsx');
    expect(exportFileName('bjørner.csv', 'Csv', 'Ursus')).toBe('bjørner.csv');
    expect(exportFileName('mappe/bjørner', 'DwcA', 'Ursus')).toBe('bjørner.zip');
  });
});
