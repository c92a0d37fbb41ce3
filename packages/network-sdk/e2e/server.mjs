// Serves the harness pages on 127.0.0.1:4310, a different origin from the network service (3100).
import { createServer } from 'node:http'
import { readFile } from 'node:fs/promises'
import { extname, join, normalize } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('./pages/', import.meta.url))
const port = Number(process.env.HARNESS_PORT ?? 4310)
const types = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8' }

createServer(async (req, res) => {
  const { pathname } = new URL(req.url ?? '/', 'http://harness')
  const name = normalize(pathname === '/' ? '/index.html' : pathname).replace(/^(\.\.[/\\])+/, '')
  const file = join(root, extname(name) ? name : `${name}.html`)
  if (!file.startsWith(root)) {
    res.writeHead(403).end()
    return
  }
  try {
    const body = await readFile(file)
    res.writeHead(200, {
      'Content-Type': types[extname(file)] ?? 'application/octet-stream',
      'Cache-Control': 'no-store',
    })
    res.end(body)
  } catch {
    res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found\n')
  }
}).listen(port, '127.0.0.1', () => {
  process.stdout.write(`harness on http://127.0.0.1:${port}\n`)
})
