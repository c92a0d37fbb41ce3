import { helperScriptResponse } from '@/features/sso'

// The single sign-on redirect helper (spec 4.1), built with the site: see features/sso/helper.
export const dynamic = 'force-static'

export function GET(): Response {
  return helperScriptResponse()
}
