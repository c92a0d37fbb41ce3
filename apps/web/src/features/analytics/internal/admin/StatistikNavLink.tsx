import { STATISTIK_ADMIN_URL } from './paths'

/** At the top of the admin's navigation: the Statistik dashboard (a custom view, not a collection). */
export function StatistikNavLink() {
  return (
    <a className="nav__link" id="nav-statistik" href={STATISTIK_ADMIN_URL}>
      <span className="nav__link-label">Statistik</span>
    </a>
  )
}
