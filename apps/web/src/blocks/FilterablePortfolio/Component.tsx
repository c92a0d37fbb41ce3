import './portfolio.css'

import { MediaImage } from '@/components/MediaImage'
import type { FilterablePortfolioBlock, Project, ProjectCategory } from '@/payload-types'
import { publicPath } from '@/platform/paths.public'
import { projectsIn, relationIds } from '@/ui/carousel/queries'

import { ModuleShell } from '../shared/ModuleShell'
import type { RenderContext } from '../shared/types'
import { PortfolioGrid } from './lazy.client'
import { portfolioPerPage } from './portfolioState'

/** More projects than a portfolio sensibly shows; pages and filters work within these. */
const MAX_PROJECTS = 100

const categoriesOf = (project: Project): ProjectCategory[] =>
  (project.projectCategories ?? []).filter((c): c is ProjectCategory => typeof c === 'object')

/**
 * The filter buttons: the editor's chosen categories in their order, or else every category the
 * projects carry, by name.
 */
function filterCategories(block: FilterablePortfolioBlock, projects: Project[]) {
  const seen = new Map<number, ProjectCategory>()
  for (const project of projects) for (const c of categoriesOf(project)) seen.set(c.id, c)
  const chosen = relationIds(block.projectCategories)
  const list = chosen.length
    ? chosen.map((id) => seen.get(id)).filter((c): c is ProjectCategory => Boolean(c))
    : [...seen.values()].sort((a, b) => a.title.localeCompare(b.title, 'sv'))
  return list
    .filter((c): c is ProjectCategory & { slug: string } => Boolean(c.slug))
    .map((c) => ({ slug: c.slug, title: c.title }))
}

/**
 * Projects with category filters and pages (spec 2.3, 3.6, 9.4), as a grid of cards or as image
 * tiles across the full width. Every project is rendered here; the island only hides and shows.
 */
export async function FilterablePortfolioBlockComponent({
  block,
  context,
}: {
  block: FilterablePortfolioBlock
  context: RenderContext
}) {
  const projects = await projectsIn({
    categoryIds: relationIds(block.projectCategories),
    limit: MAX_PROJECTS,
    locale: context.locale,
  })
  const moduleId = block.settings?.elementId || `portfolio-${block.id ?? 'x'}`
  const label = block.title || (context.locale === 'en' ? 'Projects' : 'Projekt')
  const layout = block.layout === 'fullwidth' ? 'fullwidth' : 'grid'
  const showTitle = block.showTitle !== false
  const showCategories = block.showCategories !== false

  const cards = projects.map((project) => {
    const names = categoriesOf(project).map((c) => c.title)
    const href = publicPath('projects', project.slug)
    return layout === 'fullwidth' ? (
      <a key={project.id} className="portfolio-item" href={href}>
        <MediaImage
          media={project.featuredImage}
          alt=""
          fill
          sizes="(max-width: 479px) 100vw, (max-width: 767px) 50vw, (max-width: 1023px) 34vw, (max-width: 1599px) 25vw, 20vw"
        />
        <span className={showTitle ? 'portfolio-overlay' : 'visually-hidden'}>
          <span className="portfolio-item-title">{project.title}</span>
          {showCategories && names.length ? (
            <span className="portfolio-item-categories">{names.join(', ')}</span>
          ) : null}
        </span>
      </a>
    ) : (
      <article key={project.id} className="portfolio-card">
        <MediaImage
          media={project.featuredImage}
          alt=""
          className="portfolio-card-image"
          sizes="(max-width: 767px) 100vw, 360px"
        />
        {showTitle ? (
          <h3 className="portfolio-card-title">
            <a href={href}>{project.title}</a>
          </h3>
        ) : (
          <a className="portfolio-card-link" href={href}>
            <span className="visually-hidden">{project.title}</span>
          </a>
        )}
        {showCategories && names.length ? (
          <p className="portfolio-card-categories">{names.join(', ')}</p>
        ) : null}
      </article>
    )
  })

  return (
    <ModuleShell
      slug="filterablePortfolio"
      settings={{ ...block.settings, elementId: moduleId }}
      context={context}
      className={`portfolio-layout-${layout}`}
    >
      {block.title ? <h2 className="portfolio-title">{block.title}</h2> : null}
      {projects.length ? (
        <PortfolioGrid
          moduleId={moduleId}
          label={label}
          categories={filterCategories(block, projects)}
          entries={projects.map((project) => ({
            categories: categoriesOf(project)
              .map((c) => c.slug)
              .filter((slug): slug is string => Boolean(slug)),
          }))}
          cards={cards}
          perPage={portfolioPerPage(block.postsNumber, projects.length)}
          layout={layout}
        />
      ) : (
        <p className="portfolio-empty">
          {context.locale === 'en' ? 'No projects to show yet.' : 'Inga projekt att visa just nu.'}
        </p>
      )}
    </ModuleShell>
  )
}
