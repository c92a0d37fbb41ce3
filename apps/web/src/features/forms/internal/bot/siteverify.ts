import { z } from 'zod'

import { botMessages } from './actions'
import type { BotVerdict } from './verdict'

/**
 * The hosted-captcha adapter: reCAPTCHA v3 and Turnstile both answer a POST of secret, response and
 * remoteip to their siteverify URL with `success`, the `action` the token was made for and (reCAPTCHA)
 * a `score` from 0 to 1.
 */
export type SiteverifyConfig = {
  url: string
  secret: string
  /** Tokens scoring below this are refused (reCAPTCHA v3); a reply without a score passes it. */
  minScore: number
  timeoutMs?: number
}

const reply = z.object({
  success: z.boolean(),
  action: z.string().optional(),
  score: z.number().optional(),
  'error-codes': z.array(z.string()).optional(),
})

export function siteverifyConfigFromEnv(env = process.env): SiteverifyConfig | null {
  if (!env.BOT_SITEVERIFY_URL || !env.BOT_SITEVERIFY_SECRET) return null
  const minScore = Number(env.BOT_MIN_SCORE ?? 0.5)
  return {
    url: env.BOT_SITEVERIFY_URL,
    secret: env.BOT_SITEVERIFY_SECRET,
    minScore: Number.isFinite(minScore) ? minScore : 0.5,
  }
}

export async function verifySiteverify(
  config: SiteverifyConfig,
  { token, action, ip }: { token: string; action: string; ip: string | null },
): Promise<BotVerdict> {
  const form = new URLSearchParams({ secret: config.secret, response: token })
  if (ip) form.set('remoteip', ip)
  let json: unknown
  try {
    const response = await fetch(config.url, {
      method: 'POST',
      body: form,
      signal: AbortSignal.timeout(config.timeoutMs ?? 5000),
    })
    json = await response.json()
  } catch (error) {
    return {
      ok: false,
      reason: `siteverify: ${(error as Error).message}`,
      message: botMessages.unavailable,
    }
  }
  const parsed = reply.safeParse(json)
  if (!parsed.success)
    return { ok: false, reason: 'siteverify: unexpected reply', message: botMessages.unavailable }
  const { success, score, action: tokenAction } = parsed.data
  if (!success)
    return {
      ok: false,
      reason: `siteverify: ${(parsed.data['error-codes'] ?? []).join(',') || 'not a success'}`,
      message: botMessages.invalid,
    }
  if (tokenAction !== undefined && tokenAction !== action)
    return {
      ok: false,
      reason: `siteverify: action ${tokenAction}, expected ${action}`,
      message: botMessages.invalid,
    }
  if (score !== undefined && score < config.minScore)
    return {
      ok: false,
      reason: `siteverify: score ${score} < ${config.minScore}`,
      message: botMessages.invalid,
    }
  return { ok: true }
}
