import { describe, expect, it } from 'vitest'

import {
  contactFormModel,
  contactFormsIn,
  descriptorsOf,
  encodeContactPost,
  findContactForm,
  postedValues,
  type StoredContactForm,
} from './model'

const stored: StoredContactForm = {
  id: 'abc',
  recipients: 'info@example.se, sales@example.se',
  formFields: [
    { fieldId: 'namn', label: 'Namn', fieldType: 'input', required: true },
    { fieldId: 'epost', label: 'E-post', fieldType: 'email', required: false },
    {
      fieldId: 'tjanster',
      label: 'Tjänster',
      fieldType: 'checkbox',
      options: [{ label: 'Service' }, { label: 'Offert, snabb' }],
    },
    { fieldId: 'arende', label: 'Ärende', fieldType: 'select', options: [{ label: 'Offert' }] },
  ],
}

describe('the wire format of 7.3 item 4', () => {
  const model = contactFormModel(stored, { formNum: 2, pageId: 7 })

  it('names fields et_pb_contact_{id}_{formNum} and describes them as 3.4 says', () => {
    expect(descriptorsOf(model.fields)).toEqual([
      {
        field_id: 'et_pb_contact_namn_2',
        original_id: 'namn',
        required_mark: 'required',
        field_type: 'input',
        field_label: 'Namn',
      },
      {
        field_id: 'et_pb_contact_epost_2',
        original_id: 'epost',
        required_mark: 'not_required',
        field_type: 'email',
        field_label: 'E-post',
      },
      {
        field_id: 'et_pb_contact_tjanster_2',
        original_id: 'tjanster',
        required_mark: 'not_required',
        field_type: 'checkbox',
        field_label: 'Tjänster',
      },
      {
        field_id: 'et_pb_contact_arende_2',
        original_id: 'arende',
        required_mark: 'not_required',
        field_type: 'select',
        field_label: 'Ärende',
      },
    ])
    expect(model.recipients).toEqual(['info@example.se', 'sales@example.se'])
  })

  it('posts the fields, the descriptors as JSON, the hidden ids only if any, and the token', () => {
    const descriptors = descriptorsOf(model.fields)
    const body = encodeContactPost(
      [
        ['et_pb_contact_namn_2', 'Anna'],
        ['token', 'forged-by-the-form'],
      ],
      { formNum: 2, descriptors, hiddenIds: ['arende'], token: 'T0K3N' },
    )
    expect([...body.keys()]).toEqual([
      'et_pb_contact_namn_2',
      'et_pb_contact_email_fields_2',
      'et_pb_contact_email_hidden_fields_2',
      'token',
    ])
    expect(JSON.parse(body.get('et_pb_contact_email_fields_2')!)).toEqual(descriptors)
    expect(JSON.parse(body.get('et_pb_contact_email_hidden_fields_2')!)).toEqual(['arende'])
    expect(body.get('token')).toBe('T0K3N')
    const none = encodeContactPost([], { formNum: 2, descriptors, hiddenIds: [], token: '' })
    expect(none.has('et_pb_contact_email_hidden_fields_2')).toBe(false)
  })

  it('reads a checkbox group from one field per option and only offered options', () => {
    const values = postedValues(model.fields, {
      et_pb_contact_namn_2: 'Anna',
      et_pb_contact_tjanster_2_1: 'Offert, snabb',
      et_pb_contact_tjanster_2_0: 'something else',
      et_pb_contact_arende_2: 'Not an option',
    })
    expect(values).toEqual({
      et_pb_contact_namn_2: 'Anna',
      et_pb_contact_epost_2: '',
      et_pb_contact_tjanster_2: ['Offert, snabb'],
      et_pb_contact_arende_2: '',
    })
  })
})

describe('finding a form in a layout', () => {
  const layout = [
    {
      blockType: 'section',
      rows: [
        {
          blockType: 'row',
          columns: [
            {
              modules: [
                { blockType: 'text', id: 't' },
                { blockType: 'contactForm', id: 'one', recipients: 'a@b.se' },
              ],
            },
          ],
        },
      ],
    },
    {
      blockType: 'section',
      rows: [
        {
          blockType: 'row',
          columns: [{ modules: [{ blockType: 'contactForm', id: 'two', recipients: 'a@b.se' }] }],
        },
      ],
    },
  ]
  it('numbers forms in page order from 0', () => {
    expect(contactFormsIn(layout).map((f) => f.id)).toEqual(['one', 'two'])
    expect(findContactForm(layout, 'two')?.formNum).toBe(1)
    expect(findContactForm(layout, 'nope')).toBeNull()
  })
})
