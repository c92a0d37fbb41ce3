import type { Metadata } from 'next'
import { draftMode } from 'next/headers'

import { layoutHasListingPage } from '@/blocks/BlogListing/query'
import { layoutHasMainHeading } from '@/blocks/mainHeading'
import { RenderLayout } from '@/blocks/RenderLayout'
import { NotFoundContent, notFoundMetadata } from '@/components/NotFound'
import { abTestOfPage } from '@/features/ab-testing/routing'
import { DotNavigation } from '@/features/navigation'
import { MembersOnly } from '@/features/sso/pages/MembersOnly'
import { membersOnlyMetadata } from '@/features/sso/pages/metadata'
import { listingPageHref, splitListingSegments } from '@/platform/listingPages'
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

/**
 * The page a path names and its listing page: `/moduler/sida/2` is page 2 of the paged post modules
 * on /moduler (platform/listingPages). Null for a path that names no page, or a listing page that no
 * module on it reaches.
 */
async function resolve(params: Args['params'], draft: boolean) {
  const { segments, page: listingPage } = splitListingSegments((await params).slug ?? [])
  const slug = slugFrom(segments)
  if (!slug) return null
  const page = await getPageBySlug(slug, { draft })
  if (!page) return null
  if (listingPage > 1 && !(await layoutHasListingPage(page.layout, listingPage))) return null
  return { page, listing: { path: publicPath('pages', slug), page: listingPage } }
}

export async function generateStaticParams() {
  const pages = await publishedSlugs('pages')
  return pages.map(({ slug }) => ({ slug: slug === HOME_SLUG ? [] : [slug] }))
}

export async function generateMetadata({ params }: Args): Promise<Metadata> {
  const { isEnabled: draft } = await draftMode()
  const [found, settings] = await Promise.all([resolve(params, draft), getSiteSettings()])
  if (!found) return notFoundMetadata
  const { page, listing } = found
  const metadata = buildMetadata({
    meta: page.meta,
    title: page.title,
    path: listingPageHref(listing.path, listing.page),
    siteName: settings.siteName,
    fallbackImage: settings.defaultOgImage,
  })
  return membersOnlyMetadata(page, metadata, draft)
}

export default async function PageRoute({ params }: Args) {
  const { isEnabled: draft } = await draftMode()
  const found = await resolve(params, draft)
  if (!found) return <NotFoundContent />
  const { page, listing } = found
  return (
    <MembersOnly doc={page} path={listingPageHref(listing.path, listing.page)} builderMode={draft}>
      <article className="page" data-page-slug={page.slug}>
        {!page.layout?.length ? (
          <h1 className="page-title container">{page.title}</h1>
        ) : layoutHasMainHeading(page.layout) ? null : (
          <h1 className="visually-hidden">{page.title}</h1>
        )}
        <RenderLayout
          sections={page.layout}
          context={{
            builderMode: draft,
            locale: 'sv',
            listing,
            page: { id: page.id, slug: page.slug ?? '' },
            abTest: abTestOfPage(page),
          }}
        />
        {page.dotNavigation ? <DotNavigation sections={page.layout} /> : null}
      </article>
    </MembersOnly>
  )
}
