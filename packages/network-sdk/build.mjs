// Builds dist/in.js (IIFE for <script src>, minified, es2019) and dist/index.js (ESM).
import { build } from 'esbuild'
import { gzipSync } from 'node:zlib'
import { readFileSync } from 'node:fs'

const common = { bundle: true, target: 'es2019', logLevel: 'warning', legalComments: 'none' }

await Promise.all([
  build({
    ...common,
    entryPoints: ['src/iife.ts'],
    outfile: 'dist/in.js',
    format: 'iife',
    minify: true,
  }),
  build({
    ...common,
    entryPoints: ['src/index.ts'],
    outfile: 'dist/index.js',
    format: 'esm',
    platform: 'neutral',
    sourcemap: true,
  }),
])

const bundle = readFileSync('dist/in.js')
console.log(
  `dist/in.js ${bundle.length} bytes, ${gzipSync(bundle, { level: 9 }).length} bytes gzipped`,
)
