import { describe, expect, it } from 'vitest'

import { helperScript, HELPER_CONFIG_ID, whenConfigParsed } from './script'

function fakeDocument(readyState: string, element: { textContent: string } | null) {
  const listeners: Record<string, () => void> = {}
  const doc = {
    readyState,
    element,
    getElementById: (id: string) => (id === HELPER_CONFIG_ID ? doc.element : null),
    addEventListener: (type: string, listener: () => void) => void (listeners[type] = listener),
    fire: (type: string) => listeners[type]?.(),
  }
  return doc
}

describe('the helper script waits for its configuration', () => {
  it('starts at once when the document is parsed', () => {
    const doc = fakeDocument('interactive', { textContent: '{"siteUrl":"https://a.example/"}' })
    const started: unknown[] = []
    whenConfigParsed(doc, HELPER_CONFIG_ID, (c) => started.push(c))
    expect(started).toEqual([{ siteUrl: 'https://a.example/' }])
  })

  it('run from the head before the element is parsed, starts on DOMContentLoaded', () => {
    // The async script ran while the parser was still held up before the body (CI run 7's failure:
    // the page stayed on "Logga in för att se sidan").
    const doc = fakeDocument('loading', null)
    const started: unknown[] = []
    whenConfigParsed(doc, HELPER_CONFIG_ID, (c) => started.push(c))
    expect(started).toEqual([])
    doc.element = { textContent: '{"siteUrl":"https://a.example/"}' }
    doc.readyState = 'interactive'
    doc.fire('DOMContentLoaded')
    expect(started).toEqual([{ siteUrl: 'https://a.example/' }])
  })

  it('does nothing on a page without the element', () => {
    const started: unknown[] = []
    whenConfigParsed(fakeDocument('complete', null), HELPER_CONFIG_ID, (c) => started.push(c))
    expect(started).toEqual([])
  })

  it('is what the served script starts with', () => {
    expect(helperScript()).toContain(
      `(${whenConfigParsed.toString()})(document, "${HELPER_CONFIG_ID}"`,
    )
    // Sent as one function expression: it must parse as a script on its own.
    expect(() => new Function(helperScript())).not.toThrow()
  })
})
