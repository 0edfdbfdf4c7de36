import { describe, expect, it } from '@jest/globals';
import { useState } from 'react';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { TREE_ROOT_KEY } from '@navnebase/domain';
import { mockFetch } from '../../test/mock-fetch';
import { ADMIN, EDITOR, renderPage } from '../../test/render';
import { ARCTOS, hit, treeNode, URSUS, VULPES } from '../testing/fixtures';
import type { TaxonChoice } from './choice';
import { CHECKING_ACCESS_TEXT, NO_ACCESS_TEXT, PERMISSION_CHECK_FAILED_TEXT, TaxonChooser, type TaxonChooserProps } from './TaxonChooser';

let chosen: TaxonChoice | null = null;

function Harness(props: Partial<TaxonChooserProps>) {
  const [value, setValue] = useState<TaxonChoice | null>(null);
  chosen = value;
  return <TaxonChooser label="Takson" value={value} onChange={setValue} {...props} />;
}

const setup = ({ permission = (id: number) => id !== 1010, session = ADMIN, hold = false } = {}) => {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const fetch = mockFetch([
    [/\/TaxonName\/Search\?Search=vulpes/, () => [hit(1010, 'Vulpes', 'Frisch, 1775', 'Genus')]],
    [
      /\/TaxonName\/Search\?Search=ursus/,
      () => [hit(1004, 'Ursus', 'Linnaeus, 1758', 'Genus'), hit(1005, 'Ursus arctos', 'Linnaeus, 1758', 'Species')],
    ],
    [/UserHasPermission\?scientificNameId=(\d+)/, (url) => permission(Number(/scientificNameId=(\d+)/.exec(url)![1]))],
    ['/api/v1/TaxonName/ByScientificNameId/1004', () => URSUS],
    ['/api/v1/TaxonName/ByScientificNameId/1005', () => ARCTOS],
    ['/api/v1/TaxonName/ByScientificNameId/1010', () => VULPES],
    [`/api/v1/TaxonName/Children/ByTaxonNameId/${TREE_ROOT_KEY}?limit=200`, () => [treeNode(-1, 'Biota', 'Sphere', false)]],
    ['/api/v1/TaxonName/Children/ByTaxonNameId/-1?limit=200', () => [treeNode(1, 'Animalia', 'Kingdom', false)]],
    ['/api/v1/TaxonName/Children/ByTaxonNameId/1004?limit=200', () => [treeNode(1005, 'Ursus arctos', 'Species', true)]],
  ]);
  if (hold) {
    const inner = fetch.fn.getMockImplementation()!;
    fetch.fn.mockImplementation(async (input: unknown, init?: unknown) => {
      if (String(input).includes('UserHasPermission')) await gate;
      return inner(input, init as never);
    });
  }
  return { fetch, release, session };
};

const search = async (text: string) => {
  fireEvent.change(screen.getByRole('combobox'), { target: { value: text } });
  return screen.findAllByRole('option');
};

describe('TaxonChooser', () => {
  it('checks access before a choice by search: "Sjekker …" while checking, then the choice', async () => {
    const { fetch, release } = setup({ hold: true });
    renderPage(<Harness requireAccess />, { session: ADMIN });
    const options = await search('ursus');
    fireEvent.click(options[0]!);
    expect(await screen.findByText(CHECKING_ACCESS_TEXT)).toBeInTheDocument();
    expect(chosen).toBeNull();
    await act(async () => release());
    await waitFor(() => expect(chosen).toMatchObject({ scientificNameId: 1004, taxonId: 1004, rank: 'Genus', source: 'search' }));
    expect(screen.queryByText(CHECKING_ACCESS_TEXT)).not.toBeInTheDocument();
    expect(fetch.callsTo('UserHasPermission?scientificNameId=1004')).toHaveLength(1);
  });

  it('refuses a choice by search without access: "Du har ikke tilgang til dette taksonet"', async () => {
    setup();
    renderPage(<Harness requireAccess />, { session: ADMIN });
    fireEvent.click((await search('vulpes'))[0]!);
    expect(await screen.findByText(NO_ACCESS_TEXT)).toBeInTheDocument();
    expect(chosen).toBeNull();
    expect(screen.getByText('Ingenting er valgt ennå.')).toBeInTheDocument();
  });

  it('shows the failure of the check in the message bar and refuses', async () => {
    mockFetch([
      [/\/TaxonName\/Search/, () => [hit(1004, 'Ursus', 'Linnaeus, 1758', 'Genus')]],
      [/UserHasPermission/, () => ({ status: 500, body: {} })],
    ]);
    renderPage(<Harness requireAccess />, { session: ADMIN });
    fireEvent.click((await search('ursus'))[0]!);
    expect(await screen.findByText(PERMISSION_CHECK_FAILED_TEXT)).toBeInTheDocument();
    expect(await screen.findByText(NO_ACCESS_TEXT)).toBeInTheDocument();
    expect(chosen).toBeNull();
  });

  it('skips the check when a node is clicked in the tree', async () => {
    const { fetch } = setup();
    renderPage(<Harness requireAccess treeInitiallyOpen />, { session: ADMIN });
    fireEvent.click(await screen.findByRole('button', { name: 'Animalia' }));
    expect(chosen).toMatchObject({ scientificNameId: 1, source: 'tree' });
    expect(fetch.callsTo('UserHasPermission')).toHaveLength(0);
  });

  it('does not check access when the chooser does not require it, and chooses with the keyboard', async () => {
    const { fetch } = setup();
    renderPage(<Harness />, { session: ADMIN });
    await search('vulpes');
    const input = screen.getByRole('combobox');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(chosen).toMatchObject({ scientificNameId: 1010 }));
    expect(fetch.callsTo('UserHasPermission')).toHaveLength(0);
  });

  it('checks a preset id like a search choice', async () => {
    setup();
    renderPage(<Harness requireAccess initialId={1010} />, { session: ADMIN });
    expect(await screen.findByText(NO_ACCESS_TEXT)).toBeInTheDocument();
    expect(chosen).toBeNull();
  });

  it('disables options of ranks that are not allowed', async () => {
    setup();
    renderPage(<Harness ranksAllowed={['Genus']} />, { session: ADMIN });
    const options = await search('ursus');
    expect(options[1]).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(options[1]!);
    expect(chosen).toBeNull();
  });

  it('lets only nodes of the allowed ranks be chosen in the tree', async () => {
    setup();
    renderPage(<Harness ranksAllowed={['Kingdom']} treeInitiallyOpen />, { session: ADMIN });
    const animalia = await screen.findByRole('button', { name: 'Animalia' });
    expect(animalia).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Biota' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Biota' }));
    expect(chosen).toBeNull();
    fireEvent.click(animalia);
    expect(chosen).toMatchObject({ scientificNameId: 1, rank: 'Kingdom' });
  });

  it('starts a non-admin editor’s tree at the permitted names', async () => {
    setup();
    renderPage(<Harness requireAccess treeInitiallyOpen />, { session: { ...EDITOR, userPermissions: [1004] } });
    expect(await screen.findByRole('button', { name: 'Ursus' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Ursus arctos' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Animalia' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Radix' })).not.toBeInTheDocument();
  });
});
