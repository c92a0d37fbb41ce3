// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server'
import { createElement } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { analyticsAttributes, industriunderhallEvents, TAG_ATTRIBUTES } from '../../routing'
import type { WireEvent } from './tracker'
import { tagsAround } from './tracker'

afterEach(() => {
  vi.resetModules()
  document.body.innerHTML = ''
  delete document.body.dataset.builderMode
})

/** The Industriunderhåll page's tagged parts as the server renders them (attributes only). */
function page() {
  const attrs = (tag: Parameters<typeof analyticsAttributes>[0]) =>
    Object.entries(analyticsAttributes(tag, false))
      .map(([k, v]) => `${k}="${v}"`)
      .join(' ')
  document.body.innerHTML = `
    <div ${attrs(industriunderhallEvents.orderButton)}><a id="bestall" href="#kontakt">Beställ</a></div>
    <section ${attrs(industriunderhallEvents.videoSection)}>
      <h2 id="rubrik">Se hur det går till</h2>
      <div ${attrs(industriunderhallEvents.demoVideo)}><video id="demo"></video></div>
    </section>`
}

async function started() {
  const sent: WireEvent[] = []
  const { startTracking } = await import('./start')
  const tracker = startTracking('/industriunderhall', {
    transport: async (body) => {
      sent.push(...(JSON.parse(body) as { e: WireEvent[] }).e)
      return true
    },
    forward: () => {},
  })
  return { tracker, sent }
}

const clicks = (sent: WireEvent[]) =>
  sent.filter((e) => e.t === 'click').map((e) => `${e.c}/${e.a}/${e.l}`)

describe('the tracker on a page', () => {
  it('counts a click for the tagged element and every tagged element around it', async () => {
    page()
    const { tracker, sent } = await started()
    document.getElementById('demo')!.click()
    document.getElementById('rubrik')!.click()
    document.getElementById('bestall')!.click()
    await tracker!.flush()
    expect(clicks(sent)).toEqual([
      'Industriunderhåll/Klick/Demovideo',
      'Industriunderhåll/Klick/Videosektion',
      'Industriunderhåll/Klick/Videosektion',
      'Industriunderhåll/Klick/Beställ',
    ])
    expect(sent.filter((e) => e.t === 'pageview')).toEqual([
      expect.objectContaining({ p: '/industriunderhall' }),
    ])
  })

  it('does not count a click outside tagged elements', async () => {
    page()
    document.body.insertAdjacentHTML('beforeend', '<button id="annan">Annan</button>')
    const { tracker, sent } = await started()
    document.getElementById('annan')!.click()
    await tracker!.flush()
    expect(clicks(sent)).toEqual([])
  })

  it('starts nothing in builder mode (spec 6)', async () => {
    page()
    document.body.dataset.builderMode = 'true'
    const { tracker, sent } = await started()
    document.getElementById('bestall')!.click()
    expect(tracker).toBeNull()
    expect(sent).toEqual([])
  })

  it('reads the tags innermost first', () => {
    page()
    expect(tagsAround(document.getElementById('demo')).map((t) => t.label)).toEqual([
      'Demovideo',
      'Videosektion',
    ])
  })
})

describe('tag attributes', () => {
  it('render on the element as data attributes, and not in builder mode', () => {
    const tag = industriunderhallEvents.orderButton
    const html = renderToStaticMarkup(createElement('div', analyticsAttributes(tag, false)))
    expect(html).toBe(
      `<div ${TAG_ATTRIBUTES.category}="Industriunderhåll" ${TAG_ATTRIBUTES.action}="Klick" ${TAG_ATTRIBUTES.label}="Beställ"></div>`,
    )
    expect(analyticsAttributes(tag, true)).toEqual({})
    expect(analyticsAttributes({ category: 'K', action: '' }, false)).toEqual({})
    expect(analyticsAttributes({ category: 'K', action: 'A', label: '' }, false)).toEqual({
      [TAG_ATTRIBUTES.category]: 'K',
      [TAG_ATTRIBUTES.action]: 'A',
    })
  })

  it('name the five Industriunderhåll events of spec 7.4 in category Industriunderhåll', () => {
    expect(Object.values(industriunderhallEvents)).toEqual([
      { category: 'Industriunderhåll', action: 'Klick', label: 'Beställ' },
      { category: 'Industriunderhåll', action: 'Klick', label: 'Huvudvideo' },
      { category: 'Industriunderhåll', action: 'Klick', label: 'Introduktionsvideo' },
      { category: 'Industriunderhåll', action: 'Klick', label: 'Demovideo' },
      { category: 'Industriunderhåll', action: 'Klick', label: 'Videosektion' },
    ])
  })
})
