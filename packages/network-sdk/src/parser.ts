import { readAttributes, validateAttributes } from './attributes'
import {
  ExtensionNotRegisteredError,
  NetworkError,
  TagInstantiationError,
  UnknownTypeError,
} from './errors'
import type { TagDefinition, TagInstance, TagServices } from './tags/types'

export const TAG_SELECTOR = 'script[type^="IN/"]'
export const INIT_MARKER = '+init'

export interface ParserDeps {
  services: TagServices
  definitions: Map<string, TagDefinition>
  /** Loads the extension script for a tag name; rejects with ScriptLoadError. */
  loadExtension(name: string): Promise<void>
  /** Reports a tag error (logged, fired as 'error'). */
  report(error: NetworkError, element: HTMLScriptElement): void
}

/** The tag name in type="IN/<name>" (a '+init' marker is not part of it). */
export const tagName = (type: string): string => type.slice(3).replace(INIT_MARKER, '')

/**
 * Finds unprocessed tags below root, marks each with '+init' and instantiates it. Resolves, with
 * the instances, once every tag of this pass has rendered or failed.
 */
export class TagParser {
  private loading = new Map<string, Promise<TagDefinition>>()

  constructor(private readonly deps: ParserDeps) {}

  parse(root: ParentNode): Promise<TagInstance[]> {
    const pending: Promise<TagInstance | null>[] = []
    for (const element of Array.from(root.querySelectorAll<HTMLScriptElement>(TAG_SELECTOR))) {
      const type = element.getAttribute('type') ?? ''
      if (type.includes(INIT_MARKER)) continue
      element.setAttribute('type', type + INIT_MARKER)
      pending.push(this.process(element, tagName(type), type))
    }
    return Promise.all(pending).then((all) => all.filter((i): i is TagInstance => i !== null))
  }

  private definition(name: string): Promise<TagDefinition> {
    const known = this.deps.definitions.get(name)
    if (known) return Promise.resolve(known)
    let loading = this.loading.get(name)
    if (!loading) {
      loading = this.deps.loadExtension(name).then(() => {
        const registered = this.deps.definitions.get(name)
        if (!registered) throw new ExtensionNotRegisteredError(name)
        return registered
      })
      // A failed load may be retried by a later parse.
      loading.catch(() => this.loading.delete(name))
      this.loading.set(name, loading)
    }
    return loading
  }

  private async process(
    element: HTMLScriptElement,
    name: string,
    originalType: string,
  ): Promise<TagInstance | null> {
    let definition: TagDefinition
    try {
      definition = await this.definition(name)
    } catch (error) {
      element.setAttribute('type', originalType)
      if (error instanceof ExtensionNotRegisteredError) {
        this.deps.report(error, element)
      } else {
        if (error instanceof NetworkError) this.deps.services.log.error(error.message)
        this.deps.report(new UnknownTypeError(name), element)
      }
      return null
    }
    const doc = element.ownerDocument
    const root = doc.createElement('span')
    root.className = `IN-widget IN-${name}`
    let instance: TagInstance | null
    try {
      const raw = readAttributes(
        element,
        Object.keys(definition.rules),
        this.deps.services.options.dataNamespace,
      )
      const attrs = validateAttributes(raw, definition.rules)
      element.after(root)
      instance = definition.create({ services: this.deps.services, element, root, attrs })
    } catch (error) {
      root.remove()
      this.deps.report(new TagInstantiationError(name, (error as Error).message), element)
      return null
    }
    if (!instance) {
      root.remove()
      return null
    }
    await instance.rendered
    return instance
  }
}
