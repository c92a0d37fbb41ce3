import type { BuilderKind } from '../../index'
import { type Box, boxOf, childTargets, kindOf, parentTarget, placeOf, targetOf } from './canvas'

/**
 * Where a drag lands. Which container may take which block comes from the page's block config: the
 * edit view derives it (nesting.ts) and sends it with its welcome, per kind of container, as the
 * block types its list accepts. The same rules decide the keyboard's "Flytta till…" places and are
 * checked again by the edit view against the form, so the canvas and the server agree.
 */
export type ContainerKind = 'page' | 'section' | 'column'

export type DropRules = Readonly<Record<ContainerKind, readonly string[]>>

/** What is dragged: a block on the canvas (with its id) or a new module from the palette (no id). */
export type DragSubject = { kind: BuilderKind; type: string; id: string | null; label: string }

export type DropPlace = {
  parent: string
  index: number
  /** The drop line, in the viewport's coordinates. */
  line: { top: number; left: number; width: number }
  /** Where, in words, for the live region: "plats 2 i Sektion 1 › Rad 1 › Kolumn 2". */
  label: string
  /** The block is dropped where it already is. */
  same: boolean
}

/** Whether a container of this kind takes a block of this type. */
export function accepts(rules: DropRules, container: ContainerKind, type: string): boolean {
  return rules[container].includes(type)
}

/** The kind of block that sits directly in a container of this kind. */
export const childKindOf: Readonly<Record<ContainerKind, BuilderKind>> = {
  page: 'section',
  section: 'row',
  column: 'module',
}

function containerKind(element: HTMLElement | null): ContainerKind | null {
  if (!element) return 'page'
  const kind = kindOf(element)
  return kind === 'section' || kind === 'column' ? kind : null
}

/**
 * The index among siblings (top to bottom) at which a pointer at `y` lands: before the first sibling
 * whose middle is below it, or after the last.
 */
export function insertionIndex(boxes: readonly Pick<Box, 'top' | 'height'>[], y: number): number {
  const index = boxes.findIndex((box) => y < box.top + box.height / 2)
  return index < 0 ? boxes.length : index
}

/** The line that shows a drop at `index` among the siblings' boxes, across the container's box. */
export function dropLine(
  siblings: readonly Box[],
  index: number,
  container: Box,
): DropPlace['line'] {
  const before = siblings[index]
  const last = siblings.at(-1)
  const top = before ? before.top : last ? last.top + last.height : container.top
  return { top: top - 2, left: container.left, width: container.width }
}

/**
 * The container a drop at the pointer goes into: the innermost one around the element under the
 * pointer whose list accepts the subject's type, never the dragged block itself or one inside it.
 */
export function dropContainer(
  rules: DropRules,
  subject: DragSubject,
  under: Element | null,
  dragged: HTMLElement | null,
): HTMLElement | null | undefined {
  for (let at = targetOf(under); ; at = parentTarget(at)) {
    if (dragged && at && (at === dragged || dragged.contains(at))) {
      // Inside the dragged block: only the containers around it can take it.
      at = parentTarget(dragged)
      for (; at; at = parentTarget(at)) {
        const kind = containerKind(at)
        if (kind && accepts(rules, kind, subject.type)) return at
      }
      return accepts(rules, 'page', subject.type) ? null : undefined
    }
    const kind = containerKind(at)
    if (kind && accepts(rules, kind, subject.type)) return at
    if (!at) return undefined
  }
}

/** Where a drop at the pointer lands, or null where the rules allow no drop. */
export function findDrop(
  rules: DropRules,
  subject: DragSubject,
  under: Element | null,
  pointerY: number,
  dragged: HTMLElement | null,
): DropPlace | null {
  if (!under || under.closest('[data-builder-overlay]')) return null
  const container = dropContainer(rules, subject, under, dragged)
  if (container === undefined) return null
  const kind = containerKind(container) as ContainerKind
  const siblings = childTargets(container, childKindOf[kind]).filter((el) => el !== dragged)
  // A sibling with no box of its own (it renders nothing visible) sits where the one before it ends.
  let bottom = -Infinity
  const boxes = siblings.map((sibling) => {
    const box = boxOf(sibling) ?? { top: bottom, left: 0, width: 0, height: 0 }
    bottom = box.top + box.height
    return box
  })
  const index = insertionIndex(boxes, pointerY)
  const containerBox =
    boxOf(container ?? document.querySelector<HTMLElement>('main') ?? document.body) ??
    ({ top: 0, left: 0, width: window.innerWidth, height: 0 } as Box)
  const same =
    Boolean(dragged) &&
    parentTarget(dragged as HTMLElement) === container &&
    childTargets(container, childKindOf[kind]).indexOf(dragged as HTMLElement) === index
  const where = container ? `i ${placeOf(container)}` : 'på sidan'
  return {
    parent: container?.dataset.builderId ?? 'page',
    index,
    line: dropLine(boxes, index, containerBox),
    label: `plats ${index + 1} ${where}`,
    same,
  }
}
