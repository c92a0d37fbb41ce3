import { CmsLink } from '@/components/CmsLink'
import { builderTextAttributes } from '@/features/builder'
import type { ButtonBlock } from '@/payload-types'

import { ModuleShell } from '../shared/ModuleShell'
import type { RenderContext } from '../shared/types'

export function ButtonBlockComponent({
  block,
  context,
}: {
  block: ButtonBlock
  context: RenderContext
}) {
  return (
    <ModuleShell
      slug="button"
      settings={block.settings}
      context={context}
      className={`align-${block.align ?? 'left'}`}
    >
      <CmsLink
        link={block.link}
        className={`button button-${block.style ?? 'primary'}`}
        dataAttributes={block.trackingId ? { 'data-track': block.trackingId } : undefined}
      >
        {context.builderMode && block.link?.label ? (
          <span {...builderTextAttributes(true, 'link.label')}>{block.link.label}</span>
        ) : undefined}
      </CmsLink>
    </ModuleShell>
  )
}
