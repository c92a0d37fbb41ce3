import type { SectionBlock } from '@/payload-types'

import { mod, row, section } from '../layout'
import type { ShowcasePart } from './index'

/**
 * Embedded third-party content on /moduler (issue 14): a film on YouTube and the workshop's playlist
 * on Spotify, each behind the consent placeholder until the visitor allows functional cookies (or
 * shows it once). Nothing is requested from YouTube or Spotify before that.
 */
export const embedsShowcase: ShowcasePart = () => {
  const sections: SectionBlock[] = [
    section({ adminLabel: 'Inbäddat innehåll', settings: { elementId: 'inbaddat' } }, [
      row('1_2,1_2', [
        [
          mod({
            blockType: 'heading',
            text: 'Film och musik från andra tjänster',
            level: 'h2',
            subtitle:
              'Filmen och spellistan laddas först när besökaren tillåter funktionella cookies.',
          }),
          mod({
            blockType: 'video',
            title: 'Så fungerar en vibrationsmätning',
            source: 'url',
            url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
            settings: { elementId: 'youtube-film' },
          }),
        ],
        [
          mod({
            blockType: 'spotify',
            title: 'Spellista: musik i verkstaden',
            url: 'https://open.spotify.com/playlist/37i9dQZF1DXcBWIGoYBM5M',
            settings: { elementId: 'spotify' },
          }),
        ],
      ]),
    ]),
  ]
  return sections
}
