import type { SelectField } from 'payload'

import { defineFeature } from '@/platform/feature'

import { DEFAULT_MENU_TYPE, type MenuType } from './internal/menuTypes'

const menuTypeLabels: Record<MenuType, { sv: string; en: string }> = {
  mobile: { sv: 'Mobilmeny (under 981 px)', en: 'Mobile menu (below 981 px)' },
  'slide-in': { sv: 'Panel från sidan', en: 'Slide-in panel' },
  fullscreen: { sv: 'Helskärmsmeny', en: 'Fullscreen menu' },
}

/** The header setting that chooses how the main menu opens (globals/Header.ts). */
export const menuTypeField: SelectField = {
  name: 'menuType',
  type: 'select',
  required: true,
  defaultValue: DEFAULT_MENU_TYPE,
  label: { sv: 'Menytyp', en: 'Menu type' },
  options: (Object.keys(menuTypeLabels) as MenuType[]).map((value) => ({
    value,
    label: menuTypeLabels[value],
  })),
  admin: {
    description: {
      sv: 'Mobilmenyn visar en vanlig meny på breda skärmar; panelen och helskärmsmenyn öppnas med menyknappen på alla skärmar.',
      en: 'The mobile menu is a plain menu on wide screens; the panel and the fullscreen menu open from the menu button on every screen.',
    },
  },
}

/**
 * Site navigation (spec 2.7, 4.7): the header's menus and search overlay, the fixed header, dot
 * navigation, scroll-to-top and the browser class on <body>. It owns no collection: the menu lives
 * in the header global, the dot-navigation switch on pages.
 */
export const navigation = defineFeature({
  name: 'navigation',
  slots: () => import('./slots'),
})
