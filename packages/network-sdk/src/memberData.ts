export type Member = Record<string, unknown>

/**
 * The key a MemberData result is filed under: _key, else id, else key; a 'url=' prefix is
 * removed and '~' becomes 'me'.
 */
export function memberKey(item: Member): string | undefined {
  const raw = item._key ?? item.id ?? item.key
  if (raw === undefined || raw === null || raw === '') return undefined
  const key = String(raw).replace(/^url=/, '')
  return key === '~' ? 'me' : key
}

const list = (values: unknown): Member[] =>
  (Array.isArray(values) ? values : []).filter((v): v is Member => !!v && typeof v === 'object')

/**
 * Collects MemberData's public (two-legged) and authenticated (three-legged) results and calls
 * onComplete once both are done. Authenticated values override public ones; a failed call counts
 * as done with no results.
 */
export class MemberDataMerge {
  private results: { public?: Member[]; auth?: Member[] } = {}
  private completed = false

  constructor(private readonly onComplete: (members: Map<string, Member>) => void) {}

  done(which: 'public' | 'auth', values: unknown): void {
    if (this.completed || this.results[which]) return
    this.results[which] = list(values)
    if (!this.results.public || !this.results.auth) return
    this.completed = true
    const merged = new Map<string, Member>()
    for (const item of [...this.results.public, ...this.results.auth]) {
      const key = memberKey(item)
      if (key === undefined) continue
      merged.set(key, { ...merged.get(key), ...item, key })
    }
    this.onComplete(merged)
  }

  get isComplete(): boolean {
    return this.completed
  }
}
