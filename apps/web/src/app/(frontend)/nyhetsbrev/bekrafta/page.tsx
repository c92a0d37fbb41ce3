import type { Metadata } from 'next'

import {
  metadata as linkMetadata,
  NewsletterConfirmPage,
} from '@/features/forms/pages/NewsletterLinkPage'

export const dynamic = 'force-dynamic'

export const metadata: Metadata = { ...linkMetadata, title: 'Bekräfta prenumeration' }

export default NewsletterConfirmPage
