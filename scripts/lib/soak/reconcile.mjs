// The fault suite's reckoning (`npm run soak`, issue 21): what was sent and answered against what the
// database holds afterwards. Pure: no I/O, so the rules are unit-tested
// (apps/web/tests/unit/soakReconcile.test.ts).

/**
 * One row per kind of request:
 * - sent: requests made (each with its own marker: an e-mail address, an idempotency key, a visitor…)
 * - acknowledged: answered with success
 * - stored: markers whose effect the database holds (once or more)
 * - unacknowledged: stored although the answer said otherwise or never came (a request applied
 *   before the process died, its answer lost): not a loss, reported so it is seen
 * - lost: acknowledged but not stored
 * - doubled: stored more than once, or stored without having been sent
 *
 * `sent`: [{ kind, marker, acknowledged }]. `stored`: { [kind]: Map|object marker → times stored }.
 * `checks`: [{ name, ok, detail }], the invariants a row count cannot show (stock, coupon use,
 * counters, half orders). Returns the rows, the problems (markers lost or doubled, failed checks)
 * and `ok`.
 */
export function reconcile({ kinds, sent, stored, checks = [] }) {
  const rows = []
  const problems = []
  const order = kinds ?? [...new Set(sent.map((s) => s.kind))]
  for (const kind of order) {
    const requests = sent.filter((s) => s.kind === kind)
    const held = toMap(stored[kind])
    const row = {
      kind,
      sent: requests.length,
      acknowledged: 0,
      stored: 0,
      unacknowledged: 0,
      lost: 0,
      doubled: 0,
    }
    const seen = new Set()
    for (const request of requests) {
      if (seen.has(request.marker)) throw new Error(`marker ${request.marker} (${kind}) sent twice`)
      seen.add(request.marker)
      const times = held.get(request.marker) ?? 0
      if (request.acknowledged) row.acknowledged++
      if (times > 0) row.stored++
      if (times > 0 && !request.acknowledged) row.unacknowledged++
      if (request.acknowledged && times === 0) {
        row.lost++
        problems.push(`${kind}: ${request.marker} acknowledged, not stored`)
      }
      if (times > 1) {
        row.doubled++
        problems.push(`${kind}: ${request.marker} stored ${times} times`)
      }
    }
    for (const [marker, times] of held) {
      if (times > 0 && !seen.has(marker)) {
        row.doubled++
        problems.push(`${kind}: ${marker} stored but never sent`)
      }
    }
    rows.push(row)
  }
  for (const check of checks)
    if (!check.ok) problems.push(`check failed: ${check.name}: ${check.detail}`)
  const ok = rows.every((r) => r.lost === 0 && r.doubled === 0) && checks.every((c) => c.ok)
  return { rows, problems, ok }
}

const toMap = (value) =>
  value instanceof Map
    ? value
    : new Map(Object.entries(value ?? {}).map(([k, v]) => [k, Number(v)]))

const columns = ['kind', 'sent', 'acknowledged', 'stored', 'unacknowledged', 'lost', 'doubled']
const headings = {
  kind: 'kind',
  sent: 'sent',
  acknowledged: 'acknowledged',
  stored: 'stored',
  unacknowledged: 'stored, not ack.',
  lost: 'lost',
  doubled: 'doubled',
}

/** The rows as a plain-text table with a total line (numbers right-aligned). */
export function formatTable(rows) {
  const total = { kind: 'total' }
  for (const c of columns.slice(1)) total[c] = rows.reduce((sum, r) => sum + r[c], 0)
  const all = [...rows, total]
  const width = Object.fromEntries(
    columns.map((c) => [c, Math.max(headings[c].length, ...all.map((r) => String(r[c]).length))]),
  )
  const cell = (c, v) => (c === 'kind' ? String(v).padEnd(width[c]) : String(v).padStart(width[c]))
  const line = (r) => `| ${columns.map((c) => cell(c, r[c])).join(' | ')} |`
  const rule = `|${columns.map((c) => '-'.repeat(width[c] + 2)).join('|')}|`
  return [
    `| ${columns.map((c) => headings[c].padEnd(width[c])).join(' | ')} |`,
    rule,
    ...rows.map(line),
    rule,
    line(total),
  ].join('\n')
}
