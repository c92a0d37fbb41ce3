import type { CodeBlock } from '@/payload-types'

import { ModuleShell } from '../shared/ModuleShell'
import type { RenderContext } from '../shared/types'
import { sanitizeEmbed } from './sanitizeEmbed'

export function CodeBlockComponent({
  block,
  context,
}: {
  block: CodeBlock
  context: RenderContext
}) {
  return (
    <ModuleShell slug="code" settings={block.settings} context={context}>
      <div
        className="code-embed"
        dangerouslySetInnerHTML={{ __html: sanitizeEmbed(block.html ?? '') }}
      />
    </ModuleShell>
  )
}
