import { describe, expect, it, jest } from '@jest/globals';
import { mockFetch } from '../test/mock-fetch';
import { ApiError, query, requestJson, sendJson, withCsrf } from './http';
import { ANONYMOUS, fetchSession } from './session';

describe('fetch wrapper', () => {
  it('adds X-CSRF: 1 to every request, keeping a header the caller set', () => {
    expect(withCsrf()).toEqual({ 'X-CSRF': '1' });
    expect(withCsrf({ Accept: 'application/json' })).toEqual({ Accept: 'application/json', 'X-CSRF': '1' });
    expect(withCsrf({ 'x-csrf': '1' })).toEqual({ 'x-csrf': '1' });
  });

  it('sends the header on GET and on JSON posts', async () => {
    const fetch = mockFetch([
      ['/api/v1/a', () => ({ ok: 1 })],
      ['/api/v1/b', () => ({ scientificNameId: 7 })],
    ]);
    await expect(requestJson('/api/v1/a')).resolves.toEqual({ ok: 1 });
    await expect(sendJson('POST', '/api/v1/b', { x: 1 })).resolves.toEqual({ scientificNameId: 7 });
    expect(fetch.calls.map((c) => c.headers['X-CSRF'])).toEqual(['1', '1']);
    expect(fetch.calls[1]!.headers['Content-Type']).toBe('application/json');
  });

  it('turns a problem answer into an ApiError with detail and errorCode', async () => {
    mockFetch([
      [
        '/api/v1/x',
        () => ({ status: 409, body: { errorCode: 'TAXON_HAS_CHILDREN', detail: 'Dette elementet har underelementer, og kan derfor ikke slettes.' } }),
      ],
    ]);
    const error = await requestJson('/api/v1/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      errorCode: 'TAXON_HAS_CHILDREN',
      message: 'Dette elementet har underelementer, og kan derfor ikke slettes.',
    });
  });

  it('builds query strings from defined values only', () => {
    expect(query({ Search: 'brunbjørn', limit: 10, date: undefined, languageId: '' })).toBe('?Search=brunbj%C3%B8rn&limit=10');
    expect(query({})).toBe('');
  });
});

describe('session', () => {
  it('is anonymous when /bff/user answers 401', async () => {
    const fetch = mockFetch([['/bff/user', () => ({ status: 401, body: {} })]]);
    await expect(fetchSession()).resolves.toEqual(ANONYMOUS);
    expect(fetch.callsTo('LoggedInUserInfo')).toHaveLength(0);
  });

  it('reads the claims and the roles', async () => {
    mockFetch([
      [
        '/bff/user',
        () => [
          { type: 'sub', value: '42' },
          { type: 'name', value: 'Ada Admin' },
          { type: 'bff:logout_url', value: '/bff/logout?sid=abc' },
        ],
      ],
      ['/api/v1/Users/LoggedInUserInfo', () => ({ hasAccess: true, isAdmin: true, userPermissions: [] })],
    ]);
    await expect(fetchSession()).resolves.toMatchObject({
      loggedIn: true,
      name: 'Ada Admin',
      logoutUrl: '/bff/logout?sid=abc',
      hasAccess: true,
      isAdmin: true,
    });
  });

  it('never makes an admin of a user without access, and keeps a logged-in user without roles when the user info fails', async () => {
    mockFetch([
      ['/bff/user', () => [{ type: 'sub', value: '1' }]],
      ['/api/v1/Users/LoggedInUserInfo', () => ({ hasAccess: false, isAdmin: true })],
    ]);
    await expect(fetchSession()).resolves.toMatchObject({ loggedIn: true, hasAccess: false, isAdmin: false, logoutUrl: '/bff/logout' });
    mockFetch([
      ['/bff/user', () => [{ type: 'sub', value: '1' }]],
      ['/api/v1/Users/LoggedInUserInfo', () => ({ status: 500, body: {} })],
    ]);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(fetchSession()).resolves.toMatchObject({ loggedIn: true, hasAccess: false, isAdmin: false });
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});
