// The feature contract's boundaries (docs/architecture.md): from outside a feature only its entry files
// (index, client, slots, feature, routing, pages/*) may be imported, never its internal/ folder, and the commerce
// plugin is the shop's alone. One config block per feature and one for the rest, so no file gets two.
import fs from 'node:fs'
import path from 'node:path'

// internal/ has its own message.
// ConsentGate is the consent feature's placeholder component, which modules wrap third-party content in.
const NOT_ENTRY = '(?!(?:index|client|slots|feature|routing|pages|internal|ConsentGate)(?:/|\\.|$))'
const commerce = {
  regex: '^@payloadcms/plugin-ecommerce(?:/|$)',
  message:
    "Only features/shop talks to the commerce plugin; use the shop's domain verbs (@/features/shop).",
}

/** Feature folders: every folder under src/features with a feature.ts. */
export function featureNames(webDir) {
  const dir = path.join(webDir, 'src', 'features')
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && fs.existsSync(path.join(dir, d.name, 'feature.ts')))
    .map((d) => d.name)
}

const internalOf = (others) => ({
  regex: `^(?:@/features/|(?:\\.\\./)+)(?:${others})/internal(?:/|$)`,
  message: "A feature's internal/ is its own: import its index, client, slots or pages instead.",
})

const nonEntryOf = (others) => ({
  regex: `^(?:@/features/|(?:\\.\\./)+)(?:${others})/${NOT_ENTRY}[^/]+`,
  message:
    'Import a feature through its entry files: index, client, slots, feature, routing or pages/*.',
})

export function featureBoundaries(webDir) {
  const names = featureNames(webDir)
  const all = names.join('|')
  const blocks = names.map((name) => {
    const others = names.filter((n) => n !== name).join('|') || '(?!)'
    return {
      files: [`src/features/${name}/**/*.{ts,tsx}`],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              internalOf(others),
              nonEntryOf(others),
              ...(name === 'shop' ? [] : [commerce]),
            ],
          },
        ],
      },
    }
  })
  blocks.push({
    files: ['**/*.{ts,tsx,mjs}'],
    ignores: names.map((name) => `src/features/${name}/**`),
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `(?:^@/|/)features/(?:${all})/internal(?:/|$)`,
              message:
                "A feature's internal/ is its own: import its index, client, slots or pages instead.",
            },
            {
              regex: `^@/features/(?:${all})/${NOT_ENTRY}[^/]+`,
              message:
                'Import a feature through its entry files: index, client, slots, feature, routing or pages/*.',
            },
            commerce,
          ],
        },
      ],
    },
  })
  return blocks
}
