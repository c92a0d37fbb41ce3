export {
  SearchPage as default,
  searchMetadata as metadata,
} from '@/features/search/pages/SearchPage'
