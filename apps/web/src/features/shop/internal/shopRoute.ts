import type { NextRequest, NextResponse } from 'next/server'
import type { Payload } from 'payload'
import type { z } from 'zod'

import type { Customer } from '@/payload-types'
import { readFields, type Fields } from '@/platform/http/readFields'
import { readText } from '@/platform/http/readText'
import { sameOrigin } from '@/platform/http/sameOrigin'
import { payloadClient } from '@/platform/payload'

import { cartToken, forbiddenOrigin, refuse } from './http'
import { currentCustomer, requireCustomer } from './server/accounts/session'
import { ShopError } from './server/errors'

/** The shop's forms are a few kilobytes; anything far larger is not one of them. */
const MAX_BODY = 32 * 1024

export type ShopRouteOptions = {
  /**
   * 'required': only a signed-in customer gets through, anyone else is refused (401); 'optional':
   * the customer, or null. Looked up before the body is read.
   */
  customer?: 'required' | 'optional'
  /**
   * 'fields' (the default): a JSON or form body as fields. 'raw': the exact text, for a signature
   * over the bytes. 'none': not read.
   */
  body?: 'fields' | 'raw' | 'none'
  /** The largest body taken, in characters (32 kB unless said). */
  maxBody?: number
  /**
   * Skips the same-origin check, for a caller that never posts from our pages (the payment
   * provider's webhook); such a route proves the caller some other way.
   */
  anyOrigin?: true
  /** The route's dynamic segments, checked. */
  params?: z.ZodType
}

type BodyOf<O> = O extends { body: 'raw' }
  ? string
  : O extends { body: 'none' }
    ? undefined
    : Fields
type CustomerOf<O> = O extends { customer: 'required' }
  ? Customer
  : O extends { customer: 'optional' }
    ? Customer | null
    : undefined
type ParamsOf<O> = O extends { params: z.ZodType<infer P> } ? P : undefined

/** What a shop route's handler gets, once the request has passed the checks its options ask for. */
export type ShopRequest<O extends ShopRouteOptions> = {
  payload: Payload
  request: NextRequest
  /** The visitor's cart cookie, if any. */
  cartToken: string | null
  body: BodyOf<O>
  customer: CustomerOf<O>
  params: ParamsOf<O>
}

/**
 * One of the shop's route handlers under /varukorg, /kassan, /produkt and /konto. Before `handle`
 * runs: a cross-site request is refused (403), the signed-in customer looked up and the body read as
 * `options` say. Whatever `handle` throws is answered in Swedish and logged under `action`
 * (http.ts: refuse), so a handler is only what is its own.
 */
export function shopRoute<const O extends ShopRouteOptions>(
  action: string,
  options: O,
  handle: (request: ShopRequest<O>) => Promise<NextResponse>,
) {
  return async (
    request: NextRequest,
    context: { params: Promise<unknown> },
  ): Promise<NextResponse> => {
    const payload = await payloadClient()
    // Cart and checkout writes come from our own pages (the cart cookie is SameSite=Lax).
    if (!options.anyOrigin && !sameOrigin(request))
      return forbiddenOrigin(payload, action, request.headers)
    try {
      const customer =
        options.customer === 'required'
          ? await requireCustomer(payload, request.headers)
          : options.customer === 'optional'
            ? await currentCustomer(payload, request.headers)
            : undefined
      const params = options.params ? parseParams(options.params, await context.params) : undefined
      const body = await readBody(request, options.body ?? 'fields', options.maxBody ?? MAX_BODY)
      return await handle({
        payload,
        request,
        cartToken: cartToken(request),
        body,
        customer,
        params,
      } as ShopRequest<O>)
    } catch (error) {
      return refuse(payload, action, error, request.headers)
    }
  }
}

function parseParams(schema: z.ZodType, raw: unknown): unknown {
  const parsed = schema.safeParse(raw)
  if (!parsed.success) throw new ShopError('Sidan finns inte.', 404, [], 'malformed route params')
  return parsed.data
}

const tooLarge = () => new ShopError('För mycket data.', 413)

async function readBody(
  request: NextRequest,
  kind: NonNullable<ShopRouteOptions['body']>,
  maxLength: number,
): Promise<Fields | string | undefined> {
  if (kind === 'none') return undefined
  if (kind === 'raw') {
    const read = await readText(request, maxLength)
    if (!read.ok) throw tooLarge()
    return read.text
  }
  const read = await readFields(request, { maxLength })
  if (read.ok) return read.fields
  if (read.problem === 'too-large') throw tooLarge()
  throw new ShopError('Ogiltiga uppgifter.', 400, [], read.detail)
}
