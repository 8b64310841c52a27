// The floor for an answer that needs the database: Koa, a pg pool and one primary-key SELECT, of one
// user (/, the hot key) or of a row of bench_rows' million named in the path (/rows/:id, random keys).
import Koa from 'koa'
import pg from 'pg'

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 })
const app = new Koa()
app.use(async (ctx) => {
  const row = /^\/rows\/(\d+)$/.exec(ctx.path)?.[1]
  const { rows } = row
    ? await pool.query('SELECT id, email, first_name, last_name FROM bench_rows WHERE id = $1', [Number(row)])
    : await pool.query('SELECT id, email, first_name, last_name FROM users WHERE id = $1', [Number(process.env.USER_ID)])
  ctx.body = { data: rows[0] }
})
app.listen(Number(process.env.PORT), '127.0.0.1')
