import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../test/testApp.js'
import { parseResourcePath } from './api.js'

let t: TestApp
beforeAll(() => {
  t = createTestApp()
})
afterAll(() => t.close())

describe('parseResourcePath', () => {
  it('reads single ids, id lists, :public and field lists', () => {
    expect(parseResourcePath('/v1/people/~:(id,first-name)')).toEqual({
      resource: 'people',
      ids: ['~'],
      list: false,
      isPublic: false,
      fields: ['id', 'first-name'],
    })
    expect(
      parseResourcePath('/v1/people::(a1b2,url=https%3A%2F%2Fx.se%2Fin%2Fper-holm):public'),
    ).toEqual({
      resource: 'people',
      ids: ['a1b2', 'url=https://x.se/in/per-holm'],
      list: true,
      isPublic: true,
      fields: undefined,
    })
    expect(parseResourcePath('/v1/companies/1001')).toMatchObject({
      resource: 'companies',
      ids: ['1001'],
    })
  })

  it('rejects other shapes', () => {
    expect(parseResourcePath('/v1/people')).toBeUndefined()
    expect(parseResourcePath('/v1/people::()')).toBeUndefined()
    expect(parseResourcePath('/v1/groups/1')).toBeUndefined()
    expect(parseResourcePath('/v1/people/~:(id;drop)')).toBeUndefined()
  })
})

describe('/v1', () => {
  it('answers profiles as { _total, values } with the default fields', async () => {
    const res = await t.get('/v1/people::(mtAnnaL7f3a9Q,url=per-holm)')
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({
      _total: 2,
      values: [
        {
          _key: 'mtAnnaL7f3a9Q',
          id: 'mtAnnaL7f3a9Q',
          firstName: 'Anna',
          lastName: 'Lindqvist',
          headline: 'Underhållschef på Smedja Industriservice',
          pictureUrl: 'http://localhost/media/member/2001.svg',
        },
        {
          _key: 'url=per-holm',
          id: 'mtPerH0d2a6V',
          firstName: 'Per',
          lastName: 'Holm',
          headline: 'VD på Smedja Industriservice',
          pictureUrl: 'http://localhost/media/member/2010.svg',
        },
      ],
    })
  })

  it('finds a member by profile name as well as by member id', async () => {
    const res = await t.get('/v1/people::(anna-lindqvist):public:(first-name,last-name)')
    expect(await res.json()).toEqual({
      _total: 1,
      values: [{ _key: 'anna-lindqvist', firstName: 'Anna', lastName: 'Lindqvist' }],
    })
  })

  it("refuses '~' without a session, and answers it for the signed-in member", async () => {
    const anonymous = await t.get('/v1/people/~')
    expect(anonymous.status).toBe(401)
    expect(await anonymous.json()).toMatchObject({ errorCode: 0, status: 401 })
    const cookie = await t.signIn('elin.sandberg@example.se')
    const me = await t.get('/v1/people/~:(first-name,email-address)', { cookie })
    expect(await me.json()).toEqual({
      _total: 1,
      values: [{ _key: '~', firstName: 'Elin', emailAddress: 'elin.sandberg@example.se' }],
    })
  })

  it("keeps another member's email address private", async () => {
    const cookie = await t.signIn('elin.sandberg@example.se')
    const res = await t.get('/v1/people/mtAnnaL7f3a9Q:(email-address)', { cookie })
    expect(res.status).toBe(401)
  })

  it('answers companies and reports unknown ids and fields', async () => {
    const res = await t.get('/v1/companies/smedja-industriservice:(id,name,employee-count)')
    expect(await res.json()).toEqual({
      _total: 1,
      values: [
        {
          _key: 'smedja-industriservice',
          id: 1001,
          name: 'Smedja Industriservice AB',
          employeeCount: 240,
        },
      ],
    })
    expect((await t.get('/v1/companies/4242')).status).toBe(404)
    expect((await t.get('/v1/people/mtAnnaL7f3a9Q:(shoe-size)')).status).toBe(400)
    expect((await t.get('/v1/unknown/thing')).status).toBe(404)
  })

  it('answers writes it does not serve yet in the error format the SDK reads', async () => {
    const res = await t.app.request('/v1/posts/123/comments', { method: 'POST', body: 'Hej' })
    expect(res.status).toBe(405)
    expect(await res.json()).toMatchObject({ errorCode: 0, status: 405 })
  })
})
