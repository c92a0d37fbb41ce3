/** Cookies as the A/B runtime uses them; `doc` is injectable for the tests. */
export type CookieJar = {
  read: (name: string) => string | null
  write: (name: string, value: string, maxAgeSeconds: number) => void
  remove: (name: string) => void
}

export function documentCookies(doc: Document = document): CookieJar {
  return {
    read(name) {
      for (const part of doc.cookie.split(';')) {
        const [key, ...rest] = part.trim().split('=')
        if (key === name) return decodeURIComponent(rest.join('='))
      }
      return null
    },
    write(name, value, maxAgeSeconds) {
      doc.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax`
    },
    remove(name) {
      doc.cookie = `${name}=; Max-Age=0; Path=/; SameSite=Lax`
    },
  }
}
