import type { Metadata } from 'next'

import {
  metadata as linkMetadata,
  NewsletterUnsubscribePage,
} from '@/features/forms/pages/NewsletterLinkPage'

export const dynamic = 'force-dynamic'

export const metadata: Metadata = { ...linkMetadata, title: 'Avregistrera nyhetsbrev' }

export default NewsletterUnsubscribePage
