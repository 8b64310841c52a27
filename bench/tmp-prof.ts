import { spawn } from 'node:child_process'
import fs from 'node:fs'
import { JWT_SECRET, prepareBenchData } from './benchData.ts'
const url = 'postgres://postgres@127.0.0.1:5432/gq_bench'
const data = await prepareBenchData(url, () => undefined)
const target = process.argv[2] ?? '/api/v1/insurance_requests'
const server = spawn(process.execPath, [...(process.env.PROF ? ['--cpu-prof', '--cpu-prof-dir=/tmp/prof2'] : []), 'api/server.ts'], { cwd: process.env.SERVER_ROOT ?? process.cwd(), env: { ...process.env, NODE_ENV: 'production', DATABASE_URL: url, JWT_SECRET, PORT: '3499', DATA_DIR: '/tmp/gq-cc', MAIL_TRANSPORT: 'log', RATE_LIMIT_MULTIPLIER: '1000', PUBLIC_URL: 'http://127.0.0.1:3499', ROW_CACHES: process.env.RC ?? 'off', WEB_CONCURRENCY: '1' }, stdio: ['ignore', 'ignore', 'inherit'] })
for (;;) { if (await fetch('http://127.0.0.1:3499/api/v1/ready').then((r) => r.ok, () => false)) break; await new Promise((r) => setTimeout(r, 200)) }
const cpu = () => { const f = fs.readFileSync(`/proc/${server.pid}/stat`, 'utf8').split(') ')[1].split(' '); return [Number(f[11]) * 10, Number(f[12]) * 10] }
const pick = () => target.replace('{n}', data.requestNumbers[Math.floor(Math.random() * data.requestNumbers.length)] ?? '')
const token = () => target.includes('{n}') ? data.adminToken : data.customerTokens[Math.floor(Math.random() * data.customerTokens.length)]
async function run(n: number) { await Promise.all(Array.from({ length: 10 }, async () => { for (let i = 0; i < n / 10; i++) { const r = await fetch(`http://127.0.0.1:3499${pick()}`, { headers: { authorization: `Bearer ${token()}` } }); if (!r.ok) throw new Error(String(r.status)); await r.text() } })) }
await run(1000)
const c0 = cpu(); const t0 = Date.now()
await run(5000)
const c1 = cpu(); console.log(target, 'user ms/req', ((c1[0] - c0[0]) / 5000).toFixed(3), 'sys', ((c1[1] - c0[1]) / 5000).toFixed(3), 'wall ms', Date.now() - t0)
server.kill('SIGTERM')
await new Promise((r) => server.once('exit', r))
