import type { Metadata } from 'next'

import { NotFoundContent, notFoundMetadata } from '@/components/NotFound'
import { listingPageFromSegment, listingPageHref } from '@/platform/listingPages'
import { blogFeedAlternate } from '@/platform/rss'

import { BLOG_PATH, BlogIndex, blogIndexPages } from '../../BlogIndex'

export const revalidate = 43200

type Args = { params: Promise<{ page: string }> }

async function pageFrom(params: Args['params']): Promise<number | null> {
  const page = listingPageFromSegment((await params).page)
  return page && page <= (await blogIndexPages()) ? page : null
}

export async function generateStaticParams() {
  const pages = await blogIndexPages()
  return Array.from({ length: Math.max(0, pages - 1) }, (_, i) => ({ page: String(i + 2) }))
}

export async function generateMetadata({ params }: Args): Promise<Metadata> {
  const page = await pageFrom(params)
  if (!page) return notFoundMetadata
  return {
    title: `Blogg – sida ${page}`,
    description: 'Nyheter, tips och erfarenheter från våra tekniker och projekt.',
    alternates: { canonical: listingPageHref(BLOG_PATH, page), types: blogFeedAlternate },
  }
}

export default async function BlogIndexLaterPage({ params }: Args) {
  const page = await pageFrom(params)
  if (!page) return <NotFoundContent />
  return <BlogIndex page={page} />
}
