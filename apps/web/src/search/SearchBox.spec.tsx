import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { SearchHit } from '../api/types';
import { mockFetch } from '../test/mock-fetch';
import { renderPage } from '../test/render';
import { SearchBox } from './SearchBox';

const hit = (taxonId: number, name: string, vernacular: string, kingdom = 'Animalia'): SearchHit => ({
  taxonId,
  acceptedScientificName: {
    nameId: taxonId,
    nameFormatted: `<i>${name}</i>`,
    name,
    author: 'Linnaeus, 1758',
    rank: 'Species',
    taxonomicStatus: 'Accepted',
    isSearchMatch: false,
  },
  scientificNameSynonyms: [],
  preferredVernacularNames: [{ name: vernacular, nameLanguageIso: 'nb', isSearchMatch: true }],
  vernacularNameSynonyms: [],
  kingdom,
});

const HITS = [hit(1005, 'Ursus arctos', 'brunbjørn'), hit(1006, 'Ursus maritimus', 'isbjørn'), hit(5001, 'Picea abies', 'gran', 'Plantae')];

const searchCalls = (calls: { url: string }[]) =>
  calls
    .filter((c) => c.url.includes('/TaxonName/Search'))
    .map((c) => decodeURIComponent(new URL(c.url, 'http://x').searchParams.get('Search') ?? ''));

const setup = () => {
  const fetch = mockFetch([[/\/api\/v1\/TaxonName\/Search/, () => HITS]]);
  const page = renderPage(<SearchBox />, {
    extraRoutes: [
      { path: '/name-info/:id', element: <p>navneside</p> },
      { path: '/search', element: <p>søkeside</p> },
    ],
    path: '/',
  });
  const input = screen.getByRole('combobox');
  const type = (text: string) => fireEvent.change(input, { target: { value: text } });
  return { fetch, page, input, type };
};

describe('SearchBox debounce', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('does not search below two characters', async () => {
    const { fetch, type } = setup();
    type('u');
    await act(async () => jest.advanceTimersByTime(1000));
    expect(searchCalls(fetch.calls)).toEqual([]);
  });

  it('waits 300 ms after the last keystroke for ordinary lengths', async () => {
    const { fetch, type } = setup();
    type('ur');
    await act(async () => jest.advanceTimersByTime(200));
    type('urs');
    await act(async () => jest.advanceTimersByTime(299));
    expect(searchCalls(fetch.calls)).toEqual([]);
    await act(async () => jest.advanceTimersByTime(1));
    expect(searchCalls(fetch.calls)).toEqual(['urs']);
  });

  it('searches at once when the length is a multiple of five', async () => {
    const { fetch, type } = setup();
    type('ursus');
    await act(async () => jest.advanceTimersByTime(0));
    expect(searchCalls(fetch.calls)).toEqual(['ursus']);
  });

  it('searches at once after a trailing space, and for × alone after the pause', async () => {
    const { fetch, type } = setup();
    type('bjørn ');
    await act(async () => jest.advanceTimersByTime(0));
    expect(searchCalls(fetch.calls)).toEqual(['bjørn']);
    type('×');
    await act(async () => jest.advanceTimersByTime(300));
    expect(searchCalls(fetch.calls)).toEqual(['bjørn', '×']);
  });

  it('asks for at most 10 suggestions and sends X-CSRF: 1', async () => {
    const { fetch, type } = setup();
    type('ursus');
    await act(async () => jest.advanceTimersByTime(0));
    const call = fetch.callsTo('/TaxonName/Search')[0]!;
    expect(new URL(call.url, 'http://x').searchParams.get('limit')).toBe('10');
    expect(call.headers['X-CSRF']).toBe('1');
  });
});

describe('SearchBox suggestions and keyboard', () => {
  const openSuggestions = async () => {
    const ctx = setup();
    ctx.type('ursus');
    await screen.findAllByRole('option');
    return ctx;
  };

  it('shows one option per hit with a kingdom icon and the matching vernacular name', async () => {
    await openSuggestions();
    const options = screen.getAllByRole('option');
    expect(options).toHaveLength(3);
    expect(within(options[0]!).getByRole('img', { name: 'Dyr (Animalia)' })).toBeInTheDocument();
    expect(within(options[2]!).getByRole('img', { name: 'Planter (Plantae)' })).toBeInTheDocument();
    expect(options[0]).toHaveTextContent('Ursus arctos');
    expect(options[0]).toHaveTextContent('brunbjørn');
  });

  it('moves the active option with the arrow keys and opens it with Enter', async () => {
    const { input, page } = await openSuggestions();
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(screen.getAllByRole('option')[1]).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[1]!.id);
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(screen.getAllByRole('option')[0]).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(page.location.current!.pathname).toBe('/name-info/1005');
  });

  it('does not move past the last option', async () => {
    const { input } = await openSuggestions();
    for (let i = 0; i < 6; i++) fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(screen.getAllByRole('option')[2]).toHaveAttribute('aria-selected', 'true');
  });

  it('opens the full results page with Enter when no option is active', async () => {
    const { input, page } = await openSuggestions();
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(page.location.current!.pathname).toBe('/search');
    expect(page.location.current!.search).toBe('?searchString=ursus');
  });

  it('closes with Escape and reopens with ArrowDown', async () => {
    const { input } = await openSuggestions();
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(screen.getByRole('listbox')).toBeInTheDocument();
  });

  it('closes when the user clicks outside', async () => {
    await openSuggestions();
    fireEvent.mouseDown(document.body);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('opens a clicked suggestion', async () => {
    const { page } = await openSuggestions();
    fireEvent.click(screen.getAllByRole('option')[2]!);
    expect(page.location.current!.pathname).toBe('/name-info/5001');
  });
});
