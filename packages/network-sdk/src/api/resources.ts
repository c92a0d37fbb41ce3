import { ApiCommandError } from '../errors'
import type { ApiClient } from './client'
import {
  ApiCommand,
  type BuiltRequest,
  encodeBody,
  flattenList,
  normalizeId,
  toKebab,
} from './command'

export const DEFAULT_PROFILE_FIELDS = ['id', 'first-name', 'last-name', 'headline', 'picture-url']
export const DEFAULT_FACETS = ['name', 'code', 'buckets:(code,name,count)']

const ME_MESSAGE =
  "You need to authenticate in order to use 'me' or '~' as a valid profile identifier"
const isSelf = (id: string): boolean => id === '~'
const fieldSuffix = (fields: string[]): string => (fields.length ? `:(${fields.join(',')})` : '')

/** A command with a field selector (camelCase names become kebab-case). */
abstract class FieldCommand extends ApiCommand {
  protected selected: string[] = []

  fields(...fields: unknown[]): this {
    this.guard()
    this.selected = flattenList(fields).map(toKebab)
    return this
  }
}

/** GET /people::({ids}){:public}:({fields}) */
export class ProfileCommand extends FieldCommand {
  private idList: string[]
  private publicOnly = false

  constructor(client: ApiClient, ids: unknown[]) {
    super(client)
    this.idList = flattenList(ids).map(normalizeId)
  }

  ids(...ids: unknown[]): this {
    this.guard()
    this.idList = flattenList(ids).map(normalizeId)
    return this
  }

  /** Asks for public (two-legged) data only. */
  asPublic(): this {
    this.guard()
    this.publicOnly = true
    return this
  }

  protected build(): BuiltRequest {
    if (!this.idList.length) {
      throw new ApiCommandError('ids must be set either through the constructor or through .ids()')
    }
    if (this.idList.some(isSelf) && !this.client.auth.isAuthenticated()) {
      throw new ApiCommandError(ME_MESSAGE)
    }
    const fields = this.selected.length ? this.selected : DEFAULT_PROFILE_FIELDS
    return {
      path: `/people::(${this.idList.join(',')})${this.publicOnly ? ':public' : ''}:(${fields.join(',')})`,
    }
  }
}

/** A command about exactly one member (Connections, MemberUpdates). */
abstract class SingleMemberCommand extends FieldCommand {
  protected memberId: string | undefined

  constructor(client: ApiClient, ids: unknown[], multipleMessage: string) {
    super(client)
    const list = flattenList(ids)
    if (list.length > 1) throw new ApiCommandError(multipleMessage)
    this.memberId = list[0] === undefined ? undefined : normalizeId(list[0])
  }

  id(id: unknown): this {
    this.guard()
    this.memberId = normalizeId(String(id))
    return this
  }

  protected requireId(): string {
    if (!this.memberId) {
      throw new ApiCommandError('id must be set either through the constructor or through .id()')
    }
    return this.memberId
  }
}

/** GET /people/{id}/connections:({fields}) */
export class ConnectionsCommand extends SingleMemberCommand {
  constructor(client: ApiClient, ids: unknown[]) {
    super(client, ids, 'Cannot get connections for multiple users at a time')
  }

  protected build(): BuiltRequest {
    return { path: `/people/${this.requireId()}/connections${fieldSuffix(this.selected)}` }
  }
}

/** GET /people/{id}/network/updates:({fields}) with scope=self */
export class MemberUpdatesCommand extends SingleMemberCommand {
  constructor(client: ApiClient, ids: unknown[]) {
    super(client, ids, 'Cannot get member updates for multiple users at a time')
  }

  protected build(): BuiltRequest {
    return {
      path: `/people/${this.requireId()}/network/updates${fieldSuffix(this.selected)}`,
      query: { scope: 'self' },
    }
  }
}

/** GET /people/~/network/updates:({fields}) — the signed-in member's network. */
export class NetworkUpdatesCommand extends FieldCommand {
  constructor(client: ApiClient, ids: unknown[]) {
    super(client)
    if (flattenList(ids).some((id) => normalizeId(id) !== '~')) {
      throw new ApiCommandError('ids are restricted to the current user')
    }
  }

  protected build(): BuiltRequest {
    return { path: `/people/~/network/updates${fieldSuffix(this.selected)}` }
  }
}

/** GET /people-search:(num-results,people:({fields}),facets:({facets})); results at people.values. */
export class PeopleSearchCommand extends FieldCommand {
  private facetList = DEFAULT_FACETS

  constructor(client: ApiClient, args: unknown[]) {
    super(client)
    if (args.length) throw new ApiCommandError('PeopleSearch does not take any arguments.')
  }

  facets(...facets: unknown[]): this {
    this.guard()
    this.facetList = flattenList(facets).map(toKebab)
    return this
  }

  protected build(): BuiltRequest {
    const fields = this.selected.length ? this.selected : DEFAULT_PROFILE_FIELDS
    return {
      path: `/people-search:(num-results,people:(${fields.join(',')}),facets:(${this.facetList.join(',')}))`,
    }
  }

  protected override extract(body: Record<string, unknown>) {
    const { people, ...meta } = body
    const values = (people as { values?: unknown } | undefined)?.values ?? []
    return { values, meta }
  }
}

type Action = { method: 'POST' | 'PUT' | 'DELETE'; suffix: string; body?: unknown }

/** A command that reads a resource or, after one action call, changes it. */
abstract class ActionCommand extends FieldCommand {
  protected action: Action | undefined

  protected act(action: Action): this {
    this.guard()
    this.action = action
    if (action.body !== undefined) {
      this.payload =
        typeof action.body === 'boolean'
          ? { text: JSON.stringify(action.body), type: 'application/json' }
          : encodeBody(action.body)
    }
    return this
  }

  protected built(base: string): BuiltRequest {
    if (!this.action) return { path: `${base}${fieldSuffix(this.selected)}` }
    return { path: `${base}${this.action.suffix}`, method: this.action.method }
  }
}

/** Posts: GET, comment (POST), like/follow (PUT true|false), remove (DELETE). */
export class PostCommand extends ActionCommand {
  constructor(
    client: ApiClient,
    private readonly postId: string,
  ) {
    super(client)
  }

  comment(text: string): this {
    return this.act({ method: 'POST', suffix: '/comments', body: String(text) })
  }

  like(liked = true): this {
    return this.act({ method: 'PUT', suffix: '/relation-to-viewer/is-liked', body: !!liked })
  }

  follow(following = true): this {
    return this.act({
      method: 'PUT',
      suffix: '/relation-to-viewer/is-following',
      body: !!following,
    })
  }

  remove(): this {
    return this.act({ method: 'DELETE', suffix: '' })
  }

  protected build(): BuiltRequest {
    if (!this.postId)
      throw new ApiCommandError('id must be set either through the constructor or through .id()')
    return this.built(`/posts/${encodeURIComponent(this.postId)}`)
  }
}

/** Comments: GET /comments/{ids}:({fields}); remove() deletes one comment. */
export class CommentsCommand extends ActionCommand {
  private idList: string[]

  constructor(client: ApiClient, ids: unknown[]) {
    super(client)
    this.idList = flattenList(ids).map(normalizeId)
  }

  remove(): this {
    return this.act({ method: 'DELETE', suffix: '' })
  }

  protected build(): BuiltRequest {
    if (!this.idList.length) {
      throw new ApiCommandError('ids must be set either through the constructor or through .ids()')
    }
    if (this.idList.some(isSelf) && !this.client.auth.isAuthenticated()) {
      throw new ApiCommandError(ME_MESSAGE)
    }
    if (this.action && this.idList.length > 1) {
      throw new ApiCommandError('id must be set either through the constructor or through .id()')
    }
    return this.built(`/comments/${this.idList.join(',')}`)
  }
}

/** Groups: GET /groups/{id}:({fields}); post(fields) creates a post (POST /posts/{id}/posts). */
export class GroupCommand extends ActionCommand {
  constructor(
    client: ApiClient,
    private readonly groupId: string,
  ) {
    super(client)
  }

  post(fields: Record<string, unknown>): this {
    this.guard()
    this.action = { method: 'POST', suffix: '' }
    this.payload = encodeBody(fields)
    return this
  }

  protected build(): BuiltRequest {
    if (!this.groupId)
      throw new ApiCommandError('id must be set either through the constructor or through .id()')
    const id = encodeURIComponent(this.groupId)
    if (this.action) return { path: `/posts/${id}/posts`, method: 'POST' }
    return { path: `/groups/${id}${fieldSuffix(this.selected)}` }
  }
}

/** Any resource below /v1: Raw('/people/~').method('PUT').body({...}). */
export class RawCommand extends ApiCommand {
  private target: string | undefined

  constructor(client: ApiClient, url: unknown) {
    super(client)
    if (url !== undefined && url !== null && url !== '') this.target = String(url)
  }

  url(url: string): this {
    this.guard()
    this.target = String(url)
    return this
  }

  protected build(): BuiltRequest {
    if (!this.target) {
      throw new ApiCommandError('url must be set either through the constructor or through .url()')
    }
    const path = this.target.replace(/^(https?:\/\/[^/]+)?(\/v1)?\/*/i, '/')
    return { path }
  }
}

/** The IN.API surface: each call checks its arguments and starts a command. */
export function createApi(client: ApiClient) {
  return {
    Profile: (...ids: unknown[]) => new ProfileCommand(client, ids).start(),
    Connections: (...ids: unknown[]) => new ConnectionsCommand(client, ids).start(),
    MemberUpdates: (...ids: unknown[]) => new MemberUpdatesCommand(client, ids).start(),
    NetworkUpdates: (...ids: unknown[]) => new NetworkUpdatesCommand(client, ids).start(),
    PeopleSearch: (...args: unknown[]) => new PeopleSearchCommand(client, args).start(),
    Post: (id: string) => new PostCommand(client, String(id ?? '')).start(),
    Comments: (...ids: unknown[]) => new CommentsCommand(client, ids).start(),
    Group: (id: string) => new GroupCommand(client, String(id ?? '')).start(),
    Raw: (url?: string) => new RawCommand(client, url).start(),
  }
}

export type NetworkApi = ReturnType<typeof createApi>
