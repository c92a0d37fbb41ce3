import { describe, expect, it } from 'vitest'

import { chanceToBeat, logGamma, normalCdf, wilsonInterval } from './stats'

describe('the 95% Wilson score interval', () => {
  // Newcombe (1998), Statistics in Medicine 17:857–872, Table I, method 3 (score interval).
  it.each([
    [81, 263, 0.2553, 0.3662],
    [15, 148, 0.0624, 0.1605],
    [0, 20, 0, 0.1611],
    [1, 29, 0.0061, 0.1718],
  ])('gives %i/%i as %f–%f', (s, n, low, high) => {
    const interval = wilsonInterval(s, n)
    expect(interval.low).toBeCloseTo(low, 4)
    expect(interval.high).toBeCloseTo(high, 4)
  })

  it('is empty without trials', () => {
    expect(wilsonInterval(0, 0)).toEqual({ low: 0, high: 0 })
  })
})

describe('the chance that a variant beats the control', () => {
  it('is one half with no data, and for equal data', () => {
    expect(chanceToBeat({ successes: 0, trials: 0 }, { successes: 0, trials: 0 })).toBeCloseTo(
      0.5,
      12,
    )
    expect(
      chanceToBeat({ successes: 30, trials: 200 }, { successes: 30, trials: 200 }),
    ).toBeCloseTo(0.5, 10)
  })

  it('matches the worked example 0/1 against 1/1: Beta(1,2) vs Beta(2,1) gives 5/6', () => {
    // By hand: ∫₀¹ 2(1−x)·(1−x²) dx = 2(1 − 1/2 − 1/3 + 1/4) = 5/6.
    expect(chanceToBeat({ successes: 0, trials: 1 }, { successes: 1, trials: 1 })).toBeCloseTo(
      5 / 6,
      12,
    )
  })

  it('agrees with numerical integration of the two posteriors', () => {
    // P(B > A) = ∫ f_B(y) F_A(y) dy by Simpson's rule on a fine grid, as an independent check.
    const control = { successes: 12, trials: 100 }
    const variant = { successes: 20, trials: 100 }
    const density = (a: number, b: number, x: number) =>
      Math.exp(
        (a - 1) * Math.log(x) +
          (b - 1) * Math.log(1 - x) -
          (logGamma(a) + logGamma(b) - logGamma(a + b)),
      )
    const steps = 20000
    const h = 1 / steps
    let cdfA = 0
    let total = 0
    let previous = 0
    for (let i = 1; i < steps; i++) {
      const x = i * h
      const fa = density(13, 89, x)
      cdfA += ((previous + fa) / 2) * h
      previous = fa
      total += density(21, 81, x) * cdfA * h
    }
    expect(chanceToBeat(control, variant)).toBeCloseTo(total, 3)
    expect(chanceToBeat(variant, control)).toBeCloseTo(1 - total, 3)
  })

  it('uses the normal approximation for very large counts, in agreement with the exact sum', () => {
    const exact = chanceToBeat(
      { successes: 19_000, trials: 100_000 },
      { successes: 19_400, trials: 100_000 },
    )
    const approx = chanceToBeat(
      { successes: 19_000, trials: 100_000 },
      { successes: 20_500, trials: 105_000 },
    )
    expect(exact).toBeGreaterThan(0.98)
    expect(approx).toBeGreaterThan(0.9)
    expect(normalCdf(1.959963984540054)).toBeCloseTo(0.975, 6)
  })
})
