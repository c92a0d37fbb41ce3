export type VideoEmbed = {
  provider: 'youtube' | 'vimeo'
  id: string
  embedUrl: string
  watchUrl: string
}

/** The platform's name as visitors know it (the consent placeholder names it). */
export function videoServiceName(provider: VideoEmbed['provider']): string {
  return provider === 'youtube' ? 'YouTube' : 'Vimeo'
}

/**
 * Recognises YouTube and Vimeo watch/share links and returns a privacy-friendly embed address.
 * Anything else returns null so the editor gets a validation message instead of a broken frame.
 */
export function parseVideoUrl(input: string): VideoEmbed | null {
  let url: URL
  try {
    url = new URL(input.trim())
  } catch {
    return null
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
  const host = url.hostname.replace(/^www\./, '').replace(/^m\./, '')
  let id: string | null = null
  if (host === 'youtu.be') id = url.pathname.slice(1).split('/')[0] ?? null
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (url.pathname === '/watch') id = url.searchParams.get('v')
    else {
      const match = /^\/(embed|shorts|live)\/([^/]+)/.exec(url.pathname)
      id = match?.[2] ?? null
    }
  }
  if (id !== null) {
    if (!/^[A-Za-z0-9_-]{6,20}$/.test(id)) return null
    return {
      provider: 'youtube',
      id,
      embedUrl: `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`,
      watchUrl: `https://www.youtube.com/watch?v=${id}`,
    }
  }
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const match = /\/(?:video\/)?(\d{5,12})(?:$|\/)/.exec(url.pathname)
    if (!match?.[1]) return null
    return {
      provider: 'vimeo',
      id: match[1],
      embedUrl: `https://player.vimeo.com/video/${match[1]}?autoplay=1&dnt=1`,
      watchUrl: `https://vimeo.com/${match[1]}`,
    }
  }
  return null
}
