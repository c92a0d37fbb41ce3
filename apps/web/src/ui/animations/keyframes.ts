import type { AnimationDirection, ResolvedAnimation } from './resolve'

/** A Web Animations keyframe as plain data (the runtime passes these to element.animate). */
export type Frame = {
  transform?: string
  opacity?: number
  offset?: number
  transformOrigin?: string
}

/** Unit vector pointing from where the element comes from: slideTop comes down from above. */
const from: Record<AnimationDirection, [number, number]> = {
  Top: [0, -1],
  Right: [1, 0],
  Bottom: [0, 1],
  Left: [-1, 0],
}

const origin: Record<AnimationDirection, string> = {
  Top: 'center top',
  Right: 'right center',
  Bottom: 'center bottom',
  Left: 'left center',
}

const round = (n: number) => Math.round(n * 100) / 100

function translate(direction: AnimationDirection, distancePx: number): string {
  const [x, y] = from[direction]
  return `translate3d(${round(x * distancePx)}px, ${round(y * distancePx)}px, 0)`
}

/**
 * The keyframes of an entrance animation. Intensity (0–100, default 50) scales how far the element
 * travels, turns or grows; every animation starts at the starting opacity and ends where the element
 * naturally sits, so removing the animation leaves the page exactly as it was rendered.
 */
export function animationKeyframes(animation: ResolvedAnimation): Frame[] {
  const { family, direction, startingOpacity } = animation
  const k = animation.intensity / 100
  const end: Frame = { transform: 'none', opacity: 1 }
  const [x, y] = from[direction]
  switch (family) {
    case 'fade':
      // A gentle drift in the chosen direction; at intensity 0 a pure fade.
      return [{ transform: translate(direction, 40 * k), opacity: startingOpacity }, end]
    case 'slide':
      return [{ transform: translate(direction, 400 * k), opacity: startingOpacity }, end]
    case 'bounce': {
      const d = 300 * k
      return [
        { transform: translate(direction, d), opacity: startingOpacity, offset: 0 },
        { transform: translate(direction, -d * 0.08), opacity: 1, offset: 0.6 },
        { transform: translate(direction, d * 0.03), offset: 0.8 },
        { ...end, offset: 1 },
      ]
    }
    case 'zoom':
      return [
        {
          transform: `scale(${round(1 - 0.9 * k)})`,
          transformOrigin: origin[direction],
          opacity: startingOpacity,
        },
        { ...end, transformOrigin: origin[direction] },
      ]
    case 'flip': {
      const angle = round(180 * k)
      const axis = y !== 0 ? `rotateX(${-y * angle}deg)` : `rotateY(${x * angle}deg)`
      return [{ transform: `perspective(2000px) ${axis}`, opacity: startingOpacity }, end]
    }
    case 'fold': {
      const angle = round(180 * k)
      const axis = y !== 0 ? `rotateX(${y * angle}deg)` : `rotateY(${-x * angle}deg)`
      return [
        {
          transform: `perspective(2000px) ${axis}`,
          transformOrigin: origin[direction],
          opacity: startingOpacity,
        },
        { ...end, transformOrigin: origin[direction] },
      ]
    }
    case 'roll': {
      const angle = round(360 * k)
      const turn = x !== 0 ? x * angle : -y * angle
      return [
        {
          transform: `${translate(direction, 400 * k)} rotate(${turn}deg)`,
          opacity: startingOpacity,
        },
        end,
      ]
    }
  }
}
