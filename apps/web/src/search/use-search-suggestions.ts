import { useEffect } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { SUGGESTION_LIMIT } from '@navnebase/domain';
import { searchTaxa } from '../api/taxon-name';
import type { SearchHit } from '../api/types';
import { useMessages } from '../shell/messages';
import { useDebouncedSearch } from './use-debounced-search';

export interface SearchSuggestions {
  /** The text searched for ('' while nothing should be searched). */
  readonly term: string;
  /** Up to 10 hits for the term (the previous answer while the next one is on its way). */
  readonly hits: readonly SearchHit[];
  readonly isFetched: boolean;
  readonly isFetching: boolean;
  /** The latest answer as it came (a new one has a new identity). */
  readonly answer: readonly SearchHit[] | undefined;
}

/**
 * The suggestions for a search field (spec 1 §4, §9): the typed text debounced, up to 10 hits, and "Søket feilet."
 * in the message bar when the search fails. Every search field shares the answers (one query key).
 */
export function useSearchSuggestions(text: string, { enabled = true }: { enabled?: boolean } = {}): SearchSuggestions {
  const { showError } = useMessages();
  const term = useDebouncedSearch(text);
  const search = useQuery({
    queryKey: ['search', term, SUGGESTION_LIMIT],
    queryFn: ({ signal }) => searchTaxa(term, SUGGESTION_LIMIT, signal),
    enabled: term !== '' && enabled,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    retry: false,
  });

  useEffect(() => {
    if (search.error) showError(search.error, 'Søket feilet.');
  }, [search.error, showError]);

  const hits = term === '' ? [] : (search.data ?? []).slice(0, SUGGESTION_LIMIT);
  return { term, hits, isFetched: search.isFetched, isFetching: search.isFetching, answer: search.data };
}
