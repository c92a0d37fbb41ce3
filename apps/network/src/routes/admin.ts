// The sites admin page (/admin/sites): which API keys may get credentials, and from which origins.
// Protected by NETWORK_ADMIN_PASSWORD (HTTP Basic, user "admin"); off without it. Form posts must come
// from this origin (the browser resends Basic credentials to any form, so the origin is checked).
import type { Context, Hono } from 'hono'
import { basicAuth } from 'hono/basic-auth'
import { html } from 'hono/html'
import { z } from 'zod'
import type { AppDeps, AppEnv } from '../appTypes.js'
import { isOrigin } from '../config.js'
import { deleteSite, listSites, saveSite } from '../data/sites.js'
import { isSameOriginPost } from '../lib/security.js'

const siteForm = z.object({
  apiKey: z
    .string()
    .trim()
    .regex(/^[\w-]{1,64}$/, {
      message: 'API-nyckeln får bara innehålla A–Z, a–z, 0–9, _ och - (högst 64 tecken)',
    }),
  name: z
    .string()
    .trim()
    .min(1, { message: 'Ange ett namn' })
    .max(100, { message: 'Namnet får vara högst 100 tecken' }),
  origins: z
    .string()
    .max(2000)
    .transform((text) => text.split(/[\s,]+/).filter(Boolean))
    .refine((list) => list.length > 0, {
      message: 'Ange minst ett ursprung, t.ex. https://www.example.se',
    })
    .refine((list) => list.every(isOrigin), {
      message: 'Varje ursprung ska vara schema://värd[:port], t.ex. https://www.example.se',
    }),
})

export function registerAdminRoutes(
  app: Hono<AppEnv>,
  deps: AppDeps,
  password: string | undefined,
): void {
  if (!password) return
  app.use('/admin/*', basicAuth({ username: 'admin', password, realm: 'Nätverkstjänsten' }))

  const page = (
    c: Context<AppEnv>,
    message?: { error?: string; notice?: string },
    status: 200 | 400 | 403 = 200,
  ) => {
    const nonce = c.get('nonce')
    const sites = listSites(deps.db)
    c.header('Cache-Control', 'no-store')
    return c.html(
      html`<!doctype html>
        <html lang="sv">
          <head>
            <meta charset="utf-8" />
            <meta name="viewport" content="width=device-width, initial-scale=1" />
            <title>Registrerade webbplatser – nätverkstjänsten</title>
            <style nonce="${nonce}">
              body {
                font:
                  16px/1.5 system-ui,
                  sans-serif;
                max-width: 60rem;
                margin: 2rem auto;
                padding: 0 1rem;
                color: #1d1d1d;
              }
              table {
                border-collapse: collapse;
                width: 100%;
              }
              .sr-only {
                position: absolute;
                width: 1px;
                height: 1px;
                overflow: hidden;
                clip: rect(0 0 0 0);
              }
              th,
              td {
                text-align: left;
                border-bottom: 1px solid #ccc;
                padding: 0.4rem;
              }
              label {
                display: block;
                margin-top: 0.6rem;
                font-weight: 600;
              }
              input,
              textarea {
                width: 100%;
                font: inherit;
                padding: 0.3rem;
              }
              button {
                margin-top: 0.8rem;
                font: inherit;
                padding: 0.3rem 0.9rem;
              }
              .error {
                color: #a00000;
              }
              .notice {
                color: #0a5c2a;
              }
            </style>
          </head>
          <body>
            <main>
              <h1>Registrerade webbplatser</h1>
              <p>
                Bara dessa API-nycklar får inloggningsuppgifter och anonyma token, och bara på sidor
                från sina ursprung. Webbplatser från konfigurationen (NETWORK_SITES) skrivs om vid
                varje start.
              </p>
              ${message?.error ? html`<p class="error" role="alert">${message.error}</p>` : ''}
              ${message?.notice ? html`<p class="notice" role="status">${message.notice}</p>` : ''}
              <table>
                <caption class="sr-only">
                  Webbplatser
                </caption>
                <thead>
                  <tr>
                    <th scope="col">Namn</th>
                    <th scope="col">API-nyckel</th>
                    <th scope="col">Ursprung</th>
                    <th scope="col">Källa</th>
                    <th scope="col"><span class="sr-only">Åtgärd</span></th>
                  </tr>
                </thead>
                <tbody>
                  ${sites.map(
                    (s) =>
                      html`<tr>
                        <td>${s.name}</td>
                        <td><code>${s.apiKey}</code></td>
                        <td>${s.origins.join(' ')}</td>
                        <td>${s.managedBy === 'config' ? 'konfiguration' : 'admin'}</td>
                        <td>
                          <form method="post" action="/admin/sites/delete">
                            <input type="hidden" name="apiKey" value="${s.apiKey}" />
                            <button type="submit" aria-label="Ta bort ${s.name}">Ta bort</button>
                          </form>
                        </td>
                      </tr>`,
                  )}
                </tbody>
              </table>
              <h2>Lägg till eller ändra</h2>
              <form method="post" action="/admin/sites">
                <label for="apiKey">API-nyckel</label
                ><input
                  id="apiKey"
                  name="apiKey"
                  required
                  maxlength="64"
                  pattern="[A-Za-z0-9_-]{1,64}"
                />
                <label for="name">Namn</label
                ><input id="name" name="name" required maxlength="100" />
                <label for="origins">Ursprung (mellanslag eller radbrytning mellan)</label
                ><textarea id="origins" name="origins" rows="3" required></textarea>
                <button type="submit">Spara</button>
              </form>
            </main>
          </body>
        </html>`,
      status,
    )
  }

  const sameOrigin = (c: Context<AppEnv>) => isSameOriginPost(c.req.url, c.req.header('Origin'))

  app.get('/admin/sites', (c) => page(c))
  app.post('/admin/sites', async (c) => {
    if (!sameOrigin(c))
      return page(c, { error: 'Formuläret måste skickas från den här sidan.' }, 403)
    const parsed = siteForm.safeParse(await c.req.parseBody())
    if (!parsed.success) {
      const error = parsed.error.issues.map((i) => i.message).join(' ')
      deps.logger.warn('refused_input', {
        method: 'POST',
        path: c.req.path,
        status: 400,
        reason: error,
      })
      return page(c, { error }, 400)
    }
    saveSite(deps.db, parsed.data, 'admin', deps.now())
    deps.logger.info('site_saved', { apiKey: parsed.data.apiKey, origins: parsed.data.origins })
    return page(c, { notice: `${parsed.data.name} sparades.` })
  })
  app.post('/admin/sites/delete', async (c) => {
    if (!sameOrigin(c))
      return page(c, { error: 'Formuläret måste skickas från den här sidan.' }, 403)
    const body = await c.req.parseBody()
    const apiKey = typeof body.apiKey === 'string' ? body.apiKey : ''
    const removed = deleteSite(deps.db, apiKey)
    if (removed) deps.logger.info('site_deleted', { apiKey })
    return page(
      c,
      removed
        ? { notice: `${apiKey} togs bort.` }
        : { error: `Ingen webbplats med nyckeln ${apiKey}.` },
      removed ? 200 : 400,
    )
  })
}
