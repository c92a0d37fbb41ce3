import type { Access, CollectionConfig, FieldAccess, Validate } from 'payload'

import { hasRole } from '@/access/isAdmin'
import { isStaff } from '@/access/isStaff'

import { AUTHOR_MAX, TEXT_MAX } from '../limits'
import { revalidateAfterChange, revalidateAfterDelete } from '../revalidatePost'
import { commentStatuses } from '../statuses'

/** Comments are listed with the blog's other collections (categories). */
export const blogGroup = { sv: 'Blogg', en: 'Blog' }

type RoleUser = { roles?: string[] | null } | null | undefined
const staffUser = (user: unknown) =>
  hasRole(user as RoleUser, 'admin') || hasRole(user as RoleUser, 'editor')

const staffField: FieldAccess = ({ req: { user } }) => staffUser(user)

// Visitors read approved comments only, and only their public fields (the field access below keeps
// the e-mail address and the bookkeeping away from them). Nobody creates a comment through Payload's
// API: visitors post through the post's own endpoint (bot check, rate limit, idempotency), which
// writes with overrideAccess.
const readApprovedOrStaff: Access = ({ req: { user } }) =>
  staffUser(user) ? true : { status: { equals: 'approved' } }

type Relation = number | { id: number } | null | undefined
const idOf = (value: Relation) => (typeof value === 'object' ? value?.id : value)

/**
 * A reply belongs to a comment on the same post, and a chain of replies never loops back (an editor
 * may move a comment in the admin; the public endpoint checks the same and more).
 */
const parentOnSamePost: Validate<unknown> = async (value, { data, id, req }) => {
  const parentId = idOf(value as Relation)
  if (parentId == null) return true
  const postId = idOf((data as { post?: Relation }).post)
  let current: number | undefined = parentId
  for (let hops = 0; current != null && hops < 100; hops++) {
    if (id != null && current === Number(id))
      return 'En kommentar kan inte vara ett svar på sig själv eller på sina egna svar.'
    const parent: { post: Relation; parent?: Relation } | null = await req.payload
      .findByID({ collection: 'comments', id: current, depth: 0, overrideAccess: true, req })
      .catch(() => null)
    if (!parent) return hops === 0 ? 'Kommentaren som svaret gäller finns inte.' : true
    if (hops === 0 && idOf(parent.post) !== postId)
      return 'Ett svar måste gälla en kommentar på samma inlägg.'
    current = idOf(parent.parent) ?? undefined
  }
  return true
}

export const Comments: CollectionConfig = {
  slug: 'comments',
  labels: {
    singular: { sv: 'Kommentar', en: 'Comment' },
    plural: { sv: 'Kommentarer', en: 'Comments' },
  },
  access: {
    read: readApprovedOrStaff,
    create: () => false,
    update: isStaff,
    delete: isStaff,
  },
  defaultSort: '-createdAt',
  admin: {
    useAsTitle: 'authorName',
    defaultColumns: ['authorName', 'text', 'post', 'status', 'createdAt'],
    listSearchableFields: ['authorName', 'email', 'text'],
    group: blogGroup,
    pagination: { defaultLimit: 50 },
    description: {
      sv: 'Besökarnas kommentarer på blogginlägg. Nya kommentarer väntar på granskning och visas först när de är godkända. Markera flera i listan och välj Redigera för att godkänna eller markera som skräppost på en gång.',
      en: 'Visitors’ comments on posts. New comments wait for moderation and show once approved. Select several in the list and choose Edit to approve or mark them as spam at once.',
    },
  },
  fields: [
    {
      name: 'post',
      type: 'relationship',
      relationTo: 'posts',
      required: true,
      index: true,
      label: { sv: 'Inlägg', en: 'Post' },
    },
    {
      name: 'parent',
      type: 'relationship',
      relationTo: 'comments',
      index: true,
      label: { sv: 'Svar på', en: 'Reply to' },
      filterOptions: ({ data }) =>
        data?.post ? { post: { equals: idOf(data.post as Relation) } } : true,
      validate: parentOnSamePost,
    },
    {
      name: 'authorName',
      type: 'text',
      required: true,
      maxLength: AUTHOR_MAX,
      label: { sv: 'Namn', en: 'Name' },
    },
    {
      name: 'email',
      type: 'email',
      required: true,
      label: { sv: 'E-post (visas inte)', en: 'E-mail (not shown)' },
      access: { read: staffField },
    },
    {
      name: 'text',
      type: 'textarea',
      required: true,
      maxLength: TEXT_MAX,
      label: { sv: 'Kommentar', en: 'Comment' },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      label: { sv: 'Status', en: 'Status' },
      options: commentStatuses.map(({ value, label }) => ({ value, label })),
      admin: { position: 'sidebar' },
    },
    // Bookkeeping for the endpoint: a pseudonym of the sender's IP address (rate limit), a hash of post,
    // address and text (the same comment sent again) and the form's idempotency key. Staff only.
    {
      name: 'clientKey',
      type: 'text',
      index: true,
      access: { read: staffField },
      admin: { hidden: true },
    },
    {
      name: 'contentHash',
      type: 'text',
      index: true,
      access: { read: staffField },
      admin: { hidden: true },
    },
    {
      name: 'idempotencyKey',
      type: 'text',
      unique: true,
      access: { read: staffField },
      admin: { hidden: true },
    },
  ],
  hooks: { afterChange: [revalidateAfterChange], afterDelete: [revalidateAfterDelete] },
  timestamps: true,
}
