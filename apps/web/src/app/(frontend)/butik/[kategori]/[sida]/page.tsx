// /butik?kategori=…&sida=… lands here through the proxy (features/shop/routing.ts): rendered once per
// category and page, then served from the cache until revalidateShop purges the listing.
export {
  ShopPage as default,
  generateListingMetadata as generateMetadata,
  generateListingParams as generateStaticParams,
} from '@/features/shop/pages/ShopPage'

export const dynamicParams = true
