// Runs in plain Node: no window, no document.
import { build } from 'esbuild'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { describe, expect, it } from 'vitest'

describe('importing on the server', () => {
  it('has no DOM here', () => {
    expect(typeof window).toBe('undefined')
    expect(typeof document).toBe('undefined')
  })

  it('imports the sources without touching the DOM', async () => {
    const sdk = await import('../src/index')
    expect(typeof sdk.createNetwork).toBe('function')
    // The index loads every module; internals work here too.
    const { formatShareCount } = await import('../src/count')
    const { BUILT_IN_TAGS } = await import('../src/tags')
    expect(formatShareCount(12000)).toBe('12 k')
    expect(Object.keys(BUILT_IN_TAGS)).toHaveLength(11)
  })

  it('imports the built ESM bundle without touching the DOM', async () => {
    const result = await build({
      entryPoints: [join(__dirname, '../src/index.ts')],
      bundle: true,
      format: 'esm',
      platform: 'neutral',
      target: 'es2019',
      write: false,
    })
    const dir = mkdtempSync(join(tmpdir(), 'network-sdk-'))
    const file = join(dir, 'index.mjs')
    writeFileSync(file, result.outputFiles[0]?.text ?? '')
    const sdk = (await import(pathToFileURL(file).href)) as typeof import('../src/index')
    expect(typeof sdk.Network).toBe('function')
    expect(new sdk.OptionsFrozenError('lang').message).toBe(
      'Cannot modify options once the framework has initialized (...)',
    )
  })
})
