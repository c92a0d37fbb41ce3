/**
 * Navigation islands safe on any page: the header's main menu and search, and the browser class
 * at the start of <body>. Their styles come along (one small stylesheet for every page).
 */
import './internal/navigation.css'

export { BrowserClass } from './internal/BrowserClass.client'
export { HeaderSearch } from './internal/HeaderSearch.client'
export { MainMenu, SubmenuToggle } from './internal/MainMenu.client'
