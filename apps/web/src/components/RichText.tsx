import type { DefaultNodeTypes, SerializedLinkNode } from '@payloadcms/richtext-lexical'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import type { SerializedListItemNode } from '@payloadcms/richtext-lexical'
import {
  type JSXConverters,
  type JSXConvertersFunction,
  LinkJSXConverter,
  RichText as LexicalRichText,
} from '@payloadcms/richtext-lexical/react'

import { publicPath } from '@/platform/paths.public'

const internalDocToHref = ({ linkNode }: { linkNode: SerializedLinkNode }): string => {
  const doc = linkNode.fields.doc
  if (!doc || typeof doc.value !== 'object' || doc.value === null) return '#'
  const slug = (doc.value as { slug?: string }).slug
  const collection = doc.relationTo
  if (collection === 'pages' || collection === 'posts' || collection === 'projects') {
    return publicPath(collection, slug)
  }
  return '#'
}

/**
 * List items as valid HTML: `value` only inside numbered lists (Payload's default puts it on every
 * `<li>`, which is invalid inside `<ul>`), and check lists as plain items with a marker and a text for
 * screen readers instead of a read-only checkbox posing as a control.
 */
const listItem: JSXConverters<SerializedListItemNode>['listitem'] = ({
  node,
  nodesToJSX,
  parent,
}) => {
  const children = nodesToJSX({ nodes: node.children })
  const nested = node.children.some((child) => child.type === 'list')
  const listType = 'listType' in parent ? parent.listType : undefined
  if (listType === 'check' && !nested) {
    return (
      <li className={node.checked ? 'list-item-check is-checked' : 'list-item-check'}>
        <span className="visually-hidden">{node.checked ? 'Klart: ' : 'Ej klart: '}</span>
        {children}
      </li>
    )
  }
  return (
    <li
      className={nested ? 'nestedListItem' : undefined}
      value={listType === 'number' ? node.value : undefined}
    >
      {children}
    </li>
  )
}

const converters: JSXConvertersFunction<DefaultNodeTypes> = ({ defaultConverters }) => ({
  ...defaultConverters,
  ...LinkJSXConverter({ internalDocToHref }),
  listitem: listItem,
})

export function RichText({
  data,
  className,
}: {
  data: SerializedEditorState | null | undefined
  className?: string
}) {
  if (!data) return null
  return (
    <LexicalRichText
      data={data}
      converters={converters}
      className={className ?? 'rich-text'}
      disableContainer={false}
    />
  )
}
