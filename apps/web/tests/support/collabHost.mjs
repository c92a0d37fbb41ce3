// The collaboration host (Microsoft Teams) for the single sign-on end-to-end tests (sso.e2e.ts): a
// page of another site that frames one of ours as a tab, in a frame named `embedded-page-container`,
// and answers the tab the way the host answers @microsoft/teams-js (2.x) over postMessage:
//
//   request  {id, uuidAsString, func, args, ...}  from the tab (or the authentication window)
//   response {id, uuidAsString, args}             to the window that asked
//
// - initialize                      → [frameContext, hostClientType, runtimeConfig, sdkVersion]
//                                     ('content' for the tab, 'authentication' for the popup)
// - getContext                      → [context]
// - authentication.getAuthToken     → [true, token] | [false, reason]
// - authentication.authenticate     → the host opens the URL in a window; when that window sends
//                                     authentication.authenticate.success|failure, the tab's request
//                                     gets [true, result] | [false, reason]
// - authentication.authenticate.failure from the tab: recorded (the AuthFailed report)
//
// `mode` chooses the host's behaviour: ok (a token for the signed-in user), fail (getAuthToken is
// refused with 'resourceRequiresConsent'), noinit (initialize is never answered), nocontext
// (getContext is never answered). Every message is recorded in `window.hostLog` for the tests.

/** The host's user, signed in to the host (the dev provider's seeded member). */
export const HOST_USER = { login: 'anna.medlem@smedja.test', password: 'anna-losen-1' }

const escapeHtml = (value) =>
  String(value).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
  )

/**
 * The token the host hands the tab: the provider issues it for the signed-in user with the app id
 * URI as audience (as Entra ID does for a Teams app's `webApplicationInfo.resource`).
 */
export async function hostToken({ idpUrl, appIdUri }) {
  const response = await fetch(new URL('/dev/host-token', idpUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...HOST_USER, audience: appIdUri }).toString(),
  })
  return { status: response.ok ? 200 : 502, body: await response.text() }
}

function hostScript(mode) {
  return `
(function () {
  var mode = ${JSON.stringify(mode)};
  var frame = document.querySelector('iframe');
  var siteOrigin = new URL(frame.src).origin;
  var runtime = JSON.stringify({
    apiVersion: 4,
    isLegacyTeams: false,
    supports: { appInstallDialog: {}, pages: { appButton: {}, tabs: {}, config: {}, backStack: {}, fullTrust: {} }, teamsCore: {}, logs: {} }
  });
  var context = {
    locale: 'sv-se', theme: 'default', entityId: 'smedja', subEntityId: '', frameContext: 'content',
    hostClientType: 'web', hostName: 'Teams', appSessionId: '0d6a9f1e-1c1b-4d3e-9f00-000000000001',
    tid: '00000000-0000-4000-8000-000000000000', userObjectId: 'u-anna',
    loginHint: ${JSON.stringify(HOST_USER.login)}, userPrincipalName: ${JSON.stringify(HOST_USER.login)}
  };
  var log = (window.hostLog = []);
  var popup = null;
  var pending = null;
  function reply(target, origin, message, args) {
    target.postMessage({ id: message.id, uuidAsString: message.uuidAsString, args: args }, origin);
  }
  window.addEventListener('message', function (event) {
    if (event.origin !== siteOrigin) return;
    var message = event.data;
    if (!message || typeof message.func !== 'string') return;
    var from = popup && event.source === popup ? 'popup' : event.source === frame.contentWindow ? 'tab' : 'other';
    log.push({ from: from, func: message.func, args: message.args || [] });
    var answer = function (args) { reply(event.source, event.origin, message, args); };
    switch (message.func) {
      case 'initialize':
        if (from === 'tab' && mode === 'noinit') return;
        return answer([from === 'popup' ? 'authentication' : 'content', 'web', runtime, '2.58.0']);
      case 'getContext':
        if (mode === 'nocontext') return;
        return answer([context]);
      case 'authentication.getAuthToken':
        if (mode === 'fail') return answer([false, 'resourceRequiresConsent']);
        fetch('/varden/token', { method: 'POST' }).then(function (response) {
          return response.text().then(function (body) { answer(response.ok ? [true, body] : [false, body]); });
        }, function (error) { answer([false, String(error)]); });
        return;
      case 'authentication.authenticate':
        pending = { source: event.source, origin: event.origin, message: message };
        var width = message.args[1] || 600, height = message.args[2] || 535;
        popup = window.open(message.args[0], 'varden-inloggning', 'width=' + width + ',height=' + height);
        return;
      case 'authentication.authenticate.success':
      case 'authentication.authenticate.failure':
        if (from === 'popup' && pending) {
          reply(pending.source, pending.origin, pending.message, [message.func === 'authentication.authenticate.success', message.args[0]]);
          pending = null;
        }
        return;
    }
  });
})();`
}

/** The host's page: a tab with one of our pages, and the host's side of the SDK's messages. */
export function hostPage({ frameUrl, mode }) {
  return `<!doctype html>
<html lang="sv"><head><meta charset="utf-8"><title>Samarbetsvärd</title></head>
<body><main><h1>Samarbetsvärd</h1>
<iframe name="embedded-page-container" title="Flik" src="${escapeHtml(frameUrl)}" width="900" height="700"></iframe>
</main>
<script>${hostScript(mode)}</script>
</body></html>`
}
