// @vitest-environment jsdom
import { renderToString } from 'react-dom/server'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import type { BlogListingBlock, FilterablePortfolioBlock, Post, Project } from '@/payload-types'

import { BlogListingBlockComponent } from './BlogListing/Component'
import { FilterablePortfolioBlockComponent } from './FilterablePortfolio/Component'
import type { RenderContext } from './shared/types'

const data = vi.hoisted(() => ({
  projects: [] as unknown[],
  posts: [] as unknown[],
  pages: 1,
  asked: [] as unknown[],
}))

vi.mock('@/ui/carousel/queries', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/ui/carousel/queries')>()),
  projectsIn: async () => data.projects,
}))
vi.mock('./BlogListing/query', () => ({
  listingPage: async (_block: unknown, page: number) => {
    data.asked.push(page)
    return { posts: data.posts, pages: data.pages }
  },
}))

const category = (id: number, slug: string, title: string) => ({
  id,
  slug,
  title,
  updatedAt: '',
  createdAt: '',
})
const maintenance = category(1, 'underhall', 'Underhåll')
const analysis = category(2, 'analys', 'Analys')
const project = (id: number, title: string, categories: unknown[]) =>
  ({ id, title, slug: `p-${id}`, projectCategories: categories }) as unknown as Project
const post = (id: number, title: string) =>
  ({ id, title, slug: `inlagg-${id}`, excerpt: `Ingress ${id}` }) as unknown as Post

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html')
const live: RenderContext = { builderMode: false, locale: 'sv' }

beforeEach(() => {
  data.projects = [
    project(1, 'Pumpbyte', [maintenance]),
    project(2, 'Vibrationsmätning', [analysis, maintenance]),
    project(3, 'Revision', [maintenance]),
  ]
  data.posts = [post(5, 'Femte'), post(6, 'Sjätte')]
  data.pages = 3
  data.asked = []
})

describe('filterable portfolio on the server', () => {
  const block: FilterablePortfolioBlock = {
    blockType: 'filterablePortfolio',
    postsNumber: 2,
    settings: { elementId: 'portfolj' },
  }

  it('renders every project, so visitors without JavaScript see them all', async () => {
    const doc = parse(
      renderToString(await FilterablePortfolioBlockComponent({ block, context: live })),
    )
    const items = [...doc.querySelectorAll('#portfolj .portfolio-grid > li')]
    expect(items.map((li) => li.querySelector('h3')?.textContent)).toEqual([
      'Pumpbyte',
      'Vibrationsmätning',
      'Revision',
    ])
    expect(items.some((li) => li.hasAttribute('hidden'))).toBe(false)
    // Page 1 of 2 is drawn by CSS until the island takes over: the third project is marked off.
    expect(items.map((li) => li.classList.contains('is-off'))).toEqual([false, false, true])
    expect(items[1]?.className).toContain('project_category_analys')
    expect(items[1]?.className).toContain('project_category_underhall')
  })

  it('links the filters and pages in the hash and gives each filter a :target for no-JS', async () => {
    const doc = parse(
      renderToString(await FilterablePortfolioBlockComponent({ block, context: live })),
    )
    const filters = [...doc.querySelectorAll('.portfolio-filters a')]
    // The categories the projects carry, by name, after "Alla".
    expect(filters.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Alla', '#portfolj%7Call%7C1'],
      ['Analys', '#portfolj%7Canalys%7C1'],
      ['Underhåll', '#portfolj%7Cunderhall%7C1'],
    ])
    expect(filters[0]?.getAttribute('aria-current')).toBe('true')
    expect(doc.getElementById('portfolj|analys|1')?.className).toContain('portfolio-target-1')
    expect(doc.querySelector('.portfolio-grid > li')?.className).toContain('portfolio-in-2')
    const pages = [...doc.querySelectorAll('.portfolio-pagination a')]
    expect(pages.map((a) => a.getAttribute('href'))).toEqual([
      '#portfolj%7Call%7C1',
      '#portfolj%7Call%7C2',
      '#portfolj%7Call%7C2',
    ])
    expect(doc.querySelector('[role="status"]')?.textContent).toBe('')
  })

  it('keeps the editor’s chosen categories in their order', async () => {
    const doc = parse(
      renderToString(
        await FilterablePortfolioBlockComponent({
          block: { ...block, projectCategories: [maintenance, analysis] },
          context: live,
        }),
      ),
    )
    expect([...doc.querySelectorAll('.portfolio-filters a')].map((a) => a.textContent)).toEqual([
      'Alla',
      'Underhåll',
      'Analys',
    ])
  })

  it('says so when there are no projects', async () => {
    data.projects = []
    const html = renderToString(await FilterablePortfolioBlockComponent({ block, context: live }))
    expect(html).toContain('Inga projekt att visa just nu.')
  })
})

describe('blog listing on the server', () => {
  const block: BlogListingBlock = {
    blockType: 'blogListing',
    title: 'Från bloggen',
    postsNumber: 2,
    ajaxPagination: true,
    settings: { elementId: 'blogglista' },
  }
  const onPage = (page: number): RenderContext => ({
    ...live,
    listing: { path: '/moduler', page },
  })

  it('renders the page the address names, with real addresses for the other pages', async () => {
    const doc = parse(
      renderToString(await BlogListingBlockComponent({ block, context: onPage(2) })),
    )
    expect(data.asked).toEqual([2])
    const list = doc.querySelector('#blogglista [data-ajax-container] ul[data-ajax-focus]')
    expect(list?.getAttribute('aria-label')).toBe('Från bloggen, sida 2 av 3')
    expect(list?.getAttribute('tabindex')).toBe('-1')
    expect(
      [...doc.querySelectorAll('.blog-listing-title a')].map((a) => a.getAttribute('href')),
    ).toEqual(['/blogg/inlagg-5', '/blogg/inlagg-6'])
    const links = [...doc.querySelectorAll('.pagination a')]
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['« Föregående', '/moduler'],
      ['1', '/moduler'],
      ['2', '/moduler/sida/2'],
      ['3', '/moduler/sida/3'],
      ['Nästa »', '/moduler/sida/3'],
    ])
    expect(doc.querySelector('.pagination a[aria-current="page"]')?.textContent).toBe('2')
  })

  it('renders a plain container without ajax, and no pages where the layout has no address', async () => {
    const plain = parse(
      renderToString(
        await BlogListingBlockComponent({
          block: { ...block, ajaxPagination: false },
          context: onPage(1),
        }),
      ),
    )
    expect(plain.querySelector('[data-ajax-container]')).toBeNull()
    expect(plain.querySelectorAll('.pagination a').length).toBeGreaterThan(0)
    const nowhere = parse(renderToString(await BlogListingBlockComponent({ block, context: live })))
    expect(nowhere.querySelector('.pagination')).toBeNull()
    expect(nowhere.querySelector('[data-ajax-container]')).toBeNull()
  })
})
