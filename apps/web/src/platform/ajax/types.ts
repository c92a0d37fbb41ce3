import type { Payload } from 'payload'
import type { z } from 'zod'

import type { NonceName } from '@/platform/nonce'

export type AjaxContext = { payload: Payload; ip: string | null; now: Date }

/** One ajax action: its payload schema, the nonce it requires (if any) and what it does. */
export type AjaxAction<S extends z.ZodType = z.ZodType> = {
  name: string
  nonce: NonceName | null
  schema: S
  handle: (input: z.infer<S>, ctx: AjaxContext) => Promise<unknown>
}

/**
 * Declares an action, typed against its own schema, and gives it the registry's shape. Widening is
 * sound: the dispatcher only calls `handle` with what `schema` has parsed.
 */
export function defineAjaxAction<S extends z.ZodType>(action: AjaxAction<S>): AjaxAction {
  return action as unknown as AjaxAction
}

/** A refusal the visitor should read (Swedish), with the HTTP status to send. */
export class AjaxError extends Error {
  constructor(
    message: string,
    readonly status = 400,
  ) {
    super(message)
    this.name = 'AjaxError'
  }
}
