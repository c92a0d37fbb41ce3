import { s3Storage } from '@payloadcms/storage-s3'
import type { Plugin } from 'payload'

// Where uploaded media is kept: the local folder (data/media) by default, or an S3-compatible bucket
// when S3_BUCKET is set (AWS S3, Cloudflare R2, MinIO, …; README "Media on S3-compatible storage"),
// which several web processes share (`npm run start:cluster`). Files are still served through
// Payload at /api/media/file/<name>, so page addresses, image sizes and Next's image optimiser work
// the same either way. The plugin is always installed with its fields (alwaysInsertFields), so the
// database schema does not depend on where files are kept; without S3_BUCKET it does nothing else.

export type MediaStorageSettings = {
  bucket: string
  region: string
  endpoint?: string
  forcePathStyle: boolean
  credentials?: { accessKeyId: string; secretAccessKey: string }
  prefix?: string
}

/** The bucket settings from the environment, or null for local storage. */
export function mediaStorageSettings(
  env: Record<string, string | undefined> = process.env,
): MediaStorageSettings | null {
  const bucket = env.S3_BUCKET?.trim()
  if (!bucket) return null
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim()
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim()
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together')
  }
  return {
    bucket,
    // R2 takes `auto`; AWS needs the bucket's region; MinIO accepts any.
    region: env.S3_REGION?.trim() || 'us-east-1',
    endpoint: env.S3_ENDPOINT?.trim() || undefined,
    forcePathStyle: /^(1|true|yes)$/i.test(env.S3_FORCE_PATH_STYLE?.trim() ?? ''),
    // Without keys the AWS SDK's own chain applies (instance role, AWS_* variables, profile).
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    prefix: env.S3_PREFIX?.trim() || undefined,
  }
}

export function mediaStoragePlugin(env: Record<string, string | undefined> = process.env): Plugin {
  const settings = mediaStorageSettings(env)
  return s3Storage({
    enabled: settings !== null,
    alwaysInsertFields: true,
    bucket: settings?.bucket ?? '',
    collections: { media: settings?.prefix ? { prefix: settings.prefix } : true },
    config: settings
      ? {
          region: settings.region,
          endpoint: settings.endpoint,
          forcePathStyle: settings.forcePathStyle,
          credentials: settings.credentials,
        }
      : {},
  })
}
