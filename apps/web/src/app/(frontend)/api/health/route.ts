import { siteHealth } from '@/platform/health'
import { requestLog } from '@/platform/log'
import { payloadClient } from '@/platform/payload'
import { isShuttingDown } from '@/platform/shutdown'

// Never prerendered or cached: every answer is a fresh look (at most a second old, platform/health).
export const dynamic = 'force-dynamic'

const NO_STORE = { 'Cache-Control': 'no-store' }

/**
 * For load balancers and monitoring: 200 with each check's status when the database, the shared cache
 * (Redis, when configured) and media storage all work; 503 when one does not, or when the process is
 * stopping. Why a check failed goes to the server log, never into the answer.
 */
export async function GET(request: Request): Promise<Response> {
  if (isShuttingDown()) {
    return Response.json({ status: 'stopping' }, { status: 503, headers: NO_STORE })
  }
  const log = requestLog(request.headers)
  let payload
  try {
    payload = await payloadClient()
  } catch (err) {
    // Payload could not start (most often: the database is unreachable).
    log.warn({ err }, 'health check failing: Payload did not start')
    return Response.json(
      { status: 'failing', checks: { database: { status: 'failing' } } },
      { status: 503, headers: NO_STORE },
    )
  }
  const report = await siteHealth(payload)
  if (report.httpStatus !== 200) log.warn({ failures: report.failures }, 'health check failing')
  return Response.json(report.body, { status: report.httpStatus, headers: NO_STORE })
}

export const HEAD = GET
