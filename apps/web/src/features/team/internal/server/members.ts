import type { Payload, Where } from 'payload'

import type { Media, TeamMember } from '@/payload-types'

import { parseSkillPercent } from '../skillPercent'
import { teamMemberPath } from '../paths'
import { isWebAddress } from '../social'
import type { TeamImage, TeamMemberView } from '../types'

type Locale = 'sv' | 'en'

const published: Where = { _status: { equals: 'published' } }
const publicProfile: Where = { and: [published, { publicProfile: { equals: true } }] }

function image(
  media: number | Media | null | undefined,
  caption: string | null | undefined,
  name: string,
): TeamImage | null {
  if (!media || typeof media !== 'object' || !media.url) return null
  if (!media.mimeType?.startsWith('image/')) return null
  return {
    url: media.url,
    // Portraits are drawn square; an upload without stored dimensions is shown as one too.
    width: media.width ?? 800,
    height: media.height ?? 800,
    alt: media.alt || name,
    caption: caption?.trim() || null,
  }
}

/** A member as the modules and the profile page show them; rows an editor left broken are skipped. */
export function toTeamMemberView(member: TeamMember): TeamMemberView {
  const slug = member.slug ?? String(member.id)
  return {
    id: member.id,
    slug,
    name: member.name,
    role: member.role || null,
    department: member.department || null,
    shortBio: member.shortBio || null,
    longBio: member.longBio ?? null,
    images: (member.gallery ?? [])
      .map((g) => image(g.image, g.caption, member.name))
      .filter((g): g is TeamImage => g !== null),
    skills: (member.skills ?? []).flatMap((s) => {
      const percent = parseSkillPercent(s.percent)
      return s.label && percent !== null ? [{ label: s.label, percent }] : []
    }),
    email: member.email || null,
    phone: member.phone || null,
    social: (member.social ?? [])
      .filter((s) => isWebAddress(s.url))
      .map((s) => ({ network: s.network, url: s.url.trim() })),
    profilePath: member.publicProfile && member.slug ? teamMemberPath(member.slug) : null,
  }
}

/**
 * Published members in the editors' order, for the team modules. With `ids` (a module's own pick)
 * only those, in the order given; members that are unpublished or gone are left out.
 */
export async function listTeamMembers(
  payload: Payload,
  {
    ids,
    limit = 100,
    locale = 'sv',
  }: { ids?: readonly number[]; limit?: number; locale?: Locale } = {},
): Promise<TeamMemberView[]> {
  if (ids && ids.length === 0) return []
  const { docs } = await payload.find({
    collection: 'team-members',
    where: ids ? { and: [published, { id: { in: [...ids] } }] } : published,
    sort: ['order', 'name'],
    limit: ids ? ids.length : limit,
    depth: 1,
    locale,
    overrideAccess: false,
    pagination: false,
  })
  const views = docs.map(toTeamMemberView)
  if (!ids) return views
  const byId = new Map(views.map((v) => [v.id, v]))
  return ids
    .map((id) => byId.get(id))
    .filter((v): v is TeamMemberView => v !== undefined)
    .slice(0, limit)
}

/** A member whose profile page is public and published, or null (the page answers 404). */
export async function getTeamMember(
  payload: Payload,
  slug: string,
  { locale = 'sv' }: { locale?: Locale } = {},
): Promise<TeamMemberView | null> {
  const { docs } = await payload.find({
    collection: 'team-members',
    where: { and: [publicProfile, { slug: { equals: slug } }] },
    limit: 1,
    depth: 1,
    locale,
    overrideAccess: false,
    pagination: false,
  })
  return docs[0] ? toTeamMemberView(docs[0]) : null
}

/** Every public profile page's slug and last change: for static generation and the sitemap. */
export async function listTeamMemberPages(
  payload: Payload,
): Promise<{ slug: string; updatedAt: string }[]> {
  const { docs } = await payload.find({
    collection: 'team-members',
    where: publicProfile,
    select: { slug: true, updatedAt: true },
    limit: 1000,
    depth: 0,
    overrideAccess: false,
    pagination: false,
  })
  return docs.flatMap((d) => (d.slug ? [{ slug: d.slug, updatedAt: d.updatedAt }] : []))
}
