// `npm run dev`: the API on :3000 (restarting on change) and Astro's dev server on :4321, which
// proxies /api and /dev to it and serves the SPA for the signed-in areas.
import { spawn } from 'node:child_process'

const children = [
  spawn(process.execPath, ['--watch-path=api', '--watch-path=shared', 'api/server.ts'], { stdio: 'inherit' }),
  spawn('npx', ['astro', 'dev', '--port', '4321'], { stdio: 'inherit', env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' } }),
]
const stop = () => {
  for (const child of children) child.kill('SIGTERM')
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
for (const child of children) child.on('exit', stop)
