import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import vue from 'eslint-plugin-vue';

export default tseslint.config(
  { ignores: ['out/**', 'dist/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'artifacts/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...vue.configs['flat/recommended'],
  {
    files: ['**/*.vue'],
    languageOptions: { parserOptions: { parser: tseslint.parser } },
  },
  {
    languageOptions: {
      globals: { process: 'readonly', console: 'readonly', URL: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly' },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // TypeScript already knows every global (DOM in the renderer, Node elsewhere).
      'no-undef': 'off',
      'vue/multi-word-component-names': 'off',
      'vue/html-indent': 'off',
      'vue/first-attribute-linebreak': 'off',
      'vue/html-closing-bracket-newline': 'off',
      'vue/max-attributes-per-line': 'off',
      'vue/singleline-html-element-content-newline': 'off',
      'vue/html-self-closing': 'off',
    },
  },
  {
    // docs/architecture.md layers: shared code is pure and runs in every process.
    files: ['src/shared/**/*.ts'],
    ignores: ['src/shared/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { group: ['node:*', 'fs', 'path', 'os', 'child_process', 'electron', 'better-sqlite3'], message: 'src/shared must stay pure (docs/architecture.md layers)' },
        { group: ['**/main/**', '**/renderer/**', '**/cli/**', '**/preload/**'], message: 'src/shared depends on nothing else' },
      ] }],
    },
  },
  {
    // The services (and the database, paper and export code they use) know nothing of Electron or HTTP,
    // and never reach into a host, the renderer or the command line.
    files: ['src/main/services/**/*.ts', 'src/main/db/**/*.ts', 'src/main/pdf/**/*.ts', 'src/main/export/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { group: ['electron', 'node:http', 'node:https', 'http', 'https', 'node:net'], message: 'the services know nothing of Electron or HTTP (docs/architecture.md layers)' },
        { group: ['**/hosts/**', '**/renderer/**', '**/cli/**', '**/preload/**'], message: 'the services are called by the hosts and the CLI, never the other way round' },
      ] }],
    },
  },
  {
    // A host carries the contract over its transport; it never imports the screens or the command line.
    files: ['src/main/hosts/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { group: ['**/renderer/**', '**/cli/**'], message: 'a host serves the renderer\'s build, it never imports the renderer or the CLI' },
      ] }],
    },
  },
  {
    // The renderer reaches the backend only through the api contract.
    files: ['src/renderer/**/*.{ts,vue}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { group: ['node:*', 'fs', 'electron', 'better-sqlite3', '**/main/**', '**/cli/**'], message: 'the renderer talks only through the api contract' },
      ] }],
    },
  },
  {
    // The command line reaches main only through the backend, the connection, the paths, the tiering and the web host (issue 40).
    files: ['src/cli/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        {
          regex: '(^|/)main/(?!(services/backend|db/connection|paths|tiering)$|hosts/web/)',
          message: 'td reaches main only through the backend, the connection, the paths, the tiering and the web host',
        },
        { group: ['electron', '**/renderer/**', '**/preload/**'], message: 'td never imports Electron or the renderer' },
      ] }],
    },
  },
);
