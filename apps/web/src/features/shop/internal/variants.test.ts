import { describe, expect, it } from 'vitest'

import { priceLabel } from './money'
import { cartRequestSchema } from './validation'
import {
  buildVariantChoice,
  choiceNoun,
  findVariant,
  lineKey,
  optionState,
  priceSpan,
  selectionState,
  variantLabel,
} from './variants'

// Gloves in S–XL (XL sold out) and one colour each, except M which also comes in orange.
const types = [
  { id: 't1', label: 'Storlek' },
  { id: 't2', label: 'Färg' },
]
const options = [
  { id: 's', label: 'S', typeId: 't1' },
  { id: 'm', label: 'M', typeId: 't1' },
  { id: 'l', label: 'L', typeId: 't1' },
  { id: 'xl', label: 'XL', typeId: 't1' },
  { id: 'grey', label: 'Grå', typeId: 't2' },
  { id: 'orange', label: 'Orange', typeId: 't2' },
  { id: 'blue', label: 'Blå', typeId: 't2' },
]
const v = (id: string, optionIds: string[], price: number, stock: number) => ({
  id,
  sku: `HSK-${id}`,
  price,
  stock,
  optionIds,
})
const choice = buildVariantChoice(types, options, [
  v('1', ['s', 'grey'], 14900, 12),
  v('2', ['grey', 'm'], 14900, 30),
  v('3', ['m', 'orange'], 15900, 0),
  v('4', ['l', 'grey'], 14900, 25),
  v('5', ['xl', 'grey'], 16900, 0),
  v('6', ['l'], 14900, 3), // names no colour: cannot be chosen
  v('7', ['s', 'm'], 14900, 3), // two sizes: cannot be chosen
])!

describe('building the choice', () => {
  it('keeps variants naming one option per type, in type order, with Swedish labels', () => {
    expect(choice.variants.map((x) => x.id)).toEqual(['1', '2', '3', '4', '5'])
    expect(choice.variants[1]).toMatchObject({
      options: ['m', 'grey'],
      label: 'Storlek: M, Färg: Grå',
    })
    expect(choice.types.map((t) => t.options.map((o) => o.label))).toEqual([
      ['S', 'M', 'L', 'XL'],
      ['Grå', 'Orange'], // no variant is blue
    ])
  })

  it('is null for a product without variant types', () => {
    expect(buildVariantChoice([], options, [])).toBeNull()
  })
})

describe('choosing', () => {
  it('asks for what is not chosen yet', () => {
    expect(selectionState(choice, { t1: 'm' })).toEqual({ kind: 'incomplete', missing: ['Färg'] })
    expect(selectionState(choice, {})).toEqual({
      kind: 'incomplete',
      missing: ['Storlek', 'Färg'],
    })
    expect(choiceNoun(['Storlek', 'Färg'])).toBe('storlek och färg')
    expect(choiceNoun(['Storlek', 'Längd', 'Färg'])).toBe('storlek, längd och färg')
  })

  it('finds the variant, and tells sold-out and missing combinations apart', () => {
    expect(selectionState(choice, { t1: 'm', t2: 'grey' })).toMatchObject({
      kind: 'available',
      variant: { sku: 'HSK-2', price: 14900, stock: 30 },
    })
    expect(selectionState(choice, { t1: 'xl', t2: 'grey' })).toMatchObject({
      kind: 'soldOut',
      variant: { sku: 'HSK-5' },
    })
    expect(selectionState(choice, { t1: 's', t2: 'orange' })).toEqual({ kind: 'missing' })
    expect(findVariant(choice, { t1: 'l' })).toBeNull()
  })

  it('marks each option by how it fares with the other choices', () => {
    // Nothing chosen: XL exists but only sold out; M has a grey pair in stock.
    expect(optionState(choice, {}, 't1', 'xl')).toBe('soldOut')
    expect(optionState(choice, {}, 't1', 'm')).toBe('available')
    // Orange chosen: only M comes in orange, and it is sold out; S does not come in orange.
    expect(optionState(choice, { t2: 'orange' }, 't1', 'm')).toBe('soldOut')
    expect(optionState(choice, { t2: 'orange' }, 't1', 's')).toBe('missing')
    // The option's own type is ignored: with S chosen, L is still judged on colour alone.
    expect(optionState(choice, { t1: 's', t2: 'grey' }, 't1', 'l')).toBe('available')
    expect(optionState(choice, {}, 'nope', 'm')).toBe('missing')
  })
})

describe('prices and labels', () => {
  it('spans the variant prices and prints "från" only when they differ', () => {
    expect(priceSpan(choice.variants)).toEqual({ min: 14900, max: 16900 })
    expect(priceSpan([])).toBeNull()
    expect(priceLabel(125000, 245000)).toMatch(/^från 1\s250,00\skr$/)
    expect(priceLabel(14900, 14900)).toMatch(/^149,00\skr$/)
    expect(priceLabel(14900)).toMatch(/^149,00\skr$/)
  })

  it('labels lines and keys them by product and variant', () => {
    expect(variantLabel([{ type: 'Längd', option: '15 m' }])).toBe('Längd: 15 m')
    expect(lineKey('12', null)).toBe('12')
    expect(lineKey('12', '34')).toBe('12-34')
  })
})

describe('cart requests with a variant', () => {
  it('takes an optional variant id on add, update and remove', () => {
    expect(cartRequestSchema.parse({ op: 'add', productId: 7, variantId: 9 })).toEqual({
      op: 'add',
      productId: '7',
      variantId: '9',
      quantity: 1,
    })
    expect(cartRequestSchema.parse({ op: 'add', productId: 7, variantId: '' })).toEqual({
      op: 'add',
      productId: '7',
      quantity: 1,
    })
    expect(
      cartRequestSchema.parse({
        op: 'update',
        items: [{ productId: '7', variantId: '9', quantity: 2 }],
      }),
    ).toEqual({ op: 'update', items: [{ productId: '7', variantId: '9', quantity: 2 }] })
    expect(cartRequestSchema.parse({ op: 'remove', productId: '7', variantId: null })).toEqual({
      op: 'remove',
      productId: '7',
    })
    expect(
      cartRequestSchema.safeParse({ op: 'add', productId: 7, variantId: '9; DROP' }).error
        ?.issues[0]?.message,
    ).toBe('Varianten finns inte.')
  })
})
