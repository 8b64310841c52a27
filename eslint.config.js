// The style rules CI enforces (docs: README "Architecture"): strict TypeScript without `any`, `!` or
// casts, the import direction site → dashboard → shared, api → shared, and within api/ the layers:
// models import no services, services (and billing's) import no routes or middlewares.
import js from '@eslint/js'
import { defineConfig } from 'eslint/config'
import tseslint from 'typescript-eslint'

/** An import of another top folder, by a relative path climbing out of this one or by its alias. */
const folder = (name) => ({
  regex: `^(\\.\\./)+${name}(/|$)|^@${name}/`,
  message: `This folder may not import ${name}/ (README, Architecture: site → dashboard → shared, api → shared; api/models → no services, api/services → no routes or middlewares).`,
})

const boundaries = (...forbidden) => ({
  'no-restricted-imports': ['error', { patterns: forbidden.map(folder) }],
})

/** Browser code toasts through the kit, whose first import mounts the signed-in app's Toaster. */
const TOAST_THROUGH_KIT = { name: 'sonner', message: 'Import toast from dashboard/kit/ui/toast.ts: loading it mounts the app’s Toaster (toasterNeeded.ts).' }

const browserBoundaries = (...forbidden) => ({
  'no-restricted-imports': ['error', { patterns: forbidden.map(folder), paths: [TOAST_THROUGH_KIT] }],
})

export default defineConfig(
  { ignores: ['dist/', 'dist-*/', 'data/', 'node_modules/', 'test-results/', 'playwright-report/', '.astro/', 'bench/results/'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: {
      ecmaVersion: 'latest',
      sourceType: 'module',
      globals: { console: 'readonly', process: 'readonly', URL: 'readonly', fetch: 'readonly' },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      // `as const` only: a cast hides a wrong type where a type guard or `satisfies` would check it.
      '@typescript-eslint/consistent-type-assertions': ['error', { assertionStyle: 'never' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // TypeScript checks names; the input guards (shared/rules/text.ts, redirect.ts) match control characters on purpose.
      'no-undef': 'off',
      'no-control-regex': 'off',
    },
  },
  { files: ['shared/**'], rules: boundaries('api', 'site', 'dashboard', 'tests') },
  { files: ['api/**'], rules: boundaries('site', 'dashboard', 'tests') },
  // A later block replaces the rule for its files, so each layer repeats the top folders.
  { files: ['api/models/**'], rules: boundaries('site', 'dashboard', 'tests', 'services', 'billing', 'routes', 'middlewares') },
  { files: ['api/services/**'], rules: boundaries('site', 'dashboard', 'tests', 'routes', 'middlewares') },
  // Billing is one feature's folder (README, Architecture): its services, like all others, import no routes.
  { files: ['api/billing/**'], ignores: ['api/billing/routes/**'], rules: boundaries('site', 'dashboard', 'tests', 'routes', 'middlewares') },
  { files: ['dashboard/**'], rules: browserBoundaries('api', 'site', 'tests') },
  { files: ['dashboard/kit/ui/toast.ts', 'dashboard/kit/ui/Toaster.tsx'], rules: boundaries('api', 'site', 'tests') },
  { files: ['site/**'], rules: browserBoundaries('api', 'tests') },
)
