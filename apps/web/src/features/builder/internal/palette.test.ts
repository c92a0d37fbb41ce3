import { describe, expect, it } from 'vitest'

import { moduleBlocks } from '@/blocks/modules'

import { filterPalette, paletteItems, swedishLabel } from './palette'

const items = paletteItems(moduleBlocks)

describe('the module palette', () => {
  it('lists every module of the config once, by its Swedish name, in Swedish order', () => {
    expect(items.map((i) => i.slug).sort()).toEqual(moduleBlocks.map((b) => b.slug).sort())
    const heading = items.find((i) => i.slug === 'heading')
    expect(heading?.label).toBe(swedishLabel(moduleBlocks.find((b) => b.slug === 'heading')!))
    expect(heading?.label).not.toBe('heading')
    const labels = items.map((i) => i.label)
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'sv')))
    expect(items.every((i) => i.icon.length > 0)).toBe(true)
  })

  it('reads a localised label, a plain one, and falls back to the slug', () => {
    expect(swedishLabel({ slug: 'x', labels: { singular: { sv: 'Rubrik', en: 'Heading' } } })).toBe(
      'Rubrik',
    )
    expect(swedishLabel({ slug: 'x', labels: { singular: 'Knapp' } })).toBe('Knapp')
    expect(swedishLabel({ slug: 'x' })).toBe('x')
  })

  it('finds modules by any part of their name, case and word order ignored', () => {
    const sample = [
      { slug: 'heading', label: 'Rubrik', icon: 'H' },
      { slug: 'contactForm', label: 'Kontaktformulär', icon: '✉' },
      { slug: 'newsletter', label: 'Nyhetsbrev', icon: '✉' },
    ]
    expect(filterPalette(sample, 'RUB').map((i) => i.slug)).toEqual(['heading'])
    expect(filterPalette(sample, 'formulär kontakt').map((i) => i.slug)).toEqual(['contactForm'])
    expect(filterPalette(sample, 'ÄR').map((i) => i.slug)).toEqual(['contactForm'])
    expect(filterPalette(sample, 'newslet').map((i) => i.slug)).toEqual(['newsletter'])
    expect(filterPalette(sample, '  ')).toHaveLength(3)
    expect(filterPalette(sample, 'karta')).toEqual([])
  })
})
