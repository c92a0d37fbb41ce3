import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

const nextConfig: NextConfig = {
  // The end-to-end suite builds into its own folder so it never replaces the build `npm start` serves.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // Several web processes (`npm run start:cluster`): with REDIS_URL set when `next start` reads this
  // file, Next's cache (ISR pages, unstable_cache) and its revalidations live in Redis
  // (cache-handler.mjs; the path is relative to distDir). Decided at start, so the same build runs
  // both ways; without REDIS_URL Next's own file-system cache, as on the one-process setup.
  ...(process.env.REDIS_URL ? { cacheHandler: '../cache-handler.mjs' } : {}),
  // In CI (a clean clone, CI=true) the build's work is never reused, and `.ci/run` type-checks the
  // whole tree on its own after the tests: writing Turbopack's build cache (47 s) and type-checking
  // again (54 s, side by side with it) cost CI run 7's build about a minute.
  experimental: {
    turbopackFileSystemCacheForBuild: !process.env.CI,
    // Payload's admin sends the whole document form state through a server action: a page of about
    // a hundred modules is 1.1-1.2 MB, over Next's 1 MB default, and could not be saved or edited at all.
    serverActions: { bodySizeLimit: '8mb' },
  },
  typescript: { ignoreBuildErrors: Boolean(process.env.CI) },
  reactStrictMode: true,
  images: {
    // Media is served by Payload from our own origin; Next's optimiser resizes it on demand.
    localPatterns: [{ pathname: '/api/media/file/**' }, { pathname: '/media/**' }],
    formats: ['image/avif', 'image/webp'],
  },
  async headers() {
    return [
      // Build assets and optimised images; every other response gets its headers from src/proxy.ts.
      {
        source: '/_next/:path(static|image)/:rest*',
        headers: [
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
        ],
      },
    ]
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
