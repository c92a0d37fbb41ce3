import { describe, expect, it } from 'vitest'

import { sanitizeEmbed } from './sanitizeEmbed'

describe('sanitizeEmbed', () => {
  it('removes scripts, event handlers and javascript: links', () => {
    const out = sanitizeEmbed(
      '<p onclick="steal()">Hej</p><script>alert(1)</script><a href="javascript:alert(1)">x</a>',
    )
    expect(out).toBe('<p>Hej</p><a>x</a>')
  })

  it('keeps frames from allowed video hosts and drops others', () => {
    const ok = sanitizeEmbed(
      '<iframe src="https://player.vimeo.com/video/1" title="Film"></iframe>',
    )
    expect(ok).toContain('src="https://player.vimeo.com/video/1"')
    expect(ok).toContain('loading="lazy"')
    const bad = sanitizeEmbed('<iframe src="https://evil.example/x"></iframe>')
    expect(bad).not.toContain('evil.example')
  })

  it('adds noopener to links that open new windows', () => {
    expect(sanitizeEmbed('<a href="https://smedja.se" target="_blank">S</a>')).toContain(
      'rel="noopener noreferrer"',
    )
  })

  it('keeps images and media to the site itself', () => {
    const html = sanitizeEmbed(
      '<img src="https://tracker.example/p.gif" alt="x"><img src="/api/media/file/a.jpg" alt="a">' +
        '<img src="//cdn.example/b.jpg" alt="b"><video src="https://v.example/v.mp4"></video>',
    )
    expect(html).not.toContain('tracker.example')
    expect(html).not.toContain('cdn.example')
    expect(html).not.toContain('v.example')
    expect(html).toContain('src="/api/media/file/a.jpg"')
  })
})
