import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import type {
  BlurbBlock,
  ButtonBlock,
  CallToActionBlock,
  CodeBlock,
  DividerBlock,
  HeadingBlock,
  TestimonialBlock,
  TextBlock,
  VideoBlock,
} from '@/payload-types'

import { BlurbBlockComponent } from './Blurb/Component'
import { ButtonBlockComponent } from './Button/Component'
import { CallToActionBlockComponent } from './CallToAction/Component'
import { CodeBlockComponent } from './Code/Component'
import { DividerBlockComponent } from './Divider/Component'
import { HeadingBlockComponent } from './Heading/Component'
import type { RenderContext } from './shared/types'
import { TestimonialBlockComponent } from './Testimonial/Component'
import { TextBlockComponent } from './Text/Component'
import { VideoBlockComponent } from './Video/Component'

const live: RenderContext = { builderMode: false, locale: 'sv' }
const builder: RenderContext = { builderMode: true, locale: 'sv' }
const html = (node: React.ReactNode) => renderToStaticMarkup(<>{node}</>)

describe('basic modules rendered on the server', () => {
  it('heading: the chosen level, alignment, subtitle and the common settings', () => {
    const block: HeadingBlock = {
      blockType: 'heading',
      text: 'Våra tjänster',
      level: 'h3',
      align: 'center',
      subtitle: 'För processindustrin',
      settings: { elementId: 'tjanster', className: 'extra', hideOn: ['phone'] },
    }
    const out = html(<HeadingBlockComponent block={block} context={live} />)
    expect(out).toContain('<h3 class="heading-title">Våra tjänster</h3>')
    expect(out).toContain('id="tjanster"')
    expect(out).toMatch(/class="module module-heading align-center extra hide-on-phone"/)
    expect(out).toContain('För processindustrin')
  })

  it('module link: a real link over the module, none in builder mode (spec 6)', () => {
    const block: HeadingBlock = {
      blockType: 'heading',
      text: 'Kontakta oss',
      level: 'h2',
      settings: { link: { url: 'https://example.se/', target: '_blank', className: 'cta-link' } },
    }
    const out = html(<HeadingBlockComponent block={block} context={live} />)
    expect(out).toContain('href="https://example.se/"')
    expect(out).toContain('target="_blank"')
    expect(out).toContain('rel="noopener noreferrer"')
    expect(out).toContain('Kontakta oss (öppnas i nytt fönster)')
    expect(html(<HeadingBlockComponent block={block} context={builder} />)).not.toContain('href=')
    const unsafe = { ...block, settings: { link: { url: 'javascript:alert(1)' } } }
    expect(html(<HeadingBlockComponent block={unsafe} context={live} />)).not.toContain(
      'javascript:',
    )
  })

  it('button: label, style, tracking id and a page reference resolved to its Swedish path', () => {
    const block: ButtonBlock = {
      blockType: 'button',
      style: 'secondary',
      trackingId: 'bestall',
      link: {
        type: 'reference',
        label: 'Beställ',
        reference: { relationTo: 'pages', value: { slug: 'kontakt' } as never },
      },
    }
    const out = html(<ButtonBlockComponent block={block} context={live} />)
    expect(out).toMatch(
      /<a class="button button-secondary" data-track="bestall" href="\/kontakt">Beställ<\/a>/,
    )
  })

  it('call to action: title, text and button', () => {
    const block: CallToActionBlock = {
      blockType: 'callToAction',
      title: 'Redo?',
      body: 'Boka en genomgång.',
      tone: 'dark',
      button: { type: 'custom', url: '/kontakt', label: 'Boka' },
    }
    const out = html(<CallToActionBlockComponent block={block} context={live} />)
    expect(out).toContain('cta cta-dark')
    expect(out).toContain('<h2 class="cta-title">Redo?</h2>')
    expect(out).toContain('href="/kontakt"')
  })

  it('blurb: a decorative icon hidden from screen readers, title and text', () => {
    const block: BlurbBlock = {
      blockType: 'blurb',
      mediaType: 'icon',
      icon: 'wrench',
      title: 'Jour',
      body: 'Dygnet runt',
    }
    const out = html(<BlurbBlockComponent block={block} context={live} />)
    expect(out).toContain('<span class="blurb-icon" aria-hidden="true">')
    expect(out).toContain('<h3 class="blurb-title">Jour</h3>')
  })

  it('divider: height, line style and colour', () => {
    const block: DividerBlock = {
      blockType: 'divider',
      showLine: true,
      lineStyle: 'dashed',
      height: 48,
      color: '#b43c0c',
    }
    const out = html(<DividerBlockComponent block={block} context={live} />)
    expect(out).toContain('height:48px')
    expect(out).toContain('border-top-style:dashed')
    expect(out).toContain('border-top-color:#b43c0c')
  })

  it('code: editor HTML is sanitised before it reaches the page', () => {
    const block: CodeBlock = {
      blockType: 'code',
      html: '<p onmouseover="x()">Hej</p><script>alert(1)</script>',
    }
    expect(html(<CodeBlockComponent block={block} context={live} />)).toContain(
      '<div class="code-embed"><p>Hej</p></div>',
    )
  })

  it('text: rich text as HTML', () => {
    const block: TextBlock = {
      blockType: 'text',
      content: {
        root: {
          type: 'root',
          version: 1,
          direction: 'ltr',
          format: '',
          indent: 0,
          children: [
            {
              type: 'paragraph',
              version: 1,
              direction: 'ltr',
              format: '',
              indent: 0,
              children: [
                {
                  type: 'text',
                  text: 'Vi mäter vibrationer.',
                  version: 1,
                  format: 1,
                  detail: 0,
                  mode: 'normal',
                  style: '',
                },
              ],
            },
          ],
        },
      },
    }
    expect(html(<TextBlockComponent block={block} context={live} />)).toMatch(
      /<p>.*<strong>Vi mäter vibrationer\.<\/strong>.*<\/p>/,
    )
  })

  it('testimonial: quote, author and role', () => {
    const block: TestimonialBlock = {
      blockType: 'testimonial',
      quote: 'Bra jobbat.',
      author: 'Anna',
      jobTitle: 'Chef',
      company: 'Bruket AB',
    }
    const out = html(<TestimonialBlockComponent block={block} context={live} />)
    expect(out).toContain('<blockquote><p>Bra jobbat.</p></blockquote>')
    expect(out).toContain('Chef, Bruket AB')
  })

  it('video: a self-hosted file plays in a native player with its tracking id; a platform URL waits behind the consent placeholder and a poster button', () => {
    const file: VideoBlock = {
      blockType: 'video',
      title: 'Huvudfilm',
      source: 'file',
      trackingId: 'huvudvideo',
      file: {
        id: 1,
        url: '/api/media/file/huvudfilm.mp4',
        mimeType: 'video/mp4',
        alt: 'Film',
        updatedAt: '',
        createdAt: '',
      },
    }
    const out = html(<VideoBlockComponent block={file} context={live} />)
    expect(out).toContain('<video')
    expect(out).toContain('data-track-video="huvudvideo"')
    expect(out).toContain('src="/api/media/file/huvudfilm.mp4"')
    const platform: VideoBlock = {
      blockType: 'video',
      title: 'Demo',
      source: 'url',
      url: 'https://youtu.be/dQw4w9WgXcQ',
    }
    // The platform is third-party content: the server renders the consent placeholder naming it;
    // the poster button appears in the browser once functional cookies are allowed.
    const facade = html(<VideoBlockComponent block={platform} context={live} />)
    expect(facade).toContain('data-consent-gate="functional"')
    expect(facade).toContain('YouTube')
    expect(facade).not.toContain('<iframe')
    const broken: VideoBlock = {
      blockType: 'video',
      title: 'Trasig',
      source: 'url',
      url: 'https://example.com/x',
    }
    expect(html(<VideoBlockComponent block={broken} context={live} />)).toContain(
      'Videon är inte tillgänglig just nu.',
    )
  })
})
