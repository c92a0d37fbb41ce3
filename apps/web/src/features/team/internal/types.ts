import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'

/** One picture of a member's avatar gallery, ready to render. */
export type TeamImage = {
  url: string
  width: number
  height: number
  alt: string
  /** Shown over the picture; the gallery's dots move up while the pointer is over it (spec 2.6). */
  caption: string | null
}

/** One skill bar: a label and a whole percent, 0–100. */
export type TeamSkill = { label: string; percent: number }

export type TeamSocialLink = { network: string; url: string }

/** A team member as the modules and the profile page show them (published members only). */
export type TeamMemberView = {
  id: number
  slug: string
  name: string
  role: string | null
  department: string | null
  shortBio: string | null
  longBio: SerializedEditorState | null
  images: TeamImage[]
  skills: TeamSkill[]
  email: string | null
  phone: string | null
  social: TeamSocialLink[]
  /** `/team/{slug}` when the member's profile page is public, else null. */
  profilePath: string | null
}
