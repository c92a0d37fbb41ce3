import type { Hono } from 'hono'
import type { AppDeps, AppEnv } from '../appTypes.js'

/** /in.js: the SDK bundle from packages/network-sdk, served beside the frames that run it. */
export function registerSdkRoute(app: Hono<AppEnv>, deps: AppDeps): void {
  app.get('/in.js', (c) => {
    c.header('Access-Control-Allow-Origin', '*')
    c.header('Cross-Origin-Resource-Policy', 'cross-origin')
    const bundle = deps.sdk.read()
    if (!bundle) {
      deps.logger.error('sdk_bundle_missing', {})
      c.header('Cache-Control', 'no-store')
      c.header('Retry-After', '10')
      return c.text(
        'in.js is not built yet. Run `npm run build -w @smedja/network-sdk` and reload.\n',
        503,
      )
    }
    // Short max-age plus ETag: embedding pages revalidate cheaply and pick up a new SDK within minutes.
    c.header('Cache-Control', 'public, max-age=300, must-revalidate')
    c.header('ETag', bundle.etag)
    const match = c.req.header('If-None-Match')
    if (match && match.split(',').some((tag) => tag.trim() === bundle.etag))
      return c.body(null, 304)
    return c.body(new Uint8Array(bundle.body), 200, {
      'Content-Type': 'application/javascript; charset=utf-8',
    })
  })
}
