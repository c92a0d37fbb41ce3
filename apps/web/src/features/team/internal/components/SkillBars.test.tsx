// @vitest-environment jsdom
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { SkillBars } from './SkillBars'

function render(skills: { label: string; percent: number }[]): Document {
  const html = renderToString(<SkillBars skills={skills} label="Kompetenser" />)
  return new DOMParser().parseFromString(html, 'text/html')
}

const bars = (doc: Document) => [...doc.querySelectorAll<HTMLElement>('[role="progressbar"]')]

// The server markup is what visitors without JavaScript, screen readers and the printed page get.
describe('SkillBars on the server', () => {
  it('gives every skill a named progress bar with its value', () => {
    const doc = render([
      { label: 'Vibrationsanalys', percent: 80 },
      { label: 'Termografi', percent: 45 },
    ])
    expect(doc.querySelector('ul')?.getAttribute('aria-label')).toBe('Kompetenser')
    expect(
      bars(doc).map((bar) => [
        bar.getAttribute('aria-label'),
        bar.getAttribute('aria-valuenow'),
        bar.getAttribute('aria-valuemin'),
        bar.getAttribute('aria-valuemax'),
        bar.getAttribute('aria-valuetext'),
      ]),
    ).toEqual([
      ['Vibrationsanalys', '80', '0', '100', '80\u00a0%'],
      ['Termografi', '45', '0', '100', '45\u00a0%'],
    ])
  })

  it('draws each bar at its final width and shows the value as text', () => {
    const [bar] = bars(render([{ label: 'Vibrationsanalys', percent: 80 }]))
    expect(bar?.getAttribute('style')).toContain('--skill-width:80%')
    expect(bar?.querySelector('.skillbar-value')?.textContent).toBe('80\u00a0%')
  })

  it('waits to fill until the animation island sees it (the stylesheet decides if it waits)', () => {
    const doc = render([{ label: 'Vibrationsanalys', percent: 80 }])
    expect(doc.querySelector('.skillbars')?.getAttribute('data-motion')).toBe('waiting')
  })

  it('pins the label right from 95 % and gives a full bar a 40 px label (spec 4.8)', () => {
    const doc = render([
      { label: 'Svetsning', percent: 94 },
      { label: 'Ledarskap', percent: 95 },
      { label: 'Säkerhet', percent: 100 },
    ])
    const labels = [...doc.querySelectorAll<HTMLElement>('.skillbar-value')]
    expect(labels.map((l) => l.classList.contains('skillbar-value-pinned'))).toEqual([
      false,
      true,
      true,
    ])
    expect(labels.map((l) => l.style.width)).toEqual(['', '', '40px'])
  })

  it('renders nothing for a member without skills', () => {
    expect(renderToString(<SkillBars skills={[]} label="Kompetenser" />)).toBe('')
  })
})
