import type { SectionBlock } from '@/payload-types'

/**
 * Whether a page's layout gives it its main heading (a heading module at level H1). When it does not,
 * the page renders its title as a visually hidden H1, so every page has one main heading and the
 * modules' H2s sit under it (WCAG 1.3.1, 2.4.6), however an editor builds the page.
 */
export function layoutHasMainHeading(
  sections: readonly SectionBlock[] | null | undefined,
): boolean {
  return (sections ?? []).some((section) =>
    (section.rows ?? []).some((row) =>
      (row.columns ?? []).some((column) =>
        (column.modules ?? []).some(
          (module) => module.blockType === 'heading' && module.level === 'h1',
        ),
      ),
    ),
  )
}
