/**
 * Choosing a variant: which combination the visitor picked, whether it exists and is in stock, and
 * how each option would fare. Pure functions over what the server rendered into the product page;
 * the server checks the chosen variant again when it is added to the cart.
 */
import type { VariantChoice, VariantView } from './types'

/** The visitor's choice per variant type id; '' while a type is not chosen yet. */
export type Selection = Record<string, string>

export type SelectionState =
  | { kind: 'incomplete'; missing: string[] }
  | { kind: 'missing' }
  | { kind: 'soldOut'; variant: VariantView }
  | { kind: 'available'; variant: VariantView }

export type OptionState = 'available' | 'soldOut' | 'missing'

/** A cart line is one product, or one variant of it: '12' or '12-34'. */
export function lineKey(productId: string, variantId: string | null | undefined): string {
  return variantId ? `${productId}-${variantId}` : productId
}

/** 'Storlek: M, Längd: 10 m' */
export function variantLabel(parts: { type: string; option: string }[]): string {
  return parts.map((p) => `${p.type}: ${p.option}`).join(', ')
}

type RawOption = { id: string; label: string; typeId: string }
type RawVariant = { id: string; sku: string; price: number; stock: number; optionIds: string[] }

/**
 * Builds the choice shown on a product page from the product's variant types (in its order), the
 * options (in display order) and the variants. A variant that does not name exactly one option of
 * each type cannot be chosen and is left out; so are options no variant uses.
 */
export function buildVariantChoice(
  types: { id: string; label: string }[],
  options: RawOption[],
  variants: RawVariant[],
): VariantChoice | null {
  if (!types.length) return null
  const optionById = new Map(options.map((o) => [o.id, o]))
  const kept: VariantView[] = []
  for (const v of variants) {
    const named = v.optionIds.map((id) => optionById.get(id))
    const chosen = types.map((t) => named.find((o) => o?.typeId === t.id))
    if (named.length !== types.length || chosen.some((o) => !o)) continue
    kept.push({
      id: v.id,
      sku: v.sku,
      price: v.price,
      stock: Math.max(0, v.stock),
      options: chosen.map((o) => o?.id ?? ''),
      label: variantLabel(
        chosen.map((o, i) => ({ type: types[i]?.label ?? '', option: o?.label ?? '' })),
      ),
    })
  }
  const used = new Set(kept.flatMap((v) => v.options))
  return {
    types: types.map((t) => ({
      id: t.id,
      label: t.label,
      options: options
        .filter((o) => o.typeId === t.id && used.has(o.id))
        .map((o) => ({ id: o.id, label: o.label })),
    })),
    variants: kept,
  }
}

/** The variant with exactly the chosen options, once every type is chosen. */
export function findVariant(choice: VariantChoice, selection: Selection): VariantView | null {
  if (!choice.types.every((t) => selection[t.id])) return null
  return (
    choice.variants.find((v) => choice.types.every((t, i) => v.options[i] === selection[t.id])) ??
    null
  )
}

export function selectionState(choice: VariantChoice, selection: Selection): SelectionState {
  const missing = choice.types.filter((t) => !selection[t.id]).map((t) => t.label)
  if (missing.length) return { kind: 'incomplete', missing }
  const variant = findVariant(choice, selection)
  if (!variant) return { kind: 'missing' }
  return variant.stock > 0 ? { kind: 'available', variant } : { kind: 'soldOut', variant }
}

/**
 * How an option of one type fares with the other types as chosen (types not chosen yet match
 * anything): some matching variant in stock, only sold-out ones, or none at all.
 */
export function optionState(
  choice: VariantChoice,
  selection: Selection,
  typeId: string,
  optionId: string,
): OptionState {
  const index = choice.types.findIndex((t) => t.id === typeId)
  if (index < 0) return 'missing'
  const matching = choice.variants.filter(
    (v) =>
      v.options[index] === optionId &&
      choice.types.every(
        (t, i) => i === index || !selection[t.id] || v.options[i] === selection[t.id],
      ),
  )
  if (!matching.length) return 'missing'
  return matching.some((v) => v.stock > 0) ? 'available' : 'soldOut'
}

/** Lowest and highest price over the variants (null when there are none). */
export function priceSpan(variants: { price: number }[]): { min: number; max: number } | null {
  if (!variants.length) return null
  const prices = variants.map((v) => v.price)
  return { min: Math.min(...prices), max: Math.max(...prices) }
}

/** 'storlek' and 'längd' → 'storlek och längd', for 'Välj storlek och längd'. */
export function choiceNoun(labels: string[]): string {
  const words = labels.map((l) => l.toLocaleLowerCase('sv-SE'))
  if (words.length <= 1) return words[0] ?? 'variant'
  return `${words.slice(0, -1).join(', ')} och ${words.at(-1)}`
}
