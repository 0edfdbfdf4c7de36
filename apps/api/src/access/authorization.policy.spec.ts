import { describe, expect, it } from '@jest/globals';
import { importCommand } from '../../../../libs/domain/src/testing/fixtures.js';
import { stateFrom } from '../../../../libs/domain/src/testing/given-when-then.js';
import type { Actor } from './actor.js';
import { AuthorizationPolicy } from './authorization.policy.js';

// Animalia(1) > Chordata(2) > Mammalia(3) > Carnivora(4) > Ursidae(5) > Ursus(6) > Ursus arctos(7, synonym 70); Plantae(100) > … > Salix(105)
const state = stateFrom([importCommand()]);
const actor = (overrides: Partial<Actor> = {}): Actor => ({
  userId: '9',
  name: 'E',
  email: 'e@example.org',
  hasAccess: true,
  isAdmin: false,
  permissions: [],
  ...overrides,
});
const taxonOf = (nameId: number) => state.names.get(nameId)!.taxonId;
const code = (work: () => unknown) => {
  try {
    work();
    return 'allowed';
  } catch (error) {
    return (error as { errorCode: string }).errorCode;
  }
};

describe('AuthorizationPolicy', () => {
  const editor = actor({ permissions: [6] });

  it('lets only the user who started a job, or an administrator, cancel it; an anonymous job only an administrator', () => {
    const cancel = (who: Actor | undefined, owner: string | undefined) => code(() => AuthorizationPolicy.requireJobCanceller(who, owner));
    expect(cancel(actor({ userId: '9' }), '9')).toBe('allowed');
    expect(cancel(actor({ userId: '9', hasAccess: false }), '9')).toBe('allowed');
    expect(cancel(actor({ userId: '8' }), '9')).toBe('NOT_JOB_OWNER');
    expect(cancel(actor({ userId: '8', isAdmin: true }), '9')).toBe('allowed');
    expect(cancel(undefined, '9')).toBe('NOT_LOGGED_IN');
    expect(cancel(undefined, undefined)).toBe('NOT_LOGGED_IN');
    expect(cancel(actor({ userId: '9' }), undefined)).toBe('NOT_JOB_OWNER');
    expect(cancel(actor({ isAdmin: true }), undefined)).toBe('allowed');
  });

  it('lets an editor act on the permitted name and everything below it, not above or beside it', () => {
    expect(AuthorizationPolicy.mayChangeTaxon(editor, state, taxonOf(6))).toBe(true);
    expect(AuthorizationPolicy.mayChangeTaxon(editor, state, taxonOf(7))).toBe(true);
    expect(AuthorizationPolicy.mayChangeName(editor, state, 70)).toBe(true);
    expect(AuthorizationPolicy.mayChangeTaxon(editor, state, taxonOf(5))).toBe(false);
    expect(AuthorizationPolicy.mayChangeTaxon(editor, state, taxonOf(105))).toBe(false);
  });

  it('needs rights on every taxon an operation touches', () => {
    expect(code(() => AuthorizationPolicy.requireTaxa(editor, state, [taxonOf(7), taxonOf(6)]))).toBe('allowed');
    expect(code(() => AuthorizationPolicy.requireTaxa(editor, state, [taxonOf(7), taxonOf(105)]))).toBe('NO_PERMISSION_ON_TAXON');
    expect(code(() => AuthorizationPolicy.requireNames(editor, state, [7, 105]))).toBe('NO_PERMISSION_ON_TAXON');
    expect(code(() => AuthorizationPolicy.requireNames(editor, state, [7, 123456]))).toBe('NO_PERMISSION_ON_TAXON');
  });

  it('refuses anonymous users and users without access, and keeps users and import for administrators', () => {
    expect(code(() => AuthorizationPolicy.requireActor(undefined))).toBe('NOT_LOGGED_IN');
    expect(code(() => AuthorizationPolicy.requireActor(actor({ hasAccess: false, permissions: [6] })))).toBe('NO_ACCESS');
    expect(code(() => AuthorizationPolicy.requireTaxa(actor({ hasAccess: false, isAdmin: true }), state, [taxonOf(6)]))).toBe('NO_ACCESS');
    for (const check of [AuthorizationPolicy.requireUserAdmin, AuthorizationPolicy.requireImport]) {
      expect(code(() => check(editor))).toBe('ADMIN_ONLY');
      expect(code(() => check(undefined))).toBe('NOT_LOGGED_IN');
      expect(code(() => check(actor({ isAdmin: true })))).toBe('allowed');
    }
  });

  it('lets an administrator act everywhere', () => {
    const admin = actor({ isAdmin: true });
    expect(code(() => AuthorizationPolicy.requireNames(admin, state, [5, 105, 1]))).toBe('allowed');
    expect(AuthorizationPolicy.mayChangeName(admin, state, 105)).toBe(true);
  });

  it('answers the per-name check with false for anonymous users, users without access and unknown names', () => {
    expect(AuthorizationPolicy.mayChangeName(undefined, state, 6)).toBe(false);
    expect(AuthorizationPolicy.mayChangeName(actor({ hasAccess: false, permissions: [6] }), state, 6)).toBe(false);
    expect(AuthorizationPolicy.mayChangeName(actor({ isAdmin: true }), state, 123456)).toBe(false);
  });
});
