import { z } from 'zod'

import { readFields } from '@/platform/http/readFields'
import { verifyNonce } from '@/platform/nonce'

import { AjaxError, type AjaxAction, type AjaxContext } from './types'

export type AjaxResult = { status: number; body: { success: boolean; data: unknown } }

type Logger = { warn: (obj: object, msg: string) => void }

const actionName = z.string().regex(/^[a-z0-9_]{1,64}$/)

function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0]
  return issue?.message ?? 'Ogiltiga uppgifter.'
}

/**
 * Runs one ajax request: finds the action, checks its nonce, validates the payload and calls the
 * handler. Every refusal is logged with its reason and answered in Swedish; a refused request changes
 * nothing because handlers only run after every check has passed.
 */
export async function dispatchAjax(
  fields: Record<string, unknown>,
  actions: ReadonlyMap<string, AjaxAction>,
  ctx: AjaxContext & { logger: Logger },
): Promise<AjaxResult> {
  const refuse = (status: number, message: string, reason: string, action?: string): AjaxResult => {
    ctx.logger.warn({ action, reason, ip: ctx.ip }, 'ajax request refused')
    return { status, body: { success: false, data: { message } } }
  }
  const name = actionName.safeParse(fields.action)
  if (!name.success) return refuse(400, 'Okänd åtgärd.', 'missing or malformed action')
  const action = actions.get(name.data)
  if (!action) return refuse(400, 'Okänd åtgärd.', 'unknown action', name.data)
  if (action.nonce && !verifyNonce(action.nonce, fields[action.nonce])) {
    return refuse(
      403,
      'Sidan har varit öppen för länge. Ladda om sidan och försök igen.',
      `bad ${action.nonce}`,
      name.data,
    )
  }
  const parsed = action.schema.safeParse(fields)
  if (!parsed.success)
    return refuse(
      400,
      firstIssue(parsed.error),
      `invalid payload: ${parsed.error.issues.map((i) => i.path.join('.')).join(', ')}`,
      name.data,
    )
  try {
    const data = await action.handle(parsed.data, ctx)
    return { status: 200, body: { success: true, data } }
  } catch (error) {
    if (error instanceof AjaxError)
      return refuse(error.status, error.message, error.message, name.data)
    throw error
  }
}

/**
 * The endpoint's fields from a form-encoded, multipart or JSON body. A body that cannot be read as
 * fields reads as none, so it is refused as 'Okänd åtgärd.' (it names no action).
 */
export async function readAjaxFields(request: Request): Promise<Record<string, unknown>> {
  const read = await readFields(request)
  return read.ok ? read.fields : {}
}
