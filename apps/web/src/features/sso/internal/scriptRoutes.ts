import fs from 'node:fs'
import path from 'node:path'

import { helperScript } from '../helper/script'

const headers = {
  'Content-Type': 'text/javascript; charset=utf-8',
  'Cache-Control': 'public, max-age=3600, stale-while-revalidate=86400',
  'X-Content-Type-Options': 'nosniff',
}

/** The redirect helper script (built once with the site). */
export function helperScriptResponse(): Response {
  return new Response(helperScript(), { headers })
}

/**
 * The collaboration host's SDK (@microsoft/teams-js, its UMD build), from our own origin: the helper
 * loads it only inside the host, so other visitors never download it.
 */
export function hostSdkResponse(): Response {
  const candidates = [
    path.join(process.cwd(), 'node_modules/@microsoft/teams-js/dist/umd/MicrosoftTeams.min.js'),
    path.join(
      process.cwd(),
      '../../node_modules/@microsoft/teams-js/dist/umd/MicrosoftTeams.min.js',
    ),
  ]
  for (const file of candidates) {
    try {
      const source = fs
        .readFileSync(/*turbopackIgnore: true*/ file, 'utf8')
        .replace(/\/\/# sourceMappingURL=\S+\s*$/, '')
      return new Response(source, { headers })
    } catch {
      // try the next location (workspace or hoisted install)
    }
  }
  return new Response('/* @microsoft/teams-js is not installed */', { status: 404, headers })
}
