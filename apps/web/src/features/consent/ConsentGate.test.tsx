// @vitest-environment jsdom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { hasConsent, onConsentChange, whenConsented } from './client'
import { ConsentGate } from './ConsentGate'
import { parseConsentCookie, readCookie } from './internal/cookie'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}

function clearCookies() {
  for (const name of ['smedja-consent', 'smedja-consent-version'])
    document.cookie = `${name}=; Path=/; Max-Age=0`
}

let root: Root
let host: HTMLDivElement

beforeEach(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true
  clearCookies()
  document.body.innerHTML = ''
  // The decision is posted to the consent log; here the answer does not matter.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{"ok":true}')),
  )
  host = document.createElement('div')
  document.body.append(host)
  root = createRoot(host)
})

afterEach(() => {
  act(() => root.unmount())
  vi.unstubAllGlobals()
})

/** Lets the decision's lazily imported code run and React render what it changed. */
const settle = () =>
  act(async () =>
    vi.waitFor(() => import('./internal/decide')).then(() => new Promise((r) => setTimeout(r, 20))),
  )

const gate = (
  <ConsentGate category="functional" service="YouTube" onceLabel="Visa en gång">
    <iframe title="Spelare" src="https://www.youtube-nocookie.com/embed/x" />
  </ConsentGate>
)

describe('ConsentGate', () => {
  it('renders only the placeholder on the server, naming the service', () => {
    const html = renderToString(gate)
    expect(html).toContain('YouTube')
    expect(html).toContain('Tillåt funktionella')
    expect(html).not.toContain('<iframe')
  })

  it('shows the content after “Tillåt”, and stores the choice in the cookie', async () => {
    await act(async () => root.render(gate))
    expect(host.querySelector('iframe')).toBeNull()
    const allow = [...host.querySelectorAll('button')].find((b) =>
      b.textContent?.startsWith('Tillåt'),
    )
    await act(async () => allow!.click())
    await settle()
    expect(host.querySelector('iframe')).not.toBeNull()
    const record = parseConsentCookie(readCookie(document.cookie, 'smedja-consent'))
    expect(record?.choices).toMatchObject({
      functional: true,
      analytics: false,
      advertisement: false,
    })
    expect(hasConsent('functional')).toBe(true)
  })

  it('shows the content once without storing anything', async () => {
    await act(async () => root.render(gate))
    const once = [...host.querySelectorAll('button')].find((b) => b.textContent === 'Visa en gång')
    await act(async () => once!.click())
    expect(host.querySelector('iframe')).not.toBeNull()
    expect(readCookie(document.cookie, 'smedja-consent')).toBeNull()
    expect(hasConsent('functional')).toBe(false)
  })

  it('opens at once for a visitor who already allowed the category', async () => {
    document.cookie =
      'smedja-consent=consentid:0123456789abcdef,consent:yes,action:yes,necessary:yes,functional:yes,analytics:no,performance:no,advertisement:no,other:no; Path=/'
    document.cookie = 'smedja-consent-version=1; Path=/'
    await act(async () => root.render(gate))
    expect(host.querySelector('iframe')).not.toBeNull()
  })
})

describe('the client API', () => {
  it('runs a whenConsented callback once, when the category is allowed, and not after cancel', async () => {
    const analytics = vi.fn()
    const cancelled = vi.fn()
    whenConsented('analytics', analytics)
    const cancel = whenConsented('analytics', cancelled)
    cancel()
    const changes = vi.fn()
    const stop = onConsentChange(changes)
    await act(async () => root.render(gate))
    const allow = [...host.querySelectorAll('button')].find((b) =>
      b.textContent?.startsWith('Tillåt'),
    )
    await act(async () => allow!.click())
    await settle()
    // Functional is not analytics: nothing yet.
    expect(analytics).not.toHaveBeenCalled()
    expect(changes).toHaveBeenCalledWith(expect.objectContaining({ functional: true }))
    const { decide } = await import('./internal/store')
    await decide({ ...(await import('./internal/categories')).allAccepted() })
    await decide({ ...(await import('./internal/categories')).allAccepted() })
    expect(analytics).toHaveBeenCalledTimes(1)
    expect(cancelled).not.toHaveBeenCalled()
    stop()
  })

  it('posts each decision to the consent log with a fresh request id and the same consent id', async () => {
    const { decide } = await import('./internal/store')
    const { allAccepted, necessaryOnly } = await import('./internal/categories')
    const first = await decide(allAccepted())
    const second = await decide(necessaryOnly())
    expect(second.consentId).toBe(first.consentId)
    const bodies = vi
      .mocked(fetch)
      .mock.calls.map(([, init]) => JSON.parse(String((init as RequestInit).body)))
      .filter((body) => body.consentId === first.consentId)
    expect(bodies).toHaveLength(2)
    expect(bodies[0]).toMatchObject({ type: 'decision', consentId: first.consentId, kind: 'first' })
    expect(bodies[1]).toMatchObject({ kind: 'withdrawal', choices: necessaryOnly() })
    expect(bodies[0].requestId).not.toBe(bodies[1].requestId)
  })

  it('honours Global Privacy Control: “accept all” leaves advertisement off', async () => {
    vi.stubGlobal('navigator', { ...navigator, globalPrivacyControl: true })
    const { decide } = await import('./internal/store')
    const { allAccepted } = await import('./internal/categories')
    await decide(allAccepted())
    expect(hasConsent('analytics')).toBe(true)
    expect(hasConsent('advertisement')).toBe(false)
    expect(
      parseConsentCookie(readCookie(document.cookie, 'smedja-consent'))?.choices.advertisement,
    ).toBe(false)
  })
})
