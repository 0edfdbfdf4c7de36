import { attachHybridSigns } from '../taxonomy/name-format.js';
import { isSpeciesOrBelow, type Rank } from '../taxonomy/ranks.js';
import {
  isLanguageCode,
  isNameAttribute,
  isNomenclaturalStatus,
  isReferenceType,
  LANGUAGES,
  parseVernacularNameStatus,
  type NameAttribute,
  type NomenclaturalStatus,
} from '../taxonomy/statuses.js';
import type { NameFieldsInput, VernacularNameInput } from './commands.js';
import { cleanAuthor, cleanScientificName, cleanText } from '../text/text-rules.js';
import { Errors } from './errors.js';
import { withLegacyAttributesKept } from './legacy-attributes.js';
import type { Reference, VernacularNameRecord } from './records.js';

/** Keeps only references that count: a chosen type and non-empty text (spec 1 §3). Rejects unknown types. */
export const validReferences = (references: readonly Reference[] | undefined): Reference[] =>
  (references ?? [])
    .filter((r) => r && typeof r.reference === 'string' && r.reference.trim() !== '')
    .map((r) => {
      if (!isReferenceType(r.referenceTypeId)) throw Errors.referenceInvalid();
      return { referenceTypeId: r.referenceTypeId, reference: cleanText(r.reference, 'Referansen', 'references').trim() };
    });

export const validNomenclaturalStatuses = (values: readonly unknown[] | undefined): NomenclaturalStatus[] =>
  [...new Set(values ?? [])].map((v) => {
    if (!isNomenclaturalStatus(v)) throw Errors.nomenclaturalStatusInvalid(String(v));
    return v;
  });

export const validAttributes = (values: readonly unknown[] | undefined): NameAttribute[] =>
  [...new Set(values ?? [])].map((v) => {
    if (!isNameAttribute(v)) throw Errors.attributeInvalid(String(v));
    return v;
  });

export const requireAuthorFor = (rank: Rank, author: string): void => {
  if (isSpeciesOrBelow(rank) && author.trim() === '') throw Errors.authorRequired();
};

export const normalizedText = (value: unknown): string => (typeof value === 'string' ? value.trim().replace(/\s+/g, ' ') : '');

/** A single-line text field: hygiene first (a tab or line break is refused, not folded), then whitespace collapsed. */
export const checkedText = (value: unknown, label: string, field: string): string =>
  typeof value === 'string' ? normalizedText(cleanText(value, label, field)) : '';

/** A multi-line text field (comments): line breaks kept, other flaws refused. */
export const checkedComment = (value: unknown, label = 'Kommentaren', field = 'comment'): string =>
  typeof value === 'string' ? cleanText(value, label, field, { multiline: true }).trim() : '';

/** An author citation: hygiene, then only the characters of authorship. */
export const checkedAuthor = (value: unknown): string => (typeof value === 'string' ? normalizedText(cleanAuthor(value)) : '');

/**
 * A scientific name (or its typed part): hygiene, then only the characters the codes of nomenclature allow, with a
 * hybrid sign against its epithet however it was typed (`attachHybridSigns`).
 */
export const checkedScientificName = (value: unknown): string =>
  typeof value === 'string' ? attachHybridSigns(normalizedText(cleanScientificName(value))) : '';

export const nameFields = (input: NameFieldsInput) => ({
  author: checkedAuthor(input.author),
  references: validReferences(input.references),
  comment: checkedComment(input.comment),
  nomenclaturalStatuses: validNomenclaturalStatuses(input.nomenclaturalStatus),
  attributes: withLegacyAttributesKept(validAttributes(input.attributes)),
  speciesComplex: checkedText(input.speciesComplex, 'Artskomplekset', 'speciesComplex'),
});

const vernacularKey = (name: string) => name.trim().toLocaleLowerCase('nb');

/**
 * Validates a taxon's full list of vernacular names (spec 1 §5): known language, non-empty, unique per language,
 * and exactly one recommended name in each language that has names. A single name in a language is made the
 * recommended one when none is chosen.
 */
export const validateVernacularNames = <T extends Pick<VernacularNameRecord, 'vernacularName' | 'languageIsoCode' | 'status'>>(
  names: readonly T[],
): T[] => {
  const result = names.map((n) => ({ ...n, vernacularName: normalizedText(n.vernacularName) }));
  for (const language of LANGUAGES) {
    const inLanguage = result.filter((n) => n.languageIsoCode === language);
    if (inLanguage.length === 0) continue;
    const seen = new Set<string>();
    for (const n of inLanguage) {
      const key = vernacularKey(n.vernacularName);
      if (seen.has(key)) throw Errors.vernacularDuplicate(n.vernacularName);
      seen.add(key);
    }
    const recommended = inLanguage.filter((n) => n.status === 'Recommended');
    if (recommended.length > 1) throw Errors.vernacularMoreThanOneRecommended(language);
    if (recommended.length === 0) {
      if (inLanguage.length !== 1) throw Errors.vernacularRecommendedRequired(language);
      const index = result.indexOf(inLanguage[0]!);
      result[index] = { ...result[index]!, status: 'Recommended' };
    }
  }
  return result;
};

/** Checks the shape of vernacular name inputs and turns them into records without ids. */
export const vernacularInputs = (inputs: readonly VernacularNameInput[] | undefined) =>
  (inputs ?? []).map((input) => {
    if (!isLanguageCode(input.languageIsoCode)) throw Errors.vernacularLanguageInvalid(String(input.languageIsoCode));
    const vernacularName = checkedText(input.vernacularName, 'Populærnavnet', 'vernacularNames');
    if (!vernacularName) throw Errors.vernacularNameRequired();
    return {
      vernacularName,
      languageIsoCode: input.languageIsoCode,
      status: parseVernacularNameStatus(input.vernacularNameStatus) ?? 'NotRecommended',
      reference: checkedText(input.reference, 'Referansen til populærnavnet', 'vernacularNames'),
      comment: checkedComment(input.comment, 'Kommentaren til populærnavnet', 'vernacularNames'),
    };
  });
