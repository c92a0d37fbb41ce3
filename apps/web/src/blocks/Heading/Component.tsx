import { builderTextAttributes } from '@/features/builder'
import type { HeadingBlock } from '@/payload-types'

import { ModuleShell } from '../shared/ModuleShell'
import type { RenderContext } from '../shared/types'

export function HeadingBlockComponent({
  block,
  context,
}: {
  block: HeadingBlock
  context: RenderContext
}) {
  const Tag = block.level ?? 'h2'
  return (
    <ModuleShell
      slug="heading"
      settings={block.settings}
      context={context}
      linkLabel={block.text}
      className={`align-${block.align ?? 'left'}`}
    >
      <Tag className="heading-title" {...builderTextAttributes(context.builderMode, 'text')}>
        {block.text}
      </Tag>
      {block.subtitle ? (
        <p className="heading-subtitle" {...builderTextAttributes(context.builderMode, 'subtitle')}>
          {block.subtitle}
        </p>
      ) : null}
    </ModuleShell>
  )
}
