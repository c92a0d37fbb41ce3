import type { Field } from 'payload'

/** The member pick both team modules share: empty means every published member, in their order. */
export const teamMembersField: Field = {
  name: 'members',
  type: 'relationship',
  relationTo: 'team-members',
  hasMany: true,
  label: { sv: 'Medarbetare', en: 'Team members' },
  admin: {
    description: {
      sv: 'Tomt = alla publicerade medarbetare i den ordning de har i Medarbetare. Väljer du några visas de i den ordning du valt dem.',
      en: 'Empty = every published member, in their own order. Chosen members are shown in the order chosen.',
    },
  },
}

/** Spec 3.8: autoplay is a setting of each popup carousel, off unless an editor turns it on. */
export const popupAutoplayField: Field = {
  name: 'popupAutoplay',
  type: 'checkbox',
  defaultValue: false,
  label: { sv: 'Rulla popup-karusellen automatiskt', en: 'Autoplay the popup carousel' },
  admin: {
    description: {
      sv: 'Karusellen som öppnas när man klickar på en medarbetare byter då medarbetare var femte sekund.',
      en: 'The carousel that opens when a member is clicked then moves on every five seconds.',
    },
  },
}
