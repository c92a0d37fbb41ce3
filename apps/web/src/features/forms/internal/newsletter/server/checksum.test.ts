import { describe, expect, it } from 'vitest'

import { issueChecksum, verifyChecksum, type FormPromise } from './checksum'
import { linkToken, readLinkToken } from './links'
import { csvCell } from './exportCsv'

const key = 'test-secret-0123456789abcdef'
const promise: FormPromise = {
  listId: '3',
  provider: 'mailchimp',
  account: 'a1b2c3d4e5',
  firstName: 'Förnamn',
  lastName: null,
  customFields: [
    {
      id: 'REGION',
      type: 'select',
      label: 'Region',
      required: true,
      options: [{ id: 'r1', value: 'Norr', dataId: '7' }],
    },
  ],
  botProtection: true,
}

describe('newsletter checksum', () => {
  it('gives back the form settings it was issued with, for the same list, provider and account', () => {
    const checksum = issueChecksum(promise, key)
    expect(
      verifyChecksum(checksum, { listId: '3', provider: 'mailchimp', account: 'a1b2c3d4e5' }, key),
    ).toEqual(promise)
  })

  it('refuses another list, provider or account, altered settings and another key', () => {
    const checksum = issueChecksum(promise, key)
    const target = { listId: '3', provider: 'mailchimp', account: 'a1b2c3d4e5' }
    expect(verifyChecksum(checksum, { ...target, listId: '4' }, key)).toBeNull()
    expect(verifyChecksum(checksum, { ...target, provider: 'brevo' }, key)).toBeNull()
    expect(verifyChecksum(checksum, { ...target, account: 'other' }, key)).toBeNull()
    expect(verifyChecksum(checksum, target, `${key}x`)).toBeNull()
    const [body, signature] = checksum.split('.')
    const botOff = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(body!, 'base64url').toString()), b: false }),
    ).toString('base64url')
    expect(verifyChecksum(`${botOff}.${signature}`, target, key)).toBeNull()
    expect(verifyChecksum('nonsense', target, key)).toBeNull()
  })
})

describe('newsletter links', () => {
  it('reads back a signed token of its own kind only', () => {
    const nonce = 'a'.repeat(32)
    const token = linkToken('confirm', 42, nonce, key)
    expect(readLinkToken('confirm', token, key)).toEqual({ id: 42, nonce })
    expect(readLinkToken('unsubscribe', token, key)).toBeNull()
    expect(readLinkToken('confirm', token.replace('42', '43'), key)).toBeNull()
    expect(readLinkToken('confirm', token, `${key}x`)).toBeNull()
    expect(readLinkToken('confirm', undefined, key)).toBeNull()
  })
})

describe('subscriber CSV', () => {
  it('quotes cells and defuses formulas a visitor typed', () => {
    expect(csvCell('Anna "A" Berg')).toBe('"Anna ""A"" Berg"')
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"')
    expect(csvCell(null)).toBe('""')
    expect(csvCell({ REGION: 'Norr' })).toBe('"{""REGION"":""Norr""}"')
  })
})
