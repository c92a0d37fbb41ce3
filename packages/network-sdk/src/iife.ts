import { createNetwork, Network } from './network'

declare global {
  interface Window {
    IN?: Network
  }
}

// One framework per page: a second copy of in.js leaves the first one in charge.
if (!(window.IN instanceof Network) && !(window.IN && 'Tags' in window.IN)) {
  const script = document.currentScript as HTMLScriptElement | null
  const network = createNetwork({ script })
  window.IN = network
  if (network.options.init) {
    network.init().catch((error: unknown) => network.log.error(error))
  }
}
