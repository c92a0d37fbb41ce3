import { HELPER_CONFIG_ID, HELPER_SCRIPT_PATH, HOST_SDK_PATH } from '../helper/script'
import type { HelperConfig } from '../helper/run'
import { ssoConfigFromEnv } from '../internal/config'
import { SIGN_IN_ROUTE } from '../routing'

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  )

/** The sign-in request as a plain form (without JavaScript, the same request as the helper's). */
function noScriptForm(path: string, redirectTo: string, providerName: string): string {
  return (
    `<form method="post" action="${escapeHtml(path)}">` +
    '<input type="hidden" name="action" value="openidredirect">' +
    `<input type="hidden" name="redirect_to" value="${escapeHtml(redirectTo)}">` +
    `<button type="submit" class="button">Logga in med ${escapeHtml(providerName)}</button>` +
    '</form>'
  )
}

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
  landing = false,
}: {
  /** The page to come back to. */
  path: string
  heading?: string
  text?: string
  /** False: show the page without starting a flow (a page about a failed sign-in). */
  run?: boolean
  /** The popup's landing page (/sso/klar, spec 4.1 step 5). */
  landing?: boolean
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
    handoffUrl: SIGN_IN_ROUTE,
    hostOrigins: sso.hostOrigins,
    ...(landing ? { popupLanding: true } : {}),
  }
  return (
    <section id="smedja-sso-redirect" className="sso-helper container-narrow">
      <h1>{heading}</h1>
      <p>{text}</p>
      {/* The helper script adds the fallback button and its errors inside these two containers, maybe
          before React hydrates the page: their content is markup React leaves alone
          (dangerouslySetInnerHTML), or the added nodes would be a hydration mismatch and React would
          render them away. */}
      <div
        id="smedja-sso-loading"
        className="sso-loading"
        dangerouslySetInnerHTML={{
          __html: noScriptForm(path, `${sso.siteOrigin}${path}`, sso.providerName),
        }}
      />
      <div
        id="smedja-sso-errors"
        className="sso-errors"
        aria-live="polite"
        dangerouslySetInnerHTML={{ __html: '' }}
      />
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
