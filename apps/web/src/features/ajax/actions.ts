import { siteSearchAction } from '@/features/search/siteSearchAction'

import type { AjaxAction } from './types'

/** Every ajax action the site answers, by name. Later features add their handlers here. */
export const ajaxActions: ReadonlyMap<string, AjaxAction> = new Map<string, AjaxAction>(
  [siteSearchAction as unknown as AjaxAction].map((action) => [action.name, action]),
)
