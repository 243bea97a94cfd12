import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// What the browser app never imports. zod stays on the server (bundle budget). The domain's
// barrel puts every rule a lazy screen uses into the login page's chunks (the bundler hoists a
// module reached statically from the entry): import by subpath.
const WEB_RESTRICTED_PATHS = [
  { name: 'zod', message: 'zod stays on the server (bundle budget); import types only from @portal/contract' },
  { name: '@portal/domain', message: "import the rule's own module, e.g. '@portal/domain/fees/status' (login page budget)" },
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.tmp/**', 'test-results/**', 'playwright-report/**', 'data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
    },
  },
  {
    // Rules and wire shapes are shared by both apps: they never reach into an app.
    files: ['packages/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/apps/**', '@portal/server', '@portal/web'], message: 'packages import nothing from apps/' }] }],
    },
  },
  {
    // The browser gets types from the contract, never zod itself (bundle budget).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/src/test/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: WEB_RESTRICTED_PATHS,
        },
      ],
    },
  },
  {
    // Imports flow components/lib -> features -> app: a screen never reaches into the shell.
    files: ['apps/web/src/{components,lib,features}/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: WEB_RESTRICTED_PATHS,
          patterns: [{ group: ['**/app/**'], message: 'components, lib and features do not import from app/ (ARCHITECTURE.md, imports flow one way)' }],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/{components,lib}/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: WEB_RESTRICTED_PATHS,
          patterns: [{ group: ['**/app/**', '**/features/**'], message: 'components and lib import neither features/ nor app/ (ARCHITECTURE.md)' }],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
);
