import { describe, expect, it } from 'vitest'

import { animationKeyframes } from './keyframes'
import { animationStyles, resolveAnimation } from './resolve'

const frames = (style: string, extra: Record<string, number> = {}) => {
  const resolved = resolveAnimation({ style, ...extra }, 'desktop')
  if (!resolved) throw new Error(`no animation for ${style}`)
  return animationKeyframes(resolved)
}

describe('animation keyframes', () => {
  it('start at the starting opacity and end where the element sits', () => {
    for (const style of animationStyles) {
      const list = frames(style, { startingOpacity: 30 })
      expect(list[0]?.opacity, style).toBe(0.3)
      expect(list.at(-1), style).toMatchObject({ transform: 'none', opacity: 1 })
    }
  })

  it('come from the chosen side', () => {
    expect(frames('slideLeft')[0]?.transform).toBe('translate3d(-200px, 0px, 0)')
    expect(frames('slideRight')[0]?.transform).toBe('translate3d(200px, 0px, 0)')
    expect(frames('slideTop')[0]?.transform).toBe('translate3d(0px, -200px, 0)')
    expect(frames('slideBottom')[0]?.transform).toBe('translate3d(0px, 200px, 0)')
    expect(frames('zoomTop')[0]?.transformOrigin).toBe('center top')
    expect(frames('foldLeft')[0]?.transformOrigin).toBe('left center')
  })

  it('scale the movement with the intensity', () => {
    expect(frames('slideLeft', { intensity: 100 })[0]?.transform).toBe(
      'translate3d(-400px, 0px, 0)',
    )
    expect(frames('zoomBottom', { intensity: 50 })[0]?.transform).toBe('scale(0.55)')
    expect(frames('flipTop', { intensity: 50 })[0]?.transform).toBe(
      'perspective(2000px) rotateX(90deg)',
    )
    expect(frames('fadeBottom', { intensity: 0 })[0]?.transform).toBe('translate3d(0px, 0px, 0)')
  })

  it('overshoot and settle for bounce', () => {
    const list = frames('bounceBottom')
    expect(list.map((f) => f.offset)).toEqual([0, 0.6, 0.8, 1])
    expect(list[1]?.transform).toBe('translate3d(0px, -12px, 0)')
  })
})
