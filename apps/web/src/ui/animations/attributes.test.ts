import { describe, expect, it } from 'vitest'

import { animationAttributes, layoutHasAnimations } from './attributes'
import { shortEnumName } from './fields'

describe('animation attributes', () => {
  it('marks an animated element with its animation per device', () => {
    const attrs = animationAttributes({ style: 'slideLeft', style_phone: 'fadeBottom' }, false)
    const parsed = JSON.parse(attrs['data-animation'] ?? 'null')
    expect(parsed.desktop.style).toBe('slideLeft')
    expect(parsed.tablet.style).toBe('slideLeft')
    expect(parsed.phone.style).toBe('fadeBottom')
  })

  it('renders nothing in builder mode or without an animation', () => {
    expect(animationAttributes({ style: 'slideLeft' }, true)).toEqual({})
    expect(animationAttributes({ style: 'none' }, false)).toEqual({})
    expect(animationAttributes(null, false)).toEqual({})
  })

  it('finds animations on sections, rows, columns and modules', () => {
    const still = { settings: { animation: { style: 'none' } } }
    const animated = { settings: { animation: { style: 'zoomTop' } } }
    expect(layoutHasAnimations([])).toBe(false)
    expect(
      layoutHasAnimations([
        { ...still, rows: [{ ...still, columns: [{ ...still, modules: [still] }] }] },
      ]),
    ).toBe(false)
    expect(layoutHasAnimations([animated])).toBe(true)
    expect(layoutHasAnimations([{ rows: [animated] }])).toBe(true)
    expect(layoutHasAnimations([{ rows: [{ columns: [animated] }] }])).toBe(true)
    expect(layoutHasAnimations([{ rows: [{ columns: [{ modules: [still, animated] }] }] }])).toBe(
      true,
    )
  })
})

describe('animation enum names', () => {
  it('keep short names and shorten long ones to 63 characters, uniquely', () => {
    expect(shortEnumName('pages_blocks_text_settings_animation', 'style')).toBe(
      'enum_pages_blocks_text_settings_animation_style',
    )
    const a = shortEnumName(
      '_projects_v_blocks_fullwidth_portfolio_carousel_settings_animation',
      'speedCurve_tablet',
    )
    const b = shortEnumName(
      '_projects_v_blocks_fullwidth_portfolio_carousel_settings_animatioX',
      'speedCurve_tablet',
    )
    expect(a.length).toBeLessThanOrEqual(63)
    expect(a.endsWith('_speedCurve_tablet')).toBe(true)
    expect(a).not.toBe(b)
  })
})
