// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { TagInstantiationError, UnknownTypeError } from '../src/errors'
import {
  addTags,
  answerJsonp,
  flush,
  frames,
  frameUrl,
  fromFrame,
  HOST,
  makeNetwork,
  stopAnswering,
  stubWindowOpen,
} from './helpers'

/** Starts parsing and waits until the tags are in place (not until their frames are ready). */
const started = async (net: ReturnType<typeof makeNetwork>): Promise<void> => {
  void net.parse()
  await flush()
}

const errorsOf = (net: ReturnType<typeof makeNetwork>) => {
  const errors: Error[] = []
  net.Event.on('error', (e) => errors.push(e as Error))
  return errors
}

beforeEach(() => {
  document.body.innerHTML = ''
  vi.spyOn(console, 'error').mockImplementation(() => {})
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => {
  stopAnswering()
  vi.restoreAllMocks()
})

describe('tag parsing', () => {
  it('appends +init to processed tags and does not process them twice', async () => {
    const [tag] = addTags('<script type="IN/Alumni"></script>')
    const net = makeNetwork()
    const parsed = net.parse()
    expect(tag?.getAttribute('type')).toBe('IN/Alumni+init')
    await flush()
    fromFrame(frames()[0] as HTMLIFrameElement, 'ready')
    await parsed
    await net.parse()
    expect(tag?.getAttribute('type')).toBe('IN/Alumni+init')
    expect(frames()).toHaveLength(1)
  })

  it('shows Unknown type and removes +init when the type cannot be loaded', async () => {
    const requested = answerJsonp(() => undefined)
    const [tag] = addTags('<script type="IN/Nope"></script>')
    const net = makeNetwork()
    const errors = errorsOf(net)
    await net.parse()
    expect(tag?.getAttribute('type')).toBe('IN/Nope')
    expect(tag?.getAttribute('data-in-error')).toBe("Unknown type 'Nope'")
    expect(errors[0]).toBeInstanceOf(UnknownTypeError)
    expect(requested.map(String)).toContain(`${HOST}/extensions/Nope.js`)
    expect(console.error).toHaveBeenCalledWith(
      '[IN]',
      `Could not load script ${HOST}/extensions/Nope.js`,
    )
  })

  it('reports an extension that loads but does not register, and removes +init', async () => {
    answerJsonp(() => ({}))
    const [tag] = addTags('<script type="IN/Lazy"></script>')
    const net = makeNetwork()
    await net.parse()
    expect(tag?.getAttribute('type')).toBe('IN/Lazy')
    expect(tag?.getAttribute('data-in-error')).toBe(
      "Extension 'Lazy' was loaded but not registered",
    )
  })

  it('renders a tag whose extension registers it', async () => {
    const net = makeNetwork()
    answerJsonp((url) => {
      if (url.pathname === '/extensions/Custom.js') {
        net.Tags.register('Custom', {
          rules: { label: { defaultValue: 'hi' } },
          create: ({ root, attrs }) => {
            root.textContent = String(attrs.label)
            return { rendered: Promise.resolve() }
          },
        })
      }
      return {}
    })
    const [tag] = addTags('<script type="IN/Custom" data-label="hello"></script>')
    await net.parse()
    expect(tag?.getAttribute('type')).toBe('IN/Custom+init')
    expect(document.querySelector('.IN-Custom')?.textContent).toBe('hello')
  })

  it('reports a tag that cannot be instantiated and keeps +init', async () => {
    const [tag] = addTags('<script type="IN/FullMemberProfile"></script>')
    const net = makeNetwork({ apiKey: 'k' })
    const errors = errorsOf(net)
    await net.parse()
    expect(errors[0]).toBeInstanceOf(TagInstantiationError)
    expect(errors[0]?.message).toBe(
      "Could not instantiate tag for 'FullMemberProfile': id must be defined for FullMemeberProfile",
    )
    expect(tag?.getAttribute('type')).toBe('IN/FullMemberProfile+init')
    expect(frames()).toHaveLength(0)
  })

  it('reads data-<namespace>-<name> first when a dataNamespace is set', async () => {
    addTags('<script type="IN/Alumni" data-width="100" data-net-width="400"></script>')
    const net = makeNetwork({ dataNamespace: 'net' })
    await started(net)
    expect(frameUrl(frames()[0] as HTMLIFrameElement).searchParams.get('width')).toBe('400')
  })
})

describe('embedded frame tags', () => {
  it('Alumni sends width only when greater than 0; non-numeric width becomes 0', async () => {
    addTags(
      '<script type="IN/Alumni" data-width="320"></script><script type="IN/Alumni" data-width="wide"></script>',
    )
    await started(makeNetwork())
    const [a, b] = frames().map(frameUrl)
    expect(a?.pathname).toBe('/cws/alumni')
    expect(a?.searchParams.get('width')).toBe('320')
    expect(b?.searchParams.has('width')).toBe(false)
  })

  it('puts the frame in the tag place with xdOrigin, xdChannel and the window-name data', async () => {
    const [tag] = addTags('<script type="IN/Alumni"></script>')
    await started(makeNetwork({ debug: true }))
    const frame = frames()[0] as HTMLIFrameElement
    expect(tag?.nextElementSibling?.contains(frame)).toBe(true)
    const url = frameUrl(frame)
    expect(url.searchParams.get('xdOrigin')).toBe(window.location.origin)
    const name = JSON.parse(frame.name)
    expect(name).toEqual({
      xdChannel: url.searchParams.get('xdChannel'),
      xdOrigin: window.location.origin,
      debug: true,
    })
    expect(frame.title).toBe('Alumni')
  })

  it('CompanyInsider sends companyIdentifier and modules', async () => {
    addTags(
      '<script type="IN/CompanyInsider" data-id="1337" data-modules="innetwork,newhires"></script>',
    )
    await started(makeNetwork())
    const url = frameUrl(frames()[0] as HTMLIFrameElement)
    expect(url.pathname).toBe('/cws/company/insider')
    expect(url.searchParams.get('companyIdentifier')).toBe('1337')
    expect(url.searchParams.get('modules')).toBe('innetwork,newhires')
  })

  it('Followmember coerces format, size and width', async () => {
    addTags(`
      <script type="IN/Followmember" data-id="https://net.test/in/ada" data-format="banner" data-size="30" data-width="x"></script>
      <script type="IN/Followmember" data-id="ada" data-format="icon" data-size="33" data-width="200"></script>
      <script type="IN/Followmember" data-id="ada" data-size="48"></script>`)
    await started(makeNetwork())
    const [a, b, c] = frames().map(frameUrl)
    expect(a?.pathname).toBe('/cws/followmember')
    expect(a?.searchParams.get('public_profile_url')).toBe('https://net.test/in/ada')
    expect(a?.searchParams.get('format')).toBe('text')
    expect(a?.searchParams.get('size')).toBe('20')
    expect(a?.searchParams.get('width')).toBe('0')
    expect(b?.searchParams.get('format')).toBe('icon')
    expect(b?.searchParams.get('size')).toBe('33')
    expect(b?.searchParams.get('width')).toBe('200')
    expect(c?.searchParams.get('size')).toBe('48')
  })

  it('FullMemberProfile needs the apiKey option and sends member_token and api_key', async () => {
    addTags('<script type="IN/FullMemberProfile" data-id="tok"></script>')
    const withoutKey = makeNetwork()
    const errors = errorsOf(withoutKey)
    await withoutKey.parse()
    expect(errors[0]?.message).toBe(
      "Could not instantiate tag for 'FullMemberProfile': a valid API key must be provided for FullMemeberProfile",
    )
    document.body.innerHTML = ''
    addTags('<script type="IN/FullMemberProfile" data-id="tok" data-width="400"></script>')
    await started(makeNetwork({ api_key: 'KEY' }))
    const url = frameUrl(frames()[0] as HTMLIFrameElement)
    expect(url.pathname).toBe('/cws/member/full_profile')
    expect(url.searchParams.get('member_token')).toBe('tok')
    expect(url.searchParams.get('api_key')).toBe('KEY')
    expect(url.searchParams.get('width')).toBe('400')
  })

  it('CsapBeacon is an invisible frame with the beacon parameters', async () => {
    addTags(
      '<script type="IN/CsapBeacon" data-contractid="c1" data-urlparserkey="u1" data-jobcode="j1" data-activity="apply" data-extra="e"></script>',
    )
    await started(makeNetwork({ apiKey: 'KEY' }))
    const frame = frames()[0] as HTMLIFrameElement
    const url = frameUrl(frame)
    expect(url.pathname).toBe('/cws/csap/beacon')
    expect(frame.getAttribute('aria-hidden')).toBe('true')
    expect(frame.parentElement).toBe(document.body)
    for (const [k, v] of Object.entries({
      contractId: 'c1',
      urlParserKey: 'u1',
      jobCode: 'j1',
      activity: 'apply',
      extra: 'e',
      apiKey: 'KEY',
      url: window.location.href,
      topUrl: window.location.href,
    })) {
      expect(url.searchParams.get(k)).toBe(v)
    }
  })
})

describe('frame events on the page', () => {
  it('resolves rendering on ready, resizes on resize and removes the frame on close', async () => {
    addTags('<script type="IN/Alumni"></script>')
    const net = makeNetwork()
    let rendered = false
    const parsing = net.parse().then(() => (rendered = true))
    await flush()
    const frame = frames()[0] as HTMLIFrameElement
    await flush()
    expect(rendered).toBe(false)
    fromFrame(frame, 'ready')
    await parsing
    fromFrame(frame, 'resize', { height: 321 })
    expect(frame.style.height).toBe('321px')
    fromFrame(frame, 'close')
    expect(frame.isConnected).toBe(false)
  })

  it('ignores messages from a wrong origin or a wrong window', async () => {
    addTags('<script type="IN/Alumni"></script><script type="IN/Alumni"></script>')
    await started(makeNetwork())
    const [frame, other] = frames() as [HTMLIFrameElement, HTMLIFrameElement]
    fromFrame(frame, 'resize', { height: 50 }, 'http://evil.test')
    expect(frame.style.height).toBe('0px')
    window.dispatchEvent(
      new MessageEvent('message', {
        data: {
          xdoor: 1,
          channel: JSON.parse(frame.name).xdChannel,
          type: 'resize',
          data: { height: 60 },
        },
        origin: HOST,
        source: other.contentWindow,
      }),
    )
    expect(frame.style.height).toBe('0px')
    fromFrame(frame, 'resize', { height: 70 })
    expect(frame.style.height).toBe('70px')
  })

  it('reloads the tags when a frame reports login', async () => {
    addTags('<script type="IN/Alumni"></script>')
    const net = makeNetwork()
    const logins: unknown[] = []
    net.Event.on('login', (d) => logins.push(d))
    const parsing = net.parse()
    await flush()
    const first = frames()[0] as HTMLIFrameElement
    fromFrame(first, 'ready')
    return parsing.then(async () => {
      fromFrame(first, 'login', { status: 'success' })
      await flush()
      expect(logins).toEqual([{ status: 'success' }])
      expect(first.isConnected).toBe(false)
      expect(frames()).toHaveLength(1)
      expect(frames()[0]).not.toBe(first)
    })
  })
})

describe('profile tags', () => {
  it('render only with an id', async () => {
    addTags(
      '<script type="IN/CompanyProfile"></script><script type="IN/MemberProfile" data-format="inline"></script>',
    )
    await makeNetwork().parse()
    expect(document.querySelectorAll('.IN-widget')).toHaveLength(0)
    expect(frames()).toHaveLength(0)
  })

  it('inline: width minus 14, raised to 286; related=false only for the attribute false', async () => {
    addTags(`
      <script type="IN/CompanyProfile" data-id="1" data-format="inline" data-width="300"></script>
      <script type="IN/CompanyProfile" data-id="2" data-format="inline" data-width="500" data-related="false"></script>
      <script type="IN/MemberProfile" data-id="https://net.test/in/ada" data-format="inline"></script>`)
    await started(makeNetwork())
    const [a, b, c] = frames() as HTMLIFrameElement[]
    expect(frameUrl(a!).pathname).toBe('/cws/company/profile')
    expect(frameUrl(a!).searchParams.get('companyIdentifier')).toBe('1')
    expect(frameUrl(a!).searchParams.get('width')).toBe('286')
    expect(a!.style.width).toBe('286px')
    expect(frameUrl(a!).searchParams.has('related')).toBe(false)
    expect(frameUrl(b!).searchParams.get('width')).toBe('486')
    expect(frameUrl(b!).searchParams.get('related')).toBe('false')
    expect(frameUrl(c!).pathname).toBe('/cws/member/public_profile')
    expect(frameUrl(c!).searchParams.get('public_profile_url')).toBe('https://net.test/in/ada')
    expect(frameUrl(c!).searchParams.has('width')).toBe(false)
  })

  it('default to the hover format: a link, no frame until opened', async () => {
    addTags('<script type="IN/MemberProfile" data-id="ada" data-text="Ada Lovelace"></script>')
    await makeNetwork().parse()
    const link = document.querySelector('.IN-link') as HTMLButtonElement
    expect(link.textContent).toBe('Ada Lovelace')
    expect(frames()).toHaveLength(0)
  })

  describe('hovercards', () => {
    beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }))
    afterEach(() => vi.useRealTimers())

    it('open once on hover, go pending until ready, and close on a document click', async () => {
      addTags(
        '<script type="IN/CompanyProfile" data-id="42" data-format="hover"></script><p id="elsewhere">x</p>',
      )
      await makeNetwork().parse()
      const link = document.querySelector('.IN-link') as HTMLButtonElement
      link.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }))
      const card = document.querySelector('.IN-hovercard') as HTMLElement
      const frame = frames()[0] as HTMLIFrameElement
      expect(card.style.zIndex).toBe('9999')
      expect(card.dataset.placement).toBeTruthy()
      expect(frameUrl(frame).searchParams.get('companyIdentifier')).toBe('42')
      expect(link.classList.contains('IN-pending')).toBe(true)
      fromFrame(frame, 'ready')
      expect(link.classList.contains('IN-pending')).toBe(false)
      link.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }))
      link.click()
      expect(frames()).toHaveLength(1)
      expect(card.style.display).toBe('')
      document.getElementById('elsewhere')?.click()
      expect(card.style.display).toBe('none')
      expect(link.getAttribute('aria-expanded')).toBe('false')
      link.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }))
      expect(card.style.display).toBe('')
      expect(frames()).toHaveLength(1)
    })

    it('returns the link to normal after 2000 ms when the card never becomes ready', async () => {
      addTags('<script type="IN/MemberProfile" data-id="ada" data-format="click"></script>')
      await makeNetwork().parse()
      const link = document.querySelector('.IN-link') as HTMLButtonElement
      link.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }))
      expect(frames()).toHaveLength(0)
      link.click()
      expect(link.classList.contains('IN-pending')).toBe(true)
      vi.advanceTimersByTime(2000)
      expect(link.classList.contains('IN-pending')).toBe(false)
    })
  })

  it('jymbii forces max to 3 when embed is set and sends its parameters', async () => {
    addTags(
      '<script type="IN/jymbii" data-companyid="7" data-jobfunction="eng" data-country="se" data-max="10" data-embed="true" data-callback="true"></script>',
    )
    await started(makeNetwork())
    const url = frameUrl(frames()[0] as HTMLIFrameElement)
    expect(url.pathname).toBe('/cws/jymbii')
    expect(url.searchParams.get('max')).toBe('3')
    expect(url.searchParams.get('companyId')).toBe('7')
    expect(url.searchParams.get('jobFunction')).toBe('eng')
    expect(url.searchParams.get('embed')).toBe('true')
    expect(url.searchParams.get('callback')).toBe('true')
  })

  it('jymbii without embed keeps max and opens as a hovercard link', async () => {
    addTags('<script type="IN/jymbii" data-max="10" data-text="Jobs"></script>')
    await makeNetwork().parse()
    const link = document.querySelector('.IN-link') as HTMLButtonElement
    link.click()
    expect(frameUrl(frames()[0] as HTMLIFrameElement).searchParams.get('max')).toBe('10')
  })
})

describe('RecommendProduct', () => {
  it('needs a company or a url', async () => {
    addTags('<script type="IN/RecommendProduct" data-product="9"></script>')
    const net = makeNetwork()
    const errors = errorsOf(net)
    await net.parse()
    expect(errors[0]?.message).toBe(
      "Could not instantiate tag for 'RecommendProduct': You must provide either a company ID, a company name, or a URL to a product item",
    )
  })

  it('loads the recommendation count and opens the product page in a new window', async () => {
    const requests = answerJsonp(() => ({ count: 12345 }))
    const popups = stubWindowOpen()
    addTags(
      '<script type="IN/RecommendProduct" data-company="acme" data-product="9" data-counter="right"></script>',
    )
    await makeNetwork().parse()
    const url = requests[0] as URL
    expect(url.pathname).toBe('/company/api/recommendation/count')
    expect(url.searchParams.get('type')).toBe('PDCT')
    expect(url.searchParams.get('id')).toBe('9')
    expect(url.searchParams.get('callback')).toMatch(/^__INjsonp\./)
    expect(document.querySelector('.IN-callout')?.textContent).toBe('12 k')
    ;(document.querySelector('.IN-button') as HTMLButtonElement).click()
    expect(popups[0]?.url).toBe(`${HOST}/company/acme/product?prdId=9`)
    expect(document.querySelector('.IN-recommend')?.classList.contains('IN-clicked')).toBe(true)
  })

  it('opens the given url when there is one', async () => {
    const popups = stubWindowOpen()
    addTags('<script type="IN/RecommendProduct" data-url="https://shop.test/p/1"></script>')
    await makeNetwork().parse()
    ;(document.querySelector('.IN-button') as HTMLButtonElement).click()
    expect(popups[0]?.url).toBe('https://shop.test/p/1')
  })
})
