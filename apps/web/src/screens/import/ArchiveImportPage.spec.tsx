import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN, renderPage } from '../../test/render';
import { fakeFetch, type FakeRoute } from '../export/fake-fetch.testing';
import type { ArchiveImportResult } from './archive-import-api';
import ArchiveImportPage from './ArchiveImportPage';

const zip = (name = 'sopp.zip') => new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04])], name, { type: 'application/zip' });

const CHECKED: ArchiveImportResult = {
  dryRun: true,
  existsInNorway: false,
  duplicate: false,
  source: 'sopp',
  format: 'dwca',
  read: { files: [{ file: 'taxon.txt', kind: 'nameUsages', rows: 9, encoding: 'ISO-8859-1' }], taxa: 8, synonyms: 1, vernacularNames: 0 },
  imported: { taxa: 7, names: 8, synonyms: 1, vernacularNames: 0, higherTaxaCreated: 0 },
  rows: [{ file: 'taxon.txt', rows: 9, imported: 8, skipped: 1 }],
  problemCount: 1,
  problemGroups: [
    {
      severity: 'error',
      skipped: true,
      reason: 'Ukjent taksonomisk status',
      count: 1,
      examples: [{ file: 'taxon.txt', row: 10, id: 'f9', detail: 'ubestemt' }],
    },
  ],
  noProblems: false,
  top: {
    roots: [
      {
        scientificName: 'Fungi',
        author: '',
        rank: 'Kingdom',
        descendants: 6,
        hiddenChildren: 0,
        children: [{ scientificName: 'Basidiomycota', author: '', rank: 'Phylum', descendants: 5, children: [], hiddenChildren: 1 }],
      },
    ],
    hiddenRoots: 0,
  },
};

const job = (answer: Record<string, unknown>) => ({ jobId: 'c1', type: 'ArchiveCheck', progress: 0, cancelRequested: false, ...answer });

const setup = (routes: FakeRoute[]) => {
  const fetch = fakeFetch(routes);
  const user = userEvent.setup({ applyAccept: false });
  renderPage(<ArchiveImportPage />, { path: '/import/arkiv', session: ADMIN });
  return {
    fetch,
    user,
    input: screen.getByLabelText('Velg arkiv') as HTMLInputElement,
    check: screen.getByRole('button', { name: 'Kontroller arkivet' }),
  };
};

describe('archive import screen', () => {
  it('checks the archive first, shows counts, problems by reason and the top of the tree, and imports only on confirmation', async () => {
    let imported = false;
    const { fetch, user, input, check } = setup([
      ['POST', '/api/v1/DataTransfer/Archive?existsInNorway=true', () => ({ status: 202, json: job({ state: 'waiting' }) })],
      [
        'GET',
        '/api/v1/DataTransfer/Archive/Jobs/c1',
        () => ({ json: job({ state: 'completed', progress: 100, result: CHECKED, importUrl: '/api/v1/DataTransfer/Archive/Jobs/c1/Import' }) }),
      ],
      [
        'POST',
        '/api/v1/DataTransfer/Archive/Jobs/c1/Import',
        () => {
          imported = true;
          return { status: 202, json: job({ jobId: 'c1-import', type: 'ArchiveImport', state: 'waiting' }) };
        },
      ],
      [
        'GET',
        '/api/v1/DataTransfer/Archive/Jobs/c1-import',
        () => ({
          json: job({ jobId: 'c1-import', type: 'ArchiveImport', state: 'completed', progress: 100, result: { ...CHECKED, dryRun: false } }),
        }),
      ],
    ]);
    expect(check).toBeDisabled();
    await user.upload(input, zip());
    expect(screen.getByText('Valgt arkiv: sopp.zip')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Merk arter og lavere nivåer som funnet i Norge' }));
    await user.click(check);

    const result = await screen.findByRole('region', { name: '2. Resultatet av kontrollen' }, { timeout: 3000 });
    expect(
      within(result).getByText(/1 merknad, og 1 rad blir ikke importert\. 7 taksa kan importeres fra Darwin Core Archive-arkivet sopp\./),
    ).toBeInTheDocument();
    expect(within(result).getByRole('row', { name: 'Taksa 7' })).toBeInTheDocument();
    expect(within(result).getByText('taxon.txt (tegnkoding ISO-8859-1): 9 rader, 8 importeres, 1 hoppes over')).toBeInTheDocument();
    expect(within(result).getByText('Feil: Ukjent taksonomisk status (1 rad, ikke importert)')).toBeInTheDocument();
    expect(within(result).getByText('taxon.txt rad 10 (id f9): ubestemt')).toBeInTheDocument();
    const tree = within(result).getByRole('list', { name: 'Toppen av treet som bygges' });
    expect(within(tree).getByText(/Rike Fungi – 6 taksa under/)).toBeInTheDocument();
    expect(within(tree).getByText('Rekke Basidiomycota – 5 taksa under (1 underordnet takson ikke vist)')).toBeInTheDocument();
    expect(imported).toBe(false);

    await user.click(within(result).getByRole('button', { name: 'Importer 7 taksa' }));
    expect(
      await screen.findByText('Arkivet er importert: 7 taksa og 8 vitenskapelige navn (1 synonym), 0 populærnavn.', undefined, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(imported).toBe(true);
    const [post] = fetch.to('POST', '/api/v1/DataTransfer/Archive?existsInNorway=true');
    expect(post!.headers['x-csrf']).toBe('1');
    expect((post!.body as FormData).get('formFile')).toBeInstanceOf(File);
  });

  it('refuses a file that is not a zip before anything is sent, and shows the reason of a failed check', async () => {
    const { fetch, user, input, check } = setup([
      ['POST', '/api/v1/DataTransfer/Archive', () => ({ status: 202, json: job({ state: 'waiting' }) })],
      [
        'GET',
        '/api/v1/DataTransfer/Archive/Jobs/c1',
        () => ({ json: job({ state: 'failed', error: 'Noe gikk galt. Arkivet ble ikke importert. Kjenner ikke igjen formatet' }) }),
      ],
    ]);
    await user.upload(input, new File(['a'], 'navn.txt', { type: 'text/plain' }));
    expect(await screen.findByText('Velg en .zip-fil: et Darwin Core Archive eller en ColDP-pakke.')).toBeInTheDocument();
    expect(check).toBeDisabled();
    expect(fetch.requests).toHaveLength(0);
    await user.upload(input, zip());
    await user.click(check);
    expect(await screen.findByText(/Kjenner ikke igjen formatet/, undefined, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Importer \d/ })).not.toBeInTheDocument();
  });
});
