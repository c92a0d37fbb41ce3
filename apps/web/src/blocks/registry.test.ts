import { describe, expect, it } from 'vitest'

import { moduleBlocks } from './modules'
import { moduleComponents } from './registry'

describe('module registry', () => {
  it('has exactly one renderer for every module in the schema', () => {
    const schemaSlugs = moduleBlocks.map((b) => b.slug).sort()
    expect(Object.keys(moduleComponents).sort()).toEqual(schemaSlugs)
    expect(new Set(schemaSlugs).size).toBe(schemaSlugs.length)
  })

  it('gives every module the common settings group', () => {
    for (const block of moduleBlocks) {
      const names = block.fields.map((f) => ('name' in f ? f.name : null))
      expect(names, block.slug).toContain('settings')
    }
  })
})
