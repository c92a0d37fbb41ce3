// The production front cache (Varnish) in front of the web process: `npm run start:prod`, the
// end-to-end suite's front-cache tests and the publish-to-visible benchmark start it through here.
import { spawn } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'

import { ensureVarnish } from './system.mjs'
import { repoRoot, waitForHttp } from './web.mjs'

export const vclTemplate = path.join(repoRoot, 'scripts', 'front-cache.vcl')

/**
 * The ban secret the web process and the cache share: FRONT_CACHE_SECRET, or one generated once into
 * `<data dir>/.front-cache-secret` (the file the web process reads when the variable is unset).
 */
export function frontCacheSecret(dataDir, env = process.env) {
  if (env.FRONT_CACHE_SECRET && env.FRONT_CACHE_SECRET.length >= 16) return env.FRONT_CACHE_SECRET
  const file = path.join(dataDir, '.front-cache-secret')
  try {
    return fs.readFileSync(file, 'utf8').trim()
  } catch {
    fs.mkdirSync(dataDir, { recursive: true })
    const value = crypto.randomBytes(32).toString('hex')
    fs.writeFileSync(file, value, { mode: 0o600 })
    return value
  }
}

/**
 * The VCL from scripts/front-cache.vcl: for one backend as the template stands, or for several web
 * processes (`backends`, `npm run start:cluster`) with the template's backend repeated per process
 * (each probed, so a stopped process is left out) and a round-robin director choosing among them.
 */
export function renderVcl({
  backendHost = '127.0.0.1',
  backendPort,
  backends = undefined,
  secret,
}) {
  if (!/^[A-Za-z0-9._~-]{16,}$/.test(secret)) {
    throw new Error('FRONT_CACHE_SECRET must be at least 16 characters of A–Z, a–z, 0–9, . _ ~ -')
  }
  let vcl = fs.readFileSync(vclTemplate, 'utf8').replaceAll('@PURGE_SECRET@', secret)
  const list = backends ?? [{ host: backendHost, port: backendPort }]
  if (list.length === 1) {
    return vcl
      .replaceAll('@BACKEND_HOST@', list[0].host ?? '127.0.0.1')
      .replaceAll('@BACKEND_PORT@', String(list[0].port))
  }
  const block = /^backend site \{\n[\s\S]*?^\}\n/m.exec(vcl)
  if (!block) throw new Error(`${vclTemplate}: the "backend site { … }" block was not found`)
  const probe = `    .probe = {
        .url = "/robots.txt";
        .interval = 1s;
        .timeout = 2s;
        .window = 3;
        .threshold = 2;
    }
}
`
  const declared = list
    .map(({ host = '127.0.0.1', port }, i) =>
      block[0]
        .replace('backend site {', `backend site${i + 1} {`)
        .replaceAll('@BACKEND_HOST@', host)
        .replaceAll('@BACKEND_PORT@', String(port))
        .replace(/\}\n$/, probe),
    )
    .join('\n')
  const director = `
sub vcl_init {
    new web = directors.round_robin();
${list.map((_, i) => `    web.add_backend(site${i + 1});`).join('\n')}
}

# Runs before the main vcl_recv below (Varnish joins subroutines of one name in order).
sub vcl_recv {
    set req.backend_hint = web.backend();
}
`
  vcl = vcl.replace(block[0], declared + director)
  if (!vcl.includes('import std;')) throw new Error(`${vclTemplate}: "import std;" was not found`)
  return vcl.replace('import std;', 'import std;\nimport directors;')
}

/** A free TCP port on loopback. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

/**
 * Starts varnishd in the foreground (it stops with its parent's `stop()`), listening on host:port in
 * front of the backend (or of `backends`, [{ host, port }], balanced round-robin), with its working folder, VCL and logs in `workDir`. Installs Debian's varnish
 * first when it is missing. Resolves once the cache answers.
 */
export async function startFrontCache({
  host = '127.0.0.1',
  port = 8080,
  backendHost = '127.0.0.1',
  backendPort,
  backends = undefined,
  secret,
  workDir,
  storage = process.env.FRONT_CACHE_STORAGE || 'malloc,256m',
  stdio = 'inherit',
}) {
  const varnishd = ensureVarnish()
  fs.mkdirSync(workDir, { recursive: true, mode: 0o700 })
  const vclFile = path.join(workDir, 'smedja.vcl')
  fs.writeFileSync(vclFile, renderVcl({ backendHost, backendPort, backends, secret }), {
    mode: 0o600,
  })
  const args = [
    '-F', // foreground: a child of ours that stops with us
    '-a',
    `${host}:${port}`,
    '-f',
    vclFile,
    '-n',
    path.join(workDir, 'varnish'),
    '-s',
    storage,
    // No management port: nothing but this process controls the cache.
    '-T',
    'none',
    // Our process runs it: as root, the default jail would switch to a user that cannot read workDir.
    '-j',
    'none',
    // Next's security headers (Content-Security-Policy, Link) are longer than Varnish's defaults allow.
    '-p',
    'http_resp_hdr_len=32k',
    '-p',
    'http_resp_size=96k',
    '-p',
    'workspace_backend=192k',
  ]
  const child = spawn(varnishd, args, { stdio })
  let exited = null
  child.on('exit', (code, signal) => (exited = signal ?? code))
  const url = `http://${host}:${port}`
  const stop = () =>
    new Promise((resolve) => {
      if (exited !== null) return resolve()
      child.once('exit', () => resolve())
      child.kill('SIGTERM')
    })
  try {
    await Promise.race([
      waitForHttp(`${url}/robots.txt`, 60_000),
      new Promise((_, reject) =>
        child.once('exit', (code) =>
          reject(new Error(`varnishd stopped while starting (exit ${code}); see its output above`)),
        ),
      ),
    ])
  } catch (error) {
    await stop()
    throw error
  }
  return { url, child, stop }
}
