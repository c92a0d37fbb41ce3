'use client'

import { useEffect, useState } from 'react'

import { NetworkErrorNote } from '../NetworkWidget/NetworkErrorNote'
import { connectNetwork } from '../NetworkWidget/networkClient'
import { describeNetworkError, type NetworkErrorText } from '../NetworkWidget/networkErrors'
import {
  companyUpdatesPath,
  formatUpdateDate,
  KIND_LABELS,
  parseUpdates,
  type CompanyUpdate,
} from './updates'

type State =
  | { status: 'loading' }
  | { status: 'ready'; updates: CompanyUpdate[] }
  | { status: 'error'; error: NetworkErrorText }

/** Reads the company's updates with IN.API.Raw('/companies/{id}/updates') and lists them. */
export function CompanyUpdates({
  sdk,
  company,
  count,
  locale,
}: {
  sdk: { src: string; options: string }
  company: string
  count: number
  locale: 'sv' | 'en'
}) {
  const [state, setState] = useState<State>({ status: 'loading' })
  const { src, options } = sdk
  useEffect(() => {
    let current = true
    connectNetwork(document, { src, options })
      .then((IN) => IN.API.Raw(companyUpdatesPath(company)).params({ count }).toPromise())
      .then(({ values }) => {
        if (current) setState({ status: 'ready', updates: parseUpdates(values) })
      })
      .catch((error: unknown) => {
        if (current) setState({ status: 'error', error: describeNetworkError(error) })
      })
    return () => {
      current = false
    }
  }, [src, options, company, count])

  if (state.status === 'loading') {
    return <p className="network-api-status">Hämtar nyheter från nätverket…</p>
  }
  if (state.status === 'error') return <NetworkErrorNote error={state.error} />
  if (!state.updates.length) {
    return <p className="network-api-status">Inga nyheter i nätverket ännu.</p>
  }
  return (
    <ol className="network-api-list" aria-label="Nyheter från nätverket">
      {state.updates.map((update) => (
        <li key={update.key} className="network-api-card">
          <p className="network-api-meta">
            {KIND_LABELS[update.kind]}
            {update.publishedAt !== null ? (
              <>
                {' · '}
                <time dateTime={new Date(update.publishedAt).toISOString()}>
                  {formatUpdateDate(update.publishedAt, locale)}
                </time>
              </>
            ) : null}
          </p>
          <p className="network-api-title">{update.title}</p>
          {update.body ? <p>{update.body}</p> : null}
        </li>
      ))}
    </ol>
  )
}
