import { describe, expect, it } from 'vitest'

import {
  indexableText,
  MATCH_END as E,
  MATCH_START as S,
  snippetHtml,
  snippetParts,
  snippetText,
} from './snippet'

describe('snippets', () => {
  it('splits a marked snippet into plain and matched parts', () => {
    expect(snippetParts(`Vi utför ${S}underhåll${E} av ${S}pumpar${E}.`)).toEqual([
      { text: 'Vi utför ', match: false },
      { text: 'underhåll', match: true },
      { text: ' av ', match: false },
      { text: 'pumpar', match: true },
      { text: '.', match: false },
    ])
  })

  it('joins adjacent matches and ends an unclosed match at the end', () => {
    expect(snippetParts(`${S}olje${E}${S}filter${E} och ${S}mer`)).toEqual([
      { text: 'oljefilter', match: true },
      { text: ' och ', match: false },
      { text: 'mer', match: true },
    ])
    expect(snippetParts('')).toEqual([])
  })

  it('escapes every part and marks only the matches in HTML', () => {
    const parts = snippetParts(`<script>alert("x")</script> & ${S}<b>pump</b>${E} 'ok'`)
    expect(snippetHtml(parts)).toBe(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; <mark>&lt;b&gt;pump&lt;/b&gt;</mark> &#39;ok&#39;',
    )
    expect(snippetText(parts)).toBe(`<script>alert("x")</script> & <b>pump</b> 'ok'`)
  })

  it('keeps marker characters out of indexed text, so only the engine can mark', () => {
    const text = indexableText(`fake ${S}match${E}\n\n  and\ttabs`)
    expect(text).toBe('fake match and tabs')
    expect(snippetParts(text)).toEqual([{ text, match: false }])
  })
})
