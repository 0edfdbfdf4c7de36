import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Ajv, type ValidateFunction } from 'ajv';
/** What a test's app.inject answers (light-my-request's response). */
interface InjectResponse {
  readonly statusCode: number;
  readonly headers: Record<string, unknown>;
  readonly body: string;
  json<T = unknown>(): T;
}

interface OpenApiOperation {
  readonly responses?: Record<
    string,
    { readonly description?: string; readonly content?: Record<string, { readonly schema?: unknown; readonly example?: unknown }> }
  >;
}
interface OpenApiDocument {
  readonly paths: Record<string, Record<string, OpenApiOperation>>;
}

/** Where a response's schema lives in the document: a JSON pointer, URI-encoded per segment. */
const pointer = (...segments: string[]) => segments.map((s) => encodeURIComponent(s.replace(/~/g, '~0').replace(/\//g, '~1'))).join('/');

/**
 * The document's schemas as ajv should read them in a test:
 * - an object may have no field its schema does not name: the document must list everything the API sends
 *   (`additionalProperties: false` wherever a schema names properties and says nothing else);
 * - OpenAPI 3.0's `nullable: true` also allows null where the rest of the schema is a reference (`allOf`), which ajv
 *   would otherwise refuse.
 */
const forTests = (schema: unknown): unknown => {
  if (Array.isArray(schema)) return schema.map(forTests);
  if (!schema || typeof schema !== 'object') return schema;
  const { nullable, ...rest } = Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, forTests(value)])) as Record<string, unknown>;
  if (rest.properties && rest.additionalProperties === undefined && rest.allOf === undefined) rest.additionalProperties = false;
  return nullable === true ? { anyOf: [{ type: 'null' }, rest] } : rest;
};

/** Media types whose examples the document must show (JSON answers and problem JSON). */
const JSON_MEDIA = /^application\/(.+\+)?json$/;

/** Media types whose body is one JSON value per line (each line is checked against the schema). */
const JSON_LINES = new Set(['application/x-ndjson', 'application/jsonl', 'application/json-seq']);

/**
 * Checks every answer against the OpenAPI document the app serves: the operation of the request's method and path,
 * the response of its status (or `default`), and the schema of its media type. An error names the route and what
 * differs:
 * - a status the operation does not describe (`default` describes the errors: a success or a redirect that only
 *   `default` covers is undescribed, unless it is problem JSON, as the 202 PROJECTION_PENDING of an operation is);
 * - a body whose media type the response does not list, or a body where the response describes none;
 * - a JSON body its schema refuses, or a line of an NDJSON body its (line) schema refuses.
 * Other bodies (HTML, text, files) are checked for their media type only. Routes outside the document (health, the
 * documents themselves, the web app) are not checked.
 */
export class OpenApiResponses {
  private readonly ajv = new Ajv({ allErrors: true, strict: false, validateFormats: false });
  private readonly routes: { readonly path: string; readonly pattern: RegExp; readonly params: number }[];
  private readonly validators = new Map<string, ValidateFunction>();

  constructor(private readonly document: OpenApiDocument) {
    this.ajv.addSchema(forTests(document) as object, 'openapi');
    this.routes = Object.keys(document.paths)
      .map((path) => ({
        path,
        pattern: new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '[^/]+')}$`),
        params: (path.match(/\{/g) ?? []).length,
      }))
      .sort((a, b) => a.params - b.params);
  }

  /** The problems of one answer (empty when it matches the document). */
  problemsOf(method: string, url: string, response: Pick<InjectResponse, 'statusCode' | 'headers' | 'body'>): string[] {
    const path = url.split('?')[0]!;
    const route = this.routes.find((r) => r.pattern.test(path));
    const verb = method.toLowerCase();
    const operation = route && this.document.paths[route.path]![verb];
    if (!route || !operation) return [];
    const where = `${method.toUpperCase()} ${route.path} answered ${response.statusCode}`;
    const responses = operation.responses ?? {};
    const status = String(response.statusCode) in responses ? String(response.statusCode) : 'default' in responses ? 'default' : undefined;
    const undescribed = [`${where}, which the OpenAPI document does not describe (it has ${Object.keys(responses).join(', ')})`];
    if (status === undefined) return undescribed;
    const mediaType = String(response.headers['content-type'] ?? '')
      .split(';')[0]!
      .trim()
      .toLowerCase();
    if (status === 'default' && response.statusCode < 400 && mediaType !== 'application/problem+json') return undescribed;
    if (verb === 'head' || response.body === '') return [];
    const content = responses[status]!.content ?? {};
    if (!(mediaType in content)) {
      const listed = Object.keys(content);
      return [
        `${where} with a ${mediaType || 'body without a content type'}, which the document does not list (${listed.length ? `it has ${listed.join(', ')}` : 'it describes no body'})`,
      ];
    }
    if (!content[mediaType]!.schema) return [];
    const json = /[/+]json$/.test(mediaType);
    if (!json && !JSON_LINES.has(mediaType)) return [];
    const validate = this.validatorOf(route.path, verb, status, mediaType);
    const values = json
      ? [{ at: '', value: JSON.parse(response.body) as unknown }]
      : response.body
          .split('\n')
          .map((line, index) => ({ at: ` line ${index + 1}`, line }))
          .filter(({ line }) => line.trim() !== '')
          .map(({ at, line }) => ({ at, value: JSON.parse(line) as unknown }));
    if (json && values[0] && validate(values[0].value)) this.recordExample?.(`${verb} ${route.path}`, status, mediaType, values[0].value);
    return values.flatMap(({ at, value }) =>
      validate(value)
        ? []
        : (validate.errors ?? []).map(
            (e) =>
              `${where}: the body${at} ${e.instancePath || '(root)'} ${e.message ?? ''}${e.params ? ` ${JSON.stringify(e.params)}` : ''}, against the OpenAPI document`,
          ),
    );
  }

  /** Told of every JSON answer that matched the document (see `OPENAPI_EXAMPLES_DIR` in `checkAnswersOf`). */
  private recordExample?: (operation: string, status: string, mediaType: string, value: unknown) => void;

  /**
   * What is wrong with the document's examples: a JSON response (answer or problem) without an example, or an example
   * its own schema refuses (read with the same strictness as the answers: no field the schema does not name).
   */
  exampleProblems(): string[] {
    const problems: string[] = [];
    for (const [path, operations] of Object.entries(this.document.paths)) {
      for (const [verb, operation] of Object.entries(operations)) {
        for (const [status, response] of Object.entries(operation.responses ?? {})) {
          for (const [mediaType, content] of Object.entries(response.content ?? {})) {
            if (!JSON_MEDIA.test(mediaType) || !content.schema) continue;
            const where = `${verb.toUpperCase()} ${path} ${status} ${mediaType}`;
            if (content.example === undefined) {
              problems.push(`${where} has no example`);
              continue;
            }
            const validate = this.validatorOf(path, verb, status, mediaType);
            if (!validate(content.example))
              problems.push(
                `${where}: the example ${(validate.errors ?? []).map((e) => `${e.instancePath || '(root)'} ${e.message ?? ''}`).join('; ')}`,
              );
          }
        }
      }
    }
    return problems;
  }

  private validatorOf(path: string, verb: string, status: string, mediaType: string): ValidateFunction {
    const key = `openapi#/${pointer('paths', path, verb, 'responses', status, 'content', mediaType, 'schema')}`;
    let validate = this.validators.get(key);
    if (!validate) {
      validate = this.ajv.compile({ $ref: key });
      this.validators.set(key, validate);
    }
    return validate;
  }

  /**
   * Makes `app.inject(options)` check each answer against the document the app serves: an answer that does not match
   * rejects with the differences, failing the test that got it.
   */
  static async checkAnswersOf(app: NestFastifyApplication): Promise<OpenApiResponses> {
    // app.inject goes to the HTTP adapter's inject (the app itself is a proxy that cannot be given a property)
    const adapter = app.getHttpAdapter() as unknown as { inject: (options: unknown) => Promise<InjectResponse> };
    const inject = adapter.inject.bind(adapter);
    const document = (await inject({ method: 'GET', url: '/api-docs/openapi.json' })).json<OpenApiDocument>();
    const checker = new OpenApiResponses(document);
    // `npm run openapi:examples` runs the HTTP tests with OPENAPI_EXAMPLES_DIR set: every matching JSON answer is
    // written there (one file per process), and the examples of the document are chosen from them.
    const examplesDir = process.env.OPENAPI_EXAMPLES_DIR;
    if (examplesDir) {
      const file = join(examplesDir, `${process.pid}.jsonl`);
      checker.recordExample = (operation, status, mediaType, value) =>
        appendFileSync(file, `${JSON.stringify({ operation, status, mediaType, value })}\n`);
    }
    adapter.inject = async (options: unknown) => {
      const response = await inject(options);
      const request = (typeof options === 'string' ? { url: options } : (options ?? {})) as { method?: string; url?: unknown; path?: unknown };
      const url = typeof request.url === 'string' ? request.url : typeof request.path === 'string' ? request.path : '/';
      const problems = checker.problemsOf(request.method ?? 'GET', url, response);
      if (problems.length > 0) throw new Error(`The answer does not match the OpenAPI document:\n${problems.join('\n')}`);
      return response;
    };
    return checker;
  }
}
