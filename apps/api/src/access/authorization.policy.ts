import { DomainError, isInSubtree, type RegisterState, type TaxonId } from '@navnebase/domain';
import type { Actor } from './actor.js';

export const notLoggedIn = () => new DomainError('NOT_LOGGED_IN', 'forbidden', 'Du må være logget inn for å gjøre endringer.');
export const noAccess = () => new DomainError('NO_ACCESS', 'forbidden', 'Brukeren din er ikke aktiv og kan ikke gjøre endringer.');
export const adminOnly = () => new DomainError('ADMIN_ONLY', 'forbidden', 'Bare administratorer kan gjøre dette.');
export const notJobOwner = () =>
  new DomainError('NOT_JOB_OWNER', 'forbidden', 'Bare den som startet jobben, eller en administrator, kan avbryte den.');
export const noPermissionOnTaxon = () => new DomainError('NO_PERMISSION_ON_TAXON', 'forbidden', 'Du har ikke tilgang til dette taksonet');

/**
 * Who may change what (spec 1 §6, spec 2 §6), decided in one place: anonymous users only read and export; a user
 * without access changes nothing; administrators may do everything; an editor may act only inside the subtrees
 * of the names they hold permissions on, and an operation touching several taxa needs rights on every one.
 * Every refusal is a 403 problem in Norwegian, "not logged in" on an operation too (NOT_LOGGED_IN): 401 only
 * means a missing X-CSRF header, or GET /bff/user without a session.
 */
export const AuthorizationPolicy = {
  requireActor(actor: Actor | undefined): Actor {
    if (!actor) throw notLoggedIn();
    if (!actor.hasAccess) throw noAccess();
    return actor;
  },

  requireAdmin(actor: Actor | undefined): Actor {
    const user = AuthorizationPolicy.requireActor(actor);
    if (!user.isAdmin) throw adminOnly();
    return user;
  },

  /** Managing users (spec 2 §6: the admin guard on users, add-user, edit-user). */
  requireUserAdmin(actor: Actor | undefined): Actor {
    return AuthorizationPolicy.requireAdmin(actor);
  },

  /** Importing spreadsheets is for administrators only (spec 2 §1, §6). */
  requireImport(actor: Actor | undefined): Actor {
    return AuthorizationPolicy.requireAdmin(actor);
  },

  /**
   * Cancelling a job: the user who started it, or an administrator. A job started by an anonymous visitor (an export)
   * has no owner, so only an administrator may cancel it: holding its id is not enough.
   */
  requireJobCanceller(actor: Actor | undefined, owner: string | undefined): Actor {
    // (a job without an owner matches no user id)
    if (actor && actor.userId === owner) return actor;
    const user = AuthorizationPolicy.requireActor(actor);
    if (!user.isAdmin) throw notJobOwner();
    return user;
  },

  /**
   * The per-name check behind GET /api/v1/Users/UserHasPermission: false for anonymous users, users without access
   * and unknown names; otherwise whether the actor may change the taxon the name belongs to.
   */
  mayChangeName(actor: Actor | undefined, state: RegisterState, scientificNameId: number): boolean {
    if (!actor?.hasAccess) return false;
    const name = state.names.get(scientificNameId);
    return name !== undefined && AuthorizationPolicy.mayChangeTaxon(actor, state, name.taxonId);
  },

  /** Refuses unless the actor may change the taxa of every given scientific name (unknown names are refused). */
  requireNames(actor: Actor | undefined, state: RegisterState, nameIds: readonly (number | null | undefined)[]): Actor {
    return AuthorizationPolicy.requireTaxa(actor, state, AuthorizationPolicy.taxaOfNames(state, nameIds));
  },

  /** True when the actor may change the taxon (an admin, or an editor with a permission on it or an ancestor). */
  mayChangeTaxon(actor: Actor, state: RegisterState, taxonId: TaxonId): boolean {
    if (actor.isAdmin) return true;
    return actor.permissions.some((nameId) => {
      const permitted = state.names.get(nameId);
      return permitted !== undefined && isInSubtree(state, taxonId, permitted.taxonId);
    });
  },

  /** Refuses unless the actor may change every taxon the operation touches. */
  requireTaxa(actor: Actor | undefined, state: RegisterState, taxonIds: readonly (TaxonId | undefined)[]): Actor {
    const user = AuthorizationPolicy.requireActor(actor);
    for (const taxonId of taxonIds) {
      if (taxonId === undefined || !AuthorizationPolicy.mayChangeTaxon(user, state, taxonId)) throw noPermissionOnTaxon();
    }
    return user;
  },

  /**
   * Refuses unless the actor may change every known taxon given; unknown ones are left to the decision, which answers
   * 404 for them. Called inside the command pipeline's lock, on the state the decision sees.
   */
  requireKnownTaxa(actor: Actor, state: RegisterState, taxonIds: readonly (TaxonId | null | undefined)[]): void {
    AuthorizationPolicy.requireTaxa(
      actor,
      state,
      // (null and undefined are never keys of the taxa)
      taxonIds.filter((t): t is TaxonId => state.taxa.has(t as TaxonId)),
    );
  },

  /** `requireKnownTaxa` for the taxa of scientific names (unknown names are left to the decision). */
  requireKnownNames(actor: Actor, state: RegisterState, nameIds: readonly (number | null | undefined)[]): void {
    AuthorizationPolicy.requireKnownTaxa(actor, state, AuthorizationPolicy.taxaOfNames(state, nameIds));
  },

  /** The taxa behind scientific name ids (unknown ids map to undefined, which `requireTaxa` refuses). */
  taxaOfNames(state: RegisterState, nameIds: readonly (number | null | undefined)[]): (TaxonId | undefined)[] {
    return nameIds.filter((id): id is number => id !== null && id !== undefined).map((id) => state.names.get(id)?.taxonId);
  },
};
