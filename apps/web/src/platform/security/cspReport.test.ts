import { describe, expect, it } from 'vitest'

import { parseCspReport } from './cspReport'

describe('CSP violation reports', () => {
  it('reads the report-uri form', () => {
    const body = JSON.stringify({
      'csp-report': {
        'document-uri': 'http://127.0.0.1:3300/kassan',
        'violated-directive': 'frame-ancestors',
        'effective-directive': 'frame-ancestors',
        'blocked-uri': 'http://127.0.0.1:3300/kassan',
        'line-number': 0,
      },
    })
    expect(parseCspReport(body)).toEqual({
      ok: true,
      violations: [
        {
          documentUri: 'http://127.0.0.1:3300/kassan',
          directive: 'frame-ancestors',
          blockedUri: 'http://127.0.0.1:3300/kassan',
          line: 0,
          sourceFile: undefined,
          sample: undefined,
        },
      ],
    })
  })

  it('reads the Reporting API form and keeps only CSP violations', () => {
    const body = JSON.stringify([
      {
        type: 'csp-violation',
        body: {
          documentURL: 'https://x.se/',
          effectiveDirective: 'img-src',
          blockedURL: 'https://t.example/p.gif',
        },
      },
      { type: 'deprecation', body: { documentURL: 'https://x.se/' } },
    ])
    const parsed = parseCspReport(body)
    expect(parsed.ok && parsed.violations.map((v) => v.directive)).toEqual(['img-src'])
  })

  it('refuses what is not a report', () => {
    expect(parseCspReport('nonsense')).toEqual({ ok: false, problem: 'not JSON' })
    expect(parseCspReport('{"csp-report":{"document-uri":5}}')).toEqual({
      ok: false,
      problem: 'not a violation report',
    })
    expect(
      parseCspReport(JSON.stringify({ 'csp-report': { 'document-uri': 'x'.repeat(5000) } })).ok,
    ).toBe(false)
  })
})
