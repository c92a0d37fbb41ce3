import { hostSdkResponse } from '@/features/sso'

// The collaboration host's SDK, served from our origin; loaded only inside the host.
export const dynamic = 'force-static'

export function GET(): Response {
  return hostSdkResponse()
}
