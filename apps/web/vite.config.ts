import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** The API the dev server forwards to (the Nest app, `npm run dev` at the root starts both). */
const API_TARGET = 'http://localhost:3000';
const proxy = Object.fromEntries(['/api', '/bff', '/api-docs', '/examples'].map((path) => [path, { target: API_TARGET, changeOrigin: false }]));

/**
 * The pure domain library and the API's typed client are compiled from their source, so the web build does not wait
 * for the server build. Only `@navnebase/domain` (no I/O, no Node APIs) and `@navnebase/api-client` (openapi-fetch
 * over the types generated from the API's OpenAPI document) are shared with the browser; nothing of the server's
 * packages is.
 */
const domainSource = fileURLToPath(new URL('../../libs/domain/src/index.ts', import.meta.url));
const apiClientSource = fileURLToPath(new URL('../../libs/api-client/src/index.ts', import.meta.url));

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: [
      { find: /^@navnebase\/domain$/, replacement: domainSource },
      { find: /^@navnebase\/api-client$/, replacement: apiClientSource },
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
