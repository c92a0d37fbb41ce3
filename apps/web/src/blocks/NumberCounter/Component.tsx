import '../shared/counters/counters.css'

import type React from 'react'

import type { NumberCounterBlock } from '@/payload-types'

import { counterColourVars } from '../shared/counters/counterColours'
import { CounterDigits, CounterMotion } from '../shared/counters/lazy.client'
import {
  NUMBER_COUNTER_DEFAULT_VALUE,
  PERCENT_SUFFIX,
  counterNumberFormat,
  formatCounterNumber,
} from '../shared/counters/counterNumber'
import { ModuleShell } from '../shared/ModuleShell'
import type { RenderContext } from '../shared/types'

/** A number counting up to its value, thousands grouped (spec 3.6, 9.5). */
export function NumberCounterBlockComponent({
  block,
  context,
}: {
  block: NumberCounterBlock
  context: RenderContext
}) {
  const value = Number.isFinite(block.value) ? block.value : NUMBER_COUNTER_DEFAULT_VALUE
  const format = counterNumberFormat(value, block.separator, context.locale)
  const suffix = block.percentSign ? PERCENT_SUFFIX : ''
  return (
    <ModuleShell
      slug="numberCounter"
      settings={block.settings}
      context={context}
      linkLabel={block.title}
    >
      <div
        className="counter counter-colours number-counter"
        style={counterColourVars(block.colours, ['number']) as React.CSSProperties}
      >
        <CounterMotion animate={!context.builderMode}>
          <p className="number-counter-value">
            <CounterDigits value={value} format={format} />
            {suffix ? <span aria-hidden="true">{suffix}</span> : null}
            <span className="visually-hidden">{formatCounterNumber(value, format) + suffix}</span>
          </p>
        </CounterMotion>
        {block.title ? <p className="counter-title">{block.title}</p> : null}
      </div>
    </ModuleShell>
  )
}
