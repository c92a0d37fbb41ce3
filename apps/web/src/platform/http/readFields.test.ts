import { describe, expect, it } from 'vitest'

import { readFields } from './readFields'

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request('http://localhost/x', { method: 'POST', body, headers })
const json = (body: string, headers: Record<string, string> = {}) =>
  post(body, { 'content-type': 'application/json', ...headers })

describe('readFields', () => {
  it('reads a JSON object, a form-encoded body and a multipart form without its files', async () => {
    expect(await readFields(json('{"action":"vote","n":2}'))).toEqual({
      ok: true,
      fields: { action: 'vote', n: 2 },
    })
    expect(
      await readFields(
        post('action=vote&name=Anna+Berg', {
          'content-type': 'application/x-www-form-urlencoded',
        }),
      ),
    ).toEqual({ ok: true, fields: { action: 'vote', name: 'Anna Berg' } })
    const form = new FormData()
    form.set('action', 'upload')
    form.set('file', new Blob(['data']), 'a.txt')
    expect(await readFields(post(form))).toEqual({ ok: true, fields: { action: 'upload' } })
  })

  it('reads an empty JSON body and a body of another type as no fields', async () => {
    expect(await readFields(json(''))).toEqual({ ok: true, fields: {} })
    expect(await readFields(post('action=vote', { 'content-type': 'text/plain' }))).toEqual({
      ok: true,
      fields: {},
    })
  })

  it('reports JSON that does not parse or is not an object as malformed', async () => {
    expect(await readFields(json('{"action":'))).toMatchObject({ ok: false, problem: 'malformed' })
    expect(await readFields(json('[1,2]'))).toEqual({
      ok: false,
      problem: 'malformed',
      detail: 'the JSON body is not an object',
    })
    expect(await readFields(json('null'))).toMatchObject({ ok: false, problem: 'malformed' })
  })

  it('refuses a body over the limit, by its declared length or by what arrives', async () => {
    const big = JSON.stringify({ text: 'x'.repeat(100) })
    expect(await readFields(json('{}', { 'content-length': '101' }), { maxLength: 100 })).toEqual({
      ok: false,
      problem: 'too-large',
    })
    expect(await readFields(json(big), { maxLength: 100 })).toEqual({
      ok: false,
      problem: 'too-large',
    })
    expect(await readFields(json(big))).toMatchObject({ ok: true })
  })
})
