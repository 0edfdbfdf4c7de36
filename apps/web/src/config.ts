/** Site-wide settings: titles and the external addresses the web app links to. Change them here. */
export const SITE_TITLE = 'Navnebase';
export const SITE_TAGLINE = 'Navne- og taksonomiforvaltning for arter i Norge';
export const SITE_FULL_TITLE = 'Navnebase – register over vitenskapelige navn og populærnavn';

/** The external site search in the header (field q plus hidden all=1). */
export const SITE_SEARCH = { action: 'https://artsdatabanken.no/search', method: 'get' as const };

/** The public taxon page of the national species information service. */
export const externalTaxonPageUrl = (taxonId: number): string => `https://artsdatabanken.no/taxonomy/${taxonId}`;

/** The OpenAPI documentation, served by the API on the same origin. */
export const API_DOCS_URL = '/api-docs';

export const CONTACT_EMAIL = 'postmottak@artsdatabanken.no';

/** The name the citation on the about page gives to the publisher. */
export const PUBLISHER = 'Artsdatabanken';
