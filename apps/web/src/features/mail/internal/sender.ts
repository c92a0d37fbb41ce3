import type { Payload } from 'payload'

import { deliverOutbox, smtpTransport, type MailTransport } from './outbox'

let running: Promise<void> | null = null
let again = false

/** One delivery pass after another until nothing new was asked for; never two at once in a process. */
async function drain(payload: Payload): Promise<void> {
  const transport = await smtpTransport()
  if (!transport) return
  do {
    again = false
    try {
      await deliverOutbox(payload, transport)
    } catch (err) {
      payload.logger.error({ err }, 'mail: delivering the outbox failed')
    }
  } while (again)
}

/**
 * Asks for queued mail to be sent now, after the caller's response (fire and forget). Without SMTP_URL
 * it does nothing and the mail waits in the outbox. Several processes may deliver at once: each message
 * is claimed before it is sent.
 */
export function deliverSoon(payload: Payload): void {
  if (!process.env.SMTP_URL) return
  if (running) {
    again = true
    return
  }
  running = drain(payload).finally(() => {
    running = null
  })
}

/**
 * The jobs-queue task (mail feature.ts, every minute, once across processes): sends the mail that no
 * request pushed out (a crash, a busy moment). When the SMTP server cannot be reached it throws before
 * touching a message, so the mail stays queued and the job is tried again, then shows as failed in
 * the admin; a message the server refuses is marked failed by itself. Each message is claimed before
 * it is sent, so this and `deliverSoon` never send one twice.
 */
export async function deliverQueuedMail(
  payload: Payload,
  transport?: MailTransport | null,
): Promise<{ sent: number; failed: number; smtp: boolean }> {
  const smtp = transport === undefined ? await smtpTransport() : transport
  if (!smtp) return { sent: 0, failed: 0, smtp: false }
  try {
    await smtp.verify?.()
  } catch (err) {
    throw new Error(`E-postservern (SMTP_URL) svarar inte: ${(err as Error).message}`)
  }
  return { ...(await deliverOutbox(payload, smtp)), smtp: true }
}
