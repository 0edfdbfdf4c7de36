import { MIN_SEARCH_LENGTH } from '@navnebase/domain';
import { SEARCH_DEBOUNCE_MS, SEARCH_IMMEDIATE_EVERY } from '../domain/constants';

/** Suggestions need at least 2 characters, or the hybrid sign "×" (spec 1 §4). */
export const isSearchable = (text: string): boolean => text.trim().length >= MIN_SEARCH_LENGTH || text.includes('×');

/**
 * How long to wait before searching for `text`: undefined = do not search; 0 = at once (the length is a
 * multiple of 5, or the last character is a space); otherwise the 300 ms pause in typing.
 */
export const searchDelay = (text: string): number | undefined => {
  if (!isSearchable(text)) return undefined;
  if (text.length % SEARCH_IMMEDIATE_EVERY === 0 || text.endsWith(' ')) return 0;
  return SEARCH_DEBOUNCE_MS;
};

export const searchPageUrl = (text: string): string => `/search?searchString=${encodeURIComponent(text.trim())}`;
