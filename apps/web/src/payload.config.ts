import { seoPlugin } from '@payloadcms/plugin-seo'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { en } from '@payloadcms/translations/languages/en'
import { sv } from '@payloadcms/translations/languages/sv'
import path from 'node:path'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { Categories } from './collections/Categories'
import { Media } from './collections/Media'
import { Pages } from './collections/Pages'
import { Posts } from './collections/Posts'
import { ProjectCategories } from './collections/ProjectCategories'
import { Projects } from './collections/Projects'
import { Users } from './collections/Users'
import {
  featureCollections,
  featureGlobals,
  featurePlugins,
  featureTasks,
} from './features/registry'
import { Footer } from './globals/Footer'
import { Header } from './globals/Header'
import { SiteSettings } from './globals/SiteSettings'
import { databaseAdapter } from '@/platform/database/adapter'
import { backgroundJobs, giveBuiltInTasksRetries } from '@/platform/jobs/config'
import { JobSlots } from '@/platform/jobs/schedule'
import { mediaStoragePlugin } from '@/platform/mediaStorage'
import { webRoot } from '@/platform/paths'
import { persistentSecret } from '@/platform/secrets'

export default buildConfig({
  secret: persistentSecret('payload-secret', process.env.PAYLOAD_SECRET),
  admin: {
    user: Users.slug,
    meta: { titleSuffix: ' – Smedja' },
    // The built-in initials avatar: the default (Gravatar) loads a picture from outside, broken offline.
    avatar: 'default',
    // Staff single sign-on: "Logga in med {provider}" under the sign-in form (features/sso).
    components: { afterLogin: ['@/features/sso/pages/AdminSignIn#AdminSignIn'] },
    importMap: { baseDir: path.join(/*turbopackIgnore: true*/ webRoot, 'src') },
  },
  i18n: { supportedLanguages: { sv, en }, fallbackLanguage: 'sv' },
  localization: {
    locales: [
      { label: 'Svenska', code: 'sv' },
      { label: 'English', code: 'en' },
    ],
    defaultLocale: 'sv',
    fallback: true,
  },
  collections: [
    Pages,
    Posts,
    Categories,
    Projects,
    ProjectCategories,
    Media,
    Users,
    ...featureCollections,
    JobSlots,
  ],
  globals: [Header, Footer, SiteSettings, ...featureGlobals],
  // Periodic and scheduled work on Payload's jobs queue, once across processes (platform/jobs).
  jobs: backgroundJobs(featureTasks),
  onInit: async (payload) => {
    giveBuiltInTasksRetries(payload)
  },
  editor: lexicalEditor(),
  db: databaseAdapter(),
  sharp,
  typescript: {
    outputFile: path.join(/*turbopackIgnore: true*/ webRoot, 'src', 'payload-types.ts'),
  },
  graphQL: { disable: true },
  telemetry: false,
  plugins: [
    ...featurePlugins,
    // Media on an S3-compatible bucket when S3_BUCKET is set (several web processes); else data/media.
    mediaStoragePlugin(),
    seoPlugin({
      collections: ['pages', 'posts', 'projects'],
      uploadsCollection: 'media',
      tabbedUI: false,
      // The suggested SEO title is the page's title and the site's name, as the layout's template gives it.
      generateTitle: async ({ doc, req }) => {
        const { siteName } = await req.payload.findGlobal({ slug: 'site-settings', req, depth: 0 })
        return `${(doc as { title?: string }).title ?? ''} | ${siteName}`
      },
      generateDescription: ({ doc }) => (doc as { excerpt?: string }).excerpt ?? '',
    }),
  ],
})
