// `npm run openapi:examples`: runs the API's HTTP tests with OPENAPI_EXAMPLES_DIR set, so that every JSON answer that
// matched the OpenAPI document is written down, and keeps one per operation, status and media type as the document's
// example (apps/api/src/http/openapi-examples.ts). Lists are cut to their first three items; of the candidates the
// most informative one that stays short is kept. Then `npm run openapi` writes the document with them.
// With test paths (`npm run openapi:examples -- apps/api/src/archive-import`), only those tests run, and the examples
// of the operations they do not answer are kept as they were.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const target = join(root, 'apps/api/src/http/openapi-examples.ts');
const dir = mkdtempSync(join(tmpdir(), 'openapi-examples-'));
const MAX_CHARS = 2000;

/** A secret (a webhook's signing key) is shown in the document as a placeholder of its form, never as sent. */
const SECRET_EXAMPLE = `whsec_${'x'.repeat(44)}`;

const cut = (value) =>
  Array.isArray(value)
    ? value.slice(0, 3).map(cut)
    : value && typeof value === 'object'
      ? Object.fromEntries(Object.entries(value).map(([key, v]) => [key, key === 'secret' && typeof v === 'string' ? SECRET_EXAMPLE : cut(v)]))
      : value;

try {
  const only = process.argv.slice(2);
  const run = spawnSync(
    'npx',
    ['jest', '--selectProjects', 'server', '--testPathPatterns', ...(only.length > 0 ? only : ['\\.e2e\\.spec\\.ts$']), '--silent'],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, OPENAPI_EXAMPLES_DIR: dir, NODE_OPTIONS: '--experimental-vm-modules' },
    },
  );
  if (run.status !== 0) console.warn('Noen tester feilet; eksemplene velges blant svarene som likevel passet dokumentet.');
  const candidates = new Map();
  for (const file of readdirSync(dir)) {
    for (const line of readFileSync(join(dir, file), 'utf8').split('\n')) {
      if (!line) continue;
      const { operation, status, mediaType, value } = JSON.parse(line);
      const key = JSON.stringify([operation, status, mediaType]);
      const text = JSON.stringify(cut(value));
      const seen = candidates.get(key) ?? new Set();
      seen.add(text);
      candidates.set(key, seen);
    }
  }
  const kept = only.length > 0 ? (await import(join(root, 'apps/api/dist/http/openapi-examples.js'))).OPENAPI_EXAMPLES : {};
  const examples = structuredClone(kept);
  for (const [key, texts] of [...candidates].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const [operation, status, mediaType] = JSON.parse(key);
    const sorted = [...texts].sort((a, b) => a.length - b.length || (a < b ? -1 : 1));
    const chosen = sorted.filter((t) => t.length <= MAX_CHARS).at(-1) ?? sorted[0];
    ((examples[operation] ??= {})[status] ??= {})[mediaType] = JSON.parse(chosen);
  }
  const ordered = Object.fromEntries(
    Object.keys(examples)
      .sort()
      .map((operation) => [operation, examples[operation]]),
  );
  // An answer that several operations share (a name page by taxon id and by name id) is written once, as a constant.
  const uses = new Map();
  for (const byStatus of Object.values(ordered))
    for (const byMedia of Object.values(byStatus))
      for (const value of Object.values(byMedia)) {
        const text = JSON.stringify(value);
        if (text.length > 200) uses.set(text, (uses.get(text) ?? 0) + 1);
      }
  const shared = [...uses].filter(([, count]) => count > 1).map(([text], index) => ({ text, name: `SHARED_${index + 1}` }));
  const nameOf = new Map(shared.map(({ text, name }) => [text, name]));
  const body = JSON.stringify(
    ordered,
    (_key, value) => (value && typeof value === 'object' && nameOf.has(JSON.stringify(value)) ? `@@${nameOf.get(JSON.stringify(value))}@@` : value),
    2,
  ).replace(/"@@(SHARED_\d+)@@"/g, '$1');
  writeFileSync(
    target,
    `// Written by \`npm run openapi:examples\`: one answer per operation, status and media type, chosen from the answers the
// HTTP tests received (each checked against the document). Do not edit by hand; run the script again.
${shared.map(({ text, name }) => `const ${name} = ${text};\n`).join('')}
export const OPENAPI_EXAMPLES: Readonly<Record<string, Readonly<Record<string, Readonly<Record<string, unknown>>>>>> = ${body};
`,
  );
  spawnSync('npx', ['prettier', '--log-level', 'warn', '--write', target], { cwd: root, stdio: 'inherit' });
  console.log(`Eksempler for ${Object.keys(ordered).length} operasjoner er skrevet til ${target}.`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
