/** Business constants of the register (spec 1 §9). */
export const TREE_ROOT_KEY = Number.MAX_SAFE_INTEGER - 1;
export const BIOTA_ID = -1;
export const NON_BIOTA_ID = -2;
/** Nodes opened automatically when a tree is shown. */
export const AUTO_OPEN_IDS: readonly number[] = [TREE_ROOT_KEY, BIOTA_ID, NON_BIOTA_ID];
export const ANIMALIA_KINGDOM_ID = 1;
export const FUNGI_SCIENTIFIC_NAME_ID = 975;
export const SUGGESTION_LIMIT = 10;
export const SEARCH_PAGE_LIMIT = 100;
export const MIN_SEARCH_LENGTH = 2;
export const SEARCH_DEBOUNCE_MS = 300;
/** Searches fire at once when the input length is a multiple of this. */
export const SEARCH_IMMEDIATE_EVERY = 5;
export const MOBILE_BREAKPOINT_PX = 850;
export const SEARCH_INPUT_MAX_WIDTH_PX = 527;
export const STATISTICS_DECIMALS = 2;
