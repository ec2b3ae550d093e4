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

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '.tmp/**', 'packages/db/migrations/**', 'coverage/**'] },
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
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
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
    files: ['apps/web/src/features/*/api/**/*.{ts,tsx}'],
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
