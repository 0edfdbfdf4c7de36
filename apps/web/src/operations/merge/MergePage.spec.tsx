import { describe, expect, it } from '@jest/globals';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TaxonNameInfo } from '../../api/types';
import { mockFetch } from '../../test/mock-fetch';
import { ADMIN, renderPage } from '../../test/render';
import { ARCTOS, hit } from '../testing/fixtures';
import MergePage from './MergePage';

configure({ asyncUtilTimeout: 10000 });

const SPELAEUS: TaxonNameInfo = {
  ...ARCTOS,
  scientificNameId: 20100,
  taxonId: 20100,
  mainScientificNameId: 20100,
  scientificNames: [
    {
      ...ARCTOS.scientificNames[0]!,
      id: 20100,
      scientificNameId: 20100,
      taxonId: 20100,
      scientificName: 'Ursus spelaeus',
      scientificNamePresentation: 'Ursus spelaeus',
      scientificNamePresentationHtml: '<i>Ursus spelaeus</i>',
      scientificNameAuthorship: 'Rosenmüller, 1794',
    },
  ],
  vernacularNames: [
    { id: 30, nameId: 30, vernacularName: 'hulebjørn', vernacularNameStatus: 'Recommended', languageIsoCode: 'nb', comment: '', reference: '' },
    { id: 31, nameId: 31, vernacularName: 'brunbjørn', vernacularNameStatus: 'NotRecommended', languageIsoCode: 'nb', comment: '', reference: '' },
  ],
};

/** A taxon without a current name (only a synonym left). */
const ORPHAN: TaxonNameInfo = {
  ...SPELAEUS,
  scientificNameId: 20200,
  taxonId: 20200,
  mainScientificNameId: 0,
  scientificNames: [
    {
      ...SPELAEUS.scientificNames[0]!,
      id: 20200,
      scientificNameId: 20200,
      taxonId: 20200,
      scientificName: 'Ursus orphanus',
      scientificNamePresentation: 'Ursus orphanus',
      scientificNamePresentationHtml: '<i>Ursus orphanus</i>',
      taxonomicStatus: 'Synonym',
    },
  ],
  vernacularNames: [],
};

const setup = (mergeAnswer: () => unknown = () => ({ scientificNameId: 1005, taxonId: 1005, mergedTaxonIds: [20100], scientificNames: [] })) => {
  const fetch = mockFetch([
    ['/api/v1/TaxonName/ByScientificNameId/20100', () => SPELAEUS],
    ['/api/v1/TaxonName/ByScientificNameId/1005', () => ARCTOS],
    ['/api/v1/TaxonName/ByScientificNameId/20200', () => ORPHAN],
    [/UserHasPermission/, () => true],
    ['/api/v1/TaxonName/Search?Search=Ursus+arctos&limit=10', () => [hit(1005, 'Ursus arctos', 'Linnaeus, 1758', 'Species')]],
    ['/api/v1/TaxonName/Search?Search=orphanus&limit=10', () => [hit(20200, 'Ursus orphanus', '', 'Species')]],
    ['/api/v1/TaxonomicOperations/Synonymize', mergeAnswer],
  ]);
  const page = renderPage(<MergePage />, {
    path: '/merge?id=20100',
    session: ADMIN,
    extraRoutes: [{ path: '/name-info/:id', element: <p>navneside</p> }],
  });
  const sent = () =>
    fetch.fn.mock.calls.filter(([url]) => String(url).endsWith('/Synonymize')).map(([, init]) => JSON.parse(String((init as { body: string }).body)));
  return { fetch, page, sent };
};

const step = (id: string) => document.querySelector(`li.operation-step[data-step="${id}"]`) as HTMLElement;

const addTaxon = async (text: string, option: RegExp) => {
  const chooser = within(step('taxa')).getByRole('group', { name: /Legg til et takson til/ });
  fireEvent.change(within(chooser).getByRole('combobox'), { target: { value: text } });
  fireEvent.click(await within(chooser).findByRole('option', { name: option }));
};

describe('MergePage', () => {
  it('needs two taxa and a chosen current name before the statuses, then merges into the chosen name', async () => {
    const { sent, page } = setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Slå sammen' })).toBeInTheDocument();
    await screen.findByRole('region', { name: 'Takson Ursus spelaeus' });
    expect(step('statuses')).toHaveAttribute('data-locked', 'true');
    expect(within(step('statuses')).getByText('Du må ha minst to takson for å slå noe sammen.')).toBeInTheDocument();

    await addTaxon('Ursus arctos', /Ursus arctos/);
    await screen.findByRole('region', { name: 'Takson Ursus arctos' });
    expect(step('statuses')).toHaveAttribute('data-locked', 'true');
    expect(within(step('statuses')).getByText('Velg hvilket navn som skal bli gjeldende først.')).toBeInTheDocument();

    fireEvent.click(
      within(screen.getByRole('radiogroup', { name: 'Hvilket navn skal bli gjeldende?' })).getByRole('radio', { name: /Ursus arctos/ }),
    );
    expect(step('statuses')).toHaveAttribute('data-locked', 'false');
    expect(
      within(screen.getByRole('radiogroup', { name: 'Taksonomisk status for Ursus spelaeus' })).getByRole('radio', { name: 'Synonym' }),
    ).toBeChecked();
    expect(step('vernacular')).toHaveAttribute('data-locked', 'false');
    expect(step('exists')).toHaveAttribute('data-locked', 'false');

    // two current names lock the later steps again
    fireEvent.click(
      within(screen.getByRole('radiogroup', { name: 'Taksonomisk status for Ursus spelaeus' })).getByRole('radio', { name: 'Uavklart' }),
    );
    expect(
      within(screen.getByRole('radiogroup', { name: 'Taksonomisk status for Ursus arctos' })).getByRole('radio', { name: 'Synonym' }),
    ).toBeChecked();
    fireEvent.click(
      within(screen.getByRole('radiogroup', { name: 'Taksonomisk status for Ursus arctos' })).getByRole('radio', { name: 'Gjeldende' }),
    );
    expect(
      within(screen.getByRole('radiogroup', { name: 'Taksonomisk status for Ursus spelaeus' })).getByRole('radio', { name: 'Synonym' }),
    ).toBeChecked();

    // joined vernacular names: the survivor's recommended name stays recommended; the duplicate brunbjørn appears once
    const vernacular = within(step('vernacular'));
    expect(vernacular.getAllByRole('textbox', { name: /^Populærnavn \d \(nb\)/ }).map((i) => (i as HTMLInputElement).value)).toEqual([
      'brunbjørn',
      'hulebjørn',
    ]);
    expect(vernacular.getByRole('radio', { name: 'Anbefalt navn: brunbjørn' })).toBeChecked();

    fireEvent.change(within(step('remark')).getByRole('textbox'), { target: { value: 'Samme art' } });
    fireEvent.click(within(step('finish')).getByRole('button', { name: 'Publiser' }));
    await waitFor(() => expect(page.location.current!.pathname).toBe('/name-info/1005'));
    const body = sent()[0];
    expect(body.scientificNames).toEqual([
      { nameId: 20100, taxonomicStatus: 'Synonym' },
      { nameId: 1005, taxonomicStatus: 'Accepted' },
    ]);
    expect(body).toMatchObject({ existsInNorway: true, remark: 'Samme art' });
    expect(
      body.vernacularNames.map((v: { vernacularName: string; vernacularNameStatus: string }) => [v.vernacularName, v.vernacularNameStatus]),
    ).toEqual([
      ['brunbjørn', 'Recommended'],
      ['hulebjørn', 'NotRecommended'],
    ]);
  });

  it("warns 'Kunne ikke finne gjeldende navn til taxonet' and keeps the statuses locked", async () => {
    setup();
    await screen.findByRole('region', { name: 'Takson Ursus spelaeus' });
    await addTaxon('orphanus', /Ursus orphanus/);
    expect(await within(step('taxa')).findByText('Kunne ikke finne gjeldende navn til taxonet')).toBeInTheDocument();
    expect(step('statuses')).toHaveAttribute('data-locked', 'true');
  });

  it("shows the server's refusal (a merged taxon with children) in the message bar and stays", async () => {
    const detail =
      'Ursus arctos Linnaeus, 1758 (1005) har undertaksa og kan ikke slås inn i et annet takson. Flytt undertaksaene først, eller velg et navn i dette taksonet som gjeldende.';
    const { page } = setup(() => ({ status: 409, body: { errorCode: 'MERGED_TAXON_HAS_CHILDREN', detail } }));
    await screen.findByRole('region', { name: 'Takson Ursus spelaeus' });
    await addTaxon('Ursus arctos', /Ursus arctos/);
    await screen.findByRole('region', { name: 'Takson Ursus arctos' });
    fireEvent.click(
      within(screen.getByRole('radiogroup', { name: 'Hvilket navn skal bli gjeldende?' })).getByRole('radio', { name: /Ursus spelaeus/ }),
    );
    fireEvent.click(within(step('finish')).getByRole('button', { name: 'Publiser' }));
    await waitFor(() => expect(screen.getByTestId('message-bar')).toHaveTextContent(`MERGED_TAXON_HAS_CHILDREN: ${detail}`));
    expect(page.location.current!.pathname).toBe('/merge');
    expect(screen.getByRole('region', { name: 'Takson Ursus arctos' })).toBeInTheDocument();
  });
});
