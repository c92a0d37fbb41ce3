import type { NetworkErrorText } from './networkErrors'

/** An error from the network, for the network modules' islands: the Swedish sentence, then the original. */
export function NetworkErrorNote({ error }: { error: NetworkErrorText }) {
  return (
    <div className="network-api-error" role="alert">
      <p>{error.message}</p>
      <p className="network-api-error-detail">
        Felmeddelande från nätverket: <span lang="en">{error.detail}</span>
      </p>
    </div>
  )
}
