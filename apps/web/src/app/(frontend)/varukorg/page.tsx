export { CartPage as default, metadata } from '@/features/shop/pages/CartPage'

export const dynamic = 'force-dynamic'
