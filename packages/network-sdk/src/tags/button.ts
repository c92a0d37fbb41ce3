import { CalloutState } from '../ui'
import type { TagContext } from './types'

export const THEMES = ['basic', 'flat']
/** Callout widths when the counter sits on top (SPEC 9.2). */
export const TOP_CALLOUT_WIDTH: Record<string, number> = { basic: 57, flat: 60 }

/** Button heights by size name (SPEC 9.2). */
export const BUTTON_SIZES: Readonly<Record<string, number>> = {
  micro: 16,
  small: 20,
  medium: 24,
  large: 32,
}

/** A size name the tag's size attribute gives; anything else is small. */
export const buttonSize = (value: unknown): string =>
  typeof value === 'string' && value.trim().toLowerCase() in BUTTON_SIZES
    ? value.trim().toLowerCase()
    : 'small'

export type CounterPosition = 'right' | 'top' | null

/** Counter positions: right, top, talltop (treated as top); anything else means no counter. */
export function counterPosition(value: unknown): CounterPosition {
  if (value === 'right') return 'right'
  return value === 'top' || value === 'talltop' ? 'top' : null
}

export const theme = (value: unknown): string =>
  typeof value === 'string' && THEMES.includes(value) ? value : 'basic'

export interface ButtonWidget {
  button: HTMLButtonElement
  callout: CalloutState
}

/** A network button with an optional counter bubble, wired to the callout state machine. */
export function buttonWidget(
  ctx: TagContext,
  kind: string,
  label: string,
  themeName: string,
  position: CounterPosition,
): ButtonWidget {
  const doc = ctx.services.win.document
  const widget = doc.createElement('span')
  widget.className = `IN-${kind} IN-theme-${themeName}${position ? ` IN-counter-${position}` : ''}`
  const button = doc.createElement('button')
  button.type = 'button'
  const size = buttonSize(ctx.attrs.size)
  button.className = `IN-button IN-size-${size}`
  const px = BUTTON_SIZES[size] ?? 20
  button.style.height = `${px}px`
  button.style.fontSize = `${Math.round(px * 0.6)}px`
  const logo = doc.createElement('span')
  logo.className = 'IN-logo'
  logo.setAttribute('aria-hidden', 'true')
  logo.textContent = 'in'
  button.append(logo, label)
  let bubble: HTMLElement | null = null
  if (position) {
    bubble = doc.createElement('span')
    bubble.className = 'IN-callout IN-empty'
    bubble.setAttribute('aria-live', 'polite')
    if (position === 'top') bubble.style.width = `${TOP_CALLOUT_WIDTH[themeName] ?? 57}px`
  }
  if (position === 'top' && bubble) widget.append(bubble, button)
  else widget.append(button, ...(bubble ? [bubble] : []))
  ctx.root.appendChild(widget)
  const callout = new CalloutState(widget, bubble, ctx.services.timers)
  callout.bind(button)
  return { button, callout }
}
