import { describe, expect, it } from 'vitest'

import { sanitizeTemplate } from './template'

describe('sanitizeTemplate', () => {
  it('keeps the template markers, in text and in attribute values', () => {
    const markup =
      '<p class="md"><?js= firstName ?> <?js= lastName ?></p><?js if headline ?><em><?js= headline ?></em><?js end ?>'
    expect(sanitizeTemplate(`${markup}<img src="<?js= pictureUrl ?>" alt="Porträtt">`)).toBe(
      `${markup}<img src="<?js= pictureUrl ?>" alt="Porträtt" />`,
    )
  })

  it('removes scripts, event handlers, styles and javascript: links', () => {
    expect(
      sanitizeTemplate(
        '<p onclick="x()" style="color:red">Hej <?js= firstName ?></p><script>alert(1)</script><a href="javascript:alert(1)">x</a><img src=x onerror="alert(1)">',
      ),
    ).toBe('<p>Hej <?js= firstName ?></p><a>x</a><img src="x" />')
  })

  it('does not let a marker-like token in the text smuggle anything back', () => {
    expect(sanitizeTemplate('smedjatplmarker0x<b>a</b>')).toBe('0x<b>a</b>')
  })
})
