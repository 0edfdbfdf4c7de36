import type { LanguageCode } from '@navnebase/domain';
import { vocabularyKey } from './text-normalization.js';

/** The register's three vernacular languages, from ISO 639-1/-2/-3 codes, English and Norwegian names. */
const TABLE: ReadonlyMap<string, LanguageCode> = new Map<string, LanguageCode>([
  ...['nb', 'nob', 'no', 'nor', 'norwegian', 'norwegian bokmal', 'bokmal', 'norsk', 'norsk bokmal', 'norsk, bokmal'].map(
    (k) => [k, 'nb'] as [string, LanguageCode],
  ),
  ...['nn', 'nno', 'norwegian nynorsk', 'nynorsk', 'norsk nynorsk', 'norsk, nynorsk'].map((k) => [k, 'nn'] as [string, LanguageCode]),
  ...['se', 'sme', 'northern sami', 'north sami', 'nordsamisk', 'davvisamegiella'].map((k) => [k, 'se'] as [string, LanguageCode]),
]);

/** `nb-NO` and `nb_NO` are read by their language part. Anything else is undefined. */
export const mapLanguage = (value: string | undefined | null): LanguageCode | undefined => {
  const key = vocabularyKey(value);
  if (!key) return undefined;
  return TABLE.get(key) ?? TABLE.get(key.replace(/ no$/, ''));
};
