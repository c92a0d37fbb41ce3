import type { Metadata } from 'next'
import { draftMode } from 'next/headers'

import { layoutHasMainHeading } from '@/blocks/mainHeading'
import { RenderLayout } from '@/blocks/RenderLayout'
import { NotFoundContent, notFoundMetadata } from '@/components/NotFound'
import { buildMetadata } from '@/platform/metadata'
import { HOME_SLUG, publicPath } from '@/platform/paths.public'
import { getPageBySlug, getSiteSettings, publishedSlugs } from '@/platform/queries'

// Regenerated on publish (hooks/revalidate.ts) and at least twice a day so embedded nonces stay valid.
export const revalidate = 43200

type Args = { params: Promise<{ slug?: string[] }> }

function slugFrom(segments: string[] | undefined): string | null {
  if (!segments?.length) return HOME_SLUG
  if (segments.length > 1) return null
  return decodeURIComponent(segments[0] ?? '')
}

export async function generateStaticParams() {
  const pages = await publishedSlugs('pages')
  return pages.map(({ slug }) => ({ slug: slug === HOME_SLUG ? [] : [slug] }))
}

export async function generateMetadata({ params }: Args): Promise<Metadata> {
  const slug = slugFrom((await params).slug)
  if (!slug) return notFoundMetadata
  const { isEnabled: draft } = await draftMode()
  const [page, settings] = await Promise.all([getPageBySlug(slug, { draft }), getSiteSettings()])
  if (!page) return notFoundMetadata
  return buildMetadata({
    meta: page.meta,
    title: page.title,
    path: publicPath('pages', slug),
    siteName: settings.siteName,
    fallbackImage: settings.defaultOgImage,
  })
}

export default async function PageRoute({ params }: Args) {
  const slug = slugFrom((await params).slug)
  if (!slug) return <NotFoundContent />
  const { isEnabled: draft } = await draftMode()
  const page = await getPageBySlug(slug, { draft })
  if (!page) return <NotFoundContent />
  return (
    <article className="page" data-page-slug={page.slug}>
      {!page.layout?.length ? (
        <h1 className="page-title container">{page.title}</h1>
      ) : layoutHasMainHeading(page.layout) ? null : (
        <h1 className="visually-hidden">{page.title}</h1>
      )}
      <RenderLayout sections={page.layout} context={{ builderMode: draft, locale: 'sv' }} />
    </article>
  )
}
