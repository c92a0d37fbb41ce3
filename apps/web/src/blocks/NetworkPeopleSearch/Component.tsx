import '../NetworkWidget/networkModules.css'

import type { NetworkPeopleSearchBlock } from '@/payload-types'

import { NETWORK_SERVICE_NAME } from '../NetworkWidget/consent'
import { NetworkConsentGate } from '../NetworkWidget/lazy.client'
import { sdkScript } from '../NetworkWidget/sdk'
import { ModuleShell } from '../shared/ModuleShell'
import type { RenderContext } from '../shared/types'
import { PeopleSearch } from './lazy.client'

/**
 * People search in the network. The form is the island's (it needs the network's facets); nothing of
 * the network loads before the visitor allows functional cookies, nor in the builder preview.
 */
export function NetworkPeopleSearchBlockComponent({
  block,
  context,
}: {
  block: NetworkPeopleSearchBlock
  context: RenderContext
}) {
  return (
    <ModuleShell slug="networkPeopleSearch" settings={block.settings} context={context}>
      {context.builderMode ? (
        <p className="network-api-status">
          Personsök i nätverket: sökrutan och filtren visas på den publicerade sidan.
        </p>
      ) : (
        <NetworkConsentGate category="functional" service={NETWORK_SERVICE_NAME}>
          <PeopleSearch
            sdk={sdkScript(context.locale)}
            pageSize={Math.min(25, Math.max(1, block.pageSize ?? 10))}
          />
        </NetworkConsentGate>
      )}
    </ModuleShell>
  )
}
