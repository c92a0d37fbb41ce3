/** A comment's moderation states, in the order the admin lists them. New comments are pending. */
export const commentStatuses = [
  { value: 'pending', label: { sv: 'Väntar på granskning', en: 'Pending' } },
  { value: 'approved', label: { sv: 'Godkänd', en: 'Approved' } },
  { value: 'spam', label: { sv: 'Skräppost', en: 'Spam' } },
] as const

export type CommentStatus = (typeof commentStatuses)[number]['value']
