import { NotFoundView, notFoundMetadata } from '@/components/NotFound'

export const metadata = notFoundMetadata

export default function NotFound() {
  return <NotFoundView />
}
