/** The networks a member's social link can name; one list for the admin's choices and the page's labels. */
export const SOCIAL_NETWORKS = [
  { value: 'linkedin', label: 'LinkedIn' },
  { value: 'facebook', label: 'Facebook' },
  { value: 'instagram', label: 'Instagram' },
  { value: 'x', label: 'X' },
  { value: 'youtube', label: 'YouTube' },
  { value: 'github', label: 'GitHub' },
  { value: 'website', label: 'Webbplats' },
] as const

export function socialNetworkLabel(network: string): string {
  return SOCIAL_NETWORKS.find((n) => n.value === network)?.label ?? network
}

/** True for an absolute http(s) address with a host; nothing else (javascript:, //host, mailto:) is a profile. */
export function isWebAddress(value: unknown): boolean {
  if (typeof value !== 'string') return false
  try {
    const url = new URL(value.trim())
    return (url.protocol === 'https:' || url.protocol === 'http:') && Boolean(url.hostname)
  } catch {
    return false
  }
}
