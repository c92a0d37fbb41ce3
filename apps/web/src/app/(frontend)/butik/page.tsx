export { ShopPage as default, metadata } from '@/features/shop/pages/ShopPage'
