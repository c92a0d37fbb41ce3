import { Hono } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { AppDeps, AppEnv } from './appTypes.js'
import { type Db, openDatabase } from './db/database.js'
import { registerAlumniFrames } from './frames/alumni.js'
import { registerCompanyFrames } from './frames/company.js'
import { registerHome } from './frames/home.js'
import { registerJobFrames } from './frames/jobs.js'
import { registerLeadFrames } from './frames/leads.js'
import { registerMemberFrames } from './frames/member.js'
import { registerOauthFrames } from './frames/oauth.js'
import { registerSalesFrames } from './frames/sales.js'
import { registerSessionFrames } from './frames/session.js'
import { registerShareFrame } from './frames/share.js'
import { createConsoleLogger, type Logger } from './lib/logger.js'
import { createSdkBundle } from './lib/sdkBundle.js'
import { securityHeaders } from './lib/security.js'
import { DEFAULT_SDK_BUNDLE_PATH } from './config.js'
import { registerAdminRoutes } from './routes/admin.js'
import { registerApiRoutes } from './routes/api.js'
import { saveSite, type SiteInput } from './data/sites.js'
import { developmentSites } from './db/seedData.js'
import { registerBeaconRoute } from './routes/beacon.js'
import { registerCountRoutes } from './routes/counts.js'
import { registerExtensionRoutes } from './routes/extensions.js'
import { registerInsightRoutes } from './routes/insight.js'
import { registerMediaRoutes } from './routes/media.js'
import { registerSdkRoute } from './routes/sdk.js'

export interface CreateAppOptions {
  /** SQLite file; created, migrated and seeded if needed. */
  dbPath: string
  /** Path of the built SDK bundle served as /in.js. */
  sdkBundlePath?: string
  /** CSP frame-ancestors sources; default ['*']. */
  frameAncestors?: string[]
  /** Origins allowed to call /v1 cross-origin; default ['*'] (without credentials). */
  corsOrigins?: string[]
  secureCookies?: boolean
  logger?: Logger
  /** Sites registered from the configuration; default the development sites. */
  sites?: SiteInput[]
  /** Password of /admin/sites; without it the page answers 404. */
  adminPassword?: string
  /** Clock, for tests. */
  now?: () => Date
}

export type NetworkApp = Hono<AppEnv> & {
  db: Db
  /** Closes the database. */
  close(): void
}

export function createApp(options: CreateAppOptions): NetworkApp {
  const db = openDatabase(options.dbPath)
  const deps: AppDeps = {
    db,
    logger: options.logger ?? createConsoleLogger(),
    sdk: createSdkBundle(options.sdkBundlePath ?? DEFAULT_SDK_BUNDLE_PATH),
    now: options.now ?? (() => new Date()),
    frameAncestors: options.frameAncestors ?? ['*'],
    corsOrigins: options.corsOrigins ?? ['*'],
    secureCookies: options.secureCookies ?? false,
  }

  for (const site of options.sites ?? developmentSites) saveSite(db, site, 'config', deps.now())

  const app = new Hono<AppEnv>()
  app.use('*', securityHeaders(deps.frameAncestors, { https: deps.secureCookies }))

  app.get('/healthz', (c) =>
    c.json({ status: 'ok', service: 'network', sdk: Boolean(deps.sdk.read()) }),
  )
  registerSdkRoute(app, deps)
  registerExtensionRoutes(app, deps)
  registerCountRoutes(app, deps)
  registerBeaconRoute(app, deps)
  registerInsightRoutes(app, deps)
  registerMediaRoutes(app, deps)
  registerApiRoutes(app, deps)
  registerAdminRoutes(app, deps, options.adminPassword)
  registerShareFrame(app, deps)
  registerSessionFrames(app, deps)
  registerCompanyFrames(app, deps)
  registerMemberFrames(app, deps)
  registerAlumniFrames(app, deps)
  registerJobFrames(app, deps)
  registerLeadFrames(app, deps)
  registerSalesFrames(app, deps)
  registerOauthFrames(app, deps)
  registerHome(app, deps)

  app.notFound((c) => c.text(`Not found: ${c.req.path}\n`, 404))
  app.onError((error, c) => {
    // Middleware refusals (the admin page's Basic auth) carry their own response.
    if (error instanceof HTTPException) return error.getResponse()
    deps.logger.error('unhandled_error', {
      method: c.req.method,
      path: c.req.path,
      message: error.message,
      stack: error.stack,
    })
    return c.text('Internal error\n', 500)
  })

  return Object.assign(app, { db, close: () => void db.close() })
}
