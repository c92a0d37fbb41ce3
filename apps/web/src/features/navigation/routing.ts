/**
 * The address navigation serves outside its pages: the browser-class script (app/(frontend)/
 * webblasare.js/route.ts), and its hash, which the proxy allows on pages rendered per request. No
 * React here, so a route handler and the proxy can import it.
 */
export { BROWSER_CLASS_SCRIPT_HASH, BROWSER_CLASS_SCRIPT_PATH } from './internal/browserClass'
export { browserClassScriptResponse } from './internal/browserClassRoute'
