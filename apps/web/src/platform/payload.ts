import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/** The Payload Local API for server components, route handlers and actions. */
export function payloadClient(): Promise<Payload> {
  return getPayload({ config })
}
