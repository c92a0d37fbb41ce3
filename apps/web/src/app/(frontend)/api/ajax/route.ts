import { ajaxActions } from '@/features/registry'
import { dispatchAjax, readAjaxFields } from '@/platform/ajax'
import { clientIp } from '@/platform/http/clientIp'
import { requestLog } from '@/platform/log'
import { payloadClient } from '@/platform/payload'

/**
 * The site's one ajax endpoint (ARCHITECTURE.md: `ajaxurl`). Dispatches on `action` to typed,
 * zod-validated handlers that check their nonce first.
 */
export async function POST(request: Request): Promise<Response> {
  const payload = await payloadClient()
  const fields = await readAjaxFields(request)
  const result = await dispatchAjax(fields, ajaxActions, {
    payload,
    // The last X-Forwarded-For entry: the earlier ones are whatever the request claimed.
    ip: clientIp(request.headers),
    now: new Date(),
    logger: requestLog(request.headers),
  })
  return Response.json(result.body, {
    status: result.status,
    headers: { 'Cache-Control': 'no-store' },
  })
}

export function GET(): Response {
  return Response.json(
    { success: false, data: { message: 'Använd POST.' } },
    { status: 405, headers: { Allow: 'POST' } },
  )
}
