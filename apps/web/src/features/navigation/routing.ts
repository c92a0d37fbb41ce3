/**
 * The address navigation serves outside its pages: the browser-class script (app/(frontend)/
 * webblasare.js/route.ts). No React here, so a route handler can import it.
 */
export { BROWSER_CLASS_SCRIPT_PATH } from './internal/browserClass'
export { browserClassScriptResponse } from './internal/browserClassRoute'
