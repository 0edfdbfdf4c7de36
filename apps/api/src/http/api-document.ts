import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { isCacheableRead } from './cacheable-reads.js';
import { problem } from '../common/problem.js';
import { OPENAPI_EXAMPLES } from './openapi-examples.js';

/** The problem JSON every error is answered with (`common/problem.ts`), as the document describes it. */
export const PROBLEM_SCHEMA = {
  type: 'object',
  description: 'Problem details (RFC 9457) with a stable errorCode and a Norwegian detail for the user.',
  required: ['type', 'title', 'status', 'detail', 'errorCode'],
  properties: {
    type: { type: 'string', example: 'about:blank' },
    title: { type: 'string', description: 'Short Norwegian title of the status', example: 'Ikke funnet' },
    status: { type: 'integer', description: 'The HTTP status', example: 404 },
    detail: { type: 'string', description: 'What went wrong, in Norwegian', example: 'Fant ikke vitenskapelig navn 42.' },
    errorCode: { type: 'string', description: 'Stable code for programs', example: 'SCIENTIFIC_NAME_NOT_FOUND' },
    field: { type: 'string', description: 'The request field the problem is about, when there is one' },
  },
  additionalProperties: true,
} as const;

const PROBLEM_RESPONSE = {
  description:
    'An error: problem JSON with a Norwegian `detail` and a stable `errorCode` (400 invalid input, 401 not logged in or no X-CSRF, ' +
    '403 no access, 404 not found, 409 conflict, 413/414 too large, 429 too many requests with Retry-After, 202 PROJECTION_PENDING ' +
    'when a change is saved but not yet shown).',
  content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } },
};

/** The example of an error for an operation whose tests met none. */
const PROBLEM_EXAMPLE = problem(400, 'INVALID_REQUEST', 'Feltet «scientificNameId» må være et positivt heltall.', { field: 'scientificNameId' });

type Responses = Record<string, { content?: Record<string, { example?: unknown; schema?: { $ref?: string } }> } & Record<string, unknown>>;

/**
 * Gives each response body of an operation its example (`openapi-examples.ts`, real answers of the tests), and every
 * problem answer one: the operation's own when the tests met one, otherwise a general one.
 */
const withExamples = (operation: string, responses: Responses): Responses =>
  Object.fromEntries(
    Object.entries(responses).map(([status, response]) => {
      if (!response.content) return [status, response];
      const content = Object.fromEntries(
        Object.entries(response.content).map(([mediaType, body]) => {
          const example =
            OPENAPI_EXAMPLES[operation]?.[status]?.[mediaType] ??
            (body.schema?.$ref === '#/components/schemas/Problem' ? PROBLEM_EXAMPLE : undefined);
          return [mediaType, example === undefined || body.example !== undefined ? body : { ...body, example }];
        }),
      );
      return [status, { ...response, content }];
    }),
  );

const NOT_MODIFIED = {
  description: 'Not modified: the ETag sent in If-None-Match is still the current one.',
  headers: { ETag: { description: 'Strong tag of the read side position the answer reflects', schema: { type: 'string' } } },
};

const INTRODUCTION =
  'Det offentlige API-et til Navnebase, registeret over vitenskapelige navn og populærnavn på arter i Norge. ' +
  'Alle kall under /api krever hodet `X-CSRF: 1`, unntatt lesing av endringsstrømmen (GET /api/v1/Feed, /Feed/Snapshot og /Feed/Stream). ' +
  'Feil besvares med problem-JSON `{ detail, errorCode, status }`. Endringsstrømmens hendelser er beskrevet i AsyncAPI-dokumentet ' +
  '/api-docs/asyncapi.json.\n\n' +
  'The public API of Navnebase, the national register of scientific and vernacular names of species in Norway. Every call under ' +
  '/api needs the header `X-CSRF: 1`, except reading the change feed. Errors are problem JSON (RFC 9457) with a stable `errorCode` ' +
  'and a Norwegian `detail`. Public reads (TaxonName, Statistics, feed pages) carry a strong `ETag` and answer `If-None-Match` with ' +
  '304; anonymous reads may be cached briefly (`Cache-Control: public`). Other sites may read them from a browser (CORS, no ' +
  'credentials). Anonymous clients are rate-limited per address (429 with `Retry-After`).';

/** The OpenAPI document of the app's routes, with the problem answer and the cache answers every route has. */
export const buildApiDocument = (app: NestFastifyApplication): OpenAPIObject => {
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Navnebase API')
      .setDescription(INTRODUCTION)
      .setVersion('1')
      .addGlobalParameters({ name: 'X-CSRF', in: 'header', required: true, schema: { type: 'string', enum: ['1'], default: '1' } })
      .build(),
  );
  document.components = { ...document.components, schemas: { ...document.components?.schemas, Problem: PROBLEM_SCHEMA as never } };
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations as Record<string, { responses?: Record<string, unknown> }>)) {
      if (typeof operation !== 'object' || !operation || !('responses' in operation)) continue;
      operation.responses = { ...operation.responses, default: operation.responses?.default ?? PROBLEM_RESPONSE };
      if (isCacheableRead(method.toUpperCase(), path)) operation.responses['304'] = NOT_MODIFIED;
      operation.responses = withExamples(`${method} ${path}`, operation.responses as Responses);
    }
  }
  return document;
};
