import { describe, expect, it } from 'vitest'

import {
  animationStyles,
  deviceForWidth,
  resolveAnimation,
  resolveAnimations,
  resolveRepeat,
  resolveSpeedCurve,
} from './resolve'

describe('animation data resolution (spec 3.6, 9.6)', () => {
  it('offers the seven families, each with Top, Right, Bottom and Left', () => {
    expect(animationStyles).toHaveLength(28)
    for (const family of ['fade', 'slide', 'bounce', 'zoom', 'flip', 'fold', 'roll']) {
      for (const direction of ['Top', 'Right', 'Bottom', 'Left'])
        expect(animationStyles).toContain(`${family}${direction}`)
    }
  })

  it('fills in the defaults: 1000 ms, no delay, intensity 50, from opacity 0, ease-in-out, once', () => {
    expect(resolveAnimation({ style: 'slideLeft' }, 'desktop')).toEqual({
      style: 'slideLeft',
      family: 'slide',
      direction: 'Left',
      duration: 1000,
      delay: 0,
      intensity: 50,
      startingOpacity: 0,
      speedCurve: 'ease-in-out',
      repeat: 'once',
    })
  })

  it('reads the starting opacity as a percentage', () => {
    expect(
      resolveAnimation({ style: 'fadeTop', startingOpacity: 25 }, 'desktop')?.startingOpacity,
    ).toBe(0.25)
    expect(
      resolveAnimation({ style: 'fadeTop', startingOpacity: 250 }, 'desktop')?.startingOpacity,
    ).toBe(1)
  })

  it('keeps the five speed curves and turns anything else into ease-in-out', () => {
    for (const curve of ['linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out'])
      expect(resolveSpeedCurve(curve)).toBe(curve)
    expect(resolveSpeedCurve('cubic-bezier(0,0,1,1)')).toBe('ease-in-out')
    expect(resolveSpeedCurve('')).toBe('ease-in-out')
    expect(resolveSpeedCurve(undefined)).toBe('ease-in-out')
    expect(
      resolveAnimation({ style: 'zoomTop', speedCurve: 'bouncy' }, 'desktop')?.speedCurve,
    ).toBe('ease-in-out')
  })

  it("runs once for 'once' and forever for any other repeat value", () => {
    expect(resolveRepeat('once')).toBe('once')
    expect(resolveRepeat(undefined)).toBe('once')
    expect(resolveRepeat('loop')).toBe('forever')
    expect(resolveRepeat('infinite')).toBe('forever')
    expect(resolveRepeat('twice')).toBe('forever')
  })

  it('lets tablet override desktop and phone override tablet, value by value', () => {
    const data = {
      style: 'slideLeft',
      duration: 800,
      intensity: 40,
      style_tablet: 'zoomBottom',
      duration_phone: 400,
      repeat_phone: 'loop',
    }
    expect(resolveAnimation(data, 'desktop')).toMatchObject({
      style: 'slideLeft',
      duration: 800,
      intensity: 40,
      repeat: 'once',
    })
    expect(resolveAnimation(data, 'tablet')).toMatchObject({
      style: 'zoomBottom',
      duration: 800,
      intensity: 40,
      repeat: 'once',
    })
    expect(resolveAnimation(data, 'phone')).toMatchObject({
      style: 'zoomBottom',
      duration: 400,
      intensity: 40,
      repeat: 'forever',
    })
  })

  it('treats empty device values as unset, and none as no animation on that device', () => {
    const data = { style: 'flipTop', style_tablet: '', style_phone: 'none', delay_tablet: null }
    expect(resolveAnimation(data, 'tablet')?.style).toBe('flipTop')
    expect(resolveAnimation(data, 'phone')).toBeNull()
  })

  it('animates nothing without a known style', () => {
    expect(resolveAnimation(null, 'desktop')).toBeNull()
    expect(resolveAnimation({}, 'desktop')).toBeNull()
    expect(resolveAnimation({ style: 'none', duration: 500 }, 'desktop')).toBeNull()
    expect(resolveAnimation({ style: 'wobbleLeft' }, 'desktop')).toBeNull()
    expect(resolveAnimations({ style: 'none' })).toBeNull()
  })

  it('resolves per device, and animates on phones only when only the phone has a style', () => {
    const resolved = resolveAnimations({ style_phone: 'rollRight' })
    expect(resolved?.desktop).toBeNull()
    expect(resolved?.tablet).toBeNull()
    expect(resolved?.phone?.family).toBe('roll')
  })

  it('picks the device by window width (spec 9.3)', () => {
    expect(deviceForWidth(1280)).toBe('desktop')
    expect(deviceForWidth(981)).toBe('desktop')
    expect(deviceForWidth(980)).toBe('tablet')
    expect(deviceForWidth(768)).toBe('tablet')
    expect(deviceForWidth(767)).toBe('phone')
  })
})
