import { teamMemberVCardResponse } from '@/features/team'
import { payloadClient } from '@/platform/payload'

type Context = { params: Promise<{ slug: string }> }

/** The member's contact card (vCard 3.0) as a download; 404 when the profile is not public. */
export async function GET(_request: Request, { params }: Context): Promise<Response> {
  const slug = decodeURIComponent((await params).slug)
  return teamMemberVCardResponse(await payloadClient(), slug)
}
