// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest'
import { BUTTON_SIZES } from '../src/tags/button'
import {
  addTags,
  fakeTransport,
  flush,
  frames,
  frameUrl,
  HOST,
  makeNetwork,
  stubWindowOpen,
} from './helpers'

beforeEach(() => {
  document.body.innerHTML = ''
})

describe('button sizes (SPEC 9.2)', () => {
  it('are micro 16, small 20, medium 24 and large 32 px; anything else is small', async () => {
    expect(BUTTON_SIZES).toEqual({ micro: 16, small: 20, medium: 24, large: 32 })
    addTags(
      ['micro', 'small', 'medium', 'large', 'huge']
        .map(
          (size) =>
            `<script type="IN/Share" data-url="https://x.se/" data-size="${size}"></script>`,
        )
        .join(''),
    )
    const net = makeNetwork({}, fakeTransport(() => ({ status: 200, body: {} })).transport)
    await net.parse()
    const heights = Array.from(document.querySelectorAll<HTMLButtonElement>('.IN-button')).map(
      (b) => b.style.height,
    )
    expect(heights).toEqual(['16px', '20px', '24px', '32px', '20px'])
    expect(document.querySelector('.IN-button')?.classList.contains('IN-size-micro')).toBe(true)
  })
})

describe('windows', () => {
  it('renders frames in the language of the lang option', async () => {
    addTags('<script type="IN/Alumni"></script>')
    const net = makeNetwork({ lang: 'sv_SE' })
    void net.parse()
    await flush()
    expect(frameUrl(frames()[0] as HTMLIFrameElement).searchParams.get('lang')).toBe('sv_SE')
  })

  it('opens the settings debugger as a popup', () => {
    const popups = stubWindowOpen()
    const net = makeNetwork({ lang: 'en_US' })
    const w = net.Settings.open()
    expect(w.options.mode).toBe('popup')
    expect(popups).toHaveLength(1)
    const url = new URL(popups[0]?.url ?? '')
    expect(`${url.origin}${url.pathname}`).toBe(`${HOST}/cws/settings`)
    expect(url.searchParams.get('lang')).toBe('en_US')
  })

  it('opens job apply as a modal over the page', async () => {
    const net = makeNetwork()
    net.Jobs.apply('SIS-UH-01')
    await flush()
    const dialog = document.querySelector('.IN-modal')
    expect(dialog?.getAttribute('aria-modal')).toBe('true')
    const frame = dialog?.querySelector('iframe') as HTMLIFrameElement
    expect(frameUrl(frame).pathname).toBe('/cws/job/apply')
    expect(frameUrl(frame).searchParams.get('jobCode')).toBe('SIS-UH-01')
  })
})

describe('writes', () => {
  it('sends one Idempotency-Key per POST command, none on reads', async () => {
    const { transport, requests } = fakeTransport(() => ({ status: 201, body: { values: [] } }))
    const net = makeNetwork({}, transport)
    await net.API.Post('9001').comment('Hej').toPromise()
    await net.API.Post('9001').like(true).toPromise()
    await net.API.Post('9001').toPromise()
    expect(requests.map((r) => [r.method, Boolean(r.headers['Idempotency-Key'])])).toEqual([
      ['POST', true],
      ['PUT', false],
      ['GET', false],
    ])
  })
})
