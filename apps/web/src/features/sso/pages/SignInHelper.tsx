import { HELPER_CONFIG_ID, HELPER_SCRIPT_PATH, HOST_SDK_PATH } from '../helper/script'
import type { HelperConfig } from '../helper/run'
import { ssoConfigFromEnv } from '../internal/config'

/**
 * The redirect helper page (spec 2.1): the main redirect container, a loading container (where the
 * fallback button goes), the error area, the page-level configuration and the helper script. The
 * same for every visitor, so it can be statically generated and cached. Without JavaScript a plain
 * form button starts the same sign-in request.
 */
export function SignInHelper({
  path,
  heading = 'Logga in för att se sidan',
  text = 'Sidan är bara för inloggade. Du skickas vidare till inloggningen med ditt organisationskonto.',
  run = true,
}: {
  /** The page to come back to. */
  path: string
  heading?: string
  text?: string
  /** False: show the page without starting a flow (a page about a failed sign-in). */
  run?: boolean
}) {
  const sso = ssoConfigFromEnv()
  if (!sso) {
    return (
      <section className="sso-helper container-narrow">
        <h1>{heading}</h1>
        <p>Inloggning med organisationskonto är inte konfigurerad på den här webbplatsen.</p>
      </section>
    )
  }
  const config: HelperConfig = {
    siteUrl: `${sso.siteOrigin}/`,
    bounceUrl: null,
    isWpLogin: false,
    providerName: sso.providerName,
    providerLogo: sso.providerLogo,
    hostName: sso.hostName,
    hostSdkUrl: HOST_SDK_PATH,
    docsUrl: `${sso.siteOrigin}/sso/administratorer`,
  }
  return (
    <section id="smedja-sso-redirect" className="sso-helper container-narrow">
      <h1>{heading}</h1>
      <p>{text}</p>
      <div id="smedja-sso-loading" className="sso-loading">
        <form method="post" action={path}>
          <input type="hidden" name="action" value="openidredirect" />
          <input type="hidden" name="redirect_to" value={`${sso.siteOrigin}${path}`} />
          <button type="submit" className="button">
            Logga in med {sso.providerName}
          </button>
        </form>
      </div>
      <div id="smedja-sso-errors" className="sso-errors" aria-live="polite" />
      {run ? (
        <>
          <script
            id={HELPER_CONFIG_ID}
            type="application/json"
            dangerouslySetInnerHTML={{ __html: JSON.stringify(config).replace(/</g, '\\u003c') }}
          />
          <script async src={HELPER_SCRIPT_PATH} />
        </>
      ) : null}
    </section>
  )
}
