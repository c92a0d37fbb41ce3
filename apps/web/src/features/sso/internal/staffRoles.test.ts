import { describe, expect, it } from 'vitest'

import { roleFromGroups } from './staffRoles'

const map = [
  { group: 'smedja-redaktorer', role: 'editor' },
  { group: 'smedja-administratorer', role: 'admin' },
]

describe('staff role from the groups claim', () => {
  it('gives the mapped role of a matching group', () => {
    expect(roleFromGroups(['medlemmar', 'smedja-redaktorer'], map)).toBe('editor')
    expect(roleFromGroups(['smedja-administratorer'], map)).toBe('admin')
  })

  it('prefers admin when several groups match', () => {
    expect(roleFromGroups(['smedja-redaktorer', 'smedja-administratorer'], map)).toBe('admin')
  })

  it('gives no role when no group matches or there is no table', () => {
    expect(roleFromGroups(['medlemmar'], map)).toBeNull()
    expect(roleFromGroups(['smedja-redaktorer'], [])).toBeNull()
    expect(roleFromGroups(['smedja-redaktorer'], null)).toBeNull()
  })
})
