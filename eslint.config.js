import path from 'node:path';
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

// Features do not import each other (ARCHITECTURE.md): a relative import that lands in another
// folder of apps/web/src/features is refused. What two features share belongs in components/ or lib/.
const FEATURES_DIR = path.join(import.meta.dirname, 'apps/web/src/features');
const featureOf = (file) => {
  const rel = path.relative(FEATURES_DIR, file);
  return rel.startsWith('..') || path.isAbsolute(rel) ? null : rel.split(path.sep)[0];
};
// Allowed exceptions, each a pair own>target: none. Decision 041's six sign-in pairs ended with
// issue 33 (the login flow is in components/sign-in/, the password dialogs in components/password/,
// the logout and the single sign-on marks in lib/session/); the boundaries' lint test reads the set.
export const ALLOWED_CROSSINGS = new Set([]);
const boundaries = {
  rules: {
    'features-apart': {
      meta: { type: 'problem', messages: { cross: "features/{{own}} imports features/{{target}}: features do not import each other (ARCHITECTURE.md); share it through components/ or lib/" } },
      create(context) {
        const own = featureOf(context.filename);
        if (!own) return {};
        const check = (node) => {
          const spec = node.source?.value;
          if (typeof spec !== 'string' || !spec.startsWith('.')) return;
          const target = featureOf(path.resolve(path.dirname(context.filename), spec));
          if (target && target !== own && !ALLOWED_CROSSINGS.has(`${own}>${target}`)) context.report({ node, messageId: 'cross', data: { own, target } });
        };
        return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
      },
    },
  },
};

// Server modules talk to each other through the services they export (ARCHITECTURE.md): from
// modules/<own>/ (or plugins/), an import landing in another module's folder must be one of its
// *.service.ts files. The shared parts beside modules/ (sessions/, the one session store of
// decision 074, and lib/) sit below every module: any module may import them, and they import no
// module at all, not even a service, or a module would reach another through them.
// Allowed exceptions, each `own>target-file`: none. Issue 33 removed the 18 it measured; the
// boundaries' lint test holds the set empty.
const MODULES_DIR = path.join(import.meta.dirname, 'apps/server/src/modules');
const SERVER_DIR = path.join(import.meta.dirname, 'apps/server/src');
const SHARED_PARTS = ['sessions', 'lib'];
const moduleOf = (file) => {
  const rel = path.relative(MODULES_DIR, file);
  return rel.startsWith('..') || path.isAbsolute(rel) ? null : rel.split(path.sep)[0];
};
export const ALLOWED_MODULE_CROSSINGS = new Set([
]);
const modulesApart = {
  meta: {
    type: 'problem',
    messages: {
      cross: "{{own}} imports {{target}}: a module is reached only through a service it exports (*.service.ts), not its {{kind}}",
      shared: '{{own}} imports {{target}}: a shared part sits below the modules and imports none of them (decision 074)',
    },
  },
  create(context) {
    const top = path.relative(SERVER_DIR, context.filename).split(path.sep)[0];
    const shared = SHARED_PARTS.includes(top);
    const own = moduleOf(context.filename) ?? (top === 'plugins' || shared ? top : null);
    if (!own) return {};
    const check = (node) => {
      const spec = node.source?.value;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const resolved = path.resolve(path.dirname(context.filename), spec);
      const targetModule = moduleOf(resolved);
      if (!targetModule || targetModule === own) return;
      const target = path.relative(MODULES_DIR, resolved).split(path.sep).join('/');
      if (shared) return context.report({ node, messageId: 'shared', data: { own: `${own}/`, target: `modules/${target}` } });
      if (target.endsWith('.service.ts') || ALLOWED_MODULE_CROSSINGS.has(`${own}>${target}`)) return;
      context.report({ node, messageId: 'cross', data: { own: own === 'plugins' ? 'plugins/' : `modules/${own}`, target: `modules/${target}`, kind: 'internals' } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};
boundaries.rules['modules-apart'] = modulesApart;

// The demo institute is data for demos and tests (decision 075): only the start script (which
// loads it when the database serves the demo) and the tests reach apps/server/src/demo/.
const DEMO_DIR = path.join(import.meta.dirname, 'apps/server/src/demo');
boundaries.rules['demo-apart'] = {
  meta: { type: 'problem', messages: { demo: 'the demo is loaded by start.ts only (decision 075); production code does not import apps/server/src/demo/' } },
  create(context) {
    const check = (node) => {
      const spec = node.source?.value;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const rel = path.relative(DEMO_DIR, path.resolve(path.dirname(context.filename), spec));
      if (!rel.startsWith('..') && !path.isAbsolute(rel)) context.report({ node, messageId: 'demo' });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

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
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    plugins: { boundaries },
    rules: { 'boundaries/features-apart': 'error' },
  },
  {
    // Tests may use another module's test helpers and internals; production code may not.
    files: [`apps/server/src/{modules,plugins,${SHARED_PARTS.join(',')}}/**/*.ts`],
    ignores: ['apps/server/src/**/*.test.ts', 'apps/server/src/**/*-test-helpers.ts', 'apps/server/src/**/test-requests.ts'],
    plugins: { boundaries },
    rules: { 'boundaries/modules-apart': 'error' },
  },
  {
    files: ['apps/server/src/**/*.{ts,mjs}'],
    ignores: ['apps/server/src/demo/**', 'apps/server/src/start.ts', 'apps/server/src/testing/**', 'apps/server/src/**/*.test.ts', 'apps/server/src/**/*.pg-test.ts', 'apps/server/src/**/*-test-helpers.ts', 'apps/server/src/**/test-requests.ts'],
    plugins: { boundaries },
    rules: { 'boundaries/demo-apart': 'error' },
  },
  {
    files: ['apps/web/src/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
);
