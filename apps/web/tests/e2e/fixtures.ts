import { test as base, expect, type Locator, type Page, type Response } from '@playwright/test'
import { HtmlValidate, type Report } from 'html-validate'

/**
 * The `test` every end-to-end file imports. Around each test it watches the pages the test opens and
 * fails the test when
 * - the browser reports a Content-Security-Policy violation on a page of the site (issue 10: a later
 *   feature that loads something the policy does not allow breaks the suite, not production), or
 * - an HTML document the site served is not valid HTML (html-validate's `standard` preset: validity
 *   only, no style opinions).
 *
 * A test that provokes violations on purpose (the framing test) opts out with `test.use({
 * allowCspViolations: true })`.
 */
export const test = base.extend<{ allowCspViolations: boolean; pageChecks: void }>({
  allowCspViolations: [false, { option: true }],
  pageChecks: [
    async ({ page, allowCspViolations, baseURL }, use, testInfo) => {
      const origin = new URL(baseURL ?? 'http://127.0.0.1').origin
      const violations: string[] = []
      const documents = new Map<string, Promise<string | null>>()
      watch(page, origin, violations, documents)
      page.context().on('page', (popup) => watch(popup, origin, violations, documents))
      await use()
      if (testInfo.status !== testInfo.expectedStatus) return
      if (!allowCspViolations) {
        expect(violations, 'Content-Security-Policy violations').toEqual([])
      }
      const invalid: string[] = []
      for (const [url, body] of documents) {
        const html = await body
        if (!html) continue
        const report = await validator.validateString(html, url)
        if (!report.valid) invalid.push(describe(url, report))
      }
      expect(invalid, 'invalid HTML').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }
export type { Locator, Page } from '@playwright/test'

/**
 * Stops the page's installed fake clock (`page.clock.install()`) a little ahead of now, so only
 * `runFor` moves the page's time on: ahead, because the page's clock keeps running while this travels.
 */
export async function freezeClock(page: Page, aheadMs = 250): Promise<void> {
  const now = await page.evaluate(() => Date.now())
  await page.clock.pauseAt(now + aheadMs)
}

/**
 * Waits until React has hydrated an element: a click or a choice made before that reaches the server
 * rendered element only, and its island never sees it.
 */
export async function hydrated(element: Locator): Promise<void> {
  await expect
    .poll(() =>
      element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber'))),
    )
    .toBe(true)
}

const validator = new HtmlValidate({
  extends: ['html-validate:standard'],
  rules: {
    // Beyond validity: no skipped heading levels (WCAG 1.3.1; the W3C checker flags them too). Dialogs
    // start their own outline.
    'heading-level': ['error', { sectioningRoots: ['dialog', '[role="dialog"]'] }],
    // React writes boolean attributes as `attr=""`, which is valid HTML.
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
  },
})

function watch(
  page: Page,
  origin: string,
  violations: string[],
  documents: Map<string, Promise<string | null>>,
) {
  page.on('console', (message) => {
    const text = message.text()
    if (/Content Security Policy/i.test(text) && page.url().startsWith(origin)) {
      violations.push(`${page.url()}: ${text}`)
    }
  })
  page.on('response', (response) => {
    if (!isSiteDocument(response, origin)) return
    const key = response.url().split('#')[0]!
    if (documents.has(key)) return
    documents.set(
      key,
      response.text().catch(() => null),
    )
  })
}

function isSiteDocument(response: Response, origin: string): boolean {
  const request = response.request()
  if (request.resourceType() !== 'document' || request.method() !== 'GET') return false
  if (!response.url().startsWith(origin) || (response.status() >= 300 && response.status() < 400)) {
    return false
  }
  const path = new URL(response.url()).pathname
  // The admin is Payload's own markup; the site's checks cover what we render.
  if (path.startsWith('/admin') || path.startsWith('/api/')) return false
  return (response.headers()['content-type'] ?? '').includes('text/html')
}

function describe(url: string, report: Report): string {
  const lines = report.results.flatMap((result) =>
    result.messages.map(
      (m) =>
        `  ${m.line}:${m.column} ${m.ruleId}: ${m.message} [${(m.selector ?? '').slice(0, 80)}]`,
    ),
  )
  return `${url}\n${lines.join('\n')}`
}
