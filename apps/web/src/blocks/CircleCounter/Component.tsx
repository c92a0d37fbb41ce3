import '../shared/counters/counters.css'

import type React from 'react'

import type { CircleCounterBlock } from '@/payload-types'

import { counterColourVars } from '../shared/counters/counterColours'
import { CounterDigits, CounterMotion } from '../shared/counters/lazy.client'
import {
  PERCENT_SUFFIX,
  counterNumberFormat,
  counterPercent,
  formatCounterNumber,
} from '../shared/counters/counterNumber'
import { ModuleShell } from '../shared/ModuleShell'
import type { RenderContext } from '../shared/types'
import { CIRCLE_COUNTER_LINE_WIDTH, CIRCLE_COUNTER_SIZE } from './circle'

const centre = CIRCLE_COUNTER_SIZE / 2
const radius = (CIRCLE_COUNTER_SIZE - CIRCLE_COUNTER_LINE_WIDTH) / 2

/**
 * A ring filling to a percentage with the number counting in its middle (spec 3.6, 9.5). The ring is
 * drawn on the server at its final value; counters.css holds it at `--counter-progress`.
 */
export function CircleCounterBlockComponent({
  block,
  context,
}: {
  block: CircleCounterBlock
  context: RenderContext
}) {
  const percent = counterPercent(block.percent)
  const format = counterNumberFormat(percent, null, context.locale)
  const suffix = block.percentSign === false ? '' : PERCENT_SUFFIX
  return (
    <ModuleShell
      slug="circleCounter"
      settings={block.settings}
      context={context}
      linkLabel={block.title}
    >
      <div
        className="counter counter-colours circle-counter"
        style={
          counterColourVars(block.colours, ['bar', 'track', 'trackAlpha']) as React.CSSProperties
        }
      >
        <CounterMotion animate={!context.builderMode} className="circle-counter-figure">
          <svg
            className="circle-counter-ring"
            viewBox={`0 0 ${CIRCLE_COUNTER_SIZE} ${CIRCLE_COUNTER_SIZE}`}
            aria-hidden="true"
          >
            <circle
              className="circle-counter-track"
              cx={centre}
              cy={centre}
              r={radius}
              strokeWidth={CIRCLE_COUNTER_LINE_WIDTH}
            />
            <circle
              className="circle-counter-bar"
              cx={centre}
              cy={centre}
              r={radius}
              strokeWidth={CIRCLE_COUNTER_LINE_WIDTH}
              pathLength={100}
              style={{ '--counter-percent': percent } as React.CSSProperties}
            />
          </svg>
          <p className="circle-counter-value">
            <CounterDigits value={percent} format={format} />
            {suffix ? <span aria-hidden="true">{suffix}</span> : null}
            <span className="visually-hidden">{formatCounterNumber(percent, format) + suffix}</span>
          </p>
        </CounterMotion>
        {block.title ? <p className="counter-title">{block.title}</p> : null}
      </div>
    </ModuleShell>
  )
}
