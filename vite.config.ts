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
            // Libraries every page needs, apart from the app's own shell so that a release keeps them cached;
            // React (the largest, and the slowest to change) apart from the rest.
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, tags: ['$initial'], priority: 3 },
            { name: 'vendor', test: /node_modules[\\/]/, tags: ['$initial'], priority: 2 },
            // The forms library only the screens with forms fetch.
            { name: 'forms', test: /node_modules[\\/](react-hook-form|@hookform)[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
});
