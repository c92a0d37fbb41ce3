import { ConsentBanner } from './internal/ConsentBanner.client'
import { getConsentView } from './internal/server/settings'
import { PAGE_CONFIG_ELEMENT_ID, type ConsentPageConfig } from './internal/pageConfig'

/**
 * At the end of every page: the consent configuration (policy version, tag ids; not executable) and
 * the banner island. The server renders no banner markup: the island shows it, fixed to the bottom of
 * the viewport, only to visitors without a valid choice, so cached pages are the same for everyone
 * and nothing moves.
 */
async function ConsentBodyEnd() {
  const view = await getConsentView('sv')
  const config: ConsentPageConfig = { version: view.policyVersion, tags: view.tags }
  return (
    <>
      <script
        id={PAGE_CONFIG_ELEMENT_ID}
        type="application/json"
        dangerouslySetInnerHTML={{ __html: JSON.stringify(config).replace(/</g, '\\u003c') }}
      />
      <ConsentBanner title={view.bannerTitle} text={view.bannerText} policyUrl={view.policyUrl} />
    </>
  )
}

export const bodyEnd = ConsentBodyEnd
