// Runs in every test file: whatever server the file started is stopped and its database dropped.
import { afterAll } from 'vitest'
import { stopTestServer } from './server.ts'

afterAll(stopTestServer)
