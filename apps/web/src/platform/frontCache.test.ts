import net, { type AddressInfo } from 'node:net'

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import {
  BAN_HEADER,
  frontCacheFromEnv,
  purgeFrontCache,
  SECRET_HEADER,
  sendBan,
} from './frontCache'

type Seen = { method?: string; pattern?: string; secret?: string }

/**
 * A stand-in for the cache's BAN endpoint: records each request and answers `status`. Plain TCP,
 * because Node's HTTP parser refuses methods it does not know, BAN among them.
 */
async function banEndpoint(status: number) {
  const seen: Seen[] = []
  let arrived: () => void = () => {}
  const first = new Promise<void>((resolve) => (arrived = resolve))
  const server = net.createServer((socket) => {
    let head = ''
    socket.on('data', (chunk) => {
      head += chunk.toString('latin1')
      if (!head.includes('\r\n\r\n')) return
      const [requestLine = '', ...lines] = head.split('\r\n\r\n')[0]!.split('\r\n')
      const headers = new Map(
        lines.map((line) => [
          line.slice(0, line.indexOf(':')).toLowerCase(),
          line.slice(line.indexOf(':') + 1).trim(),
        ]),
      )
      seen.push({
        method: requestLine.split(' ')[0],
        pattern: headers.get(BAN_HEADER.toLowerCase()),
        secret: headers.get(SECRET_HEADER.toLowerCase()),
      })
      socket.end(`HTTP/1.1 ${status} X\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`)
      arrived()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return { url, seen, first, close: () => new Promise((r) => server.close(r)) }
}

describe('front cache bans', () => {
  // The log lines (platform/log.ts: JSON, errors on stderr).
  const errors: Record<string, unknown>[] = []
  beforeEach(() => {
    errors.length = 0
    vi.spyOn(process.stderr, 'write').mockImplementation(
      (chunk: string | Uint8Array) => errors.push(JSON.parse(String(chunk))) > 0,
    )
  })
  afterEach(() => {
    vi.restoreAllMocks()
    vi.unstubAllEnvs()
  })

  it('sends a BAN with the pattern and the shared secret', async () => {
    const endpoint = await banEndpoint(200)
    try {
      const ok = await sendBan({ url: endpoint.url, secret: 's3cret-s3cret-s3cret' }, '^/om-oss')
      expect(ok).toBe(true)
      expect(endpoint.seen).toEqual([
        { method: 'BAN', pattern: '^/om-oss', secret: 's3cret-s3cret-s3cret' },
      ])
      expect(errors).toEqual([])
    } finally {
      await endpoint.close()
    }
  })

  it('logs a refused ban and resolves instead of throwing', async () => {
    const endpoint = await banEndpoint(403)
    try {
      expect(await sendBan({ url: endpoint.url, secret: 'wrong-wrong-wrong' }, '^/')).toBe(false)
      expect(errors).toHaveLength(1)
      expect(errors[0]).toMatchObject({
        level: 'error',
        msg: 'front cache ban refused: the page stays cached until its TTL',
        status: 403,
        pattern: '^/',
      })
    } finally {
      await endpoint.close()
    }
  })

  it('logs an unreachable cache and resolves instead of throwing', async () => {
    const endpoint = await banEndpoint(200)
    await endpoint.close()
    expect(await sendBan({ url: endpoint.url, secret: 'x'.repeat(20) }, '^/')).toBe(false)
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatchObject({
      level: 'error',
      msg: 'front cache unreachable: the page stays cached until its TTL',
      frontCache: endpoint.url,
    })
  })

  it('bans nothing without FRONT_CACHE_URL', () => {
    vi.stubEnv('FRONT_CACHE_URL', '')
    expect(frontCacheFromEnv()).toBeNull()
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    purgeFrontCache({ path: '/om-oss' })
    expect(fetchSpy).not.toHaveBeenCalled()
  })

  it('outside a request, bans at once what the hook revalidated', async () => {
    const endpoint = await banEndpoint(200)
    try {
      vi.stubEnv('FRONT_CACHE_URL', endpoint.url)
      vi.stubEnv('FRONT_CACHE_SECRET', 'env-secret-0123456789')
      purgeFrontCache({ route: '/butik/[kategori]/[sida]', type: 'page' })
      await endpoint.first
      expect(endpoint.seen).toEqual([
        {
          method: 'BAN',
          pattern: '^(?:/butik/[^/?]+/[^/?]+|/butik)(?:\\?.*)?$',
          secret: 'env-secret-0123456789',
        },
      ])
    } finally {
      await endpoint.close()
    }
  })
})
