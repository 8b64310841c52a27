import os from 'node:os'
import { defineConfig } from 'vitest/config'
import { fileURLToPath } from 'node:url'
import { LongestFirstSequencer } from './tests/support/sequencer.ts'

// Process-level tests (spawned servers and CLIs, a 1,000-request load) take minutes and do not depend on
// the database the API tests use, so CI runs them in one of its two passes only (.ci/run).
const slowFiles = ['tests/api/processes.test.ts', 'tests/api/jobs.processes.test.ts', 'tests/api/insuranceRequests.bulk.test.ts']

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
    exclude: process.env.SKIP_SLOW_TESTS === 'true' ? slowFiles : [],
    // Each API test file boots its own app on its own copy of one migrated template database, with its
    // own clock (tests/support/server.ts, globalSetup.ts), so files run in parallel, one per core. A
    // worker keeps its modules between files (the app's code loads once per worker, not per file);
    // tests/support/setup.ts stops each file's app and drops its database when the file ends.
    globalSetup: ['tests/support/globalSetup.ts'],
    setupFiles: ['tests/support/setup.ts'],
    fileParallelism: true,
    sequence: { sequencer: LongestFirstSequencer },
    isolate: false,
    // Files wait too (on spawned servers and CLIs, on the payment SDK's retries): one worker more
    // than the cores keeps them busy (measured on 2 cores: 119 → 106 s; two more: 116 s).
    maxWorkers: os.availableParallelism() + 1,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
})
