import { describe, expect, it } from 'vitest'

import type { TeamMemberView } from './types'
import { memberVCard } from './vcard'

const anna: TeamMemberView = {
  id: 1,
  slug: 'anna-lindqvist',
  name: 'Anna Lindqvist',
  role: 'Underhållsingenjör',
  department: 'Teknik',
  shortBio: null,
  longBio: null,
  images: [],
  skills: [],
  email: 'anna@example.se',
  phone: '070-123 45 67',
  social: [],
  profilePath: '/team/anna-lindqvist',
}

const lines = (card: string) => card.split('\r\n')

describe('memberVCard', () => {
  it('writes a vCard 3.0 with name, title, organisation and contact details', () => {
    const card = memberVCard(anna, {
      organisation: 'Norrberg Industriservice AB',
      profileUrl: 'https://example.se/team/anna-lindqvist',
    })
    expect(lines(card)).toEqual([
      'BEGIN:VCARD',
      'VERSION:3.0',
      'N:Lindqvist;Anna;;;',
      'FN:Anna Lindqvist',
      'ORG:Norrberg Industriservice AB;Teknik',
      'TITLE:Underhållsingenjör',
      'EMAIL;TYPE=INTERNET,WORK:anna@example.se',
      'TEL;TYPE=WORK,VOICE:070-123 45 67',
      'URL:https://example.se/team/anna-lindqvist',
      'END:VCARD',
      '',
    ])
  })

  it('escapes commas, semicolons, backslashes and line breaks in text', () => {
    const card = memberVCard({
      ...anna,
      role: 'Projektledare, el; styr\\regler',
      shortBio: 'Första raden.\nAndra raden.',
    })
    expect(card).toContain('TITLE:Projektledare\\, el\\; styr\\\\regler\r\n')
    expect(card).toContain('NOTE:Första raden.\\nAndra raden.\r\n')
  })

  it('puts every given name before the family name', () => {
    expect(memberVCard({ ...anna, name: 'Karl Johan Ek' })).toContain('N:Ek;Karl Johan;;;\r\n')
    expect(memberVCard({ ...anna, name: 'Cher' })).toContain('N:;Cher;;;\r\n')
  })

  it('folds long lines at 75 bytes without splitting a character', () => {
    const card = memberVCard({ ...anna, shortBio: 'Åå'.repeat(60) })
    const note = card.slice(card.indexOf('NOTE:'), card.indexOf('END:VCARD'))
    const physical = note.split('\r\n').filter(Boolean)
    expect(physical.length).toBeGreaterThan(1)
    for (const line of physical)
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75)
    expect(physical.slice(1).every((l) => l.startsWith(' '))).toBe(true)
    expect(physical.map((l, i) => (i ? l.slice(1) : l)).join('')).toBe(`NOTE:${'Åå'.repeat(60)}`)
  })

  it('lists social profiles, a website as a plain URL', () => {
    const card = memberVCard({
      ...anna,
      social: [
        { network: 'linkedin', url: 'https://www.linkedin.com/in/anna' },
        { network: 'website', url: 'https://anna.example.se' },
      ],
    })
    expect(card).toContain('X-SOCIALPROFILE;TYPE=linkedin:https://www.linkedin.com/in/anna\r\n')
    expect(card).toContain('URL:https://anna.example.se\r\n')
  })
})
