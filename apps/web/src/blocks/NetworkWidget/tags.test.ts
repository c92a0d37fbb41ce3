import { describe, expect, it } from 'vitest'

import {
  escapeAttribute,
  renderTagHtml,
  scriptSafe,
  tagAttributes,
  typedAttributeNames,
} from './tags'
import { NETWORK_TAGS } from './widgetTags'

describe('renderTagHtml', () => {
  it('writes each tag as the SDK reads it: type IN/<Tag> and data- attributes in a fixed order', () => {
    expect(renderTagHtml('Alumni', { width: 420 })).toBe(
      '<script type="IN/Alumni" data-width="420"></script>',
    )
    expect(
      renderTagHtml('CompanyInsider', { company: '1001', modules: ['innetwork', 'newhires'] }),
    ).toBe(
      '<script type="IN/CompanyInsider" data-id="1001" data-modules="innetwork,newhires"></script>',
    )
    expect(
      renderTagHtml('CompanyProfile', {
        company: '1001',
        profileFormat: 'inline',
        width: 300,
        linkText: 'x',
      }),
    ).toBe(
      '<script type="IN/CompanyProfile" data-id="1001" data-format="inline" data-width="300"></script>',
    )
    expect(
      renderTagHtml('MemberProfile', {
        member: 'anna-lindqvist',
        profileFormat: 'click',
        related: false,
        linkText: 'Anna',
      }),
    ).toBe(
      '<script type="IN/MemberProfile" data-id="anna-lindqvist" data-format="click" data-related="false" data-text="Anna"></script>',
    )
    expect(
      renderTagHtml('CsapBeacon', {
        contractId: 'c-1',
        urlParserKey: 'natverk',
        activity: 'page_view',
        jobCode: 'SIS-UH-01',
        extra: 'a=b',
      }),
    ).toBe(
      '<script type="IN/CsapBeacon" data-contractid="c-1" data-urlparserkey="natverk" data-activity="page_view" data-jobcode="SIS-UH-01" data-extra="a=b"></script>',
    )
    expect(
      renderTagHtml('Followmember', {
        member: 'anna-lindqvist',
        followFormat: 'icon',
        size: '33',
        width: 0,
      }),
    ).toBe(
      '<script type="IN/Followmember" data-id="anna-lindqvist" data-format="icon" data-size="33"></script>',
    )
    expect(renderTagHtml('FullMemberProfile', { memberToken: 'mtAnnaL7f3a9Q', width: 400 })).toBe(
      '<script type="IN/FullMemberProfile" data-id="mtAnnaL7f3a9Q" data-width="400"></script>',
    )
    expect(
      renderTagHtml('RecommendProduct', { company: '1001', product: '5001', counter: 'right' }),
    ).toBe(
      '<script type="IN/RecommendProduct" data-company="1001" data-product="5001" data-counter="right"></script>',
    )
    expect(
      renderTagHtml('Share', {
        url: 'https://smedja.example.se/',
        counter: 'top',
        theme: 'flat',
        showZero: true,
        trk: 'natverk',
      }),
    ).toBe(
      '<script type="IN/Share" data-url="https://smedja.example.se/" data-counter="top" data-theme="flat" data-showzero="true" data-trk="natverk"></script>',
    )
  })

  it('writes jymbii with its camelCase names lower-cased and leaves max out of an embedded list', () => {
    expect(
      renderTagHtml('jymbii', {
        company: '1001',
        jobFunction: 'El',
        country: 'SE',
        maxJobs: 10,
        embedJobs: true,
        linkText: 'Jobb',
      }),
    ).toBe(
      '<script type="IN/jymbii" data-companyid="1001" data-jobfunction="El" data-country="se" data-embed="true"></script>',
    )
    expect(
      renderTagHtml('jymbii', {
        maxJobs: 4,
        jobsCallback: true,
        profileFormat: 'click',
        linkText: 'Lediga jobb',
      }),
    ).toBe(
      '<script type="IN/jymbii" data-max="4" data-callback="true" data-format="click" data-text="Lediga jobb"></script>',
    )
  })

  it('puts the MemberData template in the element body, where the SDK reads it', () => {
    expect(
      renderTagHtml('MemberData', {
        memberIds: 'anna-lindqvist, per-holm',
        profileFields: 'first-name,headline',
        template: '<p><?js= firstName ?></p>',
      }),
    ).toBe(
      '<script type="IN/MemberData" data-ids="anna-lindqvist,per-holm" data-fields="first-name,headline"><p><?js= firstName ?></p></script>',
    )
  })

  it('escapes attribute values so they cannot leave the attribute or the element', () => {
    const html = renderTagHtml('Share', {
      url: "https://a.se/?q=\"><script>alert(1)</script>&x='1'",
    })
    expect(html).toBe(
      '<script type="IN/Share" data-url="https://a.se/?q=&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&amp;x=&#39;1&#39;"></script>',
    )
    expect(escapeAttribute('a&b<c>"d\'')).toBe('a&amp;b&lt;c&gt;&quot;d&#39;')
  })

  it('cannot end the script element early from a template', () => {
    const html = renderTagHtml('MemberData', {
      template: '<p>x</p></SCRIPT><img src=x onerror=alert(1)><!--',
    })
    expect(html.match(/<\/script/gi)).toHaveLength(1)
    expect(html.endsWith('</script>')).toBe(true)
    expect(html).not.toContain('<!--')
    expect(scriptSafe('</script>')).toBe('<\\/script>')
  })

  it('leaves out empty, zero and default-off values', () => {
    expect(
      renderTagHtml('Share', { url: '  ', counter: 'none', showZero: false, theme: 'basic' }),
    ).toBe('<script type="IN/Share"></script>')
    expect(renderTagHtml('Alumni', { width: 0 })).toBe('<script type="IN/Alumni"></script>')
  })
})

describe('extra attributes', () => {
  it('adds valid name/value pairs after the typed ones', () => {
    expect(
      tagAttributes('Share', {
        url: 'https://a.se/',
        attributes: [{ name: 'lang-hint', value: 'sv' }],
      }),
    ).toEqual([
      ['url', 'https://a.se/'],
      ['lang-hint', 'sv'],
    ])
  })

  it('never lets an extra attribute replace a typed one, repeat itself or carry a bad name', () => {
    expect(
      tagAttributes('Share', {
        url: 'https://a.se/',
        attributes: [
          { name: 'url', value: 'https://evil.example/' },
          { name: 'x', value: '1' },
          { name: 'x', value: '2' },
          { name: 'on"click', value: '1' },
          { name: 'Y', value: '1' },
          { name: 'empty', value: '' },
          { name: 'data-z', value: '1' },
        ],
      }),
    ).toEqual([
      ['url', 'https://a.se/'],
      ['x', '1'],
      ['y', '1'],
    ])
  })
})

describe('typedAttributeNames', () => {
  it('names the attributes each of the eleven tags reads', () => {
    expect(NETWORK_TAGS).toHaveLength(11)
    expect(typedAttributeNames('CompanyProfile')).toEqual([
      'id',
      'format',
      'width',
      'related',
      'text',
    ])
    expect(typedAttributeNames('CsapBeacon')).toEqual([
      'contractid',
      'urlparserkey',
      'activity',
      'jobcode',
      'extra',
    ])
    expect(typedAttributeNames('Share')).toEqual([
      'url',
      'counter',
      'theme',
      'showzero',
      'trk',
      'onsuccess',
      'onerror',
    ])
  })
})
