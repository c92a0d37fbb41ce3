import { describe, expect, it } from 'vitest'

import { COUNTER_TRACK_ALPHA, COUNTER_TRACK_COLOUR, counterColourVars } from './counterColours'

describe('counter colours (spec 3.6, 9.5)', () => {
  it('give the circle a black track at alpha 0.1 when nothing is set', () => {
    expect(COUNTER_TRACK_COLOUR).toBe('#000000')
    expect(COUNTER_TRACK_ALPHA).toBe(0.1)
    expect(counterColourVars(null, ['bar', 'track', 'trackAlpha'])).toEqual({
      '--counter-track': '#000000',
      '--counter-track-tablet': '#000000',
      '--counter-track-phone': '#000000',
      '--counter-track-alpha': '0.1',
      '--counter-track-alpha-tablet': '0.1',
      '--counter-track-alpha-phone': '0.1',
    })
  })

  it('let a smaller device inherit the larger one and set hover and sticky only when chosen', () => {
    const vars = counterColourVars(
      {
        desktop: { bar: '#b43c0c' },
        phone: { bar: '#0b2540', trackAlpha: 0.3 },
        hover: { bar: '#8f2f09' },
        sticky: { number: '#ffffff' },
      },
      ['bar', 'trackAlpha'],
    )
    expect(vars).toEqual({
      '--counter-bar': '#b43c0c',
      '--counter-bar-tablet': '#b43c0c',
      '--counter-bar-phone': '#0b2540',
      '--counter-bar-hover': '#8f2f09',
      '--counter-track-alpha': '0.1',
      '--counter-track-alpha-tablet': '0.1',
      '--counter-track-alpha-phone': '0.3',
    })
  })

  it('carry the number colour per state', () => {
    expect(
      counterColourVars({ tablet: { number: '#123' }, sticky: { number: '#fff' } }, ['number']),
    ).toEqual({
      '--counter-number-tablet': '#123',
      '--counter-number-phone': '#123',
      '--counter-number-sticky': '#fff',
    })
  })

  it('never write a malformed value into the page', () => {
    const vars = counterColourVars(
      {
        desktop: { bar: 'red;background:url(x)', trackAlpha: 7 },
        hover: { bar: '#12345' },
        phone: { trackAlpha: Number.NaN },
      },
      ['bar', 'trackAlpha'],
    )
    expect(vars['--counter-bar']).toBeUndefined()
    expect(vars['--counter-bar-hover']).toBe('#12345')
    expect(vars['--counter-track-alpha']).toBe('1')
    expect(vars['--counter-track-alpha-phone']).toBe('1')
  })
})
