import { signInCallback } from '@/features/sso'

// The identity provider's redirect URI ({SITE_URL}/api/sso/callback, registered with the provider).
export const dynamic = 'force-dynamic'

export function GET(request: Request): Promise<Response> {
  return signInCallback(request)
}
