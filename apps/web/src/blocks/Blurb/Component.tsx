import { MediaImage } from '@/components/MediaImage'
import type { BlurbBlock } from '@/payload-types'

import { ModuleShell } from '../shared/ModuleShell'
import type { RenderContext } from '../shared/types'
import { blurbIcons, type BlurbIcon } from './icons'

export function BlurbBlockComponent({
  block,
  context,
}: {
  block: BlurbBlock
  context: RenderContext
}) {
  const Title = block.headingLevel ?? 'h3'
  const icon = blurbIcons[(block.icon ?? 'gear') as BlurbIcon] ?? blurbIcons.gear
  return (
    <ModuleShell
      slug="blurb"
      settings={block.settings}
      context={context}
      linkLabel={block.title}
      className={`blurb-${block.layout ?? 'top'}`}
    >
      {block.mediaType === 'icon' ? (
        <span className="blurb-icon" aria-hidden="true">
          <svg viewBox="0 0 24 24" width="40" height="40" focusable="false">
            <path d={icon} fill="currentColor" />
          </svg>
        </span>
      ) : null}
      {block.mediaType === 'image' ? (
        <MediaImage
          media={block.image}
          alt=""
          className="blurb-image"
          sizes="(max-width: 767px) 50vw, 160px"
        />
      ) : null}
      <div className="blurb-content">
        <Title className="blurb-title">{block.title}</Title>
        {block.body ? <p>{block.body}</p> : null}
      </div>
    </ModuleShell>
  )
}
