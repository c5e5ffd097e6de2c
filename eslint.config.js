import js from '@eslint/js';
import tseslint from 'typescript-eslint';

/** The domain's import restriction, shared by the blocks that restrict imports. */
const NO_HTTP_IMPORTS = {
  group: ['**/http/**', 'fastify', '@fastify/*'],
  message: 'The domain never imports HTTP code.',
};

// ESLint loads the default export of its config file.
// eslint-disable-next-line no-restricted-syntax
export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'data/', 'coverage/'] },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unnecessary-condition': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportDefaultDeclaration', message: 'Use named exports.' },
      ],
    },
  },
  {
    files: ['src/**/*.ts'],
    ignores: ['src/config/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Only src/config reads the environment.' },
      ],
    },
  },
  {
    files: [
      'src/checks/**',
      'src/registry/**',
      'src/store/**',
      'src/contract/**',
      'src/screening/**',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [NO_HTTP_IMPORTS],
        },
      ],
    },
  },
  {
    // The contract is what every layer reads; it depends on none of them (a later block for the
    // same files replaces the rule's options, so the HTTP pattern is given again).
    files: ['src/contract/**'],
    ignores: ['src/contract/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            NO_HTTP_IMPORTS,
            {
              group: ['../*'],
              message: 'The contract imports only its own modules and TypeBox.',
            },
          ],
        },
      ],
    },
  },
  { files: ['**/*.js'], ...tseslint.configs.disableTypeChecked },
);
