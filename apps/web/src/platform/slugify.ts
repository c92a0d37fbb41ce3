const replacements: Record<string, string> = {
  å: 'a',
  ä: 'a',
  ö: 'o',
  é: 'e',
  ü: 'u',
  æ: 'ae',
  ø: 'o',
}

/** Turns a Swedish title into a URL slug: "Industriunderhåll & service" -> "industriunderhall-service". */
export function slugify(input: string): string {
  return input
    .toLowerCase()
    .replace(/[åäöéüæø]/g, (ch) => replacements[ch] ?? ch)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
}
