/**
 * The product's own titles. An institution's details (its name, contact address, external taxon page and site search)
 * come from the server's configuration: `shell/site-settings.ts`.
 */
export const SITE_TITLE = 'Navnebase';
export const SITE_TAGLINE = 'Navne- og taksonomiforvaltning for arter i Norge';
export const SITE_FULL_TITLE = 'Navnebase – register over vitenskapelige navn og populærnavn';

/** The OpenAPI documentation, served by the API on the same origin. */
export const API_DOCS_URL = '/api-docs';
