import { ScriptLoadError } from './errors'
import { uid, withQuery } from './env'

export const JSONP_SCRIPT_REMOVE_MS = 100
export const JSONP_CALLBACK_CLEAR_MS = 50

/** Where one-shot JSONP callbacks live: window.__INjsonp[name]. */
export const JSONP_REGISTRY = '__INjsonp'

type Registry = Record<string, ((data: unknown) => void) | undefined>

/**
 * Loads a JSONP URL. The callback parameter names a one-shot function that is cleared 50 ms after
 * it runs; the script element is removed 100 ms after it loads or fails.
 */
export function jsonp(
  win: Window,
  url: string,
  params: Record<string, unknown>,
  callbackParam = 'callback',
): Promise<unknown> {
  const doc = win.document
  const holder = win as unknown as Record<string, Registry | undefined>
  const registry = (holder[JSONP_REGISTRY] ??= {})
  const name = uid('cb')
  const src = withQuery(url, { ...params, [callbackParam]: `${JSONP_REGISTRY}.${name}` })
  return new Promise((resolve, reject) => {
    let answered = false
    registry[name] = (data) => {
      answered = true
      win.setTimeout(() => delete registry[name], JSONP_CALLBACK_CLEAR_MS)
      resolve(data)
    }
    const script = doc.createElement('script')
    script.async = true
    script.src = src
    const done = (failed: boolean) => {
      win.setTimeout(() => script.remove(), JSONP_SCRIPT_REMOVE_MS)
      if (failed || !answered) {
        win.setTimeout(() => delete registry[name], JSONP_CALLBACK_CLEAR_MS)
        if (!answered) reject(new ScriptLoadError(src))
      }
    }
    script.onload = () => done(false)
    script.onerror = () => done(true)
    ;(doc.head ?? doc.documentElement).appendChild(script)
  })
}

/** Loads an ordinary script (extensions). */
export function loadScript(win: Window, src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = win.document.createElement('script')
    script.async = true
    script.src = src
    script.onload = () => resolve()
    script.onerror = () => {
      script.remove()
      reject(new ScriptLoadError(src))
    }
    ;(win.document.head ?? win.document.documentElement).appendChild(script)
  })
}
