import {
  isNameAttribute,
  isNomenclaturalStatus,
  rankFromId,
  type NameAttribute,
  type NomenclaturalStatus,
  type Rank,
  type TaxonomicStatus,
  type VernacularNameStatus,
} from '@navnebase/domain';
import { mapRank } from '../archive-import/rank-mapping.js';
import { mapStatus } from '../archive-import/status-mapping.js';

/** Parsers for the cells of an import file. Each answers the value, or `{ error }` with a Norwegian message. */
export type Parsed<T> = { value: T } | { error: string };

export const isError = <T>(p: Parsed<T>): p is { error: string } => 'error' in p;

/** Separator of several values in one cell (references, vernacular names): a vertical bar. */
export const splitList = (text: string): string[] =>
  text
    .split('|')
    .map((part) => part.trim().replace(/\s+/g, ' '))
    .filter(Boolean);

export const LIST_SEPARATOR = ' | ';

export const parseId = (text: string): Parsed<number | undefined> => {
  if (text === '') return { value: undefined };
  const trimmed = text.replace(/\s+/g, '');
  if (!/^-?\d{1,16}$/.test(trimmed) || !Number.isSafeInteger(Number(trimmed))) return { error: `«${text}» er ikke en gyldig id (et heltall).` };
  return { value: Number(trimmed) };
};

const NOT_IMPORTED: ReadonlySet<Rank> = new Set<Rank>(['Root', 'Sphere', 'Unknown']);

export const parseRank = (text: string): Parsed<Rank> => {
  if (text === '') return { error: 'Mangler rang.' };
  const rank = /^\d+$/.test(text) ? rankFromId(Number(text)) : mapRank(text);
  if (!rank) return { error: `Ukjent rang «${text}». Bruk for eksempel Species, Art eller 22.` };
  if (NOT_IMPORTED.has(rank)) return { error: `Rangen «${text}» kan ikke importeres.` };
  return { value: rank };
};

export const parseTaxonomicStatus = (text: string): Parsed<{ status: TaxonomicStatus; nomenclatural: NomenclaturalStatus[] }> => {
  if (text === '') return { value: { status: 'Accepted', nomenclatural: [] } };
  const mapped = mapStatus(text);
  if (!mapped)
    return {
      error: `Ukjent taksonomisk status «${text}». Tillatt: Accepted, Unresolved, Synonym, NotInUse (eller Gjeldende, Uavklart, Synonym, Ikke lenger i bruk).`,
    };
  return { value: { status: mapped.taxonomicStatus, nomenclatural: [...mapped.nomenclaturalStatuses] } };
};

const YES = new Set(['1', 'x', 'ja', 'j', 'yes', 'y', 'true', 'sann']);
const NO = new Set(['0', 'nei', 'n', 'no', 'false', 'usann']);

/** 1/0, ja/nei, true/false, x; empty is unknown (null). */
export const parseFlag = (text: string, what: string): Parsed<boolean | null> => {
  const key = text.trim().toLowerCase();
  if (key === '') return { value: null };
  if (YES.has(key)) return { value: true };
  if (NO.has(key)) return { value: false };
  return { error: `«${text}» er ikke en gyldig verdi for ${what}. Bruk 1 (ja) eller 0 (nei).` };
};

/** Recommended flag of a vernacular name: 1/ja/x or the status words; empty or 0 is not recommended. */
export const parseRecommended = (text: string): Parsed<VernacularNameStatus> => {
  const key = text.trim().toLowerCase();
  if (key === 'recommended' || key === 'preferred' || key === 'anbefalt') return { value: 'Recommended' };
  if (key === 'notrecommended' || key === 'alternativt' || key === 'alternative') return { value: 'NotRecommended' };
  const flag = parseFlag(text, 'anbefalt');
  if (isError(flag)) return flag;
  return { value: flag.value ? 'Recommended' : 'NotRecommended' };
};

const valuesOf = (text: string) =>
  text
    .split(/[,;|]/)
    .map((v) => v.trim())
    .filter(Boolean);

export const parseNomenclaturalStatuses = (text: string): Parsed<NomenclaturalStatus[]> => {
  const values = valuesOf(text);
  const wrong = values.find((v) => !isNomenclaturalStatus(v));
  if (wrong !== undefined) return { error: `Ukjent nomenklatorisk status «${wrong}».` };
  return { value: values as NomenclaturalStatus[] };
};

export const parseAttributes = (text: string): Parsed<NameAttribute[]> => {
  const values = valuesOf(text);
  const wrong = values.find((v) => !isNameAttribute(v));
  if (wrong !== undefined) return { error: `Ukjent attributt «${wrong}».` };
  return { value: values as NameAttribute[] };
};

/** Length limits, as in the screens' forms. */
export const MAX_LENGTH = { name: 300, author: 300, reference: 2000, comment: 4000, vernacularName: 300 } as const;

export const tooLong = (text: string, max: number): string | undefined =>
  text.length > max ? `Teksten er for lang (${text.length} tegn, høyst ${max}).` : undefined;
