import { describe, expect, it } from 'vitest'

import { TEXT_MAX } from './limits'
import { normaliseCommentText, parseComment } from './validation'

const valid = {
  author: '  Lena Holmqvist ',
  email: ' lena@example.se ',
  text: 'Bra skrivet!',
  reply_to: '',
  idempotency_key: '',
}

describe('comment validation', () => {
  it('takes a trimmed name, address and text; blank hidden fields are no reply and no key', () => {
    expect(parseComment(valid)).toEqual({
      ok: true,
      input: {
        author: 'Lena Holmqvist',
        email: 'lena@example.se',
        text: 'Bra skrivet!',
        replyTo: null,
        idempotencyKey: null,
      },
    })
  })

  it('answers each missing or wrong field in Swedish, one message per field', () => {
    expect(parseComment({ email: 'inte-en-adress', text: '   \n  ' })).toEqual({
      ok: false,
      errors: [
        { field: 'author', message: 'Skriv ditt namn.' },
        { field: 'email', message: 'Ange en giltig e-postadress.' },
        { field: 'text', message: 'Skriv en kommentar.' },
      ],
    })
    expect(parseComment({ ...valid, author: ' ' })).toMatchObject({
      errors: [{ field: 'author', message: 'Skriv ditt namn.' }],
    })
  })

  it('limits the lengths', () => {
    expect(parseComment({ ...valid, author: 'x'.repeat(81) })).toMatchObject({
      errors: [{ field: 'author', message: 'Namnet får vara högst 80 tecken.' }],
    })
    expect(parseComment({ ...valid, text: 'x'.repeat(TEXT_MAX) })).toMatchObject({ ok: true })
    expect(parseComment({ ...valid, text: 'x'.repeat(TEXT_MAX + 1) })).toMatchObject({
      errors: [{ field: 'text', message: 'Kommentaren får vara högst 4000 tecken.' }],
    })
    expect(parseComment({ ...valid, email: `${'a'.repeat(250)}@example.se` })).toMatchObject({
      errors: [{ field: 'email', message: 'Ange en giltig e-postadress.' }],
    })
  })

  it('reads the reply target as a comment id and refuses anything else', () => {
    expect(parseComment({ ...valid, reply_to: '42' })).toMatchObject({ input: { replyTo: 42 } })
    for (const bad of ['abc', '-1', '1.5', '0'])
      expect(parseComment({ ...valid, reply_to: bad })).toMatchObject({
        errors: [{ field: 'reply_to', message: 'Kommentaren du svarar på finns inte.' }],
      })
  })

  it('accepts a form key of 16 to 64 safe characters only', () => {
    const key = 'a1B2c3D4e5F6g7H8'
    expect(parseComment({ ...valid, idempotency_key: key })).toMatchObject({
      input: { idempotencyKey: key },
    })
    for (const bad of ['kort', 'x'.repeat(65), 'a1B2c3D4e5F6g7H8 <script>'])
      expect(parseComment({ ...valid, idempotency_key: bad })).toMatchObject({
        errors: [{ field: 'idempotency_key' }],
      })
  })

  it('keeps line breaks, drops trailing spaces and runs of empty lines', () => {
    expect(normaliseCommentText('  Hej!\r\nRad två   \r\n\r\n\r\n\r\nNytt stycke  ')).toBe(
      'Hej!\nRad två\n\nNytt stycke',
    )
    expect(parseComment({ ...valid, text: 'Ett\r\ntvå' })).toMatchObject({
      input: { text: 'Ett\ntvå' },
    })
  })
})
