export { searchSite, type SearchHit } from './internal/siteSearchAction'
