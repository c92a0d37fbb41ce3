/**
 * Scroll-triggered entrance animations (spec 3.6, 4.5, 9.6): the data an editor stores per element and
 * how it resolves for each device. Pure; no DOM, no React, no Payload.
 */

export const animationFamilies = [
  'fade',
  'slide',
  'bounce',
  'zoom',
  'flip',
  'fold',
  'roll',
] as const
export type AnimationFamily = (typeof animationFamilies)[number]

export const animationDirections = ['Top', 'Right', 'Bottom', 'Left'] as const
export type AnimationDirection = (typeof animationDirections)[number]

/** 'slideLeft', 'zoomTop', … : the seven families, each with Top, Right, Bottom and Left. */
export type AnimationStyle = `${AnimationFamily}${AnimationDirection}`

export const animationStyles: AnimationStyle[] = animationFamilies.flatMap((family) =>
  animationDirections.map((direction) => `${family}${direction}` as AnimationStyle),
)

export const speedCurves = ['linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out'] as const
export type SpeedCurve = (typeof speedCurves)[number]

export const devices = ['desktop', 'tablet', 'phone'] as const
export type AnimationDevice = (typeof devices)[number]

/** The stored per-element settings; `_tablet` and `_phone` variants override the desktop value. */
export type AnimationData = {
  [
    K in
      | 'style'
      | 'repeat'
      | 'speedCurve'
      | `${'style' | 'repeat' | 'speedCurve'}_${'tablet' | 'phone'}`
  ]?: string | null
} & {
  [
    K in
      | 'duration'
      | 'delay'
      | 'intensity'
      | 'startingOpacity'
      | `${'duration' | 'delay' | 'intensity' | 'startingOpacity'}_${'tablet' | 'phone'}`
  ]?: number | null
}

export type ResolvedAnimation = {
  style: AnimationStyle
  family: AnimationFamily
  direction: AnimationDirection
  /** Milliseconds. */
  duration: number
  /** Milliseconds. */
  delay: number
  /** 0–100: how far the element travels, turns or grows. */
  intensity: number
  /** 0–1, from the stored percentage. */
  startingOpacity: number
  speedCurve: SpeedCurve
  /** 'once' runs one time; any other stored value repeats forever. */
  repeat: 'once' | 'forever'
}

export const animationDefaults = {
  duration: 1000,
  delay: 0,
  intensity: 50,
  startingOpacity: 0,
  speedCurve: 'ease-in-out' as SpeedCurve,
  repeat: 'once',
}

/** Spec 9.6: linear, ease, ease-in, ease-out and ease-in-out; anything else becomes ease-in-out. */
export function resolveSpeedCurve(value: string | null | undefined): SpeedCurve {
  return (speedCurves as readonly string[]).includes(value ?? '')
    ? (value as SpeedCurve)
    : 'ease-in-out'
}

/** Spec 4.5: 'once' means no repeat; any other value means forever. */
export function resolveRepeat(value: string | null | undefined): 'once' | 'forever' {
  return (value ?? animationDefaults.repeat) === 'once' ? 'once' : 'forever'
}

export function isAnimationStyle(value: unknown): value is AnimationStyle {
  return typeof value === 'string' && (animationStyles as string[]).includes(value)
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value))
}

/** Phone falls back to tablet, tablet to desktop; unset or empty values fall through. */
function pick<K extends keyof AnimationData>(data: AnimationData, key: K, device: AnimationDevice) {
  const chain: string[] =
    device === 'phone'
      ? [`${key}_phone`, `${key}_tablet`, key]
      : device === 'tablet'
        ? [`${key}_tablet`, key]
        : [key]
  for (const name of chain) {
    const value = data[name as keyof AnimationData]
    if (value != null && value !== '') return value
  }
  return undefined
}

function numberOr(value: unknown, fallback: number): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN
  return Number.isFinite(n) ? n : fallback
}

/** The animation an element runs on a device, or null when it has none there. */
export function resolveAnimation(
  data: AnimationData | null | undefined,
  device: AnimationDevice,
): ResolvedAnimation | null {
  if (!data) return null
  const style = pick(data, 'style', device)
  if (!isAnimationStyle(style)) return null
  const family = animationFamilies.find((f) => style.startsWith(f)) as AnimationFamily
  const direction = style.slice(family.length) as AnimationDirection
  return {
    style,
    family,
    direction,
    duration: clamp(
      numberOr(pick(data, 'duration', device), animationDefaults.duration),
      0,
      60_000,
    ),
    delay: clamp(numberOr(pick(data, 'delay', device), animationDefaults.delay), 0, 60_000),
    intensity: clamp(
      numberOr(pick(data, 'intensity', device), animationDefaults.intensity),
      0,
      100,
    ),
    startingOpacity:
      clamp(
        numberOr(pick(data, 'startingOpacity', device), animationDefaults.startingOpacity),
        0,
        100,
      ) / 100,
    speedCurve: resolveSpeedCurve(pick(data, 'speedCurve', device) as string | undefined),
    repeat: resolveRepeat(pick(data, 'repeat', device) as string | undefined),
  }
}

export type ResolvedAnimations = Record<AnimationDevice, ResolvedAnimation | null>

/** The animation per device, or null when the element animates on no device. */
export function resolveAnimations(
  data: AnimationData | null | undefined,
): ResolvedAnimations | null {
  const resolved = {
    desktop: resolveAnimation(data, 'desktop'),
    tablet: resolveAnimation(data, 'tablet'),
    phone: resolveAnimation(data, 'phone'),
  }
  return resolved.desktop || resolved.tablet || resolved.phone ? resolved : null
}

/** Spec 9.3: desktop above 980 px, tablet 768–980, phone 767 and below. */
export function deviceForWidth(width: number): AnimationDevice {
  if (width > 980) return 'desktop'
  if (width >= 768) return 'tablet'
  return 'phone'
}
