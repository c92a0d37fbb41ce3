'use client'

import { Fragment, useEffect, useState } from 'react'

import { countdownLabels, countdownState, countdownUnits, msUntilNextTick } from './countdown'

type Props = {
  endMs: number
  /** When the server rendered the page: the first render must match its HTML. */
  renderedAt: number
  locale: 'sv' | 'en'
  message?: string | null
}

/**
 * The ticking clock (spec 9.5). It starts from the server's value (as of when the cached page was
 * generated), corrects itself to the visitor's clock at once, refreshes every second (on the
 * second) and stops at zero, where the editor's message appears in a status region. The digits are
 * hidden from screen readers, which get the end time instead of a number changing every second.
 */
export function CountdownClock({ endMs, renderedAt, locale, message }: Props) {
  const [now, setNow] = useState(renderedAt)
  const { digits, ended } = countdownState(endMs, now)

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const tick = () => {
      const at = Date.now()
      setNow(at)
      if (!countdownState(endMs, at).ended) timer = setTimeout(tick, msUntilNextTick(endMs, at))
    }
    tick()
    return () => clearTimeout(timer)
  }, [endMs])

  const labels = countdownLabels[locale]
  return (
    <>
      <div className="countdown-clock" aria-hidden="true" data-ended={ended ? '' : undefined}>
        {countdownUnits.map((unit, index) => (
          <Fragment key={unit}>
            {index > 0 ? <span className="countdown-separator">:</span> : null}
            <span className={`countdown-unit countdown-${unit}`}>
              <span className="countdown-value">{digits[unit]}</span>
              <span className="countdown-label">
                <span className="countdown-label-full">{labels.full[unit]}</span>
                <span className="countdown-label-short">{labels.short[unit]}</span>
              </span>
            </span>
          </Fragment>
        ))}
      </div>
      {message ? (
        <div className="countdown-message" role="status">
          {ended ? message : null}
        </div>
      ) : null}
    </>
  )
}
