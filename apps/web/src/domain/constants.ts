import { BIOTA_ID, NON_BIOTA_ID, TREE_ROOT_KEY } from '@navnebase/domain';

/** Constants of the screens; the register's business constants come from `@navnebase/domain` (spec 1 §9). */

/** Nodes opened automatically when a tree is shown. */
export const AUTO_OPEN_IDS: readonly number[] = [TREE_ROOT_KEY, BIOTA_ID, NON_BIOTA_ID];
export const SEARCH_DEBOUNCE_MS = 300;
/** Searches fire at once when the input length is a multiple of this. */
export const SEARCH_IMMEDIATE_EVERY = 5;
export const MOBILE_BREAKPOINT_PX = 850;
export const SEARCH_INPUT_MAX_WIDTH_PX = 527;
export const STATISTICS_DECIMALS = 2;
