import { describe, expect, it } from '@jest/globals';
import { importCommand } from '../../../../libs/domain/src/testing/fixtures.js';
import { stateFrom } from '../../../../libs/domain/src/testing/given-when-then.js';
import type { ExecutionContext } from '@nestjs/common';
import type { DomainError, TaxonId } from '@navnebase/domain';
import type { Actor } from './actor.js';
import { AdminGuard } from './admin.guard.js';
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

  it('refuses with 403 and a Norwegian reason the user can act on, for each kind of refusal', () => {
    const refusal = (work: () => unknown) => {
      try {
        work();
      } catch (error) {
        return { errorCode: (error as DomainError).errorCode, kind: (error as DomainError).kind, detail: (error as Error).message };
      }
      return undefined;
    };
    expect(refusal(() => AuthorizationPolicy.requireActor(undefined))).toEqual({
      errorCode: 'NOT_LOGGED_IN',
      kind: 'forbidden',
      detail: 'Du må være logget inn for å gjøre endringer.',
    });
    expect(refusal(() => AuthorizationPolicy.requireActor(actor({ hasAccess: false })))).toEqual({
      errorCode: 'NO_ACCESS',
      kind: 'forbidden',
      detail: 'Brukeren din er ikke aktiv og kan ikke gjøre endringer.',
    });
    expect(refusal(() => AuthorizationPolicy.requireAdmin(editor))).toEqual({
      errorCode: 'ADMIN_ONLY',
      kind: 'forbidden',
      detail: 'Bare administratorer kan gjøre dette.',
    });
    expect(refusal(() => AuthorizationPolicy.requireJobCanceller(actor({ userId: '8' }), '9'))).toEqual({
      errorCode: 'NOT_JOB_OWNER',
      kind: 'forbidden',
      detail: 'Bare den som startet jobben, eller en administrator, kan avbryte den.',
    });
    expect(refusal(() => AuthorizationPolicy.requireTaxa(editor, state, [taxonOf(105)]))).toEqual({
      errorCode: 'NO_PERMISSION_ON_TAXON',
      kind: 'forbidden',
      detail: 'Du har ikke tilgang til dette taksonet',
    });
  });

  it('lets an editor with several permissions act where any one of them reaches, and skips a permission on a name that is gone', () => {
    expect(AuthorizationPolicy.mayChangeTaxon(actor({ permissions: [105, 6] }), state, taxonOf(7))).toBe(true);
    expect(AuthorizationPolicy.mayChangeTaxon(actor({ permissions: [123456, 6] }), state, taxonOf(7))).toBe(true);
    expect(AuthorizationPolicy.mayChangeTaxon(actor({ permissions: [123456] }), state, taxonOf(7))).toBe(false);
  });

  it('refuses a name the register does not know, even for an administrator, and leaves out ids that are not given', () => {
    expect(code(() => AuthorizationPolicy.requireNames(actor({ isAdmin: true }), state, [123456]))).toBe('NO_PERMISSION_ON_TAXON');
    expect(code(() => AuthorizationPolicy.requireNames(editor, state, [7, null, undefined]))).toBe('allowed');
    expect(AuthorizationPolicy.taxaOfNames(state, [7, null, undefined, 123456])).toEqual([taxonOf(7), undefined]);
  });

  it('inside the command pipeline, checks the known taxa and names and leaves unknown ones to the decision', () => {
    expect(code(() => AuthorizationPolicy.requireKnownNames(editor, state, [7, 123456, null, undefined]))).toBe('allowed');
    expect(code(() => AuthorizationPolicy.requireKnownNames(editor, state, [7, 105]))).toBe('NO_PERMISSION_ON_TAXON');
    expect(code(() => AuthorizationPolicy.requireKnownTaxa(editor, state, [taxonOf(7), 999_999 as TaxonId, null, undefined]))).toBe('allowed');
    expect(code(() => AuthorizationPolicy.requireKnownTaxa(editor, state, [taxonOf(105)]))).toBe('NO_PERMISSION_ON_TAXON');
    expect(code(() => AuthorizationPolicy.requireKnownTaxa(actor({ hasAccess: false }), state, []))).toBe('NO_ACCESS');
  });

  it("guards administrators' routes before the handler: an administrator passes, an editor and a visitor are refused", () => {
    const context = (who: Actor | undefined) => ({ switchToHttp: () => ({ getRequest: () => ({ actor: who }) }) }) as unknown as ExecutionContext;
    const guard = new AdminGuard();
    expect(guard.canActivate(context(actor({ isAdmin: true })))).toBe(true);
    expect(code(() => guard.canActivate(context(editor)))).toBe('ADMIN_ONLY');
    expect(code(() => guard.canActivate(context(undefined)))).toBe('NOT_LOGGED_IN');
  });
});
