import { describe, expect, it } from 'vitest'

import { describeNetworkError } from './networkErrors'

/** The SDK's error for an API refusal: the service's message and the HTTP status. */
const refusal = (message: string, status: number) =>
  Object.assign(new Error(message), { name: 'ApiResponseError', status })

describe('describeNetworkError', () => {
  it('explains the 8.2 texts in Swedish and keeps the text itself', () => {
    const me = "You need to authenticate in order to use 'me' or '~' as a valid profile identifier"
    expect(describeNetworkError(new Error(me))).toEqual({
      message: 'Logga in via nätverket för att göra det här.',
      detail: me,
    })
    expect(
      describeNetworkError(new Error('Could not load script http://127.0.0.1:3310/in.js')),
    ).toEqual({
      message: 'Nätverkstjänsten går inte att nå just nu. Försök igen om en stund.',
      detail: 'Could not load script http://127.0.0.1:3310/in.js',
    })
    expect(describeNetworkError(new Error('Error: OAuth State mismatch')).message).toBe(
      'Inloggningen via nätverket misslyckades. Försök igen.',
    )
    expect(
      describeNetworkError(
        new Error("Command has executed. You can't append additional properties."),
      ).message,
    ).toBe('Sidan anropade nätverket på fel sätt.')
  })

  it('explains API refusals by their status', () => {
    expect(describeNetworkError(refusal('Access to post {9002} denied', 403))).toEqual({
      message: 'Du har inte behörighet att göra det här i nätverket.',
      detail: 'Access to post {9002} denied',
    })
    expect(describeNetworkError(refusal('Could not find post {1}', 404)).message).toBe(
      'Det du letar efter finns inte längre i nätverket.',
    )
    expect(describeNetworkError(refusal('The token has expired', 401)).message).toBe(
      'Din inloggning i nätverket har gått ut. Logga in igen.',
    )
    expect(describeNetworkError(refusal('boom', 502)).message).toBe(
      'Något gick fel i kontakten med nätverket. Försök igen om en stund.',
    )
  })

  it('names a failed sign-in and anything else', () => {
    const signIn = Object.assign(new Error('The sign-in window was closed'), {
      name: 'SignInError',
    })
    expect(describeNetworkError(signIn)).toEqual({
      message: 'Inloggningen via nätverket avbröts eller misslyckades.',
      detail: 'The sign-in window was closed',
    })
    expect(describeNetworkError('oops')).toEqual({
      message: 'Något gick fel i kontakten med nätverket. Försök igen om en stund.',
      detail: 'oops',
    })
    expect(describeNetworkError(null).detail).toBe('Unknown error')
  })
})
