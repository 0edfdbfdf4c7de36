import { isLanguageCode, LANGUAGES, normalizedText, type LanguageCode } from '@navnebase/domain';
import type { VernacularNameView } from '../../api/types';
import { isRecommended } from '../../domain/statuses';
import type { Schema } from '../../api/client';

/**
 * Vernacular names in an editor (spec 1 §3 "Vernacular name", §4 "Vernacular operation states", §5): each entry
 * carries its operation (added, none, modified, deleted); one recommended name per language; unique names per
 * language. The same rules as the register's validation in `@navnebase/domain`, per entry, so the form says what the
 * server would refuse before it is sent.
 */
export type VernacularOperation = 'added' | 'none' | 'modified' | 'deleted';

interface VernacularValues {
  readonly vernacularName: string;
  readonly recommended: boolean;
  readonly reference: string;
  readonly comment: string;
}

export interface VernacularEntry extends VernacularValues {
  /** Stable client key (React key, error lookup). */
  readonly key: string;
  /** Id of the stored name (sent as nameId); absent for a new name. */
  readonly nameId?: number;
  readonly languageIsoCode: LanguageCode;
  readonly operation: VernacularOperation;
  /** The stored values of an existing name (to tell modified from none). */
  readonly original?: VernacularValues;
}

export const DUPLICATE_NAME_TEXT = 'Duplikat navn';
export const ALL_UNIQUE_TEXT = 'Alle navn må være unike.';
export const RECOMMENDED_REQUIRED_TEXT = 'Du må velge et anbefalt navn.';
export const NAME_REQUIRED_TEXT = 'Dette feltet må fylles ut.';

let counter = 0;
const newKey = () => `ny-${++counter}`;

const sameKey = (a: string, b: string) => normalizedText(a).toLocaleLowerCase('nb') === normalizedText(b).toLocaleLowerCase('nb');

/** A name that counts: not deleted and not empty. */
export const isActive = (entry: VernacularEntry): boolean => entry.operation !== 'deleted' && normalizedText(entry.vernacularName) !== '';

/** Existing names, as the API answers them, as editor entries (operation none). */
export const entriesFromNames = (names: readonly VernacularNameView[]): VernacularEntry[] =>
  names
    .filter((name): name is VernacularNameView & { languageIsoCode: LanguageCode } => isLanguageCode(name.languageIsoCode))
    .map((name) => {
      const values: VernacularValues = {
        vernacularName: name.vernacularName,
        recommended: isRecommended(name.vernacularNameStatus),
        reference: name.reference ?? '',
        comment: name.comment ?? '',
      };
      return { key: `navn-${name.id}`, nameId: name.id, languageIsoCode: name.languageIsoCode, operation: 'none', ...values, original: values };
    });

const differs = (entry: VernacularValues, original: VernacularValues) =>
  normalizedText(entry.vernacularName) !== normalizedText(original.vernacularName) ||
  entry.recommended !== original.recommended ||
  entry.reference.trim() !== original.reference.trim() ||
  entry.comment.trim() !== original.comment.trim();

/** The operation an entry has from its values: added for a new name, otherwise modified when it differs from the stored one. */
const withOperation = (entry: VernacularEntry): VernacularEntry => {
  if (entry.operation === 'deleted') return entry;
  if (!entry.original) return { ...entry, operation: 'added' };
  return { ...entry, operation: differs(entry, entry.original) ? 'modified' : 'none' };
};

/**
 * One recommended name per language, and a single valid name is chosen by itself: in each language, when exactly
 * one name counts and none is recommended, it becomes the recommended one. Deleted and empty names never count as
 * recommended (a deleted name keeps its flag for undo, but does not count).
 */
export const normalizeEntries = (entries: readonly VernacularEntry[]): VernacularEntry[] => {
  let next = [...entries];
  for (const language of LANGUAGES) {
    const active = next.filter((entry) => entry.languageIsoCode === language && isActive(entry));
    const recommended = active.filter((entry) => entry.recommended);
    if (active.length === 1 && recommended.length === 0) {
      const only = active[0]!;
      next = next.map((entry) =>
        entry.key === only.key
          ? withOperation({ ...entry, recommended: true })
          : entry.languageIsoCode === language && entry.recommended && entry.operation !== 'deleted'
            ? withOperation({ ...entry, recommended: false })
            : entry,
      );
    }
  }
  return next;
};

/** Adds an empty name in a language. */
export const addEntry = (entries: readonly VernacularEntry[], languageIsoCode: LanguageCode): VernacularEntry[] => [
  ...entries,
  { key: newKey(), languageIsoCode, vernacularName: '', recommended: false, reference: '', comment: '', operation: 'added' },
];

/** Changes the text, reference or comment of a name. */
export const updateEntry = (
  entries: readonly VernacularEntry[],
  key: string,
  patch: Partial<Pick<VernacularValues, 'vernacularName' | 'reference' | 'comment'>>,
): VernacularEntry[] => normalizeEntries(entries.map((entry) => (entry.key === key ? withOperation({ ...entry, ...patch }) : entry)));

/** Makes a name the recommended one of its language; the others of that language become alternative names. */
export const setRecommended = (entries: readonly VernacularEntry[], key: string): VernacularEntry[] => {
  const chosen = entries.find((entry) => entry.key === key);
  if (!chosen || chosen.operation === 'deleted') return [...entries];
  return normalizeEntries(
    entries.map((entry) =>
      entry.languageIsoCode !== chosen.languageIsoCode || entry.operation === 'deleted'
        ? entry
        : withOperation({ ...entry, recommended: entry.key === key }),
    ),
  );
};

/** Removes a name: a new one disappears, an existing one is marked deleted (and can be restored with undo). */
export const removeEntry = (entries: readonly VernacularEntry[], key: string): VernacularEntry[] => {
  const entry = entries.find((e) => e.key === key);
  if (!entry) return [...entries];
  if (!entry.original) return normalizeEntries(entries.filter((e) => e.key !== key));
  return normalizeEntries(entries.map((e) => (e.key === key ? { ...e, operation: 'deleted' as const } : e)));
};

/**
 * Restores a deleted name as it was before (none, or modified when it was changed before): a name that was the
 * recommended one is recommended again, and the name recommended in its place goes back to alternative.
 */
export const undoRemove = (entries: readonly VernacularEntry[], key: string): VernacularEntry[] => {
  const entry = entries.find((e) => e.key === key);
  if (!entry || entry.operation !== 'deleted') return [...entries];
  return normalizeEntries(
    entries.map((e) => {
      if (e.key === key) return withOperation({ ...e, operation: 'none' });
      if (entry.recommended && e.languageIsoCode === entry.languageIsoCode && e.recommended && e.operation !== 'deleted')
        return withOperation({ ...e, recommended: false });
      return e;
    }),
  );
};

export interface VernacularProblems {
  /** Per entry key: "Duplikat navn" or "Dette feltet må fylles ut.". */
  readonly byKey: Readonly<Record<string, string>>;
  /** Per language: "Alle navn må være unike.", "Du må velge et anbefalt navn.". */
  readonly byLanguage: Readonly<Partial<Record<LanguageCode, readonly string[]>>>;
  readonly valid: boolean;
}

/**
 * The rules of spec 1 §5: names in one language must be unique (the later duplicate is marked), and each language
 * with at least one name that counts needs a recommended name. An existing name may not be emptied; an empty new
 * name is simply left out.
 */
export const vernacularProblems = (entries: readonly VernacularEntry[]): VernacularProblems => {
  const byKey: Record<string, string> = {};
  const byLanguage: Partial<Record<LanguageCode, string[]>> = {};
  const add = (language: LanguageCode, text: string) => {
    const list = (byLanguage[language] ??= []);
    if (!list.includes(text)) list.push(text);
  };
  for (const language of LANGUAGES) {
    const inLanguage = entries.filter((entry) => entry.languageIsoCode === language && entry.operation !== 'deleted');
    for (const entry of inLanguage) if (entry.original && normalizedText(entry.vernacularName) === '') byKey[entry.key] = NAME_REQUIRED_TEXT;
    const active = inLanguage.filter(isActive);
    active.forEach((entry, index) => {
      if (active.slice(0, index).some((earlier) => sameKey(earlier.vernacularName, entry.vernacularName))) {
        byKey[entry.key] = DUPLICATE_NAME_TEXT;
        add(language, ALL_UNIQUE_TEXT);
      }
    });
    if (active.length > 0 && active.filter((entry) => entry.recommended).length !== 1) add(language, RECOMMENDED_REQUIRED_TEXT);
  }
  return { byKey, byLanguage, valid: Object.keys(byKey).length === 0 && Object.keys(byLanguage).length === 0 };
};

/** One entry as the API takes it (spec 1 §3 "Saved vernacular names"). */
export type VernacularNamePayload = Schema<'VernacularNameInputDto'>;

/** The list to send: empty new names left out; with `newOnly` (a new taxon) only the added names. */
export const vernacularPayload = (entries: readonly VernacularEntry[], { newOnly = false }: { newOnly?: boolean } = {}): VernacularNamePayload[] =>
  entries
    .filter((entry) => !(entry.operation === 'added' && normalizedText(entry.vernacularName) === ''))
    .filter((entry) => !newOnly || entry.operation === 'added')
    .map((entry) => ({
      ...(entry.nameId !== undefined ? { nameId: entry.nameId } : {}),
      vernacularName: normalizedText(entry.vernacularName),
      languageIsoCode: entry.languageIsoCode,
      vernacularNameStatus: entry.recommended && entry.operation !== 'deleted' ? 'Recommended' : 'NotRecommended',
      operation: entry.operation,
      reference: entry.reference.trim(),
      comment: entry.comment.trim(),
    }));

/** Whether anything would change (an empty new name is no change). */
export const hasVernacularChanges = (entries: readonly VernacularEntry[]): boolean =>
  entries.some((entry) => entry.operation !== 'none' && !(entry.operation === 'added' && normalizedText(entry.vernacularName) === ''));
