import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { editTransferTree } from '../../../../libs/domain/src/testing/edit-transfer-fixtures.js';
import { ACTORS, openOperationTestApp, type OperationTestApp } from '../testing/operation-http.js';

/**
 * Property-based fuzzing of every route in the OpenAPI document the API serves: path, query and body values are
 * drawn from the documented schemas mixed with hostile values, sent as an anonymous user, an editor and an admin.
 * No answer may be a 5xx; every 4xx is problem JSON with `detail` and `errorCode`; a refused request writes no event.
 *
 * FUZZ_RUNS sets the number of requests per route (default 12); FUZZ_SEED replays a failing run (the seed and the
 * counterexample's path are printed on failure).
 */

type Schema = Record<string, any>;
interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema?: Schema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema?: Schema }> };
}
interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
}

const RUNS = Number(process.env.FUZZ_RUNS ?? 12);
const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);

/** Routes that cannot answer within one request: the server-sent event stream stays open. */
const NOT_FUZZED = new Set(['GET /api/v1/Feed/Stream']);
/** The login form posted by a browser (not JSON) is answered with the form page and its message, 401 included. */
const ANSWERS_HTML = new Set(['POST /bff/login']);

const hostileString = fc.constantFrom(
  '',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udc00y',
  '\u202Eevil',
  'zero\u200Bwidth',
  '🐻',
  '=cmd|" /C calc"!A0',
  "' OR 1=1 --",
  '../../../etc/passwd',
  '%00',
  '%',
  '%E0%A4%A',
  '-1',
  '0',
  '1e309',
  '9'.repeat(400),
  '2026-02-30',
  'null',
  'x'.repeat(100_000),
  '<script>alert(1)</script>',
  '__proto__',
);
const hostileNumber = fc.constantFrom(-1, 0, -0, 1.5, 2 ** 31, 2 ** 53 + 1, -(2 ** 63), 1e308, Number.MAX_VALUE);
/** Stands for 5 000 nested arrays and objects (too deep for JSON.stringify): `serialize` puts the raw text in. */
const DEEP = '\u0001deep\u0001';
const DEEP_TEXT = '[{"a":'.repeat(2_500) + '1' + '}]'.repeat(2_500);
const serialize = (value: unknown): string => (JSON.stringify(value) ?? 'null').replaceAll(JSON.stringify(DEEP), DEEP_TEXT);
const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  hostileNumber,
  fc.constantFrom(null, true, false, [], {}, DEEP, { __proto__: { isAdmin: true } }, [null, '\u0000']),
);

/** Values from a schema of the OpenAPI document, a fifth of them replaced by hostile ones at every level. */
const fromSchema = (doc: OpenApiDocument, schema: Schema | undefined, depth = 0): fc.Arbitrary<unknown> => {
  const resolved = schema?.$ref ? doc.components.schemas[String(schema.$ref).split('/').pop()!] : schema;
  return fc.oneof({ arbitrary: valid(doc, resolved ?? {}, depth), weight: 4 }, { arbitrary: hostileJson, weight: 1 });
};
const valid = (doc: OpenApiDocument, schema: Schema, depth: number): fc.Arbitrary<unknown> => {
  if (schema.enum) return fc.constantFrom(...(schema.enum as unknown[]));
  const options = (schema.oneOf ?? schema.anyOf) as Schema[] | undefined;
  if (options?.length) return fc.oneof(...options.map((o) => fromSchema(doc, o, depth + 1)));
  if (schema.allOf) return fromSchema(doc, { ...Object.assign({}, ...(schema.allOf as Schema[])), allOf: undefined }, depth + 1);
  const id = fc.integer({ min: 1, max: 12 });
  switch (schema.type) {
    case 'integer':
    case 'number':
      return fc.oneof(id, fc.integer(), fc.double({ noNaN: true }));
    case 'boolean':
      return fc.boolean();
    case 'string':
      if (schema.format === 'date' || schema.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
      return fc.oneof(fc.string({ maxLength: 20 }), fc.string({ unit: 'binary', maxLength: 20 }), id.map(String));
    case 'array':
      return depth > 4 ? fc.constant([]) : fc.array(fromSchema(doc, schema.items, depth + 1), { maxLength: 3 });
    case 'object':
    case undefined: {
      const properties = (schema.properties ?? {}) as Record<string, Schema>;
      // No documented properties: the document leaves the value open (ids, numbers or any JSON).
      if (!Object.keys(properties).length || depth > 4) return fc.oneof(id, fc.string({ maxLength: 10 }), fc.jsonValue({ maxDepth: 2 }));
      const required = new Set((schema.required ?? []) as string[]);
      return fc.record(Object.fromEntries(Object.entries(properties).map(([name, s]) => [name, fromSchema(doc, s, depth + 1)])), {
        requiredKeys: Object.keys(properties).filter((k) => required.has(k)),
      });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
};

/** A path or query value as text; hostile ones are sometimes sent unencoded (malformed percent-encoding, raw %00). */
const asText = (value: unknown): string => (value === DEEP ? DEEP_TEXT : typeof value === 'string' ? value : serialize(value));
const encode = (text: string): string => {
  try {
    return encodeURIComponent(text);
  } catch {
    return text.replace(/[\ud800-\udfff]/g, '%ED%A0%80');
  }
};
const urlValue = (arbitrary: fc.Arbitrary<unknown>) =>
  fc.tuple(arbitrary, fc.boolean()).map(([value, raw]) => {
    const text = asText(value).slice(0, 2_000);
    return raw && /^[\x21-\x7e]*$/.test(text) && !/[?#/]/.test(text) ? text : encode(text);
  });

interface FuzzRequest {
  actor: keyof typeof USERS;
  url: string;
  body: unknown;
}
const USERS = { anonymous: ACTORS.anonymous, editor: ACTORS.editor(6), admin: ACTORS.admin };

const requestFor = (doc: OpenApiDocument, path: string, operation: Operation): fc.Arbitrary<FuzzRequest> => {
  const parameters = (operation.parameters ?? []).filter((p) => p.in !== 'header');
  const values = fc.record(
    Object.fromEntries(parameters.map((p) => [`${p.in}:${p.name}`, fc.option(urlValue(fromSchema(doc, p.schema)), { freq: 6 })])),
  );
  const json = operation.requestBody?.content['application/json']?.schema;
  const body = json
    ? fc.oneof({ arbitrary: fromSchema(doc, json), weight: 5 }, { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 1 })
    : fc.constant(undefined);
  return fc.record({ actor: fc.constantFrom(...(Object.keys(USERS) as (keyof typeof USERS)[])), values, body }).map(({ actor, values, body }) => {
    let url = path;
    const query: string[] = [];
    for (const p of parameters) {
      const value = values[`${p.in}:${p.name}`];
      if (p.in === 'path') url = url.replace(`{${p.name}}`, value || '1');
      else if (value !== null && value !== undefined) query.push(`${encodeURIComponent(p.name)}=${value}`);
    }
    return { actor, url: query.length ? `${url}?${query.join('&')}` : url, body };
  });
};

describe('fuzzing every route of the OpenAPI document', () => {
  let t: OperationTestApp;
  let doc: OpenApiDocument;
  const routes: [string, string, Operation][] = [];

  beforeAll(async () => {
    t = await openOperationTestApp(editTransferTree());
    doc = (await t.app.inject({ method: 'GET', url: '/api-docs/openapi.json' })).json() as OpenApiDocument;
    for (const [path, methods] of Object.entries(doc.paths))
      for (const [method, operation] of Object.entries(methods))
        if (!NOT_FUZZED.has(`${method.toUpperCase()} ${path}`)) routes.push([method.toUpperCase(), path, operation]);
  });
  afterAll(() => t?.close());

  it('answers every generated request without a 5xx, every 4xx as problem JSON, and writes no event when it refuses', async () => {
    expect(routes.length).toBeGreaterThan(50);
    const failures: string[] = [];
    for (const [method, path, operation] of routes) {
      const result = await fc.check(
        fc.asyncProperty(requestFor(doc, path, operation), async ({ actor, url, body }) => {
          const before = await t.stores.events.headPosition();
          const response = await t.app.inject({
            method: method as 'GET',
            url,
            headers: { 'x-csrf': '1', ...USERS[actor], ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
            ...(body === undefined ? {} : { payload: serialize(body) }),
          });
          const status = response.statusCode;
          if (status >= 500) throw new Error(`${status}: ${response.body.slice(0, 300)}`);
          if (status >= 400) {
            const html = ANSWERS_HTML.has(`${method} ${path}`) && body === undefined && /^text\/html/.test(String(response.headers['content-type']));
            if (!html && !/^application\/problem\+json/.test(String(response.headers['content-type'])))
              throw new Error(`${status} is not problem JSON: ${String(response.headers['content-type'])}`);
            const problem = (html ? { detail: '', errorCode: '' } : response.json()) as { detail?: unknown; errorCode?: unknown };
            if (typeof problem.detail !== 'string' || typeof problem.errorCode !== 'string')
              throw new Error(`${status} without detail or errorCode: ${response.body.slice(0, 300)}`);
            const after = await t.stores.events.headPosition();
            if (after !== before) throw new Error(`${status} ${String(problem.errorCode)} wrote ${after - before} event(s)`);
          }
        }),
        { numRuns: RUNS, ...(SEED === undefined ? {} : { seed: SEED }), endOnFailure: true },
      );
      if (result.failed) {
        const example = result.counterexample?.[0] as FuzzRequest | undefined;
        failures.push(
          `${method} ${path} (FUZZ_SEED=${result.seed}): ${String(result.errorInstance ?? '')}\n  as ${example?.actor} ${example?.url.slice(0, 300)} ${serialize(example?.body).slice(0, 300)}`,
        );
      }
    }
    expect(failures).toEqual([]);
  }, 240_000);
});
