import { readFileSync } from 'node:fs';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

// The app is served under /app/; in development Vite proxies /api to the API server (scripts/dev.mjs).
export default defineConfig({
  base: '/app/',
  plugins: [react()],
  define: { __API_VERSION__: JSON.stringify(version) },
  server: {
    proxy: { '/api': `http://localhost:${process.env.API_PORT ?? '3001'}` },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The budget test and the bench read the manifest. Maps are written for error reports but never
    // referenced from the bundles (and the server refuses to serve them).
    manifest: true,
    sourcemap: 'hidden',
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Libraries every page needs, in one long-cached chunk apart from the app's own shell.
            { name: 'vendor', test: /node_modules[\\/]/, tags: ['$initial'], priority: 2 },
          ],
        },
      },
    },
  },
});
