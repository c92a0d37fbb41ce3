/**
 * Carousel texts for screen readers. The English ones are the spec's (2.7); the site speaks Swedish.
 * '{{index}}' and '{{slidesLength}}' are filled in by fillLabel.
 */
export const carouselLabels = {
  sv: {
    carousel: 'karusell',
    slide: 'bild',
    prev: 'Föregående bild',
    next: 'Nästa bild',
    goTo: 'Gå till bild {{index}}',
    slideOf: '{{index}} av {{slidesLength}}',
    pagination: 'Välj bild',
    thumbnails: 'Miniatyrbilder',
    pause: 'Pausa bildspelet',
    play: 'Starta bildspelet',
  },
  en: {
    carousel: 'carousel',
    slide: 'slide',
    prev: 'Previous slide',
    next: 'Next slide',
    goTo: 'Go to slide {{index}}',
    slideOf: '{{index}} / {{slidesLength}}',
    pagination: 'Choose slide',
    thumbnails: 'Thumbnails',
    pause: 'Pause the slideshow',
    play: 'Start the slideshow',
  },
} as const

export type CarouselLocale = keyof typeof carouselLabels
export type CarouselLabels = (typeof carouselLabels)[CarouselLocale]

export function fillLabel(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  )
}
