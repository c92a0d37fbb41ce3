import { describe, expect, it } from 'vitest'

import { nextActiveOption, parseSuggestions, suggestionStatus } from './searchSuggest'

describe('parseSuggestions', () => {
  it('reads the hits of a search answer', () => {
    expect(
      parseSuggestions({
        success: true,
        data: {
          query: 'pump',
          hits: [
            {
              type: 'page',
              title: 'Industriunderhåll',
              url: '/industriunderhall',
              excerpt: 'Pumpar',
            },
            { type: 'post', title: 'Nyhet', url: '/blogg/nyhet', excerpt: null },
          ],
        },
      }),
    ).toEqual([
      { title: 'Industriunderhåll', url: '/industriunderhall', excerpt: 'Pumpar' },
      { title: 'Nyhet', url: '/blogg/nyhet', excerpt: null },
    ])
  })

  it('drops hits that would lead off the site or lack a title', () => {
    expect(
      parseSuggestions({
        success: true,
        data: {
          hits: [
            { title: 'Ute', url: 'https://example.com/' },
            { title: 'Protokollrelativ', url: '//example.com/' },
            { title: 'Skript', url: 'javascript:alert(1)' },
            { url: '/utan-titel' },
            { title: 'Kvar', url: '/kvar' },
          ],
        },
      }),
    ).toEqual([{ title: 'Kvar', url: '/kvar', excerpt: null }])
  })

  it('reads a refusal or another shape as no answer', () => {
    expect(
      parseSuggestions({ success: false, data: { message: 'Skriv minst två tecken.' } }),
    ).toBeNull()
    expect(parseSuggestions('<html>')).toBeNull()
    expect(parseSuggestions(null)).toBeNull()
  })
})

describe('nextActiveOption', () => {
  it('moves down through the list and back to the field', () => {
    expect(nextActiveOption(-1, 3, 'ArrowDown')).toBe(0)
    expect(nextActiveOption(1, 3, 'ArrowDown')).toBe(2)
    expect(nextActiveOption(2, 3, 'ArrowDown')).toBe(-1)
  })

  it('moves up from the field to the last option', () => {
    expect(nextActiveOption(-1, 3, 'ArrowUp')).toBe(2)
    expect(nextActiveOption(0, 3, 'ArrowUp')).toBe(-1)
  })

  it('has nothing to make active in an empty list', () => {
    expect(nextActiveOption(-1, 0, 'ArrowDown')).toBe(-1)
    expect(nextActiveOption(2, 3, 'Enter')).toBe(2)
  })
})

describe('suggestionStatus', () => {
  it('tells how many suggestions there are', () => {
    expect(suggestionStatus(0)).toBe('Inga förslag.')
    expect(suggestionStatus(1)).toMatch(/^1 förslag\./)
    expect(suggestionStatus(5)).toMatch(/^5 förslag\./)
  })
})
