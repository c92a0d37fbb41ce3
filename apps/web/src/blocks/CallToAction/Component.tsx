import { CmsLink } from '@/components/CmsLink'
import type { CallToActionBlock } from '@/payload-types'

import { ModuleShell } from '../shared/ModuleShell'
import type { RenderContext } from '../shared/types'

export function CallToActionBlockComponent({
  block,
  context,
}: {
  block: CallToActionBlock
  context: RenderContext
}) {
  return (
    <ModuleShell
      slug="callToAction"
      settings={block.settings}
      context={context}
      linkLabel={block.title}
      className={`cta cta-${block.tone ?? 'accent'}`}
    >
      <div className="cta-text">
        <h2 className="cta-title">{block.title}</h2>
        {block.body ? <p>{block.body}</p> : null}
      </div>
      {block.button?.label ? (
        <CmsLink
          link={block.button}
          className={`button button-${block.buttonStyle ?? 'primary'}`}
          dataAttributes={block.trackingId ? { 'data-track': block.trackingId } : undefined}
        />
      ) : null}
    </ModuleShell>
  )
}
