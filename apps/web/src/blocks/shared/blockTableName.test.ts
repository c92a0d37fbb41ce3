import { describe, expect, it } from 'vitest'

import { blockTableName } from './blockTableName'

describe('blockTableName', () => {
  const name = blockTableName('fw_portfolio')

  it('keeps the pages their bare name and gives projects their own, for documents and versions', () => {
    expect(name({ tableName: 'pages' })).toBe('fw_portfolio')
    expect(name({ tableName: '_pages_v' })).toBe('fw_portfolio')
    expect(name({ tableName: 'projects' })).toBe('proj_fw_portfolio')
    expect(name({ tableName: '_projects_v' })).toBe('proj_fw_portfolio')
    expect(name({ tableName: 'posts' })).toBe('posts_fw_portfolio')
  })

  it('stays within 63 characters for the longest enum Payload derives from it', () => {
    const longest = `enum__${blockTableName('filt_portfolio')({ tableName: '_projects_v' })}_v_settings_animation_repeat_tablet`
    expect(longest.length).toBeLessThanOrEqual(63)
  })
})
