import { USERS_STREAM } from '@navnebase/domain';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { importCommand } from '../../../../libs/domain/src/testing/fixtures.js';
import { requiresCsrfHeader } from '../http/csrf.hook.js';
import { run, systemMetadata } from '../testing/test-register.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, openAuthTestApp, type AuthTestApp, type TestBrowser } from './testing/auth-test-app.js';

jest.setTimeout(120_000);

// The register: Animalia(1) > Chordata(2) > Mammalia(3) > Carnivora(4) > Ursidae(5) > Ursus(6) > Ursus arctos(7); Plantae(100) > … > Salix(105)
const URSIDAE = 5;
const URSUS = 6;
const URSUS_ARCTOS = 7;
const SALIX = 105;

type Role = 'anonymous' | 'withoutAccess' | 'editor' | 'admin';
const ROLES: Role[] = ['anonymous', 'withoutAccess', 'editor', 'admin'];

describe('who may do what, enforced by the server (real sessions)', () => {
  let t: AuthTestApp;
  const routes: { method: string; url: string }[] = [];
  const as = {} as Record<Role, TestBrowser>;
  let counter = 0;

  beforeAll(async () => {
    t = await openAuthTestApp({
      configure: (app: NestFastifyApplication) => {
        app
          .getHttpAdapter()
          .getInstance()
          .addHook('onRoute', (route) => {
            for (const method of [route.method].flat()) routes.push({ method, url: route.url });
          });
      },
    });
    await run(t.stores, { ...importCommand(), metadata: systemMetadata() });
    await t.addUser(
      { firstName: 'Uten', lastName: 'Tilgang', email: 'uten@example.org', hasAccess: false, userPermissions: [{ nameId: URSUS }] },
      'uten-passord-1',
    );
    await t.addUser(
      { firstName: 'Bjørn', lastName: 'Redaktør', email: 'bjorn@example.org', hasAccess: true, userPermissions: [{ nameId: URSUS }] },
      'bjorn-passord-1',
    );
    for (const role of ROLES) as[role] = t.browser();
    expect((await as.withoutAccess.login('uten@example.org', 'uten-passord-1')).statusCode).toBe(200);
    expect((await as.editor.login('bjorn@example.org', 'bjorn-passord-1')).statusCode).toBe(200);
    expect((await as.admin.login(ADMIN_EMAIL, ADMIN_PASSWORD)).statusCode).toBe(200);
  });
  afterAll(async () => t?.close());

  /** A counter as letters (names may not hold digits): 1 → b, 26 → ba. */
  const letters = (n: number) => n.toString(26).replace(/./g, (d) => String.fromCharCode(97 + parseInt(d, 26)));
  const species = (parentScientificNameId: number) => ({
    parentScientificNameId,
    rankId: 22,
    scientificName: `testus${letters(++counter)}`,
    author: 'Testesen, 2026',
    taxonomicStatus: 'Accepted',
  });
  const addTaxon = (role: Role, body: object) => as[role].request({ method: 'POST', url: '/api/v1/TaxonomicOperations/AddTaxon', payload: body });

  describe('X-CSRF: 1 on every route', () => {
    it('knows the routes (collected from the router, so a route added later is covered too)', () => {
      const paths = routes.map((r) => `${r.method} ${r.url}`);
      expect(paths).toEqual(
        expect.arrayContaining([
          'GET /api/v1/TaxonName/Search',
          'POST /api/v1/TaxonomicOperations/AddTaxon',
          'GET /api/v1/Users',
          'POST /api/v1/Users/AddUser',
          'PUT /api/v1/Users/UpdateUser/:id',
          'GET /api/v1/Users/LoggedInUserInfo',
          'GET /bff/user',
        ]),
      );
      expect(routes.filter((r) => requiresCsrfHeader(r.url, r.method)).length).toBeGreaterThanOrEqual(15);
    });

    it('refuses every /api route and /bff/user without the header with 401, even for a logged-in administrator, and writes nothing', async () => {
      const before = await t.stores.events.headPosition();
      const checked: string[] = [];
      for (const { method, url } of routes.filter((r) => requiresCsrfHeader(r.url, r.method))) {
        const path = url.replace(/:[^/]+/g, '1').replace(/\*/g, 'x');
        for (const browser of [as.anonymous, as.admin]) {
          const response = await browser.request({
            method: method as 'GET',
            url: path,
            csrf: false,
            ...(method === 'GET' || method === 'HEAD' ? {} : { payload: {} }),
          });
          expect({ route: `${method} ${url}`, status: response.statusCode }).toEqual({ route: `${method} ${url}`, status: 401 });
          if (method !== 'HEAD') expect(response.json()).toMatchObject({ errorCode: 'CSRF_HEADER_MISSING' });
        }
        checked.push(`${method} ${url}`);
      }
      expect(checked.length).toBeGreaterThanOrEqual(15);
      expect(await t.stores.events.headPosition()).toBe(before);
    });

    it('does not ask for the header on browser navigations: the login form, logout and the OIDC callback', () => {
      for (const path of ['/bff/login', '/bff/logout', '/bff/login/oidc', '/bff/signin-oidc']) expect(requiresCsrfHeader(path)).toBe(false);
    });

    it('does not ask for it when the public change feed is read (EventSource cannot send it), but does for anything else there', () => {
      for (const path of ['/api/v1/Feed?after=x', '/api/v1/Feed/Snapshot', '/api/v1/Feed/Stream'])
        expect(requiresCsrfHeader(path, 'GET')).toBe(false);
      expect(requiresCsrfHeader('/api/v1/Feed', 'POST')).toBe(true);
      expect(requiresCsrfHeader('/api/v1/Feed/Other', 'GET')).toBe(true);
      expect(requiresCsrfHeader('/api/v1/Webhooks', 'GET')).toBe(true);
    });
  });

  describe('each role against each kind of route', () => {
    it('lets everyone read', async () => {
      for (const role of ROLES) {
        const response = await as[role].get('/api/v1/TaxonName/Search?Search=ursus');
        expect({ role, status: response.statusCode }).toEqual({ role, status: 200 });
      }
    });

    it('lets only users with access and rights run an operation (403 problem JSON in Norwegian otherwise)', async () => {
      const expected: Record<Role, [number, string | null]> = {
        anonymous: [403, 'NOT_LOGGED_IN'],
        withoutAccess: [403, 'NO_ACCESS'],
        editor: [200, null],
        admin: [200, null],
      };
      for (const role of ROLES) {
        const response = await addTaxon(role, species(URSUS));
        const body = response.json();
        expect({ role, status: response.statusCode, errorCode: body.errorCode ?? null }).toEqual({
          role,
          status: expected[role][0],
          errorCode: expected[role][1],
        });
        if (response.statusCode === 403) {
          expect(response.headers['content-type']).toContain('application/problem+json');
          expect(body.detail).toMatch(/^(Du må være logget inn|Brukeren din er ikke aktiv)/);
        }
      }
    });

    it('keeps the Users API for administrators', async () => {
      const expected: Record<Role, [number, string | null]> = {
        anonymous: [403, 'NOT_LOGGED_IN'],
        withoutAccess: [403, 'NO_ACCESS'],
        editor: [403, 'ADMIN_ONLY'],
        admin: [200, null],
      };
      for (const role of ROLES) {
        for (const request of [
          { method: 'GET' as const, url: '/api/v1/Users' },
          { method: 'GET' as const, url: '/api/v1/Users/1' },
          { method: 'POST' as const, url: '/api/v1/Users/AddUser', payload: { firstName: 'X', lastName: 'Y', email: `x${role}@example.org` } },
          { method: 'PUT' as const, url: '/api/v1/Users/UpdateUser/1', payload: { institution: `Oppdatert av ${role}` } },
        ]) {
          const response = await as[role].request(request);
          expect({ role, url: request.url, status: response.statusCode, errorCode: response.json().errorCode ?? null }).toEqual({
            role,
            url: request.url,
            status: expected[role][0],
            errorCode: expected[role][1],
          });
        }
      }
    });

    it('answers who is logged in for every role', async () => {
      const info = async (role: Role) => (await as[role].get('/api/v1/Users/LoggedInUserInfo')).json();
      expect(await info('anonymous')).toEqual({ hasAccess: false, isAdmin: false });
      expect(await info('withoutAccess')).toMatchObject({ hasAccess: false, isAdmin: false, userPermissions: [URSUS] });
      expect(await info('editor')).toMatchObject({ hasAccess: true, isAdmin: false, userPermissions: [URSUS], email: 'bjorn@example.org' });
      const admin = await info('admin');
      expect(admin).toMatchObject({ hasAccess: true, isAdmin: true, email: ADMIN_EMAIL });
      expect(admin).not.toHaveProperty('userPermissions');
    });

    it('keeps import for administrators (when the import endpoint exists)', async () => {
      const route = routes.find((r) => r.method === 'POST' && /\/api\/v1\/DataTransfer\/Import$/.test(r.url));
      if (!route) return;
      for (const role of ['anonymous', 'withoutAccess', 'editor'] as const) {
        const response = await as[role].request({ method: 'POST', url: `${route.url}?importType=ScientificNames`, payload: {} });
        expect({ role, status: response.statusCode }).toEqual({ role, status: 403 });
      }
      const admin = await as.admin.request({ method: 'POST', url: `${route.url}?importType=ScientificNames`, payload: {} });
      expect(admin.statusCode).not.toBe(403);
    });
  });

  describe('rights on a name cover its subtree', () => {
    it('lets an editor with a permission on the genus Ursus add a species under it and a subspecies under its species', async () => {
      const speciesResponse = await addTaxon('editor', species(URSUS));
      expect(speciesResponse.statusCode).toBe(200);
      const created = speciesResponse.json().scientificNameId as number;
      const subspecies = await addTaxon('editor', {
        parentScientificNameId: URSUS_ARCTOS,
        rankId: 23,
        scientificName: 'testensis',
        author: 'Testesen, 2026',
      });
      expect(subspecies.statusCode).toBe(200);
      expect((await as.editor.get(`/api/v1/Users/UserHasPermission?scientificNameId=${created}`)).json()).toBe(true);
    });

    it('refuses the same editor under another genus and above the genus', async () => {
      for (const parent of [SALIX, URSIDAE]) {
        const response = await addTaxon(
          'editor',
          parent === SALIX
            ? species(SALIX)
            : { parentScientificNameId: URSIDAE, rankId: 19, scientificName: `Testgenus${letters(++counter)}`, author: 'X' },
        );
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({ errorCode: 'NO_PERMISSION_ON_TAXON', detail: 'Du har ikke tilgang til dette taksonet' });
      }
      expect((await addTaxon('admin', species(SALIX))).statusCode).toBe(200);
    });

    it('needs rights on every taxon an operation touches (merge of a taxon inside with one outside)', async () => {
      const inside = (await addTaxon('admin', species(URSUS))).json().scientificNameId as number;
      const outside = (await addTaxon('admin', species(SALIX))).json().scientificNameId as number;
      const merge = await as.editor.request({
        method: 'POST',
        url: '/api/v1/TaxonomicOperations/Synonymize',
        payload: {
          scientificNames: [
            { nameId: inside, taxonomicStatus: 'Accepted' },
            { nameId: outside, taxonomicStatus: 'Synonym' },
          ],
        },
      });
      expect(merge.statusCode).toBe(403);
      expect(merge.json()).toMatchObject({ errorCode: 'NO_PERMISSION_ON_TAXON' });
    });

    it('lets editors delete inside their subtree only, and administrators everywhere', async () => {
      const del = (role: Role, scientificNameId: number) =>
        as[role].request({ method: 'DELETE', url: '/api/v1/TaxonomicOperations/Delete', payload: { scientificNameId } });
      const leaf = (await addTaxon('editor', species(URSUS))).json().scientificNameId as number;
      expect((await del('anonymous', leaf)).json()).toMatchObject({ status: 403, errorCode: 'NOT_LOGGED_IN' });
      expect((await del('withoutAccess', leaf)).json()).toMatchObject({ status: 403, errorCode: 'NO_ACCESS' });
      expect((await del('editor', leaf)).statusCode).toBe(200);
      const outside = (await addTaxon('admin', species(SALIX))).json().scientificNameId as number;
      expect((await del('editor', outside)).json()).toMatchObject({ status: 403, errorCode: 'NO_PERMISSION_ON_TAXON' });
      expect((await del('admin', outside)).statusCode).toBe(200);
    });

    it('answers UserHasPermission with the same policy', async () => {
      const check = async (role: Role, id: number) => (await as[role].get(`/api/v1/Users/UserHasPermission?scientificNameId=${id}`)).json();
      expect(await check('editor', URSUS)).toBe(true);
      expect(await check('editor', URSUS_ARCTOS)).toBe(true);
      expect(await check('editor', 70)).toBe(true);
      expect(await check('editor', SALIX)).toBe(false);
      expect(await check('editor', URSIDAE)).toBe(false);
      expect(await check('withoutAccess', URSUS)).toBe(false);
      expect(await check('anonymous', URSUS)).toBe(false);
      expect(await check('admin', SALIX)).toBe(true);
      const invalid = await as.editor.get('/api/v1/Users/UserHasPermission?scientificNameId=abc');
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json()).toMatchObject({ detail: 'Vitenskapelig navne-id er ugyldig.' });
    });
  });

  it('records users in their own stream', async () => {
    const events = await t.stores.events.readStream(USERS_STREAM);
    expect(events.map((e) => e.type)).toEqual(expect.arrayContaining(['UserAdded', 'UserPasswordSet']));
  });
});
