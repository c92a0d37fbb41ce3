'use client'

import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react'

import { NetworkErrorNote } from '../NetworkWidget/NetworkErrorNote'
import { describeNetworkError, type NetworkErrorText } from '../NetworkWidget/networkErrors'
import { useNetwork } from '../NetworkWidget/useNetwork'
import {
  parseSearchResult,
  PERSON_FIELDS,
  resultCountText,
  searchParams,
  toggleBucket,
  withSelected,
  type Facet,
  type SearchResult,
  type Selection,
} from './search'

type State =
  | { status: 'searching'; result: SearchResult | null }
  | { status: 'done'; result: SearchResult }
  | { status: 'error'; result: SearchResult | null; error: NetworkErrorText }

/**
 * People search with IN.API.PeopleSearch(): a search form, the facets of the answer as checkbox
 * groups (ticking one searches again), the result list, and a live region that reads the count.
 */
export function PeopleSearch({
  sdk,
  pageSize,
}: {
  sdk: { src: string; options: string }
  pageSize: number
}) {
  const network = useNetwork(sdk)
  const inputId = useId()
  const [keywords, setKeywords] = useState('')
  const [selection, setSelection] = useState<Selection>({})
  const [state, setState] = useState<State>({ status: 'searching', result: null })
  const latest = useRef(0)

  const search = useCallback(
    (words: string, chosen: Selection) => {
      const call = ++latest.current
      setState((previous) => ({ status: 'searching', result: previous.result }))
      network()
        .then((IN) =>
          IN.API.PeopleSearch()
            .fields(PERSON_FIELDS)
            .params(searchParams(words, chosen, pageSize))
            .toPromise(),
        )
        .then(({ values, meta }) => {
          // An older search that answers late must not overwrite a newer one.
          if (call === latest.current)
            setState({ status: 'done', result: parseSearchResult(values, meta) })
        })
        .catch((error: unknown) => {
          if (call === latest.current)
            setState((previous) => ({
              status: 'error',
              result: previous.result,
              error: describeNetworkError(error),
            }))
        })
    },
    [network, pageSize],
  )

  useEffect(() => {
    search('', {})
  }, [search])

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const words = String(new FormData(event.currentTarget).get('keywords') ?? '')
    setKeywords(words)
    search(words, selection)
  }
  const toggle = (facet: string, bucket: string) => {
    const next = toggleBucket(selection, facet, bucket)
    setSelection(next)
    search(keywords, next)
  }

  const result = state.result
  const status =
    state.status === 'searching'
      ? 'Söker i nätverket…'
      : result
        ? resultCountText(result.total, result.people.length)
        : ''
  return (
    <div className="network-api network-search">
      <form role="search" className="network-search-form" onSubmit={submit}>
        <div>
          <label htmlFor={inputId}>Sök personer i nätverket</label>
          <input id={inputId} type="search" name="keywords" autoComplete="off" />
        </div>
        <button type="submit" className="button button-primary">
          Sök
        </button>
      </form>
      <p className="network-api-status" role="status">
        {status}
      </p>
      {state.status === 'error' ? <NetworkErrorNote error={state.error} /> : null}
      {result ? (
        <div className="network-search-layout">
          <div className="network-search-facets">
            {withSelected(result.facets, selection).map((facet) => (
              <FacetGroup key={facet.code} facet={facet} selection={selection} onToggle={toggle} />
            ))}
          </div>
          <ul className="network-api-list" aria-label="Sökresultat">
            {result.people.map((person) => (
              <li key={person.id} className="network-api-card">
                <p className="network-api-title">{person.name}</p>
                {person.headline ? <p>{person.headline}</p> : null}
                {person.location ? <p className="network-api-meta">{person.location}</p> : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  )
}

function FacetGroup({
  facet,
  selection,
  onToggle,
}: {
  facet: Facet
  selection: Selection
  onToggle: (facet: string, bucket: string) => void
}) {
  const chosen = selection[facet.code] ?? []
  return (
    <fieldset className="network-facet">
      <legend>{facet.name}</legend>
      {facet.buckets.map((bucket) => (
        <label key={bucket.code}>
          <input
            type="checkbox"
            name={facet.code}
            value={bucket.code}
            checked={chosen.includes(bucket.code)}
            onChange={() => onToggle(facet.code, bucket.code)}
          />
          {`${bucket.name} (${bucket.count})`}
        </label>
      ))}
    </fieldset>
  )
}
