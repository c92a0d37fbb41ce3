import { describe, expect, it } from 'vitest'

import { isMembersOnly, mayView } from './access'

const anna = { sub: 'a', email: 'a@x.se', name: 'Anna', groups: ['medlemmar'] }
const bo = { sub: 'b', email: 'b@x.se', name: 'Bo', groups: [] }

describe('members-only access', () => {
  it('lets everyone see public documents and documents without the setting', () => {
    expect(mayView({ memberAccess: 'public' }, null)).toBe(true)
    expect(mayView({}, null)).toBe(true)
    expect(isMembersOnly({ memberAccess: null })).toBe(false)
  })

  it('lets any signed-in visitor see signed-in documents, and nobody signed out', () => {
    expect(mayView({ memberAccess: 'signedIn' }, bo)).toBe(true)
    expect(mayView({ memberAccess: 'signedIn' }, null)).toBe(false)
  })

  it('lets only members of a listed group see group documents', () => {
    const doc = { memberAccess: 'groups' as const, memberGroups: ['styrelsen', ' medlemmar '] }
    expect(mayView(doc, anna)).toBe(true)
    expect(mayView(doc, bo)).toBe(false)
    expect(mayView(doc, null)).toBe(false)
    expect(mayView({ memberAccess: 'groups', memberGroups: [] }, anna)).toBe(false)
    expect(mayView({ memberAccess: 'groups', memberGroups: ['Medlemmar'] }, anna)).toBe(false)
  })
})
