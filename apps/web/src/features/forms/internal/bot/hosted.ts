/**
 * A hosted bot check as the browser needs it (BOT_PROVIDER=siteverify): the provider's script, which
 * offers reCAPTCHA v3's `grecaptcha.ready/execute` API, and the site's public key. The challenge
 * endpoint answers with this instead of a proof-of-work challenge.
 */
export type HostedCheck = { provider: 'siteverify'; script: string; siteKey: string }

export const DEFAULT_HOSTED_SCRIPT = 'https://www.google.com/recaptcha/api.js'

type Env = Record<string, string | undefined>

/** The hosted check from the environment; null when the site uses its own proof of work. */
export function hostedCheckFromEnv(env: Env = process.env): HostedCheck | 'unconfigured' | null {
  if (env.BOT_PROVIDER !== 'siteverify') return null
  const siteKey = env.BOT_SITE_KEY?.trim()
  const script = env.BOT_SCRIPT_URL?.trim() || DEFAULT_HOSTED_SCRIPT
  if (!siteKey || !script.startsWith('https://')) return 'unconfigured'
  return { provider: 'siteverify', script, siteKey }
}

/**
 * The origins a page must allow for the hosted check: its script's, plus BOT_ORIGINS (reCAPTCHA also
 * needs https://www.gstatic.com for its code and frames from its own origin).
 */
export function hostedCheckOrigins(env: Env = process.env): string[] {
  const check = hostedCheckFromEnv(env)
  if (!check || check === 'unconfigured') return []
  const extra = (env.BOT_ORIGINS ?? '')
    .split(/[\s,]+/)
    .filter((value) => value.startsWith('https://'))
    .map((value) => new URL(value).origin)
  return [...new Set([new URL(check.script).origin, ...extra])]
}
