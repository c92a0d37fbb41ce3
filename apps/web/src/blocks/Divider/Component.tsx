import type { DividerBlock } from '@/payload-types'

import { ModuleShell } from '../shared/ModuleShell'
import type { RenderContext } from '../shared/types'

export function DividerBlockComponent({
  block,
  context,
}: {
  block: DividerBlock
  context: RenderContext
}) {
  const height = block.height ?? 32
  return (
    <ModuleShell slug="divider" settings={block.settings} context={context}>
      <div className="divider-space" style={{ height }}>
        {block.showLine ? (
          <hr
            style={{
              borderTopStyle: block.lineStyle ?? 'solid',
              borderTopColor: block.color || undefined,
            }}
          />
        ) : null}
      </div>
    </ModuleShell>
  )
}
