import { describe, expect, it } from 'vitest'

import {
  checkContactForm,
  conditionMatches,
  drawCaptcha,
  emailProblems,
  hiddenFieldIds,
  isValidEmail,
  type RuleField,
} from './rules'

const messages = {
  invalid: 'Ogiltig e-postadress',
  wrong_captcha: 'Fel svar',
  captcha: 'Kontrollfråga',
  wrong_checkbox: 'Kryssruta',
}

const field = (originalId: string, extra: Partial<RuleField> = {}): RuleField => ({
  originalId,
  id: `et_pb_contact_${originalId}_0`,
  type: 'input',
  label: originalId,
  required: false,
  conditions: null,
  ...extra,
})

describe('e-mail clauses of 5.3', () => {
  it('accepts an ordinary address after trimming and lowercasing', () => {
    expect(isValidEmail('  Anna.Berg@Norrberg-Industri.SE ')).toBe(true)
    expect(emailProblems("o'hara+test@example.co.uk")).toEqual([])
  })
  it('needs at least 6 characters', () => {
    expect(emailProblems('a@b.s')).toContain('length')
    expect(isValidEmail('a@b.se')).toBe(true)
  })
  it("needs an '@' that is not the first character", () => {
    expect(emailProblems('@example.se')).toContain('at')
    expect(emailProblems('annaexample.se')).toContain('at')
  })
  it('allows only the listed characters in the local part', () => {
    expect(emailProblems('an na@example.se')).toContain('local')
    expect(emailProblems('anna(x)@example.se')).toContain('local')
    expect(emailProblems("a!#$%&'*+/=?^_`{|}~.-@example.se")).toEqual([])
  })
  it('refuses consecutive dots and a leading or trailing dot or whitespace in the domain', () => {
    expect(emailProblems('anna@example..se')).toContain('domain')
    expect(emailProblems('anna@.example.se')).toContain('domain')
    expect(emailProblems('anna@example.se.')).toContain('domain')
    expect(emailProblems('anna@ex ample.se')).toContain('label')
  })
  it('needs at least two domain labels', () => {
    expect(emailProblems('anna@localhost')).toContain('labels')
  })
  it("allows letters, digits and '-' in labels, never at a label's ends", () => {
    expect(emailProblems('anna@-example.se')).toContain('label')
    expect(emailProblems('anna@example-.se')).toContain('label')
    expect(emailProblems('anna@exa_mple.se')).toContain('label')
    expect(emailProblems('anna@ex-ample.se')).toEqual([])
  })
})

describe('conditional operators of 5.3', () => {
  const c = (operator: Parameters<typeof conditionMatches>[1]['operator'], value = '') => ({
    field: 'x',
    operator,
    value,
  })
  it('is / is not compare the value exactly', () => {
    expect(conditionMatches('Service', c('is', 'Service'))).toBe(true)
    expect(conditionMatches('service', c('is', 'Service'))).toBe(false)
    expect(conditionMatches('Offert', c('is not', 'Service'))).toBe(true)
    expect(conditionMatches('Service', c('is not', 'Service'))).toBe(false)
  })
  it('is empty / is not empty', () => {
    expect(conditionMatches('', c('is empty'))).toBe(true)
    expect(conditionMatches([], c('is empty'))).toBe(true)
    expect(conditionMatches('x', c('is empty'))).toBe(false)
    expect(conditionMatches(['a'], c('is not empty'))).toBe(true)
    expect(conditionMatches(undefined, c('is not empty'))).toBe(false)
  })
  it('contains / does not contain ignore case and match literally', () => {
    expect(conditionMatches('Akut Service', c('contains', 'service'))).toBe(true)
    expect(conditionMatches('a.b', c('contains', '.'))).toBe(true)
    expect(conditionMatches('ab', c('contains', '.'))).toBe(false)
    expect(conditionMatches('abc', c('contains', 'a*'))).toBe(false)
    expect(conditionMatches('Offert', c('does not contain', 'SERV'))).toBe(true)
    expect(conditionMatches('Service', c('does not contain', 'serv'))).toBe(false)
  })
  it('is greater / is less compare integers only', () => {
    expect(conditionMatches('10', c('is greater', '9'))).toBe(true)
    expect(conditionMatches('9', c('is greater', '10'))).toBe(false)
    expect(conditionMatches('3', c('is less', '10'))).toBe(true)
    expect(conditionMatches('-2', c('is less', '1'))).toBe(true)
    expect(conditionMatches('10.5', c('is greater', '9'))).toBe(false)
    expect(conditionMatches('10', c('is greater', '9.5'))).toBe(false)
    expect(conditionMatches('abc', c('is less', '10'))).toBe(false)
    expect(conditionMatches('', c('is less', '10'))).toBe(false)
  })
})

describe('conditional fields', () => {
  const fields = [
    field('arende', { type: 'select' }),
    field('antal', { type: 'number' }),
    field('datum', {
      conditions: {
        relation: 'all',
        rules: [{ field: 'arende', operator: 'is', value: 'Service' }],
      },
    }),
    field('both', {
      conditions: {
        relation: 'all',
        rules: [
          { field: 'arende', operator: 'is', value: 'Service' },
          { field: 'antal', operator: 'is greater', value: '2' },
        ],
      },
    }),
    field('either', {
      conditions: {
        relation: 'any',
        rules: [
          { field: 'arende', operator: 'is', value: 'Service' },
          { field: 'antal', operator: 'is greater', value: '2' },
        ],
      },
    }),
    // Depends on a conditional field: hidden while that one is.
    field('tid', {
      conditions: {
        relation: 'all',
        rules: [{ field: 'datum', operator: 'is not empty', value: '' }],
      },
    }),
  ]
  const id = (o: string) => `et_pb_contact_${o}_0`
  it('shows a field when all conditions match (relation all) and hides it otherwise', () => {
    const hidden = hiddenFieldIds(fields, { [id('arende')]: 'Service', [id('antal')]: '1' })
    expect(hidden.has(id('datum'))).toBe(false)
    expect(hidden.has(id('both'))).toBe(true)
    expect(
      hiddenFieldIds(fields, { [id('arende')]: 'Service', [id('antal')]: '3' }).has(id('both')),
    ).toBe(false)
  })
  it('shows a field when any condition matches (relation any)', () => {
    expect(hiddenFieldIds(fields, { [id('antal')]: '3' }).has(id('either'))).toBe(false)
    expect(hiddenFieldIds(fields, { [id('antal')]: '1' }).has(id('either'))).toBe(true)
  })
  it("treats a hidden field's value as empty for the fields that depend on it", () => {
    const values = { [id('arende')]: 'Offert', [id('datum')]: '2026-12-01' }
    expect(hiddenFieldIds(fields, values).has(id('tid'))).toBe(true)
    expect(hiddenFieldIds(fields, { ...values, [id('arende')]: 'Service' }).has(id('tid'))).toBe(
      false,
    )
  })
})

describe('checkContactForm', () => {
  const fields = [
    field('namn', { label: 'Namn', required: true }),
    field('epost', { label: 'E-post', type: 'email', required: true }),
    field('tjanster', { label: '', type: 'checkbox', required: true }),
    field('val', { label: 'Val', type: 'radio', required: true }),
    field('nolabel', { label: '', required: true }),
    field('datum', {
      label: 'Datum',
      required: true,
      conditions: { relation: 'all', rules: [{ field: 'namn', operator: 'is', value: 'visa' }] },
    }),
    { ...field('x'), id: 'et_pb_contact_et_number_0', required: true, type: 'number' as const },
  ]
  const id = (o: string) => `et_pb_contact_${o}_0`
  const captcha = { id: 'et_pb_contact_captcha_0', first: 3, second: 7 }

  it('lists empty required fields and empty groups, with the fallback labels', () => {
    const check = checkContactForm({
      fields,
      values: {},
      messages,
      captcha: { ...captcha, answer: '10' },
    })
    expect(check.missing).toEqual(['Namn', 'E-post', 'Kryssruta', 'Val', 'Kontrollfråga'])
    expect(check.errorIds).toEqual([
      id('namn'),
      id('epost'),
      id('tjanster'),
      id('val'),
      id('nolabel'),
    ])
    expect(check.ok).toBe(false)
  })
  it('exempts et_number fields from the required check', () => {
    const check = checkContactForm({ fields, values: {}, messages, captcha: null })
    expect(check.errorIds).not.toContain('et_pb_contact_et_number_0')
  })
  it('skips fields hidden by conditions and reports their ids', () => {
    const check = checkContactForm({ fields, values: {}, messages, captcha: null })
    expect(check.errorIds).not.toContain(id('datum'))
    expect(check.hiddenIds).toEqual(['datum'])
    const shown = checkContactForm({
      fields,
      values: { [id('namn')]: 'visa' },
      messages,
      captcha: null,
    })
    expect(shown.errorIds).toContain(id('datum'))
    expect(shown.hiddenIds).toEqual([])
  })
  it('adds the invalid message for a bad e-mail, but not for one equal to its label', () => {
    const base = {
      [id('namn')]: 'A',
      [id('tjanster')]: ['x'],
      [id('val')]: 'y',
      [id('nolabel')]: 'z',
    }
    const bad = checkContactForm({
      fields,
      values: { ...base, [id('epost')]: 'anna@' },
      messages,
      captcha: null,
    })
    expect(bad.invalid).toEqual(['Ogiltig e-postadress'])
    expect(bad.errorIds).toEqual([id('epost')])
    const asLabel = checkContactForm({
      fields,
      values: { ...base, [id('epost')]: 'E-post' },
      messages,
      captcha: null,
    })
    expect(asLabel.invalid).toEqual([])
    const good = checkContactForm({
      fields,
      values: { ...base, [id('epost')]: ' Anna@Example.se ' },
      messages,
      captcha: { ...captcha, answer: '10' },
    })
    expect(good.ok).toBe(true)
  })
  it('shows the wrong_captcha message for a wrong sum and asks for new numbers', () => {
    const check = checkContactForm({
      fields: [],
      values: {},
      messages,
      captcha: { ...captcha, answer: '11' },
    })
    expect(check.invalid).toEqual(['Fel svar'])
    expect(check.wrongCaptcha).toBe(true)
    expect(check.errorIds).toEqual([captcha.id])
    expect(
      checkContactForm({ fields: [], values: {}, messages, captcha: { ...captcha, answer: '10' } })
        .ok,
    ).toBe(true)
  })
})

describe('drawCaptcha', () => {
  it('draws numbers from 1 to 15, both ends included', () => {
    expect(drawCaptcha(() => 0)).toEqual([1, 1])
    expect(drawCaptcha(() => 0.9999999)).toEqual([15, 15])
    const seen = new Set<number>()
    for (let i = 0; i < 2000; i++) for (const n of drawCaptcha()) seen.add(n)
    expect([...seen].sort((a, b) => a - b)).toEqual(Array.from({ length: 15 }, (_, i) => i + 1))
  })
})
