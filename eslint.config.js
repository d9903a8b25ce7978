import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * One word for one thing (docs/architecture.md#names): 회차 is `schedule`; `session` is sign-in only. A declared name
 * that says session is one of these sign-in names, or the plain `session`/`sessions` (both words' variable names: read
 * in review). tools/architecture/names.test.ts holds file names to the same.
 */
// prettier-ignore
const SIGN_IN_NAMES = [
  'CachedSession', 'GoogleSessionRequest', 'SESSION_ABSOLUTE_MS', 'SESSION_EXPIRED', 'SESSION_IDLE_MS',
  'SESSION_STORAGE_KEY', 'SESSION_SWEEP_MS', 'Session', 'SessionCache', 'SessionChange', 'SessionExpiredModal',
  'SessionFields', 'SessionListener', 'SessionLookup', 'SessionToken', 'SessionUser', 'SessionsTable',
  'closeSessionCache', 'closeSessionExpired', 'createSession', 'deleteExpiredSessions', 'endSession',
  'findSessionUser', 'getSession', 'getSessionExpiredOpen', 'googleSession', 'googleSessionRequest', 'initSession',
  'insertSession', 'openSessionCache', 'openSessionExpired', 'resolveSession', 'revokeSession', 'sessionCacheOf',
  'sessionExpiredOpen', 'sessionId', 'sessionListeners', 'sessionLoading', 'sessionProblem', 'sessionToken',
  'sessionTokenSchema', 'sessionUser', 'sessionsChanged', 'setSessionExpiredOpen', 'subscribeSession',
  'subscribeSessionExpired', 'sweepSessions', 'touchSession', 'useSession', 'useSessionExpiredOpen',
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      '**/data/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'e2e/.data*/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
    },
    rules: {
      'import-x/no-self-import': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'jsx-a11y': jsxA11y, 'react-hooks': reactHooks },
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      'id-match': [
        'error',
        `^(?:(?!.*(?:session|Session|SESSION)).*|_?sessions?|${SIGN_IN_NAMES.join('|')})$`,
        { properties: true, onlyDeclarations: true, classFields: true },
      ],
    },
  },
  {
    // Libraries the server rarely needs load on their first use, not at start (docs/decisions/0012-server-memory.md):
    // only lib/on-first-use.ts names them; types may be imported anywhere. Tests and tools load what they like.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/lib/on-first-use.ts', '**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            'exceljs',
            'sharp',
            'nodemailer',
            'file-type',
            'ics',
            'iconv-lite',
            'csv-parse/sync',
            'qrcode',
          ].map((name) => ({
            name,
            allowTypeImports: true,
            message:
              'Load it on first use through lib/on-first-use.ts (docs/decisions/0012-server-memory.md).',
          })),
        },
      ],
    },
  },
  // Import direction, cycles and module boundaries are checked on resolved paths by dependency-cruiser
  // (.dependency-cruiser.cjs), which `npm run lint` runs after ESLint.
);
