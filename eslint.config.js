// Lint rules, including the import directions of the architecture:
// contracts and fixtures depend on nothing; mocks read contracts; suites reach a
// gateway only over HTTP and may use the reference only through suites/support/oracle.
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The mocks' doors: the only files of mocks/ that scripts/ may import.
const doors = ['reference', 'upstream', 'faulty', 'variants', 'unfinished'];

const layer = (files, forbidden, message) => ({
  files,
  rules: {
    'no-restricted-imports': ['error', { patterns: forbidden.map((group) => ({ group: [group], message })) }],
  },
});

export default tseslint.config(
  { ignores: ['node_modules/**', 'dist/**', 'reports/**', 'coverage/**', 'contracts/types/**', '.stryker-tmp/**', 'stryker-setup-*.js'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      'no-console': 'off',
    },
  },
  // Tests may assert that a fixture entry exists with `!`; a wrong assumption fails the test anyway.
  { files: ['**/*.test.ts', '**/*.check.ts'], rules: { '@typescript-eslint/no-non-null-assertion': 'off' } },
  // One entry per folder: a later entry for the same rule replaces an earlier one, so each
  // folder lists everything it may not import.
  layer(['contracts/**'], ['**/mocks/**', '**/suites/**', '**/scripts/**', '**/fixtures/**'], 'contracts and fixtures depend on nothing'),
  layer(['fixtures/**'], ['**/mocks/**', '**/suites/**', '**/scripts/**', '**/contracts/**'], 'contracts and fixtures depend on nothing'),
  layer(['mocks/**'], ['**/suites/**', '**/scripts/**'], 'mocks read contracts and fixtures only'),
  layer(['mocks/upstream/**'], ['**/suites/**', '**/scripts/**', '**/reference/**', '**/faulty/**', '**/variants/**'], 'the upstream mock knows nothing of gateways'),
  layer(
    ['mocks/reference/**'],
    ['**/suites/**', '**/scripts/**', '**/faulty/**', '**/variants/**', '**/upstream/**'],
    'the reference talks to the platform over HTTP only, and knows neither its faulty variants, the suite nor the CLI',
  ),
  // The reference's own tests (and the kit that starts the pair for them) may drive the upstream
  // mock to prove the two fit together.
  layer(['mocks/reference/**/*.test.ts', 'mocks/reference/http/pair-kit.ts'], ['**/suites/**', '**/scripts/**', '**/faulty/**', '**/variants/**'], 'reference tests may use the upstream mock, nothing above mocks'),
  {
    ...layer(['suites/**'], ['**/mocks/**', '**/scripts/**'], 'suites reach a gateway over HTTP; the reference only through suites/support/oracle'),
    ignores: ['suites/support/oracle/**', 'suites/support/upstream/**'],
  },
  // The harness runs its own platform mock; this one door may open it, and nothing else of mocks/.
  layer(['suites/support/upstream/**'], ['**/mocks/reference/**', '**/mocks/faulty/**', '**/mocks/variants/**', '**/scripts/**'], 'the upstream door opens the platform mock only'),
  // The CLI enters each mock through its door, the part's index.ts, and never an inner file: what a
  // part offers the CLI is listed there, and the part may move its files behind it.
  {
    files: ['scripts/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `(^|/)mocks/(?!(${doors.join('|')})/index\\.ts$)`,
              message: `scripts import a mock only through its index.ts (mocks/{${doors.join(',')}}/index.ts)`,
            },
          ],
        },
      ],
    },
  },
);
