import { describe, expect, it } from '@jest/globals';
import { auditTextOf, IMPORT_NAMES_LIMIT } from './audit-text.js';

const name = (id: number, scientificName: string) => ({ id, taxonId: id, scientificName, author: 'L.' });

describe('auditTextOf', () => {
  it("keeps a user's event's profile names, e-mail, institution and permitted names, not its flags", () => {
    const profile = { firstName: 'Kari', lastName: 'Nordmann', email: 'kari@example.org', institution: 'NTNU', hasAccess: true, isAdmin: false };
    const text = auditTextOf({
      streamId: 'users',
      type: 'UserUpdated',
      data: { userId: 3, before: { ...profile, userPermissions: [] }, after: { ...profile, userPermissions: [{ nameId: 7, nameString: 'Ursus' }] } },
      metadata: { userName: 'Ola Hansen', remark: 'Ny tilgang' },
    });
    expect(text?.split('\n')).toEqual(['Ola Hansen', 'Ny tilgang', 'Kari', 'Nordmann', 'kari@example.org', 'NTNU', 'Ursus']);
  });

  it("keeps a large import batch's source and import id only", () => {
    const names = Array.from({ length: IMPORT_NAMES_LIMIT + 1 }, (_, i) => ({ before: null, after: name(i + 1, `Art ${i}`) }));
    const event = { streamId: 'register', type: 'TaxaImported', metadata: { userName: 'system' } };
    expect(auditTextOf({ ...event, data: { importId: 'i1', source: 'artskart', effects: { names, taxa: [] } } })).toBe('system\nartskart\ni1');
    expect(auditTextOf({ ...event, data: { importId: 'i1', source: 'artskart', effects: { names: names.slice(0, 2), taxa: [] } } })).toBe(
      'system\nartskart\ni1\nArt 0\nL.\nArt 1',
    );
  });

  it('skips events the audit does not list', () => {
    expect(auditTextOf({ streamId: 'webhooks', type: 'WebhookAdded', data: {}, metadata: {} })).toBeUndefined();
  });
});
