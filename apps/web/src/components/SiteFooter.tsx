import type { Footer, SiteSetting } from '@/payload-types'

import { CmsLink } from './CmsLink'

export function SiteFooter({ footer, settings }: { footer: Footer; settings: SiteSetting }) {
  const org = settings.organisation
  return (
    <footer className="site-footer">
      <div className="site-footer-inner">
        {(footer.columns ?? []).map((column, i) => (
          <section
            key={column.id ?? i}
            className="footer-column"
            aria-labelledby={`footer-col-${i}`}
          >
            <h2 id={`footer-col-${i}`} className="footer-heading">
              {column.heading}
            </h2>
            {column.text ? <p className="footer-text">{column.text}</p> : null}
            {column.links?.length ? (
              <ul className="footer-links">
                {column.links.map((item, j) => (
                  <li key={item.id ?? j}>
                    <CmsLink link={item.link} />
                  </li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
      </div>
      <div className="site-footer-bottom">
        <p>
          {footer.copyright ?? `© ${new Date().getFullYear()} ${settings.siteName}`}
          {org?.orgNumber ? ` · Org.nr ${org.orgNumber}` : ''}
        </p>
        {/* Opens the cookie preferences dialog on every page (features/consent, data-consent-open). */}
        <button type="button" className="footer-consent-link" data-consent-open="">
          Cookie-inställningar
        </button>
      </div>
    </footer>
  )
}
