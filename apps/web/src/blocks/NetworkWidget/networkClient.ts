// The page's handle on the network SDK (window.IN) for modules that call the member API themselves.
// Browser only, no React: the islands of the network modules share it.
import type { Network } from '@smedja/network-sdk'

import { SDK_SCRIPT_ATTRIBUTE, loadNetworkSdk } from './loadSdk'

type NetworkWindow = Window & { IN?: Network }

const FAILED_ATTRIBUTE = 'data-network-sdk-failed'

/** SPEC 8.2's loading error, raised when in.js cannot be loaded (the service is down or blocked). */
export const scriptLoadError = (src: string) => new Error(`Could not load script ${src}`)

/**
 * Loads the SDK once per page (or finds it) and resolves with `IN` once it is ready, so the caller can
 * use `IN.API`. The SDK's `ready` event runs late handlers at once, so it does not matter which
 * module asks first.
 */
export function connectNetwork(
  doc: Document,
  sdk: { src: string; options: string },
): Promise<Network> {
  const win = doc.defaultView as NetworkWindow | null
  if (!win) return Promise.reject(scriptLoadError(sdk.src))
  return new Promise<Network>((resolve, reject) => {
    const whenReady = (): boolean => {
      const network = win.IN
      if (!network?.Event) return false
      network.Event.onOnce('ready', () => resolve(network))
      return true
    }
    if (whenReady()) return
    loadNetworkSdk(doc, sdk)
    const script = doc.querySelector<HTMLScriptElement>(`script[${SDK_SCRIPT_ATTRIBUTE}]`)
    if (!script || script.hasAttribute(FAILED_ATTRIBUTE)) {
      reject(scriptLoadError(sdk.src))
      return
    }
    script.addEventListener('load', () => {
      if (!whenReady()) reject(scriptLoadError(sdk.src))
    })
    script.addEventListener('error', () => {
      script.setAttribute(FAILED_ATTRIBUTE, '')
      reject(scriptLoadError(sdk.src))
    })
  })
}
