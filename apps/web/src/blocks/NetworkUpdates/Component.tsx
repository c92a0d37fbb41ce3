import '../NetworkWidget/networkModules.css'

import type { NetworkUpdatesBlock } from '@/payload-types'

import { NETWORK_SERVICE_NAME } from '../NetworkWidget/consent'
import { NetworkConsentGate } from '../NetworkWidget/lazy.client'
import { sdkScript } from '../NetworkWidget/sdk'
import { ModuleShell } from '../shared/ModuleShell'
import type { RenderContext } from '../shared/types'
import { CompanyUpdates } from './lazy.client'

/**
 * The company's latest network updates. Nothing of the network is in the HTML: after the visitor
 * allows functional cookies, the island loads the SDK and asks the API. In the builder preview a
 * labelled placeholder stands in and nothing is loaded (spec 6).
 */
export function NetworkUpdatesBlockComponent({
  block,
  context,
}: {
  block: NetworkUpdatesBlock
  context: RenderContext
}) {
  return (
    <ModuleShell slug="networkUpdates" settings={block.settings} context={context}>
      <div className="network-api network-updates">
        {context.builderMode ? (
          <p className="network-api-status">
            {`Nätverksnyheter för företag ${block.company}: hämtas från nätverket på den publicerade sidan.`}
          </p>
        ) : (
          <NetworkConsentGate category="functional" service={NETWORK_SERVICE_NAME}>
            <CompanyUpdates
              sdk={sdkScript(context.locale)}
              company={block.company}
              count={block.count ?? 5}
              locale={context.locale}
            />
          </NetworkConsentGate>
        )}
      </div>
    </ModuleShell>
  )
}
