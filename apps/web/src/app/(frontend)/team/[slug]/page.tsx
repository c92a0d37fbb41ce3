export {
  TeamMemberPage as default,
  generateMetadata,
  generateStaticParams,
} from '@/features/team/pages/TeamMemberPage'

// Route segment config must be a literal in this file for Next to read it.
export const revalidate = 43200
