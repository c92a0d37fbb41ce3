/** Spec 9.5: the circle's track is black at alpha 0.1 unless the editor chooses otherwise. */
export const COUNTER_TRACK_COLOUR = '#000000'
export const COUNTER_TRACK_ALPHA = 0.1

/**
 * The states a counter's colours can be set for (spec 3.6): per device, where a smaller device
 * inherits the larger one's choice, and under the pointer or while the module is stuck, which
 * fall back to the device's colour.
 */
export const counterColourStates = ['desktop', 'tablet', 'phone', 'hover', 'sticky'] as const
export type CounterColourState = (typeof counterColourStates)[number]

/** What a counter colours: the moving bar, its track (a colour and an alpha) and the number. */
export const counterColourRoles = ['bar', 'track', 'trackAlpha', 'number'] as const
export type CounterColourRole = (typeof counterColourRoles)[number]

export type CounterColoursData =
  | Partial<
      Record<CounterColourState, Partial<Record<CounterColourRole, string | number | null>> | null>
    >
  | null
  | undefined

/** Values used on a desktop when the editor set none; roles without one fall back in the stylesheet. */
const roleDefaults: Partial<Record<CounterColourRole, string>> = {
  track: COUNTER_TRACK_COLOUR,
  trackAlpha: String(COUNTER_TRACK_ALPHA),
}

const cssName: Record<CounterColourRole, string> = {
  bar: '--counter-bar',
  track: '--counter-track',
  trackAlpha: '--counter-track-alpha',
  number: '--counter-number',
}

/** A value safe to put in a style attribute: a hex colour, or an alpha 0–1; anything else is unset. */
function cssValue(role: CounterColourRole, value: unknown): string | undefined {
  if (role === 'trackAlpha') {
    if (typeof value !== 'number' || !Number.isFinite(value)) return undefined
    return String(Math.min(Math.max(value, 0), 1))
  }
  return typeof value === 'string' && /^#[0-9a-fA-F]{3,8}$/.test(value) ? value : undefined
}

/**
 * The CSS custom properties carrying a counter's colours, for its style attribute: `--counter-bar`
 * (desktop), `--counter-bar-tablet`, `--counter-bar-phone`, `--counter-bar-hover` and
 * `--counter-bar-sticky`, and the same for the other roles. Tablet and phone already hold the
 * inherited value; hover and sticky are present only when set (counters.css falls back to the
 * device's colour). Malformed values are dropped rather than written into the page.
 */
export function counterColourVars(
  colours: CounterColoursData,
  roles: readonly CounterColourRole[],
): Record<string, string> {
  const vars: Record<string, string> = {}
  for (const role of roles) {
    const pick = (state: CounterColourState) => cssValue(role, colours?.[state]?.[role])
    const desktop = pick('desktop') ?? roleDefaults[role]
    const tablet = pick('tablet') ?? desktop
    const phone = pick('phone') ?? tablet
    const entries: [string, string | undefined][] = [
      ['', desktop],
      ['-tablet', tablet],
      ['-phone', phone],
      ['-hover', pick('hover')],
      ['-sticky', pick('sticky')],
    ]
    for (const [suffix, value] of entries)
      if (value !== undefined) vars[cssName[role] + suffix] = value
  }
  return vars
}
