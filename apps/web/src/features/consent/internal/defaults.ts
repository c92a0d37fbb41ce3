import type { ConsentCategory } from './categories'

/** The wording used where staff left a text empty, per language. */
export const DEFAULT_TEXTS = {
  sv: {
    bannerTitle: 'Vi använder cookies',
    bannerText:
      'Nödvändiga cookies håller webbplatsen igång. Med ditt samtycke använder vi även cookies för inbäddat innehåll, statistik och marknadsföring. Du kan ändra ditt val när som helst under Cookie-inställningar längst ned på sidan.',
    dialogTitle: 'Cookie-inställningar',
    dialogIntro:
      'Välj vilka kategorier av cookies och tjänster du tillåter. Nödvändiga cookies kan inte stängas av.',
  },
  en: {
    bannerTitle: 'We use cookies',
    bannerText:
      'Necessary cookies keep the site running. With your consent we also use cookies for embedded content, statistics and marketing. You can change your choice at any time under Cookie settings at the bottom of the page.',
    dialogTitle: 'Cookie settings',
    dialogIntro:
      'Choose which categories of cookies and services you allow. Necessary cookies cannot be turned off.',
  },
} as const

export const DEFAULT_CATEGORY_DESCRIPTIONS: Record<'sv' | 'en', Record<ConsentCategory, string>> = {
  sv: {
    necessary:
      'Krävs för att webbplatsen ska fungera: säkerhet, varukorg, inloggning och att ditt cookieval sparas. Kan inte stängas av.',
    functional:
      'Låter oss visa inbäddat innehåll från andra tjänster, som videor, kartor och musik. Tjänsterna kan sätta egna cookies.',
    analytics:
      'Hjälper oss förstå hur webbplatsen används, till exempel vilka sidor som besöks, så att vi kan förbättra den.',
    performance:
      'Mäter hur snabbt sidorna laddas och fungerar, så att vi kan hålla webbplatsen snabb.',
    advertisement:
      'Används för att mäta och anpassa annonser och kampanjer, hos oss och i sociala medier.',
    other: 'Cookies som ännu inte har klassificerats eller inte passar någon annan kategori.',
  },
  en: {
    necessary:
      'Needed for the site to work: security, cart, sign-in and remembering your cookie choice. Cannot be turned off.',
    functional:
      'Lets us show embedded content from other services, such as videos, maps and music. These services may set their own cookies.',
    analytics:
      'Helps us understand how the site is used, for example which pages are visited, so we can improve it.',
    performance: 'Measures how fast pages load and work, so we can keep the site fast.',
    advertisement: 'Used to measure and tailor ads and campaigns, on our site and in social media.',
    other: 'Cookies not yet classified or that fit no other category.',
  },
}

export const DEFAULT_CATEGORY_LABELS_EN: Record<ConsentCategory, string> = {
  necessary: 'Necessary',
  functional: 'Functional',
  analytics: 'Analytics',
  performance: 'Performance',
  advertisement: 'Advertisement',
  other: 'Other',
}
