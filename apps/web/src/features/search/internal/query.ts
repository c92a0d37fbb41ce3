/**
 * A visitor's search text as search terms, and those terms as each engine's query syntax. The terms
 * are made of letters and digits only, so nothing a visitor types (quotes, `*`, `-`, `AND`, `NEAR`,
 * parentheses, colons) can ever reach either engine as an operator.
 */

import { MAX_QUERY_LENGTH } from '../routing'

/** More words than this add nothing a visitor meant; the rest are dropped. */
export const MAX_TERMS = 8
const MAX_TERM_LENGTH = 40

/**
 * The words of a query: lower-cased, NFC-normalised runs of letters and digits, each once, in order.
 * One-letter words are dropped (as prefixes they match nearly everything); numbers are kept at any
 * length, since an article number or a year is exactly what someone may look for.
 */
export function parseSearchQuery(input: string): string[] {
  const words = input
    .normalize('NFC')
    .slice(0, MAX_QUERY_LENGTH)
    .toLocaleLowerCase('sv')
    .match(/[\p{L}\p{N}\p{M}]+/gu)
  const terms: string[] = []
  for (const word of words ?? []) {
    const term = word.slice(0, MAX_TERM_LENGTH)
    if (term.length < 2 && !/^\p{N}+$/u.test(term)) continue
    if (!terms.includes(term)) terms.push(term)
    if (terms.length === MAX_TERMS) break
  }
  return terms
}

/**
 * SQLite FTS5: every term a quoted prefix query ("underhåll"* also finds underhållet and
 * underhållsavtal), all of them required. Inside a quoted string FTS5 treats nothing but `"` as
 * syntax, and terms never contain one.
 */
export function fts5Query(terms: readonly string[]): string {
  return terms.map((term) => `"${term}"*`).join(' AND ')
}

/**
 * PostgreSQL `to_tsquery`: every term a prefix (`:*`), all of them required. The 'swedish'
 * configuration stems each term first, so "pumparna" finds "pump" as well.
 */
export function tsQuery(terms: readonly string[]): string {
  return terms.map((term) => `${term}:*`).join(' & ')
}
