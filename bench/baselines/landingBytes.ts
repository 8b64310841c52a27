// The floor for the landing page: bare node:http sending its brotli bytes (the build's index.html.br),
// as the product does for a browser that takes brotli; a hello world sends 17 bytes, this 17 KB.
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'

const page = fs.readFileSync(path.join(process.env.DIST_DIR ?? 'dist', 'index.html.br'))
http
  .createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'br', 'content-length': page.length })
    response.end(page)
  })
  .listen(Number(process.env.PORT), '127.0.0.1')
