import type React from 'react'

import { MediaImage } from '@/components/MediaImage'
import type { RowBlock, SectionBlock } from '@/payload-types'

import { RenderModule } from './registry'
import { parseStructure, gridTemplate } from './Row/structures'
import { sectionStyle } from './Section/styles'
import type { RenderContext } from './shared/types'
import { classNames, visibilityClasses } from './shared/visibility'

function RenderRow({ row, context }: { row: RowBlock; context: RenderContext }) {
  const fractions = parseStructure(row.structure)
  const columns = row.columns ?? []
  return (
    <div
      id={row.settings?.elementId || undefined}
      className={classNames(
        'row',
        `row-cols-${fractions.length}`,
        `row-align-${row.verticalAlign ?? 'start'}`,
        row.settings?.className,
        ...visibilityClasses(row.settings?.hideOn),
      )}
      style={{ '--row-template': gridTemplate(row.structure) } as React.CSSProperties}
    >
      {fractions.map((fraction, index) => {
        const column = columns[index]
        return (
          <div
            key={column?.id ?? index}
            id={column?.settings?.elementId || undefined}
            className={classNames(
              'column',
              `column-${fraction.type}`,
              column?.settings?.className,
              ...visibilityClasses(column?.settings?.hideOn),
            )}
            style={column?.backgroundColor ? { backgroundColor: column.backgroundColor } : undefined}
          >
            {(column?.modules ?? []).map((module) => (
              <RenderModule key={module.id ?? undefined} block={module} context={{ ...context, columnType: fraction.type }} />
            ))}
          </div>
        )
      })}
    </div>
  )
}

function RenderSection({ section, context, index }: { section: SectionBlock; context: RenderContext; index: number }) {
  const image = section.background?.type === 'image' ? section.background.image : null
  return (
    <section
      id={section.settings?.elementId || undefined}
      className={classNames(
        'section',
        `section-${section.width ?? 'boxed'}`,
        `tone-${section.textTone ?? 'dark'}`,
        image ? 'section-has-image' : null,
        section.settings?.className,
        ...visibilityClasses(section.settings?.hideOn),
      )}
      style={sectionStyle(section) as React.CSSProperties}
      data-section-label={section.adminLabel || undefined}
      aria-label={section.adminLabel || undefined}
    >
      {image ? (
        <div className="section-background" aria-hidden="true">
          <MediaImage media={image} alt="" fill sizes="100vw" priority={index === 0} />
        </div>
      ) : null}
      <div className="section-inner">
        {(section.rows ?? []).map((row) => (
          <RenderRow key={row.id ?? undefined} row={row} context={context} />
        ))}
      </div>
    </section>
  )
}

/** Renders a page's sections → rows → columns → modules; the same tree is used in the live preview. */
export function RenderLayout({ sections, context }: { sections: SectionBlock[] | null | undefined; context: RenderContext }) {
  if (!sections?.length) return null
  return (
    <>
      {sections.map((section, index) => (
        <RenderSection key={section.id ?? index} section={section} context={context} index={index} />
      ))}
    </>
  )
}
