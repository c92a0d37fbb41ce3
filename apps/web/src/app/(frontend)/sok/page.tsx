export { SearchPage as default, generateMetadata } from '@/features/search/pages/SearchPage'
