import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** The API the dev server forwards to (the Nest app, `npm run dev` at the root starts both). */
const API_TARGET = 'http://localhost:3000';
const proxy = Object.fromEntries(['/api', '/bff', '/api-docs', '/examples'].map((path) => [path, { target: API_TARGET, changeOrigin: false }]));

/**
 * The pure domain library is compiled from its source, so the web build does not wait for the server build. Only
 * `@navnebase/domain` (no I/O, no Node APIs) is shared with the browser; of the server packages only the read
 * models' types (`@navnebase/read-models`, a file of interfaces) are, and they leave nothing in the bundle.
 */
const domainSource = fileURLToPath(new URL('../../libs/domain/src/index.ts', import.meta.url));
const readModelTypes = fileURLToPath(new URL('../../libs/projections/src/read-models.ts', import.meta.url));

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: [
      { find: /^@navnebase\/domain$/, replacement: domainSource },
      { find: /^@navnebase\/read-models$/, replacement: readModelTypes },
    ],
  },
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The manifest lets scripts/bundle-size.mjs find the JS an initial load of "/" needs.
    manifest: true,
    chunkSizeWarningLimit: 600,
  },
});
