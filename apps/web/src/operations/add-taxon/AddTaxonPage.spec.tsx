import { describe, expect, it } from '@jest/globals';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { TREE_ROOT_KEY } from '@navnebase/domain';
import { mockFetch } from '../../test/mock-fetch';
import { ADMIN, renderPage } from '../../test/render';
import { ARCTOS, treeNode, URSUS } from '../testing/fixtures';
import AddTaxonPage from './AddTaxonPage';

// The whole screen re-renders on each change (with the tree open): give the async queries room on a busy machine.
configure({ asyncUtilTimeout: 10000 });

const setup = (path: string, addAnswer: () => unknown = () => ({ scientificNameId: 20100, taxonId: 20100 })) => {
  const fetch = mockFetch([
    ['/api/v1/TaxonName/ByScientificNameId/1004', () => URSUS],
    ['/api/v1/TaxonName/ByScientificNameId/1005', () => ARCTOS],
    [/UserHasPermission/, () => true],
    [
      '/api/v1/TaxonName/Children/ByScientificNameId/1004',
      () => [treeNode(1005, 'Ursus arctos', 'Species', true), treeNode(1006, 'Ursus maritimus', 'Species', true)],
    ],
    [/\/Children\/ByTaxonNameId\//, (url) => (url.endsWith(String(TREE_ROOT_KEY)) ? [treeNode(-1, 'Biota', 'Sphere', false)] : [])],
    ['/api/v1/TaxonomicOperations/AddTaxon', addAnswer],
  ]);
  const page = renderPage(<AddTaxonPage />, { path, session: ADMIN, extraRoutes: [{ path: '/name-info/:id', element: <p>navneside</p> }] });
  const sent = () =>
    fetch.fn.mock.calls.filter(([url]) => String(url).endsWith('/AddTaxon')).map(([, init]) => JSON.parse(String((init as { body: string }).body)));
  return { fetch, page, sent };
};

const step = (title: string) => screen.getByRole('heading', { name: new RegExp(`^\\d+\\. ${title}`) }).closest('li') as HTMLElement;
const nameInput = () => within(step('Navn')).getByRole('textbox', { name: /^Navn/ });
const authorInput = () => within(step('Navn')).getByRole('textbox', { name: /^Autor/ });

describe('AddTaxonPage', () => {
  it('adds a species under a preselected genus: rank from the allowed child ranks, epithet after the pre-name, a Norwegian name, publish', async () => {
    const { sent, page } = setup('/addtaxon?parentId=1004');
    expect(screen.getByRole('heading', { level: 1, name: 'Legg til vitenskapelig navn' })).toBeInTheDocument();
    await waitFor(() => expect(within(step('Plassering i tre')).getByText('Ursus', { selector: 'i' })).toBeInTheDocument());
    expect(step('Navn')).toHaveAttribute('data-locked', 'true');
    expect(within(step('Navn')).getByText('Velg plassering i treet og rang først.')).toBeInTheDocument();

    const rank = step('Rang');
    expect(await within(rank).findByText('Velg rang basert på Plassering i tre')).toBeInTheDocument();
    expect(
      within(rank)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['Subgenus', 'Section', 'Species']);
    expect(await within(rank).findAllByText(/\(Art\) – tillatte overordnede ranger: Slekt, Underslekt, Seksjon/)).toHaveLength(2);
    // no rank chosen yet: a neutral hint, no error before the user tries to go on
    expect(within(rank).getByText('Velg rang basert på Plassering i tre')).toBeInTheDocument();
    expect(within(rank).queryByText('Du må velge en rang.')).not.toBeInTheDocument();
    expect(rank.querySelector('.Mui-error')).toBeNull();
    fireEvent.click(within(rank).getByRole('radio', { name: 'Art' }));
    expect(within(rank).queryByText('Du må velge en rang.')).not.toBeInTheDocument();

    await waitFor(() => expect(step('Navn')).toHaveAttribute('data-locked', 'false'));
    expect(within(step('Navn')).getByText('Ursus', { selector: '.pre-name i' })).toBeInTheDocument();
    fireEvent.change(nameInput(), { target: { value: 'spelaeus' } });
    fireEvent.change(authorInput(), { target: { value: 'Rosenmüller, 1794' } });
    expect(within(step('Navn')).getByText(/Navnet blir:/)).toHaveTextContent('Navnet blir: Ursus spelaeus Rosenmüller, 1794');

    const status = step('Status');
    expect(within(status).getByRole('radio', { name: 'Gjeldende' })).toBeChecked();
    fireEvent.click(within(status).getByRole('radio', { name: 'Nei' }));

    const vernacular = step('Populærnavn');
    fireEvent.click(within(vernacular).getByRole('button', { name: 'Legg til navn på norsk, bokmål' }));
    fireEvent.change(within(vernacular).getByRole('textbox', { name: 'Populærnavn 1 (nb)' }), { target: { value: 'hulebjørn' } });

    fireEvent.change(within(step('Ferdigstill')).getByRole('textbox', { name: 'Kommentar til operasjonen' }), { target: { value: 'Ny art' } });
    fireEvent.click(within(step('Ferdigstill')).getByRole('button', { name: 'Publiser' }));

    await waitFor(() => expect(page.location.current!.pathname).toBe('/name-info/20100'));
    const [body] = sent();
    expect(body).toMatchObject({
      parentScientificNameId: 1004,
      rankId: 22,
      scientificName: 'spelaeus',
      author: 'Rosenmüller, 1794',
      existsInNorway: false,
      taxonomicStatus: 'Accepted',
      nomenclaturalStatus: [],
      attributes: [],
      references: [],
      remark: 'Ny art',
      vernacularNames: [
        { vernacularName: 'hulebjørn', languageIsoCode: 'nb', vernacularNameStatus: 'Recommended', operation: 'added', reference: '', comment: '' },
      ],
    });
    expect(body.commandId).toMatch(/^[0-9a-f-]{36}$/);
    expect(body).not.toHaveProperty('synonymToId');
  });

  it('marks the missing author after submit and sends nothing; a server refusal stays on the page with the input kept', async () => {
    const { sent, page } = setup('/addtaxon?parentId=1004', () => ({
      status: 409,
      body: { errorCode: 'DUPLICATE_SCIENTIFIC_NAME', detail: 'Navnet Ursus arctos finnes allerede under samme overordnede takson.' },
    }));
    fireEvent.click(await within(step('Rang')).findByRole('radio', { name: 'Art' }));
    await waitFor(() => expect(step('Navn')).toHaveAttribute('data-locked', 'false'));
    fireEvent.change(nameInput(), { target: { value: 'arctos' } });
    expect(within(step('Navn')).queryByText('Autor må fylles ut for art og lavere rang.')).not.toBeInTheDocument();
    fireEvent.click(within(step('Ferdigstill')).getByRole('button', { name: 'Publiser' }));
    expect(await screen.findByText('Skjemaet er ugyldig. Se over de markerte feltene.')).toBeInTheDocument();
    // the alert stands by the button; the field is further up
    expect(screen.getByText('Her er det noe galt lengre opp i skjemaet. Scroll opp og ta en titt.')).toBeInTheDocument();
    expect(within(step('Navn')).getByText('Autor må fylles ut for art og lavere rang.')).toBeInTheDocument();
    expect(authorInput()).toHaveAttribute('aria-invalid', 'true');
    expect(sent()).toHaveLength(0);

    fireEvent.change(authorInput(), { target: { value: 'Linnaeus, 1758' } });
    fireEvent.click(within(step('Ferdigstill')).getByRole('button', { name: 'Publiser' }));
    expect(
      await screen.findByText('DUPLICATE_SCIENTIFIC_NAME: Navnet Ursus arctos finnes allerede under samme overordnede takson.'),
    ).toBeInTheDocument();
    expect(page.location.current!.pathname).toBe('/addtaxon');
    expect(nameInput()).toHaveValue('arctos');
    expect(sent()).toHaveLength(1);
  });

  it('asks for a parent before the rank, and keeps the later steps locked', async () => {
    setup('/addtaxon');
    expect(within(step('Rang')).getByText('Du må velge et overliggende taksa før du kan velge rank.')).toBeInTheDocument();
    for (const title of ['Navn', 'Status', 'Populærnavn', 'Ferdigstill']) expect(step(title)).toHaveAttribute('data-locked', 'true');
    expect(screen.queryByRole('button', { name: 'Publiser' })).not.toBeInTheDocument();
  });

  it('adds a synonym from synonymToId: placed beside the taxon at its rank, no vernacular names of its own', async () => {
    const { sent, page } = setup('/addtaxon?synonymToId=1005', () => ({ scientificNameId: 20101, taxonId: 1005 }));
    await waitFor(() => expect(within(step('Plassering i tre')).getByText('Ursus', { selector: 'i' })).toBeInTheDocument());
    await waitFor(() => expect(within(step('Rang')).getByRole('radio', { name: 'Art' })).toBeChecked());
    expect(within(step('Status')).getByRole('radio', { name: 'Synonym' })).toBeChecked();
    await waitFor(() => expect(within(step('Status')).getByText('Ursus arctos', { selector: '.chosen-name i' })).toBeInTheDocument());
    expect(within(step('Populærnavn')).getByRole('link', { name: 'Rediger populærnavnene til Ursus arctos' })).toHaveAttribute(
      'href',
      '/edit-vernacular-names?id=1005',
    );
    fireEvent.change(nameInput(), { target: { value: 'horribilis' } });
    fireEvent.change(authorInput(), { target: { value: 'Ord, 1815' } });
    fireEvent.click(within(step('Ferdigstill')).getByRole('button', { name: 'Publiser' }));
    await waitFor(() => expect(page.location.current!.pathname).toBe('/name-info/20101'));
    expect(sent()[0]).toMatchObject({
      parentScientificNameId: 1004,
      rankId: 22,
      scientificName: 'horribilis',
      taxonomicStatus: 'Synonym',
      synonymToId: 1005,
      vernacularNames: [],
      existsInNorway: null,
    });
  });

  it('locks vernacular names and publishing until a synonym has its taxon', async () => {
    setup('/addtaxon?parentId=1004');
    fireEvent.click(await within(step('Rang')).findByRole('radio', { name: 'Art' }));
    await waitFor(() => expect(step('Status')).toHaveAttribute('data-locked', 'false'));
    fireEvent.click(within(step('Status')).getByRole('radio', { name: 'Synonym' }));
    expect(within(step('Status')).getByText('Synonym til')).toBeInTheDocument();
    expect(step('Populærnavn')).toHaveAttribute('data-locked', 'true');
    expect(step('Ferdigstill')).toHaveAttribute('data-locked', 'true');
    expect(within(step('Ferdigstill')).getByText(/Velg hvilket takson navnet er synonym til først/)).toBeInTheDocument();
  });
});
