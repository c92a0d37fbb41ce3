import type React from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'

import type { TeamMemberView } from '../types'
import { TeamPopup } from './TeamPopup'

const received = vi.hoisted(() => ({ props: null as Record<string, unknown> | null }))

// The loader is a lazily loaded island; here it only shows what the server hands it.
vi.mock('./TeamPopupLoader.client', () => ({
  TeamPopupLoader: ({ children, ...props }: { children: React.ReactNode }) => {
    received.props = props
    return <div className="loader">{children}</div>
  },
}))

const member: TeamMemberView = {
  id: 3,
  slug: 'johan-sundberg',
  name: 'Johan Sundberg',
  role: 'Servicetekniker',
  department: null,
  shortBio: 'Mekaniker med jourtelefonen.',
  longBio: {
    root: { type: 'root', children: [], direction: null, format: '', indent: 0, version: 1 },
  },
  images: [],
  skills: [{ label: 'Lagerbyten', percent: 95 }],
  email: null,
  phone: '060-12 34 53',
  social: [],
  profilePath: '/team/johan-sundberg',
}

describe('TeamPopup on the server', () => {
  it('renders the cards it wraps and hands the island the members without their long bios', () => {
    const html = renderToString(
      <TeamPopup members={[member]} label="Medarbetare" autoplay builderMode={false} locale="sv">
        <p>kort</p>
      </TeamPopup>,
    )
    expect(html).toContain('<p>kort</p>')
    const members = received.props?.members as Record<string, unknown>[]
    expect(members).toHaveLength(1)
    expect(members[0]).not.toHaveProperty('longBio')
    expect(members[0]).toMatchObject({
      name: 'Johan Sundberg',
      profilePath: '/team/johan-sundberg',
    })
    expect(received.props).toMatchObject({ label: 'Medarbetare', autoplay: true, locale: 'sv' })
  })
})
