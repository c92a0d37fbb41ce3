/** True when a browser DOM is present (false on the server and in workers). */
export function hasDom(): boolean {
  return typeof window !== 'undefined' && typeof document !== 'undefined'
}

export type WindowContext = 'popup' | 'iframe' | 'page'

/** Whether this window is a popup (has a live opener), an iframe, or a top-level page. */
export function windowContext(win: Window): WindowContext {
  try {
    if (win.opener && !win.opener.closed) return 'popup'
  } catch {
    return 'popup'
  }
  return win.parent && win.parent !== win ? 'iframe' : 'page'
}

/** Parses window.name as the JSON object the SDK gives its frames; {} when it is anything else. */
export function windowNameData(win: Window): Record<string, unknown> {
  try {
    const data: unknown = JSON.parse(win.name)
    return data && typeof data === 'object' && !Array.isArray(data)
      ? (data as Record<string, unknown>)
      : {}
  } catch {
    return {}
  }
}

/** Reads localStorage without throwing where storage is blocked. */
export function readStorage(win: Window, key: string): string | null {
  try {
    return win.localStorage.getItem(key)
  } catch {
    return null
  }
}

export function originOf(url: string, base?: string): string {
  try {
    return new URL(url, base).origin
  } catch {
    return ''
  }
}

/** Appends query parameters to a URL; undefined and null values are left out. */
export function withQuery(url: string, params: Record<string, unknown>): string {
  const query = Object.entries(params)
    .flatMap(([k, v]) => (Array.isArray(v) ? v.map((item: unknown) => [k, item]) : [[k, v]]))
    .filter(([, v]) => v !== undefined && v !== null)
    .map(([k, v]) => `${encodeURIComponent(String(k))}=${encodeURIComponent(String(v))}`)
    .join('&')
  if (!query) return url
  return url + (url.includes('?') ? '&' : '?') + query
}

let counter = 0
/** A short id unique within this page (channel names, callback names). */
export function uid(prefix: string): string {
  counter += 1
  return `${prefix}${counter}_${Math.random().toString(36).slice(2, 8)}`
}

/** Where the SDK adds elements: the body, or the root element before the body exists. */
export const bodyOf = (doc: Document): HTMLElement => doc.body ?? doc.documentElement
