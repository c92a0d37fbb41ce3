/**
 * An IP address shortened so it no longer names one connection: IPv4 keeps its first three parts
 * (a /24), IPv6 its first three groups (a /48), the rest is zeroed. Enough to tell a data request's
 * network apart, too little to single a visitor out. Anything unreadable is null.
 */
export function truncateIp(ip: string | null | undefined): string | null {
  if (!ip) return null
  const value = ip
    .trim()
    .replace(/^\[|\]$/g, '')
    .replace(/%.*$/, '')
  const v4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(value)
  if (v4) {
    const parts = v4.slice(1, 4).map(Number)
    if (parts.some((part) => part > 255) || Number(v4[4]) > 255) return null
    return `${parts.join('.')}.0`
  }
  if (!/^[0-9a-f:.]+$/i.test(value) || !value.includes(':')) return null
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(value)
  if (mapped) return truncateIp(mapped[1])
  const [head = '', tail] = value.split('::')
  if (value.split('::').length > 2) return null
  const headGroups = head ? head.split(':') : []
  const tailGroups = tail ? tail.split(':') : []
  if ([...headGroups, ...tailGroups].some((g) => !/^[0-9a-f]{1,4}$/i.test(g))) return null
  const missing = 8 - headGroups.length - tailGroups.length
  if (tail === undefined ? missing !== 0 : missing < 1) return null
  const groups = [...headGroups, ...Array(missing).fill('0'), ...tailGroups]
  return `${groups
    .slice(0, 3)
    .map((g) => g.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':')}::`
}
