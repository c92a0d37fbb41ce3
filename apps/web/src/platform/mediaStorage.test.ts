import { describe, expect, it } from 'vitest'

import { mediaStorageSettings } from './mediaStorage'

describe('media storage settings', () => {
  it('keeps media on local disk without S3_BUCKET', () => {
    expect(mediaStorageSettings({})).toBeNull()
    expect(mediaStorageSettings({ S3_BUCKET: '  ', S3_ENDPOINT: 'http://x' })).toBeNull()
  })

  it('reads a MinIO-style bucket with path-style addresses and keys', () => {
    expect(
      mediaStorageSettings({
        S3_BUCKET: 'smedja-media',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_FORCE_PATH_STYLE: 'true',
        S3_ACCESS_KEY_ID: 'minio',
        S3_SECRET_ACCESS_KEY: 'minio-secret',
      }),
    ).toEqual({
      bucket: 'smedja-media',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'minio', secretAccessKey: 'minio-secret' },
      prefix: undefined,
    })
  })

  it("leaves AWS credentials to the SDK's chain when no keys are given", () => {
    const settings = mediaStorageSettings({ S3_BUCKET: 'b', S3_REGION: 'eu-north-1' })
    expect(settings?.credentials).toBeUndefined()
    expect(settings?.region).toBe('eu-north-1')
    expect(settings?.forcePathStyle).toBe(false)
  })

  it('refuses half a key pair', () => {
    expect(() => mediaStorageSettings({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k' })).toThrow(
      /together/,
    )
  })
})
