// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'

import { DEFAULT_HOSTED_SCRIPT, hostedCheckFromEnv, hostedCheckOrigins } from './hosted'

const consent = vi.hoisted(() => ({ given: false, opened: 0 }))
vi.mock('@/features/consent/client', () => ({
  hasConsent: (category: string) => category === 'functional' && consent.given,
  openConsentPreferences: () => consent.opened++,
}))

describe('hostedCheckFromEnv', () => {
  it('is null for the own proof of work, unconfigured without a site key or an https script', () => {
    expect(hostedCheckFromEnv({})).toBeNull()
    expect(hostedCheckFromEnv({ BOT_PROVIDER: 'siteverify' })).toBe('unconfigured')
    expect(
      hostedCheckFromEnv({
        BOT_PROVIDER: 'siteverify',
        BOT_SITE_KEY: 'k',
        BOT_SCRIPT_URL: 'http://x',
      }),
    ).toBe('unconfigured')
    expect(hostedCheckFromEnv({ BOT_PROVIDER: 'siteverify', BOT_SITE_KEY: ' k ' })).toEqual({
      provider: 'siteverify',
      script: DEFAULT_HOSTED_SCRIPT,
      siteKey: 'k',
    })
  })

  it("allows the script's origin and the extra BOT_ORIGINS, https only", () => {
    expect(
      hostedCheckOrigins({
        BOT_PROVIDER: 'siteverify',
        BOT_SITE_KEY: 'k',
        BOT_ORIGINS:
          'https://www.gstatic.com/recaptcha/, http://plain.example https://www.google.com',
      }),
    ).toEqual(['https://www.google.com', 'https://www.gstatic.com'])
    expect(hostedCheckOrigins({})).toEqual([])
  })
})

describe('getBotToken with a hosted check', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    document.head.innerHTML = ''
  })

  const check = { provider: 'siteverify', script: 'https://captcha.example/api.js', siteKey: 'pub' }

  it('asks for consent first and loads nothing without it', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(check)),
    )
    consent.given = false
    const { getBotToken, HOSTED_CHECK_NEEDS_CONSENT } = await import('./client')
    await expect(getBotToken('smedja/Module/ContactForm/0')).rejects.toMatchObject({
      visitorMessage: HOSTED_CHECK_NEEDS_CONSENT,
    })
    expect(consent.opened).toBe(1)
    expect(document.head.querySelector('script')).toBeNull()
  })

  it("loads the provider's script with the site key once and asks it for a token for the action", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(check)),
    )
    consent.given = true
    const execute = vi.fn(async (key: string, { action }: { action: string }) => `${key}:${action}`)
    const { getBotToken } = await import('./client')
    const first = getBotToken('smedja/Module/ContactForm/0')
    await vi.waitFor(() => expect(document.head.querySelector('script')).not.toBeNull())
    const script = document.head.querySelector('script')!
    expect(script.src).toBe('https://captcha.example/api.js?render=pub')
    vi.stubGlobal('grecaptcha', { ready: (run: () => void) => run(), execute })
    script.onload!(new Event('load'))
    expect(await first).toBe('pub:smedja/Module/ContactForm/0')
    expect(await getBotToken('smedja/Module/EmailOptin/List/3')).toBe(
      'pub:smedja/Module/EmailOptin/List/3',
    )
    expect(document.head.querySelectorAll('script')).toHaveLength(1)
  })
})
