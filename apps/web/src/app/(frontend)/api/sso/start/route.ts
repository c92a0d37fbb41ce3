import { signInRequest } from '@/features/sso'

// The sign-in request of spec 3.1/7.1; the proxy sends such requests for any page here.
export const dynamic = 'force-dynamic'

export function GET(request: Request): Promise<Response> {
  return signInRequest(request)
}

export function POST(request: Request): Promise<Response> {
  return signInRequest(request)
}
