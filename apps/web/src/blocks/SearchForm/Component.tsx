import { SearchBox } from '@/features/search/client'
import type { SearchFormBlock } from '@/payload-types'

import { ModuleShell } from '../shared/ModuleShell'
import type { RenderContext } from '../shared/types'
import { searchFormDefaults } from './config'

/** A search box that sends its query to /sok: a plain form, no client JavaScript. */
export function SearchFormBlockComponent({
  block,
  context,
}: {
  block: SearchFormBlock
  context: RenderContext
}) {
  const defaults = searchFormDefaults[context.locale]
  return (
    <ModuleShell slug="searchForm" settings={block.settings} context={context}>
      <SearchBox
        label={block.label || defaults.label}
        placeholder={block.placeholder || defaults.placeholder}
        button={block.buttonText || defaults.buttonText}
        hideLabel={Boolean(block.hideLabel)}
        buttonClassName={`button button-${block.buttonStyle ?? 'primary'}`}
      />
    </ModuleShell>
  )
}
