// Lint keeps the imports of DESIGN.md flowing one way: domain <- machines <- server, domain <- machines <- src.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const forbid = (...groups) => ({
  'no-restricted-imports': ['error', { patterns: groups.map(([group, message]) => ({ group, message })) }],
});
const REACT = [['react', 'react-dom', 'react/*', '@xstate/react', '@tanstack/*'], 'Pas de React ni de code navigateur ici.'];
const SERVER = [['**/server/**', 'fastify', 'drizzle-orm', 'drizzle-orm/*', 'pg', '@electric-sql/*'], 'Le code serveur reste dans server/.'];
const SRC = [['**/src/**'], "Le code de l'application reste dans src/."];
const MACHINES = [['**/machines/**'], 'domain/ ne dépend de rien.'];
const FASTIFY = [['fastify', '@fastify/*'], 'Les services ne connaissent pas HTTP : la route lit la requête et répond.'];

/** What HTTP is made of, which a service never imports: it raises domain errors (domain/errors.ts) and returns domain values. */
const HTTP_ROOMS = ['./server/http', './server/wire', './server/plugins', './server/routes'];

export default tseslint.config(
  { ignores: ['dist/', 'dist-server/', 'node_modules/', 'coverage/', 'data/', '.tmp/', 'server/db/migrations/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  { files: ['domain/**'], rules: forbid(REACT, SERVER, SRC, MACHINES) },
  { files: ['machines/**'], rules: forbid(REACT, SERVER, SRC, [['ofetch'], 'Les effets sont fournis par l’hôte.']) },
  { files: ['server/**'], rules: forbid(REACT, SRC) },
  { files: ['server/services/**'], rules: forbid(REACT, SRC, FASTIFY) },
  {
    // Import loops and the business layer's boundary, at any depth (issue 30). src/ has loops left: not yet here.
    files: ['server/**', 'domain/**', 'machines/**'],
    plugins: { 'import-x': importX },
    settings: { ...importX.flatConfigs.typescript.settings, 'import-x/resolver-next': [createTypeScriptImportResolver()] },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        { zones: [{ target: './server/services', from: HTTP_ROOMS, message: 'Un service ne connaît pas HTTP : ni http/, ni wire/, ni plugins/, ni routes/.' }] },
      ],
    },
  },
  { files: ['src/**'], rules: forbid(SERVER) },
  // The graph walks use the package DESIGN.md names, whose public API is all they read.
  { files: ['model-tests/**', 'scripts/**', 'test/**'], rules: forbid([['xstate/graph'], 'Les parcours de graphe passent par @xstate/graph.']) },
  {
    // A screen never imports another area's screen (DESIGN.md): from src/screens/<area>/, `../<other>/` is off limits.
    files: ['src/screens/*/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: SERVER[0], message: SERVER[1] }, { regex: '^\\.\\./[^./][^/]*/', message: "Un écran n'importe pas l'écran d'un autre domaine." }] },
      ],
    },
  },
);
