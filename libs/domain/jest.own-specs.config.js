// The domain's jest setup limited to the specs named in MUT_OWN_SPECS (used by stryker.own-specs.config.mjs).
import domain from './jest.config.js';

export default { ...domain, testMatch: (process.env.MUT_OWN_SPECS ?? '').split(',').map((spec) => `<rootDir>/${spec}`) };
