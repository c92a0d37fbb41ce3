import type { Payload } from 'payload'

import { payloadClient } from '@/platform/payload'

import { deliverOutbox, smtpTransport } from './outbox'

/** Queued mail that no request pushed out (a crash, a failed send's neighbours) goes out within this. */
const EVERY_MS = 60_000

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

let started = false

/** Delivers what is left in the outbox every minute in a running server (never keeps it alive). */
export function startMailSender(): void {
  if (started || !process.env.SMTP_URL) return
  started = true
  setInterval(() => void payloadClient().then(deliverSoon), EVERY_MS).unref()
}
