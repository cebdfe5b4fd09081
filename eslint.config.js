import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Features do not import each other; the app layer composes them (DESIGN.md, conventions).
const features = readdirSync('src/client/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const boundaries = [
  { target: './src/client', from: './src/server', message: 'The client never imports the server.' },
  { target: './src/server', from: './src/client', message: 'The server never imports the client.' },
  {
    target: './src/shared',
    from: ['./src/client', './src/server'],
    message: 'Shared code runs on both sides and imports neither.',
  },
  ...features.map((feature) => ({
    target: `./src/client/features/${feature}`,
    from: './src/client/features',
    except: [`./${feature}`],
    message: 'Features do not import each other; compose them in src/client/app.',
  })),
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      '.build',
      'data',
      'node_modules',
      'test-results',
      'playwright-report',
      'src/server/db/migrations',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [importX.createNodeResolver()],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: boundaries }],
      'import-x/no-self-import': 'error',
      'no-console': 'off',
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'The browser receives no environment; only src/server/env.ts reads process.env.',
        },
      ],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    ignores: ['src/server/env.ts', 'src/server/test-support/**', '**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Only src/server/env.ts reads process.env.',
        },
      ],
    },
  },
);
