import type { Block, Field, TextField } from 'payload'

import { moduleSettings } from '../shared/moduleSettings'
import { attributesProblem, fieldProblem, usesField } from './validate'
import {
  FOLLOWMEMBER_SIZES,
  INSIDER_MODULES,
  NETWORK_TAGS,
  WIDGET_TAGS,
  type NetworkWidgetData,
  type WidgetField,
} from './widgetTags'

/**
 * Shown only for the tags that use the field. Text, number and code fields are checked with that
 * tag's rules; selects and checkboxes keep Payload's own validation (the value must be an option).
 */
function forTags<F extends Field>(field: F & { name: WidgetField }): F {
  const name = field.name
  const checked = field.type === 'text' || field.type === 'number' || field.type === 'code'
  return {
    ...field,
    admin: {
      ...('admin' in field ? field.admin : {}),
      condition: (_: unknown, sibling: NetworkWidgetData | undefined) =>
        usesField(sibling?.tag, name),
    },
    ...(checked
      ? {
          validate: (value: unknown, { siblingData }: { siblingData: NetworkWidgetData }) =>
            fieldProblem(name, value, siblingData ?? {}) ?? true,
        }
      : {}),
  } as F
}

/** A text field shown (and checked) for the tags that use it. */
function textFor(
  name: WidgetField,
  label: { sv: string; en: string },
  admin: TextField['admin'] = undefined,
): TextField {
  return forTags<TextField>({ name, type: 'text', label, ...(admin ? { admin } : {}) })
}

const row = (...fields: Field[]): Field => ({ type: 'row', fields })

const widgetFields: Field[] = [
  forTags({
    name: 'company',
    type: 'text',
    label: { sv: 'Företag', en: 'Company' },
    admin: {
      description: {
        sv: 'Företagets id i nätverket eller dess unika namn, t.ex. 1001 eller norrberg-industriservice.',
        en: 'The company id or universal name, e.g. 1001 or norrberg-industriservice.',
      },
    },
  }),
  forTags({
    name: 'member',
    type: 'text',
    label: { sv: 'Medlem', en: 'Member' },
    admin: {
      description: {
        sv: 'Profilnamnet (t.ex. anna-lindqvist) eller adressen till den publika profilen.',
        en: 'Public profile name (e.g. anna-lindqvist) or public profile URL.',
      },
    },
  }),
  forTags({
    name: 'memberToken',
    type: 'text',
    label: { sv: 'Medlemstoken', en: 'Member token' },
    admin: {
      description: {
        sv: 'Medlemmens id för webbplatser med API-nyckel, t.ex. mtAnnaL7f3a9Q.',
        en: 'The member token, e.g. mtAnnaL7f3a9Q.',
      },
    },
  }),
  textFor(
    'product',
    { sv: 'Produkt-id', en: 'Product id' },
    { description: { sv: 'T.ex. 5001.', en: 'E.g. 5001.' } },
  ),
  forTags({
    name: 'url',
    type: 'text',
    label: { sv: 'Adress', en: 'URL' },
    admin: {
      description: {
        sv: 'Dela: adressen som delas (tomt = sidan själv). Rekommendera: adress till produktsidan.',
        en: 'Share: the URL shared (empty = this page). Recommend: the product page URL.',
      },
    },
  }),
  {
    type: 'row',
    fields: [
      forTags({
        name: 'profileFormat',
        type: 'select',
        defaultValue: 'hover',
        label: { sv: 'Visning', en: 'Format' },
        options: [
          { label: { sv: 'Länk, kort vid hovring', en: 'Link, card on hover' }, value: 'hover' },
          { label: { sv: 'Länk, kort vid klick', en: 'Link, card on click' }, value: 'click' },
          { label: { sv: 'Inbäddad i sidan', en: 'Inline' }, value: 'inline' },
        ],
        admin: { width: '50%' },
      }),
      forTags({
        name: 'followFormat',
        type: 'select',
        defaultValue: 'text',
        label: { sv: 'Knappens utseende', en: 'Button format' },
        options: [
          { label: { sv: 'Text', en: 'Text' }, value: 'text' },
          { label: { sv: 'Ikon', en: 'Icon' }, value: 'icon' },
        ],
        admin: { width: '25%' },
      }),
      forTags({
        name: 'size',
        type: 'select',
        defaultValue: '20',
        label: { sv: 'Storlek (px)', en: 'Size (px)' },
        options: FOLLOWMEMBER_SIZES.map((s) => ({ label: s, value: s })),
        admin: { width: '25%' },
      }),
      forTags({
        name: 'width',
        type: 'number',
        min: 0,
        label: { sv: 'Bredd (px)', en: 'Width (px)' },
        admin: {
          width: '25%',
          description: { sv: '0 eller tomt = automatisk.', en: '0 or empty = automatic.' },
        },
      }),
    ],
  },
  forTags({
    name: 'linkText',
    type: 'text',
    localized: true,
    label: { sv: 'Länktext', en: 'Link text' },
    admin: {
      description: {
        sv: 'Texten på länken som öppnar kortet (inte vid inbäddad visning).',
        en: 'Text of the link that opens the card (not when inline).',
      },
    },
  }),
  forTags({
    name: 'related',
    type: 'checkbox',
    defaultValue: true,
    label: { sv: 'Visa relaterade', en: 'Show related' },
  }),
  forTags({
    name: 'modules',
    type: 'select',
    hasMany: true,
    label: { sv: 'Delar att visa', en: 'Modules' },
    options: INSIDER_MODULES.map((value) => ({
      value,
      label: {
        innetwork: { sv: 'Ditt nätverk där', en: 'In your network' },
        newhires: { sv: 'Nyanställda', en: 'New hires' },
        jobchanges: { sv: 'Nya roller', en: 'Job changes' },
      }[value],
    })),
    admin: { description: { sv: 'Tomt = alla.', en: 'Empty = all.' } },
  }),
  row(
    textFor('contractId', { sv: 'Avtals-id', en: 'Contract id' }, { width: '50%' }),
    textFor(
      'activity',
      { sv: 'Aktivitet', en: 'Activity' },
      { width: '50%', description: { sv: 'T.ex. sidvisning.', en: 'E.g. page_view.' } },
    ),
  ),
  row(
    textFor('urlParserKey', { sv: 'Adressnyckel', en: 'URL parser key' }, { width: '50%' }),
    textFor('jobCode', { sv: 'Jobbkod', en: 'Job code' }, { width: '50%' }),
  ),
  forTags({ name: 'extra', type: 'text', label: { sv: 'Extra data', en: 'Extra' } }),
  row(
    textFor('industry', { sv: 'Bransch', en: 'Industry' }, { width: '33%' }),
    textFor('jobFunction', { sv: 'Yrkesområde', en: 'Job function' }, { width: '33%' }),
    textFor(
      'country',
      { sv: 'Land', en: 'Country' },
      { width: '33%', description: { sv: 'T.ex. se.', en: 'E.g. se.' } },
    ),
  ),
  {
    type: 'row',
    fields: [
      forTags({
        name: 'jobsTitle',
        type: 'text',
        localized: true,
        label: { sv: 'Rubrik för jobblistan', en: 'Job list title' },
        admin: { width: '50%' },
      }),
      forTags({
        name: 'maxJobs',
        type: 'number',
        min: 0,
        label: { sv: 'Antal jobb', en: 'Max jobs' },
        admin: {
          width: '50%',
          description: {
            sv: '0 = standard (5). Inbäddad lista: alltid 3.',
            en: '0 = default (5). Embedded: always 3.',
          },
        },
      }),
    ],
  },
  forTags({
    name: 'embedJobs',
    type: 'checkbox',
    label: { sv: 'Bädda in jobblistan i sidan', en: 'Embed the job list' },
  }),
  forTags({
    name: 'jobsCallback',
    type: 'checkbox',
    label: { sv: 'Skicka jobben till sidans skript', en: 'Send the jobs to page scripts' },
  }),
  forTags({
    name: 'memberIds',
    type: 'text',
    label: { sv: 'Medlemmar', en: 'Members' },
    admin: {
      description: {
        sv: 'Profilnamn eller profiladresser, kommaseparerade; me = den inloggade besökaren.',
        en: 'Comma-separated profile names or URLs; me = the signed-in visitor.',
      },
    },
  }),
  forTags({
    name: 'profileFields',
    type: 'text',
    label: { sv: 'Fält', en: 'Fields' },
    admin: {
      description: {
        sv: 'Kommaseparerade, t.ex. first-name,last-name,headline. Tomt = standardfälten.',
        en: 'Comma-separated, e.g. first-name,last-name,headline. Empty = default fields.',
      },
    },
  }),
  forTags({
    name: 'template',
    type: 'code',
    localized: true,
    label: { sv: 'Mall', en: 'Template' },
    admin: {
      language: 'html',
      description: {
        sv: 'HTML med markörer: <?js= firstName ?>, <?js if headline ?>…<?js end ?>, <?js each positions ?>…<?js end ?>. Skript och händelseattribut tas bort.',
        en: 'HTML with markers: <?js= firstName ?>, <?js if … ?>…<?js end ?>, <?js each … ?>…<?js end ?>. Scripts and event attributes are removed.',
      },
    },
  }),
  {
    type: 'row',
    fields: [
      forTags({
        name: 'counter',
        type: 'select',
        defaultValue: 'right',
        label: { sv: 'Räknare', en: 'Counter' },
        options: [
          { label: { sv: 'Ingen', en: 'None' }, value: 'none' },
          { label: { sv: 'Till höger', en: 'Right' }, value: 'right' },
          { label: { sv: 'Ovanför', en: 'Top' }, value: 'top' },
        ],
        admin: { width: '33%' },
      }),
      forTags({
        name: 'theme',
        type: 'select',
        defaultValue: 'basic',
        label: { sv: 'Tema', en: 'Theme' },
        options: [
          { label: { sv: 'Standard', en: 'Basic' }, value: 'basic' },
          { label: { sv: 'Platt', en: 'Flat' }, value: 'flat' },
        ],
        admin: { width: '33%' },
      }),
      textFor('trk', { sv: 'Spårningskod', en: 'Tracking code' }, { width: '33%' }),
    ],
  },
  forTags({
    name: 'showZero',
    type: 'checkbox',
    label: { sv: 'Visa räknaren även vid 0', en: 'Show the counter at 0' },
  }),
  row(
    textFor(
      'onSuccess',
      { sv: 'Funktion vid lyckad delning', en: 'On success (function names)' },
      { width: '50%' },
    ),
    textFor(
      'onError',
      { sv: 'Funktion vid fel', en: 'On error (function names)' },
      { width: '50%' },
    ),
  ),
]

/**
 * One professional-network widget tag (SPEC 2.2, 3.2): the tag type, its attributes as typed fields,
 * and further data- attributes as a checked name/value list. Rendered as the SDK's script element.
 */
export const NetworkWidget = {
  slug: 'networkWidget' as const,
  interfaceName: 'NetworkWidgetBlock',
  labels: {
    singular: { sv: 'Nätverkswidget', en: 'Network widget' },
    plural: { sv: 'Nätverkswidgetar', en: 'Network widgets' },
  },
  fields: [
    {
      name: 'tag',
      type: 'select',
      required: true,
      defaultValue: 'Share',
      label: { sv: 'Widget', en: 'Widget' },
      options: NETWORK_TAGS.map((value) => {
        const { sv, en } = WIDGET_TAGS[value].label
        return { value, label: { sv: `${sv} (${value})`, en: `${en} (${value})` } }
      }),
    },
    ...widgetFields,
    {
      name: 'attributes',
      type: 'array',
      label: { sv: 'Fler attribut', en: 'More attributes' },
      labels: {
        singular: { sv: 'Attribut', en: 'Attribute' },
        plural: { sv: 'Attribut', en: 'Attributes' },
      },
      admin: {
        initCollapsed: true,
        description: {
          sv: 'Skrivs som data-<namn>="<värde>" på widgetens tagg. Namn utan data-, små bokstäver.',
          en: 'Written as data-<name>="<value>" on the tag. Names without data-, lower case.',
        },
      },
      validate: (value: unknown, { siblingData }: { siblingData: NetworkWidgetData }) =>
        attributesProblem(value as NetworkWidgetData['attributes'], siblingData?.tag) ?? true,
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'name',
              type: 'text',
              required: true,
              label: { sv: 'Namn', en: 'Name' },
              admin: { width: '40%' },
            },
            {
              name: 'value',
              type: 'text',
              label: { sv: 'Värde', en: 'Value' },
              admin: { width: '60%' },
            },
          ],
        },
      ],
    },
    moduleSettings(),
  ],
} satisfies Block
