import { describe, expect, it } from '@jest/globals';
import {
  attachHybridSigns,
  composeScientificName,
  genusPart,
  nameWithAuthor,
  scientificNameWithAuthor,
  typedOwnPart,
  ownPart,
  preName,
  presentationName,
  presentationNameHtml,
  sameScientificName,
} from './name-format.js';

describe('name formatting', () => {
  it('italicises genus and below, not higher ranks', () => {
    expect(presentationNameHtml({ scientificName: 'Ursus arctos', rank: 'Species' })).toBe('<i>Ursus arctos</i>');
    expect(presentationNameHtml({ scientificName: 'Ursidae', rank: 'Family' })).toBe('Ursidae');
    expect(presentationNameHtml({ scientificName: 'Ursus', rank: 'Genus' })).toBe('<i>Ursus</i>');
  });

  it('keeps rank markers and the hybrid sign upright', () => {
    expect(presentationNameHtml({ scientificName: 'Salix lapponum subsp. daphneola', rank: 'Subspecies' })).toBe(
      '<i>Salix lapponum</i> subsp. <i>daphneola</i>',
    );
    expect(presentationNameHtml({ scientificName: 'Carex ×halophila', rank: 'Species' })).toBe('<i>Carex</i> ×<i>halophila</i>');
    expect(presentationNameHtml({ scientificName: 'Bombus (Psithyrus)', rank: 'Subgenus' })).toBe('<i>Bombus</i> (<i>Psithyrus</i>)');
  });

  it('adds aggregate and sensu marks from attributes', () => {
    expect(presentationName({ scientificName: 'Pohlia nutans', rank: 'Species', attributes: ['Agg'] })).toBe('Pohlia nutans agg.');
    expect(presentationNameHtml({ scientificName: 'Pohlia nutans', rank: 'Species', attributes: ['SensuLato'] })).toBe('<i>Pohlia nutans</i> s.lat.');
  });

  it('escapes HTML in names', () => {
    expect(presentationNameHtml({ scientificName: 'A<b>', rank: 'Family' })).toBe('A&lt;b&gt;');
  });

  it('shows the parent pre-name plainly for genus and species parents, the subgenus in parentheses', () => {
    expect(preName({ scientificName: 'Ursus', rank: 'Genus' }, 'Species', true)).toBe('Ursus');
    expect(preName({ scientificName: 'Bombus (Psithyrus)', rank: 'Subgenus' }, 'Species', true)).toBe('Bombus (Psithyrus)');
    expect(preName({ scientificName: 'Salix lapponum', rank: 'Species' }, 'Subspecies', false)).toBe('Salix lapponum subsp.');
    expect(preName({ scientificName: 'Ursus arctos', rank: 'Species' }, 'Subspecies', true)).toBe('Ursus arctos');
    expect(preName({ scientificName: 'Ursidae', rank: 'Family' }, 'Genus', true)).toBe('');
  });

  it('composes the full name from the parent and the typed epithet', () => {
    expect(composeScientificName({ scientificName: 'Ursus', rank: 'Genus' }, 'Species', 'arctos', { isAnimal: true })).toBe('Ursus arctos');
    expect(composeScientificName({ scientificName: 'Bombus (Psithyrus)', rank: 'Subgenus' }, 'Species', 'rupestris', { isAnimal: true })).toBe(
      'Bombus rupestris',
    );
    expect(composeScientificName({ scientificName: 'Bombus', rank: 'Genus' }, 'Subgenus', 'Psithyrus', { isAnimal: true })).toBe(
      'Bombus (Psithyrus)',
    );
    expect(composeScientificName({ scientificName: 'Salix lapponum', rank: 'Species' }, 'Subspecies', 'daphneola', { isAnimal: false })).toBe(
      'Salix lapponum subsp. daphneola',
    );
    expect(composeScientificName({ scientificName: 'Ursus arctos', rank: 'Species' }, 'Subspecies', 'arctos', { isAnimal: true })).toBe(
      'Ursus arctos arctos',
    );
    expect(composeScientificName({ scientificName: 'Carex', rank: 'Genus' }, 'Species', 'halophila', { isAnimal: false, isHybrid: true })).toBe(
      'Carex ×halophila',
    );
    expect(composeScientificName({ scientificName: 'Ursidae', rank: 'Family' }, 'Genus', 'Ursus', { isAnimal: true })).toBe('Ursus');
  });

  it('finds the own part of a name and adds the author', () => {
    expect(ownPart('Ursus arctos', 'Species')).toBe('arctos');
    expect(ownPart('Bombus (Psithyrus)', 'Subgenus')).toBe('Psithyrus');
    expect(ownPart('Ursidae', 'Family')).toBe('Ursidae');
    expect(nameWithAuthor({ scientificName: 'Ursus arctos', rank: 'Species', author: 'Linnaeus, 1758' })).toBe('Ursus arctos Linnaeus, 1758');
  });

  it('writes the stored name with its author as history entries and archives do, without a space when it has none', () => {
    expect(scientificNameWithAuthor({ scientificName: 'Ursus arctos', author: 'Linnaeus, 1758' })).toBe('Ursus arctos Linnaeus, 1758');
    expect(scientificNameWithAuthor({ scientificName: 'Ursus arctos', author: '' })).toBe('Ursus arctos');
    expect(scientificNameWithAuthor({ scientificName: 'Carex ×halophila' })).toBe('Carex ×halophila');
  });

  it('takes the new part of a typed name and forgives a typed pre-name', () => {
    expect(typedOwnPart(' arctos ', 'Ursus')).toBe('arctos');
    expect(typedOwnPart('Ursus  arctos', 'Ursus')).toBe('arctos');
    expect(typedOwnPart('Psithyrus', 'Bombus (')).toBe('Psithyrus');
    expect(typedOwnPart('Bombus (Psithyrus)', 'Bombus (')).toBe('Psithyrus');
    expect(typedOwnPart('Ursus', '')).toBe('Ursus');
  });

  it('given spaces and marks already written, when presented, then the spaces are folded and no mark is doubled', () => {
    expect(presentationName({ scientificName: '  Pohlia   nutans agg. ', rank: 'Species', attributes: ['Agg'] })).toBe('Pohlia nutans agg.');
    expect(presentationName({ scientificName: 'Carex nigra', rank: 'Species', attributes: ['Coll', 'SensuStricto'] })).toBe(
      'Carex nigra coll. s.str.',
    );
    expect(presentationName({ scientificName: 'Carex nigra', rank: 'Species' })).toBe('Carex nigra');
  });

  it('given a hybrid formula or a variety, when shown as HTML, then the signs and markers stay upright and HTML is escaped', () => {
    expect(presentationNameHtml({ scientificName: 'Salix alba x fragilis', rank: 'Species' })).toBe('<i>Salix alba</i> x <i>fragilis</i>');
    expect(presentationNameHtml({ scientificName: 'Salix alba × Salix fragilis', rank: 'Species' })).toBe(
      '<i>Salix alba</i> × <i>Salix fragilis</i>',
    );
    expect(presentationNameHtml({ scientificName: 'Salix alba var. vitellina', rank: 'Variety' })).toBe('<i>Salix alba</i> var. <i>vitellina</i>');
    expect(presentationNameHtml({ scientificName: '×Festulolium', rank: 'Genus' })).toBe('×<i>Festulolium</i>');
    expect(presentationNameHtml({ scientificName: 'Ursus "a" & <b>', rank: 'Species' })).toBe('<i>Ursus &quot;a&quot; &amp; &lt;b&gt;</i>');
    expect(presentationNameHtml({ scientificName: 'Ursus ()', rank: 'Species' })).toBe('<i>Ursus ()</i>');
    expect(presentationNameHtml({ scientificName: 'Carex ×', rank: 'Species' })).toBe('<i>Carex</i> ×');
  });

  it('given a parent, when a child of another rank is added, then the pre-name carries the subgenus, section or variety marker', () => {
    expect(preName({ scientificName: 'Bombus', rank: 'Genus' }, 'Subgenus', true)).toBe('Bombus (');
    expect(preName({ scientificName: 'Salix', rank: 'Genus' }, 'Subgenus', false)).toBe('Salix subg.');
    expect(preName({ scientificName: 'Hieracium', rank: 'Genus' }, 'Section', false)).toBe('Hieracium sect.');
    expect(preName({ scientificName: 'Hieracium sect. Alpina', rank: 'Section' }, 'Species', false)).toBe('Hieracium sect. Alpina');
    expect(preName({ scientificName: 'Salix', rank: 'Genus' }, 'Variety', false)).toBe('Salix var.');
    expect(preName({ scientificName: 'Salix alba subsp. alba', rank: 'Subspecies' }, 'Form', false)).toBe('Salix alba subsp. alba f.');
    expect(preName({ scientificName: 'Salix alba', rank: 'Species' }, 'Variety', true)).toBe('Salix alba');
    expect(preName(null, 'Species', false)).toBe('');
    expect(preName({ scientificName: 'Ursus', rank: 'Genus' }, 'Family', true)).toBe('');
  });

  it('given a parent, when a name is composed at section, subgenus or below species, then the genus or the species leads', () => {
    expect(composeScientificName({ scientificName: 'Salix alba', rank: 'Species' }, 'Subgenus', 'Vetrix', { isAnimal: false })).toBe(
      'Salix subg. Vetrix',
    );
    expect(composeScientificName({ scientificName: '×Festulolium', rank: 'Genus' }, 'Section', 'A', { isAnimal: false })).toBe('Festulolium sect. A');
    expect(composeScientificName({ scientificName: 'Salix', rank: 'Genus' }, 'Variety', ' vitellina ', { isAnimal: false })).toBe(
      'Salix var. vitellina',
    );
    expect(composeScientificName({ scientificName: 'Salix alba subsp. alba', rank: 'Subspecies' }, 'Form', 'x', { isAnimal: false })).toBe(
      'Salix alba subsp. alba f. x',
    );
    expect(composeScientificName({ scientificName: 'Carex', rank: 'Genus' }, 'Species', '×halophila', { isAnimal: false, isHybrid: true })).toBe(
      'Carex ×halophila',
    );
    // typed with a space after the sign, the hybrid is still written with the sign against its epithet
    expect(composeScientificName({ scientificName: 'Carex', rank: 'Genus' }, 'Species', '× halophila', { isAnimal: false, isHybrid: true })).toBe(
      'Carex ×halophila',
    );
    expect(composeScientificName({ scientificName: 'Carex', rank: 'Genus' }, 'Species', ' ×  halophila', { isAnimal: false })).toBe(
      'Carex ×halophila',
    );
    // only a leading sign: the × of a hybrid formula keeps its spaces
    expect(composeScientificName(null, 'Species', 'Salix alba × Salix fragilis', { isAnimal: false })).toBe('Salix alba × Salix fragilis');
    expect(composeScientificName(null, 'Species', ' Ursus   arctos ', { isAnimal: true })).toBe('Ursus arctos');
    expect(composeScientificName({ scientificName: 'Ursus', rank: 'Genus' }, 'Family', 'Ursidae', { isAnimal: true })).toBe('Ursidae');
  });

  it('given a hybrid sign apart from its name or epithet, when attached, then only a nothogenus and a nothospecies change', () => {
    expect(attachHybridSigns('× Triticosecale')).toBe('×Triticosecale');
    expect(attachHybridSigns('Salix × rubens')).toBe('Salix ×rubens');
    expect(attachHybridSigns('Salix  ×   rubens')).toBe('Salix ×rubens');
    expect(attachHybridSigns('Mentha × piperita var. citrata')).toBe('Mentha ×piperita var. citrata');
    expect(attachHybridSigns('Salix ×rubens')).toBe('Salix ×rubens');
    // hybrid formulas and a bare sign keep their spaces
    expect(attachHybridSigns('Salix alba × Salix fragilis')).toBe('Salix alba × Salix fragilis');
    expect(attachHybridSigns('Salix aurita × cinerea')).toBe('Salix aurita × cinerea');
    expect(attachHybridSigns('Salix × Populus')).toBe('Salix × Populus');
    expect(attachHybridSigns('Carex ×')).toBe('Carex ×');
    expect(attachHybridSigns('Ursus arctos')).toBe('Ursus arctos');
  });

  it("given two spellings of a name, when compared, then case and the hybrid sign's spacing do not matter, other text does", () => {
    expect(sameScientificName('Salix × rubens', 'salix ×rubens')).toBe(true);
    expect(sameScientificName('×Triticosecale', '× Triticosecale')).toBe(true);
    expect(sameScientificName('Ursus arctos', 'ursus ARCTOS')).toBe(true);
    expect(sameScientificName('Salix ×rubens', 'Salix rubens')).toBe(false);
    expect(sameScientificName('Salix aurita × cinerea', 'Salix aurita ×cinerea')).toBe(false);
    expect(sameScientificName('Ursus arctos', 'Ursus arctoss')).toBe(false);
  });

  it('given names with extra spaces or a hybrid sign, when parts are taken, then they are trimmed and the sign left out of the genus', () => {
    expect(genusPart(' ×Festulolium  loliaceum')).toBe('Festulolium');
    expect(ownPart('  Ursidae ', 'Family')).toBe('Ursidae');
    expect(ownPart(' Ursus ', 'Genus')).toBe('Ursus');
    expect(ownPart('Salix alba  subsp.  alba ', 'Subspecies')).toBe('alba');
    expect(ownPart('Bombus (Psithyrus', 'Subgenus')).toBe('(Psithyrus');
    expect(nameWithAuthor({ scientificName: 'Ursus arctos', rank: 'Species' })).toBe('Ursus arctos');
    expect(nameWithAuthor({ scientificName: 'Ursus arctos', rank: 'Species', author: '', attributes: ['Agg'] })).toBe('Ursus arctos agg.');
  });

  it('given a typed pre-name in another case or a prefix without a space, when the new part is taken, then only a whole pre-name is cut', () => {
    expect(typedOwnPart('ursus arctos', 'Ursus')).toBe('arctos');
    expect(typedOwnPart('Ursusarctos', 'Ursus')).toBe('Ursusarctos');
    expect(typedOwnPart(undefined as unknown as string, 'Ursus')).toBe('');
    expect(typedOwnPart('Salix  subg.  Vetrix', 'Salix  subg.')).toBe('Vetrix');
    expect(typedOwnPart('Bombus (Psithyrus', 'Bombus (')).toBe('Psithyrus');
    expect(typedOwnPart('(Psithyrus)', '')).toBe('(Psithyrus)');
  });

  it('given a name of unknown rank, a subgenus parent or a subgenus pre-name, then the whole name, the genus or the epithet is taken', () => {
    expect(ownPart('Incertae sedis', 'Unknown')).toBe('Incertae sedis');
    expect(composeScientificName({ scientificName: 'Bombus (Psithyrus)', rank: 'Subgenus' }, 'Subspecies', 'x', { isAnimal: true })).toBe('Bombus x');
    expect(typedOwnPart('Bombus (Psithyrus) rupestris', 'Bombus (Psithyrus)')).toBe('rupestris');
  });
});
