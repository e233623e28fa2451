// One lint setup for the whole repository (STYLE: imports flow one way, no cycles).
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const restrict = (patterns) => ['error', { patterns }];
const serverImport = {
  group: ['@console/server', '@console/server/*', '**/server/src/**'],
  message: 'Only the server imports server code.',
};
// The contract's table holds both languages; a page loads its one language (web src/lib/messages.ts).
const bothLanguagesMessages = {
  group: ['@console/contract/i18n/messages'],
  message: 'The console translates message keys with @/lib/messages (one language per page).',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'packages/server/drizzle/**',
      'test-results/**',
      'playwright-report/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['packages/*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/first': 'error',
      'import-x/no-duplicates': 'error',
    },
  },
  // contract: pure TypeScript, no I/O, imports nothing of ours.
  {
    files: ['packages/contract/src/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict([
        { group: ['@console/*'], message: 'contract imports nothing of ours.' },
        {
          group: ['node:*', 'fs', 'path', 'http', 'net', 'child_process'],
          message: 'contract is pure: no I/O.',
        },
      ]),
    },
  },
  // server: the platform, the engine and the database layer serve every area, so they import none
  // (identity, the user log and column helpers live in platform/ and db/; STYLE, issue 11).
  // db/schema.ts is the generated list of every table for drizzle-kit; the server never imports it.
  {
    files: ['packages/server/src/{platform,engine,db}/**/*.ts'],
    ignores: ['packages/server/src/db/schema.ts'],
    rules: {
      'no-restricted-imports': restrict([
        {
          group: ['**/modules/**', '**/modules'],
          message:
            'platform/, engine/ and db/ serve every area and import none: move what both need into platform/ or db/.',
        },
      ]),
    },
  },
  { files: ['packages/simulator/**/*.ts'], rules: { 'no-restricted-imports': restrict([serverImport]) } },
  // web: app -> features -> engine/lib/components, never backwards; features never import each other.
  {
    files: ['packages/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': restrict([serverImport, bothLanguagesMessages]),
    },
  },
  {
    files: ['packages/web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrict([
        serverImport,
        bothLanguagesMessages,
        { group: ['@/app/*', '@/app'], message: 'Features do not import the app shell.' },
        {
          group: ['@/features/*'],
          message: 'A feature never imports another feature; move shared code down.',
        },
      ]),
    },
  },
  {
    files: ['packages/web/src/{lib,engine,components}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrict([
        serverImport,
        bothLanguagesMessages,
        {
          group: ['@/app/*', '@/app', '@/features/*'],
          message: 'Shared code does not import the app or features.',
        },
      ]),
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/test/**/*.ts', 'e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
