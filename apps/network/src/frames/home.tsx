import type { Hono } from 'hono'
import type { AppDeps, AppEnv } from '../appTypes.js'
import { listCompanies } from '../data/network.js'
import { registerFrame } from './kit.js'

const MEMBER_LINKS = [
  'anna-lindqvist',
  'per-holm',
  'maria-karlsson',
  'lina-ekstrom',
  'johan-bergstrom',
]

/** The service's front page: what it is, and links into the demo network. */
export function registerHome(app: Hono<AppEnv>, deps: AppDeps): void {
  registerFrame(app, deps, {
    path: '/',
    shape: {},
    render: (env) => ({
      title: env.t.brand,
      body: (
        <>
          <p>{env.t.homeIntro}</p>
          <h2>{env.t.homeCompanies}</h2>
          <ul>
            {listCompanies(env.deps.db).map((c) => (
              <li key={c.id}>
                <a href={`/cws/company/profile?companyIdentifier=${c.id}&format=inline`}>
                  {c.name}
                </a>
              </li>
            ))}
          </ul>
          <h2>{env.t.homeMembers}</h2>
          <ul>
            {MEMBER_LINKS.map((slug) => (
              <li key={slug}>
                <a href={`/in/${slug}`}>{slug}</a>
              </li>
            ))}
          </ul>
          <h2>{env.t.homeTools}</h2>
          <ul>
            <li>
              <a href="/cws/login">{env.t.signIn}</a>
            </li>
            <li>
              <a href="/cws/settings">{env.t.settingsTitle}</a>
            </li>
            <li>
              <a href="/in.js">in.js</a>
            </li>
          </ul>
        </>
      ),
    }),
  })
}
