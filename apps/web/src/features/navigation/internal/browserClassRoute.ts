import { BROWSER_CLASS_SCRIPT } from './browserClass'

/** The browser-class script as a file (served at BROWSER_CLASS_SCRIPT_PATH, built once). */
export function browserClassScriptResponse(): Response {
  return new Response(BROWSER_CLASS_SCRIPT, {
    headers: {
      'Content-Type': 'text/javascript; charset=utf-8',
      // Render-blocking on every page: browsers keep it a day and check for a new one in the background.
      'Cache-Control': 'public, max-age=86400, stale-while-revalidate=604800',
    },
  })
}
