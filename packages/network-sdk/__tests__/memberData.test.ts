// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { encodeBody, formToObject } from '../src/api/command'
import { MemberDataMerge, memberKey } from '../src/memberData'
import { escapeHtml, renderTemplate } from '../src/template'
import { addTags, fakeTransport, makeNetwork } from './helpers'

describe('MemberData result keys', () => {
  it("uses _key, else id, else key; strips 'url=' and turns '~' into 'me'", () => {
    expect(memberKey({ _key: '~', id: 'x' })).toBe('me')
    expect(memberKey({ id: 'abc' })).toBe('abc')
    expect(memberKey({ key: 'url=https://net.test/in/ada' })).toBe('https://net.test/in/ada')
    expect(memberKey({ firstName: 'no key' })).toBeUndefined()
  })
})

describe('MemberData merge', () => {
  it('completes only when both calls are done; authenticated values override public ones', () => {
    const done = vi.fn()
    const merge = new MemberDataMerge(done)
    merge.done('public', [
      { id: 'a', firstName: 'Public', headline: 'P' },
      { id: 'b', firstName: 'B' },
    ])
    expect(done).not.toHaveBeenCalled()
    merge.done('auth', [
      { _key: 'a', firstName: 'Private' },
      { _key: '~', firstName: 'Me' },
    ])
    const members = done.mock.calls[0]?.[0] as Map<string, Record<string, unknown>>
    expect([...members.keys()]).toEqual(['a', 'b', 'me'])
    expect(members.get('a')).toMatchObject({ firstName: 'Private', headline: 'P', key: 'a' })
    expect(members.get('me')).toMatchObject({ firstName: 'Me' })
    merge.done('auth', [])
    expect(done).toHaveBeenCalledTimes(1)
  })

  it('counts an error as done with empty results', () => {
    const done = vi.fn()
    const merge = new MemberDataMerge(done)
    merge.done('auth', [])
    merge.done('public', 'not a list')
    expect(done).toHaveBeenCalledWith(new Map())
  })
})

describe('templates', () => {
  it('outputs escaped values between the markers', () => {
    expect(
      renderTemplate('<b><?js= firstName ?></b> <?js= position.title ?>', {
        firstName: '<Ada>',
        position: { title: 'A & B' },
      }),
    ).toBe('<b>&lt;Ada&gt;</b> A &amp; B')
    expect(escapeHtml(`"'`)).toBe('&quot;&#39;')
  })

  it('supports if/else/end and each over lists or {values}', () => {
    const template =
      '<?js if skills ?><ul><?js each skills ?><li><?js= name ?> (<?js= owner ?>)</li><?js end ?></ul><?js else ?>none<?js end ?>'
    expect(
      renderTemplate(template, {
        owner: 'Ada',
        skills: { values: [{ name: 'Math' }, { name: 'Code' }] },
      }),
    ).toBe('<ul><li>Math (Ada)</li><li>Code (Ada)</li></ul>')
    expect(renderTemplate(template, { skills: [] })).toBe('none')
  })

  it('uses other markers when configured and never evaluates code', () => {
    expect(renderTemplate('{{= a }}{{ alert(1) }}', { a: 1 }, '{{ }}')).toBe('1')
    expect(renderTemplate('<?js= constructor ?>', {})).toBe('')
  })
})

describe('form bodies', () => {
  it('turns a form into an object of its named values', () => {
    const form = document.createElement('form')
    form.innerHTML = `
      <input name="title" value="Hi">
      <input type="checkbox" name="notify" value="yes" checked>
      <input type="checkbox" name="skip" value="no">
      <input name="disabled" value="x" disabled>
      <textarea name="body">Text</textarea>`
    expect(formToObject(form)).toEqual({ title: 'Hi', notify: 'yes', body: 'Text' })
    expect(encodeBody(form)).toEqual({
      text: '{"title":"Hi","notify":"yes","body":"Text"}',
      type: 'application/json',
    })
  })
})

describe('MemberData tag', () => {
  beforeEach(() => {
    document.body.innerHTML = ''
  })
  afterEach(() => vi.useRealTimers())

  it('renders after the public call and, once signed in, the authenticated call', async () => {
    const { transport, requests } = fakeTransport((request) => ({
      status: 200,
      body: request.path.includes(':public')
        ? { values: [{ id: 'ada', firstName: 'Ada', headline: 'Public' }] }
        : {
            values: [
              { _key: 'ada', headline: 'Private' },
              { _key: '~', firstName: 'Me' },
            ],
          },
    }))
    addTags(
      '<script type="IN/MemberData" data-ids="ada,me" data-fields="firstName,headline"><p><?js= firstName ?>: <?js= headline ?></p></script>',
    )
    const net = makeNetwork({}, transport)
    // Anonymous: rendered once the public call is done, with nothing shown yet.
    await net.parse()
    expect(requests[0]?.path).toMatch(/^\/people::\(ada\):public:\(first-name,headline\)/)
    const output = document.querySelector('.IN-MemberData') as HTMLElement
    expect(output.innerHTML).toBe('')
    net.session.set({ oauthToken: 'T' })
    await vi.waitFor(() => expect(output.innerHTML).not.toBe(''))
    expect(requests[1]?.path).toMatch(/^\/people::\(ada,~\):\(first-name,headline\)\?oauth_token=T/)
    expect(document.querySelector('.IN-MemberData')?.innerHTML).toBe(
      '<p>Ada: Private</p><p>Me: </p>',
    )
  })

  it('calls its onerror callbacks and still renders when a call fails', async () => {
    const onerror = vi.fn()
    ;(window as unknown as Record<string, unknown>).memberFailed = onerror
    const { transport } = fakeTransport(() => ({
      status: 200,
      body: { errorCode: 0, message: 'Nope' },
    }))
    addTags('<script type="IN/MemberData" data-ids="ada" data-onerror="memberFailed">x</script>')
    const net = makeNetwork({}, transport)
    net.session.set({ oauthToken: 'T' })
    await net.parse()
    expect(onerror).toHaveBeenCalledTimes(2)
    expect(onerror.mock.calls[0]?.[0].message).toBe('Nope')
    expect(document.querySelector('.IN-MemberData')?.innerHTML).toBe('')
  })
})
