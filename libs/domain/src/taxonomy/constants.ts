/** Business constants of the register (spec 1 §9, spec 2 §9). */
export const TREE_ROOT_KEY = Number.MAX_SAFE_INTEGER - 1;
export const BIOTA_ID = -1;
export const NON_BIOTA_ID = -2;
/** Kingdom id 1 is Animalia (zoological code: no author editor string, no rank markers). */
export const ANIMALIA_KINGDOM_ID = 1;
/** Scientific name id of the fungi kingdom (three-way conserved/sanctioned choice). */
export const FUNGI_SCIENTIFIC_NAME_ID = 975;
export const SUGGESTION_LIMIT = 10;
export const SEARCH_PAGE_LIMIT = 100;
export const MIN_SEARCH_LENGTH = 2;
export const STATUS_CHANGE_WAIT_MINUTES = 5;
