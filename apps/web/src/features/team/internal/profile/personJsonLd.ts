import type { TeamMemberView } from '../types'

type Context = {
  /** The site's origin, for absolute addresses. */
  origin: string
  organisation: string
}

const absolute = (url: string, origin: string) =>
  /^https?:\/\//.test(url) ? url : `${origin}${url}`

/** Schema.org `Person` for a profile page; only what the page itself shows. */
export function personJsonLd(member: TeamMemberView, { origin, organisation }: Context) {
  const portrait = member.images[0]
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: member.name,
    ...(member.role ? { jobTitle: member.role } : {}),
    ...(member.shortBio ? { description: member.shortBio } : {}),
    ...(member.email ? { email: `mailto:${member.email}` } : {}),
    ...(member.phone ? { telephone: member.phone } : {}),
    ...(portrait ? { image: absolute(portrait.url, origin) } : {}),
    ...(member.profilePath ? { url: `${origin}${member.profilePath}` } : {}),
    ...(member.social.length ? { sameAs: member.social.map((s) => s.url) } : {}),
    worksFor: {
      '@type': 'Organization',
      name: organisation,
      ...(member.department
        ? { department: { '@type': 'Organization', name: member.department } }
        : {}),
    },
  }
}

/**
 * JSON for a `<script type="application/ld+json">`: `<` is escaped so no value (a bio with
 * `</script>` in it) can close the element early.
 */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}
