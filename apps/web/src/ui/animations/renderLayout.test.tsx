import { isValidElement, type ReactElement, type ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { RenderLayout } from '@/blocks/RenderLayout'
import type { SectionBlock } from '@/payload-types'

import { AnimationRuntime } from './lazy.client'

const layout = (animation: Record<string, unknown> | null): SectionBlock[] =>
  [
    {
      id: 's1',
      blockType: 'section',
      settings: animation ? { animation } : {},
      rows: [
        {
          id: 'r1',
          blockType: 'row',
          structure: '1_1',
          columns: [
            {
              id: 'c1',
              modules: [
                {
                  id: 'm1',
                  blockType: 'heading',
                  text: 'Rubrik',
                  level: 'h2',
                  settings: { elementId: 'rubrik', animation: animation ?? undefined },
                },
              ],
            },
          ],
        },
      ],
    },
  ] as unknown as SectionBlock[]

/** The client islands RenderLayout mounts at its top level. */
function topLevelTypes(node: ReactNode): unknown[] {
  const element = node as ReactElement<{ children?: ReactNode }>
  const children = isValidElement(element) ? element.props.children : null
  return ([] as ReactNode[])
    .concat(children as ReactNode[])
    .flat()
    .filter(isValidElement)
    .map((child) => child.type)
}

describe('animations in the rendered layout', () => {
  it('marks animated sections and modules and mounts the runtime once', () => {
    const context = { builderMode: false, locale: 'sv' as const }
    const sections = layout({ style: 'slideLeft', duration: 700 })
    const html = renderToStaticMarkup(<RenderLayout sections={sections} context={context} />)
    expect(html.match(/data-animation=/g)).toHaveLength(2)
    expect(html).toContain('&quot;style&quot;:&quot;slideLeft&quot;')
    // Rendered fully visible: nothing hides the content before the script runs.
    expect(html).not.toMatch(/opacity|visibility:\s*hidden/)
    expect(topLevelTypes(RenderLayout({ sections, context }))).toContain(AnimationRuntime)
  })

  it('is off in builder mode: no animation data and no runtime (spec 6)', () => {
    const context = { builderMode: true, locale: 'sv' as const }
    const sections = layout({ style: 'slideLeft' })
    const html = renderToStaticMarkup(<RenderLayout sections={sections} context={context} />)
    expect(html).not.toContain('data-animation')
    expect(topLevelTypes(RenderLayout({ sections, context }))).not.toContain(AnimationRuntime)
  })

  it('ships no runtime with a page that animates nothing', () => {
    const context = { builderMode: false, locale: 'sv' as const }
    const sections = layout(null)
    expect(
      renderToStaticMarkup(<RenderLayout sections={sections} context={context} />),
    ).not.toContain('data-animation')
    expect(topLevelTypes(RenderLayout({ sections, context }))).not.toContain(AnimationRuntime)
  })
})
