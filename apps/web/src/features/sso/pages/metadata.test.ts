import { describe, expect, it } from 'vitest'

import { membersOnlyMetadata, MEMBERS_ONLY_TITLE } from './metadata'

const full = {
  title: { absolute: 'Styrelsens protokoll | Smedja' },
  description: 'Protokoll från styrelsemötet om uppsägningar.',
  alternates: { canonical: 'https://www.example.se/protokoll' },
  openGraph: {
    title: 'Styrelsens protokoll | Smedja',
    description: 'Protokoll från styrelsemötet om uppsägningar.',
    images: [{ url: 'https://www.example.se/media/protokoll.jpg' }],
  },
}

describe('the head of a members-only document (rendered for everyone)', () => {
  it('names nothing of the document, keeps its address and is not indexed', () => {
    const metadata = membersOnlyMetadata(
      { memberAccess: 'groups', memberGroups: ['styrelsen'] },
      full,
    )
    expect(metadata).toEqual({
      title: MEMBERS_ONLY_TITLE,
      robots: { index: false, follow: false },
      alternates: { canonical: 'https://www.example.se/protokoll' },
    })
    expect(JSON.stringify(metadata)).not.toMatch(/protokoll från|uppsägningar|\.jpg|Styrelsens/i)
    expect(membersOnlyMetadata({ memberAccess: 'signedIn' }, full).title).toBe(MEMBERS_ONLY_TITLE)
  })

  it('leaves public documents and the editor’s preview as they are', () => {
    expect(membersOnlyMetadata({ memberAccess: 'public' }, full)).toBe(full)
    expect(membersOnlyMetadata({}, full)).toBe(full)
    expect(membersOnlyMetadata({ memberAccess: 'signedIn' }, full, true)).toBe(full)
  })
})
