// Pages of another site for the single sign-on end-to-end tests (sso.e2e.ts): http://localhost:{port}
// is a different site from the web app on http://127.0.0.1, so a frame of ours in these pages is a
// cross-site frame with partitioned storage, as on an intranet or in the collaboration host.
// (Both hosts are loopback, which Chromium treats as secure contexts: it keeps `Secure` cookies from
// either over plain http, so the session cookie's attributes are those of production.)
//
// - /inbaddad?src=/path         an intranet page framing one of ours;
// - /varden?src=/path&mode=...  the collaboration host (collabHost.mjs): a tab frame named
//                               `embedded-page-container` and the host's side of @microsoft/teams-js.
import http from 'node:http'

import { hostPage, hostToken } from './collabHost.mjs'

const escapeHtml = (value) =>
  String(value).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
  )

export async function startEmbedHarness({ port, siteUrl, idpUrl = null, appIdUri = null }) {
  const handler = (req, res) => {
    const url = new URL(req.url ?? '/', `http://localhost:${port}`)
    if (url.pathname === '/varden' || url.pathname === '/varden/token') {
      const frameUrl = new URL(url.searchParams.get('src') ?? '/', siteUrl)
      if (url.pathname === '/varden') {
        res.writeHead(200, {
          'content-type': 'text/html; charset=utf-8',
          'cache-control': 'no-store',
        })
        res.end(
          hostPage({
            frameUrl: frameUrl.origin === new URL(siteUrl).origin ? frameUrl.href : siteUrl,
            mode: url.searchParams.get('mode') ?? 'ok',
          }),
        )
        return
      }
      if (req.method !== 'POST' || !idpUrl || !appIdUri) {
        res.writeHead(405).end()
        return
      }
      hostToken({ idpUrl, appIdUri }).then(
        ({ status, body }) => {
          res.writeHead(status, {
            'content-type': 'text/plain; charset=utf-8',
            'cache-control': 'no-store',
          })
          res.end(body)
        },
        (error) => {
          res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' }).end(String(error))
        },
      )
      return
    }
    if (url.pathname !== '/inbaddad') {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Finns inte')
      return
    }
    const src = url.searchParams.get('src') ?? '/'
    const frameUrl = new URL(src.startsWith('/') ? src : '/', siteUrl).href
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
    res.end(`<!doctype html>
<html lang="sv"><head><meta charset="utf-8"><title>Intranät</title></head>
<body><main><h1>Intranät</h1>
<iframe name="site" title="Inbäddad sida" src="${escapeHtml(frameUrl)}" width="900" height="700"></iframe>
</main></body></html>`)
  }
  const servers = []
  for (const host of ['127.0.0.1', '::1']) {
    const server = http.createServer(handler)
    try {
      await new Promise((resolve, reject) => {
        server.once('error', reject)
        server.listen(port, host, resolve)
      })
      servers.push(server)
    } catch (error) {
      if (host === '127.0.0.1') throw error
    }
  }
  return {
    url: `http://localhost:${port}`,
    close: () => Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve)))),
  }
}
