import { describe, expect, it } from 'vitest'

import { sectionStyle } from './styles'

describe('sectionStyle', () => {
  it('paints colour and gradient backgrounds', () => {
    expect(sectionStyle({ background: { type: 'color', color: '#0b2540' } })).toEqual({
      backgroundColor: '#0b2540',
    })
    expect(
      sectionStyle({
        background: { type: 'gradient', color: '#000', gradientEnd: '#fff', gradientAngle: 90 },
      }),
    ).toEqual({ backgroundImage: 'linear-gradient(90deg, #000, #fff)' })
  })

  it('sets padding variables per device and clamps the image overlay', () => {
    const style = sectionStyle({
      background: { type: 'image', overlay: 150 },
      padding: { desktop: { top: 80, bottom: 40 }, phone: { top: 24 } },
    })
    expect(style['--section-overlay']).toBe('0.9')
    expect(style['--pad-top-desktop']).toBe('80px')
    expect(style['--pad-bottom-desktop']).toBe('40px')
    expect(style['--pad-top-phone']).toBe('24px')
    expect(style['--pad-top-tablet']).toBeUndefined()
  })
})
