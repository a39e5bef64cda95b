// Lint: TypeScript rules plus the architecture's one-way imports:
// src -> machines -> domain, server -> domain; machines never touch React, the DOM or axios.
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const restrict = (...patterns) => ['error', { patterns }];
const group = (group, message) => ({ group, message });

export default tseslint.config(
  { ignores: ['dist/', 'dist-*/', 'node_modules/', 'data/', '.data-test/', 'test-results/', 'playwright-report/', '.scratch/', 'visual/.output/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['domain/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict(
        group(['**/src/**', '**/machines/**', '**/server/**'], 'domain/ is pure rules: it imports nothing from src, machines or server.'),
        group(['react', 'react-dom', 'axios', 'fastify', 'kysely', 'pg', '@electric-sql/*', 'node:*'], 'domain/ runs in the browser and the server: no framework or Node imports.'),
      ),
    },
  },
  {
    files: ['machines/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict(
        group(['**/src/**', '**/server/**'], 'machines/ may import only domain/ (imports flow src -> machines -> domain).'),
        group(['react', 'react-dom', '@xstate/react', 'axios', 'js-cookie', 'wouter', '@chakra-ui/*'], 'machines/ are pure TypeScript: side effects are actors provided by the app.'),
      ),
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': restrict(group(['**/server/**'], 'The SPA reaches the server only through src/api/client.ts over HTTP.')),
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict(group(['**/src/**', '**/machines/**'], 'server/ imports only domain/ and its own folders.')),
    },
  },
);
