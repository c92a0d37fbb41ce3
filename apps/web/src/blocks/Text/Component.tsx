import { RichText } from '@/components/RichText'
import type { TextBlock } from '@/payload-types'

import { ModuleShell } from '../shared/ModuleShell'
import type { RenderContext } from '../shared/types'

export function TextBlockComponent({
  block,
  context,
}: {
  block: TextBlock
  context: RenderContext
}) {
  return (
    <ModuleShell slug="text" settings={block.settings} context={context}>
      <RichText data={block.content} />
    </ModuleShell>
  )
}
