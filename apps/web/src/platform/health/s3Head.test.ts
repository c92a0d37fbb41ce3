import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { storageCheck } from '.'
import { headBucket } from './s3Head'

type Seen = { method?: string; url?: string; authorization?: string }

/** A loopback S3 endpoint that answers every request with `status` and notes what it was asked. */
async function fakeS3(status: number) {
  const seen: Seen[] = []
  const server = http.createServer((req, res) => {
    seen.push({ method: req.method, url: req.url, authorization: req.headers.authorization })
    res.writeHead(status).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    endpoint,
    seen,
    close: () => new Promise((r) => (server.closeAllConnections(), server.close(r))),
  }
}

const settings = (endpoint: string) => ({
  bucket: 'media',
  region: 'us-east-1',
  endpoint,
  forcePathStyle: true,
  credentials: { accessKeyId: 'nyckel', secretAccessKey: 'hemlig' },
})

let close: (() => Promise<unknown>) | undefined
afterEach(async () => {
  await close?.()
  close = undefined
})

describe('headBucket', () => {
  it('asks for the bucket with a signed HEAD and passes on 200', async () => {
    const s3 = await fakeS3(200)
    close = s3.close
    await headBucket(settings(s3.endpoint), new AbortController().signal)
    expect(s3.seen).toEqual([
      {
        method: 'HEAD',
        url: '/media/',
        authorization: expect.stringMatching(/^AWS4-HMAC-SHA256 Credential=nyckel\//),
      },
    ])
  })

  it('fails with the status when the bucket is refused or missing', async () => {
    const s3 = await fakeS3(403)
    close = s3.close
    await expect(headBucket(settings(s3.endpoint), new AbortController().signal)).rejects.toThrow(
      's3: HEAD media answered 403',
    )
  })

  it('is the storage check when S3_BUCKET is set', async () => {
    const s3 = await fakeS3(404)
    close = s3.close
    const check = storageCheck({
      S3_BUCKET: 'media',
      S3_ENDPOINT: s3.endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'nyckel',
      S3_SECRET_ACCESS_KEY: 'hemlig',
    })
    await expect(check(new AbortController().signal)).rejects.toThrow('answered 404')
    expect(s3.seen[0]?.url).toBe('/media/')
  })
})
