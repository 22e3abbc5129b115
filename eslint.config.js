// ESLint (`npm run lint`, and a step of `npm test`): JavaScript's and typescript-eslint's recommended rules
// on every source file, React's hook rules on the web code. Syntax only (no type information), so it runs
// in well under a minute; `tsc` checks the types, scripts/check-imports.mjs the imports.
// eslint-suppressions.json lists the findings of rules that hold for new code but not yet for all the old
// (ESLint's bulk suppressions): a suppression that no longer matches fails the run, so the list only
// shrinks; after fixing some, `npx eslint . --prune-suppressions` rewrites it.
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig(
  globalIgnores(['data/', 'dist/', 'test-results/', 'playwright-report/', '.tmp/', 'scratch/', 'fixtures/']),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    rules: {
      // A leading underscore names what is left out on purpose: a field dropped by destructuring
      // (`const { id: _id, ...rest } = x`), a parameter an interface requires.
      '@typescript-eslint/no-unused-vars': ['error', {
        argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true,
      }],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    // A CommonJS file (the user-function sandbox's worker) loads its modules with require().
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['tests/**', 'bench/**'],
    rules: {
      // Tests and benches read untyped JSON answers and reach into results; `any` there is the honest type.
      '@typescript-eslint/no-explicit-any': 'off',
      // Reference values are written as published (more digits than a double holds); the tests compare
      // the double they round to.
      'no-loss-of-precision': 'off',
    },
  },
  {
    files: ['bench/**'],
    // Benchmarks drop their references (`cells = undefined`) before a collection so the heap they measure
    // holds only what the next step keeps: assignments that are never read on purpose.
    rules: { 'no-useless-assignment': 'off' },
  },
  {
    files: ['web/**/*.{ts,tsx}', 'plugins/*/web/**/*.{ts,tsx}', 'tests/**/*.tsx'],
    extends: [reactHooks.configs.flat.recommended],
    rules: {
      // A missing or extra dependency is a stale closure or a wasted render: an error for new code; the
      // old findings, each to review rather than to fix blindly (many memos key on a document revision
      // on purpose), are listed in eslint-suppressions.json.
      'react-hooks/exhaustive-deps': 'error',
      // Two of the React Compiler's rules, off: the build does not run the compiler, and they refuse the
      // project's idioms, each of which would need a rewrite: a ref that keeps the latest callback or
      // value, written during render (`latest.current = apply`, the editor's geometry ref), and an effect
      // that resets state when a prop changes (`useEffect(() => setText(initial), [initial])`).
      'react-hooks/refs': 'off',
      'react-hooks/set-state-in-effect': 'off',
    },
  },
);
