import { describe, expect, it } from '@jest/globals';
import { authorFlaw, cleanAuthor, cleanScientificName, cleanText, scientificNameFlaw, textFlaw, withoutFlaws } from './text-rules.js';

describe('text hygiene', () => {
  it('given a text in NFD, when it is cleaned, then it is stored in NFC', () => {
    expect(cleanText('Linne\u0301', 'Autor')).toBe('Linné');
  });

  it.each([
    ['a right-to-left override', 'Ursus\u202Earctos', 'bidi', 'U+202E'],
    ['a left-to-right isolate', '\u2066arctos', 'bidi', 'U+2066'],
    ['a zero-width space', 'arc\u200Btos', 'invisible', 'U+200B'],
    ['a zero-width joiner', 'arc\u200Dtos', 'invisible', 'U+200D'],
    ['a byte order mark', '\uFEFFarctos', 'invisible', 'U+FEFF'],
    ['a soft hyphen', 'arc\u00ADtos', 'invisible', 'U+00AD'],
    ['an emoji', 'bjørn 🐻', 'emoji', 'U+1F43B'],
    ['an emoji with its variation selector', 'sol ☀\uFE0F', 'emoji', 'U+FE0F'],
    ['a flag', '🇳🇴', 'emoji', 'U+1F1F3'],
    ['a tab', 'brun\tbjørn', 'lineBreak', 'U+0009'],
    ['a newline', 'brun\nbjørn', 'lineBreak', 'U+000A'],
    ['a line separator', 'brun\u2028bjørn', 'lineBreak', 'U+2028'],
    ['an escape', 'a\u001Bb', 'control', 'U+001B'],
    ['a DEL', 'a\u007Fb', 'control', 'U+007F'],
    ['a lone surrogate', 'a\uD800b', 'invalid', 'U+D800'],
    ['a private use character', 'a\uE000b', 'invalid', 'U+E000'],
  ])('given %s, when a single-line field is checked, then it is refused', (_what, text, kind, codePoint) => {
    const flaw = textFlaw(text);
    expect(flaw && { kind: flaw.kind, codePoint: flaw.codePoint }).toEqual({ kind, codePoint });
  });

  it('given line breaks and tabs, when a multi-line field is checked, then they are kept and only other flaws refused', () => {
    expect(textFlaw('Første linje\r\nandre\tlinje', { multiline: true })).toBeUndefined();
    expect(textFlaw('linje\n\u202Eevil', { multiline: true })?.kind).toBe('bidi');
    expect(textFlaw('a\u0007b', { multiline: true })?.kind).toBe('control');
  });

  it('given a line separator or a vertical tab, when a multi-line field is checked, then the separator is kept and the vertical tab refused as a control character', () => {
    expect(textFlaw('første\u2028andre\u2029tredje', { multiline: true })).toBeUndefined();
    expect(textFlaw('a\x0Bb', { multiline: true })).toEqual({ kind: 'control', character: '\x0B', codePoint: 'U+000B' });
  });

  it('given ordinary Norwegian, Sami and accented text, when checked, then nothing is refused', () => {
    for (const text of ['brunbjørn', 'Ǥuolbbáš', 'Čuđet', 'Åsa Øye', '© Artsdatabanken, «sitat» – 2024', 'Müll.Arg.', '™'])
      expect(textFlaw(text)).toBeUndefined();
  });

  it('given a refused text, when cleaned, then the Norwegian message names the field, the kind and the code point', () => {
    expect(() => cleanText('brun\tbjørn', 'Populærnavnet', 'vernacularNames')).toThrow(
      expect.objectContaining({
        errorCode: 'TEXT_INVALID_CHARACTER',
        field: 'vernacularNames',
        message: 'Populærnavnet inneholder et linjeskift eller en tabulator (U+0009), som ikke er tillatt. Skriv teksten på nytt uten det.',
      }),
    );
    expect(() => cleanText('brun\tbjørn', 'Populærnavnet')).toThrow(expect.objectContaining({ kind: 'invalid' }));
  });
});

describe('scientific names follow the codes of nomenclature', () => {
  it.each([
    'Ursus arctos',
    'Salix lapponum subsp. daphneola',
    'Bombus (Psithyrus)',
    '×Triticosecale',
    'Mentha × piperita',
    'Bryhnia novae-angliae',
    'Aloë',
    'Cephaëlis',
    'Hieracium sect. Alpina',
  ])('given %s, then it is allowed', (name) => expect(scientificNameFlaw(name)).toBeUndefined());
  it.each([
    ['=cmd', '='],
    ['Ursus arctos 2', '2'],
    ["Rosa 'Herbstfreude'", "'"],
    ['Ursus/Thalarctos', '/'],
    ['Ursus arctos?', '?'],
    ['Ursus ärctøs', 'ø'],
    ['Ursus, arctos', ','],
  ])('given %s, then it is refused naming %s', (name, character) => expect(scientificNameFlaw(name)).toContain(`«${character}»`));
  it('given a name starting with a hyphen or a full stop, then it is refused', () => {
    expect(scientificNameFlaw('-arctos')).toBe('Vitenskapelig navn må begynne med en bokstav eller hybridtegnet ×.');
    expect(scientificNameFlaw('.arctos')).toBeDefined();
  });
  it('given a typed name with an invisible character or a digit, when it is cleaned, then it is refused naming the scientific name field', () => {
    expect(() => cleanScientificName('arc\u200Btos')).toThrow(
      expect.objectContaining({
        errorCode: 'TEXT_INVALID_CHARACTER',
        field: 'scientificName',
        message: 'Vitenskapelig navn inneholder et usynlig tegn (U+200B), som ikke er tillatt. Skriv teksten på nytt uten det.',
      }),
    );
    expect(() => cleanScientificName('Ursus 2')).toThrow(
      expect.objectContaining({ errorCode: 'SCIENTIFIC_NAME_CHARACTERS', kind: 'invalid', field: 'scientificName' }),
    );
    expect(cleanScientificName('Aloe\u0308')).toBe('Aloë');
  });
});

describe('authors carry accents and the punctuation of authorship', () => {
  it.each([
    'Linné',
    'L.',
    '(L.) Scop.',
    'Müll.Arg.',
    'Kappeler & Roos, 2005',
    "d'Orbigny & Gervais, 1844",
    'L’Hér. ex Aiton',
    '(Ångström) Lindb. ex Kaal.',
    'Frye & L. Clark [nom. illeg.]',
    'Willd:Sims',
    'Čelakovský',
    'Boulenger, 1888 "1887"',
  ])('given %s, then it is allowed', (author) => expect(authorFlaw(author)).toBeUndefined());
  it.each([['=HYPERLINK("x")'], ['+cmd'], ['-1'], ['L. <script>'], ['@sum']])('given %s, then it is refused', (author) =>
    expect(authorFlaw(author)).toBeDefined(),
  );
  it('given an author starting with a digit or a full stop, then it is refused with the rule for the start', () => {
    expect(authorFlaw('1758 Linnaeus')).toBe('Autor må begynne med en bokstav eller en parentes.');
    expect(authorFlaw('.L')).toBe('Autor må begynne med en bokstav eller en parentes.');
  });
  it('given a typed author with a tab or a sign, when it is cleaned, then it is refused naming the author field', () => {
    expect(() => cleanAuthor('Linnaeus,\t1758')).toThrow(
      expect.objectContaining({
        errorCode: 'TEXT_INVALID_CHARACTER',
        field: 'author',
        message: 'Autor inneholder et linjeskift eller en tabulator (U+0009), som ikke er tillatt. Skriv teksten på nytt uten det.',
      }),
    );
    expect(() => cleanAuthor('L. <script>')).toThrow(expect.objectContaining({ errorCode: 'AUTHOR_CHARACTERS', kind: 'invalid', field: 'author' }));
    expect(cleanAuthor('Linne\u0301')).toBe('Linné');
  });
});

describe('texts from other registers', () => {
  it('given an archive text with an override, a zero-width space, an emoji and a tab, when cleaned, then those are taken out and the rest kept in NFC', () => {
    expect(withoutFlaws('Ur\u202Esus\u200B arctos 🐻\tLinne\u0301')).toBe('Ursus arctos  Linné');
    // every line break and tab becomes a space, the vertical tab and the line separators too
    expect(withoutFlaws('a\nb\r\nc\vd\fe\u2028f\u0085g')).toBe('a b  c d e f g');
  });
});
