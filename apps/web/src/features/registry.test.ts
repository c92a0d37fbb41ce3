import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { featureNames } from '../../eslint.boundaries.mjs'
import { ajaxActions, featureCollections, featureList, features } from './registry'

describe('feature registry', () => {
  it('lists every feature folder once, under its own name', () => {
    const folders = featureNames(path.resolve(import.meta.dirname, '../..'))
    expect(Object.keys(features).sort()).toEqual([...folders].sort())
    for (const [key, feature] of Object.entries(features)) expect(feature.name).toBe(key)
  })

  it("registers every feature's ajax actions under their own names", () => {
    const declared = featureList.flatMap((f) => f.ajaxActions ?? []).map((a) => a.name)
    expect([...ajaxActions.keys()].sort()).toEqual([...declared].sort())
    expect(ajaxActions.get('smedja_site_search')).toBeDefined()
  })

  it('gives no two features the same collection', () => {
    const slugs = featureCollections.map((c) => c.slug)
    expect(new Set(slugs).size).toBe(slugs.length)
  })
})
