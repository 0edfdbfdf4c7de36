import { describe, expect, it } from '@jest/globals';
import { PROBLEM_SCHEMA } from '../http/api-document.js';
import { OpenApiResponses } from './openapi-responses.js';

const DOCUMENT = {
  paths: {
    '/api/v1/Thing/{id}': {
      get: {
        responses: {
          '200': { description: '', content: { 'application/json': { schema: { $ref: '#/components/schemas/Thing' } } } },
          default: { description: '', content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } } },
        },
      },
      put: { responses: { '204': { description: '' } } },
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

  it('leaves routes outside the document and bodies that are not JSON alone', () => {
    expect(check.problemsOf('GET', '/bff/user', json(200, { anything: true }))).toEqual([]);
    expect(check.problemsOf('GET', '/api/v1/Thing/7', { statusCode: 200, headers: { 'content-type': 'text/csv' }, body: 'a;b' })).toEqual([]);
    expect(check.problemsOf('GET', '/api/v1/Thing/7', { statusCode: 304, headers: {}, body: '' })).toEqual([]);
  });
});
