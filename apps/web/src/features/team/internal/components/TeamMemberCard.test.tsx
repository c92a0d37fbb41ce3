// @vitest-environment jsdom
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { TeamMemberCard } from './TeamMemberCard'

const member = {
  name: 'Maria Eklund',
  role: 'Underhållsingenjör',
  department: 'Teknik och analys',
  images: [
    {
      url: '/api/media/file/team-maria-eklund.jpg',
      width: 800,
      height: 800,
      alt: 'Tecknat porträtt av Maria Eklund',
      caption: null,
    },
  ],
}

function render(props: Partial<Parameters<typeof TeamMemberCard>[0]> = {}): Document {
  const html = renderToString(<TeamMemberCard member={member} index={2} locale="sv" {...props} />)
  return new DOMParser().parseFromString(html, 'text/html')
}

describe('TeamMemberCard on the server', () => {
  it('is a button named after the member that says it opens a dialog', () => {
    const button = render().querySelector('button')
    expect(button?.getAttribute('type')).toBe('button')
    expect(button?.getAttribute('aria-haspopup')).toBe('dialog')
    expect(button?.textContent).toBe('Maria Eklund, visa presentation')
    expect(button?.closest('h3')).not.toBeNull()
  })

  it('carries its place in the module, where the popup opens', () => {
    expect(render().querySelector('button')?.getAttribute('data-team-member')).toBe('2')
  })

  it('shows role and department, and the portrait as decoration beside the name', () => {
    const doc = render()
    expect(doc.querySelector('.team-card-role')?.textContent).toBe('Underhållsingenjör')
    expect(doc.querySelector('.team-card-department')?.textContent).toBe('Teknik och analys')
    expect(doc.querySelector('img')?.getAttribute('alt')).toBe('')
  })

  it('shows initials in place of a missing portrait, hidden from screen readers', () => {
    const doc = render({ member: { ...member, images: [], role: null, department: null } })
    const initials = doc.querySelector('.team-card-initials')
    expect(initials?.textContent).toBe('ME')
    expect(initials?.getAttribute('aria-hidden')).toBe('true')
    expect(doc.querySelector('img')).toBeNull()
    expect(doc.querySelector('.team-card-role')).toBeNull()
  })

  it('speaks English on English pages', () => {
    expect(render({ locale: 'en' }).querySelector('button')?.textContent).toBe(
      'Maria Eklund, show profile',
    )
  })
})
