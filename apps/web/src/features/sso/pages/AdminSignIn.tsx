import { ssoConfigFromEnv } from '../internal/config'

/**
 * "Logga in med {provider}" under the admin's sign-in form (Payload's `admin.components.afterLogin`):
 * a link that starts a staff sign-in (a link, not a second submit button beside Payload's own).
 * Nothing when single sign-on is not configured.
 */
export function AdminSignIn() {
  const sso = ssoConfigFromEnv()
  if (!sso) return null
  const params = new URLSearchParams({
    action: 'openidredirect',
    staff: '1',
    redirect_to: `${sso.siteOrigin}/admin`,
  })
  return (
    <p style={{ marginTop: '1.5rem', textAlign: 'center' }}>
      <a href={`/api/sso/start?${params}`} className="btn btn--style-secondary btn--size-large">
        Logga in med {sso.providerName}
      </a>
    </p>
  )
}
