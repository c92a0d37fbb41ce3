export { AccountPage as default, metadata } from '@/features/shop/pages/AccountPage'

export const dynamic = 'force-dynamic'
