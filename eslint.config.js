import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import boundaries from './tools/eslint-boundaries.js';

const TESTS = ['**/*.test.ts', '**/*.test.tsx', 'src/server/test/**', 'src/web/test/**'];
const QUERY_STARTS = [
  'selectFrom',
  'insertInto',
  'updateTable',
  'deleteFrom',
  'replaceInto',
  'mergeInto',
];

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', 'test-results', 'playwright-report', '.tmp'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  // Boundaries (docs/decisions/0044-boundaries-the-linter-keeps.md): imports follow the
  // layers and make no cycle, only config.ts reads the environment, SQL lives in
  // repositories, and production code never loads test code.
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    rules: { 'boundaries/layers': 'error', 'boundaries/no-cycle': 'error' },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/server/config.ts', ...TESTS],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Only src/server/config.ts reads the environment; take a Config instead.',
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '**/test/*',
                '**/*.test',
                '**/*.test.*',
                '**/*-test-data',
                '**/*-test-helpers',
              ],
              message: 'Production code must not import test helpers.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    ignores: ['src/server/**/*-repository.ts', 'src/server/db/migrations/**', ...TESTS],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: `CallExpression[callee.property.name=/^(${QUERY_STARTS.join('|')})$/]`,
          message: 'Database queries live in *-repository.ts files; call a repository function.',
        },
      ],
    },
  },
  {
    files: ['src/web/**/*.tsx', 'src/web/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
);
