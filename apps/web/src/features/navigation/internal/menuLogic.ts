/** A path without its trailing slash (except '/') and percent-encoding, for comparing addresses. */
function normalisePath(path: string): string {
  let decoded = path
  try {
    decoded = decodeURIComponent(path)
  } catch {
    // A malformed escape is compared as written.
  }
  return decoded.length > 1 ? decoded.replace(/\/+$/, '') : decoded
}

/** Whether a menu link's path is the page being shown (it then gets aria-current="page"). */
export function isCurrentPath(linkPath: string, currentPath: string): boolean {
  return normalisePath(linkPath) === normalisePath(currentPath)
}

/**
 * Where Tab moves inside an open menu, which keeps focus inside it: from the last element forwards
 * to the first, from the first (or from outside) backwards to the last; null where the browser's own
 * order already stays inside.
 */
export function trappedFocusIndex(
  current: number,
  count: number,
  backwards: boolean,
): number | null {
  if (count === 0) return null
  if (current < 0) return backwards ? count - 1 : 0
  if (backwards && current === 0) return count - 1
  if (!backwards && current === count - 1) return 0
  return null
}
