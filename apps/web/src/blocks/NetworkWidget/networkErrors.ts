// What a visitor reads when a call to the network fails: a Swedish sentence that says what happened
// and what to do, followed by the network's own error text (SPEC 8.2) verbatim, for support.

export type NetworkErrorText = {
  /** Swedish, for the visitor. */
  message: string
  /** The SDK's or the service's message as it arrived (SPEC 8.2 texts are English). */
  detail: string
}

const SIGN_IN_NEEDED = 'Logga in via nätverket för att göra det här.'

/** The SPEC 8.2 texts a page can meet, by how they start, with the Swedish sentence shown for each. */
const KNOWN: ReadonlyArray<readonly [string, string]> = [
  ['You need to authenticate', SIGN_IN_NEEDED],
  ['Could not load script', 'Nätverkstjänsten går inte att nå just nu. Försök igen om en stund.'],
  ['Error: OAuth State mismatch', 'Inloggningen via nätverket misslyckades. Försök igen.'],
  [
    'Error:Failed to get OAuth accessToken',
    'Inloggningen via nätverket misslyckades. Försök igen.',
  ],
  ['urls.userSession endpoint was not defined', 'Nätverket är inte rätt inställt på webbplatsen.'],
  ['Sign-in URL was not specified', 'Nätverket är inte rätt inställt på webbplatsen.'],
  ['No XD object is available', 'Nätverket är inte rätt inställt på webbplatsen.'],
  ["Command has executed. You can't append", 'Sidan anropade nätverket på fel sätt.'],
  ['params() must receive', 'Sidan anropade nätverket på fel sätt.'],
  ['ids must be set', 'Sidan anropade nätverket på fel sätt.'],
  ['id must be set', 'Sidan anropade nätverket på fel sätt.'],
  ['url must be set', 'Sidan anropade nätverket på fel sätt.'],
  ['Invalid body was provided', 'Sidan anropade nätverket på fel sätt.'],
  ['Unknown Type:', 'Sidan anropade nätverket på fel sätt.'],
]

/** By the HTTP status of an API refusal (the service's message is the detail). */
const BY_STATUS: Readonly<Record<number, string>> = {
  400: 'Nätverket kunde inte ta emot det du skickade. Kontrollera texten och försök igen.',
  401: 'Din inloggning i nätverket har gått ut. Logga in igen.',
  403: 'Du har inte behörighet att göra det här i nätverket.',
  404: 'Det du letar efter finns inte längre i nätverket.',
  413: 'Texten är för lång för nätverket.',
  429: 'Nätverket får för många förfrågningar just nu. Försök igen om en stund.',
}

const FALLBACK = 'Något gick fel i kontakten med nätverket. Försök igen om en stund.'

/** The Swedish sentence and the original text for an error from the SDK or the network's API. */
export function describeNetworkError(error: unknown): NetworkErrorText {
  const detail =
    error instanceof Error ? error.message : typeof error === 'string' ? error : 'Unknown error'
  const known = KNOWN.find(([start]) => detail.startsWith(start))
  if (known) return { message: known[1], detail }
  const status = (error as { status?: unknown } | null)?.status
  if (typeof status === 'number') {
    const byStatus = BY_STATUS[status] ?? (status >= 500 ? FALLBACK : undefined)
    if (byStatus) return { message: byStatus, detail }
  }
  if (error instanceof Error && error.name === 'SignInError') {
    return { message: 'Inloggningen via nätverket avbröts eller misslyckades.', detail }
  }
  return { message: FALLBACK, detail }
}
