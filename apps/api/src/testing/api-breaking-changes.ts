/** The parts of an OpenAPI document the comparison reads. */
interface Document {
  readonly paths: Record<
    string,
    Record<string, { readonly responses?: Record<string, { readonly content?: Record<string, { readonly schema?: Schema }> }> }>
  >;
  readonly components?: { readonly schemas?: Record<string, Schema> };
}
interface Schema {
  readonly $ref?: string;
  readonly type?: string;
  readonly properties?: Record<string, Schema>;
  readonly required?: readonly string[];
  readonly items?: Schema;
  readonly allOf?: readonly Schema[];
  readonly oneOf?: readonly Schema[];
  readonly anyOf?: readonly Schema[];
}

const resolve = (document: Document, schema: Schema | undefined): Schema | undefined => {
  if (!schema) return undefined;
  if (schema.$ref) return resolve(document, document.components?.schemas?.[schema.$ref.split('/').pop()!]);
  if (schema.allOf?.length === 1 && !schema.properties) return resolve(document, schema.allOf[0]);
  return schema;
};

/** The name of a referenced schema (`#/components/schemas/Name`), for matching the variants of a oneOf. */
const refName = (schema: Schema) => schema.$ref?.split('/').pop();

/**
 * What a client of the older document would find broken in the newer one: an operation or a described response
 * removed, a response field removed, no longer always there, or of another type, also within each variant of a
 * `oneOf`/`anyOf` (an NDJSON line, for one). Additions are not breaking: a new operation, response, field or variant,
 * and a schema where the older document described none.
 */
export const breakingChanges = (older: Document, newer: Document): string[] => {
  const changes: string[] = [];
  const compare = (where: string, before: Schema | undefined, after: Schema | undefined, depth: number): void => {
    const a = resolve(older, before);
    const b = resolve(newer, after);
    if (!a || depth > 12) return;
    if (!b) return void changes.push(`${where}: no longer described`);
    if (a.type && b.type && a.type !== b.type) changes.push(`${where}: type ${a.type} became ${b.type}`);
    if (a.items) compare(`${where}[]`, a.items, b.items, depth + 1);
    for (const key of ['oneOf', 'anyOf'] as const) {
      (a[key] ?? []).forEach((variant, index) => {
        const name = refName(variant);
        const now = name ? b[key]?.find((v) => refName(v) === name) : b[key]?.[index];
        compare(`${where}<${name ?? index}>`, variant, now, depth + 1);
      });
    }
    for (const [name, property] of Object.entries(a.properties ?? {})) {
      if (!b.properties?.[name]) {
        changes.push(`${where}.${name}: removed`);
        continue;
      }
      if (a.required?.includes(name) && !b.required?.includes(name)) changes.push(`${where}.${name}: no longer always sent`);
      compare(`${where}.${name}`, property, b.properties[name], depth + 1);
    }
  };
  for (const [path, operations] of Object.entries(older.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const current = newer.paths[path]?.[method];
      const where = `${method.toUpperCase()} ${path}`;
      if (!current) {
        changes.push(`${where}: removed`);
        continue;
      }
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        const now = current.responses?.[status];
        if (!now) {
          changes.push(`${where} ${status}: response removed`);
          continue;
        }
        for (const [mediaType, content] of Object.entries(response.content ?? {})) {
          compare(`${where} ${status} ${mediaType} body`, content.schema, now.content?.[mediaType]?.schema, 0);
        }
      }
    }
  }
  return changes;
};
