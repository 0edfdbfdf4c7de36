import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import type { TaxonomicStatus } from '@navnebase/domain';
import type { ChangeLogEntry, TaxonNameInfo } from '../../api/types';
import { classificationItem, nameView } from '../../test/fixtures';
import { mockFetch } from '../../test/mock-fetch';
import { ADMIN, EDITOR, renderPage } from '../../test/render';
import NameInfoPage from './NameInfoPage';
import { parseNameId } from './name-info-rules';

const name = (id: number, scientificName: string, author: string, status: TaxonomicStatus) =>
  nameView(id, scientificName, { taxonId: 1005, author, status });

const hc = (taxonId: number, scientificName: string, taxonRank: string) =>
  classificationItem(
    taxonId,
    scientificName,
    taxonRank,
    taxonRank === 'Species' || taxonRank === 'Genus' ? `<i>${scientificName}</i>` : scientificName,
  );

const ARCTOS: TaxonNameInfo = {
  scientificNameId: 1005,
  taxonId: 1005,
  parentTaxonId: 1004,
  mainScientificNameId: 1005,
  scientificNames: [
    {
      ...name(1005, 'Ursus arctos', 'Linnaeus, 1758', 'Accepted'),
      references: [{ referenceTypeId: 'Citation', reference: 'Linnaeus 1758' }],
      comment: 'Kjent art.',
    },
    name(20001, 'Ursus horribilis', 'Ord, 1815', 'Synonym'),
  ],
  vernacularNames: [
    { id: 1, nameId: 1, vernacularName: 'bjørn', vernacularNameStatus: 'NotRecommended', languageIsoCode: 'nb', comment: '', reference: '' },
    { id: 2, nameId: 2, vernacularName: 'brunbjørn', vernacularNameStatus: 'Recommended', languageIsoCode: 'nb', comment: '', reference: '' },
    { id: 3, nameId: 3, vernacularName: 'guovža', vernacularNameStatus: 'Recommended', languageIsoCode: 'se', comment: '', reference: '' },
  ],
  higherClassification: [hc(1, 'Animalia', 'Kingdom'), hc(1004, 'Ursus', 'Genus'), hc(1005, 'Ursus arctos', 'Species')],
  higherClassifications: [hc(1, 'Animalia', 'Kingdom'), hc(1004, 'Ursus', 'Genus'), hc(1005, 'Ursus arctos', 'Species')],
  existsInNorway: true,
  kingdom: { taxonId: 1, scientificName: 'Animalia' },
  childCount: 0,
};

const BIOTA: TaxonNameInfo = {
  scientificNameId: -1,
  taxonId: -1,
  parentTaxonId: null,
  mainScientificNameId: -1,
  scientificNames: [nameView(-1, 'Biota', { taxonId: -1, author: '', status: 'Accepted', rank: 'Sphere' })],
  vernacularNames: [],
  higherClassification: [hc(-1, 'Biota', 'Sphere')],
  higherClassifications: [hc(-1, 'Biota', 'Sphere')],
  existsInNorway: undefined,
  childCount: 12,
} as TaxonNameInfo;

const HISTORY: ChangeLogEntry[] = [
  {
    changeByUser: 'Ada Admin',
    changeDate: new Date(Date.now() - 60_000).toISOString(),
    changeRemarks: 'Ny art',
    changeType: 'TaxonCreated',
    dataBefore: [],
    dataAfter: [{ scientificName: 'Ursus arctos Linnaeus, 1758', taxonomicStatus: 'Accepted', parentScientificName: 'Ursus' }],
  },
];

const setup = (path: string, { history = HISTORY, session = undefined as undefined | typeof ADMIN } = {}) => {
  const fetch = mockFetch([
    ['/api/v1/TaxonName/ByScientificNameId/1005', () => ARCTOS],
    ['/api/v1/TaxonName/ByScientificNameId/20001', () => ({ ...ARCTOS, scientificNameId: 20001, existsInNorway: undefined })],
    [
      '/api/v1/TaxonName/ByScientificNameId/999999',
      () => ({ status: 404, body: { errorCode: 'SCIENTIFIC_NAME_NOT_FOUND', detail: 'Finner ikke vitenskapelig navn med id 999999.' } }),
    ],
    [
      '/api/v1/TaxonName/ByScientificNameId/77',
      () => ({
        status: 404,
        body: {
          errorCode: 'SCIENTIFIC_NAME_GONE',
          detail: 'Vitenskapelig navn 77 er slått sammen med et annet takson.',
          successor: { kind: 'name', id: 77, reason: 'Merged', successorIds: [1005] },
        },
      }),
    ],
    ['/api/v1/TaxonName/ByScientificNameId/1005?asOf=2026-01-03', () => ({ ...ARCTOS, scientificNames: [ARCTOS.scientificNames[0]!] })],
    [
      '/api/v1/TaxonName/ByScientificNameId/1005?asOf=2020-01-01',
      () => ({ status: 404, body: { errorCode: 'SCIENTIFIC_NAME_NOT_FOUND', detail: 'Vitenskapelig navn 1005 fantes ikke på dette tidspunktet.' } }),
    ],
    ['/api/v1/TaxonName/ByScientificNameId/-1', () => BIOTA],
    [/\/Changes\/ByScientificNameId\//, () => history],
    [/\/Children\/ByTaxonNameId\//, () => []],
    // the institution's own settings: its external taxon page
    [
      '/api/v1/Settings',
      () => ({ name: 'Artsinstituttet', contactEmail: null, taxonPageUrl: 'https://arter.example.org/takson/{taxonId}', siteSearchUrl: null }),
    ],
  ]);
  const page = renderPage(<NameInfoPage />, { path, route: '/name-info/:id', ...(session ? { session } : {}) });
  return { fetch, page };
};

describe('NameInfoPage', () => {
  it('says "Vitenskapelig navne-id er ugyldig." for a non-numeric id, without asking the API', () => {
    const { fetch } = setup('/name-info/abc');
    expect(screen.getByText('Vitenskapelig navne-id er ugyldig.')).toBeInTheDocument();
    expect(fetch.callsTo('/TaxonName/')).toHaveLength(0);
    expect(parseNameId('12a')).toBeUndefined();
    expect(parseNameId('-1')).toBe(-1);
    expect(parseNameId('1005')).toBe(1005);
  });

  it('says clearly that an unknown id does not exist', async () => {
    setup('/name-info/999999');
    expect(await screen.findByRole('heading', { name: 'Fant ikke navnet' })).toBeInTheDocument();
    expect(screen.getByText('Det finnes ikke noe vitenskapelig navn med id 999999 i registeret.')).toBeInTheDocument();
    expect(screen.queryByTestId('message-bar')).not.toBeInTheDocument();
  });

  it('links a merged or deleted id to its successor', async () => {
    setup('/name-info/77');
    expect(await screen.findByRole('heading', { name: 'Navnet finnes ikke lenger' })).toBeInTheDocument();
    expect(screen.getByText('Vitenskapelig navn 77 er slått sammen med et annet takson.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vitenskapelig navn 1005' })).toHaveAttribute('href', '/name-info/1005');
  });

  it('says what Biota is: a fixed node of the tree, not a taxon; no operation links, no author, no name id', async () => {
    setup('/name-info/-1', { session: ADMIN, history: [] });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(/^Biota$/);
    expect(screen.getByRole('note')).toHaveTextContent(/^Biota er en fast toppnode i livets tre.*Den er ikke et takson/);
    expect(screen.queryByRole('heading', { name: 'Rediger' })).not.toBeInTheDocument();
    for (const link of ['Rediger vitenskapelig navn', 'Slett navn', 'Splitt', 'Flytt', 'Slå sammen'])
      expect(screen.queryByRole('link', { name: link })).not.toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/Ikke oppgitt|navne-id|Gjeldende/);
  });

  it('shows every section of the name page', async () => {
    setup('/name-info/1005');
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent('Ursus arctosLinnaeus, 1758');
    expect(screen.getAllByRole('link', { name: 'Art' })[0]).toHaveAttribute('href', '/glossary#rank-Species');
    expect(screen.getAllByRole('link', { name: 'Gjeldende' })[0]).toHaveAttribute('href', '/glossary#status-Accepted');
    const classification = screen.getByRole('navigation', { name: 'Klassifikasjon' });
    expect(within(classification).getByRole('link', { name: 'Animalia' })).toHaveAttribute('href', '/name-info/1');
    expect(within(classification).getByRole('link', { name: 'Ursus' })).toHaveAttribute('href', '/name-info/1004');
    expect(screen.getByText('Finnes i Norge:').parentElement).toHaveTextContent('Finnes i Norge: Ja');
    expect(screen.getByRole('heading', { name: 'Navneforklaring' })).toBeInTheDocument();
    expect(screen.getByText('[Sitering: Linnaeus 1758 ]')).toBeInTheDocument();
    expect(screen.getByText('Kjent art.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Gå til eksport' })).toHaveAttribute('href', '/export?id=1005');
    const box = screen.getByRole('complementary', { name: 'Takson' });
    expect(within(box).getByRole('img', { name: 'Dyr (Animalia)' })).toBeInTheDocument();
    expect(within(box).getByText('brunbjørn').tagName).toBe('STRONG');
    expect(within(box).getByText('bjørn').tagName).not.toBe('STRONG');
    expect(within(box).getByRole('heading', { name: 'Nordsamisk' })).toBeInTheDocument();
    expect(within(box).getByRole('link', { name: 'Ursus horribilis' })).toHaveAttribute('href', '/name-info/20001');
    const external = await within(box).findByRole('link', { name: /Se taksonsiden hos Artsinstituttet/ });
    expect(external).toHaveAttribute('href', `https://arter.example.org/takson/${ARCTOS.taxonId}`);
    expect(external).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('heading', { name: 'Livets tre' })).toBeInTheDocument();
    const entry = await screen.findByText('Takson opprettet');
    expect(entry.closest('li')).toHaveTextContent(/\d\d\.\d\d\.\d{4} \d\d:\d\d av Ada Admin/);
    expect(entry.closest('li')).toHaveTextContent('Kommentar: Ny art');
    expect(screen.queryByRole('heading', { name: 'Rediger' })).not.toBeInTheDocument();
  });

  it('shows the names of the history as elsewhere: the species and its parent in italics, the author upright; a gone name as plain text', async () => {
    setup('/name-info/1005', {
      history: [
        {
          ...HISTORY[0]!,
          dataBefore: [{ scientificNameId: 99, scientificName: 'Ursus spelaeus Rosenmüller, 1794' }],
          dataAfter: [
            {
              scientificNameId: 1005,
              scientificName: 'Ursus arctos Linnaeus, 1758',
              scientificNameHtml: '<i>Ursus arctos</i> Linnaeus, 1758',
              taxonomicStatus: 'Accepted',
              parentScientificName: 'Ursus',
              parentScientificNameHtml: '<i>Ursus</i>',
            },
          ],
        },
      ],
    });
    const entry = (await screen.findByText('Takson opprettet')).closest('li')!;
    const after = within(entry).getByText(/^Etter:/);
    expect(after).toHaveTextContent('Etter: Ursus arctos Linnaeus, 1758 (Gjeldende), under Ursus');
    expect([...after.querySelectorAll('i')].map((i) => i.textContent)).toEqual(['Ursus arctos', 'Ursus']);
    expect(within(entry).getByText(/^Før:/)).toHaveTextContent('Før: Ursus spelaeus Rosenmüller, 1794');
    expect(within(entry).getByText(/^Før:/).querySelector('i')).toBeNull();
    expect(entry.innerHTML).not.toContain('&lt;i&gt;');
  });

  it('for a synonym links "til" the main name and notes that its history covers only this name', async () => {
    setup('/name-info/20001');
    expect(await screen.findByText(/Synonym til/)).toBeInTheDocument();
    expect(screen.getByText(/Synonym til/).querySelector('a')).toHaveAttribute('href', '/name-info/1005');
    expect(screen.getByText(/Historikken gjelder bare dette navnet/)).toBeInTheDocument();
    expect(screen.queryByText('Finnes i Norge:')).not.toBeInTheDocument();
  });

  it('says "Resultat: Ingen endringer fra denne datoen." and pages to earlier windows', async () => {
    const { fetch } = setup('/name-info/1005', { history: [] });
    expect(await screen.findByText('Resultat: Ingen endringer fra denne datoen.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Neste periode' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Forrige periode' }));
    await screen.findByText('Resultat: Ingen endringer fra denne datoen.');
    const calls = fetch.callsTo('/Changes/').map((c) => new URL(c.url, 'http://x').searchParams);
    expect(calls[0]!.get('fromDate')).toBeTruthy();
    expect(calls[0]!.get('toDate')).toBeNull();
    expect(calls.at(-1)!.get('toDate')).toBeTruthy();
  });

  it('shows the editor links to logged-in users, delete only to admins', async () => {
    setup('/name-info/1005', { session: EDITOR });
    await screen.findByRole('heading', { name: 'Rediger' });
    const hrefs = within(screen.getByRole('heading', { name: 'Rediger' }).parentElement!)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(
      expect.arrayContaining([
        '/edit-scientific-name?id=1005',
        '/addtaxon?parentId=1005',
        '/addtaxon?synonymToId=1005',
        '/addtaxon?isNotInUseToId=1005',
        '/transfer?id=1005',
        '/rearrange?id=1005',
        '/edit-vernacular-names?id=1005',
        '/merge?id=1005',
        '/split?id=1005',
        '/export?id=1005',
        '/usermanual',
      ]),
    );
    expect(hrefs).not.toContain('/delete-scientific-name?id=1005');
  });

  it('shows the delete link to admins', async () => {
    setup('/name-info/1005', { session: ADMIN });
    expect(await screen.findByRole('link', { name: 'Slett navn' })).toHaveAttribute('href', '/delete-scientific-name?id=1005');
  });

  it('shows the page as it was: a banner links back to today, links keep the date, no editor links', async () => {
    const { fetch } = setup('/name-info/1005?asOf=2026-01-03', { session: ADMIN });
    const banner = (await screen.findByText(/Du ser navnesiden/)).closest('.historical-banner') as HTMLElement;
    expect(banner).toHaveTextContent('Du ser navnesiden slik den var ved utgangen av 03.01.2026.');
    expect(within(banner).getByRole('link', { name: 'Vis slik den er i dag' })).toHaveAttribute('href', '/name-info/1005');
    expect(screen.queryByText('Ursus horribilis')).not.toBeInTheDocument();
    const classification = screen.getByRole('navigation', { name: 'Klassifikasjon' });
    expect(within(classification).getByRole('link', { name: 'Ursus' })).toHaveAttribute('href', '/name-info/1004?asOf=2026-01-03');
    expect(screen.queryByRole('heading', { name: 'Rediger' })).not.toBeInTheDocument();
    await screen.findByText('Takson opprettet');
    expect(fetch.callsTo('/Changes/').every((c) => new URL(c.url, 'http://x').searchParams.get('asOf') === '2026-01-03')).toBe(true);
    expect(fetch.callsTo('/Children/').every((c) => c.url.includes('asOf=2026-01-03'))).toBe(true);
  });

  it('"Vis slik det var" opens the page as of the chosen day', async () => {
    setup('/name-info/1005');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText(/Du ser navnesiden/)).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Dato'), { target: { value: '2026-01-03' } });
    fireEvent.click(screen.getByRole('button', { name: 'Vis slik det var' }));
    expect(await screen.findByText(/Du ser navnesiden slik den var ved utgangen av 03\.01\.2026/)).toBeInTheDocument();
  });

  it('says when the name did not exist yet on the chosen day', async () => {
    setup('/name-info/1005?asOf=2020-01-01');
    expect(await screen.findByRole('heading', { name: 'Navnet fantes ikke da' })).toBeInTheDocument();
    expect(screen.getByText(/fantes ikke i registeret ved utgangen av 01\.01\.2020/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vis navnesiden slik den er i dag' })).toHaveAttribute('href', '/name-info/1005');
  });
});
