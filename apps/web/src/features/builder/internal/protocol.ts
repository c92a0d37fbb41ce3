// zod/mini: the overlay ships this file to the preview, and the full zod would be most of its size.
import * as z from 'zod/mini'

/**
 * The messages between the builder overlay (inside the live-preview iframe) and the bridge (inside
 * the page's edit view). Both ends run on the site's one origin; each checks the sender's origin and
 * window before it parses, and parses before it acts, so a message from any other frame or tab, or
 * one of the wrong shape, changes nothing.
 */
export const BUILDER_CHANNEL = 'smedja-builder'

/**
 * The element in the edit view's Bygg sidebar that the overlay's panel docks in (same origin: the
 * overlay renders its panel there through a React portal while Bygg is on).
 */
export const BYGG_DOCK_ID = 'smedja-bygg-dock'

/** A block's id as Payload gives them (ObjectId hex) or as the seed writes them. */
const blockId = z
  .string({ error: 'Blockets id saknas.' })
  .check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'Blockets id är ogiltigt.' }))

/** Where a block goes: a container block (a column for modules, a section for rows) or the page itself. */
const destination = z.object({
  parent: z.union([z.literal('page'), blockId]),
  index: z.int().check(z.minimum(0), z.maximum(10_000)),
})

/** A block type (slug) as the config spells them. */
const blockType = z
  .string({ error: 'Modultypen saknas.' })
  .check(z.regex(/^[A-Za-z][A-Za-z0-9]{0,63}$/, { error: 'Modultypen är ogiltig.' }))

/** A plain text field of a block, by its path in the block (`text`, `subtitle`, `link.label`). */
const fieldName = z.string({ error: 'Fältet saknas.' }).check(
  z.regex(/^[A-Za-z][A-Za-z0-9]{0,63}(\.[A-Za-z][A-Za-z0-9]{0,63}){0,3}$/, {
    error: 'Fältet är ogiltigt.',
  }),
)

/** A text edited in place: one line, as a heading or a button label holds. */
const plainText = z
  .string({ error: 'Texten saknas.' })
  .check(
    z.trim(),
    z.minLength(1, { error: 'Texten får inte vara tom.' }),
    z.maxLength(500, { error: 'Texten är för lång (högst 500 tecken).' }),
  )

/** What the overlay asks the edit view to do. */
export const builderIntent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready') }),
  z.object({ type: z.literal('select'), id: blockId }),
  z.object({ type: z.literal('move'), id: blockId, to: destination }),
  z.object({ type: z.literal('step'), id: blockId, direction: z.enum(['up', 'down']) }),
  z.object({ type: z.literal('duplicate'), id: blockId }),
  z.object({ type: z.literal('remove'), id: blockId }),
  z.object({ type: z.literal('insert'), blockType, to: destination }),
  z.object({ type: z.literal('text'), id: blockId, field: fieldName, value: plainText }),
  z.object({ type: z.literal('undo') }),
  z.object({ type: z.literal('redo') }),
  /** Escape on the canvas with nothing selected, in Bygg: back to the form. */
  z.object({ type: z.literal('leave') }),
])

export type BuilderIntent = z.infer<typeof builderIntent>

const intentMessage = z.object({ channel: z.literal(BUILDER_CHANNEL), intent: builderIntent })

const intentType = z.enum([
  'select',
  'move',
  'step',
  'duplicate',
  'remove',
  'insert',
  'text',
  'undo',
  'redo',
])

/**
 * Which block types each kind of container takes (from the page's block config, nesting.ts): the
 * overlay's drops and "Flytta till…" places follow them.
 */
const dropRules = z.object({
  page: z.array(blockType),
  section: z.array(blockType),
  column: z.array(blockType),
})

/** What an undo or a redo did, so the canvas can show it before the save re-renders the page. */
const effect = z.object({
  type: z.enum(['move', 'remove', 'restore', 'text']),
  id: blockId,
  field: z.optional(fieldName),
  value: z.optional(z.string().check(z.maxLength(500))),
  parent: z.optional(z.union([z.literal('page'), blockId])),
  index: z.optional(z.int().check(z.minimum(0), z.maximum(10_000))),
})

export type BuilderEffect = z.infer<typeof effect>

/** What the edit view answers: the outcome of one intent, in Swedish for the live region. */
export const builderReply = z.discriminatedUnion('type', [
  z.object({ type: z.literal('welcome'), rules: dropRules }),
  z.object({
    type: z.literal('applied'),
    intent: intentType,
    id: blockId,
    /** The block the canvas should show selected once it has re-rendered (the copy after a duplicate). */
    selectId: z.nullable(blockId),
    effect: z.optional(effect),
  }),
  z.object({
    type: z.literal('refused'),
    intent: intentType,
    message: z.string().check(z.maxLength(300)),
  }),
  /**
   * Bygg, the full-screen mode, turned on or off: while it is on (`docked`), the overlay shows its
   * panel in the edit view's sidebar instead of over the canvas.
   */
  z.object({ type: z.literal('mode'), docked: z.boolean() }),
])

export type BuilderReply = z.infer<typeof builderReply>

const replyMessage = z.object({ channel: z.literal(BUILDER_CHANNEL), reply: builderReply })

type Envelope = { origin: string; source: unknown; data: unknown }

/**
 * The intent of a message the edit view received, or null when it is not the overlay's: another
 * origin, another window than the preview iframe, or a shape that does not parse.
 */
export function readIntent(
  event: Envelope,
  expected: { origin: string; source: unknown },
): BuilderIntent | null {
  if (event.origin !== expected.origin || !expected.source || event.source !== expected.source)
    return null
  const parsed = intentMessage.safeParse(event.data)
  return parsed.success ? parsed.data.intent : null
}

/** The reply in a message the overlay received, or null when it is not from the edit view around it. */
export function readReply(
  event: Envelope,
  expected: { origin: string; source: unknown },
): BuilderReply | null {
  if (event.origin !== expected.origin || !expected.source || event.source !== expected.source)
    return null
  const parsed = replyMessage.safeParse(event.data)
  return parsed.success ? parsed.data.reply : null
}

export function intentMessageOf(intent: BuilderIntent) {
  return { channel: BUILDER_CHANNEL, intent }
}

export function replyMessageOf(reply: BuilderReply) {
  return { channel: BUILDER_CHANNEL, reply }
}
