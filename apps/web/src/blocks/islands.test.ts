import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const srcDir = path.resolve(import.meta.dirname, '..')

function serverFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return serverFiles(file)
    if (!/\.tsx?$/.test(entry.name) || /\.(client|test)\.tsx?$/.test(entry.name)) return []
    return [file]
  })
}

/** A lazy wrapper only hands `next/dynamic` an import: it holds no island code of its own. */
function isLazyWrapper(file: string): boolean {
  const source = fs.readFileSync(file, 'utf8')
  const valueImports = [...source.matchAll(/^import (?!type )[^']*? from '([^']+)'/gm)]
  return (
    valueImports.length > 0 &&
    valueImports.every((match) => /^(next\/dynamic|swiper\/css.*)$/.test(match[1]!))
  )
}

/** Value imports of client modules other than lazy wrappers (`import type` is erased). */
function directIslandImports(file: string): string[] {
  const source = fs.readFileSync(file, 'utf8')
  return [...source.matchAll(/^import (?!type )([^']*?) from '([^']+\.client)'/gm)]
    .filter((match) => !/^\{\s*type [^,]*\}$/.test(match[1]!.trim()))
    .map((match) => match[2]!)
    .filter((target) => {
      const resolved = target.startsWith('@/')
        ? path.join(srcDir, target.slice(2))
        : path.resolve(path.dirname(file), target)
      return !isLazyWrapper(`${resolved}.tsx`)
    })
}

describe('islands of the catch-all route', () => {
  it('are imported by modules and the layout renderer only through their lazy wrappers', () => {
    // Every page shares the catch-all route: a direct import would ship the island to every page
    // (docs/architecture.md, "Islands are imported through a lazy file").
    const offenders = serverFiles(path.join(srcDir, 'blocks')).flatMap((file) =>
      directIslandImports(file).map((target) => `${path.relative(srcDir, file)} → ${target}`),
    )
    expect(offenders).toEqual([])
  })
})
