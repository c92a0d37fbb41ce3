import { describe, expect, it } from 'vitest'

import { previewSlug, previewUrl } from './livePreview'

describe('live preview addresses', () => {
  it('uses the saved slug, or the one the title will give', () => {
    expect(previewSlug({ slug: 'om-oss', title: 'Något annat' })).toBe('om-oss')
    expect(previewSlug({ title: 'Höstkampanj 2026' })).toBe('hostkampanj-2026')
    expect(previewSlug(null)).toBe('')
  })

  it('sends the preview to the public path of the document', () => {
    expect(previewUrl('pages', 'hem')).toBe('/next/preview?path=%2F&collection=pages&slug=hem')
    expect(previewUrl('posts', 'nytt')).toContain('path=%2Fblogg%2Fnytt')
  })
})
