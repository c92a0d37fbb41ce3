import type { Metadata } from 'next'

import { confirmStatus, unsubscribeStatus } from '../internal/newsletter/server/routes'
import { CONFIRM_PATH, UNSUBSCRIBE_PATH } from '../internal/newsletter/server/links'

export const metadata: Metadata = {
  robots: { index: false },
  // The link's token is in the address: it must not travel to other sites as a referrer.
  referrer: 'no-referrer',
}

type Props = { searchParams: Promise<{ t?: string | string[]; status?: string | string[] }> }

type Texts = {
  title: string
  lead: string
  button: string
  action: string
  outcomes: Record<string, { title: string; text: string }>
}

const confirmTexts: Texts = {
  title: 'Bekräfta din prenumeration',
  lead: 'Tryck på knappen för att bekräfta att du vill få vårt nyhetsbrev.',
  button: 'Bekräfta prenumerationen',
  action: `${CONFIRM_PATH}/skicka`,
  outcomes: {
    [confirmStatus.confirmed]: {
      title: 'Prenumerationen är bekräftad',
      text: 'Tack! Du får nu vårt nyhetsbrev. Ett välkomstmejl med en länk för att avregistrera dig är på väg.',
    },
    [confirmStatus['already-used']]: {
      title: 'Länken är redan använd',
      text: 'Den här bekräftelselänken har redan använts. Har du redan bekräftat behöver du inte göra något mer.',
    },
    [confirmStatus.expired]: {
      title: 'Länken har gått ut',
      text: 'Bekräftelselänken gäller i en vecka, och bara den senast skickade. Använd länken i det senaste mejlet från oss, eller anmäl dig igen så skickar vi en ny.',
    },
    [confirmStatus.invalid]: {
      title: 'Länken fungerar inte',
      text: 'Bekräftelselänken är ogiltig. Kontrollera att hela länken kom med, eller anmäl dig igen.',
    },
  },
}

const unsubscribeTexts: Texts = {
  title: 'Avregistrera dig från nyhetsbrevet',
  lead: 'Tryck på knappen så skickar vi inga fler utskick till dig.',
  button: 'Avregistrera mig',
  action: `${UNSUBSCRIBE_PATH}/skicka`,
  outcomes: {
    [unsubscribeStatus.unsubscribed]: {
      title: 'Du är avregistrerad',
      text: 'Vi skickar inga fler nyhetsbrev till dig. Du kan anmäla dig igen när du vill.',
    },
    [unsubscribeStatus['already-unsubscribed']]: {
      title: 'Du är redan avregistrerad',
      text: 'Den här adressen får inga nyhetsbrev från oss.',
    },
    [unsubscribeStatus.invalid]: {
      title: 'Länken fungerar inte',
      text: 'Avregistreringslänken är ogiltig. Kontrollera att hela länken kom med.',
    },
  },
}

const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : null)

async function LinkPage({ searchParams, texts }: Props & { texts: Texts }) {
  const params = await searchParams
  const outcome = texts.outcomes[one(params.status) ?? '']
  const token = one(params.t)
  if (outcome || !token) {
    const shown = outcome ?? texts.outcomes.ogiltig!
    return (
      <div className="container newsletter-page">
        <h1>{shown.title}</h1>
        <p role="status">{shown.text}</p>
      </div>
    )
  }
  return (
    <div className="container newsletter-page">
      <h1>{texts.title}</h1>
      <p>{texts.lead}</p>
      <form method="post" action={texts.action}>
        <input type="hidden" name="t" value={token.slice(0, 200)} />
        <button type="submit" className="button button-primary">
          {texts.button}
        </button>
      </form>
    </div>
  )
}

/** /nyhetsbrev/bekrafta: the confirmation link's page (a button that posts the token) and its outcome. */
export function NewsletterConfirmPage(props: Props) {
  return <LinkPage {...props} texts={confirmTexts} />
}

/** /nyhetsbrev/avregistrera: the unsubscribe link's page and its outcome. */
export function NewsletterUnsubscribePage(props: Props) {
  return <LinkPage {...props} texts={unsubscribeTexts} />
}
