// Lint keeps the imports of DESIGN.md flowing one way: domain <- machines <- server, domain <- machines <- src.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import { readdirSync } from 'node:fs';
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

// The browser app's rooms, at any depth (DESIGN.md): screens never import routes, no area of screens/ imports
// another, and the shared rooms import neither routes nor screens (the addresses screens need live in paths/).
const SCREEN_AREAS = readdirSync(new URL('./src/screens/', import.meta.url), { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);
const SRC_ZONES = [
  { target: './src/screens', from: './src/routes', message: "Un écran n'importe pas les routes : les adresses sont dans src/paths/." },
  ...SCREEN_AREAS.map((area) => ({
    target: `./src/screens/${area}`,
    from: './src/screens',
    except: [`./${area}`],
    message: "Un écran n'importe pas l'écran d'un autre domaine : ce qu'ils partagent va dans src/layout/ ou src/forms/, et la route les assemble.",
  })),
  ...['layout', 'forms', 'session', 'api', 'paths', 'i18n'].map((room) => ({
    target: `./src/${room}`,
    from: ['./src/routes', './src/screens'],
    message: `src/${room}/ sert les écrans et les routes ; il ne les importe pas.`,
  })),
];

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
    // Import loops and the business layer's boundary, at any depth (issue 30); src/ has its own block below.
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
  {
    // The answer shapers know no service (issue 30), not even its types: the records they shape are typed in server/db/ or domain/.
    files: ['server/wire/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/services/**'], message: "wire/ met en forme ce qu'un service a lu, sans rien importer des services : ses types sont dans server/db/ ou domain/, le calcul partagé dans domain/." }] },
      ],
    },
  },
  { files: ['src/**'], rules: forbid(SERVER) },
  // The graph walks use the package DESIGN.md names, whose public API is all they read.
  { files: ['model-tests/**', 'scripts/**', 'test/**'], rules: forbid([['xstate/graph'], 'Les parcours de graphe passent par @xstate/graph.']) },
  {
    // Boundaries at any depth and no import cycle in the browser app (issue 30); a type-only import does not count as a cycle.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver()],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: SRC_ZONES }],
    },
  },
);
