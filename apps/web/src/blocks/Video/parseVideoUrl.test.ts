import { describe, expect, it } from 'vitest'

import { parseVideoUrl } from './parseVideoUrl'

describe('parseVideoUrl', () => {
  it('recognises the YouTube link shapes and embeds without cookies', () => {
    for (const link of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://m.youtube.com/shorts/dQw4w9WgXcQ',
    ]) {
      const parsed = parseVideoUrl(link)
      expect(parsed?.provider).toBe('youtube')
      expect(parsed?.id).toBe('dQw4w9WgXcQ')
      expect(parsed?.embedUrl).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ/)
    }
  })

  it('recognises Vimeo links and asks the player not to track', () => {
    expect(parseVideoUrl('https://vimeo.com/76979871')?.embedUrl).toBe(
      'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1',
    )
  })

  it('refuses other hosts, scripts and malformed ids', () => {
    expect(parseVideoUrl('javascript:alert(1)')).toBeNull()
    expect(parseVideoUrl('https://example.com/watch?v=dQw4w9WgXcQ')).toBeNull()
    expect(parseVideoUrl('https://youtu.be/<script>')).toBeNull()
    expect(parseVideoUrl('not a url')).toBeNull()
  })
})
