import { HeadBucketCommand, S3Client } from '@aws-sdk/client-s3'

import type { MediaStorageSettings } from '../mediaStorage'

/** The environment, or any map of its names (tests). */
export type Env = Record<string, string | undefined>

// One client per bucket settings: the health check runs every second or so, and the client keeps its
// connections and credentials between calls.
const clients = new Map<string, S3Client>()

function clientFor(settings: MediaStorageSettings): S3Client {
  const key = JSON.stringify(settings)
  let client = clients.get(key)
  if (!client) {
    client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials: settings.credentials,
      // One try: a load balancer asks again a second later anyway.
      maxAttempts: 1,
    })
    clients.set(key, client)
  }
  return client
}

/**
 * Is the media bucket there and may we use it: S3's HeadBucket with the media storage's own settings
 * (platform/mediaStorage.ts), which AWS S3, Cloudflare R2, MinIO and other S3-compatible stores
 * answer with 200. Rejects with the status otherwise, or when `signal` aborts.
 */
export async function headBucket(
  settings: MediaStorageSettings,
  signal: AbortSignal,
): Promise<void> {
  try {
    await clientFor(settings).send(new HeadBucketCommand({ Bucket: settings.bucket }), {
      abortSignal: signal,
    })
  } catch (error) {
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode
    throw new Error(
      `s3: HEAD ${settings.bucket} ${status ? `answered ${status}` : `failed: ${(error as Error).message}`}`,
    )
  }
}
