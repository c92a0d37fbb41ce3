import type { Metadata } from 'next'

import { feedFromQuery, FeedSubscribePage } from '@/blocks/FeedSubscribe/SubscribePage'

// The feed's address comes in the query, so each request renders it.
export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: 'Prenumerera på flödet' }

export default async function Page({
  searchParams,
}: {
  searchParams: Promise<{ uri?: string | string[] }>
}) {
  return <FeedSubscribePage feed={feedFromQuery((await searchParams).uri)} />
}
