import type { LanguageCode } from '@navnebase/domain';
import { nearestKnownValue } from './nearest-known-value.js';
import { vocabularyKey } from './text-normalization.js';

/** The register's three vernacular languages, from ISO 639-1/-2/-3 codes, English and Norwegian names. */
const TABLE: ReadonlyMap<string, LanguageCode> = new Map<string, LanguageCode>([
  ...[
    'nb',
    'nob',
    'no',
    'nor',
    'norwegian',
    'norwegian bokmal',
    'bokmal',
    'norsk',
    'norsk bokmal',
    'norsk, bokmal',
    'norwegian, bokmal',
    'norwegian (bokmal)',
    'bokmaal',
  ].map((k) => [k, 'nb'] as [string, LanguageCode]),
  ...['nn', 'nno', 'norwegian nynorsk', 'nynorsk', 'norsk nynorsk', 'norsk, nynorsk', 'norwegian, nynorsk', 'norwegian (nynorsk)'].map(
    (k) => [k, 'nn'] as [string, LanguageCode],
  ),
  ...['se', 'sme', 'northern sami', 'north sami', 'northern saami', 'north saami', 'sami', 'saami', 'samisk', 'nordsamisk', 'davvisamegiella'].map(
    (k) => [k, 'se'] as [string, LanguageCode],
  ),
]);

/**
 * The closest known spelling of an unknown language name, if it looks like a misspelling of one. Codes of two or
 * three letters get none: `en` or `sv` is another language, not a misspelt `nn` or `se`.
 */
export const nearestLanguage = (value: string | undefined | null): string | undefined => {
  const key = vocabularyKey(value);
  return key.length > 3 ? nearestKnownValue(key, TABLE) : undefined;
};

/** `nb-NO` and `nb_NO` are read by their language part. Anything else is undefined. */
export const mapLanguage = (value: string | undefined | null): LanguageCode | undefined => {
  const key = vocabularyKey(value);
  if (!key) return undefined;
  return TABLE.get(key) ?? TABLE.get(key.replace(/ no$/, ''));
};
