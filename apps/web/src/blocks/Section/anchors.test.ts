import { describe, expect, it } from 'vitest'

import { sectionAnchors } from './anchors'

describe('sectionAnchors', () => {
  it("keeps an editor's element id and makes one from the navigation label otherwise", () => {
    expect(
      sectionAnchors([
        { adminLabel: 'Beställ' },
        { adminLabel: 'Introduktion', settings: { elementId: 'intro' } },
        { adminLabel: 'Våra tjänster & priser' },
        {},
      ]),
    ).toEqual(['avsnitt-bestall', 'intro', 'avsnitt-vara-tjanster-priser', undefined])
  })

  it('numbers a label used twice', () => {
    expect(sectionAnchors([{ adminLabel: 'Kontakt' }, { adminLabel: 'Kontakt' }])).toEqual([
      'avsnitt-kontakt',
      'avsnitt-kontakt-2',
    ])
  })

  it('never repeats an id a section, row or module of the page already has', () => {
    const layout = [
      {
        adminLabel: 'Sök',
        rows: [{ columns: [{ modules: [{ settings: { elementId: 'avsnitt-sok' } }] }] }],
      },
      { settings: { elementId: 'avsnitt-video' } },
      { adminLabel: 'Video' },
    ]
    expect(sectionAnchors(layout)).toEqual(['avsnitt-sok-1', 'avsnitt-video', 'avsnitt-video-3'])
  })

  it('names a label without letters or digits by the section number', () => {
    expect(sectionAnchors([{ adminLabel: 'Ö' }, { adminLabel: '!!!' }])).toEqual([
      'avsnitt-o',
      'avsnitt-2',
    ])
  })
})
