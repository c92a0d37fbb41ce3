import { browserClassScriptResponse } from '@/features/navigation/routing'

// The browser-class script (spec 2.7), built with the site: see features/navigation.
export const dynamic = 'force-static'

export function GET(): Response {
  return browserClassScriptResponse()
}
