import type { TeamMemberView } from '../types'

/** Spec 9.9: when a popup carousel's autoplay is on, each member stays 5000 ms. */
export const TEAM_POPUP_AUTOPLAY_MS = 5000

/** A member as the popup carousel gets it from the server: the long bio belongs to the profile page. */
export type TeamPopupMember = Omit<TeamMemberView, 'longBio'>

/** What the page sends to the browser for the popup: every member field the popup shows, no more. */
export function toPopupMember({ longBio: _longBio, ...member }: TeamMemberView): TeamPopupMember {
  return member
}

/** The member a click landed on: the index a card's button carries, if it names one of the members. */
export function memberIndexOf(value: string | undefined, count: number): number | null {
  if (value === undefined || !/^\d+$/.test(value)) return null
  const index = Number(value)
  return index < count ? index : null
}

/** "AL" for Anna Lindqvist: what a member without a picture shows in its place. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  const first = words[0]?.[0] ?? ''
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : ''
  return (first + last).toUpperCase()
}

/** The index before or after `index` in a loop of `count` (spec 2.6: the popup carousel loops). */
export function loopIndex(index: number, step: number, count: number): number {
  if (count < 1) return 0
  return (((index + step) % count) + count) % count
}
