import './countdown.css'

import type { CountdownBlock } from '@/payload-types'

import { ModuleShell } from '../shared/ModuleShell'
import type { RenderContext } from '../shared/types'
import { classNames } from '../shared/visibility'
import { CountdownClock } from './lazy.client'
import { countdownLabels, formatEndTime, usesShortLabels } from './countdown'

/**
 * A countdown to the editor's end time (spec 3.6, 9.5). The server renders the clock as of now (for
 * a statically generated page: as of its generation), and the island corrects it in the browser.
 * Short labels in 3/8 and 1/4 columns are chosen here; a module 400 px wide or less gets them from
 * a container query in countdown.css.
 */
export function CountdownBlockComponent({
  block,
  context,
}: {
  block: CountdownBlock
  context: RenderContext
}) {
  const endMs = block.endTime ? Date.parse(block.endTime) : Number.NaN
  const t = countdownLabels[context.locale]
  return (
    <ModuleShell
      slug="countdown"
      settings={block.settings}
      context={context}
      linkLabel={block.title}
      className={classNames(
        usesShortLabels({ columnType: context.columnType }) && 'countdown-short-labels',
      )}
    >
      <div className="countdown">
        {block.title ? <p className="countdown-title">{block.title}</p> : null}
        <CountdownClock
          endMs={endMs}
          renderedAt={Date.now()}
          locale={context.locale}
          message={block.endMessage}
        />
        {Number.isFinite(endMs) ? (
          <p
            className={classNames(
              'countdown-end',
              block.showEndTime === false && 'visually-hidden',
            )}
          >
            {t.endTime}:{' '}
            <time dateTime={new Date(endMs).toISOString()}>
              {formatEndTime(endMs, context.locale)}
            </time>
          </p>
        ) : null}
      </div>
    </ModuleShell>
  )
}
