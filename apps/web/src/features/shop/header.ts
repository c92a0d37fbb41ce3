/**
 * The shop's entry point for the site header, which is on every page: only the cart count island.
 * Importing the full surface (index.ts) from the layout would make every page load every shop island.
 */
export { CartCount } from './components/CartCount.client'
