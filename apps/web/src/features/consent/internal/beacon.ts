/** The consent log endpoint (app/(frontend)/api/samtycke): decisions and the banner's page views. */
export const CONSENT_LOG_PATH = '/api/samtycke'

/** The banner's page-view beacon (spec 7.4): one per page on which the banner is shown. */
export function sendBannerView(page: string): void {
  const body = JSON.stringify({ type: 'view', page })
  const blob = new Blob([body], { type: 'application/json' })
  if (navigator.sendBeacon?.(CONSENT_LOG_PATH, blob)) return
  void fetch(CONSENT_LOG_PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    keepalive: true,
  }).catch(() => undefined)
}
