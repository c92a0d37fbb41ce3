import type { Metadata } from 'next'

import PageRoute, { generateMetadata as pageMetadata } from '../../../[[...slug]]/page'
import PostPage, { generateMetadata as postMetadata } from '../../../blogg/[slug]/page'
import ProjectPage, { generateMetadata as projectMetadata } from '../../../projekt/[slug]/page'
import { NotFoundContent, notFoundMetadata } from '@/components/NotFound'
import { prepareMemberRender } from '@/features/sso/pages/MemberRoute'

// Pages, posts and projects for a visitor with a session cookie (the proxy rewrites their addresses
// here, features/sso/routing.ts): rendered per request, so members-only content is never cached for
// everyone. The address the visitor sees stays the page's own.
export const dynamic = 'force-dynamic'

type Args = { params: Promise<{ path: string[] }> }

function route(path: string[]) {
  const [kind, ...rest] = path
  if (kind === 'sidor') return { kind, params: Promise.resolve({ slug: rest }) } as const
  if ((kind === 'blogg' || kind === 'projekt') && rest.length === 1)
    return { kind, params: Promise.resolve({ slug: rest[0]! }) } as const
  return null
}

export async function generateMetadata({ params }: Args): Promise<Metadata> {
  const found = route((await params).path)
  if (!found) return notFoundMetadata
  // The visitor first: a members-only document's own metadata is only for those who may see it.
  await prepareMemberRender()
  const metadata =
    found.kind === 'sidor'
      ? await pageMetadata({ params: found.params })
      : found.kind === 'blogg'
        ? await postMetadata({ params: found.params })
        : await projectMetadata({ params: found.params })
  return { ...metadata, robots: { index: false, follow: true } }
}

export default async function MemberPage({ params }: Args) {
  const found = route((await params).path)
  if (!found) return <NotFoundContent />
  await prepareMemberRender()
  if (found.kind === 'sidor') return <PageRoute params={found.params} />
  if (found.kind === 'blogg') return <PostPage params={found.params} />
  return <ProjectPage params={found.params} />
}
