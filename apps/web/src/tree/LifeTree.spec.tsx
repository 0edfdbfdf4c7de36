import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import { TREE_ROOT_KEY } from '@navnebase/domain';
import type { TreeNode } from '../api/types';
import { treeNode } from '../test/fixtures';
import { mockFetch } from '../test/mock-fetch';
import { renderPage } from '../test/render';
import { LifeTree } from './LifeTree';
import { isSelectable, ROOT_NODE } from './tree-rules';

const node = (taxonNameId: number, name: string, rank: string, isLeaf: boolean, extra: Partial<TreeNode> = {}): TreeNode =>
  treeNode(taxonNameId, name, rank, isLeaf, {
    presentationNameHtml: rank === 'Species' || rank === 'Genus' ? `<i>${name}</i>` : name,
    scientificNames: [{ nameId: taxonNameId, name, presentationNameHtml: name, author: '', taxonomicStatus: 'Accepted', rank }],
    ...extra,
  });

const CHILDREN: Record<number, TreeNode[]> = {
  [TREE_ROOT_KEY]: [node(-1, 'Biota', 'Sphere', false), node(-2, 'Nonbiota', 'Sphere', true)],
  [-1]: [
    node(1, 'Animalia', 'Kingdom', false, { preferredVernacularNames: [{ name: 'dyr', nameLanguageIso: 'nb' }] }),
    node(2, 'Plantae', 'Kingdom', false),
  ],
  1: [node(1004, 'Ursus', 'Genus', false)],
  2: [],
  1004: [
    node(1005, 'Ursus arctos', 'Species', true, {
      preferredVernacularNames: [
        { name: 'brunbjørn', nameLanguageIso: 'nb' },
        { name: 'guovža', nameLanguageIso: 'se' },
      ],
      scientificNames: [
        {
          nameId: 1005,
          name: 'Ursus arctos',
          presentationNameHtml: '<i>Ursus arctos</i>',
          author: 'Linnaeus, 1758',
          taxonomicStatus: 'Accepted',
          rank: 'Species',
        },
        {
          nameId: 20001,
          name: 'Ursus horribilis',
          presentationNameHtml: '<i>Ursus horribilis</i>',
          author: 'Ord, 1815',
          taxonomicStatus: 'Synonym',
          rank: 'Species',
        },
      ],
    }),
    node(1006, 'Ursus maritimus', 'Species', true),
  ],
};

const setup = (props: Parameters<typeof LifeTree>[0] = {}) => {
  const fetch = mockFetch([[/\/Children\/ByTaxonNameId\/(-?\d+)\?limit=200$/, (url) => CHILDREN[Number(/(-?\d+)\?/.exec(url)![1])] ?? []]]);
  const page = renderPage(<LifeTree {...props} />, { extraRoutes: [{ path: '/name-info/:id', element: <p>navneside</p> }] });
  const childCalls = (id: number) => fetch.calls.filter((c) => c.url.endsWith(`/Children/ByTaxonNameId/${id}?limit=200`)).length;
  return { fetch, page, childCalls };
};

const toggle = (name: string) => screen.getByRole('button', { name: new RegExp(`^(Åpne|Lukk) ${name}$`) });

describe('LifeTree', () => {
  it('opens the root, Biota and non-biota by itself and shows rank, status and vernacular names', async () => {
    const { childCalls } = setup();
    expect(await screen.findByRole('link', { name: 'Animalia' })).toBeInTheDocument();
    expect(childCalls(TREE_ROOT_KEY)).toBe(1);
    expect(childCalls(-1)).toBe(1);
    expect(childCalls(-2)).toBe(0); // a leaf: nothing to load
    const animalia = screen.getByRole('link', { name: 'Animalia' }).closest('li')!;
    expect(within(animalia).getByText('Rike', { selector: '.tree-rank' })).toBeInTheDocument();
    expect(within(animalia).getByText('Gjeldende', { selector: '.tree-status' })).toBeInTheDocument();
    expect(within(animalia).getByText('dyr', { selector: '.tree-vernacular' })).toBeInTheDocument();
    expect(screen.getByText('Radix')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Radix' })).not.toBeInTheDocument();
    // the spheres are not taxa: a rank, but no status
    const biota = screen.getByRole('link', { name: 'Biota' }).closest('li')!;
    const biotaRow = biota.querySelector(':scope > div, :scope > span') ?? biota;
    expect(within(biotaRow as HTMLElement).getByText('Sfære', { selector: '.tree-rank' })).toBeInTheDocument();
    expect(biotaRow.querySelector(':scope .tree-status')?.closest('li')).not.toBe(biota);
  });

  it('loads the children of a node once, however often it is opened and closed', async () => {
    const { childCalls } = setup();
    await screen.findByRole('link', { name: 'Animalia' });
    fireEvent.click(toggle('Animalia'));
    expect(await screen.findByRole('link', { name: 'Ursus' })).toBeInTheDocument();
    expect(toggle('Animalia')).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(toggle('Animalia'));
    expect(screen.queryByRole('link', { name: 'Ursus' })).not.toBeInTheDocument();
    fireEvent.click(toggle('Animalia'));
    expect(await screen.findByRole('link', { name: 'Ursus' })).toBeInTheDocument();
    expect(childCalls(1)).toBe(1);
  });

  it('shows no toggle on a leaf, and links synonyms to their main name', async () => {
    setup({ openTaxonIds: [1, 1004] });
    const arctos = await screen.findByRole('link', { name: 'Ursus arctos' });
    const row = arctos.closest('li')!;
    expect(within(row).queryByRole('button')).not.toBeInTheDocument();
    expect(within(row).getByText('brunbjørn, guovža')).toBeInTheDocument();
    const synonym = within(row).getByRole('link', { name: 'Ursus horribilis' });
    expect(synonym).toHaveAttribute('href', '/name-info/1005');
    expect(screen.queryByRole('button', { name: /Nonbiota/ })).not.toBeInTheDocument();
  });

  it('opens the path to the current taxon and marks it', async () => {
    const { childCalls } = setup({ openTaxonIds: [1, 1004, 1005], currentTaxonId: 1005 });
    const current = await screen.findByRole('link', { name: 'Ursus arctos' });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(childCalls(2)).toBe(0);
    expect(childCalls(1005)).toBe(0); // a leaf is never loaded
  });

  it('goes to the name page on a click', async () => {
    const { page } = setup();
    fireEvent.click(await screen.findByRole('link', { name: 'Animalia' }));
    expect(page.location.current!.pathname).toBe('/name-info/1');
  });

  describe('as a chooser', () => {
    it('calls onSelect instead of navigating, and never lets the root be chosen', async () => {
      const onSelect = jest.fn();
      const { page } = setup({ onSelect });
      fireEvent.click(await screen.findByRole('button', { name: 'Animalia' }));
      expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ taxonNameId: 1 }));
      expect(page.location.current!.pathname).toBe('/');
      const root = screen.getByRole('button', { name: 'Radix' });
      expect(root).toBeDisabled();
      fireEvent.click(root);
      expect(onSelect).toHaveBeenCalledTimes(1);
    });

    it('lets only leaves be chosen when selectableLeavesOnly is set', async () => {
      const onSelect = jest.fn();
      setup({ onSelect, selectableLeavesOnly: true, openTaxonIds: [1, 1004] });
      const leaf = await screen.findByRole('button', { name: 'Ursus maritimus' });
      expect(screen.getByRole('button', { name: 'Ursus' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Animalia' })).toBeDisabled();
      fireEvent.click(screen.getByRole('button', { name: 'Ursus' }));
      expect(onSelect).not.toHaveBeenCalled();
      fireEvent.click(leaf);
      expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ taxonNameId: 1006 }));
    });

    it('marks the chosen node', async () => {
      setup({ onSelect: () => undefined, selectedTaxonId: 1 });
      expect(await screen.findByRole('button', { name: 'Animalia' })).toHaveAttribute('aria-pressed', 'true');
    });
  });

  it('selection rule: root never, non-leaves only without the leaves-only flag', () => {
    const genus = CHILDREN[1]![0]!;
    const species = CHILDREN[1004]![0]!;
    expect(isSelectable(ROOT_NODE, false)).toBe(false);
    expect(isSelectable(genus, false)).toBe(true);
    expect(isSelectable(genus, true)).toBe(false);
    expect(isSelectable(species, true)).toBe(true);
  });

  describe('a large family, 200 children at a time', () => {
    const BIG = 3000;
    const species = Array.from({ length: 450 }, (_, i) => node(BIG + 1 + i, `Bigus s${String(i).padStart(3, '0')}`, 'Species', true));
    const first = `/api/v1/TaxonName/Children/ByTaxonNameId/${BIG}?limit=200`;
    const pageAt = (from: number, next?: string) => ({
      status: 200,
      body: species.slice(from, from + 200),
      headers: { 'X-Total-Count': '450', ...(next ? { Link: `<${next}>; rel="next"` } : {}) },
    });
    const bigSetup = (props: Parameters<typeof LifeTree>[0] = {}) => {
      const fetch = mockFetch([
        [first, () => pageAt(0, `${first}&after=c200`)],
        [`${first}&after=c200`, () => pageAt(200, `${first}&after=c400`)],
        [`${first}&after=c400`, () => pageAt(400)],
        [/\/Children\/ByTaxonNameId\/1\?limit=200$/, () => [node(BIG, 'Bigus', 'Genus', false)]],
        [/\/Children\/ByTaxonNameId\/(-?\d+)\?limit=200$/, (url) => CHILDREN[Number(/(-?\d+)\?/.exec(url)![1])] ?? []],
      ]);
      renderPage(<LifeTree {...props} />, { extraRoutes: [{ path: '/name-info/:id', element: <p>navneside</p> }] });
      return fetch;
    };

    it('shows the first 200 and a button that loads the next 200, then the rest, moving the focus to the first new child', async () => {
      const fetch = bigSetup({ openTaxonIds: [1, BIG] });
      expect(await screen.findByRole('link', { name: 'Bigus s199' }, { timeout: 20_000 })).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Bigus s200' })).not.toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: 'Vis flere (200 av 450 vises)' }));
      const s200 = await screen.findByRole('link', { name: 'Bigus s200' }, { timeout: 20_000 });
      expect(s200).toHaveFocus();
      fireEvent.click(screen.getByRole('button', { name: 'Vis flere (400 av 450 vises)' }));
      expect(await screen.findByRole('link', { name: 'Bigus s449' }, { timeout: 20_000 })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /^Vis flere/ })).not.toBeInTheDocument();
      expect(fetch.callsTo(`ByTaxonNameId/${BIG}`).map((c) => c.url)).toEqual([first, `${first}&after=c200`, `${first}&after=c400`]);
    });

    it('loads later pages by itself when the path to the page’s taxon runs through one of them', async () => {
      bigSetup({ openTaxonIds: [1, BIG, BIG + 1 + 420], currentTaxonId: BIG + 1 + 420 });
      expect(await screen.findByRole('link', { name: 'Bigus s420' }, { timeout: 20_000 })).toHaveAttribute('aria-current', 'page');
    });
  });

  it('shows the server problem in the message bar when children cannot be fetched', async () => {
    mockFetch([[/\/Children\/ByTaxonNameId\//, () => ({ status: 500, body: { errorCode: 'INTERNAL', detail: 'Uventet feil' } })]]);
    renderPage(<LifeTree />);
    expect(await screen.findByText('INTERNAL: Uventet feil')).toBeInTheDocument();
    expect(screen.getByText(/Kunne ikke hente underliggende taksa/)).toBeInTheDocument();
  });
});
