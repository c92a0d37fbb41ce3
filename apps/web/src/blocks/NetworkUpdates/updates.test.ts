import { describe, expect, it } from 'vitest'

import { companyUpdatesPath, formatUpdateDate, isCompanyIdentifier, parseUpdates } from './updates'

describe('company updates', () => {
  it('reads the API values into updates, with kind, person and time', () => {
    const updates = parseUpdates([
      {
        updateKey: 'UPDATE-2',
        updateType: 'JOBP',
        timestamp: 1746172800000,
        updateContent: {
          title: 'Ali Hassan är ny projektledare',
          body: 'Ali leder energiprojekten.',
          person: { firstName: 'Ali', lastName: 'Hassan' },
        },
      },
      {
        updateKey: 'UPDATE-1',
        updateType: 'CMPY',
        timestamp: 'not a time',
        updateContent: { title: ' Ramavtal ', person: null },
      },
    ])
    expect(updates).toEqual([
      {
        key: 'UPDATE-2',
        kind: 'job',
        title: 'Ali Hassan är ny projektledare',
        body: 'Ali leder energiprojekten.',
        publishedAt: 1746172800000,
        person: 'Ali Hassan',
      },
      {
        key: 'UPDATE-1',
        kind: 'news',
        title: 'Ramavtal',
        body: '',
        publishedAt: null,
        person: null,
      },
    ])
  })

  it('leaves out entries without a title and answers [] for anything but a list', () => {
    expect(parseUpdates([{ updateKey: 'U', updateContent: { body: 'x' } }, null, 'x'])).toEqual([])
    expect(parseUpdates({ values: [] })).toEqual([])
    expect(parseUpdates(undefined)).toEqual([])
    expect(parseUpdates([{ updateType: 'XYZ', updateContent: { title: 'T' } }])[0]).toMatchObject({
      key: 'update-0',
      kind: 'other',
    })
  })

  it('addresses companies by id or by universal name', () => {
    expect(companyUpdatesPath('1001')).toBe('/companies/1001/updates')
    expect(companyUpdatesPath(' norrberg-industriservice ')).toBe(
      '/companies/universal-name=norrberg-industriservice/updates',
    )
    expect(isCompanyIdentifier('1001')).toBe(true)
    expect(isCompanyIdentifier('norrberg-industriservice')).toBe(true)
    expect(isCompanyIdentifier('Norrberg AB')).toBe(false)
    expect(isCompanyIdentifier('../people/~')).toBe(false)
    expect(isCompanyIdentifier('')).toBe(false)
  })

  it('writes the date in Swedish time', () => {
    // 23:30 UTC on 13 November is 14 November in Sweden.
    expect(formatUpdateDate(Date.UTC(2026, 10, 13, 23, 30), 'sv')).toBe('14 november 2026')
    expect(formatUpdateDate(Date.UTC(2026, 10, 13, 23, 30), 'en')).toBe('14 November 2026')
  })
})
