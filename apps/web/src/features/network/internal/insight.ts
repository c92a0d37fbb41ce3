// The network's insight tag (spec 1, 7.4), as the page loads it. Browser side, no React.

/** Marks the one insight script this site adds. */
export const INSIGHT_SCRIPT_ATTRIBUTE = 'data-network-insight'

/** A partner id: the digits the network's ad account gives. */
export const isPartnerId = (value: string): boolean => /^\d{1,20}$/.test(value)

/** The tag's script on the network service. */
export const insightScriptUrl = (networkOrigin: string): string => `${networkOrigin}/insight.js`

/**
 * Adds the insight script once, asynchronously, with the partner id it reads from its own element.
 * The script reports the page view and adds its late stylesheet from the same host. Answers whether
 * it added the script (false: already there, or the partner id is not one).
 */
export function addInsightTag(doc: Document, src: string, partnerId: string): boolean {
  if (!isPartnerId(partnerId)) return false
  if (doc.querySelector(`script[${INSIGHT_SCRIPT_ATTRIBUTE}]`)) return false
  const script = doc.createElement('script')
  script.src = src
  script.async = true
  script.setAttribute('data-partner-id', partnerId)
  script.setAttribute(INSIGHT_SCRIPT_ATTRIBUTE, '')
  doc.body.appendChild(script)
  return true
}
