// ESLint (flat config): the recommended rules, each folder with the globals
// of where it runs. Formatting is Prettier's business, not ESLint's.
import js from '@eslint/js';
import globals from 'globals';

export default [
  {
    ignores: [
      'build/',
      'dist/',
      'node_modules/',
      'web/lib/wasm/',
      'web/race/maps/',
      'test-output/',
      'bench/results/',
    ],
  },
  js.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2024, sourceType: 'module' },
    rules: {
      'no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
      eqeqeq: ['error', 'smart'],
      'prefer-const': 'error',
      'no-var': 'error',
    },
  },
  // The package and the faces run in browsers, workers and (web/lib) Node.
  { files: ['web/**/*.js'], languageOptions: { globals: { ...globals.browser, ...globals.worker } } },
  { files: ['web/lib/**/*.js'], languageOptions: { globals: { process: 'readonly' } } },
  // Tools, benchmarks, the command line and tests run in Node; page tests also hand code to the browser.
  {
    files: ['scripts/**', 'bench/**', 'tests/**', 'bin/**', '*.js'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
];
