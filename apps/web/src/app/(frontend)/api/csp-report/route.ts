import { readText } from '@/platform/http/readText'
import { requestLog } from '@/platform/log'
import { parseCspReport } from '@/platform/security/cspReport'

const MAX_REPORT = 16_384

/**
 * Where browsers report Content-Security-Policy violations (`report-uri` of every policy, see
 * platform/security/headers.ts). Each violation becomes one `csp_violation` warning in the server log;
 * anything else is refused with 400 and logged once as `csp_report_refused`.
 */
export async function POST(request: Request): Promise<Response> {
  const log = requestLog(request.headers)
  const body = await readText(request, MAX_REPORT)
  const parsed = body.ok ? parseCspReport(body.text) : { ok: false as const, problem: 'too large' }
  if (!parsed.ok) {
    log.warn({ problem: parsed.problem }, 'csp_report_refused')
    return new Response(null, { status: 400 })
  }
  for (const violation of parsed.violations) {
    log.warn({ ...violation }, 'csp_violation')
  }
  return new Response(null, { status: 204 })
}
