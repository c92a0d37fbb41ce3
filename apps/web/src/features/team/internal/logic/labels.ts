/**
 * Texts of the team modules and the popup. The carousel controls use the site's carousel labels
 * (ui/carousel/labels.ts), so every carousel speaks alike; these are the team's own words.
 */
export const teamLabels = {
  sv: {
    team: 'Medarbetare',
    showMember: 'visa presentation',
    close: 'Stäng',
    gallery: 'Bilder på {{name}}',
    skills: 'Kompetenser',
    contact: 'Kontakt',
    email: 'E-post',
    phone: 'Telefon',
    profile: 'Visa hela profilen',
    profileOf: 'för {{name}}',
    empty: 'Inga medarbetare att visa just nu.',
  },
  en: {
    team: 'Team',
    showMember: 'show profile',
    close: 'Close',
    gallery: 'Pictures of {{name}}',
    skills: 'Skills',
    contact: 'Contact',
    email: 'E-mail',
    phone: 'Phone',
    profile: 'View the full profile',
    profileOf: 'of {{name}}',
    empty: 'No team members to show yet.',
  },
} as const

export type TeamLocale = keyof typeof teamLabels
