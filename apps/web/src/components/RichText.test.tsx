// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import type { Media } from '@/payload-types'

import { RichText } from './RichText'
import { richTextImages } from './richTextImages'
import { LIGHTBOX_LINK, itemFromLink } from './RichTextLightbox.logic'

// The lazy wrapper loads the island through next/dynamic; here the island itself renders, counted.
const island = vi.hoisted(() => ({ renders: 0 }))
vi.mock('./RichTextLightboxLazy.client', async () => {
  const { RichTextLightbox } = await import('./RichTextLightbox.client')
  return {
    RichTextLightbox: (props: Parameters<typeof RichTextLightbox>[0]) => {
      island.renders++
      return <RichTextLightbox {...props} />
    },
  }
})

const media = (id: number, extra: Partial<Media> = {}): Media =>
  ({
    id,
    url: `/api/media/file/bild-${id}.jpg`,
    filename: `bild-${id}.jpg`,
    mimeType: 'image/jpeg',
    width: 1600,
    height: 1000,
    alt: `Bild nummer ${id}`,
    caption: null,
    updatedAt: '',
    createdAt: '',
    ...extra,
  }) as Media

const text = (value: string) => ({
  type: 'text',
  text: value,
  format: 0,
  style: '',
  mode: 'normal',
  detail: 0,
  version: 1,
})
const paragraph = (value: string) => ({
  type: 'paragraph',
  children: [text(value)],
  direction: 'ltr',
  format: '',
  indent: 0,
  version: 1,
})
const upload = (value: Media | number) => ({
  type: 'upload',
  relationTo: 'media',
  value,
  fields: null,
  format: '',
  version: 3,
})
const gallery = (images: (Media | number)[], columns = '3') => ({
  type: 'block',
  fields: { id: 'g1', blockName: '', blockType: 'richTextGallery', images, columns },
  format: '',
  version: 2,
})
const doc = (...children: object[]) =>
  ({
    root: { type: 'root', children, direction: 'ltr', format: '', indent: 0, version: 1 },
  }) as never

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html')

beforeEach(() => {
  island.renders = 0
})

describe('images in rich text', () => {
  it('finds every image of a text in reading order, skipping videos and unpopulated ids', () => {
    const video = media(9, { mimeType: 'video/mp4' })
    const found = richTextImages(
      doc(
        paragraph('Inledning'),
        upload(media(1, { caption: 'Lagerhuset' })),
        gallery([media(2), 7, video, media(3)]),
        upload(video),
        upload(4),
        { ...paragraph('Nästlat'), children: [upload(media(5))] },
      ),
    )
    expect(found.map(({ item }) => item.src)).toEqual([
      '/api/media/file/bild-1.jpg',
      '/api/media/file/bild-2.jpg',
      '/api/media/file/bild-3.jpg',
      '/api/media/file/bild-5.jpg',
    ])
    // The caption is the media's caption, or its alt text when it has none.
    expect(found[0]?.item.caption).toBe('Lagerhuset')
    expect(found[1]?.item.caption).toBe('Bild nummer 2')
    expect(richTextImages(null)).toEqual([])
  })

  it('renders images as links to the full-size files that the island reads back as one gallery', () => {
    const html = renderToStaticMarkup(
      <RichText
        data={doc(
          paragraph('Före'),
          upload(media(1, { caption: 'Lagerhuset' })),
          gallery([media(2), media(3)], '2'),
        )}
      />,
    )
    expect(island.renders).toBe(1)
    const page = parse(html)
    const container = page.querySelector('div.rich-text')
    expect(container?.querySelector('p')?.textContent).toBe('Före')
    const links = [...page.querySelectorAll(LIGHTBOX_LINK)]
    expect(links).toHaveLength(3)
    // Without JavaScript each link simply opens the full-size image.
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/api/media/file/bild-1.jpg',
      '/api/media/file/bild-2.jpg',
      '/api/media/file/bild-3.jpg',
    ])
    expect(links[0]?.textContent).toContain('(visa större)')
    expect(links.map((link) => itemFromLink(link))).toEqual([
      {
        src: '/api/media/file/bild-1.jpg',
        width: 1600,
        height: 1000,
        alt: 'Bild nummer 1',
        caption: 'Lagerhuset',
      },
      {
        src: '/api/media/file/bild-2.jpg',
        width: 1600,
        height: 1000,
        alt: 'Bild nummer 2',
        caption: 'Bild nummer 2',
      },
      {
        src: '/api/media/file/bild-3.jpg',
        width: 1600,
        height: 1000,
        alt: 'Bild nummer 3',
        caption: 'Bild nummer 3',
      },
    ])
    expect(page.querySelector('figure.rich-text-image figcaption')?.textContent).toBe('Lagerhuset')
    const grid = page.querySelector('ul.rich-text-gallery')
    expect(grid?.classList.contains('rich-text-gallery-2')).toBe(true)
    expect(grid?.getAttribute('aria-label')).toBe('Bildgalleri')
    expect(grid?.querySelectorAll('li')).toHaveLength(2)
  })

  it('leaves a text without images alone: no island, no links', () => {
    const html = renderToStaticMarkup(
      <RichText data={doc(paragraph('Bara text'), upload(media(9, { mimeType: 'video/mp4' })))} />,
    )
    expect(island.renders).toBe(0)
    const page = parse(html)
    expect(page.querySelector('div.rich-text p')?.textContent).toBe('Bara text')
    expect(page.querySelectorAll(LIGHTBOX_LINK)).toHaveLength(0)
    // A video stays a plain link to its file.
    expect(page.querySelector('a')?.getAttribute('href')).toBe('/api/media/file/bild-9.jpg')
  })

  it('falls back to usable sizes when a link lacks them', () => {
    const link = parse(
      '<a href="/x.jpg" data-lightbox data-width="abc"><img alt="X"></a>',
    ).querySelector('a')
    if (!link) throw new Error('no link')
    expect(itemFromLink(link)).toEqual({
      src: '/x.jpg',
      width: 1200,
      height: 800,
      alt: 'X',
      caption: null,
    })
  })
})
