import { describe, expect, it } from '@jest/globals';
import { fieldLabel, fieldsOf, valueText } from './audit-format';

describe('audit format', () => {
  it('shows values as plain Norwegian text', () => {
    expect(valueText(true)).toBe('Ja');
    expect(valueText(false)).toBe('Nei');
    expect(valueText(null)).toBe('–');
    expect(valueText([])).toBe('–');
    expect(
      valueText([
        { vernacularName: 'isbjørn', languageIsoCode: 'nb', status: 'Recommended' },
        { vernacularName: 'kvitbjørn', languageIsoCode: 'nn', status: 'Alternative' },
      ]),
    ).toBe('isbjørn (nb, anbefalt); kvitbjørn (nn)');
    expect(valueText([{ nameId: 5, nameString: 'Ursidae' }])).toBe('Ursidae');
  });

  it('lists the changed fields first, then the rest, each once', () => {
    expect(fieldsOf({ before: { a: 1, b: 2, c: 3 }, after: { a: 1, b: 4, c: 3, d: 5 }, changedFields: ['b', 'd'] })).toEqual(['b', 'd', 'a', 'c']);
    expect(fieldLabel('taxonomicStatus')).toBe('Taksonomisk status');
    expect(fieldLabel('ukjent')).toBe('ukjent');
  });
});
