import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN, renderPage } from '../../test/render';
import { fakeFetch, type FakeAnswer, type FakeRoute } from '../export/fake-fetch.testing';
import ImportPage from './ImportPage';
import { XLSX_MIME } from './import-rules';

const xlsx = (name = 'navn.xlsx') => new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04])], name, { type: XLSX_MIME });
const job = (answer: { state: string } & Record<string, unknown>) => ({
  jobId: 'j1',
  type: 'Import',
  progress: 0,
  cancelRequested: false,
  ...answer,
});

const setup = (routes: FakeRoute[] = []) => {
  const fetch = fakeFetch(routes);
  const user = userEvent.setup({ applyAccept: false });
  renderPage(<ImportPage />, { path: '/import', session: ADMIN });
  const input = screen.getByLabelText('Velg fil') as HTMLInputElement;
  const importButton = screen.getByRole('button', { name: 'Importer' });
  return { fetch, user, input, importButton };
};

/** A job route answering the views in turn (the last one again after that). */
const jobSequence = (...views: object[]): FakeRoute => {
  let index = 0;
  return ['GET', '/api/v1/DataTransfer/Jobs/j1', () => ({ json: views[Math.min(index++, views.length - 1)] })];
};

describe('import screen', () => {
  it('shows the example table of the chosen type and both example files', async () => {
    const { user } = setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Import' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Vitenskapelige navn' })).toBeChecked();
    const table = screen.getByRole('table', { name: /Vitenskapelige navn/ });
    for (const column of [
      'parentScientificNameId',
      'rank',
      'scientificName',
      'author',
      'citation',
      'url',
      'doi',
      'comment',
      'taxonomicStatus',
      'acceptedTaxonId',
      'existsInNorway',
    ]) {
      expect(within(table).getByText(column)).toBeInTheDocument();
    }
    await user.click(screen.getByRole('radio', { name: 'Populærnavn' }));
    const vernacular = screen.getByRole('table', { name: /Populærnavn/ });
    for (const column of ['taxonId', 'vernacularName', 'language', 'recommended', 'reference', 'comment'])
      expect(within(vernacular).getByText(column)).toBeInTheDocument();
    const files = screen.getByRole('list', { name: 'Eksempelfiler' });
    expect(within(files).getByRole('link', { name: /vitenskapelige navn/ })).toHaveAttribute('href', '/examples/import-scientific-names.xlsx');
    expect(within(files).getByRole('link', { name: /populærnavn/ })).toHaveAttribute('href', '/examples/import-vernacular-names.xlsx');
  });

  it('filters the picker on .xlsx, checks the type and unlocks Import only for one spreadsheet', async () => {
    const { user, input, importButton } = setup();
    expect(input).toHaveAttribute('accept', expect.stringContaining('.xlsx'));
    expect(importButton).toBeDisabled();

    await user.upload(input, new File(['a;b'], 'navn.txt', { type: 'text/plain' }));
    expect(await screen.findByText('Filtypen du har valgt er ikke tillatt. Velg en excel-fil.')).toBeInTheDocument();
    expect(importButton).toBeDisabled();

    await user.upload(input, xlsx());
    expect(screen.queryByText('Filtypen du har valgt er ikke tillatt. Velg en excel-fil.')).not.toBeInTheDocument();
    expect(screen.getByText('Valgt fil: navn.xlsx')).toBeInTheDocument();
    expect(importButton).toBeEnabled();

    const zone = input.closest('.import-drop-zone')!;
    fireEvent.drop(zone, { dataTransfer: { files: [xlsx('a.xlsx'), xlsx('b.xlsx')] } });
    expect(await screen.findByText('Du kan ikke velge mer enn en fil om gangen.')).toBeInTheDocument();
    expect(importButton).toBeDisabled();

    fireEvent.change(input, { target: { files: [] } });
    expect(await screen.findByText('Du har ikke valgt en fil.')).toBeInTheDocument();
    expect(importButton).toBeDisabled();
  });

  it("uploads as a job, shows the progress and then the server's text on success", async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let polls = 0;
    const { fetch, user, input, importButton } = setup([
      ['POST', /\/api\/v1\/DataTransfer\/Import\?/, () => ({ status: 202, json: job({ state: 'waiting' }) })],
      [
        'GET',
        '/api/v1/DataTransfer/Jobs/j1',
        async () => {
          polls++;
          if (polls === 1) return { json: job({ state: 'active', progress: 60, message: 'Lagrer i registeret' }) };
          await held;
          return {
            json: job({
              state: 'completed',
              progress: 100,
              imported: true,
              text: 'navn.xlsx is imported. 4 vitenskapelige navn i 3 taksa er lagt til.',
            }),
          };
        },
      ],
    ]);
    await user.upload(input, xlsx());
    await user.click(importButton);
    expect(await screen.findByText(/Lagrer i registeret – 60 %/, undefined, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Importerer' })).toHaveAttribute('aria-valuenow', '60');
    expect(screen.getByRole('button', { name: 'Avbryt' })).toBeEnabled();
    release();
    expect(
      await screen.findByText('navn.xlsx er importert. 4 vitenskapelige navn i 3 taksa er lagt til.', undefined, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Avbryt' })).not.toBeInTheDocument();

    const [post] = fetch.to('POST', '/api/v1/DataTransfer/Import');
    expect(post!.url).toBe('/api/v1/DataTransfer/Import?importType=ScientificNames&async=true');
    expect(post!.headers['x-csrf']).toBe('1');
    expect((post!.body as FormData).get('formFile')).toBeInstanceOf(File);
  });

  it('lists the problems of a refused file by row and column', async () => {
    const { user, input, importButton } = setup([
      ['POST', /\/api\/v1\/DataTransfer\/Import\?/, () => ({ status: 202, json: job({ state: 'waiting' }) })],
      jobSequence(
        job({
          state: 'failed',
          imported: false,
          text: 'Filen ble ikke importert, fordi den har 2 feil. Ingenting er lagret.\nRad 4, kolonne D (rank): Ukjent rang.\nRad 5: Mangler navn.',
          problems: [
            { row: 4, column: 'D (rank)', message: 'Ukjent rang.' },
            { row: 5, column: null, message: 'Mangler navn.' },
          ],
          problemCount: 2,
        }),
      ),
    ]);
    await user.click(screen.getByRole('radio', { name: 'Populærnavn' }));
    await user.upload(input, xlsx());
    await user.click(importButton);
    const problems = await screen.findByRole('list', { name: 'Feil i filen' }, { timeout: 3000 });
    expect(
      within(problems)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Rad 4, kolonne D (rank): Ukjent rang.', 'Rad 5: Mangler navn.']);
    expect(screen.getByText('Filen ble ikke importert, fordi den har 2 feil. Ingenting er lagret.')).toBeInTheDocument();
  });

  it('shows the server\'s refusal of the file, and "Noe gikk galt" when there is no text', async () => {
    let answer: FakeAnswer = {
      status: 400,
      json: { status: 400, errorCode: 'IMPORT_WRONG_FILE_TYPE', detail: 'Filtypen du har valgt er ikke tillatt. Velg en excel-fil.' },
    };
    const { user, input, importButton } = setup([['POST', /\/api\/v1\/DataTransfer\/Import\?/, () => answer]]);
    await user.upload(input, xlsx());
    await user.click(importButton);
    expect(await screen.findByRole('alert')).toHaveTextContent('Filtypen du har valgt er ikke tillatt. Velg en excel-fil.');

    answer = { status: 500, text: '' };
    await user.click(importButton);
    expect(await screen.findByText('Noe gikk galt')).toBeInTheDocument();
  });

  it('cancels a running import', async () => {
    let cancelled = false;
    const { fetch, user, input, importButton } = setup([
      [
        'POST',
        /\/api\/v1\/DataTransfer\/Import\?/,
        () => ({ status: 202, json: job({ state: 'active', progress: 30, message: 'Kontrollerer radene' }) }),
      ],
      [
        'POST',
        '/api/v1/DataTransfer/Jobs/j1/Cancel',
        () => ((cancelled = true), { json: job({ state: 'active', progress: 30, cancelRequested: true }) }),
      ],
      [
        'GET',
        '/api/v1/DataTransfer/Jobs/j1',
        () => ({
          json: cancelled
            ? job({ state: 'cancelled', imported: false, text: 'Importen ble avbrutt. Ingenting er lagret.' })
            : job({ state: 'active', progress: 30, message: 'Kontrollerer radene' }),
        }),
      ],
    ]);
    await user.upload(input, xlsx());
    await user.click(importButton);
    await user.click(await screen.findByRole('button', { name: 'Avbryt' }));
    expect(await screen.findByText('Importen ble avbrutt. Ingenting er lagret.', undefined, { timeout: 3000 })).toBeInTheDocument();
    expect(fetch.to('POST', '/Jobs/j1/Cancel')).toHaveLength(1);
  });
});
