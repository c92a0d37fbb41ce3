import { validDomainHint, validIdpId, validLoginHint, validRedirectTo } from './params'
import {
  isInHost,
  openerTarget,
  originOf,
  popupFeatures,
  popupGeometry,
  uuidV4,
  withQuery,
} from './rules'
import { runRedirectHelper } from './run'

/** Where the helper script is served (app/(frontend)/sso/hjalpare.js/route.ts). */
export const HELPER_SCRIPT_PATH = '/sso/hjalpare.js'
/** Where the collaboration host's SDK is served (app/(frontend)/sso/teams.js/route.ts). */
export const HOST_SDK_PATH = '/sso/teams.js'
/** The element holding the page-level configuration (spec 3.1) as JSON. */
export const HELPER_CONFIG_ID = 'smedja-sso-config'

/**
 * Calls `start` with the JSON configuration in element `id` once it is parsed: at once when the
 * document is past loading, else on DOMContentLoaded. Nothing without the element (a page without
 * the helper). Sent as source text, so plain ES2017 and nothing from outside.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a DOM document, untyped in the sent script
export function whenConfigParsed(doc: any, id: string, start: (config: unknown) => void): void {
  const go = function () {
    const el = doc.getElementById(id)
    if (el) start(JSON.parse(el.textContent || '{}'))
  }
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', go, { once: true })
  else go()
}

/**
 * The redirect helper as one file: the rules and the flow, from their own source text (so the tests
 * of those functions test what is sent). No framework; it reads its configuration from the JSON
 * element `#smedja-sso-config` on the page, since the site's policy allows no inline script.
 * The script is async (React puts it in the head), so it may run before the parser has reached
 * that element: it then waits for the document (whenConfigParsed).
 */
export function helperScript(): string {
  const lib: Record<string, (...args: never[]) => unknown> = {
    validLoginHint,
    validRedirectTo,
    validDomainHint,
    validIdpId,
    popupGeometry,
    popupFeatures,
    isInHost,
    openerTarget,
    uuidV4,
    withQuery,
    originOf,
  }
  const entries = Object.entries(lib)
    .map(([name, fn]) => `    ${name}: (${fn.toString()}),`)
    .join('\n')
  return [
    '/* Smedja: single sign-on redirect helper (spec 4.1) */',
    `(${whenConfigParsed.toString()})(document, ${JSON.stringify(HELPER_CONFIG_ID)}, function (config) {`,
    `  (${runRedirectHelper.toString()})(window, config, {`,
    entries,
    '  });',
    '});',
    '',
  ].join('\n')
}
