// The benchmark's yardstick: nginx serving saved pages as static files on loopback, so a cached page's
// throughput can be read against the fastest a plain file server does on the same machine, same run.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { ensureNginx } from '../../scripts/lib/system.mjs'
import { waitForHttp } from '../../scripts/lib/web.mjs'

/**
 * Starts nginx in the foreground on 127.0.0.1:port serving `files` ({ '/': html, … }) from workDir.
 * One worker, like one Next process, no access log. Resolves to { url, stop }.
 */
export async function startStaticServer({ port, workDir, files }) {
  const nginx = ensureNginx()
  // nginx's worker runs as `nobody` when started by root: the files sit in a folder it can read (a
  // benchmark's work folder is private), else every answer is a fast 403.
  fs.mkdirSync(workDir, { recursive: true })
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'smedja-static-'))
  fs.chmodSync(root, 0o755)
  for (const [urlPath, body] of Object.entries(files)) {
    const file = path.join(
      root,
      urlPath === '/' ? 'index.html' : `${urlPath.replace(/^\//, '')}.html`,
    )
    fs.writeFileSync(file, body, { mode: 0o644 })
  }
  const conf = path.join(workDir, 'nginx.conf')
  const temp = (name) => path.join(workDir, name)
  fs.writeFileSync(
    conf,
    `daemon off;
worker_processes 1;
pid ${temp('nginx.pid')};
error_log ${temp('error.log')} warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${temp('client')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
  default_type text/html;
  sendfile on;
  keepalive_requests 100000;
  server {
    listen 127.0.0.1:${port};
    root ${root};
    location = / { try_files /index.html =404; }
    location / { try_files $uri.html $uri =404; }
  }
}
`,
  )
  const child = spawn(nginx, ['-c', conf, '-p', workDir], { stdio: 'ignore' })
  const url = `http://127.0.0.1:${port}`
  await waitForHttp(`${url}/`)
  const check = await fetch(`${url}/`)
  if (!check.ok) throw new Error(`nginx answers ${check.status} for /: see ${temp('error.log')}`)
  const stop = () =>
    new Promise((resolve) => {
      fs.rmSync(root, { recursive: true, force: true })
      if (child.exitCode !== null) return resolve()
      child.once('exit', () => resolve())
      child.kill('SIGTERM')
    })
  return { url, stop }
}
