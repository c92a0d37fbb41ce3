/**
 * The shop's server entry point for page-builder modules: catalogue reads only. Modules are rendered
 * on every page, so they must not import index.ts, whose client islands would then ship everywhere.
 */
export { listCategories, listProducts } from './server/catalog'
