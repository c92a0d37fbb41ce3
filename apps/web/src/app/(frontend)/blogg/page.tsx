import type { Metadata } from 'next'

import { blogFeedAlternate } from '@/platform/rss'

import { BlogIndex } from './BlogIndex'

export const revalidate = 43200

export const metadata: Metadata = {
  title: 'Blogg',
  description: 'Nyheter, tips och erfarenheter från våra tekniker och projekt.',
  alternates: { canonical: '/blogg', types: blogFeedAlternate },
}

export default function BlogIndexPage() {
  return <BlogIndex page={1} />
}
