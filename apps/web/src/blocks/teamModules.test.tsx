// @vitest-environment jsdom
import type React from 'react'
import { renderToString } from 'react-dom/server'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import type { TeamMemberView } from '@/features/team'
import type { TeamCarouselBlock, TeamGridBlock } from '@/payload-types'

import type { RenderContext } from './shared/types'
import { TeamCarouselBlockComponent } from './TeamCarousel/Component'
import { TeamGridBlockComponent } from './TeamGrid/Component'

const calls = vi.hoisted(() => ({
  list: [] as unknown[],
  popup: null as Record<string, unknown> | null,
  carousel: null as Record<string, unknown> | null,
  members: [] as unknown[],
}))

vi.mock('@/platform/payload', () => ({ payloadClient: async () => ({}) }))
vi.mock('@/features/team', () => ({
  listTeamMembers: async (_payload: unknown, options: unknown) => {
    calls.list.push(options)
    return calls.members
  },
}))
// The popup and the carousel are islands loaded on demand; here they show what they are given.
vi.mock('@/features/team/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/features/team/client')>()),
  TeamPopup: ({ children, ...props }: { children: React.ReactNode }) => {
    calls.popup = props
    return <div className="popup">{children}</div>
  },
}))
vi.mock('@/ui/carousel/Carousel.client', () => ({
  Carousel: ({ slides, ...props }: { slides: React.ReactNode[] }) => {
    calls.carousel = props
    return <div className="carousel">{slides}</div>
  },
}))

const member = (id: number, name: string): TeamMemberView => ({
  id,
  slug: name.toLowerCase().replace(' ', '-'),
  name,
  role: 'Servicetekniker',
  department: null,
  shortBio: null,
  longBio: null,
  images: [],
  skills: [],
  email: null,
  phone: null,
  social: [],
  profilePath: null,
})

const live: RenderContext = { builderMode: false, locale: 'sv', columnType: '1_1' }
const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html')

beforeEach(() => {
  calls.list = []
  calls.popup = null
  calls.carousel = null
  calls.members = [member(1, 'Karin Norrberg'), member(2, 'Johan Sundberg')]
})

describe('team grid module on the server', () => {
  it('lists the members as cards that open the popup, with the columns per device', async () => {
    const block: TeamGridBlock = {
      blockType: 'teamGrid',
      columns: { desktop: 4, tablet: null, phone: 1 },
      settings: { elementId: 'teamet' },
    }
    const doc = parse(renderToString(await TeamGridBlockComponent({ block, context: live })))
    const grid = doc.querySelector('#teamet ul.team-grid')
    expect(grid?.getAttribute('aria-label')).toBe('Medarbetare')
    expect(grid?.getAttribute('style')).toBe(
      '--team-columns-desktop:4;--team-columns-tablet:2;--team-columns-phone:1',
    )
    const buttons = [...doc.querySelectorAll('li button[data-team-member]')]
    expect(buttons.map((b) => [b.getAttribute('data-team-member'), b.textContent])).toEqual([
      ['0', 'Karin Norrberg, visa presentation'],
      ['1', 'Johan Sundberg, visa presentation'],
    ])
  })

  it('asks for every published member when none are picked, and the picked ones in order', async () => {
    await TeamGridBlockComponent({ block: { blockType: 'teamGrid' }, context: live })
    await TeamGridBlockComponent({
      block: { blockType: 'teamGrid', members: [5, 2] },
      context: live,
    })
    expect(calls.list).toEqual([
      { ids: undefined, locale: 'sv' },
      { ids: [5, 2], locale: 'sv' },
    ])
  })

  it('passes the popup its own autoplay setting, off unless it is turned on (spec 3.8)', async () => {
    renderToString(
      await TeamGridBlockComponent({ block: { blockType: 'teamGrid' }, context: live }),
    )
    expect(calls.popup).toMatchObject({ autoplay: false, label: 'Medarbetare', locale: 'sv' })
    renderToString(
      await TeamGridBlockComponent({
        block: { blockType: 'teamGrid', popupAutoplay: true, label: 'Jouren' },
        context: live,
      }),
    )
    expect(calls.popup).toMatchObject({ autoplay: true, label: 'Jouren' })
  })

  it('says so when there is nobody to show', async () => {
    calls.members = []
    const html = renderToString(
      await TeamGridBlockComponent({ block: { blockType: 'teamGrid' }, context: live }),
    )
    expect(html).toContain('Inga medarbetare att visa just nu.')
    expect(calls.popup).toBeNull()
  })
})

describe('team carousel module on the server', () => {
  it('puts the cards on the carousel host with the carousel settings', async () => {
    const block: TeamCarouselBlock = {
      blockType: 'teamCarousel',
      showArrows: false,
      autoplay: true,
      autoplaySpeed: 4000,
      popupAutoplay: true,
    }
    const doc = parse(renderToString(await TeamCarouselBlockComponent({ block, context: live })))
    expect(doc.querySelectorAll('.carousel button[data-team-member]')).toHaveLength(2)
    expect(calls.carousel).toMatchObject({
      kind: 'contentCarousel',
      label: 'Medarbetare',
      arrows: false,
      pagination: true,
      autoplay: { delay: 4000, ignoreHover: false },
      className: 'team-carousel',
    })
    expect(calls.popup).toMatchObject({ autoplay: true })
  })
})
