import { describe, expect, it } from '@jest/globals';
import type { Reference } from './records.js';
import { DomainError } from './errors.js';
import {
  checkedAuthor,
  checkedComment,
  checkedScientificName,
  checkedText,
  nameFields,
  normalizedText,
  requireAuthorFor,
  validAttributes,
  validNomenclaturalStatuses,
  validReferences,
  validateVernacularNames,
  vernacularInputs,
} from './validation.js';

/** The error a call throws: its code, text and field. */
const refusal = (call: () => unknown) => {
  try {
    call();
  } catch (e) {
    const error = e as DomainError;
    return { errorCode: error.errorCode, detail: error.detail, field: error.field };
  }
  throw new Error('expected the call to be refused');
};
const TAB = '\t';
const flawText = (label: string) =>
  `${label} inneholder et linjeskift eller en tabulator (U+0009), som ikke er tillatt. Skriv teksten på nytt uten det.`;

describe('References (spec 1 §3)', () => {
  it('keeps only those with text, trimmed, and none when none are sent', () => {
    const sent = [
      { referenceTypeId: 'Citation', reference: '  Artsdatabanken 2024 ' },
      { referenceTypeId: 'Url', reference: '   ' },
      { referenceTypeId: 'Doi', reference: 42 },
      null,
    ] as unknown as Reference[];
    expect(validReferences(sent)).toEqual([{ referenceTypeId: 'Citation', reference: 'Artsdatabanken 2024' }]);
    expect(validReferences(undefined)).toEqual([]);
  });

  it('refuses an unknown type, and a tab in the text naming the field', () => {
    expect(refusal(() => validReferences([{ referenceTypeId: 'Book', reference: 'x' } as unknown as Reference]))).toMatchObject({
      errorCode: 'REFERENCE_INVALID',
    });
    expect(refusal(() => validReferences([{ referenceTypeId: 'Citation', reference: `a${TAB}b` }]))).toEqual({
      errorCode: 'TEXT_INVALID_CHARACTER',
      detail: flawText('Referansen'),
      field: 'references',
    });
  });
});

describe('Nomenclatural statuses and attributes', () => {
  it('are kept once each, and none when none are sent', () => {
    expect(validNomenclaturalStatuses(['Dubious', 'Misapplied', 'Dubious'])).toEqual(['Dubious', 'Misapplied']);
    expect(validNomenclaturalStatuses(undefined)).toEqual([]);
    expect(validAttributes(['Hybrid', 'NomenDubium', 'Hybrid'])).toEqual(['Hybrid', 'NomenDubium']);
    expect(validAttributes(undefined)).toEqual([]);
  });

  it('refuse an unknown value, naming it', () => {
    expect(refusal(() => validNomenclaturalStatuses(['Dubious', 'Famous']))).toMatchObject({
      errorCode: 'NOMENCLATURAL_STATUS_INVALID',
      detail: 'Ugyldig nomenklatorisk status: Famous.',
    });
    expect(refusal(() => validAttributes([7]))).toMatchObject({ errorCode: 'ATTRIBUTE_INVALID', detail: 'Ugyldig attributt: 7.' });
  });
});

describe('The author', () => {
  it('is required at species rank and below, blank counting as missing', () => {
    expect(refusal(() => requireAuthorFor('Species', '  '))).toMatchObject({ errorCode: 'AUTHOR_REQUIRED', field: 'author' });
    expect(refusal(() => requireAuthorFor('Subspecies', ''))).toMatchObject({ errorCode: 'AUTHOR_REQUIRED' });
    expect(() => requireAuthorFor('Species', 'L.')).not.toThrow();
    expect(() => requireAuthorFor('Genus', '')).not.toThrow();
  });
});

describe('Text fields', () => {
  it('are trimmed with inner whitespace collapsed; anything but a text is empty', () => {
    expect(normalizedText('  Ursus   arctos  ')).toBe('Ursus arctos');
    expect(normalizedText(42)).toBe('');
    expect(checkedText('  Ursus   arctos ', 'Artskomplekset', 'speciesComplex')).toBe('Ursus arctos');
    expect(checkedText(undefined, 'Artskomplekset', 'speciesComplex')).toBe('');
    expect(checkedAuthor('  Linnaeus,   1758 ')).toBe('Linnaeus, 1758');
    expect(checkedAuthor(null)).toBe('');
    expect(checkedScientificName('  Ursus   arctos ')).toBe('Ursus arctos');
    expect(checkedScientificName(7)).toBe('');
  });

  it('refuse a tab in a single-line field, naming it', () => {
    expect(refusal(() => checkedText(`a${TAB}b`, 'Artskomplekset', 'speciesComplex'))).toEqual({
      errorCode: 'TEXT_INVALID_CHARACTER',
      detail: flawText('Artskomplekset'),
      field: 'speciesComplex',
    });
  });

  it('keep the line breaks of a comment, trimmed, and refuse a control character in it', () => {
    expect(checkedComment('  første linje\nandre linje  ')).toBe('første linje\nandre linje');
    expect(checkedComment(undefined)).toBe('');
    expect(refusal(() => checkedComment('a\u0007b'))).toEqual({
      errorCode: 'TEXT_INVALID_CHARACTER',
      detail: 'Kommentaren inneholder et kontrolltegn (U+0007), som ikke er tillatt. Skriv teksten på nytt uten det.',
      field: 'comment',
    });
  });
});

describe('The name fields of a request', () => {
  it('are checked and cleaned, field by field', () => {
    expect(
      nameFields({
        scientificName: 'arctos',
        author: ' Linnaeus,  1758',
        references: [{ referenceTypeId: 'Citation', reference: ' Artsdatabanken ' }],
        comment: ' En merknad\nover to linjer ',
        nomenclaturalStatus: ['Dubious'],
        attributes: ['NomenDubium'],
        speciesComplex: ' Ursus  arctos-gruppen ',
      }),
    ).toEqual({
      author: 'Linnaeus, 1758',
      references: [{ referenceTypeId: 'Citation', reference: 'Artsdatabanken' }],
      comment: 'En merknad\nover to linjer',
      nomenclaturalStatuses: ['Dubious'],
      attributes: ['NomenDubium'],
      speciesComplex: 'Ursus arctos-gruppen',
    });
  });

  it('refuse a tab in the species complex, naming the field', () => {
    expect(refusal(() => nameFields({ scientificName: 'arctos', speciesComplex: `a${TAB}b` }))).toEqual({
      errorCode: 'TEXT_INVALID_CHARACTER',
      detail: flawText('Artskomplekset'),
      field: 'speciesComplex',
    });
  });
});

describe('A taxon’s vernacular names (spec 1 §5)', () => {
  const v = (vernacularName: string, languageIsoCode: 'nb' | 'nn' | 'se', status: 'Recommended' | 'NotRecommended' = 'NotRecommended') => ({
    vernacularName,
    languageIsoCode,
    status,
  });

  it('collapses whitespace and makes a language’s only name the recommended one', () => {
    expect(validateVernacularNames([v('  brun   bjørn ', 'nb'), v('bjørn', 'nn', 'Recommended'), v('guovža', 'se')])).toEqual([
      v('brun bjørn', 'nb', 'Recommended'),
      v('bjørn', 'nn', 'Recommended'),
      v('guovža', 'se', 'Recommended'),
    ]);
    expect(validateVernacularNames([])).toEqual([]);
  });

  it('keeps the choice when one of several names is recommended, and allows the same name in two languages', () => {
    const names = [v('bjørn', 'nb'), v('brunbjørn', 'nb', 'Recommended'), v('bjørn', 'nn', 'Recommended')];
    expect(validateVernacularNames(names)).toEqual(names);
  });

  it('refuses the same name twice in a language, whatever the case and spacing', () => {
    expect(refusal(() => validateVernacularNames([v('Bjørn', 'nb', 'Recommended'), v(' bjørn ', 'nb')]))).toMatchObject({
      errorCode: 'VERNACULAR_NAME_DUPLICATE',
      detail: 'Duplikat navn: bjørn. Alle navn må være unike.',
    });
  });

  it('refuses two recommended names in a language, and several names with none recommended', () => {
    expect(refusal(() => validateVernacularNames([v('bjørn', 'nn', 'Recommended'), v('brunbjørn', 'nn', 'Recommended')]))).toMatchObject({
      errorCode: 'VERNACULAR_MORE_THAN_ONE_RECOMMENDED',
      detail: 'Bare ett navn kan være anbefalt per språk. (nn)',
    });
    expect(refusal(() => validateVernacularNames([v('bjørn', 'nb', 'Recommended'), v('guovža', 'se'), v('muoddá', 'se')]))).toMatchObject({
      errorCode: 'VERNACULAR_RECOMMENDED_REQUIRED',
      detail: 'Du må velge et anbefalt navn. (se)',
    });
  });
});

describe('Vernacular names as sent', () => {
  it('become records: status read (Preferred as Recommended, missing as not recommended), texts cleaned', () => {
    expect(
      vernacularInputs([
        {
          vernacularName: ' brun  bjørn ',
          languageIsoCode: 'nb',
          vernacularNameStatus: 'Preferred' as never,
          reference: ' Artsdatabanken ',
          comment: ' Vanlig\nnavn ',
        },
        { vernacularName: 'bjørn', languageIsoCode: 'nn' } as never,
      ]),
    ).toEqual([
      { vernacularName: 'brun bjørn', languageIsoCode: 'nb', status: 'Recommended', reference: 'Artsdatabanken', comment: 'Vanlig\nnavn' },
      { vernacularName: 'bjørn', languageIsoCode: 'nn', status: 'NotRecommended', reference: '', comment: '' },
    ]);
    expect(vernacularInputs(undefined)).toEqual([]);
  });

  it('refuse an unknown language and an empty name', () => {
    expect(
      refusal(() => vernacularInputs([{ vernacularName: 'bear', languageIsoCode: 'en', vernacularNameStatus: 'Recommended' } as never])),
    ).toMatchObject({
      errorCode: 'VERNACULAR_LANGUAGE_INVALID',
      detail: 'Ukjent språk for populærnavn: en. Tillatt: nb, nn, se.',
    });
    expect(refusal(() => vernacularInputs([{ vernacularName: '   ', languageIsoCode: 'nb', vernacularNameStatus: 'Recommended' }]))).toMatchObject({
      errorCode: 'VERNACULAR_NAME_REQUIRED',
    });
  });

  it('refuse a tab in the name or the reference, and a control character in the comment, naming each', () => {
    const input = { vernacularName: 'bjørn', languageIsoCode: 'nb', vernacularNameStatus: 'Recommended' } as const;
    expect(refusal(() => vernacularInputs([{ ...input, vernacularName: `brun${TAB}bjørn` }]))).toEqual({
      errorCode: 'TEXT_INVALID_CHARACTER',
      detail: flawText('Populærnavnet'),
      field: 'vernacularNames',
    });
    expect(refusal(() => vernacularInputs([{ ...input, reference: `a${TAB}b` }]))).toEqual({
      errorCode: 'TEXT_INVALID_CHARACTER',
      detail: flawText('Referansen til populærnavnet'),
      field: 'vernacularNames',
    });
    expect(refusal(() => vernacularInputs([{ ...input, comment: 'a\u0007b' }]))).toEqual({
      errorCode: 'TEXT_INVALID_CHARACTER',
      detail: 'Kommentaren til populærnavnet inneholder et kontrolltegn (U+0007), som ikke er tillatt. Skriv teksten på nytt uten det.',
      field: 'vernacularNames',
    });
  });
});
