import type { BuilderKind } from '../../index'

/**
 * Reading the canvas: the page in builder mode marks every section, row, column and module with
 * `data-builder-id`, `-kind` and `-label` (features/builder/index.ts). Nothing here changes the page.
 */
const TARGET = '[data-builder-id]'

/**
 * Between an action and the save that confirms it, the canvas shows the action's result
 * optimistically (optimistic.ts): the block's element hidden (`data-builder-hidden`) and a copy in
 * its new place (`data-builder-ghost`). The editor works on what is shown; whether the re-rendered
 * page confirms the action is read from the real elements, ghosts left out.
 */
export type View = 'shown' | 'real'
export const HIDDEN = 'data-builder-hidden'
export const GHOST = 'data-builder-ghost'

export function inView(element: Element, view: View = 'shown'): boolean {
  return !element.closest(view === 'shown' ? `[${HIDDEN}]` : `[${GHOST}]`)
}

export type Box = { top: number; left: number; width: number; height: number }

export type Destination = { parent: string; index: number; label: string }

export function targetOf(node: EventTarget | null): HTMLElement | null {
  return node instanceof Element ? node.closest<HTMLElement>(TARGET) : null
}

export function byId(id: string, view: View = 'shown'): HTMLElement | null {
  // Compared, not put into a selector: an id is data, never selector syntax.
  for (const element of document.querySelectorAll<HTMLElement>(TARGET)) {
    if (element.dataset.builderId === id && inView(element, view)) return element
  }
  return null
}

export function kindOf(element: HTMLElement): BuilderKind {
  return element.dataset.builderKind as BuilderKind
}

export function parentTarget(element: HTMLElement): HTMLElement | null {
  return targetOf(element.parentElement)
}

/** The targets of one kind directly inside `parent` (or on the page when null), in page order. */
export function childTargets(
  parent: HTMLElement | null,
  kind: BuilderKind,
  view: View = 'shown',
): HTMLElement[] {
  const scope = parent ?? document
  return [...scope.querySelectorAll<HTMLElement>(`[data-builder-kind="${kind}"]`)].filter(
    (element) => parentTarget(element) === parent && inView(element, view),
  )
}

/** A module is marked by a `display: contents` wrapper without a box of its own: use its children's. */
export function boxOf(element: HTMLElement): Box | null {
  const rects =
    getComputedStyle(element).display === 'contents'
      ? [...element.children].map((child) => child.getBoundingClientRect())
      : [element.getBoundingClientRect()]
  const visible = rects.filter((rect) => rect.width > 0 || rect.height > 0)
  if (!visible.length) return null
  const top = Math.min(...visible.map((r) => r.top))
  const left = Math.min(...visible.map((r) => r.left))
  const bottom = Math.max(...visible.map((r) => r.bottom))
  const right = Math.max(...visible.map((r) => r.right))
  return { top, left, width: right - left, height: bottom - top }
}

function ownName(element: HTMLElement, index: number): string {
  const kind = kindOf(element)
  const label = element.dataset.builderLabel ?? ''
  if (kind === 'section')
    return label && label !== 'Sektion' ? `Sektion ${index + 1} (${label})` : `Sektion ${index + 1}`
  if (kind === 'row') return `Rad ${index + 1}`
  if (kind === 'column') return `Kolumn ${index + 1}`
  return label || 'Modul'
}

export function indexOf(element: HTMLElement, view: View = 'shown'): number {
  return childTargets(parentTarget(element), kindOf(element), view).indexOf(element)
}

/** Where a block sits, e.g. `Sektion 2 › Rad 1 › Kolumn 2`. */
export function placeOf(element: HTMLElement | null): string {
  const names: string[] = []
  for (let at = element; at; at = parentTarget(at)) {
    if (kindOf(at) !== 'module') names.unshift(ownName(at, indexOf(at)))
  }
  return names.join(' › ')
}

/** The block's name and a little of its text, e.g. `Rubrik ”Boka service”`. */
export function nameOf(element: HTMLElement): string {
  const own = ownName(element, indexOf(element))
  if (kindOf(element) !== 'module') return own
  const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim()
  return text ? `${own} ”${text.length > 40 ? `${text.slice(0, 39)}…` : text}”` : own
}

/** Name and place, as the live region says it. */
export function describe(element: HTMLElement): string {
  const parent = parentTarget(element)
  return parent ? `${nameOf(element)} i ${placeOf(parent)}` : nameOf(element)
}

/**
 * Where a block can be moved with "Flytta till…": a module to the end of any other column, a row to
 * the end of any other section, a section before any other section or last. The bridge checks the
 * same rules again against the form.
 */
export function destinationsFor(element: HTMLElement): Destination[] {
  const kind = kindOf(element)
  const parent = parentTarget(element)
  if (kind === 'module' || kind === 'row') {
    const containerKind = kind === 'module' ? 'column' : 'section'
    return [...document.querySelectorAll<HTMLElement>(`[data-builder-kind="${containerKind}"]`)]
      .filter((container) => container !== parent && inView(container))
      .map((container) => ({
        parent: container.dataset.builderId as string,
        index: childTargets(container, kind).length,
        label: `Sist i ${placeOf(container)}`,
      }))
  }
  if (kind === 'section') {
    const sections = childTargets(null, 'section')
    const own = sections.indexOf(element)
    const places = sections.map((section, index) => ({
      parent: 'page',
      // The index the section gets once it has left its own place.
      index: index > own ? index - 1 : index,
      label: `Före ${placeOf(section)}`,
    }))
    places.push({ parent: 'page', index: sections.length - 1, label: 'Sist på sidan' })
    return places.filter((_, index) => index !== own && index !== own + 1)
  }
  return []
}

/** Every block that can be selected, in page order, for the keyboard's "Markera" list. */
export function selectableTargets(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>(TARGET)].filter(
    (element) => kindOf(element) !== 'column' && inView(element),
  )
}
