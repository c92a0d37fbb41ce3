import type { Hono } from 'hono'
import type { AppDeps, AppEnv } from '../appTypes.js'
import { findCompanyById, findMemberById } from '../data/network.js'

// Pictures are drawn here (initials on a colour) so the frames need no image files and no other origin.
const PALETTE = ['#0a58a8', '#1d6b3a', '#8a3a0f', '#5b2a86', '#a1173a', '#0f5c63', '#4a4f55']

function initials(name: string): string {
  return name
    .split(/[\s&-]+/)
    .filter((w) => /^\p{L}/u.test(w) && !/^(AB|och)$/i.test(w))
    .slice(0, 2)
    .map((w) => w.charAt(0).toUpperCase())
    .join('')
}

function escapeXml(s: string): string {
  return s.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`)
}

export function pictureSvg(id: number, name: string, round: boolean): string {
  const color = PALETTE[id % PALETTE.length] ?? '#0a58a8'
  const shape = round
    ? `<circle cx="50" cy="50" r="50" fill="${color}"/>`
    : `<rect width="100" height="100" rx="12" fill="${color}"/>`
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" role="img" aria-label="${escapeXml(name)}">${shape}<text x="50" y="50" dy=".35em" text-anchor="middle" font-family="system-ui,sans-serif" font-size="40" font-weight="600" fill="#fff">${escapeXml(initials(name))}</text></svg>`
}

export function registerMediaRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  app.get('/media/:kind{member|company}/:file{[0-9]{1,12}\\.svg}', (c) => {
    const id = Number(c.req.param('file').replace('.svg', ''))
    const kind = c.req.param('kind')
    const name =
      kind === 'member'
        ? (() => {
            const m = findMemberById(deps.db, id)
            return m && `${m.firstName} ${m.lastName}`
          })()
        : findCompanyById(deps.db, id)?.name
    if (!name) return c.text('Not found\n', 404)
    c.header('Cache-Control', 'public, max-age=86400')
    c.header('Cross-Origin-Resource-Policy', 'cross-origin')
    return c.body(pictureSvg(id, name, kind === 'member'), 200, { 'Content-Type': 'image/svg+xml' })
  })
}
