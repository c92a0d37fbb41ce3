/**
 * Site navigation's server surface: the dot navigation a page renders and the menu settings' types.
 * Islands are in client.ts, the layout's parts in slots.tsx, the browser-class script in routing.ts.
 */
export { DotNavigation } from './internal/DotNavigation'
export { menuTypeOf, type MenuType } from './internal/menuTypes'
