import * as client from 'openid-client';
import type { PendingOidcLogin } from '../session/session-data.js';

export interface OidcSettings {
  readonly issuer: string;
  readonly clientId: string;
  readonly clientSecret: string;
  /** The callback address registered at the provider: PUBLIC_URL + /bff/signin-oidc. */
  readonly redirectUri: string;
  readonly scope?: string;
}

/** Who the external identity provider says logged in. */
export interface ExternalIdentity {
  readonly issuer: string;
  readonly subject: string;
  readonly email?: string;
  readonly emailVerified?: boolean;
  readonly firstName?: string;
  readonly lastName?: string;
}

export const OIDC_CALLBACK_PATH = '/bff/signin-oidc';

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/**
 * OpenID Connect login (authorization code with PKCE, state and nonce) through openid-client. The provider's
 * metadata is discovered on first use and kept; a failed discovery is tried again on the next login.
 */
export class OidcLogin {
  private configuration?: Promise<client.Configuration>;

  constructor(private readonly settings: OidcSettings) {}

  private config(): Promise<client.Configuration> {
    this.configuration ??= client
      .discovery(
        new URL(this.settings.issuer),
        this.settings.clientId,
        this.settings.clientSecret,
        undefined,
        // Plain http only for a provider on this machine (development and tests).
        new URL(this.settings.issuer).protocol === 'http:' ? { execute: [client.allowInsecureRequests] } : undefined,
      )
      .catch((error: unknown) => {
        this.configuration = undefined;
        throw error;
      });
    return this.configuration;
  }

  /** The provider's login address, and what must be kept in the session until the provider sends the user back. */
  async start(returnUrl: string, now: number): Promise<{ url: URL; pending: PendingOidcLogin }> {
    const config = await this.config();
    const codeVerifier = client.randomPKCECodeVerifier();
    const pending: PendingOidcLogin = { state: client.randomState(), nonce: client.randomNonce(), codeVerifier, returnUrl, startedAt: now };
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: this.settings.redirectUri,
      scope: this.settings.scope ?? 'openid email profile',
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state: pending.state,
      nonce: pending.nonce,
    });
    return { url, pending };
  }

  /** Exchanges the code of the callback for tokens, checks them, and reads the user's claims. */
  async finish(callbackUrl: URL, pending: PendingOidcLogin): Promise<ExternalIdentity> {
    const config = await this.config();
    const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
      pkceCodeVerifier: pending.codeVerifier,
      expectedState: pending.state,
      expectedNonce: pending.nonce,
      idTokenExpected: true,
    });
    const idClaims = tokens.claims();
    if (!idClaims) throw new Error('The provider sent no ID token');
    let claims: Record<string, unknown> = { ...idClaims };
    if (config.serverMetadata().userinfo_endpoint) {
      claims = { ...(await client.fetchUserInfo(config, tokens.access_token, idClaims.sub)), ...idClaims };
    }
    const parts = text(claims.name)?.split(/\s+/) ?? [];
    const firstName = text(claims.given_name) ?? (parts.length > 1 ? parts.slice(0, -1).join(' ') : parts[0]);
    const lastName = text(claims.family_name) ?? (parts.length > 1 ? parts[parts.length - 1] : undefined);
    return {
      issuer: idClaims.iss,
      subject: idClaims.sub,
      ...(text(claims.email) ? { email: text(claims.email)! } : {}),
      ...(typeof claims.email_verified === 'boolean' ? { emailVerified: claims.email_verified } : {}),
      ...(firstName ? { firstName } : {}),
      ...(lastName ? { lastName } : {}),
    };
  }
}
