export { OrderReceivedPage as default, metadata } from '@/features/shop/pages/OrderReceivedPage'

export const dynamic = 'force-dynamic'
