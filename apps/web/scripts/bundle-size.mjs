#!/usr/bin/env node
// Measures the gzip size of the JavaScript an initial load of "/" needs: the entry chunk of index.html plus every
// chunk it imports statically (from the Vite manifest). Lazy routes (and react-admin) are not part of it.
// Usage: node scripts/bundle-size.mjs [distDir] [--limit-kb=250] [--json]
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const args = process.argv.slice(2);
const distDir = resolve(args.find((a) => !a.startsWith('--')) ?? join(fileURLToPath(new URL('..', import.meta.url)), 'dist'));
const limitKb = Number(args.find((a) => a.startsWith('--limit-kb='))?.split('=')[1] ?? 250);
const asJson = args.includes('--json');

const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry && key.endsWith('index.html'));
if (!entryKey) {
  console.error('bundle-size: no index.html entry in the Vite manifest');
  process.exit(2);
}

const initial = new Set();
const visit = (key) => {
  if (initial.has(key)) return;
  initial.add(key);
  for (const next of manifest[key].imports ?? []) visit(next);
};
visit(entryKey);

const chunks = [...initial].map((key) => {
  const file = manifest[key].file;
  const source = readFileSync(join(distDir, file));
  return { file, bytes: source.length, gzip: gzipSync(source, { level: 9 }).length };
});
const total = chunks.reduce((sum, c) => sum + c.gzip, 0);
const totalKb = total / 1000;
const lazyChunks = Object.values(manifest).filter((m) => m.isDynamicEntry).length;

if (asJson) {
  console.log(JSON.stringify({ chunks, gzipBytes: total, gzipKb: Number(totalKb.toFixed(1)), limitKb, lazyChunks }, null, 2));
} else {
  console.log('Initial JS for "/" (entry + static imports):');
  for (const c of chunks)
    console.log(`  ${c.file.padEnd(44)} ${(c.bytes / 1000).toFixed(1).padStart(7)} kB  gzip ${(c.gzip / 1000).toFixed(1).padStart(6)} kB`);
  console.log(`  total gzip: ${totalKb.toFixed(1)} kB (limit ${limitKb} kB); ${lazyChunks} lazy chunks not counted`);
}
if (totalKb > limitKb) {
  console.error(`bundle-size: initial JS is ${totalKb.toFixed(1)} kB gzip, over the ${limitKb} kB limit`);
  process.exit(1);
}
