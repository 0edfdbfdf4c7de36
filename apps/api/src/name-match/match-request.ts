import { Errors } from '@navnebase/domain';
import type { MatchOptions } from '@navnebase/projections';

/** Most names in one request, answered at once. */
export const MAX_MATCH_NAMES = 10_000;
/** Most names in one match job (larger lists are split by the client or matched with npm tooling). */
export const MAX_JOB_NAMES = 100_000;
/** Largest request body of a match job (its names as JSON or a file). */
export const MAX_JOB_BODY_BYTES = 40 * 1024 * 1024;
/** Longest input line read (longer lines are refused: no real name with its authorship comes near). */
export const MAX_NAME_LENGTH = 500;
/** Largest request body of the match routes (10 000 lines of typical length fit with room to spare). */
export const MAX_MATCH_BODY_BYTES = 4 * 1024 * 1024;

export interface MatchRequest {
  readonly names: string[];
  readonly options: MatchOptions;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Checks a match request's body (never trusting the client): `{ names: string[], options?: { fuzzy, vernacular, maxAlternatives } }`. */
export const parseMatchRequest = (body: unknown, maxNames = MAX_MATCH_NAMES): MatchRequest => {
  if (!isRecord(body)) throw Errors.invalidRequest('Forespørselen må være et JSON-objekt med en liste «names».', 'names');
  const names = body.names;
  if (!Array.isArray(names)) throw Errors.invalidRequest('«names» må være en liste med navn.', 'names');
  if (names.length === 0) throw Errors.invalidRequest('Listen er tom. Skriv inn minst ett navn.', 'names');
  if (names.length > maxNames) {
    throw Errors.invalidRequest(
      `Listen har ${names.length.toLocaleString('nb')} navn. Største tillatte antall er ${maxNames.toLocaleString('nb')} per forespørsel` +
        (maxNames === MAX_MATCH_NAMES
          ? ` (lengre lister, inntil ${MAX_JOB_NAMES.toLocaleString('nb')} navn, som jobb: POST /api/v1/TaxonName/Match/Jobs).`
          : '.'),
      'names',
    );
  }
  names.forEach((name, i) => {
    if (typeof name !== 'string') throw Errors.invalidRequest(`Navn nummer ${i + 1} er ikke tekst.`, 'names');
    if (name.length > MAX_NAME_LENGTH) throw Errors.invalidRequest(`Navn nummer ${i + 1} er for langt (over ${MAX_NAME_LENGTH} tegn).`, 'names');
  });
  const raw = body.options ?? {};
  if (!isRecord(raw)) throw Errors.invalidRequest('«options» må være et objekt.', 'options');
  const known = new Set(['fuzzy', 'vernacular', 'maxAlternatives']);
  for (const key of Object.keys(raw)) if (!known.has(key)) throw Errors.invalidRequest(`Ukjent valg «${key}».`, 'options');
  for (const key of ['fuzzy', 'vernacular'] as const) {
    if (raw[key] !== undefined && typeof raw[key] !== 'boolean') throw Errors.invalidRequest(`«${key}» må være true eller false.`, 'options');
  }
  const max = raw.maxAlternatives;
  if (max !== undefined && (typeof max !== 'number' || !Number.isInteger(max) || max < 0 || max > 20)) {
    throw Errors.invalidRequest('«maxAlternatives» må være et heltall fra 0 til 20.', 'options');
  }
  return {
    names: names as string[],
    options: {
      ...(typeof raw.fuzzy === 'boolean' ? { fuzzy: raw.fuzzy } : {}),
      ...(typeof raw.vernacular === 'boolean' ? { vernacular: raw.vernacular } : {}),
      ...(typeof max === 'number' ? { maxAlternatives: max } : {}),
    },
  };
};

/** The names of a pasted or uploaded text list: one per line (the first column of a csv: before a tab or semicolon). */
export const namesOfText = (text: string): string[] =>
  text
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\n|\r/)
    .map((line) => {
      const cell = line.split(/[\t;]/, 1)[0]!.trim();
      return cell.startsWith('"') && cell.endsWith('"') && cell.length >= 2 ? cell.slice(1, -1).replace(/""/g, '"').trim() : cell;
    })
    .filter((line) => line !== '');
