import { describe, expect, it } from '@jest/globals';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TaxonNameInfo } from '../../api/types';
import { mockFetch } from '../../test/mock-fetch';
import { ADMIN, renderPage } from '../../test/render';
import { ARCTOS, treeNode } from '../testing/fixtures';
import RearrangePage from '../rearrange/RearrangePage';
import SwapPage from './SwapPage';

configure({ asyncUtilTimeout: 10000 });

const SCANDIACUS: TaxonNameInfo = {
  ...ARCTOS,
  scientificNameId: 1068,
  taxonId: 1068,
  mainScientificNameId: 1068,
  scientificNames: [
    {
      ...ARCTOS.scientificNames[0]!,
      id: 1068,
      scientificNameId: 1068,
      taxonId: 1068,
      scientificName: 'Bubo scandiacus',
      scientificNamePresentation: 'Bubo scandiacus',
      scientificNamePresentationHtml: '<i>Bubo scandiacus</i>',
    },
    {
      ...ARCTOS.scientificNames[0]!,
      id: 20002,
      scientificNameId: 20002,
      taxonId: 1068,
      scientificName: 'Nyctea scandiaca',
      scientificNamePresentation: 'Nyctea scandiaca',
      scientificNamePresentationHtml: '<i>Nyctea scandiaca</i>',
      taxonomicStatus: 'Synonym',
    },
    {
      ...ARCTOS.scientificNames[0]!,
      id: 20050,
      scientificNameId: 20050,
      taxonId: 1068,
      scientificName: 'Bubo scandiacus arcticus',
      scientificNamePresentation: 'Bubo scandiacus arcticus',
      taxonRank: 'Subspecies',
      taxonomicStatus: 'Synonym',
    },
  ],
  vernacularNames: [
    { id: 9, nameId: 9, vernacularName: 'snøugle', vernacularNameStatus: 'Recommended', languageIsoCode: 'nb', comment: '', reference: '' },
  ],
};

const setup = (
  page: 'rearrange' | 'swap',
  swapAnswer: () => unknown = () => ({ scientificNameId: 20002, taxonId: 1500, oldTaxonId: 1068, keepTaxonId: false, newScientificNameIds: [] }),
) => {
  const fetch = mockFetch([
    ['/api/v1/TaxonName/ByScientificNameId/1068', () => SCANDIACUS],
    [/UserHasPermission/, () => true],
    // a subspecies below the taxon: a subspecies name cannot become its main name
    ['/api/v1/TaxonName/Children/ByScientificNameId/1068', () => [{ ...treeNode(1069, 'Bubo scandiacus minor', 'Subspecies', true) }]],
    ['/api/v1/TaxonomicOperations/Swap', swapAnswer],
  ]);
  const rendered = renderPage(page === 'swap' ? <SwapPage /> : <RearrangePage />, {
    path: `/${page}?id=1068`,
    session: ADMIN,
    extraRoutes: [{ path: '/name-info/:id', element: <p>navneside</p> }],
  });
  const sent = () =>
    fetch.fn.mock.calls.filter(([url]) => String(url).endsWith('/Swap')).map(([, init]) => JSON.parse(String((init as { body: string }).body)));
  return { fetch, page: rendered, sent };
};

const step = (id: string) => document.querySelector(`li.operation-step[data-step="${id}"]`) as HTMLElement;
const statusOf = (name: string) => screen.getByRole('radiogroup', { name: `Taksonomisk status for ${name}` });

describe('Rearrange (the swap form in rearrange mode)', () => {
  it('opens "Behold taxon-id?" only with exactly one main name, and locks it to a new id when the main name changes', async () => {
    const { sent, page } = setup('rearrange');
    expect(screen.getByRole('heading', { level: 1, name: 'Omprioriter taxon' })).toBeInTheDocument();
    await waitFor(() => expect(step('statuses')).toHaveAttribute('data-locked', 'false'));
    expect(step('exists')).toBeNull(); // no exists-in-Norway step in rearrange mode
    expect(step('keep-taxon-id')).toHaveAttribute('data-locked', 'false');
    expect(within(step('keep-taxon-id')).getByRole('radio', { name: 'Ja, behold takson-id' })).not.toBeDisabled();

    // no main name left: the step locks
    fireEvent.click(within(statusOf('Bubo scandiacus')).getByRole('radio', { name: 'Synonym' }));
    expect(step('keep-taxon-id')).toHaveAttribute('data-locked', 'true');
    expect(within(step('keep-taxon-id')).getByText('Taksonet må ha nøyaktig ett gjeldende eller uavklart navn først.')).toBeInTheDocument();

    // another name becomes current: a new taxon id, locked
    fireEvent.click(within(statusOf('Nyctea scandiaca')).getByRole('radio', { name: 'Gjeldende' }));
    expect(step('keep-taxon-id')).toHaveAttribute('data-locked', 'false');
    expect(within(step('keep-taxon-id')).getByRole('radio', { name: 'Nei, lag ny takson-id' })).toBeChecked();
    expect(within(step('keep-taxon-id')).getByRole('radio', { name: 'Ja, behold takson-id' })).toBeDisabled();
    expect(within(step('keep-taxon-id')).getByText('Gjeldende navn endres, og da får taksonet alltid en ny takson-id.')).toBeInTheDocument();

    fireEvent.click(within(step('finish')).getByRole('button', { name: 'Publiser' }));
    await waitFor(() => expect(page.location.current!.pathname).toBe('/name-info/20002'));
    expect(sent()[0]).toMatchObject({
      oldTaxonId: 1068,
      keepTaxonId: false,
      scientificNames: [
        { nameId: 1068, taxonomicStatus: 'Synonym' },
        { nameId: 20002, taxonomicStatus: 'Accepted' },
      ],
    });
    expect(sent()[0]).not.toHaveProperty('existsInNorway');
    expect(sent()[0]).not.toHaveProperty('vernacularNames');
  });

  it('requires the taxon id choice, and shows "no change" without sending anything', async () => {
    const { sent } = setup('rearrange');
    await waitFor(() => expect(step('statuses')).toHaveAttribute('data-locked', 'false'));
    expect(within(step('finish')).getByText('Ingen endring i omprioritering eller taksonomisk status')).toBeInTheDocument();
    fireEvent.click(within(step('finish')).getByRole('button', { name: 'Publiser' }));
    expect(await within(step('finish')).findByText('Skjemaet er ugyldig. Se over de markerte feltene.')).toBeInTheDocument();
    expect(within(step('keep-taxon-id')).getByText('Du må velge om takson-id skal beholdes.')).toBeInTheDocument();
    fireEvent.click(within(step('keep-taxon-id')).getByRole('radio', { name: 'Ja, behold takson-id' }));
    fireEvent.click(within(step('finish')).getByRole('button', { name: 'Publiser' }));
    await waitFor(() => expect(screen.getByTestId('message-bar')).toHaveTextContent('Ingen endring i omprioritering eller taksonomisk status'));
    expect(sent()).toHaveLength(0);
  });

  it("shows the 'cannot change status' text for a name whose rank cannot be the taxon's main name", async () => {
    setup('rearrange');
    await waitFor(() => expect(step('statuses')).toHaveAttribute('data-locked', 'false'));
    const row = statusOf('Bubo scandiacus arcticus').closest('li') as HTMLElement;
    await waitFor(() => expect(within(row).getByText(/^Kan ikke endre status til gjeldende eller uavklart/)).toBeInTheDocument());
    expect(within(row).queryByRole('radio', { name: 'Gjeldende' })).not.toBeInTheDocument();
    expect(within(statusOf('Nyctea scandiaca').closest('li') as HTMLElement).queryByText(/Kan ikke endre status/)).not.toBeInTheDocument();
  });
});

describe('Swap (the swap form in swap mode)', () => {
  it('asks "Finnes i Norge", links to rearrange and merge with the id, and keeps the page on a refusal', async () => {
    const { sent, page } = setup('swap', () => ({
      status: 400,
      body: { errorCode: 'RANK_NOT_BETWEEN_PARENT_AND_CHILDREN', detail: 'Det nye gjeldende navnet har en rang som ikke passer.' },
    }));
    expect(screen.getByRole('heading', { level: 1, name: 'Bytt takson' })).toBeInTheDocument();
    await waitFor(() => expect(step('exists')).toHaveAttribute('data-locked', 'false'));
    const nav = screen.getByRole('navigation', { name: 'Andre operasjoner for taksonet' });
    expect(within(nav).getByRole('link', { name: /Omprioriter/ })).toHaveAttribute('href', '/rearrange?id=1068');
    expect(within(nav).getByRole('link', { name: /Slå sammen/ })).toHaveAttribute('href', '/merge?id=1068');
    fireEvent.click(within(step('exists')).getByRole('radio', { name: 'Nei' }));
    fireEvent.click(within(step('keep-taxon-id')).getByRole('radio', { name: 'Ja, behold takson-id' }));
    fireEvent.click(within(step('finish')).getByRole('button', { name: 'Publiser' }));
    await waitFor(() =>
      expect(screen.getByTestId('message-bar')).toHaveTextContent(
        'RANK_NOT_BETWEEN_PARENT_AND_CHILDREN: Det nye gjeldende navnet har en rang som ikke passer.',
      ),
    );
    expect(sent()[0]).toMatchObject({ oldTaxonId: 1068, keepTaxonId: true, existsInNorway: false, scientificNames: [] });
    expect(page.location.current!.pathname).toBe('/swap');
    expect(within(step('exists')).getByRole('radio', { name: 'Nei' })).toBeChecked(); // nothing lost
  });
});
