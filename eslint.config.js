import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { boundaries } from './scripts/eslint-boundaries.mjs';
import { routeSchemas } from './scripts/eslint-route-schemas.mjs';

// A string of digits, quotes included: `status === 200` (a number) is an HTTP status, not ours.
const code = '[raw=/^[\'"]-?[0-9]+[\'"]$/]';
const isStatus = (node) =>
  `:matches([${node}.property.name='status'], [${node}.name=/^(status|from|to)$/])`;
const rawStatusSelectors = [
  `BinaryExpression${isStatus('left')} > Literal.right${code}`,
  `BinaryExpression${isStatus('right')} > Literal.left${code}`,
  `SwitchStatement${isStatus('discriminant')} > SwitchCase > Literal.test${code}`,
  `Property[key.name='status'] > Literal.value${code}`,
  `CallExpression[callee.property.name='where'][arguments.0.value=/(^|\\.)status$/] Literal${code}`,
];
const rawStatusMessage =
  'Name the order status through orderStatuses (domain/src/order-status.ts), not its raw code.';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'reports/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    // The layers' import rules: scripts/eslint-boundaries.mjs says each and why.
    files: ['domain/**', 'server/**', 'web/**'],
    plugins: { boundaries },
    rules: { 'boundaries/imports': 'error' },
  },
  {
    // An order's status travels as a code ('0', '2', '-1'…) that says nothing to a reader and is
    // easy to mistype as a neighbour's; product code names it through `orderStatuses`
    // (domain/src/order-status.ts). Tests may still write the codes where they check the wire
    // format; migrations keep theirs because a migration is never edited once shipped.
    files: ['domain/src/**/*.{ts,tsx}', 'server/src/**/*.{ts,tsx}', 'web/src/**/*.{ts,tsx}'],
    ignores: [
      '**/*.test.{ts,tsx}',
      '**/*.test-helpers.ts',
      '**/testing/**',
      'server/src/test/**',
      'server/src/security/**',
      'server/src/db/migrations/**',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...rawStatusSelectors.map((selector) => ({ selector, message: rawStatusMessage })),
      ],
    },
  },
  {
    // Every route declares its schema: scripts/eslint-route-schemas.mjs says why. Tests build
    // small apps of their own to try the error handler and this very check.
    files: ['server/src/**/*.ts'],
    ignores: ['server/src/**/*.test.ts', 'server/src/test/**'],
    plugins: { 'route-schemas': routeSchemas },
    rules: { 'route-schemas/declared': 'error' },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
);
