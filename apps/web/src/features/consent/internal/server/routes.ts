import { clientIp } from '@/platform/http/clientIp'
import { readText } from '@/platform/http/readText'
import { sameOrigin } from '@/platform/http/sameOrigin'
import { requestLog } from '@/platform/log'
import { payloadClient } from '@/platform/payload'

import { recordConsentEvent, type LogOutcome } from './record'
import { getConsentView } from './settings'

/** A decision is a few hundred bytes; anything much larger is not from the banner. */
const MAX_BODY = 4 * 1024

const noStore = { 'Cache-Control': 'no-store' }

/**
 * POST /api/samtycke: the consent log (decisions and the banner's page-view beacon). JSON in, JSON
 * out; a refusal says why in Swedish and stores nothing. Every refusal is logged with its reason.
 */
export async function postConsentLog(request: Request): Promise<Response> {
  const payload = await payloadClient()
  const ip = clientIp(request.headers)
  let outcome: LogOutcome
  if (!sameOrigin(request)) {
    outcome = {
      status: 403,
      body: { ok: false, message: 'Samtycket skickades från en annan webbplats.' },
      reason: `cross-site origin ${request.headers.get('origin')}`,
    }
  } else {
    const read = await readText(request, MAX_BODY)
    let body: unknown = undefined
    if (read.ok) {
      try {
        body = JSON.parse(read.text)
      } catch {
        body = undefined
      }
    }
    outcome = !read.ok
      ? { status: 413, body: { ok: false, message: 'Förfrågan är för stor.' }, reason: 'too large' }
      : body === undefined
        ? {
            status: 400,
            body: { ok: false, message: 'Samtycket kunde inte läsas.' },
            reason: 'not json',
          }
        : await recordConsentEvent(payload, body, { ip, now: new Date() })
  }
  if (outcome.status >= 400)
    requestLog(request.headers).warn(
      { action: 'consent-log', status: outcome.status, reason: outcome.reason },
      'consent log refused',
    )
  return Response.json(outcome.body, { status: outcome.status, headers: noStore })
}

/**
 * GET /api/samtycke/installningar: what the preferences dialog shows (loaded when it opens) and the
 * configured tag ids (read by the proxy for the Content-Security-Policy).
 */
export async function getConsentSettingsJson(request: Request): Promise<Response> {
  const lang = new URL(request.url).searchParams.get('lang') === 'en' ? 'en' : 'sv'
  return Response.json(await getConsentView(lang), {
    headers: { 'Cache-Control': 'no-cache' },
  })
}
