import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { createSender, statsBody } from './sender'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('the stats sender (spec 7.3 item 1)', () => {
  it('posts action, stats_data_array as a JSON string and et_ab_log_nonce', () => {
    const body = statsBody(
      [{ test_id: 3, subject_id: 'abc', record_type: 'read_page' }],
      'n0nce',
      'v.s',
    )
    expect(Object.fromEntries(body)).toEqual({
      action: 'et_pb_update_stats_table',
      stats_data_array: '[{"test_id":3,"subject_id":"abc","record_type":"read_page"}]',
      et_ab_log_nonce: 'n0nce',
      visitor: 'v.s',
    })
  })

  it('batches records sent together and retries a failed request once', async () => {
    const fetch = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(new Response('{}', { status: 200 }))
    const sender = createSender({ ajaxurl: '/api/ajax', nonce: 'n', visitor: 'v', fetch })
    sender.send({ test_id: 3, subject_id: 'abc', record_type: 'read_goal' })
    sender.send({ test_id: 3, subject_id: 'abc', record_type: 'view_goal' })
    await sender.flush()
    expect(fetch).toHaveBeenCalledTimes(2)
    const body = fetch.mock.calls[1]![1].body as URLSearchParams
    expect(JSON.parse(body.get('stats_data_array')!)).toHaveLength(2)
    expect(fetch.mock.calls[1]![1].keepalive).toBe(true)
  })
})
