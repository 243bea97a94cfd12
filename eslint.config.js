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
// Known exceptions, each a pair own>target (decision 041): the sign-in building blocks (login flow,
// password field, login and password dialogs, the single sign-on marks) are used by the login,
// single sign-on, profile and exam panel screens. They are to move into components/sign-in/ as one
// piece; until then these pairs, and no others, may cross.
export const ALLOWED_CROSSINGS = new Set(['auth>password', 'auth>sso', 'password>auth', 'sso>auth', 'profile>password', 'exams>auth']);
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
// *.service.ts files. The pairs below are the crossings issue 33 measured and is removing, each
// `own>target-file`; none may be added, and the list only shrinks.
const MODULES_DIR = path.join(import.meta.dirname, 'apps/server/src/modules');
const SERVER_DIR = path.join(import.meta.dirname, 'apps/server/src');
const moduleOf = (file) => {
  const rel = path.relative(MODULES_DIR, file);
  return rel.startsWith('..') || path.isAbsolute(rel) ? null : rel.split(path.sep)[0];
};
export const ALLOWED_MODULE_CROSSINGS = new Set([
  'auth>calendar-feed/calendar-feed.repository.ts',
  'auth>password/password.repository.ts',
  'auth>password/temporary-password.ts',
  'auth>sso/login-key.ts',
  'calendar-feed>events/events.repository.ts',
  'exam-panel>auth/session.repository.ts',
  'live>documents/documents.repository.ts',
  'live>timetable/timetable.repository.ts',
  'password>auth/session.repository.ts',
  'password>calendar-feed/calendar-feed.repository.ts',
  'profile>assignments/assignments.repository.ts',
  'study>documents/documents.repository.ts',
  'plugins>auth/session.repository.ts',
]);
const modulesApart = {
  meta: { type: 'problem', messages: { cross: "{{own}} imports {{target}}: a module is reached only through a service it exports (*.service.ts), not its {{kind}}" } },
  create(context) {
    const rel = path.relative(SERVER_DIR, context.filename);
    const own = moduleOf(context.filename) ?? (rel.split(path.sep)[0] === 'plugins' ? 'plugins' : null);
    if (!own) return {};
    const check = (node) => {
      const spec = node.source?.value;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const resolved = path.resolve(path.dirname(context.filename), spec);
      const targetModule = moduleOf(resolved);
      if (!targetModule || targetModule === own) return;
      const target = path.relative(MODULES_DIR, resolved).split(path.sep).join('/');
      if (target.endsWith('.service.ts') || ALLOWED_MODULE_CROSSINGS.has(`${own}>${target}`)) return;
      context.report({ node, messageId: 'cross', data: { own: own === 'plugins' ? 'plugins/' : `modules/${own}`, target: `modules/${target}`, kind: 'internals' } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};
boundaries.rules['modules-apart'] = modulesApart;

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
    files: ['apps/server/src/{modules,plugins}/**/*.ts'],
    ignores: ['apps/server/src/**/*.test.ts', 'apps/server/src/**/*-test-helpers.ts', 'apps/server/src/**/test-requests.ts'],
    plugins: { boundaries },
    rules: { 'boundaries/modules-apart': 'error' },
  },
  {
    files: ['apps/web/src/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
);
