import type { Payload } from 'payload'

import { botMessages } from './actions'
import { verifyAltcha } from './altcha'
import { siteverifyConfigFromEnv, verifySiteverify } from './siteverify'
import type { BotVerdict } from './verdict'

/**
 * Checks a form's bot-protection token for `action` (spec 6). The provider is ALTCHA's proof of work
 * (ours) unless BOT_PROVIDER=siteverify with BOT_SITEVERIFY_URL and BOT_SITEVERIFY_SECRET names a
 * hosted one (reCAPTCHA v3, Turnstile). Run it before anything is stored.
 */
export async function verifyBotToken(
  payload: Payload,
  input: { token: string | null | undefined; action: string; ip: string | null },
): Promise<BotVerdict> {
  const token = typeof input.token === 'string' ? input.token.trim() : ''
  if (!token) return { ok: false, reason: 'token missing', message: botMessages.missing }
  if (process.env.BOT_PROVIDER === 'siteverify') {
    const config = siteverifyConfigFromEnv()
    if (!config)
      return {
        ok: false,
        reason: 'siteverify: BOT_SITEVERIFY_URL or BOT_SITEVERIFY_SECRET not set',
        message: botMessages.unavailable,
      }
    return verifySiteverify(config, { token, action: input.action, ip: input.ip })
  }
  return verifyAltcha(payload, token, input.action)
}

export { botActionContact, botActionList } from './actions'
export type { BotVerdict } from './verdict'
