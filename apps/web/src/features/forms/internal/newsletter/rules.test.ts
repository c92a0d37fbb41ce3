import { describe, expect, it } from 'vitest'

import {
  checkNewsletterForm,
  decodeCustomField,
  DOMAIN_LABEL_MAX,
  encodeCustomField,
  isNewsletterEmail,
  newsletterProviders,
  redirectTarget,
  type CustomField,
} from './rules'

const interests: CustomField = {
  id: 'INTRESSEN',
  type: 'checkbox',
  label: 'Intressen',
  required: true,
  options: [
    { id: 'o1', value: 'Svetsning', dataId: '1' },
    { id: 'o2', value: 'Underhåll', dataId: '2' },
    { id: 'o3', value: 'Lager', dataId: '3' },
  ],
}
const consent: CustomField = {
  id: 'GDPR',
  type: 'booleancheckbox',
  label: 'Samtycke',
  required: true,
  options: [],
}
const region: CustomField = {
  id: 'REGION',
  type: 'select',
  label: 'Region',
  required: false,
  options: [
    { id: 'r1', value: 'Norr', dataId: '7' },
    { id: 'r2', value: 'Söder', dataId: '8' },
  ],
}
const size: CustomField = { ...region, id: 'STORLEK', type: 'radio', label: 'Storlek' }
const workEmail: CustomField = {
  id: 'JOBBMEJL',
  type: 'email',
  label: 'Jobbmejl',
  required: false,
  options: [],
}
const company: CustomField = {
  id: 'FORETAG',
  type: 'text',
  label: 'Företag',
  required: true,
  options: [],
}

const names = { first: { label: 'Förnamn' }, last: { label: 'Efternamn' } }
const filled = { firstName: 'Anna', lastName: 'Berg', email: 'anna@smedja.se' }

describe('newsletter e-mail pattern (spec 5.4, 9.7)', () => {
  it('takes a local part of allowed characters, @, and domain labels of 1 to 63 characters', () => {
    expect(DOMAIN_LABEL_MAX).toBe(63)
    expect(isNewsletterEmail('anna.berg+nyhet@smedja.se')).toBe(true)
    expect(isNewsletterEmail("o'neil!#$%&*/=?^_`{|}~-@x.se")).toBe(true)
    expect(isNewsletterEmail('anna@localhost')).toBe(true)
    expect(isNewsletterEmail(`a@${'b'.repeat(63)}.se`)).toBe(true)
    expect(isNewsletterEmail('a@b.c')).toBe(true)
  })

  it('refuses a label of 64 characters, an empty label, a bad character, no @ or no local part', () => {
    expect(isNewsletterEmail(`a@${'b'.repeat(64)}.se`)).toBe(false)
    expect(isNewsletterEmail('a@smedja..se')).toBe(false)
    expect(isNewsletterEmail('a@.smedja.se')).toBe(false)
    expect(isNewsletterEmail('a@smedja.se.')).toBe(false)
    expect(isNewsletterEmail('a@smed_ja.se')).toBe(false)
    expect(isNewsletterEmail('a b@smedja.se')).toBe(false)
    expect(isNewsletterEmail('anna.smedja.se')).toBe(false)
    expect(isNewsletterEmail('@smedja.se')).toBe(false)
    expect(isNewsletterEmail('')).toBe(false)
  })
})

describe('newsletter form check (spec 5.4)', () => {
  it('passes a filled form', () => {
    expect(
      checkNewsletterForm({ names, values: filled, customFields: [], customValues: {} }),
    ).toEqual([])
  })

  it('requires the first and last name when the form has them, and only then', () => {
    const empty = { firstName: ' ', lastName: '', email: 'anna@smedja.se' }
    expect(
      checkNewsletterForm({ names, values: empty, customFields: [], customValues: {} }).map(
        (p) => p.field,
      ),
    ).toEqual(['firstname', 'lastname'])
    expect(
      checkNewsletterForm({
        names: { first: null, last: null },
        values: empty,
        customFields: [],
        customValues: {},
      }),
    ).toEqual([])
  })

  it('marks a bad e-mail with the invalid message', () => {
    expect(
      checkNewsletterForm({
        names,
        values: { ...filled, email: 'anna@smedja..se' },
        customFields: [],
        customValues: {},
        messages: { required: (l) => l, invalid: 'Ogiltig e-post' },
      }),
    ).toEqual([{ field: 'email', message: 'Ogiltig e-post' }])
  })

  it('custom fields follow the contact rules: required fields and groups, e-mail clauses of 5.3', () => {
    const fields = [interests, consent, company, workEmail]
    const problems = checkNewsletterForm({
      names,
      values: filled,
      customFields: fields,
      customValues: { INTRESSEN: [], GDPR: false, FORETAG: '', JOBBMEJL: 'x@y' },
    })
    expect(problems).toEqual([
      { field: 'INTRESSEN', message: 'Intressen måste fyllas i.' },
      { field: 'GDPR', message: 'Samtycke måste fyllas i.' },
      { field: 'FORETAG', message: 'Företag måste fyllas i.' },
      // 'x@y' is shorter than 6 characters and has one domain label (5.3).
      { field: 'JOBBMEJL', message: 'Ogiltig e-postadress.' },
    ])
    // An e-mail custom field that is empty, or equal to its label, is not checked.
    expect(
      checkNewsletterForm({
        names,
        values: filled,
        customFields: [workEmail],
        customValues: { JOBBMEJL: 'Jobbmejl' },
      }),
    ).toEqual([])
    // Hidden fields are skipped.
    expect(
      checkNewsletterForm({
        names,
        values: filled,
        customFields: fields,
        customValues: { INTRESSEN: ['o1'], GDPR: true, FORETAG: '' },
        hidden: ['FORETAG'],
      }),
    ).toEqual([])
  })
})

describe('et_custom_fields encoding (spec 7.3 item 3)', () => {
  it('checkbox groups map each checked option id to its value, for every provider', () => {
    for (const provider of newsletterProviders)
      expect(encodeCustomField(provider, interests, ['o1', 'o3'])).toEqual({
        o1: 'Svetsning',
        o3: 'Lager',
      })
  })

  it('a single checkbox sends one value', () => {
    for (const provider of newsletterProviders) {
      expect(encodeCustomField(provider, consent, true)).toBe(true)
      expect(encodeCustomField(provider, consent, false)).toBe(false)
    }
  })

  it('Mailchimp gets select and radio as { optionId: value }', () => {
    expect(encodeCustomField('mailchimp', region, 'r2')).toEqual({ r2: 'Söder' })
    expect(encodeCustomField('mailchimp', size, 'r1')).toEqual({ r1: 'Norr' })
  })

  it("Brevo gets a select as the option's data id, a radio as its value", () => {
    expect(encodeCustomField('brevo', region, 'r2')).toBe('8')
    expect(encodeCustomField('brevo', size, 'r1')).toBe('Norr')
  })

  it('local lists get select and radio as the value', () => {
    expect(encodeCustomField('local', region, 'r2')).toBe('Söder')
    expect(encodeCustomField('local', size, 'r1')).toBe('Norr')
  })

  it('sends nothing for an unchosen select or radio, text as typed', () => {
    expect(encodeCustomField('mailchimp', region, '')).toBeUndefined()
    expect(encodeCustomField('local', company, 'Smedja AB')).toBe('Smedja AB')
  })

  it('the server reads back exactly what the browser encodes, for every provider and type', () => {
    const states = {
      INTRESSEN: ['o2'],
      GDPR: true,
      REGION: 'r1',
      STORLEK: 'r2',
      FORETAG: 'Smedja AB',
    }
    for (const provider of newsletterProviders)
      for (const field of [interests, consent, region, size, company]) {
        const state = states[field.id as keyof typeof states]
        const decoded = decodeCustomField(
          provider,
          field,
          encodeCustomField(provider, field, state),
        )
        expect(decoded?.state, `${provider} ${field.type}`).toEqual(state)
      }
    expect(decodeCustomField('brevo', region, '7')?.value).toEqual({
      type: 'select',
      value: 'Norr',
      dataId: '7',
    })
  })

  it('refuses values the field could not have sent', () => {
    expect(decodeCustomField('mailchimp', region, 'Norr')).toBeNull()
    expect(decodeCustomField('mailchimp', region, { r1: 'Söder' })).toBeNull()
    expect(decodeCustomField('brevo', region, '99')).toBeNull()
    expect(decodeCustomField('local', interests, { o9: 'Annat' })).toBeNull()
    expect(decodeCustomField('local', interests, ['o1'])).toBeNull()
    expect(decodeCustomField('local', consent, 'ja')).toBeNull()
    expect(decodeCustomField('local', company, 5)).toBeNull()
  })
})

describe('redirect query (spec 3.5)', () => {
  it('appends the chosen values under first_name, last_name, email, ip_address and form_id', () => {
    expect(
      redirectTarget('/tack', ['name', 'last_name', 'email', 'ip_address', 'css_id'], {
        name: 'Åsa',
        last_name: 'Berg',
        email: 'asa@smedja.se',
        ip_address: '203.0.113.9',
        css_id: 'nyhetsbrev',
      }),
    ).toBe(
      '/tack?first_name=%C3%85sa&last_name=Berg&email=asa%40smedja.se&ip_address=203.0.113.9&form_id=nyhetsbrev',
    )
  })

  it('keeps an existing query and hash, and leaves out what was not chosen or is empty', () => {
    expect(redirectTarget('https://x.se/t?a=1#b', ['email', 'css_id'], { email: 'a@b.se' })).toBe(
      'https://x.se/t?a=1&email=a%40b.se#b',
    )
    expect(redirectTarget('/tack', [], { email: 'a@b.se' })).toBe('/tack')
  })
})
