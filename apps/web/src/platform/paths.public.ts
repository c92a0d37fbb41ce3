/** Public URL of a document; the home page lives at '/' under the slug 'hem'. */
export const HOME_SLUG = 'hem'

export type RoutedCollection = 'pages' | 'posts' | 'projects'

export function publicPath(collection: RoutedCollection, slug: string | null | undefined): string {
  const safe = encodeURIComponent(slug ?? '')
  switch (collection) {
    case 'pages':
      return !slug || slug === HOME_SLUG ? '/' : `/${safe}`
    case 'posts':
      return `/blogg/${safe}`
    case 'projects':
      return `/projekt/${safe}`
  }
}
