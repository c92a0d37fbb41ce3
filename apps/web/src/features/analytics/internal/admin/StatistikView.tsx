import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'

import { hasRole } from '@/access/isAdmin'

import { INDUSTRIUNDERHALL_PATH, SCROLL_DEPTHS } from '../../routing'
import { dashboardData, parseRange, type DashboardData } from '../server/dashboard'
import { addDays, dayOf } from '../server/day'
import { STATISTIK_PATH } from './paths'
import { CellBar, DailyBars, formatCount, FunnelChart, Percent, shortDay } from './charts'

const styles = `
.statistik { display: grid; gap: 2.5rem; padding-block: 1.5rem 4rem; }
.statistik h1 { margin: 0 0 .25rem; }
.statistik h2 { margin: 0 0 1rem; font-size: 1.35rem; }
.statistik-range { display: flex; flex-wrap: wrap; gap: 1rem; align-items: end; }
.statistik-range label { display: grid; gap: .25rem; font-weight: 600; }
.statistik-range input { font: inherit; padding: .4rem .5rem; border: 1px solid var(--theme-elevation-400); border-radius: 4px; background: var(--theme-input-bg, transparent); color: inherit; }
.statistik-range nav { display: flex; gap: .75rem; }
.statistik-range a { color: inherit; }
.statistik-cards { display: flex; flex-wrap: wrap; gap: 1rem; margin: 0; }
.statistik-cards div { border: 1px solid var(--theme-elevation-150); border-radius: 6px; padding: .75rem 1rem; min-width: 11rem; }
.statistik-cards dt { font-size: .85rem; }
.statistik-cards dd { margin: 0; font-size: 1.75rem; font-weight: 700; }
.statistik table { border-collapse: collapse; width: 100%; max-width: 60rem; }
.statistik th, .statistik td { text-align: left; padding: .4rem .6rem; border-bottom: 1px solid var(--theme-elevation-150); vertical-align: middle; }
.statistik td.num, .statistik th.num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
.statistik .bar { width: 35%; }
.statistik-glance { display: grid; gap: 1.5rem; grid-template-columns: repeat(auto-fit, minmax(20rem, 1fr)); align-items: start; }
.statistik-notice { border-left: 4px solid var(--theme-warning-500, #b26b00); padding: .5rem .75rem; }
.statistik details summary { cursor: pointer; margin-top: .75rem; }
.statistik .visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
`

/** A path as visitors read it (`/s%C3%B6k` → `/sök`); stored encoded, as the browser sent it. */
function readablePath(path: string): string {
  try {
    return decodeURI(path)
  } catch {
    return path
  }
}

/** The admin's *Statistik* view (/admin/statistik): staff only, checked here on the server. */
export async function StatistikView({
  initPageResult,
  params,
  searchParams,
}: AdminViewServerProps) {
  const { req, permissions, locale, visibleEntities } = initPageResult
  const user = req.user
  if (!user) redirect(`/admin/login?redirect=${encodeURIComponent(`/admin${STATISTIK_PATH}`)}`)
  const staff = user.collection === 'users' && (hasRole(user, 'admin') || hasRole(user, 'editor'))

  const query = (searchParams ?? {}) as Record<string, unknown>
  const range = parseRange({ fran: query.fran, till: query.till })
  const data = staff ? await dashboardData(req.payload, range) : null

  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      req={req}
      searchParams={searchParams}
      user={user}
      visibleEntities={{
        collections: visibleEntities.collections,
        globals: visibleEntities.globals,
      }}
    >
      <Gutter>
        <style>{styles}</style>
        <div className="statistik">
          <header>
            <h1>Statistik</h1>
            <p>
              Besök och klick på webbplatsen, räknade av webbplatsen själv: inga cookies, inga
              personuppgifter.
            </p>
          </header>
          {data ? (
            <Dashboard data={data} notice={range.notice} />
          ) : (
            <p role="alert">Du har inte behörighet att se statistiken.</p>
          )}
        </div>
      </Gutter>
    </DefaultTemplate>
  )
}

function RangeForm({ data }: { data: DashboardData }) {
  const today = dayOf(new Date())
  const quick = [7, 30, 90].map((days) => ({
    days,
    href: `/admin${STATISTIK_PATH}?fran=${addDays(today, -(days - 1))}&till=${today}`,
  }))
  return (
    <form className="statistik-range" method="get" action={`/admin${STATISTIK_PATH}`}>
      <label>
        Från
        <input type="date" name="fran" defaultValue={data.range.from} max={today} />
      </label>
      <label>
        Till
        <input type="date" name="till" defaultValue={data.range.to} max={today} />
      </label>
      <button type="submit" className="btn btn--style-primary btn--size-medium">
        Visa period
      </button>
      <nav aria-label="Snabbval av period">
        {quick.map((q) => (
          <a key={q.days} href={q.href}>
            Senaste {q.days} dagarna
          </a>
        ))}
      </nav>
    </form>
  )
}

function Dashboard({ data, notice }: { data: DashboardData; notice?: string }) {
  const period = `${shortDay(data.range.from)} – ${shortDay(data.range.to)}`
  const maxLabel = Math.max(0, ...data.eventsByLabel.map((e) => e.total))
  const maxPage = Math.max(0, ...data.topPages.map((p) => p.views))
  const glance = data.industriunderhall
  const maxGlance = Math.max(0, ...glance.events.map((e) => e.total))
  return (
    <>
      <section aria-labelledby="statistik-period">
        <h2 id="statistik-period">Period</h2>
        <RangeForm data={data} />
        {notice ? (
          <p className="statistik-notice" role="status">
            {notice}
          </p>
        ) : null}
        <dl className="statistik-cards" aria-label={`Summering ${period}`}>
          <div>
            <dt>Sidvisningar</dt>
            <dd data-testid="statistik-sidvisningar">{formatCount(data.pageViews)}</dd>
          </div>
          <div>
            <dt>Klickhändelser</dt>
            <dd data-testid="statistik-handelser">{formatCount(data.events)}</dd>
          </div>
          <div>
            <dt>Dagar</dt>
            <dd>{data.range.days}</dd>
          </div>
        </dl>
      </section>

      <section aria-labelledby="statistik-industri">
        <h2 id="statistik-industri">Industriunderhåll i korthet</h2>
        <div className="statistik-glance">
          <table>
            <caption className="visually-hidden">
              Händelser på sidan Industriunderhåll, {period}
            </caption>
            <thead>
              <tr>
                <th scope="col">Etikett</th>
                <th scope="col">Åtgärd</th>
                <th scope="col" className="num">
                  Antal
                </th>
                <th scope="col" className="bar">
                  <span className="visually-hidden">Stapel</span>
                </th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row">Sidvisningar</th>
                <td>Visning</td>
                <td className="num">{formatCount(glance.views)}</td>
                <td className="bar" />
              </tr>
              {glance.events.map((e) => (
                <tr key={`${e.action}|${e.label}`}>
                  <th scope="row">{e.label || '(utan etikett)'}</th>
                  <td>{e.action}</td>
                  <td className="num">{formatCount(e.total)}</td>
                  <td className="bar">
                    <CellBar value={e.total} max={maxGlance} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <div>
            <h3>Scrolldjup på {INDUSTRIUNDERHALL_PATH}</h3>
            <FunnelChart funnel={glance.funnel} />
          </div>
        </div>
      </section>

      <section aria-labelledby="statistik-visningar">
        <h2 id="statistik-visningar">Sidvisningar per dag</h2>
        <DailyBars data={data.viewsByDay} title={`Sidvisningar per dag ${period}`} />
        <details>
          <summary>Visa som tabell</summary>
          <table>
            <thead>
              <tr>
                <th scope="col">Dag</th>
                <th scope="col" className="num">
                  Sidvisningar
                </th>
              </tr>
            </thead>
            <tbody>
              {data.viewsByDay.map((d) => (
                <tr key={d.day}>
                  <td>{d.day}</td>
                  <td className="num">{formatCount(d.views)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
        <h3>Mest visade sidor</h3>
        {data.topPages.length ? (
          <table>
            <thead>
              <tr>
                <th scope="col">Sida</th>
                <th scope="col" className="num">
                  Visningar
                </th>
                <th scope="col" className="bar">
                  <span className="visually-hidden">Stapel</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.topPages.map((p) => (
                <tr key={p.path}>
                  <th scope="row">{readablePath(p.path)}</th>
                  <td className="num">{formatCount(p.views)}</td>
                  <td className="bar">
                    <CellBar value={p.views} max={maxPage} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p>Inga sidvisningar under perioden.</p>
        )}
      </section>

      <section aria-labelledby="statistik-etiketter">
        <h2 id="statistik-etiketter">Händelser per etikett</h2>
        {data.eventsByLabel.length ? (
          <table>
            <thead>
              <tr>
                <th scope="col">Etikett</th>
                <th scope="col">Kategori</th>
                <th scope="col">Åtgärd</th>
                <th scope="col" className="num">
                  Antal
                </th>
                <th scope="col" className="bar">
                  <span className="visually-hidden">Stapel</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.eventsByLabel.map((e) => (
                <tr key={`${e.category}|${e.action}|${e.label}`}>
                  <th scope="row">{e.label || '(utan etikett)'}</th>
                  <td>{e.category}</td>
                  <td>{e.action}</td>
                  <td className="num">{formatCount(e.total)}</td>
                  <td className="bar">
                    <CellBar value={e.total} max={maxLabel} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p>Inga klickhändelser under perioden.</p>
        )}
      </section>

      <section aria-labelledby="statistik-scroll">
        <h2 id="statistik-scroll">Scrolldjup per sida</h2>
        <p>Andelen av sidans visningar där besökaren nådde 25, 50, 75 och 100 procent av sidan.</p>
        {data.funnels.length ? (
          <table>
            <thead>
              <tr>
                <th scope="col">Sida</th>
                <th scope="col" className="num">
                  Visningar
                </th>
                {SCROLL_DEPTHS.map((d) => (
                  <th key={d} scope="col" className="num">
                    {d} %
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.funnels.map((f) => (
                <tr key={f.path} data-path={f.path}>
                  <th scope="row">{readablePath(f.path)}</th>
                  <td className="num">{formatCount(f.views)}</td>
                  {SCROLL_DEPTHS.map((d) => (
                    <td key={d} className="num">
                      {formatCount(f.depths[d])} (<Percent part={f.depths[d]} whole={f.views} />)
                      <CellBar value={f.depths[d]} max={f.views} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p>Inget scrolldjup under perioden.</p>
        )}
      </section>
    </>
  )
}
