import { describe, expect, it } from 'vitest'

import { parseSpotifyUrl } from './parseSpotifyUrl'

describe('parseSpotifyUrl', () => {
  it('turns a playlist share link into the embed player address', () => {
    expect(
      parseSpotifyUrl('https://open.spotify.com/playlist/37i9dQZF1DXcBWIGoYBM5M?si=abc123'),
    ).toEqual({
      kind: 'playlist',
      id: '37i9dQZF1DXcBWIGoYBM5M',
      embedUrl: 'https://open.spotify.com/embed/playlist/37i9dQZF1DXcBWIGoYBM5M',
      height: 352,
    })
  })

  it('gives a single track the compact player and accepts intl and embed addresses', () => {
    expect(
      parseSpotifyUrl('https://open.spotify.com/intl-sv/track/4uLU6hMCjMI75M1A2tKUQC'),
    ).toMatchObject({
      kind: 'track',
      embedUrl: 'https://open.spotify.com/embed/track/4uLU6hMCjMI75M1A2tKUQC',
      height: 152,
    })
    expect(
      parseSpotifyUrl('https://open.spotify.com/embed/episode/4uLU6hMCjMI75M1A2tKUQC')?.kind,
    ).toBe('episode')
  })

  it('refuses other hosts, schemes, kinds and malformed ids', () => {
    for (const bad of [
      'http://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC',
      'https://evil.example/track/4uLU6hMCjMI75M1A2tKUQC',
      'https://open.spotify.com.evil.example/track/4uLU6hMCjMI75M1A2tKUQC',
      'https://open.spotify.com:8443/track/4uLU6hMCjMI75M1A2tKUQC',
      'https://open.spotify.com/user/4uLU6hMCjMI75M1A2tKUQC',
      'https://open.spotify.com/track/short',
      'https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC/extra',
      'javascript:alert(1)',
      '',
    ])
      expect(parseSpotifyUrl(bad), bad).toBeNull()
  })
})
