import { signOut } from '@/features/sso'

// "Logga ut" in the header: ends the session here and at the provider.
export const dynamic = 'force-dynamic'

export function POST(request: Request): Promise<Response> {
  return signOut(request)
}
