import { attributeDisplay, BIOTA_ID, isNameAttribute, NON_BIOTA_ID } from '@navnebase/domain';
import type { ScientificNameView, TaxonNameInfo } from '../../api/types';
import { isSpeciesOrBelow, rankLabel } from '../../domain/ranks';
import {
  changeTypeLabel,
  isMainStatus,
  languageLabel,
  nomenclaturalStatusLabel,
  referenceTypeLabel,
  taxonomicStatusLabel,
  vernacularStatusLabel,
} from '../../domain/statuses';

export const INVALID_ID_TEXT = 'Vitenskapelig navne-id er ugyldig.';

/** A scientific name id from the route: an integer, or undefined (then the page says "Vitenskapelig navne-id er ugyldig."). */
export const parseNameId = (raw: string | undefined): number | undefined => {
  if (raw === undefined || !/^-?\d{1,16}$/.test(raw.trim())) return undefined;
  const id = Number(raw.trim());
  return Number.isSafeInteger(id) ? id : undefined;
};

/** The name the page is about, and the taxon's main name. */
export const pageNames = (info: TaxonNameInfo): { name: ScientificNameView; main: ScientificNameView } => {
  const name = info.scientificNames.find((n) => n.scientificNameId === info.scientificNameId) ?? info.scientificNames[0]!;
  const main =
    info.scientificNames.find((n) => n.scientificNameId === info.mainScientificNameId) ??
    info.scientificNames.find((n) => isMainStatus(n.taxonomicStatus)) ??
    name;
  return { name, main };
};

/** "Exists in Norway" is shown only for the main name at species rank or below, when the API gives it. */
export const showsExistsInNorway = (info: TaxonNameInfo): boolean => {
  const { name, main } = pageNames(info);
  return info.existsInNorway !== undefined && name.scientificNameId === main.scientificNameId && isSpeciesOrBelow(main.taxonRank);
};

const FIELD_LABELS: Readonly<Record<string, string>> = {
  taxonId: 'takson-id',
  scientificNameId: 'navne-id',
  vernacularName: 'populærnavn',
  languageIsoCode: 'språk',
  vernacularNameStatus: 'status',
  author: 'autor',
  rank: 'rang',
  comment: 'kommentar',
  source: 'kilde',
  reference: 'referanse',
  references: 'referanser',
  existsInNorway: 'finnes i Norge',
  nomenclaturalStatuses: 'nomenklatorisk status',
  attributes: 'attributter',
  speciesComplex: 'artskompleks',
};

/** Languages as a history entry names them: "bokmål", "nynorsk", "nordsamisk". */
const LANGUAGE_WORDS: Readonly<Record<string, string>> = { nb: 'bokmål', nn: 'nynorsk', se: 'nordsamisk' };
const languageWord = (code: string): string => LANGUAGE_WORDS[code] ?? languageLabel(code);

const listOf = (value: unknown, show: (item: string) => string): string =>
  (Array.isArray(value) ? value : [value]).map((v) => show(String(v))).join(', ');

/** A value of a history item in words: labels for codes, "Ja"/"Nei", references as "[type: text]". */
const valueText = (key: string, value: unknown): string => {
  switch (key) {
    case 'languageIsoCode':
      return languageWord(String(value));
    case 'vernacularNameStatus':
      return vernacularStatusLabel(String(value));
    case 'taxonomicStatus':
      return taxonomicStatusLabel(String(value));
    case 'rank':
      return rankLabel(String(value));
    case 'nomenclaturalStatuses':
      return listOf(value, nomenclaturalStatusLabel);
    case 'attributes':
      return listOf(value, (a) => (isNameAttribute(a) ? attributeDisplay(a) : a));
    case 'references':
      return (Array.isArray(value) ? value : [])
        .map((r: { referenceTypeId?: string; reference?: string }) => `[${referenceTypeLabel(r.referenceTypeId ?? '')}: ${r.reference ?? ''}]`)
        .join(' ');
  }
  if (typeof value === 'boolean') return value ? 'Ja' : 'Nei';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
};

const isEmpty = (value: unknown) => value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/** A part of a history item's text: plain words, or a scientific name with the API's presentation HTML when it sent one. */
export type HistoryTextPart = { readonly text: string; readonly html?: string };

/**
 * One item of a history entry in parts: "Ursus arctos Linnaeus, 1758", " (Gjeldende), under ", "Ursus"; or for a
 * vernacular name "brunbjørn (bokmål, Anbefalt)". The names carry the server's `scientificNameHtml` and
 * `parentScientificNameHtml` (italics at genus and below) when the item has them. Codes are shown with their
 * Norwegian labels, never raw.
 */
export const historyItemParts = (item: Readonly<Record<string, unknown>>): HistoryTextPart[] => {
  const parts: HistoryTextPart[] = [];
  const add = (text: string, html?: unknown) => {
    if (text) parts.push(typeof html === 'string' && html ? { text, html } : { text });
  };
  const shown = [
    'taxonId',
    'scientificNameId',
    'scientificName',
    'scientificNameHtml',
    'taxonomicStatus',
    'parentScientificName',
    'parentScientificNameHtml',
  ];
  if (typeof item.vernacularName === 'string') {
    const details = [item.languageIsoCode, item.vernacularNameStatus].some((v) => !isEmpty(v))
      ? ` (${[
          isEmpty(item.languageIsoCode) ? '' : valueText('languageIsoCode', item.languageIsoCode),
          isEmpty(item.vernacularNameStatus) ? '' : valueText('vernacularNameStatus', item.vernacularNameStatus),
        ]
          .filter(Boolean)
          .join(', ')})`
      : '';
    add(`${item.vernacularName}${details}`);
    shown.push('vernacularName', 'languageIsoCode', 'vernacularNameStatus');
  } else {
    if (typeof item.scientificName === 'string') add(item.scientificName, item.scientificNameHtml);
    if (typeof item.taxonomicStatus === 'string') add(`${parts.length ? ' ' : ''}(${taxonomicStatusLabel(item.taxonomicStatus)})`);
    if (typeof item.parentScientificName === 'string') {
      add(`${parts.length ? ', ' : ''}under `);
      add(item.parentScientificName, item.parentScientificNameHtml);
    }
  }
  const rest = Object.entries(item)
    .filter(([key, value]) => !shown.includes(key) && !isEmpty(value))
    .map(([key, value]) => `${FIELD_LABELS[key] ?? key}: ${valueText(key, value)}`);
  rest.forEach((text, index) => add(`${parts.length || index ? '; ' : ''}${text}`));
  return parts;
};

/** One item of a history entry in words: "Ursus arctos Linnaeus, 1758 (Gjeldende), under Ursus". */
export const describeHistoryItem = (item: Readonly<Record<string, unknown>>): string =>
  historyItemParts(item)
    .map((part) => part.text)
    .join('');

export const historyEntryTitle = (changeType: string): string => changeTypeLabel(changeType);

/**
 * What a built-in node of the tree is, for its name page: Biota (-1) and Nonbiota (-2) are the fixed nodes at the top
 * of the tree of life, not taxa (no author, no operations). Undefined for every real taxon.
 */
export const builtInNodeText = (info: Pick<TaxonNameInfo, 'taxonId'>): string | undefined => {
  const rule = 'Den er ikke et takson og har ingen autor, og den kan ikke redigeres, slås sammen, splittes, flyttes eller slettes.';
  if (info.taxonId === BIOTA_ID) return `Biota er en fast toppnode i livets tre: alt levende er ordnet under den, fra rikene og nedover. ${rule}`;
  if (info.taxonId === NON_BIOTA_ID)
    return `Nonbiota er en fast toppnode i livets tre, ved siden av Biota, for navn som ikke hører til det levende. ${rule}`;
  return info.taxonId < 0 ? `Dette er en fast node i livets tre. ${rule}` : undefined;
};

/** The editor links of spec 1 §2 ("Links for logged-in users"); delete is for admins only. */
export const editorLinks = (info: TaxonNameInfo, isAdmin: boolean): { label: string; to: string }[] => {
  const id = info.scientificNameId;
  const main = info.mainScientificNameId;
  return [
    { label: 'Rediger vitenskapelig navn', to: `/edit-scientific-name?id=${id}` },
    { label: 'Legg til underliggende takson', to: `/addtaxon?parentId=${main}` },
    { label: 'Legg til synonym', to: `/addtaxon?synonymToId=${main}` },
    { label: 'Legg til navn som ikke lenger er i bruk', to: `/addtaxon?isNotInUseToId=${main}` },
    { label: 'Rediger populærnavn', to: `/edit-vernacular-names?id=${main}` },
    { label: 'Omprioriter navn', to: `/rearrange?id=${main}` },
    { label: 'Flytt', to: `/transfer?id=${main}` },
    { label: 'Slå sammen', to: `/merge?id=${main}` },
    { label: 'Splitt', to: `/split?id=${main}` },
    { label: 'Eksporter', to: `/export?id=${main}` },
    ...(isAdmin ? [{ label: 'Slett navn', to: `/delete-scientific-name?id=${id}` }] : []),
  ];
};
