/**
 * The report's statistics (issue 19): pure, no I/O.
 *
 * - Rates get a 95% Wilson score interval (Wilson 1927; Newcombe 1998, "Two-sided confidence
 *   intervals for the single proportion", Statistics in Medicine 17:857–872, method 3), which keeps
 *   within 0–1 and behaves at small counts where the plain normal interval does not.
 * - "Chance to beat the control" is the posterior probability P(p_variant > p_control) with a uniform
 *   Beta(1, 1) prior on each rate (Beta-Binomial model), computed exactly with Evan Miller's closed
 *   form ("Formulas for Bayesian A/B Testing", 2015):
 *     P = Σ_{i=0}^{αB−1} B(αA+i, βA+βB) / ((βB+i) · B(1+i, βB) · B(αA, βA))
 *   where α = 1 + successes and β = 1 + failures.
 */

export const Z95 = 1.959963984540054

/** Below this many impressions per subject the report warns that the sample is too small. */
export const MIN_IMPRESSIONS = 100

export type Interval = { low: number; high: number }

export function wilsonInterval(successes: number, trials: number, z = Z95): Interval {
  if (trials <= 0) return { low: 0, high: 0 }
  const p = successes / trials
  const z2 = z * z
  const centre = (p + z2 / (2 * trials)) / (1 + z2 / trials)
  const half =
    (z / (1 + z2 / trials)) * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials))
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) }
}

// ln Γ(x) by the Lanczos approximation (g = 7, n = 9), accurate to about 15 digits for x > 0.
const LANCZOS = [
  0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313,
  -176.61502916214059, 12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6,
  1.5056327351493116e-7,
]

export function logGamma(x: number): number {
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x)
  const y = x - 1
  let a = LANCZOS[0]!
  const t = y + 7.5
  for (let i = 1; i < 9; i++) a += LANCZOS[i]! / (y + i)
  return 0.5 * Math.log(2 * Math.PI) + (y + 0.5) * Math.log(t) - t + Math.log(a)
}

const logBeta = (a: number, b: number) => logGamma(a) + logGamma(b) - logGamma(a + b)

/**
 * P(p_B > p_A) for rates with Beta(1+successes, 1+failures) posteriors. Exact below 20,000 successes
 * of B; above, the normal approximation of the two posteriors (the sum would be slow and the
 * approximation is then excellent).
 */
export function chanceToBeat(
  control: { successes: number; trials: number },
  variant: { successes: number; trials: number },
): number {
  const aA = 1 + control.successes
  const bA = 1 + control.trials - control.successes
  const aB = 1 + variant.successes
  const bB = 1 + variant.trials - variant.successes
  if (aB > 20_000) {
    const mean = (a: number, b: number) => a / (a + b)
    const variance = (a: number, b: number) => (a * b) / ((a + b) ** 2 * (a + b + 1))
    const d = mean(aB, bB) - mean(aA, bA)
    const sd = Math.sqrt(variance(aA, bA) + variance(aB, bB))
    return normalCdf(d / sd)
  }
  let total = 0
  for (let i = 0; i < aB; i++) {
    total += Math.exp(
      logBeta(aA + i, bA + bB) - Math.log(bB + i) - logBeta(1 + i, bB) - logBeta(aA, bA),
    )
  }
  return Math.min(1, Math.max(0, total))
}

/** Standard normal CDF (Abramowitz and Stegun 26.2.17; error below 7.5e-8). */
export function normalCdf(x: number): number {
  const t = 1 / (1 + 0.2316419 * Math.abs(x))
  const poly =
    t * (0.31938153 + t * (-0.356563782 + t * (1.781477937 + t * (-1.821255978 + t * 1.330274429))))
  const tail = (Math.exp(-(x * x) / 2) / Math.sqrt(2 * Math.PI)) * poly
  return x >= 0 ? 1 - tail : tail
}
