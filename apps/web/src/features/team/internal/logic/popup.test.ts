import { describe, expect, it } from 'vitest'

import type { TeamMemberView } from '../types'
import { initialsOf, loopIndex, memberIndexOf, toPopupMember } from './popup'

const member: TeamMemberView = {
  id: 7,
  slug: 'anna-lindqvist',
  name: 'Anna Lindqvist',
  role: 'Underhållschef',
  department: 'Drift',
  shortBio: 'Leder våra underhållsteam.',
  longBio: {
    root: { type: 'root', children: [], direction: null, format: '', indent: 0, version: 1 },
  },
  images: [],
  skills: [{ label: 'Vibrationsanalys', percent: 90 }],
  email: 'anna@example.se',
  phone: null,
  social: [],
  profilePath: '/team/anna-lindqvist',
}

describe('popup members', () => {
  it('leave the long bio on the server and keep what the popup shows', () => {
    const popup = toPopupMember(member)
    expect(popup).not.toHaveProperty('longBio')
    expect(popup).toMatchObject({ name: 'Anna Lindqvist', profilePath: '/team/anna-lindqvist' })
    expect(popup.skills).toEqual([{ label: 'Vibrationsanalys', percent: 90 }])
  })

  it('are found by the index a card carries, and nothing else', () => {
    expect(memberIndexOf('0', 3)).toBe(0)
    expect(memberIndexOf('2', 3)).toBe(2)
    expect(memberIndexOf('3', 3)).toBeNull()
    expect(memberIndexOf('-1', 3)).toBeNull()
    expect(memberIndexOf('1.5', 3)).toBeNull()
    expect(memberIndexOf(undefined, 3)).toBeNull()
  })

  it('loop: after the last comes the first, before the first the last', () => {
    expect(loopIndex(5, 1, 6)).toBe(0)
    expect(loopIndex(0, -1, 6)).toBe(5)
    expect(loopIndex(2, 1, 6)).toBe(3)
    expect(loopIndex(0, 1, 0)).toBe(0)
  })

  it('without a picture show the initials of the first and last name', () => {
    expect(initialsOf('Anna Lindqvist')).toBe('AL')
    expect(initialsOf('Per-Olof  von Essen')).toBe('PE')
    expect(initialsOf('Åsa')).toBe('Å')
  })
})
