import { vi } from 'vitest'
import { createNetwork, type Network } from '../src/network'
import type { ApiRequest, ApiResponse, ApiTransport } from '../src/api/transport'
import { JSONP_REGISTRY } from '../src/jsonp'

export const HOST = 'http://net.test'

/** A network on the jsdom window with the host set and an optional fake API transport. */
export function makeNetwork(
  options: Record<string, unknown> = {},
  transport?: ApiTransport,
): Network {
  return createNetwork({ window, options: { host: HOST, ...options }, transport })
}

/** A transport answering each request with respond(request). */
export function fakeTransport(
  respond: (request: ApiRequest) => ApiResponse | Promise<ApiResponse>,
) {
  const requests: ApiRequest[] = []
  const transport: ApiTransport = {
    send: async (request) => {
      requests.push(request)
      return respond(request)
    },
  }
  return { transport, requests }
}

export function channelOf(frame: HTMLIFrameElement): string {
  return (JSON.parse(frame.name) as { xdChannel: string }).xdChannel
}

/** Sends a frame event to the page as if it came from the iframe on the given origin. */
export function fromFrame(
  frame: HTMLIFrameElement,
  type: string,
  data?: unknown,
  origin = HOST,
): void {
  window.dispatchEvent(
    new MessageEvent('message', {
      data: { xdoor: 1, channel: channelOf(frame), type, data },
      origin,
      source: frame.contentWindow,
    }),
  )
}

export function frames(root: ParentNode = document): HTMLIFrameElement[] {
  return Array.from(root.querySelectorAll('iframe'))
}

export function frameUrl(frame: HTMLIFrameElement): URL {
  return new URL(frame.src)
}

/** Adds tag markup to the body and returns the script elements. */
export function addTags(html: string): HTMLScriptElement[] {
  const holder = document.createElement('div')
  holder.innerHTML = html
  document.body.appendChild(holder)
  return Array.from(holder.querySelectorAll('script'))
}

export interface FakePopup {
  url: string
  name: string
  features: string
  closed: boolean
  close(): void
  postMessage: ReturnType<typeof vi.fn>
}

/** Replaces window.open with a recorder of fake popups. */
export function stubWindowOpen(): FakePopup[] {
  const popups: FakePopup[] = []
  vi.spyOn(window, 'open').mockImplementation(((url: string, name: string, features: string) => {
    const popup: FakePopup = {
      url,
      name,
      features,
      closed: false,
      close() {
        this.closed = true
      },
      postMessage: vi.fn(),
    }
    popups.push(popup)
    return popup as unknown as Window
  }) as typeof window.open)
  return popups
}

/** Delivers a message from a fake popup through the network's hub. */
export function fromPopup(net: Network, popup: FakePopup, type: string, data?: unknown): boolean {
  const channel = (JSON.parse(popup.name) as { xdChannel: string }).xdChannel
  return net.hub.receive({
    data: { xdoor: 1, channel, type, data },
    origin: HOST,
    source: popup,
  } as unknown as MessageEvent)
}

/**
 * Answers JSONP script requests: when a script whose src starts with HOST is added, the answer
 * for its URL is passed to its callback and its load event fires.
 */
const observers: MutationObserver[] = []

/** Stops every JSONP answerer (call in afterEach). */
export function stopAnswering(): void {
  for (const observer of observers.splice(0)) observer.disconnect()
}

export function answerJsonp(answer: (url: URL) => unknown): URL[] {
  const seen: URL[] = []
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of Array.from(record.addedNodes)) {
        if (!(node instanceof HTMLScriptElement) || !node.src.startsWith(HOST)) continue
        const url = new URL(node.src)
        seen.push(url)
        const callback = url.searchParams.get('callback') ?? ''
        const name = callback.replace(`${JSONP_REGISTRY}.`, '')
        const registry = (
          window as unknown as Record<string, Record<string, (d: unknown) => void>>
        )[JSONP_REGISTRY]
        queueMicrotask(() => {
          const data = answer(url)
          if (data !== undefined) registry?.[name]?.(data)
          node.dispatchEvent(new Event(data === undefined ? 'error' : 'load'))
        })
      }
    }
  })
  observer.observe(document, { childList: true, subtree: true })
  observers.push(observer)
  return seen
}

export const flush = () => new Promise((resolve) => setTimeout(resolve, 0))
