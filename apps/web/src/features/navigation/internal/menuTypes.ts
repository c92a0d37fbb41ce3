/**
 * How the main menu opens (header settings, spec 2.7): the mobile menu below 981 px (a horizontal
 * menu above), a panel sliding in from the side, or an overlay covering the page; the last two on
 * every screen width.
 */
export const MENU_TYPES = ['mobile', 'slide-in', 'fullscreen'] as const

export type MenuType = (typeof MENU_TYPES)[number]

export const DEFAULT_MENU_TYPE: MenuType = 'mobile'

/** A stored value read defensively: anything unknown is the default. */
export function menuTypeOf(value: unknown): MenuType {
  return (MENU_TYPES as readonly unknown[]).includes(value)
    ? (value as MenuType)
    : DEFAULT_MENU_TYPE
}
