import './RichText.css'

import type {
  DefaultNodeTypes,
  SerializedBlockNode,
  SerializedLinkNode,
  SerializedListItemNode,
  SerializedUploadNode,
} from '@payloadcms/richtext-lexical'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import {
  type JSXConverters,
  type JSXConvertersFunction,
  LinkJSXConverter,
  RichText as LexicalRichText,
} from '@payloadcms/richtext-lexical/react'

import type { Media, RichTextGalleryBlock } from '@/payload-types'
import { publicPath } from '@/platform/paths.public'

import { MediaImage } from './MediaImage'
import { type RichTextImage, galleryImages, richTextImage, richTextImages } from './richTextImages'
import { RichTextLightbox } from './RichTextLightboxLazy.client'

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

/**
 * An image as a real link to its full-size file (without JavaScript it opens the file); the island
 * around the text turns the links into one lightbox gallery and reads what it needs from them.
 */
function LightboxLink({ image, sizes }: { image: RichTextImage; sizes: string }) {
  const { item, media } = image
  return (
    <a
      href={item.src}
      className="lightbox-trigger"
      data-lightbox=""
      data-width={item.width}
      data-height={item.height}
      data-caption={item.caption ?? undefined}
    >
      <MediaImage media={media} sizes={sizes} />
      <span className="visually-hidden"> (visa större)</span>
    </a>
  )
}

/** Images in the text: linked for the lightbox, with the media's caption under them. */
const upload: JSXConverters<SerializedUploadNode>['upload'] = ({ node }) => {
  const image = richTextImage(node.value)
  if (!image) {
    // Videos and other files: a link to the file, named by its alt text or file name.
    const doc = typeof node.value === 'object' ? (node.value as Media | null) : null
    return doc?.url ? <a href={doc.url}>{doc.alt || doc.filename}</a> : null
  }
  return (
    <figure className="rich-text-image">
      <LightboxLink image={image} sizes="(max-width: 767px) 100vw, 760px" />
      {image.media.caption ? <figcaption>{image.media.caption}</figcaption> : null}
    </figure>
  )
}

const gallerySizes: Record<string, string> = {
  '2': '(max-width: 767px) 50vw, 380px',
  '3': '(max-width: 767px) 50vw, 250px',
  '4': '(max-width: 767px) 50vw, 190px',
}

/** The "Bildgalleri" block: a grid of linked thumbnails, part of the text's lightbox gallery. */
const richTextGallery = ({ node }: { node: SerializedBlockNode<RichTextGalleryBlock> }) => {
  const images = galleryImages(node.fields)
  if (!images.length) return null
  const columns = node.fields.columns ?? '3'
  return (
    <ul className={`rich-text-gallery rich-text-gallery-${columns}`} aria-label="Bildgalleri">
      {images.map((image, index) => (
        <li key={`${image.item.src}-${index}`}>
          <LightboxLink image={image} sizes={gallerySizes[columns] ?? gallerySizes['3']!} />
        </li>
      ))}
    </ul>
  )
}

type NodeTypes = DefaultNodeTypes | SerializedBlockNode<RichTextGalleryBlock>

const converters: JSXConvertersFunction<NodeTypes> = ({ defaultConverters }) => ({
  ...defaultConverters,
  ...LinkJSXConverter({ internalDocToHref }),
  listitem: listItem,
  upload,
  blocks: { richTextGallery },
})

export function RichText({
  data,
  className,
}: {
  data: SerializedEditorState | null | undefined
  className?: string
}) {
  if (!data) return null
  const containerClass = className ?? 'rich-text'
  // Only a text that shows images gets the lightbox island (and its script).
  if (!richTextImages(data).length) {
    return (
      <LexicalRichText
        data={data}
        converters={converters}
        className={containerClass}
        disableContainer={false}
      />
    )
  }
  return (
    <RichTextLightbox className={containerClass}>
      <LexicalRichText data={data} converters={converters} disableContainer />
    </RichTextLightbox>
  )
}
