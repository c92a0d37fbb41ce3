// /sok?q=…&sida=… lands here through the proxy (features/search/routing.ts): rendered on the first
// request for a query and page, then served from the cache until the index hooks revalidate /sok.
export {
  SearchResultsPage as default,
  generateResultsMetadata as generateMetadata,
} from '@/features/search/pages/SearchPage'

export const dynamicParams = true

export function generateStaticParams(): { query: string; page: string }[] {
  return []
}
