import path from 'node:path'

import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const webDir = path.resolve(import.meta.dirname, '../..')
const eslint = new ESLint({ cwd: webDir })

/** The boundary messages ESLint gives `code` when it sits at `file` (relative to apps/web). */
async function refusals(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\n\nexport const used = x\n`, {
    filePath: path.join(webDir, file),
  })
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'no-restricted-imports')
    .map((m) => m.message)
}

// The first lint loads ESLint's whole configuration (TypeScript, Next, React plugins): seconds on a
// busy machine, over the default 5 s (it timed out in CI run 9 at load 14).
describe('feature boundaries (lint)', { timeout: 60_000 }, () => {
  it('refuses a shop internal imported from a module outside the shop', async () => {
    const found = await refusals(
      'src/blocks/Shop/Component.tsx',
      "import { x } from '@/features/shop/internal/money'",
    )
    expect(found).toHaveLength(1)
    expect(found[0]).toContain('internal/ is its own')
  })

  it("refuses another feature's internal, also by a relative path", async () => {
    expect(
      await refusals(
        'src/features/search/internal/siteSearchAction.ts',
        "import { x } from '../../shop/internal/money'",
      ),
    ).toHaveLength(1)
    expect(
      await refusals(
        'src/features/search/feature.ts',
        "import { x } from '@/features/shop/internal/plugin'",
      ),
    ).toHaveLength(1)
  })

  it('refuses a file of a feature that is not one of its entry files', async () => {
    const found = await refusals(
      'src/app/(frontend)/x/page.tsx',
      "import { x } from '@/features/shop/money'",
    )
    expect(found[0]).toContain('entry files')
  })

  it('refuses the commerce plugin outside the shop', async () => {
    expect(
      await refusals(
        'src/collections/Pages.ts',
        "import { x } from '@payloadcms/plugin-ecommerce'",
      ),
    ).toHaveLength(1)
  })

  it("lets a feature use its own internals, and everyone use a feature's entry files", async () => {
    expect(
      await refusals('src/features/shop/pages/Cart.tsx', "import { x } from '../internal/money'"),
    ).toEqual([])
    expect(
      await refusals(
        'src/features/shop/internal/plugin.ts',
        "import { x } from '@payloadcms/plugin-ecommerce'",
      ),
    ).toEqual([])
    for (const entry of [
      '@/features/shop',
      '@/features/shop/client',
      '@/features/shop/pages/Cart',
    ]) {
      expect(
        await refusals('src/app/(frontend)/x/page.tsx', `import { x } from '${entry}'`),
      ).toEqual([])
    }
  })
})
