import { describe, expect, it } from '@jest/globals';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TaxonNameInfo } from '../../api/types';
import { mockFetch } from '../../test/mock-fetch';
import { ADMIN, renderPage } from '../../test/render';
import { ARCTOS } from '../testing/fixtures';
import SplitPage from './SplitPage';

configure({ asyncUtilTimeout: 10000 });

const MERGED: TaxonNameInfo = {
  ...ARCTOS,
  scientificNames: [
    ARCTOS.scientificNames[0]!,
    {
      ...ARCTOS.scientificNames[0]!,
      id: 20100,
      scientificNameId: 20100,
      scientificName: 'Ursus spelaeus',
      scientificNamePresentation: 'Ursus spelaeus',
      scientificNamePresentationHtml: '<i>Ursus spelaeus</i>',
      scientificNameAuthorship: 'Rosenmüller, 1794',
      taxonomicStatus: 'Synonym',
    },
  ],
  vernacularNames: [
    { id: 7, nameId: 7, vernacularName: 'brunbjørn', vernacularNameStatus: 'Recommended', languageIsoCode: 'nb', comment: '', reference: '' },
    { id: 30, nameId: 30, vernacularName: 'hulebjørn', vernacularNameStatus: 'NotRecommended', languageIsoCode: 'nb', comment: '', reference: '' },
  ],
};

const setup = (
  info: TaxonNameInfo = MERGED,
  splitAnswer: () => unknown = () => ({
    scientificNameId: 1005,
    taxonIds: [1500, 1501],
    scientificNameIds: [1005, 20100],
    oldTaxonId: 1005,
    fallbackTaxonId: 1004,
  }),
) => {
  const fetch = mockFetch([
    ['/api/v1/TaxonName/ByScientificNameId/1005', () => info],
    [/UserHasPermission/, () => true],
    ['/api/v1/TaxonomicOperations/Split', splitAnswer],
  ]);
  const page = renderPage(<SplitPage />, {
    path: '/split?id=1005',
    session: ADMIN,
    extraRoutes: [{ path: '/name-info/:id', element: <p>navneside</p> }],
  });
  const sent = () =>
    fetch.fn.mock.calls.filter(([url]) => String(url).endsWith('/Split')).map(([, init]) => JSON.parse(String((init as { body: string }).body)));
  return { fetch, page, sent };
};

const step = (id: string) => document.querySelector(`li.operation-step[data-step="${id}"]`) as HTMLElement;
const locked = (id: string) => step(id).getAttribute('data-locked') === 'true';

describe('SplitPage', () => {
  it('unlocks its six steps in order: names placed, then statuses and distribution, then vernacular names once all are placed', async () => {
    const { sent, page } = setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Splitt' })).toBeInTheDocument();
    await waitFor(() => expect(locked('names')).toBe(false));
    expect(document.querySelectorAll('li.operation-step')).toHaveLength(6);
    // two empty new taxa at the start; none can be removed
    expect(screen.getByRole('region', { name: 'Nytt takson 1' })).toHaveTextContent('Ingen navn ennå.');
    expect(screen.getByRole('region', { name: 'Nytt takson 2' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Fjern nytt takson/ })).not.toBeInTheDocument();
    expect([locked('statuses'), locked('distribute'), locked('vernacular'), locked('remark')]).toEqual([true, true, true, true]);

    // a third taxon can be added and removed again
    fireEvent.click(screen.getByRole('button', { name: 'Legg til nytt takson' }));
    fireEvent.click(screen.getByRole('button', { name: 'Fjern nytt takson 3' }));
    expect(screen.queryByRole('region', { name: 'Nytt takson 3' })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Velg denne: Ursus arctos til nytt takson 1' }));
    expect(locked('statuses')).toBe(true); // a name is still unplaced
    fireEvent.click(screen.getByRole('button', { name: 'Velg denne: Ursus spelaeus til nytt takson 1' }));
    expect(locked('statuses')).toBe(true); // the second new taxon is empty
    fireEvent.click(screen.getByRole('button', { name: 'Fjern Ursus spelaeus fra nytt takson 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Velg denne: Ursus spelaeus til nytt takson 2' }));
    expect(locked('statuses')).toBe(false);
    expect(locked('distribute')).toBe(false);
    expect(locked('vernacular')).toBe(true);
    expect(within(step('vernacular')).getByText('Alle populærnavn må fordeles på de nye taksonene først.')).toBeInTheDocument();

    // step 3: the second taxon needs a main name
    const second = screen.getByRole('region', { name: 'Status i nytt takson 2' });
    expect(within(second).getByText('Må ha enten ett gyldig eller uavklart navn.')).toBeInTheDocument();
    fireEvent.click(within(within(second).getByRole('radiogroup', { name: /Hovednavn/ })).getByRole('radio', { name: 'Ursus spelaeus' }));
    expect(within(second).queryByText('Må ha enten ett gyldig eller uavklart navn.')).not.toBeInTheDocument();

    // step 4: every vernacular name placed opens step 5
    fireEvent.click(within(screen.getByRole('radiogroup', { name: /^brunbjørn/ })).getByRole('radio', { name: 'Nytt takson 1' }));
    expect(locked('vernacular')).toBe(true);
    fireEvent.click(within(screen.getByRole('radiogroup', { name: /^hulebjørn/ })).getByRole('radio', { name: 'Nytt takson 2' }));
    expect(locked('vernacular')).toBe(false);
    expect(locked('remark')).toBe(false);
    // the only name of a language in a new taxon is its recommended name
    const vernacular2 = screen.getByRole('region', { name: 'Populærnavn for nytt takson 2' });
    expect(within(vernacular2).getByRole('radio', { name: 'Anbefalt navn: hulebjørn' })).toBeChecked();

    fireEvent.change(within(step('remark')).getByRole('textbox'), { target: { value: 'To arter' } });
    fireEvent.click(within(step('remark')).getByRole('button', { name: 'Publiser' }));
    await waitFor(() => expect(page.location.current!.pathname).toBe('/name-info/1005'));
    expect(sent()[0]).toMatchObject({
      oldTaxonId: 1005,
      remark: 'To arter',
      newTaxons: [
        {
          scientificNames: [{ nameId: 1005, taxonomicStatus: 'Accepted' }],
          existsInNorway: true,
          vernacularNames: [{ nameId: 7, vernacularNameStatus: 'Recommended' }],
        },
        {
          scientificNames: [{ nameId: 20100, taxonomicStatus: 'Accepted' }],
          existsInNorway: true,
          vernacularNames: [{ nameId: 30, vernacularNameStatus: 'Recommended' }],
        },
      ],
    });
  });

  it('refuses an invalid form after submit with the per-taxon status rule, and sends nothing', async () => {
    const { sent } = setup({ ...MERGED, vernacularNames: [] });
    await waitFor(() => expect(locked('names')).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Velg denne: Ursus arctos til nytt takson 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Velg denne: Ursus spelaeus til nytt takson 2' }));
    expect(locked('remark')).toBe(false); // no vernacular names to place
    fireEvent.click(within(step('remark')).getByRole('button', { name: 'Publiser' }));
    const alert = await within(step('remark')).findByText(/Skjemaet er ugyldig\. Se over de markerte feltene\./);
    expect(alert.closest('.form-invalid')).toHaveTextContent('Takson 2: Må ha enten ett gyldig eller uavklart navn.');
    expect(sent()).toHaveLength(0);
  });

  it('does not open step 2 for a taxon with children', async () => {
    setup({ ...MERGED, childCount: 2 });
    expect(await within(step('taxon')).findByText('Taksonet har undertaksa og kan ikke splittes. Flytt undertaksaene først.')).toBeInTheDocument();
    expect(locked('names')).toBe(true);
  });

  it('keeps the page and the placements when the server refuses', async () => {
    const { page } = setup({ ...MERGED, vernacularNames: [] }, () => ({
      status: 400,
      body: { errorCode: 'SPLIT_NAME_NOT_PLACED', detail: 'Alle navn må plasseres i et nytt takson. Mangler: X.' },
    }));
    await waitFor(() => expect(locked('names')).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Velg denne: Ursus arctos til nytt takson 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Velg denne: Ursus spelaeus til nytt takson 2' }));
    fireEvent.click(
      within(within(screen.getByRole('region', { name: 'Status i nytt takson 2' })).getByRole('radiogroup', { name: /Hovednavn/ })).getByRole(
        'radio',
        { name: 'Ursus spelaeus' },
      ),
    );
    fireEvent.click(within(step('remark')).getByRole('button', { name: 'Publiser' }));
    await waitFor(() =>
      expect(screen.getByTestId('message-bar')).toHaveTextContent('SPLIT_NAME_NOT_PLACED: Alle navn må plasseres i et nytt takson. Mangler: X.'),
    );
    expect(page.location.current!.pathname).toBe('/split');
    expect(screen.getByRole('region', { name: 'Nytt takson 2' })).toHaveTextContent('Ursus spelaeus');
  });
});
