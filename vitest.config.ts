import { defineConfig } from 'vitest/config'
import { fileURLToPath } from 'node:url'

export default defineConfig({
  resolve: {
    alias: {
      '@shared': fileURLToPath(new URL('./shared', import.meta.url)),
      '@dashboard': fileURLToPath(new URL('./dashboard', import.meta.url)),
    },
  },
  test: {
    environment: 'node',
    include: ['tests/unit/**/*.test.ts', 'tests/api/**/*.test.ts'],
    // One worker, modules shared across files: every API test file talks to the same booted app and
    // database (PGlite boots in seconds, not milliseconds), each test making its own users and rows.
    fileParallelism: false,
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
})
