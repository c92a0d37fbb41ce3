import { z } from 'zod'

/**
 * Violation reports as browsers send them: the `report-uri` form (`application/csp-report`, one
 * object under "csp-report") and the Reporting API form (`application/reports+json`, a list).
 * Both become the same short record for the log.
 */
export type Violation = {
  documentUri: string
  directive: string
  blockedUri: string
  sourceFile?: string
  line?: number
  sample?: string
}

const text = z.string().max(2048)

const legacy = z.object({
  'csp-report': z.object({
    'document-uri': text,
    'violated-directive': text.optional(),
    'effective-directive': text.optional(),
    'blocked-uri': text.optional(),
    'source-file': text.optional(),
    'line-number': z.number().int().optional(),
    'script-sample': text.optional(),
  }),
})

const reportingApi = z
  .array(
    z.object({
      type: z.string(),
      body: z.object({
        documentURL: text,
        effectiveDirective: text.optional(),
        blockedURL: text.optional(),
        sourceFile: text.optional(),
        lineNumber: z.number().int().optional(),
        sample: text.optional(),
      }),
    }),
  )
  .max(50)

export type ParsedReport = { ok: true; violations: Violation[] } | { ok: false; problem: string }

export function parseCspReport(body: string): ParsedReport {
  let json: unknown
  try {
    json = JSON.parse(body)
  } catch {
    return { ok: false, problem: 'not JSON' }
  }
  const one = legacy.safeParse(json)
  if (one.success) {
    const r = one.data['csp-report']
    return {
      ok: true,
      violations: [
        {
          documentUri: r['document-uri'],
          directive: r['effective-directive'] ?? r['violated-directive'] ?? '',
          blockedUri: r['blocked-uri'] ?? '',
          sourceFile: r['source-file'],
          line: r['line-number'],
          sample: r['script-sample'],
        },
      ],
    }
  }
  const many = reportingApi.safeParse(json)
  if (many.success) {
    return {
      ok: true,
      violations: many.data
        .filter((report) => report.type === 'csp-violation')
        .map(({ body: b }) => ({
          documentUri: b.documentURL,
          directive: b.effectiveDirective ?? '',
          blockedUri: b.blockedURL ?? '',
          sourceFile: b.sourceFile,
          line: b.lineNumber,
          sample: b.sample,
        })),
    }
  }
  return { ok: false, problem: 'not a violation report' }
}
