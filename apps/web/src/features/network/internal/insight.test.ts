// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'

import { addInsightTag, INSIGHT_SCRIPT_ATTRIBUTE, insightScriptUrl, isPartnerId } from './insight'

const scripts = () =>
  document.querySelectorAll<HTMLScriptElement>(`script[${INSIGHT_SCRIPT_ATTRIBUTE}]`)

afterEach(() => {
  document.body.innerHTML = ''
})

describe('the insight tag', () => {
  it('adds one asynchronous script from the network host with the partner id', () => {
    const src = insightScriptUrl('http://127.0.0.1:3310')
    expect(addInsightTag(document, src, '4711')).toBe(true)
    expect(addInsightTag(document, src, '4711')).toBe(false)
    expect(scripts()).toHaveLength(1)
    const [script] = scripts()
    expect(script?.src).toBe('http://127.0.0.1:3310/insight.js')
    expect(script?.async).toBe(true)
    expect(script?.getAttribute('data-partner-id')).toBe('4711')
  })

  it('adds nothing for a partner id that is not digits', () => {
    expect(addInsightTag(document, 'http://n.test/insight.js', '47"11')).toBe(false)
    expect(addInsightTag(document, 'http://n.test/insight.js', '')).toBe(false)
    expect(scripts()).toHaveLength(0)
    expect(isPartnerId('123456')).toBe(true)
    expect(isPartnerId('1'.repeat(21))).toBe(false)
  })
})
