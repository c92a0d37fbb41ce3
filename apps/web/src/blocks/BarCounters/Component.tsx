import '../shared/counters/counters.css'

import type React from 'react'

import type { BarCountersBlock } from '@/payload-types'

import { counterColourVars } from '../shared/counters/counterColours'
import { CounterMotion } from '../shared/counters/lazy.client'
import {
  PERCENT_SUFFIX,
  counterNumberFormat,
  counterPercent,
  formatCounterNumber,
} from '../shared/counters/counterNumber'
import { ModuleShell } from '../shared/ModuleShell'
import type { RenderContext } from '../shared/types'
import { classNames } from '../shared/visibility'

/**
 * Labelled bars filling to their percentages (spec 3.6): widths and values are in the server HTML;
 * the bars grow together when scrolled into view.
 */
export function BarCountersBlockComponent({
  block,
  context,
}: {
  block: BarCountersBlock
  context: RenderContext
}) {
  const bars = (block.bars ?? []).map((bar) => ({
    id: bar.id,
    label: bar.label,
    percent: counterPercent(bar.percent),
  }))
  if (!bars.length) return null
  return (
    <ModuleShell slug="barCounters" settings={block.settings} context={context}>
      <div
        className="counter-colours bar-counters"
        style={
          counterColourVars(block.colours, ['bar', 'track', 'trackAlpha']) as React.CSSProperties
        }
      >
        <CounterMotion animate={!context.builderMode}>
          <ul className="bar-counters-list">
            {bars.map((bar, index) => {
              const text =
                formatCounterNumber(
                  bar.percent,
                  counterNumberFormat(bar.percent, null, context.locale),
                ) + PERCENT_SUFFIX
              return (
                <li key={bar.id ?? index} className="bar-counter">
                  <span className="bar-counter-label">{bar.label}</span>{' '}
                  <span
                    className={classNames(
                      'bar-counter-percent',
                      block.showPercent === false && 'visually-hidden',
                    )}
                  >
                    {text}
                  </span>
                  <span
                    className="bar-counter-track"
                    style={{ '--counter-percent': bar.percent } as React.CSSProperties}
                  >
                    <span className="bar-counter-fill" />
                  </span>
                </li>
              )
            })}
          </ul>
        </CounterMotion>
      </div>
    </ModuleShell>
  )
}
