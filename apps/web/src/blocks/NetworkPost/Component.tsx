import '../NetworkWidget/networkModules.css'

import type { NetworkPostBlock } from '@/payload-types'

import { NETWORK_SERVICE_NAME } from '../NetworkWidget/consent'
import { NetworkConsentGate } from '../NetworkWidget/lazy.client'
import { sdkScript } from '../NetworkWidget/sdk'
import { ModuleShell } from '../shared/ModuleShell'
import type { RenderContext } from '../shared/types'
import { NetworkPostCard } from './lazy.client'

/**
 * A company post from the network with its comments, likes and, for a signed-in member, a comment form.
 * Read in the browser after consent to functional cookies; a placeholder in the builder preview.
 */
export function NetworkPostBlockComponent({
  block,
  context,
}: {
  block: NetworkPostBlock
  context: RenderContext
}) {
  return (
    <ModuleShell slug="networkPost" settings={block.settings} context={context}>
      <div className="network-api">
        {context.builderMode ? (
          <p className="network-api-status">
            {`Inlägg ${block.post} i nätverket: visas med kommentarer på den publicerade sidan.`}
          </p>
        ) : (
          <NetworkConsentGate category="functional" service={NETWORK_SERVICE_NAME}>
            <NetworkPostCard
              sdk={sdkScript(context.locale)}
              postId={block.post.trim()}
              locale={context.locale}
            />
          </NetworkConsentGate>
        )}
      </div>
    </ModuleShell>
  )
}
