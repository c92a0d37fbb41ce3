import type { NetworkWidgetBlock } from '@/payload-types'

import { ModuleShell } from '../shared/ModuleShell'
import type { RenderContext } from '../shared/types'
import { sdkScript } from './sdk'
import { renderTagHtml, tagAttributes } from './tags'
import { sanitizeTemplate } from './template'
import { widgetProblems } from './validate'
import { WIDGET_TAGS, isNetworkTag, type NetworkTag } from './widgetTags'
import { NETWORK_SERVICE_NAME } from './consent'
import { NetworkConsentGate, NetworkSdk } from './lazy.client'

/**
 * One professional-network widget. The tag is server-rendered exactly as the SDK reads it, inside an
 * element React leaves alone (the SDK adds the widget beside the tag and marks it '+init'). The SDK
 * itself is started by a small island, so only pages with a widget load in.js, and only once the
 * visitor allows functional cookies (until then the consent placeholder stands beside the tag).
 * In the builder preview (spec 6) a labelled placeholder stands in and nothing is loaded.
 */
export function NetworkWidgetBlockComponent({
  block,
  context,
}: {
  block: NetworkWidgetBlock
  context: RenderContext
}) {
  const tag = isNetworkTag(block.tag) ? block.tag : null
  if (context.builderMode) {
    return (
      <ModuleShell slug="networkWidget" settings={block.settings} context={context}>
        <NetworkWidgetPlaceholder block={block} tag={tag} />
      </ModuleShell>
    )
  }
  if (!tag) return null
  const data = { ...block, template: sanitizeTemplate(block.template ?? '') }
  const sdk = sdkScript(context.locale)
  return (
    <ModuleShell slug="networkWidget" settings={block.settings} context={context}>
      <div
        className={`network-widget network-widget-${tag}`}
        data-network-tag={tag}
        dangerouslySetInnerHTML={{ __html: renderTagHtml(tag, data) }}
      />
      <NetworkConsentGate category="functional" service={NETWORK_SERVICE_NAME}>
        <NetworkSdk src={sdk.src} options={sdk.options} />
      </NetworkConsentGate>
    </ModuleShell>
  )
}

function NetworkWidgetPlaceholder({
  block,
  tag,
}: {
  block: NetworkWidgetBlock
  tag: NetworkTag | null
}) {
  const problems = widgetProblems(block)
  const attributes = tag ? tagAttributes(tag, block) : []
  return (
    <div className="network-widget-placeholder" data-network-tag={tag ?? undefined}>
      <p className="network-widget-placeholder-title">
        {`Nätverkswidget: ${tag ? `${WIDGET_TAGS[tag].label.sv} (${tag})` : 'ingen widget vald'}`}
      </p>
      <p>
        Widgeten laddas från nätverkstjänsten på den publicerade sidan, inte i förhandsvisningen.
      </p>
      {attributes.length ? (
        <ul className="network-widget-placeholder-attributes" aria-label="Attribut">
          {attributes.map(([name, value]) => (
            <li key={name}>
              <code>{`data-${name}="${value}"`}</code>
            </li>
          ))}
        </ul>
      ) : null}
      {problems.length ? (
        <ul className="network-widget-placeholder-problems" aria-label="Att åtgärda">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
