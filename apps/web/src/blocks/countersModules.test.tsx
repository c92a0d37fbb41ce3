import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import type {
  BarCountersBlock,
  CircleCounterBlock,
  CountdownBlock,
  NumberCounterBlock,
} from '@/payload-types'

import { BarCountersBlockComponent } from './BarCounters/Component'
import { CircleCounterBlockComponent } from './CircleCounter/Component'
import { CountdownBlockComponent } from './Countdown/Component'
import { NumberCounterBlockComponent } from './NumberCounter/Component'
import type { RenderContext } from './shared/types'

const live: RenderContext = { builderMode: false, locale: 'sv', columnType: '1_1' }
const builder: RenderContext = { ...live, builderMode: true }
const html = (node: React.ReactNode) => renderToStaticMarkup(<>{node}</>)
const nbsp = '\u00a0'

// 12:00 in Sweden on 15 March 2026.
const end = Date.UTC(2026, 2, 15, 11, 0, 0)

describe('countdown rendered on the server', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  const block: CountdownBlock = {
    blockType: 'countdown',
    title: 'Vårkampanjen slutar om',
    endTime: new Date(end).toISOString(),
    endMessage: 'Kampanjen är slut.',
    showEndTime: true,
  }

  it('shows the time left as of rendering, padded, hidden from screen readers, with the end time as text', () => {
    vi.setSystemTime(end - (1 * 86_400 + 2 * 3600 + 3 * 60 + 4) * 1000)
    const out = html(<CountdownBlockComponent block={block} context={live} />)
    const values = [...out.matchAll(/class="countdown-value">(\d+)</g)].map((m) => m[1])
    expect(values).toEqual(['001', '02', '03', '04'])
    expect(out).toContain('<div class="countdown-clock" aria-hidden="true">')
    expect(out).toContain(
      'Sluttid: <time dateTime="2026-03-15T11:00:00.000Z">15 mars 2026 kl. 12:00</time>',
    )
    expect(out).toContain('<div class="countdown-message" role="status"></div>')
    expect(out).toContain('Dagar')
    expect(out).not.toContain('countdown-short-labels')
  })

  it('shows zero and the message when rendered after the end', () => {
    vi.setSystemTime(end + 60_000)
    const out = html(<CountdownBlockComponent block={block} context={live} />)
    expect([...out.matchAll(/class="countdown-value">(\d+)</g)].map((m) => m[1])).toEqual([
      '000',
      '00',
      '00',
      '00',
    ])
    expect(out).toContain('role="status">Kampanjen är slut.</div>')
  })

  it('uses short labels in 3/8 and 1/4 columns, and can keep the end time for screen readers only', () => {
    vi.setSystemTime(end - 1000)
    const quarter = html(
      <CountdownBlockComponent
        block={{ ...block, showEndTime: false }}
        context={{ ...live, columnType: '1_4' }}
      />,
    )
    expect(quarter).toMatch(/class="module module-countdown countdown-short-labels"/)
    expect(quarter).toContain('<p class="countdown-end visually-hidden">')
    const wide = html(
      <CountdownBlockComponent block={block} context={{ ...live, columnType: '5_8' }} />,
    )
    expect(wide).not.toContain('countdown-short-labels')
  })
})

describe('counters rendered on the server', () => {
  it('number counter: the final value grouped Swedish style, for no-JS and screen readers', () => {
    const block: NumberCounterBlock = {
      blockType: 'numberCounter',
      title: 'Serviceuppdrag per år',
      value: 12_500,
      separator: 'space',
      percentSign: false,
    }
    const out = html(<NumberCounterBlockComponent block={block} context={live} />)
    expect(out).toContain(`<span class="counter-digits" aria-hidden="true">12${nbsp}500</span>`)
    expect(out).toContain(`<span class="visually-hidden">12${nbsp}500</span>`)
    expect(out).toContain('data-motion="pending"')
    expect(out).toContain('<p class="counter-title">Serviceuppdrag per år</p>')
  })

  it('number counter: 50 by default, percent sign when chosen, no animation in builder mode', () => {
    const block = {
      blockType: 'numberCounter',
      value: undefined,
      percentSign: true,
    } as unknown as NumberCounterBlock
    const out = html(<NumberCounterBlockComponent block={block} context={builder} />)
    expect(out).toContain(`<span class="visually-hidden">50${nbsp}%</span>`)
    expect(out).toContain('data-motion="off"')
  })

  it('circle counter: a ring with a 5 px line at its final percentage, track black at alpha 0.1', () => {
    const block: CircleCounterBlock = {
      blockType: 'circleCounter',
      title: 'Tillgänglighet',
      percent: 98,
      colours: { desktop: { bar: '#0b2540' }, hover: { bar: '#b43c0c' } },
    }
    const out = html(<CircleCounterBlockComponent block={block} context={live} />)
    expect(out).toContain('--counter-bar:#0b2540')
    expect(out).toContain('--counter-bar-hover:#b43c0c')
    expect(out).toContain('--counter-track:#000000')
    expect(out).toContain('--counter-track-alpha:0.1')
    expect(out.match(/stroke-width="5"/g)).toHaveLength(2)
    expect(out).toContain('style="--counter-percent:98"')
    expect(out).toContain(`<span class="visually-hidden">98${nbsp}%</span>`)
  })

  it('bar counters: every label with its percentage and final width', () => {
    const block: BarCountersBlock = {
      blockType: 'barCounters',
      bars: [
        { label: 'Planerat underhåll', percent: 85 },
        { label: 'Akuta reparationer', percent: 15 },
      ],
      showPercent: true,
    }
    const out = html(<BarCountersBlockComponent block={block} context={live} />)
    expect(out).toContain('<span class="bar-counter-label">Planerat underhåll</span>')
    expect(out).toContain(`<span class="bar-counter-percent">85${nbsp}%</span>`)
    expect(out).toContain('style="--counter-percent:85"')
    expect(out).toContain('style="--counter-percent:15"')
  })
})
