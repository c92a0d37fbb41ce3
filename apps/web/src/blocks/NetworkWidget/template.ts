import sanitizeHtml from 'sanitize-html'

// The SDK's template markers (option templateMarkers, default '<?js ?>', which we keep).
const MARKER = /<\?js[\s\S]*?\?>/g
const TOKEN = 'smedjatplmarker'

/**
 * Cleans the HTML of a MemberData template the way the code module cleans editor HTML (no scripts,
 * event handlers or styles: the SDK puts the rendered template into the page with innerHTML), while
 * keeping the template markers such as `<?js= firstName ?>` exactly as written, also inside attribute
 * values.
 */
export function sanitizeTemplate(template: string): string {
  const markers: string[] = []
  const masked = template
    .replaceAll(TOKEN, '')
    .replace(MARKER, (marker) => `${TOKEN}${markers.push(marker) - 1}x`)
  const clean = sanitizeHtml(masked, {
    allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img'],
    allowedAttributes: {
      '*': ['class', 'lang', 'title', 'aria-label', 'aria-hidden', 'role'],
      a: ['href', 'target', 'rel'],
      img: ['src', 'alt', 'width', 'height', 'loading'],
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    transformTags: {
      a: (tagName, attribs) => ({
        tagName,
        attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
      }),
    },
  })
  return clean.replace(
    new RegExp(`${TOKEN}(\\d+)x`, 'g'),
    (_, i: string) => markers[Number(i)] ?? '',
  )
}
