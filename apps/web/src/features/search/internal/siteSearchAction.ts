import { z } from 'zod'

import { defineAjaxAction } from '@/platform/ajax/types'

import { searchSite } from './server/searchSite'
import { snippetHtml, snippetText } from './snippet'
import { MAX_QUERY_LENGTH } from '../routing'

const schema = z.object({
  action: z.literal('smedja_site_search'),
  q: z
    .string({ error: 'Skriv vad du söker efter.' })
    .trim()
    .min(2, 'Skriv minst två tecken.')
    .max(MAX_QUERY_LENGTH, `Sökningen får vara högst ${MAX_QUERY_LENGTH} tecken.`),
})

/**
 * Search suggestions (spec G, header search): the five best hits of the site index. Each hit keeps
 * the fields it always had (`type`, `title`, `url`, `excerpt` as plain text) and adds `snippet`, the
 * same text as HTML with the matches in <mark> and everything else escaped.
 */
export const siteSearchAction = defineAjaxAction({
  name: 'smedja_site_search',
  nonce: 'et_frontend_nonce',
  schema,
  async handle({ q }, { payload }) {
    const { hits } = await searchSite(payload, q, { perPage: 5 })
    return {
      query: q,
      hits: hits.map((hit) => ({
        type: hit.type,
        title: hit.title,
        url: hit.url,
        excerpt: snippetText(hit.snippet) || null,
        snippet: snippetHtml(hit.snippet),
      })),
    }
  },
})
