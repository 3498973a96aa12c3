// ESLint flat config: TypeScript, React hooks, jsx-a11y, Storybook, and the globals each zone may not use.
// The import zones and the ban on cycles are dependency-cruiser's (.dependency-cruiser.js, also `npm run lint`).
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'storybook-static',
      'data',
      'content',
      '.storybook/public',
      'tests/fixtures/broken/**',
      'test-runner-jest.config.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx,js}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-non-null-assertion': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info', 'log'] }],
      // A comment cites the project's docs (docs/requirements.md#…), never a numbered section of a spec outside the repository.
      'no-warning-comments': ['error', { terms: ['§'], location: 'anywhere' }],
    },
  },
  {
    files: ['ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'ui/ is presentational: data comes in through props.' },
      ],
    },
  },
  {
    files: ['backend/domain/**/*.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'backend/domain does no I/O.' },
        { name: 'process', message: 'backend/domain does not read the environment.' },
        { name: 'Buffer', message: 'backend/domain runs in the browser too.' },
      ],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  ...storybook.configs['flat/recommended'],
  {
    files: ['stories/**/*.tsx'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
);
