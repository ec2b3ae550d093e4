import path from 'node:path';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const noFloats = { selector: "CallExpression[callee.name='parseFloat']", message: 'Money is integer kobo: no floats.' };

/**
 * API module boundaries: a file in apps/api/src/modules/<a>/ reaches another module only
 * through its public entry `../<b>/index.js`, never its routes, services, queries or other files.
 */
const moduleBoundaries = [
  {
    regex: '^\\.\\./(?!\\.\\.)[^/]+/(?!index\\.js$).+',
    message: 'Another API module is reached only through its public entry: import from ../<module>/index.js.',
  },
  {
    regex: '^(\\.\\./)+modules/',
    message: 'Another API module is reached only through its public entry: import from ../<module>/index.js.',
  },
];

/**
 * Web feature boundaries (as bulletproof-react does): a file in apps/web/src/features/<a>/ never
 * imports from another feature; what several features share lives in src/api, src/components,
 * src/lib or src/config, and only src/app composes features. Tests follow the same rule.
 */
const featureOf = (file) => /apps[\\/]web[\\/]src[\\/]features[\\/]([^\\/]+)[\\/]/.exec(file)?.[1];
const sharedOf = (file) => /apps[\\/]web[\\/]src[\\/](components|lib)[\\/]/.exec(file)?.[1];

/** Calls `onFeature(node, feature)` for each relative import or re-export that reaches a feature. */
const featureImports = (context, onFeature) => {
  const check = (node) => {
    const spec = node.source && node.source.value;
    if (typeof spec !== 'string' || !spec.startsWith('.')) return;
    const to = featureOf(path.resolve(path.dirname(context.filename), spec) + path.sep);
    if (to) onFeature(node, to);
  };
  return {
    ImportDeclaration: check,
    ExportNamedDeclaration: check,
    ExportAllDeclaration: check,
    ImportExpression: check,
  };
};

/** A rule of the plugin: its one message, and the visitor `create` returns for a file (or none). */
const boundaryRule = (message, create) => ({
  meta: { type: 'problem', messages: { boundary: message }, schema: [] },
  create: (context) =>
    create(context, (node, data) => context.report({ node: node.source, messageId: 'boundary', data })),
});

const webBoundaries = {
  rules: {
    'no-cross-feature-imports': boundaryRule(
      "Feature '{{from}}' imports from feature '{{to}}': move what both need to src/api, src/components or src/lib.",
      (context, report) => {
        const from = featureOf(context.filename);
        if (!from) return {};
        return featureImports(context, (node, to) => {
          if (to !== from) report(node, { from, to });
        });
      },
    ),
    /*
     * The kit (src/components) and the helpers (src/lib) serve every feature, so they never
     * depend on one: a shared piece that imported a feature would tie every screen to it.
     */
    'no-shared-imports-feature': boundaryRule(
      "src/{{shared}} imports from feature '{{to}}': a shared piece never depends on a feature; move what it needs to src/api, src/components or src/lib.",
      (context, report) => {
        const shared = sharedOf(context.filename);
        if (!shared) return {};
        return featureImports(context, (node, to) => report(node, { shared, to }));
      },
    ),
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/.prerender/**',
      '**/node_modules/**',
      'data/**',
      '.tmp/**',
      'packages/db/migrations/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
      'no-restricted-syntax': ['error', noFloats],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'web-boundaries': webBoundaries },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'web-boundaries/no-cross-feature-imports': 'error',
      'web-boundaries/no-shared-imports-feature': 'error',
      // Forms take the zod resolver from src/lib/zod-resolver.ts, which first sets zod's `jitless`
      // option: the default probe for `new Function` breaks the Content-Security-Policy.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@hookform/resolvers/zod',
              message: "Import zodResolver from src/lib/zod-resolver.ts (it sets zod's jitless option first).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/lib/zod-resolver.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['apps/api/src/modules/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: moduleBoundaries }] },
  },
  {
    // Services take what they use as an explicit `deps: Pick<ServiceDeps, ...>`, never Fastify.
    files: ['apps/api/src/modules/**/*.service.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'fastify',
              message: 'A service takes deps: Pick<ServiceDeps, ...> (lib/service-deps.ts), not Fastify.',
            },
          ],
          patterns: moduleBoundaries,
        },
      ],
    },
  },
  {
    // The web app never restates what the server answers: API types are inferred from the
    // schemas in packages/domain/src/schemas (z.infer), so a shape is declared once.
    files: ['apps/web/src/features/*/api/**/*.{ts,tsx}', 'apps/web/src/api/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        noFloats,
        {
          selector: 'TSInterfaceDeclaration',
          message:
            'Declare API shapes once in packages/domain/src/schemas and use their inferred types (z.infer), not an interface.',
        },
        {
          selector: 'TSTypeAliasDeclaration > TSTypeLiteral',
          message:
            'Declare API shapes once in packages/domain/src/schemas and use their inferred types (z.infer), not an object type.',
        },
        {
          selector: 'TSPropertySignature[key.name=/_/]',
          message:
            'A snake_case field is part of an API shape: declare it in packages/domain/src/schemas and infer the type.',
        },
      ],
    },
  },
);
