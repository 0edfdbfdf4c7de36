import { withoutFlaws } from '@navnebase/domain';
import { Reasons } from './import-report.js';
import type { SourceRef } from '../problem-ledger.js';
import type { RowLedger } from '../problem-ledger.js';

/** Text clean-up shared by the importers. Names are trimmed and whitespace collapsed, nothing else is changed. */

const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

/** Whitespace that `clean` changes: at either end, two in a row, or any but a plain space. */
const UNCLEAN = /^\s|\s$|\s\s|[^\S ]/u;

/** Trims and collapses every run of whitespace (including no-break spaces) to one space. */
export const clean = (value: string | undefined | null): string => (!value ? '' : UNCLEAN.test(value) ? value.replace(/\s+/gu, ' ').trim() : value);

/** A lookup key for controlled vocabularies: cleaned, lower case, without diacritics, `_`/`-` read as spaces. */
export const vocabularyKey = (value: string | undefined | null): string =>
  clean(value).normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[_-]+/g, ' ').replace(/\s+/g, ' ').trim();

/** True when the text looks like UTF-8 that was decoded as Latin-1 and encoded again ("HultÃ©n"). */
export const looksDoubleEncoded = (value: string | undefined): boolean => (value ?? '').includes('Ã');

/**
 * A text from an archive under the register's text rules: NFC, without control, bidirectional, zero-width and emoji
 * characters (another register's data cannot be sent back for correction), then cleaned. A change other than NFC and
 * whitespace is noted on the row.
 */
export const hygienic = (value: string | undefined | null, ref: SourceRef, ledger: RowLedger): string => {
  // Printable ASCII is already in NFC and has none of the characters taken out: only whitespace to clean.
  if (value && PRINTABLE_ASCII.test(value)) return clean(value);
  const raw = clean(value).normalize('NFC');
  const result = clean(withoutFlaws(raw));
  if (result !== raw) ledger.note(ref, 'warning', Reasons.invisibleCharacters, raw);
  return result;
};
