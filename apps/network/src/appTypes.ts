import type { Db } from './db/database.js'
import type { Logger } from './lib/logger.js'
import type { SdkBundle } from './lib/sdkBundle.js'

export interface AppDeps {
  db: Db
  logger: Logger
  sdk: SdkBundle
  now: () => Date
  frameAncestors: string[]
  corsOrigins: string[]
  secureCookies: boolean
}

export interface AppEnv {
  Variables: {
    /** Per-response CSP nonce for the few inline scripts and the stylesheet. */
    nonce: string
  }
}
