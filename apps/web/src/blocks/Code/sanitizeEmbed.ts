import sanitizeHtml from 'sanitize-html'

import { EMBED_FRAME_HOSTNAMES } from '@/platform/security/thirdParty'

// Frames are allowed only from video and map services an editor would reasonably embed; the site's
// Content-Security-Policy allows the same hosts (platform/security/thirdParty.ts).
const allowedIframeHostnames = EMBED_FRAME_HOSTNAMES

/** Cleans editor HTML for the code/HTML module: no scripts, event handlers, styles or foreign frames. */
export function sanitizeEmbed(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [
      ...sanitizeHtml.defaults.allowedTags,
      'img',
      'figure',
      'figcaption',
      'iframe',
      'picture',
      'source',
      'video',
      'audio',
      'details',
      'summary',
    ],
    allowedAttributes: {
      ...sanitizeHtml.defaults.allowedAttributes,
      '*': ['id', 'class', 'lang', 'dir', 'title', 'aria-label', 'aria-hidden', 'role'],
      a: ['href', 'name', 'target', 'rel'],
      img: ['src', 'srcset', 'sizes', 'alt', 'width', 'height', 'loading', 'decoding'],
      iframe: ['src', 'width', 'height', 'title', 'allow', 'allowfullscreen', 'loading'],
      source: ['src', 'srcset', 'type', 'media'],
      video: [
        'src',
        'controls',
        'poster',
        'width',
        'height',
        'muted',
        'loop',
        'playsinline',
        'preload',
      ],
      audio: ['src', 'controls', 'preload'],
      td: ['colspan', 'rowspan'],
      th: ['colspan', 'rowspan', 'scope'],
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    // Images and media come from the site's own media library only: another host would see every
    // visitor before consent, and the Content-Security-Policy refuses it anyway.
    allowedSchemesByTag: { img: [], source: [], video: [], audio: [] },
    allowProtocolRelative: false,
    allowedIframeHostnames,
    allowIframeRelativeUrls: false,
    transformTags: {
      // A link that opens a new window must not hand the opener to the other site.
      a: (tagName, attribs) => ({
        tagName,
        attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
      }),
      iframe: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
    },
  })
}
