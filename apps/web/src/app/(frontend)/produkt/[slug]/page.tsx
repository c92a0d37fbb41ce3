export {
  ProductPage as default,
  generateMetadata,
  generateStaticParams,
} from '@/features/shop/pages/ProductPage'

// Route segment config must be a literal in this file for Next to read it.
export const revalidate = 43200
