/** The user acting in a request, as the session knows them. Set on `request.actor` by the session layer. */
export interface Actor {
  readonly userId: string;
  readonly name: string;
  readonly email: string;
  readonly hasAccess: boolean;
  readonly isAdmin: boolean;
  /** Scientific name ids the user may edit, each with its whole subtree (non-admin editors). */
  readonly permissions: readonly number[];
}

declare module 'fastify' {
  interface FastifyRequest {
    actor?: Actor;
  }
}
