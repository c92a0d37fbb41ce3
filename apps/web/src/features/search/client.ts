/**
 * The site search's render-safe surface: the search box the search module and /sok draw. It is a
 * server-rendered form, no client island. Server verbs and domain types are in index.ts.
 */

// The box and the results are drawn by the search stylesheet; importing this brings it along.
import './internal/components/search.css'

export { SEARCH_PATH } from './routing'
export { SearchBox } from './internal/components/SearchBox'
