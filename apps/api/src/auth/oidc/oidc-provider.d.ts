// oidc-provider ships no types; the login spec uses it as an OpenID Connect provider only.
declare module 'oidc-provider';
