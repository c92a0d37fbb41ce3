// Extension scripts the SDK loads by tag name from {host}/extensions/{name}.js (protocol: extensions).
// CORP_RECRUITER (prefetched by every page and frame) is the recruiter card: IN/CORP_RECRUITER with
// data-id (a public profile URL or name, or a member token) embeds /cws/cap/recruiter_member.
import type { Hono } from 'hono'
import type { AppDeps, AppEnv } from '../appTypes.js'

const CORP_RECRUITER = `(function () {
  var IN = window.IN;
  if (!IN || !IN.Tags || typeof IN.Tags.register !== 'function') return;
  IN.Tags.register('CORP_RECRUITER', {
    rules: { id: {}, width: {} },
    create: function (ctx) {
      var id = ctx.attrs.id;
      if (id === undefined || id === null || id === '') return null;
      id = String(id);
      var params = /^https?:|-/.test(id) ? { public_profile_url: id } : { member_token: id };
      var services = ctx.services;
      function open() {
        return services
          .openWindow({
            mode: 'embedded',
            url: services.options.host + '/cws/cap/recruiter_member',
            params: params,
            title: 'Recruiter',
            width: Number(ctx.attrs.width) > 0 ? Number(ctx.attrs.width) : undefined,
            container: ctx.root
          })
          .open();
      }
      var current = open();
      return {
        rendered: new Promise(function (resolve) {
          if (current.isReady) return resolve();
          current.on('ready', function () { resolve(); });
          current.on('closed', function () { resolve(); });
        }),
        reload: function () { current.close(); current = open(); },
        destroy: function () { current.close(); }
      };
    }
  });
})();
`

const EXTENSIONS: Record<string, string> = { CORP_RECRUITER }

export function registerExtensionRoutes(app: Hono<AppEnv>, _deps: AppDeps): void {
  app.get('/extensions/:file{[A-Za-z0-9_]{1,64}\\.js}', (c) => {
    const source = EXTENSIONS[c.req.param('file').replace(/\.js$/, '')]
    // Unknown names answer 404, which the SDK reports as "Unknown type '<name>'".
    if (!source) return c.text('Unknown extension\n', 404)
    c.header('Cache-Control', 'public, max-age=3600')
    c.header('Access-Control-Allow-Origin', '*')
    c.header('Cross-Origin-Resource-Policy', 'cross-origin')
    return c.body(source, 200, { 'Content-Type': 'application/javascript; charset=utf-8' })
  })
}
