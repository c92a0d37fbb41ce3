import { describe, expect, it } from 'vitest'

import type { TeamMemberView } from '../types'
import { jsonLdText, personJsonLd } from './personJsonLd'

const member: TeamMemberView = {
  id: 3,
  slug: 'erik-holm',
  name: 'Erik Holm',
  role: 'Servicetekniker',
  department: 'Fältservice',
  shortBio: 'Felsöker pumpar.',
  longBio: null,
  images: [
    { url: '/api/media/file/erik.jpg', width: 800, height: 800, alt: 'Erik', caption: null },
  ],
  skills: [],
  email: 'erik@example.se',
  phone: '070-000 00 00',
  social: [{ network: 'linkedin', url: 'https://www.linkedin.com/in/erik' }],
  profilePath: '/team/erik-holm',
}

describe('personJsonLd', () => {
  it('describes the member as a Person of the organisation with absolute addresses', () => {
    expect(
      personJsonLd(member, { origin: 'https://example.se', organisation: 'Norrberg' }),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: 'Erik Holm',
      jobTitle: 'Servicetekniker',
      description: 'Felsöker pumpar.',
      email: 'mailto:erik@example.se',
      telephone: '070-000 00 00',
      image: 'https://example.se/api/media/file/erik.jpg',
      url: 'https://example.se/team/erik-holm',
      sameAs: ['https://www.linkedin.com/in/erik'],
      worksFor: {
        '@type': 'Organization',
        name: 'Norrberg',
        department: { '@type': 'Organization', name: 'Fältservice' },
      },
    })
  })

  it('leaves out what the member has not filled in', () => {
    const bare = { ...member, role: null, email: null, phone: null, images: [], social: [] }
    const data = personJsonLd(bare, { origin: 'https://example.se', organisation: 'Norrberg' })
    expect(Object.keys(data)).not.toContain('jobTitle')
    expect(Object.keys(data)).not.toContain('image')
    expect(Object.keys(data)).not.toContain('sameAs')
  })
})

describe('jsonLdText', () => {
  it('cannot close the script element it is written into', () => {
    const text = jsonLdText({ description: '</script><script>alert(1)</script>' })
    expect(text).not.toContain('<')
    expect(JSON.parse(text)).toEqual({ description: '</script><script>alert(1)</script>' })
  })
})
