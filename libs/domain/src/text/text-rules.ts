import { DomainError } from '../register/errors.js';

/**
 * Text hygiene, the same for every field of every path in (screens, API, spreadsheet and archive imports): a text is
 * NFC-normalised, and refused when it holds a character a reader cannot see or that changes how the text around it
 * shows. Scientific names and authors have their own alphabets on top (`scientificNameFlaw`, `authorFlaw`).
 */

export type TextFlawKind = 'lineBreak' | 'control' | 'bidi' | 'invisible' | 'emoji' | 'invalid';

export interface TextFlaw {
  readonly kind: TextFlawKind;
  /** The offending character, and its code point as U+XXXX. */
  readonly character: string;
  readonly codePoint: string;
}

/** Line breaks and tabs (the vertical tab written \x0B, which mutation tools can rewrite to an invalid \V). */
const LINE_BREAK = /[\n\r\t\x0B\f\u0085\u2028\u2029]/u;
const CONTROL = /\p{Cc}/u;
/** Marks and embeddings that reorder text: a right-to-left override can make "gpj.exe" read "exe.jpg". */
const BIDI = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;
/** Zero-width and other format characters (\p{Cf}: soft hyphen, joiners, BOM, tags) and fillers that show nothing. */
// eslint-disable-next-line no-misleading-character-class -- combining fillers (U+034F, U+17B4) are listed alone on purpose
const INVISIBLE = /[\p{Cf}\u034F\u115F\u1160\u17B4\u17B5\u180B-\u180F\u3164\uFFA0]/u;
/** Emoji: pictographs shown as emoji by default, skin tones, flags, the emoji variation selector and keycaps. */
const EMOJI = /[\p{Emoji_Presentation}\p{Emoji_Modifier}\p{Regional_Indicator}\u{FE0F}\u{20E3}\u{1F000}-\u{1FAFF}]/u;
/** Lone surrogates (not Unicode), private use and non-characters. */
const INVALID = /[\p{Cs}\p{Co}\uFDD0-\uFDEF\uFFFE\uFFFF]/u;

const RULES: ReadonlyArray<[TextFlawKind, RegExp]> = [
  ['bidi', BIDI],
  ['invalid', INVALID],
  ['emoji', EMOJI],
  ['lineBreak', LINE_BREAK],
  ['control', CONTROL],
  ['invisible', INVISIBLE],
];

const codePointOf = (character: string) => `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

/**
 * The first character of `text` no field may hold, or undefined. A multi-line field (comments, remarks) may hold
 * line breaks and tabs, nothing else of the kind.
 */
export const textFlaw = (text: string, options: { multiline?: boolean } = {}): TextFlaw | undefined => {
  for (const [kind, pattern] of RULES) {
    const allowed = options.multiline && (kind === 'lineBreak' || kind === 'control');
    const scan = allowed ? (kind === 'control' ? text.replace(/[\n\r\t]/g, '') : '') : text;
    const match = pattern.exec(scan);
    if (match) return { kind, character: match[0], codePoint: codePointOf(match[0]) };
  }
  return undefined;
};

const DESCRIPTIONS: Record<TextFlawKind, string> = {
  lineBreak: 'et linjeskift eller en tabulator',
  control: 'et kontrolltegn',
  bidi: 'et tegn som endrer skriveretningen',
  invisible: 'et usynlig tegn',
  emoji: 'en emoji',
  invalid: 'et ugyldig tegn',
};

/** The Norwegian sentence for a flaw in a field, e.g. "Populærnavnet inneholder et linjeskift eller en tabulator (U+0009), …". */
export const textFlawMessage = (label: string, flaw: TextFlaw): string =>
  `${label} inneholder ${DESCRIPTIONS[flaw.kind]} (${flaw.codePoint}), som ikke er tillatt. Skriv teksten på nytt uten det.`;

export const textInvalid = (label: string, flaw: TextFlaw, field?: string) =>
  new DomainError('TEXT_INVALID_CHARACTER', 'invalid', textFlawMessage(label, flaw), field);

/** NFC form of a text, refused (400 TEXT_INVALID_CHARACTER naming the field) when it has a flaw. */
export const cleanText = (text: string, label: string, field?: string, options: { multiline?: boolean } = {}): string => {
  const normalized = text.normalize('NFC');
  const flaw = textFlaw(normalized, options);
  if (flaw) throw textInvalid(label, flaw, field);
  return normalized;
};

/**
 * The letters of scientific names under the codes of nomenclature: Latin letters (and the diaeresis the botanical
 * code allows, as in Cephaëlis and Aloë), the hybrid sign ×, hyphen (novae-angliae), and the full stops and
 * parentheses of rank markers and subgenera ("subsp.", "Bombus (Psithyrus)").
 */
const NAME_CHARACTER = /[A-Za-zÄËÏÖÜäëïöüÿ×\-. ()]/u;
const NAME_START = /^[A-Za-zÄËÏÖÜ×(]/u;

/** Why a (normalised, flawless) scientific name is not written in the codes' alphabet, or undefined. */
export const scientificNameFlaw = (name: string): string | undefined => {
  if (name === '') return undefined;
  for (const character of name) {
    if (!NAME_CHARACTER.test(character))
      return `Vitenskapelig navn kan bare inneholde latinske bokstaver, hybridtegnet ×, bindestrek, punktum, parenteser og mellomrom (fant «${character}»).`;
  }
  if (!NAME_START.test(name)) return 'Vitenskapelig navn må begynne med en bokstav eller hybridtegnet ×.';
  return undefined;
};

/**
 * The characters of author citations: letters of any alphabet with their accents (Linné, Müll.Arg., Ångström), digits
 * for years, and the punctuation of authorship ("(L.) Scop.", "Kappeler & Roos, 2005", "L. [nom. illeg.]", "O'Brien",
 * and the zoological code's printed year in quotes: 'Boulenger, 1888 "1887"').
 */
const AUTHOR_CHARACTER = /[\p{L}\p{M}\p{N} .,()[\]&'’‘"\-:;]/u;
const AUTHOR_START = /^[\p{L}([]/u;

/** Why a (normalised, flawless) author citation has a character authorship never uses, or undefined. */
export const authorFlaw = (author: string): string | undefined => {
  if (author === '') return undefined;
  for (const character of author) {
    if (!AUTHOR_CHARACTER.test(character))
      return `Autor kan bare inneholde bokstaver, tall, mellomrom og tegnsettingen i autornavn (. , ( ) [ ] & ' " - :) (fant «${character}»).`;
  }
  if (!AUTHOR_START.test(author)) return 'Autor må begynne med en bokstav eller en parentes.';
  return undefined;
};

/** A scientific name as typed: NFC, no flaw, only the codes' characters (400 SCIENTIFIC_NAME_CHARACTERS otherwise). */
export const cleanScientificName = (text: string): string => {
  const name = cleanText(text, 'Vitenskapelig navn', 'scientificName');
  const flaw = scientificNameFlaw(name.trim());
  if (flaw) throw new DomainError('SCIENTIFIC_NAME_CHARACTERS', 'invalid', flaw, 'scientificName');
  return name;
};

/** An author citation as typed: NFC, no flaw, only the characters of authorship (400 AUTHOR_CHARACTERS otherwise). */
export const cleanAuthor = (text: string): string => {
  const author = cleanText(text, 'Autor', 'author');
  const flaw = authorFlaw(author.trim());
  if (flaw) throw new DomainError('AUTHOR_CHARACTERS', 'invalid', flaw, 'author');
  return author;
};

/**
 * For texts from other registers (archive imports), which cannot be sent back for correction: the text in NFC with
 * every flawed character taken out (line breaks and tabs become spaces). The importer reports each change per row.
 */
export const withoutFlaws = (text: string): string => {
  let result = text.normalize('NFC').replace(new RegExp(LINE_BREAK.source, 'gu'), ' ');
  for (;;) {
    const flaw = textFlaw(result);
    if (!flaw) return result;
    result = result.split(flaw.character).join('');
  }
};
