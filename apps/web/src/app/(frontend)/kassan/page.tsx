export { CheckoutPage as default, metadata } from '@/features/shop/pages/CheckoutPage'

export const dynamic = 'force-dynamic'
