import { resolveAnimations, type AnimationData } from './resolve'

type Node = { settings?: { animation?: AnimationData | null } | null }
type WithAnimation = Node | null | undefined

/**
 * The data attribute that marks an element for the animation runtime: its animation resolved per
 * device. Nothing in builder mode (spec 6) or when the element does not animate. The element itself is
 * rendered fully visible, so a visitor without JavaScript sees all content.
 */
export function animationAttributes(
  animation: AnimationData | null | undefined,
  builderMode: boolean,
): { 'data-animation'?: string } {
  if (builderMode) return {}
  const resolved = resolveAnimations(animation)
  return resolved ? { 'data-animation': JSON.stringify(resolved) } : {}
}

type Tree = Node & {
  rows?: (Node & { columns?: (Node & { modules?: Node[] | null })[] | null })[] | null
}

/** Whether any section, row, column or module of a layout animates, so the runtime is worth loading. */
export function layoutHasAnimations(sections: readonly Tree[] | null | undefined): boolean {
  const animates = (node: WithAnimation) => resolveAnimations(node?.settings?.animation) !== null
  return (sections ?? []).some(
    (section) =>
      animates(section) ||
      (section.rows ?? []).some(
        (row) =>
          animates(row) ||
          (row.columns ?? []).some(
            (column) =>
              animates(column) || (column.modules ?? []).some((module) => animates(module)),
          ),
      ),
  )
}
