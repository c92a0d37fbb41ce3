import type { ConsentChoices } from './categories'
import type { ConsentTags } from './pageConfig'
import { TAG_NAMES, TAGS, validTagId, type TagName } from './tagSources'

/**
 * Loads the configured third-party tags whose category the visitor allows, each once per page.
 * Loaded on demand by the banner, and only where a tag is configured; Consent Mode's defaults are
 * on the data layer before any of them (gtag.ts).
 */

type Gtag = (...args: unknown[]) => void
type Fbq = Gtag & {
  callMethod?: Gtag
  queue: unknown[]
  push: Fbq
  loaded: boolean
  version: string
}
type TagWindow = Window & {
  dataLayer?: unknown[]
  gtag?: Gtag
  fbq?: Fbq
  _fbq?: Fbq
  smedjaTags?: Partial<Record<TagName | 'gtagJs', true>>
}

const GTM = 'https://www.googletagmanager.com'

function addScript(src: string): void {
  const script = document.createElement('script')
  script.async = true
  script.src = src
  document.head.appendChild(script)
}

/** `window.gtag`, as Google's snippet defines it; the analytics feature forwards its events to it. */
function gtag(w: TagWindow, id: string): Gtag {
  w.gtag ??= function () {
    // eslint-disable-next-line prefer-rest-params
    ;(w.dataLayer ??= []).push(arguments)
  }
  const loaded = (w.smedjaTags ??= {})
  if (!loaded.gtagJs) {
    loaded.gtagJs = true
    w.gtag('js', new Date())
    addScript(`${GTM}/gtag/js?id=${encodeURIComponent(id)}`)
  }
  return w.gtag
}

const LOADERS: Record<TagName, (w: TagWindow, id: string) => void> = {
  ga4MeasurementId: (w, id) => gtag(w, id)('config', id),
  googleAdsId: (w, id) => gtag(w, id)('config', id),
  gtmContainerId: (w, id) => {
    ;(w.dataLayer ??= []).push({ 'gtm.start': Date.now(), event: 'gtm.js' })
    addScript(`${GTM}/gtm.js?id=${encodeURIComponent(id)}`)
  },
  metaPixelId: (w, id) => {
    if (!w.fbq) {
      const fbq = function (...args: unknown[]) {
        if (fbq.callMethod) fbq.callMethod(...args)
        else fbq.queue.push(args)
      } as Fbq
      fbq.push = fbq
      fbq.loaded = true
      fbq.version = '2.0'
      fbq.queue = []
      w.fbq = w._fbq = fbq
      addScript('https://connect.facebook.net/en_US/fbevents.js')
    }
    w.fbq('init', id)
    w.fbq('track', 'PageView')
  },
}

export function loadConsentedTags(tags: ConsentTags, choices: ConsentChoices): void {
  const w = window as TagWindow
  const loaded = (w.smedjaTags ??= {})
  for (const name of TAG_NAMES) {
    const id = validTagId(name, tags[name])
    if (!id || loaded[name] || !choices[TAGS[name].category]) continue
    loaded[name] = true
    LOADERS[name](w, id)
  }
}
