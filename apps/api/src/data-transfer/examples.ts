/**
 * Writes the import screen's example files to apps/api/static/examples (run after changing the columns or the
 * example rows): `npm run build:server && node apps/api/dist/data-transfer/examples.js`.
 */
import { mkdir } from 'node:fs/promises';
import { EXAMPLE_FILES, EXAMPLES_DIR, examplePath, writeExampleFile } from './example-files.js';

await mkdir(EXAMPLES_DIR, { recursive: true });
for (const file of EXAMPLE_FILES) {
  await writeExampleFile(file);
  console.log(`skrev ${examplePath(file)}`);
}
