import type { Field, Tab } from 'payload'

import { GOAL_KINDS, TEST_STATUSES, type TestStatus } from './contract'
import { subjectsProblem, type LayoutLike } from './layoutTree'

const statusLabels: Record<TestStatus, { sv: string; en: string }> = {
  none: { sv: 'Inget test', en: 'No test' },
  running: { sv: 'Pågår', en: 'Running' },
  paused: { sv: 'Pausat', en: 'Paused' },
  ended: { sv: 'Avslutat', en: 'Ended' },
}

const goalLabels: Record<(typeof GOAL_KINDS)[number], { sv: string; en: string }> = {
  module: { sv: 'En modul på sidan', en: 'A module on the page' },
  contactForm: { sv: 'Kontaktformulär skickat', en: 'Contact form sent' },
  newsletter: { sv: 'Nyhetsbrev beställt', en: 'Newsletter sign-up' },
  shop: { sv: 'Köp i butiken', en: 'Shop purchase' },
  comment: { sv: 'Kommentar skickad', en: 'Comment posted' },
  tracker: {
    sv: 'Konverteringsspårare på en annan sida',
    en: 'Conversion tracker on another page',
  },
}

/** The page's blocks as a choice (admin/BlockPicker.tsx), stored as the chosen block's id. */
const blockPicker = { path: '@/features/ab-testing/internal/admin/BlockPicker#BlockPicker' }

type TestData = {
  status?: TestStatus | null
  testId?: number | null
  subjects?: { blockId?: string | null }[] | null
}

/**
 * A page's split test (issue 19): stored on the page, so starting, pausing and ending it are versioned
 * edits like any other. `testId` is given when the test starts (and anew when an ended test starts
 * again), unique across the site: the statistics and the visitors' cookies are keyed by it.
 */
const abTestField: Field = {
  name: 'abTest',
  type: 'group',
  label: false,
  fields: [
    {
      name: 'status',
      type: 'select',
      defaultValue: 'none',
      label: { sv: 'Status', en: 'Status' },
      options: TEST_STATUSES.map((value) => ({ value, label: statusLabels[value] })),
    },
    {
      name: 'subjects',
      type: 'array',
      label: { sv: 'Original och varianter', en: 'Control and variants' },
      labels: { singular: { sv: 'Block', en: 'Block' }, plural: { sv: 'Block', en: 'Blocks' } },
      admin: {
        description: {
          sv: 'Det första blocket är originalet (kontrollen). Duplicera sektionen, raden eller modulen, ändra kopian och välj kopian här.',
          en: 'The first block is the control. Duplicate the section, row or module, edit the copy and choose the copy here.',
        },
      },
      fields: [
        {
          name: 'blockId',
          type: 'text',
          required: true,
          label: { sv: 'Block', en: 'Block' },
          admin: { components: { Field: blockPicker } },
        },
      ],
      validate: (value: unknown, { data }: { data: unknown }) => {
        const doc = data as { abTest?: TestData; layout?: LayoutLike }
        // An ended test's losers are gone from the layout; its list stays as the report's key.
        if (doc.abTest?.status !== 'running' && doc.abTest?.status !== 'paused') return true
        const ids = ((value as TestData['subjects']) ?? []).map((row) => row.blockId ?? '')
        return subjectsProblem(doc.layout, ids) ?? true
      },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'goal',
          type: 'select',
          defaultValue: 'module',
          label: { sv: 'Mål', en: 'Goal' },
          options: GOAL_KINDS.map((value) => ({ value, label: goalLabels[value] })),
          admin: { width: '50%' },
        },
        {
          name: 'goalBlockId',
          type: 'text',
          label: { sv: 'Målmodul', en: 'Goal module' },
          admin: {
            width: '50%',
            condition: (_, sibling) => sibling?.goal === 'module',
            components: { Field: { ...blockPicker, clientProps: { kinds: ['module'] } } },
          },
        },
      ],
    },
    {
      name: 'bounceRate',
      type: 'number',
      defaultValue: 5,
      min: 1,
      max: 3600,
      label: { sv: 'Avvisningsgräns (sekunder)', en: 'Bounce-rate limit (seconds)' },
      admin: {
        description: {
          sv: 'En besökare som stannar så länge räknas som att hen läst sidan.',
          en: 'A visitor who stays this long counts as having read the page.',
        },
      },
    },
    {
      name: 'testId',
      type: 'number',
      label: { sv: 'Testets nummer', en: 'Test number' },
      admin: { readOnly: true, position: 'sidebar' },
      hooks: {
        beforeChange: [
          async ({ value, siblingData, originalDoc, req }) => {
            const status = (siblingData as TestData).status
            const before = (originalDoc as { abTest?: TestData } | undefined)?.abTest
            const starting = status === 'running' && (!value || before?.status === 'ended')
            if (!starting) return value
            const { nextTestId } = await import('./server/testId')
            return nextTestId(req.payload)
          },
        ],
      },
    },
    {
      name: 'winner',
      type: 'text',
      label: { sv: 'Vinnare', en: 'Winner' },
      admin: {
        readOnly: true,
        position: 'sidebar',
        condition: (_, sibling) => Boolean(sibling?.winner),
      },
    },
    {
      name: 'report',
      type: 'ui',
      admin: { components: { Field: '@/features/ab-testing/internal/admin/AbReport#AbReport' } },
    },
  ],
}

/** The page's "Delningstest" tab (Pages collection). */
export const abTestTab: Tab = {
  label: { sv: 'Delningstest', en: 'Split test' },
  fields: [abTestField],
}
