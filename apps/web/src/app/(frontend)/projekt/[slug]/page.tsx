import type { Metadata } from 'next'
import { draftMode } from 'next/headers'
import Link from 'next/link'

import { RenderLayout } from '@/blocks/RenderLayout'
import { MediaImage } from '@/components/MediaImage'
import { RichText } from '@/components/RichText'
import { MembersOnly } from '@/features/sso/pages/MembersOnly'
import { membersOnlyMetadata } from '@/features/sso/pages/metadata'
import type { ProjectCategory } from '@/payload-types'
import { buildMetadata } from '@/platform/metadata'
import { getProjectBySlug, getSiteSettings, publishedSlugs } from '@/platform/queries'
import { NotFoundContent, notFoundMetadata } from '@/components/NotFound'

export const revalidate = 43200

type Args = { params: Promise<{ slug: string }> }

export async function generateStaticParams() {
  return (await publishedSlugs('projects')).map(({ slug }) => ({ slug }))
}

export async function generateMetadata({ params }: Args): Promise<Metadata> {
  const slug = decodeURIComponent((await params).slug)
  const { isEnabled: draft } = await draftMode()
  const [project, settings] = await Promise.all([
    getProjectBySlug(slug, { draft }),
    getSiteSettings(),
  ])
  if (!project) return notFoundMetadata
  const metadata = buildMetadata({
    meta: project.meta,
    title: project.title,
    description: project.excerpt,
    path: `/projekt/${slug}`,
    siteName: settings.siteName,
    fallbackImage: project.featuredImage,
  })
  return membersOnlyMetadata(project, metadata, draft)
}

export default async function ProjectPage({ params }: Args) {
  const slug = decodeURIComponent((await params).slug)
  const { isEnabled: draft } = await draftMode()
  const project = await getProjectBySlug(slug, { draft })
  if (!project) return <NotFoundContent />
  const categories = (project.projectCategories ?? []).filter(
    (c): c is ProjectCategory => typeof c === 'object',
  )
  return (
    <MembersOnly doc={project} path={`/projekt/${slug}`} builderMode={draft}>
      <article className="project">
        <div className="container-narrow">
          <nav aria-label="Brödsmulor" className="breadcrumbs">
            <Link href="/projekt">Projekt</Link>
          </nav>
          <h1>{project.title}</h1>
          <dl className="project-facts">
            {project.client ? (
              <div>
                <dt>Kund</dt>
                <dd>{project.client}</dd>
              </div>
            ) : null}
            {project.year ? (
              <div>
                <dt>År</dt>
                <dd>{project.year}</dd>
              </div>
            ) : null}
            {categories.length ? (
              <div>
                <dt>Kategori</dt>
                <dd>{categories.map((c) => c.title).join(', ')}</dd>
              </div>
            ) : null}
          </dl>
          <MediaImage
            media={project.featuredImage}
            priority
            sizes="(max-width: 767px) 100vw, 760px"
            className="post-hero"
          />
          <RichText data={project.content} />
        </div>
        <RenderLayout sections={project.layout} context={{ builderMode: draft, locale: 'sv' }} />
      </article>
    </MembersOnly>
  )
}
