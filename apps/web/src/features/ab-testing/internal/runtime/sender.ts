import { ACTION_UPDATE_STATS, type RecordType } from '../contract'

/** One record of spec 7.3 item 1's `stats_data_array`. */
export type StatsRecord = { test_id: number; subject_id: string; record_type: RecordType }

export type SenderOptions = {
  ajaxurl: string
  nonce: string
  visitor: string
  fetch?: typeof fetch
  /** How long records wait to be sent together. */
  delayMs?: number
}

/** The request body of `et_pb_update_stats_table` (spec 7.3 item 1) for a batch of records. */
export function statsBody(
  records: readonly StatsRecord[],
  nonce: string,
  visitor: string,
): URLSearchParams {
  const body = new URLSearchParams()
  body.set('action', ACTION_UPDATE_STATS)
  body.set('stats_data_array', JSON.stringify(records))
  body.set('et_ab_log_nonce', nonce)
  body.set('visitor', visitor)
  return body
}

/**
 * Sends records in small batches; a failed send is tried once more (the server counts a record
 * once, so a retry can never count twice). The response is not used (spec 7.3).
 */
export function createSender({
  ajaxurl,
  nonce,
  visitor,
  fetch: doFetch = fetch,
  delayMs = 50,
}: SenderOptions) {
  let queue: StatsRecord[] = []
  let timer: ReturnType<typeof setTimeout> | null = null
  const post = async (records: StatsRecord[], attempt = 0): Promise<void> => {
    try {
      const response = await doFetch(ajaxurl, {
        method: 'POST',
        body: statsBody(records, nonce, visitor),
        keepalive: true,
        credentials: 'same-origin',
      })
      if (response.status >= 500 && attempt === 0) await post(records, 1)
    } catch {
      if (attempt === 0) await post(records, 1)
    }
  }
  const flush = () => {
    if (timer) clearTimeout(timer)
    timer = null
    const batch = queue
    queue = []
    return batch.length ? post(batch) : Promise.resolve()
  }
  return {
    send(record: StatsRecord) {
      queue.push(record)
      timer ??= setTimeout(() => void flush(), delayMs)
    },
    flush,
  }
}
