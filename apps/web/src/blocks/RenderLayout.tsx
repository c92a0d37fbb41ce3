import type React from 'react'

import { MediaImage } from '@/components/MediaImage'
import { renderWithAbTest } from '@/features/ab-testing/routing'
import { analyticsAttributes } from '@/features/analytics/routing'
import { builderTargetAttributes, emptyColumnHint } from '@/features/builder'
import { animationAttributes, layoutHasAnimations } from '@/ui/animations/attributes'
import type { Media, RowBlock, SectionBlock } from '@/payload-types'

import { RenderModule } from './registry'
import { parseStructure, gridTemplate } from './Row/structures'
import { sectionAnchors } from './Section/anchors'
import { sectionStyle } from './Section/styles'
import type { RenderContext } from './shared/types'
import { classNames, visibilityClasses } from './shared/visibility'
import { SectionBackground } from '@/components/SectionBackgroundLazy.client'
import { AnimationRuntime } from '@/ui/animations/lazy.client'

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
      {...animationAttributes(row.settings?.animation, context.builderMode)}
      {...analyticsAttributes(row.settings?.analytics, context.builderMode)}
      {...builderTargetAttributes(context.builderMode, 'row', row.id, 'Rad')}
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
            style={
              column?.backgroundColor ? { backgroundColor: column.backgroundColor } : undefined
            }
            {...animationAttributes(column?.settings?.animation, context.builderMode)}
            {...analyticsAttributes(column?.settings?.analytics, context.builderMode)}
            {...builderTargetAttributes(context.builderMode, 'column', column?.id, 'Kolumn')}
          >
            {renderWithAbTest(column?.modules ?? [], context, (module) => (
              <RenderModule
                key={module.id ?? undefined}
                block={module}
                context={{ ...context, columnType: fraction.type }}
              />
            ))}
            {context.builderMode && !column?.modules?.length ? (
              <p {...emptyColumnHint.attributes} style={emptyColumnHint.style}>
                {emptyColumnHint.text}
              </p>
            ) : null}
          </div>
        )
      })}
    </div>
  )
}

/** Image, parallax image or video background of a section; the moving kinds are a small client island. */
function SectionBackdrop({ section, index }: { section: SectionBlock; index: number }) {
  const bg = section.background
  const overlay = Math.min(Math.max(bg?.overlay ?? 50, 0), 90) / 100
  const still = bg?.image && typeof bg.image === 'object' ? (bg.image as Media) : null
  if (bg?.type === 'video') {
    const video = bg.video && typeof bg.video === 'object' ? (bg.video as Media) : null
    if (!video?.url) return null
    return (
      <SectionBackground
        kind="video"
        src={video.url}
        type={video.mimeType ?? 'video/mp4'}
        poster={still?.sizes?.hero?.url ?? still?.url ?? undefined}
        playOutsideViewport={Boolean(bg.playOutsideViewport)}
        playOnHover={Boolean(bg.playOnHover)}
        overlay={overlay}
      />
    )
  }
  if (bg?.type !== 'image' || !bg.image) return null
  const image = <MediaImage media={bg.image} alt="" fill sizes="100vw" priority={index === 0} />
  if (bg.parallax) {
    return (
      <SectionBackground kind="parallax" overlay={overlay}>
        {image}
      </SectionBackground>
    )
  }
  return (
    <div className="section-background" aria-hidden="true">
      {image}
    </div>
  )
}

function RenderSection({
  section,
  context,
  index,
  anchor,
}: {
  section: SectionBlock
  context: RenderContext
  index: number
  /** Its element id (Section/anchors.ts): the dot navigation links to it. */
  anchor: string | undefined
}) {
  const bgType = section.background?.type
  const image = bgType === 'image' ? section.background?.image : null
  const video = bgType === 'video' ? section.background?.video : null
  return (
    <section
      id={anchor}
      className={classNames(
        'section',
        `section-${section.width ?? 'boxed'}`,
        `tone-${section.textTone ?? 'dark'}`,
        image || video ? 'section-has-image' : null,
        section.settings?.className,
        ...visibilityClasses(section.settings?.hideOn),
      )}
      style={sectionStyle(section) as React.CSSProperties}
      data-section-label={section.adminLabel || undefined}
      aria-label={section.adminLabel || undefined}
      {...animationAttributes(section.settings?.animation, context.builderMode)}
      {...analyticsAttributes(section.settings?.analytics, context.builderMode)}
      {...builderTargetAttributes(
        context.builderMode,
        'section',
        section.id,
        section.adminLabel || 'Sektion',
      )}
    >
      <SectionBackdrop section={section} index={index} />
      <div className="section-inner">
        {renderWithAbTest(section.rows ?? [], context, (row) => (
          <RenderRow key={row.id ?? undefined} row={row} context={context} />
        ))}
      </div>
    </section>
  )
}

/** Renders a page's sections → rows → columns → modules; the same tree is used in the live preview. */
export function RenderLayout({
  sections,
  context,
}: {
  sections: SectionBlock[] | null | undefined
  context: RenderContext
}) {
  if (!sections?.length) return null
  const anchors = sectionAnchors(sections)
  return (
    <>
      {renderWithAbTest(sections, context, (section, index) => (
        <RenderSection
          key={section.id ?? index}
          section={section}
          context={context}
          index={index}
          anchor={anchors[index]}
        />
      ))}
      {/* The animation runtime ships only with pages that animate something, and never in builder mode. */}
      {!context.builderMode && layoutHasAnimations(sections) ? <AnimationRuntime /> : null}
    </>
  )
}
