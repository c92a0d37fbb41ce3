import type { Payload } from 'payload'

import { siteUrl } from '@/platform/siteUrl'

import { memberVCard } from '../vcard'
import { getTeamMember } from './members'

/** The body of `/team/{slug}/vcard`: the member's contact card as a download, or 404. */
export async function teamMemberVCardResponse(payload: Payload, slug: string): Promise<Response> {
  const member = await getTeamMember(payload, slug)
  if (!member?.profilePath) {
    return new Response('Kontaktkortet finns inte.', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    })
  }
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  const card = memberVCard(member, {
    organisation: settings.organisation?.legalName || settings.siteName,
    profileUrl: `${siteUrl()}${member.profilePath}`,
  })
  // Slugs are already [a-z0-9-]; the filename is kept to that even if one was stored otherwise.
  const filename = `${member.slug.replace(/[^a-z0-9-]+/gi, '-') || 'kontakt'}.vcf`
  return new Response(card, {
    headers: {
      'Content-Type': 'text/vcard; charset=utf-8',
      'Content-Disposition': `attachment; filename="${filename}"`,
    },
  })
}
