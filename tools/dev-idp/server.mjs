#!/usr/bin/env node
// The local OpenID Connect provider for development and the test suites (features/sso): a real
// `oidc-provider` on loopback (127.0.0.1:3200 by default) with the seeded users of users.mjs and a
// `groups` claim. `npm start` runs it when no external issuer (OIDC_ISSUER) is configured; the e2e
// server and the integration tests start it with `startDevIdp`.
//
// Besides the standard endpoints it serves:
// - /interaction/:uid   the sign-in form (e-mail + password), showing the hints it received;
// - /dev/host-token     a token as a collaboration host (Teams) would hand a tab, for a user who signs
//                       in with e-mail and password: an ID token signed with the provider's key, `aud`
//                       = the app id URI asked for (Entra's on-behalf-of token for the host).
//                       Loopback only; the e2e collaboration-host harness uses it.
import crypto from 'node:crypto'
import http from 'node:http'
import { fileURLToPath } from 'node:url'

import Provider from 'oidc-provider'

import { findUser, users } from './users.mjs'

export const DEFAULT_PORT = 3200
export const DEFAULT_CLIENT_ID = 'smedja-web'
export const DEFAULT_CLIENT_SECRET = 'smedja-dev-idp-secret-0123456789'

const escapeHtml = (value) =>
  String(value ?? '').replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
  )

function page(title, body) {
  return `<!doctype html><html lang="sv"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem}
label{display:block;margin:.75rem 0 .25rem}input{width:100%;padding:.4rem;font-size:1rem}
button{margin-top:1rem;padding:.5rem 1rem;font-size:1rem}.error{color:#a00}</style></head>
<body><main>${body}</main></body></html>`
}

function readForm(req) {
  return new Promise((resolve, reject) => {
    let body = ''
    req.setEncoding('utf8')
    req.on('data', (chunk) => {
      body += chunk
      if (body.length > 64 * 1024) reject(new Error('body too large'))
    })
    req.on('end', () => resolve(new URLSearchParams(body)))
    req.on('error', reject)
  })
}

function signJwt(privateKey, kid, claims) {
  const encode = (value) => Buffer.from(JSON.stringify(value)).toString('base64url')
  const input = `${encode({ alg: 'RS256', typ: 'JWT', kid })}.${encode(claims)}`
  const signature = crypto.sign('sha256', Buffer.from(input), privateKey).toString('base64url')
  return `${input}.${signature}`
}

const isLoopback = (address) =>
  address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1'

/**
 * Starts the provider. `siteUrls` are the relying party's origins: each gets
 * `{origin}/api/sso/callback` as redirect URI and `{origin}/` as post-logout redirect URI.
 */
export async function startDevIdp({
  port = DEFAULT_PORT,
  host = '127.0.0.1',
  issuer = `http://${host}:${port}`,
  clientId = DEFAULT_CLIENT_ID,
  clientSecret = DEFAULT_CLIENT_SECRET,
  siteUrls = ['http://localhost:3000', 'http://127.0.0.1:3000'],
  log = () => {},
} = {}) {
  const { privateKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 })
  const kid = crypto.randomBytes(8).toString('hex')
  const jwk = { ...privateKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' }
  const origins = siteUrls.map((url) => new URL(url).origin)

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: origins.map((origin) => `${origin}/api/sso/callback`),
        post_logout_redirect_uris: origins.map((origin) => `${origin}/`),
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
        id_token_signed_response_alg: 'RS256',
      },
    ],
    jwks: { keys: [jwk] },
    cookies: { keys: [crypto.randomBytes(32).toString('hex')] },
    pkce: { required: () => true },
    // Entra ID puts profile claims and `groups` in the ID token; so does this provider.
    conformIdTokenClaims: false,
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'preferred_username'],
      groups: ['groups'],
    },
    scopes: ['openid', 'email', 'profile', 'groups'],
    // Entra's hints and B2C's user flow (`p`): shown on the sign-in form, so tests see them arrive.
    extraParams: ['domain_hint', 'p', 'idp_id'],
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx, form) => {
          ctx.body = page(
            'Logga ut',
            `<h1>Logga ut från identitetsleverantören</h1>${form}<button type="submit" form="op.logoutForm" name="logout" value="yes">Logga ut</button>`,
          )
        },
        postLogoutSuccessSource: async (ctx) => {
          ctx.body = page('Utloggad', '<h1>Du är utloggad</h1>')
        },
      },
    },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      IdToken: 600,
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    // A first-party client: no consent screen.
    loadExistingGrant: async (ctx) => {
      const grantId =
        ctx.oidc.result?.consent?.grantId ?? ctx.oidc.session.grantIdFor(ctx.oidc.client.clientId)
      if (grantId) {
        const found = await ctx.oidc.provider.Grant.find(grantId)
        if (found) return found
      }
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client.clientId,
        accountId: ctx.oidc.session.accountId,
      })
      grant.addOIDCScope('openid email profile groups')
      await grant.save()
      return grant
    },
    findAccount: async (_ctx, sub) => {
      const user = users.find((u) => u.sub === sub)
      if (!user) return undefined
      return {
        accountId: user.sub,
        claims: async () => ({
          sub: user.sub,
          email: user.email,
          email_verified: true,
          name: user.name,
          preferred_username: user.email,
          groups: user.groups,
        }),
      }
    },
  })
  provider.proxy = false
  const providerCallback = provider.callback()

  async function interaction(req, res, uid) {
    const details = await provider.interactionDetails(req, res)
    if (details.uid !== uid) throw new Error('interaction mismatch')
    const params = details.params
    if (req.method === 'POST') {
      const form = await readForm(req)
      const user = findUser(form.get('login'))
      if (!user || user.password !== form.get('password')) {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        res.end(loginForm(uid, params, form.get('login') ?? '', 'Fel e-post eller lösenord.'))
        return
      }
      log(`[dev-idp] ${user.email} signed in`)
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: user.sub } },
        { mergeWithLastSubmission: false },
      )
      return
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
    res.end(loginForm(uid, params, params.login_hint ?? '', ''))
  }

  function loginForm(uid, params, login, error) {
    const received = ['login_hint', 'domain_hint', 'p', 'idp_id']
      .filter((name) => params[name])
      .map(
        (name) =>
          `<dt>${escapeHtml(name)}</dt><dd data-param="${escapeHtml(name)}">${escapeHtml(params[name])}</dd>`,
      )
      .join('')
    return page(
      'Logga in – lokal identitetsleverantör',
      `<h1>Lokal identitetsleverantör</h1>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/interaction/${escapeHtml(uid)}">
<label for="login">E-post</label><input id="login" name="login" type="email" autocomplete="username" value="${escapeHtml(login)}" required>
<label for="password">Lösenord</label><input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Logga in</button></form>
${received ? `<h2>Mottagna parametrar</h2><dl id="received-params">${received}</dl>` : ''}`,
    )
  }

  async function hostToken(req, res) {
    if (!isLoopback(req.socket.remoteAddress)) {
      res.writeHead(403).end()
      return
    }
    const form = await readForm(req)
    const user = findUser(form.get('login'))
    const audience = form.get('audience') ?? ''
    if (!audience) {
      res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end('audience required')
      return
    }
    if (!user || user.password !== form.get('password')) {
      res.writeHead(401, { 'content-type': 'text/plain; charset=utf-8' }).end('invalid_grant')
      return
    }
    const now = Math.floor(Date.now() / 1000)
    const lifetime = Number(form.get('expires_in') ?? 300)
    const token = signJwt(privateKey, kid, {
      iss: issuer,
      aud: audience,
      sub: user.sub,
      email: user.email,
      name: user.name,
      preferred_username: user.email,
      groups: user.groups,
      iat: now,
      nbf: now - 5,
      exp: now + (Number.isFinite(lifetime) ? lifetime : 300),
      jti: crypto.randomUUID(),
    })
    log(`[dev-idp] host token for ${user.email} (aud ${audience})`)
    res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' })
    res.end(token)
  }

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', issuer)
    const match = /^\/interaction\/([\w-]+)$/.exec(url.pathname)
    const handled = match
      ? interaction(req, res, match[1])
      : url.pathname === '/dev/host-token' && req.method === 'POST'
        ? hostToken(req, res)
        : null
    if (!handled) return providerCallback(req, res)
    handled.catch((error) => {
      log(`[dev-idp] ${error.message}`)
      if (!res.headersSent) res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' })
      res.end('Ogiltig begäran')
    })
  })
  await new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, resolve)
  })
  const address = server.address()
  return {
    issuer,
    port: typeof address === 'object' && address ? address.port : port,
    clientId,
    clientSecret,
    /** Signs claims with the provider's own key (tests forge tokens the provider never issued). */
    signToken: (claims) => signJwt(privateKey, kid, claims),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections?.()
        server.close(() => resolve())
      }),
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const port = Number(process.env.DEV_IDP_PORT ?? DEFAULT_PORT)
  const siteUrls = (process.env.DEV_IDP_SITE_URLS ?? 'http://localhost:3000,http://127.0.0.1:3000')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
  const idp = await startDevIdp({
    port,
    issuer: process.env.DEV_IDP_ISSUER,
    clientSecret: process.env.DEV_IDP_CLIENT_SECRET ?? DEFAULT_CLIENT_SECRET,
    siteUrls,
    log: (line) => console.log(line),
  })
  console.log(
    `[dev-idp] ${idp.issuer} (client ${idp.clientId}; users: ${users.map((u) => u.email).join(', ')})`,
  )
  const stop = () => void idp.close().then(() => process.exit(0))
  process.on('SIGTERM', stop)
  process.on('SIGINT', stop)
}
