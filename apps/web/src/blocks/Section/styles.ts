import type { SectionBlock } from '@/payload-types'

type Background = NonNullable<SectionBlock['background']>

/** Inline style for a section's background and per-device padding (read by CSS media queries). */
export function sectionStyle(
  section: Pick<SectionBlock, 'background' | 'padding'>,
): Record<string, string> {
  const style: Record<string, string> = {}
  const bg: Background = section.background ?? {}
  if (bg.type === 'color' && bg.color) style.backgroundColor = bg.color
  if (bg.type === 'gradient' && bg.color) {
    style.backgroundImage = `linear-gradient(${bg.gradientAngle ?? 180}deg, ${bg.color}, ${bg.gradientEnd || bg.color})`
  }
  if (bg.type === 'image') {
    const overlay = Math.min(Math.max(bg.overlay ?? 50, 0), 90) / 100
    style['--section-overlay'] = String(overlay)
  }
  for (const device of ['desktop', 'tablet', 'phone'] as const) {
    const pad = section.padding?.[device]
    if (pad?.top != null) style[`--pad-top-${device}`] = `${pad.top}px`
    if (pad?.bottom != null) style[`--pad-bottom-${device}`] = `${pad.bottom}px`
  }
  return style
}
