// @vitest-environment jsdom
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { CarouselHost, type CarouselHostProps } from './CarouselHost.client'

const slides = ['Första', 'Andra', 'Tredje'].map((text) => <p key={text}>{text}</p>)

function render(props: Partial<CarouselHostProps> = {}): Document {
  const html = renderToString(
    <CarouselHost kind="moduleSlider" label="Bildspel" slides={slides} {...props} />,
  )
  return new DOMParser().parseFromString(html, 'text/html')
}

// The server-rendered markup is what visitors and screen readers get before any script has run.
describe('CarouselHost on the server', () => {
  it('is a named carousel region of labelled slides, only the first reachable', () => {
    const doc = render()
    const region = doc.querySelector('[role="region"]')
    expect(region?.getAttribute('aria-roledescription')).toBe('karusell')
    expect(region?.getAttribute('aria-label')).toBe('Bildspel')
    const groups = [...doc.querySelectorAll('.carousel-track .swiper-slide')]
    expect(groups.map((g) => g.getAttribute('aria-label'))).toEqual(['1 av 3', '2 av 3', '3 av 3'])
    expect(groups.map((g) => g.hasAttribute('inert'))).toEqual([false, true, true])
  })

  it('labels its buttons in Swedish and marks the current dot', () => {
    const doc = render()
    const labels = [...doc.querySelectorAll('button')].map((b) => b.getAttribute('aria-label'))
    expect(labels).toEqual([
      'Föregående bild',
      'Nästa bild',
      'Gå till bild 1',
      'Gå till bild 2',
      'Gå till bild 3',
    ])
    expect(doc.querySelector('[aria-current="true"]')?.getAttribute('aria-label')).toBe(
      'Gå till bild 1',
    )
  })

  it('speaks English when the page does', () => {
    const labels = [...render({ locale: 'en' }).querySelectorAll('button')].map((b) =>
      b.getAttribute('aria-label'),
    )
    expect(labels.slice(0, 3)).toEqual(['Previous slide', 'Next slide', 'Go to slide 1'])
  })

  it('offers a pause button with autoplay, but not in the builder', () => {
    expect(render({ autoplay: { delay: 7000 } }).querySelector('.carousel-toggle')).not.toBeNull()
    expect(
      render({ autoplay: { delay: 7000 }, builderMode: true }).querySelector('.carousel-toggle'),
    ).toBeNull()
  })

  it('replaces the dots with thumbnails when asked', () => {
    const doc = render({ thumbnails: [{ src: '/a.jpg' }, {}, { src: '/c.jpg' }] })
    expect(doc.querySelector('.carousel-pagination')).toBeNull()
    const thumbs = doc.querySelectorAll('.carousel-thumbs button')
    expect([...thumbs].map((b) => b.getAttribute('aria-label'))).toEqual([
      'Gå till bild 1',
      'Gå till bild 2',
      'Gå till bild 3',
    ])
    expect(thumbs[1]?.textContent).toBe('2')
    expect(thumbs[0]?.querySelector('img')?.getAttribute('alt')).toBe('')
  })

  it('shows as many items as its column allows and no controls when all of them fit', () => {
    const doc = render({
      kind: 'carouselModule',
      columns: { rule: 'column', columnType: '1_1', minItemWidth: 100 },
    })
    expect(doc.querySelector('[role="region"]')?.getAttribute('data-columns')).toBe('4')
    expect(
      [...doc.querySelectorAll('.carousel-track .swiper-slide')].some((s) =>
        s.hasAttribute('inert'),
      ),
    ).toBe(false)
    expect(doc.querySelectorAll('button')).toHaveLength(0)
  })

  it('shows one position per step in a multi-column carousel', () => {
    const six = Array.from({ length: 6 }, (_, i) => <p key={i}>{i}</p>)
    const doc = render({
      kind: 'carouselModule',
      slides: six,
      columns: { rule: 'column', columnType: '1_2', minItemWidth: 100 },
    })
    expect(doc.querySelector('[role="region"]')?.getAttribute('data-columns')).toBe('3')
    expect(doc.querySelectorAll('.carousel-bullet')).toHaveLength(4)
    expect(doc.querySelector('.carousel-bar')).not.toBeNull()
  })
})
