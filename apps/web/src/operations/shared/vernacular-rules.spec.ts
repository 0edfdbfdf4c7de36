import { describe, expect, it } from '@jest/globals';
import type { LanguageCode } from '@navnebase/domain';
import type { VernacularNameView } from '../../api/types';
import {
  addEntry,
  entriesFromNames,
  hasVernacularChanges,
  removeEntry,
  setRecommended,
  undoRemove,
  updateEntry,
  vernacularPayload,
  vernacularProblems,
  type VernacularEntry,
} from './vernacular-rules';

const view = (id: number, vernacularName: string, languageIsoCode: LanguageCode, recommended: boolean): VernacularNameView => ({
  id,
  nameId: id,
  vernacularName,
  languageIsoCode,
  vernacularNameStatus: recommended ? 'Recommended' : 'NotRecommended',
  comment: '',
  reference: '',
});

const STORED = [view(1, 'brunbjørn', 'nb', true), view(2, 'bjørn', 'nb', false), view(3, 'guovža', 'se', true)];
const byName = (entries: readonly VernacularEntry[], name: string) => entries.find((e) => e.vernacularName === name)!;
const ops = (entries: readonly VernacularEntry[]) =>
  Object.fromEntries(entries.map((e) => [e.vernacularName || `(tom ${e.key})`, `${e.operation}${e.recommended ? '*' : ''}`]));

describe('vernacular operation states (spec 1 §4)', () => {
  it('starts with the stored names as none', () => {
    expect(ops(entriesFromNames(STORED))).toEqual({ brunbjørn: 'none*', bjørn: 'none', guovža: 'none*' });
  });

  it('marks an existing name modified when its text, reference, comment or recommended flag changes, and none again when changed back', () => {
    let entries = entriesFromNames(STORED);
    entries = updateEntry(entries, 'navn-2', { vernacularName: 'bjørnen' });
    expect(byName(entries, 'bjørnen').operation).toBe('modified');
    entries = updateEntry(entries, 'navn-2', { vernacularName: 'bjørn' });
    expect(byName(entries, 'bjørn').operation).toBe('none');
    entries = updateEntry(entries, 'navn-2', { comment: 'vanlig i daglig tale' });
    expect(byName(entries, 'bjørn').operation).toBe('modified');
    entries = setRecommended(entriesFromNames(STORED), 'navn-2');
    expect(ops(entries)).toMatchObject({ brunbjørn: 'modified', bjørn: 'modified*' });
  });

  it('marks a deleted existing name deleted, and undo returns it to none', () => {
    let entries = removeEntry(entriesFromNames(STORED), 'navn-2');
    expect(byName(entries, 'bjørn').operation).toBe('deleted');
    entries = undoRemove(entries, 'navn-2');
    expect(byName(entries, 'bjørn').operation).toBe('none');
  });

  it('simply removes a new unsaved name', () => {
    let entries = addEntry(entriesFromNames(STORED), 'nn');
    const key = entries[entries.length - 1]!.key;
    entries = updateEntry(entries, key, { vernacularName: 'brunbjørn' });
    expect(byName(entries, 'brunbjørn') && entries.filter((e) => e.languageIsoCode === 'nn')[0]!.operation).toBe('added');
    entries = removeEntry(entries, key);
    expect(entries.filter((e) => e.languageIsoCode === 'nn')).toEqual([]);
  });

  it('chooses a single valid name as the recommended one, and lets removing the recommended name reset the choice', () => {
    let entries = addEntry([], 'nb');
    const first = entries[0]!.key;
    entries = updateEntry(entries, first, { vernacularName: 'hulebjørn' });
    expect(ops(entries)).toEqual({ hulebjørn: 'added*' });
    entries = addEntry(entries, 'nb');
    const second = entries[1]!.key;
    entries = updateEntry(entries, second, { vernacularName: 'grottebjørn' });
    entries = addEntry(entries, 'nb');
    entries = updateEntry(entries, entries[2]!.key, { vernacularName: 'istidsbjørn' });
    entries = setRecommended(entries, second);
    expect(ops(entries)).toEqual({ hulebjørn: 'added', grottebjørn: 'added*', istidsbjørn: 'added' });
    entries = removeEntry(entries, second);
    expect(entries.some((e) => e.recommended)).toBe(false);
    expect(vernacularProblems(entries).byLanguage.nb).toEqual(['Du må velge et anbefalt navn.']);
    entries = removeEntry(entries, entries[1]!.key);
    expect(ops(entries)).toEqual({ hulebjørn: 'added*' });
  });

  it('recommends the remaining name when the recommended existing name is deleted, and undo restores both', () => {
    let entries = removeEntry(entriesFromNames(STORED), 'navn-1');
    expect(ops(entries)).toMatchObject({ brunbjørn: 'deleted*', bjørn: 'modified*' });
    entries = undoRemove(entries, 'navn-1');
    expect(ops(entries)).toMatchObject({ brunbjørn: 'none*', bjørn: 'none' });
    expect(vernacularProblems(entries).valid).toBe(true);
  });
});

describe('vernacular rules (spec 1 §5)', () => {
  it('marks the later duplicate in a language "Duplikat navn" and the group "Alle navn må være unike."', () => {
    let entries = addEntry(entriesFromNames(STORED), 'nb');
    const key = entries[entries.length - 1]!.key;
    entries = updateEntry(entries, key, { vernacularName: ' Brunbjørn ' });
    const problems = vernacularProblems(entries);
    expect(problems.byKey).toEqual({ [key]: 'Duplikat navn' });
    expect(problems.byLanguage.nb).toEqual(['Alle navn må være unike.']);
    // the same name in another language is fine
    let other = addEntry(entriesFromNames(STORED), 'nn');
    other = updateEntry(other, other[other.length - 1]!.key, { vernacularName: 'brunbjørn' });
    expect(vernacularProblems(other).valid).toBe(true);
  });

  it('needs a recommended name in each language with names; a deleted name does not count', () => {
    let entries = setRecommended(entriesFromNames(STORED), 'navn-1');
    entries = entries.map((e) => (e.key === 'navn-1' ? { ...e, recommended: false } : e));
    expect(vernacularProblems(entries).byLanguage.nb).toEqual(['Du må velge et anbefalt navn.']);
    expect(vernacularProblems(removeEntry(entriesFromNames(STORED), 'navn-3')).valid).toBe(true);
  });

  it('wants an existing name to keep its text; an empty new name is left out', () => {
    const emptied = updateEntry(entriesFromNames(STORED), 'navn-2', { vernacularName: '' });
    expect(vernacularProblems(emptied).byKey['navn-2']).toBe('Dette feltet må fylles ut.');
    const withEmpty = addEntry(entriesFromNames(STORED), 'nn');
    expect(vernacularProblems(withEmpty).valid).toBe(true);
    expect(hasVernacularChanges(withEmpty)).toBe(false);
    expect(vernacularPayload(withEmpty)).toHaveLength(3);
  });

  it('sends every entry with its operation, status and comment (empty string when absent)', () => {
    let entries = removeEntry(entriesFromNames(STORED), 'navn-2');
    entries = addEntry(entries, 'nn');
    entries = updateEntry(entries, entries[entries.length - 1]!.key, { vernacularName: 'brunbjørn', reference: 'Norsk ordbok' });
    expect(vernacularPayload(entries)).toEqual([
      {
        nameId: 1,
        vernacularName: 'brunbjørn',
        languageIsoCode: 'nb',
        vernacularNameStatus: 'Recommended',
        operation: 'none',
        reference: '',
        comment: '',
      },
      {
        nameId: 2,
        vernacularName: 'bjørn',
        languageIsoCode: 'nb',
        vernacularNameStatus: 'NotRecommended',
        operation: 'deleted',
        reference: '',
        comment: '',
      },
      {
        nameId: 3,
        vernacularName: 'guovža',
        languageIsoCode: 'se',
        vernacularNameStatus: 'Recommended',
        operation: 'none',
        reference: '',
        comment: '',
      },
      {
        vernacularName: 'brunbjørn',
        languageIsoCode: 'nn',
        vernacularNameStatus: 'Recommended',
        operation: 'added',
        reference: 'Norsk ordbok',
        comment: '',
      },
    ]);
    expect(vernacularPayload(entries, { newOnly: true }).map((v) => v.languageIsoCode)).toEqual(['nn']);
  });
});
