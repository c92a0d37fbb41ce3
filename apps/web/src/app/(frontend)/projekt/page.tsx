import type { Metadata } from 'next'
import Link from 'next/link'

import { MediaImage } from '@/components/MediaImage'
import type { ProjectCategory } from '@/payload-types'
import { listProjects } from '@/platform/queries'

export const revalidate = 43200

export const metadata: Metadata = {
  title: 'Projekt',
  description: 'Ett urval av underhålls- och serviceuppdrag vi har genomfört.',
  alternates: { canonical: '/projekt' },
}

export default async function ProjectIndex() {
  const projects = await listProjects()
  return (
    <div className="container listing">
      <h1>Projekt</h1>
      <p className="lead">Ett urval av underhålls- och serviceuppdrag vi har genomfört.</p>
      <div className="card-grid">
        {projects.docs.map((project) => {
          const categories = (project.projectCategories ?? []).filter(
            (c): c is ProjectCategory => typeof c === 'object',
          )
          return (
            <article key={project.id} className="card">
              <MediaImage
                media={project.featuredImage}
                alt=""
                className="card-image"
                sizes="(max-width: 767px) 100vw, 360px"
              />
              <div className="card-body">
                <h2 className="card-title">
                  <Link href={`/projekt/${project.slug}`}>{project.title}</Link>
                </h2>
                {categories.length ? (
                  <p className="card-meta">{categories.map((c) => c.title).join(', ')}</p>
                ) : null}
                {project.excerpt ? <p>{project.excerpt}</p> : null}
              </div>
            </article>
          )
        })}
      </div>
    </div>
  )
}
