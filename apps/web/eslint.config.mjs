// The root config plus Next's core-web-vitals rules, the React hooks rules and the feature boundaries.
import nextPlugin from '@next/eslint-plugin-next'
import reactHooks from 'eslint-plugin-react-hooks'

import root from '../../eslint.config.mjs'
import { featureBoundaries } from './eslint.boundaries.mjs'

export default [
  ...root,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { '@next/next': nextPlugin, 'react-hooks': reactHooks },
    rules: {
      ...nextPlugin.configs.recommended.rules,
      ...nextPlugin.configs['core-web-vitals'].rules,
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
    settings: { next: { rootDir: '.' } },
  },
  ...featureBoundaries(import.meta.dirname),
]
