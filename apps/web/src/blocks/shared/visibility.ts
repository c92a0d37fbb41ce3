import type { Device } from './moduleSettings'

/** CSS classes that hide an element on the chosen devices (desktop > 980, tablet 768–980, phone ≤ 767). */
export function visibilityClasses(hideOn: readonly Device[] | null | undefined): string[] {
  return (hideOn ?? []).map((device) => `hide-on-${device}`)
}

export function classNames(...parts: (string | false | null | undefined)[]): string {
  return parts.filter(Boolean).join(' ')
}
