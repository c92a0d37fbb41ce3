import { TagAttributeError } from './errors'

export interface AttributeRule {
  /** Turns the raw text into the value the tag uses (runs after match). */
  transform?: (raw: string) => unknown
  /** A predicate, a regular expression or a pattern string the raw text must match. */
  match?: ((raw: string) => boolean) | RegExp | string
  /** The attribute must be present, unless one of `except` is present. */
  required?: boolean
  except?: string[]
  /** Used when the attribute is absent or empty (transform does not run on it). */
  defaultValue?: unknown
  messages?: { invalid?: string; missing?: string }
}

export type AttributeRules = Record<string, AttributeRule>

const isGiven = (value: string | undefined): value is string =>
  value !== undefined && value !== null && value !== ''

const matches = (rule: AttributeRule['match'], raw: string): boolean => {
  if (rule === undefined) return true
  if (typeof rule === 'function') return rule(raw)
  return (typeof rule === 'string' ? new RegExp(rule) : rule).test(raw)
}

/**
 * Validates raw attribute texts against rules, in rule order. Throws TagAttributeError with
 * '<attr> was not provided' or '<attr> is not a valid <attr> (<value>)' unless a rule gives its own
 * message.
 */
export function validateAttributes(
  raw: Record<string, string | undefined>,
  rules: AttributeRules,
): Record<string, unknown> {
  const result: Record<string, unknown> = {}
  for (const [name, rule] of Object.entries(rules)) {
    const value = raw[name]
    if (!isGiven(value)) {
      const excused = (rule.except ?? []).some((other) => isGiven(raw[other]))
      if (rule.required && !excused) {
        throw new TagAttributeError(rule.messages?.missing ?? `${name} was not provided`)
      }
      if (rule.defaultValue !== undefined) result[name] = rule.defaultValue
      continue
    }
    if (!matches(rule.match, value)) {
      throw new TagAttributeError(
        rule.messages?.invalid ?? `${name} is not a valid ${name} (${value})`,
      )
    }
    result[name] = rule.transform ? rule.transform(value) : value
  }
  return result
}

/** Reads a tag's attributes: data-<ns>-<name> (when a dataNamespace is set), then data-<name>. */
export function readAttributes(
  el: Element,
  names: string[],
  namespace: string,
): Record<string, string | undefined> {
  const raw: Record<string, string | undefined> = {}
  for (const name of names) {
    const attr = name.toLowerCase()
    raw[name] =
      (namespace ? el.getAttribute(`data-${namespace}-${attr}`) : null) ??
      el.getAttribute(`data-${attr}`) ??
      undefined
  }
  return raw
}

/** An integer attribute; anything non-numeric becomes 0. */
export const toInt = (raw: string): number => {
  const n = Number.parseInt(raw, 10)
  return Number.isFinite(n) ? n : 0
}

export const toBool = (raw: string): boolean => /^(true|1|yes)$/i.test(raw.trim())

export const toList = (raw: string): string[] =>
  raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
