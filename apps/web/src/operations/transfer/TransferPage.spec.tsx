import { describe, expect, it } from '@jest/globals';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockFetch } from '../../test/mock-fetch';
import { ADMIN, renderPage } from '../../test/render';
import { hit, URSUS } from '../testing/fixtures';
import type { Rank } from '@navnebase/domain';
import type { HierarchyItem, NameChange, TransferPreview } from './api';
import TransferPage from './TransferPage';

configure({ asyncUtilTimeout: 10000 });

const item = (taxonId: number, scientificName: string, taxonRank: Rank): HierarchyItem => ({
  taxonId,
  scientificNameId: taxonId,
  scientificName,
  scientificNameAuthorship: '',
  scientificNamePresentationHtml: ['Genus', 'Species'].includes(taxonRank) ? `<i>${scientificName}</i>` : scientificName,
  taxonRank,
  taxonRankId: 0,
});

const TOP = [item(-1, 'Biota', 'Sphere'), item(1, 'Animalia', 'Kingdom'), item(1002, 'Carnivora', 'Order')];

const preview = (patch: Partial<TransferPreview>): TransferPreview => ({
  scientificNameId: 1004,
  taxonId: 1004,
  name: item(1004, 'Ursus', 'Genus'),
  oldParent: item(1003, 'Ursidae', 'Family'),
  newParent: null,
  allowedParentRanks: ['Family', 'Subfamily', 'Tribe', 'Subtribe'],
  allowedParentRankIds: [15, 16, 17, 18],
  commonAncestors: [],
  oldHierarchy: [...TOP, item(1003, 'Ursidae', 'Family')],
  newHierarchy: [],
  invalidReasons: [],
  isValid: false,
  genusChanged: false,
  isAnimalia: true,
  authorEditor: '',
  changes: [],
  changedChildren: [],
  unMovableChildren: [],
  hasPermission: true,
  ...patch,
});

const setup = (routes: Parameters<typeof mockFetch>[0], path = '/transfer?id=1004') => {
  const fetch = mockFetch([['/api/v1/TaxonName/ByScientificNameId/1004', () => URSUS], [/UserHasPermission/, () => true], ...routes]);
  const page = renderPage(<TransferPage />, { path, session: ADMIN, extraRoutes: [{ path: '/name-info/:id', element: <p>navneside</p> }] });
  const sent = () =>
    fetch.fn.mock.calls
      .filter(([url]) => String(url).endsWith('/TransferParent'))
      .map(([, init]) => JSON.parse(String((init as { body: string }).body)));
  return { fetch, page, sent };
};

const step = (id: string) => document.querySelector(`li.operation-step[data-step="${id}"]`) as HTMLElement;

const chooseNewParent = async (text: string, name: string) => {
  const chooser = within(step('parent')).getByRole('group', { name: /Ny overordnet/ });
  fireEvent.change(within(chooser).getByRole('combobox'), { target: { value: text } });
  fireEvent.click(await within(chooser).findByRole('option', { name: new RegExp(name) }));
};

describe('TransferPage', () => {
  it('shows the invalid reasons of a new parent with the spec texts and keeps the final step locked', async () => {
    setup([
      ['/api/v1/TaxonomicOperations/TransferParent/Preview?scientificNameId=1004', () => preview({})],
      ['/api/v1/TaxonName/Search?Search=Ursus+arctos&limit=10', () => [hit(1005, 'Ursus arctos', 'Linnaeus, 1758', 'Species')]],
      [
        '/api/v1/TaxonomicOperations/TransferParent/Preview?scientificNameId=1004&newParentScientificNameId=1005',
        () =>
          preview({
            newParent: item(1005, 'Ursus arctos', 'Species'),
            invalidReasons: [
              { reason: 'childOfSelf', errorCode: 'TRANSFER_CHILD_OF_SELF', detail: 'Kan ikke være underelement av seg selv' },
              { reason: 'notAllowedRank', errorCode: 'TRANSFER_NOT_ALLOWED_RANK', detail: '' },
            ],
          }),
      ],
    ]);
    await waitFor(() => expect(step('parent')).toHaveAttribute('data-locked', 'false'));
    expect(within(step('parent')).getByText(/Nåværende overordnet:/).parentElement).toHaveTextContent('Nåværende overordnet: Ursidae (Familie)');
    expect(within(step('parent')).getByText(/Tillatte ranger/).parentElement).toHaveTextContent('Familie, Underfamilie, Tribus, Undertribus');

    await chooseNewParent('Ursus arctos', 'Ursus arctos');
    const reasons = await screen.findByText('Elementet kan ikke flyttes');
    const list = reasons.closest('.transfer-invalid-reasons') as HTMLElement;
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Kan ikke være underelement av seg selv',
      // no detail from the server: the spec's text
      'Valgt plassering er ikke tillat for denne taksonomiske rangen',
    ]);
    expect(step('remark')).toHaveAttribute('data-locked', 'true');
    expect(step('finish')).toHaveAttribute('data-locked', 'true');
    expect(within(step('finish')).queryByRole('button', { name: 'Publiser' })).not.toBeInTheDocument();
  });

  it('locks step 2 when the chosen name itself cannot move', async () => {
    setup([
      [
        '/api/v1/TaxonomicOperations/TransferParent/Preview?scientificNameId=1004',
        () => preview({ invalidReasons: [{ reason: 'sphere', errorCode: 'TRANSFER_SPHERE', detail: 'Sfære er toppnivå og kan ikke omplasseres' }] }),
      ],
    ]);
    expect(await within(step('name')).findByText('Sfære er toppnivå og kan ikke omplasseres')).toBeInTheDocument();
    expect(step('parent')).toHaveAttribute('data-locked', 'true');
  });

  it('compares the hierarchies and publishes a valid move: the old parent is sent, the page goes to the name', async () => {
    const { sent, page } = setup([
      ['/api/v1/TaxonomicOperations/TransferParent/Preview?scientificNameId=1004', () => preview({})],
      ['/api/v1/TaxonName/Search?Search=Canidae&limit=10', () => [hit(1007, 'Canidae', '', 'Family')]],
      [
        '/api/v1/TaxonomicOperations/TransferParent/Preview?scientificNameId=1004&newParentScientificNameId=1007',
        () =>
          preview({
            newParent: item(1007, 'Canidae', 'Family'),
            commonAncestors: TOP,
            oldHierarchy: [item(1003, 'Ursidae', 'Family')],
            newHierarchy: [item(1007, 'Canidae', 'Family')],
            isValid: true,
          }),
      ],
      [
        '/api/v1/TaxonomicOperations/TransferParent',
        () => ({ scientificNameId: 1004, taxonId: 1004, oldParentTaxonId: 1003, newParentTaxonId: 1007, newCombinations: [] }),
      ],
    ]);
    await waitFor(() => expect(step('parent')).toHaveAttribute('data-locked', 'false'));
    await chooseNewParent('Canidae', 'Canidae');
    const comparison = await screen.findByRole('region', { name: 'Sammenligning av gammel og ny plassering' });
    expect(within(comparison).getByRole('list', { name: 'Gammel plassering' })).toHaveTextContent('Ursidae');
    expect(within(comparison).getByRole('list', { name: 'Ny plassering' })).toHaveTextContent('Canidae');
    expect(within(comparison).getByRole('list', { name: 'Felles forfedre' })).toHaveTextContent('Carnivora');
    expect(step('names')).toBeNull(); // no genus change: no name correction step

    // hiding the comparison locks the final step (spec 2 §4.5)
    fireEvent.click(screen.getByRole('button', { name: 'Skjul sammenligningen' }));
    expect(step('finish')).toHaveAttribute('data-locked', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Vis sammenligningen' }));
    await waitFor(() => expect(step('finish')).toHaveAttribute('data-locked', 'false'));
    fireEvent.change(within(step('remark')).getByRole('textbox'), { target: { value: 'Ny familie' } });
    fireEvent.click(within(step('finish')).getByRole('button', { name: 'Publiser' }));
    await waitFor(() => expect(page.location.current!.pathname).toBe('/name-info/1004'));
    expect(sent()[0]).toMatchObject({
      scientificNameId: 1004,
      oldParentScientificNameId: 1003,
      newParentScientificNameId: 1007,
      remark: 'Ny familie',
    });
    expect(sent()[0]).not.toHaveProperty('newNames');
  });

  it('asks for name correction when the genus changes: proposals editable, an author editor outside Animalia', async () => {
    const species = item(5005, 'Picea abies', 'Species');
    const change: NameChange = {
      scientificNameId: 5005,
      taxonId: 5005,
      taxonRank: 'Species',
      oldScientificName: 'Picea abies',
      oldPresentationName: 'Picea abies',
      oldAuthor: 'L.',
      isMovable: true,
      newNameScientificName: 'Abies abies',
      newPresentationName: 'Abies abies',
      newAuthor: '',
      newReferences: [],
      newScientificNameId: 30000,
      reinstated: false,
    };
    const base = {
      scientificNameId: 5005,
      taxonId: 5005,
      name: species,
      oldParent: item(5004, 'Picea', 'Genus'),
      allowedParentRanks: ['Genus', 'Subgenus', 'Section'] as Rank[],
      isAnimalia: false,
    };
    const { sent } = setup(
      [
        [
          '/api/v1/TaxonName/ByScientificNameId/5005',
          () => ({
            ...URSUS,
            scientificNameId: 5005,
            taxonId: 5005,
            mainScientificNameId: 5005,
            scientificNames: [
              {
                ...URSUS.scientificNames[0]!,
                id: 5005,
                scientificNameId: 5005,
                taxonId: 5005,
                scientificName: 'Picea abies',
                scientificNamePresentation: 'Picea abies',
                taxonRank: 'Species',
              },
            ],
            kingdom: { taxonId: 2, scientificName: 'Plantae' },
          }),
        ],
        ['/api/v1/TaxonomicOperations/TransferParent/Preview?scientificNameId=5005', () => preview(base)],
        ['/api/v1/TaxonName/Search?Search=Abies&limit=10', () => [hit(5010, 'Abies', 'Mill.', 'Genus')]],
        [
          '/api/v1/TaxonomicOperations/TransferParent/Preview?scientificNameId=5005&newParentScientificNameId=5010',
          () =>
            preview({
              ...base,
              newParent: item(5010, 'Abies', 'Genus'),
              genusChanged: true,
              changes: [change],
              invalidReasons: [
                {
                  reason: 'authorEditorRequired',
                  errorCode: 'TRANSFER_AUTHOR_EDITOR_REQUIRED',
                  detail: 'Oppgi autor for den nye kombinasjonen (navn utenfor dyreriket).',
                },
              ],
            }),
        ],
        [
          '/api/v1/TaxonomicOperations/TransferParent/Preview?scientificNameId=5005&newParentScientificNameId=5010&authorEditor=Testesen',
          () =>
            preview({
              ...base,
              newParent: item(5010, 'Abies', 'Genus'),
              genusChanged: true,
              changes: [{ ...change, newAuthor: '(L.) Testesen' }],
              isValid: true,
            }),
        ],
        [
          '/api/v1/TaxonomicOperations/TransferParent',
          () => ({ scientificNameId: 30000, taxonId: 5005, oldParentTaxonId: 5004, newParentTaxonId: 5010, newCombinations: [] }),
        ],
      ],
      '/transfer?id=5005',
    );
    await waitFor(() => expect(step('parent')).toHaveAttribute('data-locked', 'false'));
    await chooseNewParent('Abies', 'Abies');

    await waitFor(() => expect(step('names')).toHaveAttribute('data-locked', 'false'));
    const names = step('names');
    expect(within(names).getByText('Oppgi autor for den nye kombinasjonen (navn utenfor dyreriket).')).toBeInTheDocument();
    const finish = () => step('finish');
    expect(finish()).toHaveAttribute('data-locked', 'true');
    fireEvent.change(within(names).getByRole('textbox', { name: /Autor for de nye kombinasjonene/ }), { target: { value: 'Testesen' } });
    await waitFor(() => expect(within(names).getByRole('textbox', { name: /^Autor for Abies abies/ })).toHaveValue('(L.) Testesen'));
    await waitFor(() => expect(finish()).toHaveAttribute('data-locked', 'false'));

    // an emptied name is refused after submit, and nothing is sent
    const newName = within(names).getByRole('textbox', { name: /Nytt navn for Picea abies/ });
    fireEvent.change(newName, { target: { value: '' } });
    fireEvent.click(within(finish()).getByRole('button', { name: 'Publiser' }));
    expect(await within(finish()).findByText('Skjemaet er ugyldig. Se over de markerte feltene.')).toBeInTheDocument();
    expect(sent()).toHaveLength(0);
    fireEvent.change(newName, { target: { value: 'Abies excelsa' } });
    fireEvent.click(within(finish()).getByRole('button', { name: 'Publiser' }));
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]).toMatchObject({
      scientificNameId: 5005,
      newParentScientificNameId: 5010,
      authorEditor: 'Testesen',
      newNames: [{ scientificNameId: 5005, newScientificName: 'Abies excelsa' }],
    });
  });
});
