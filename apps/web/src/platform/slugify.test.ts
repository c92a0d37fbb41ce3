import { describe, expect, it } from 'vitest'

import { slugify } from './slugify'

describe('slugify', () => {
  it('turns Swedish letters into their plain forms', () => {
    expect(slugify('Industriunderhåll')).toBe('industriunderhall')
    expect(slugify('Våra tjänster för dig')).toBe('vara-tjanster-for-dig')
    expect(slugify('Öppet hus – Göteborg')).toBe('oppet-hus-goteborg')
  })

  it('drops punctuation at the ends and collapses separators', () => {
    expect(slugify('  Hej, världen!  ')).toBe('hej-varlden')
    expect(slugify('a  &  b')).toBe('a-b')
  })
})
