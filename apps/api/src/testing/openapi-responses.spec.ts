import { describe, expect, it } from '@jest/globals';
import { PROBLEM_SCHEMA } from '../http/api-document.js';
import { OpenApiResponses } from './openapi-responses.js';

const DOCUMENT = {
  paths: {
    '/api/v1/Thing/{id}': {
      get: {
        responses: {
          '200': {
            description: '',
            content: {
              'application/json': { schema: { $ref: '#/components/schemas/Thing' } },
              'text/csv': { schema: { type: 'string', format: 'binary' } },
            },
          },
          '304': { description: '' },
          default: { description: '', content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } } },
        },
      },
      put: { responses: { '204': { description: '' } } },
    },
    '/api/v1/Thing/Lines': {
      get: { responses: { '200': { description: '', content: { 'application/x-ndjson': { schema: { $ref: '#/components/schemas/Ref' } } } } } },
    },
    '/api/v1/Thing/Special': { get: { responses: { '200': { description: '', content: { 'application/json': { schema: { type: 'string' } } } } } } },
  },
  components: {
    schemas: {
      Problem: PROBLEM_SCHEMA,
      Thing: {
        type: 'object',
        required: ['id', 'parent'],
        properties: { id: { type: 'integer' }, parent: { nullable: true, allOf: [{ $ref: '#/components/schemas/Ref' }] } },
      },
      Ref: { type: 'object', required: ['id'], properties: { id: { type: 'integer' } } },
    },
  },
};

const json = (statusCode: number, body: unknown, type = 'application/json') => ({
  statusCode,
  headers: { 'content-type': `${type}; charset=utf-8` },
  body: JSON.stringify(body),
});

describe('checking answers against the OpenAPI document', () => {
  const check = new OpenApiResponses(DOCUMENT);

  it('accepts an answer its schema describes, with null where the schema is nullable', () => {
    expect(check.problemsOf('GET', '/api/v1/Thing/7?x=1', json(200, { id: 7, parent: { id: 1 } }))).toEqual([]);
    expect(check.problemsOf('GET', '/api/v1/Thing/7', json(200, { id: 7, parent: null }))).toEqual([]);
    expect(check.problemsOf('GET', '/api/v1/Thing/Special', json(200, 'special'))).toEqual([]);
  });

  it('refuses a field the document does not name, a wrong type and a missing field', () => {
    expect(check.problemsOf('GET', '/api/v1/Thing/7', json(200, { id: 7, parent: null, extra: 1 }))).toEqual([
      expect.stringContaining('must NOT have additional properties'),
    ]);
    expect(check.problemsOf('GET', '/api/v1/Thing/7', json(200, { id: '7', parent: null }))[0]).toContain('/id must be integer');
    expect(check.problemsOf('GET', '/api/v1/Thing/7', json(200, { id: 7, parent: { name: 'x' } })).length).toBeGreaterThan(0);
    expect(check.problemsOf('GET', '/api/v1/Thing/7', json(200, { id: 7 }))[0]).toContain("must have required property 'parent'");
  });

  it('checks errors against the problem JSON, and refuses a status the operation does not describe', () => {
    const problem = { type: 'about:blank', title: 'Ikke funnet', status: 404, detail: 'Fant ikke 7.', errorCode: 'NOT_FOUND', successor: 8 };
    expect(check.problemsOf('GET', '/api/v1/Thing/7', json(404, problem, 'application/problem+json'))).toEqual([]);
    expect(check.problemsOf('GET', '/api/v1/Thing/7', json(404, { detail: 'Fant ikke 7.' }, 'application/problem+json')).length).toBeGreaterThan(0);
    expect(check.problemsOf('PUT', '/api/v1/Thing/7', json(400, { detail: 'x' }))).toEqual([
      'PUT /api/v1/Thing/{id} answered 400, which the OpenAPI document does not describe (it has 204)',
    ]);
  });

  it('refuses a success or a redirect that only the errors (default) describe, but not a problem JSON such as 202 PROJECTION_PENDING', () => {
    expect(check.problemsOf('GET', '/api/v1/Thing/7', { statusCode: 303, headers: { location: '/' }, body: '' })).toEqual([
      'GET /api/v1/Thing/{id} answered 303, which the OpenAPI document does not describe (it has 200, 304, default)',
    ]);
    expect(check.problemsOf('GET', '/api/v1/Thing/7', json(201, { id: 7, parent: null }))[0]).toContain(
      'answered 201, which the OpenAPI document does not describe',
    );
    const pending = { type: 'about:blank', title: 'Akseptert', status: 202, detail: 'Lagret.', errorCode: 'PROJECTION_PENDING', position: 9 };
    expect(check.problemsOf('GET', '/api/v1/Thing/7', json(202, pending, 'application/problem+json'))).toEqual([]);
  });

  it('refuses a body of a media type the response does not list, and a body where it describes none', () => {
    expect(check.problemsOf('GET', '/api/v1/Thing/7', { statusCode: 200, headers: { 'content-type': 'text/html' }, body: '<p>' })).toEqual([
      'GET /api/v1/Thing/{id} answered 200 with a text/html, which the document does not list (it has application/json, text/csv)',
    ]);
    expect(check.problemsOf('PUT', '/api/v1/Thing/7', json(204, { id: 7 }))).toEqual([
      'PUT /api/v1/Thing/{id} answered 204 with a application/json, which the document does not list (it describes no body)',
    ]);
  });

  it('checks each line of an NDJSON body against the line schema', () => {
    const lines = (...values: unknown[]) => ({
      statusCode: 200,
      headers: { 'content-type': 'application/x-ndjson; charset=utf-8' },
      body: values.map((v) => `${JSON.stringify(v)}\n`).join(''),
    });
    expect(check.problemsOf('GET', '/api/v1/Thing/Lines', lines({ id: 1 }, { id: 2 }))).toEqual([]);
    expect(check.problemsOf('GET', '/api/v1/Thing/Lines', lines({ id: 1 }, { id: '2' }))).toEqual([
      expect.stringContaining('the body line 2 /id must be integer'),
    ]);
  });

  it('leaves routes outside the document, empty bodies and the contents of files alone', () => {
    expect(check.problemsOf('GET', '/health/live', json(200, { anything: true }))).toEqual([]);
    expect(check.problemsOf('GET', '/api/v1/Thing/7', { statusCode: 200, headers: { 'content-type': 'text/csv' }, body: 'a;b' })).toEqual([]);
    expect(check.problemsOf('GET', '/api/v1/Thing/7', { statusCode: 304, headers: {}, body: '' })).toEqual([]);
  });
});
