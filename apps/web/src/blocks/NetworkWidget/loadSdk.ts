// Loads the network SDK (in.js) once per page, in the browser. No React here so it can be tested alone.

/** Marks the one in.js script element this site adds. */
export const SDK_SCRIPT_ATTRIBUTE = 'data-network-sdk'

type NetworkGlobal = { parse?: (root?: ParentNode) => Promise<void>; isInitialized?: boolean }

export type LoadResult = 'added' | 'loading' | 'parsed'

/**
 * Makes sure the page's widget tags get rendered:
 * - the SDK already runs (a client-side navigation brought new tags): it parses the new tags;
 * - our script is already in the page: nothing to do, the SDK parses the whole page when it starts;
 * - otherwise: adds the in.js script, asynchronously, with the options as its body (the SDK reads
 *   its options from its own script element and its host from the script's address).
 */
export function loadNetworkSdk(doc: Document, sdk: { src: string; options: string }): LoadResult {
  const win = doc.defaultView as (Window & { IN?: NetworkGlobal }) | null
  const network = win?.IN
  if (network?.isInitialized && typeof network.parse === 'function') {
    void network.parse()
    return 'parsed'
  }
  if (doc.querySelector(`script[${SDK_SCRIPT_ATTRIBUTE}]`)) return 'loading'
  const script = doc.createElement('script')
  script.src = sdk.src
  script.async = true
  script.text = sdk.options
  script.setAttribute(SDK_SCRIPT_ATTRIBUTE, '')
  doc.head.appendChild(script)
  return 'added'
}
