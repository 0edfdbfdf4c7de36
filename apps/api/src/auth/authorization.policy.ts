import { DomainError, isInSubtree, type RegisterState, type TaxonId } from '@navnebase/domain';
import type { Actor } from './actor.js';

export const notLoggedIn = () => new DomainError('NOT_LOGGED_IN', 'forbidden', 'Du må være logget inn for å gjøre endringer.');
export const noAccess = () => new DomainError('NO_ACCESS', 'forbidden', 'Brukeren din er ikke aktiv og kan ikke gjøre endringer.');
export const adminOnly = () => new DomainError('ADMIN_ONLY', 'forbidden', 'Bare administratorer kan gjøre dette.');
export const noPermissionOnTaxon = () => new DomainError('NO_PERMISSION_ON_TAXON', 'forbidden', 'Du har ikke tilgang til dette taksonet');

/**
 * Who may change what (spec 1 §6, spec 2 §6), decided in one place: anonymous users only read and export; a user
 * without access changes nothing; administrators may do everything; an editor may act only inside the subtrees
 * of the names they hold permissions on, and an operation touching several taxa needs rights on every one.
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

  /** The taxa behind scientific name ids (unknown ids map to undefined, which `requireTaxa` refuses). */
  taxaOfNames(state: RegisterState, nameIds: readonly (number | null | undefined)[]): (TaxonId | undefined)[] {
    return nameIds.filter((id): id is number => id !== null && id !== undefined).map((id) => state.names.get(id)?.taxonId);
  },
};
