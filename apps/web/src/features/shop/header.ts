/**
 * The shop's entry point for the site header, which is on every page: the cart count island and the
 * static "Mitt konto" link. Importing the full surface (index.ts) from the layout would make every
 * page load every shop island.
 */
export { AccountLink } from './components/AccountLink'
export { CartCount } from './components/CartCount.client'
