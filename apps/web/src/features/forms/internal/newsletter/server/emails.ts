/** The newsletter's own mail (local lists). Every message carries the unsubscribe link. */

type Greeting = { firstName: string | null; email: string }

const hello = ({ firstName }: Greeting) => (firstName ? `Hej ${firstName}!` : 'Hej!')

export function confirmationEmail(args: {
  site: string
  list: string
  subscriber: Greeting
  confirmUrl: string
  unsubscribeUrl: string
}): { subject: string; text: string } {
  return {
    subject: `Bekräfta din prenumeration på ${args.list}`,
    text: [
      hello(args.subscriber),
      '',
      `Någon, förhoppningsvis du, har anmält ${args.subscriber.email} till ${args.list} från ${args.site}.`,
      'Bekräfta prenumerationen genom att öppna länken och trycka på knappen:',
      '',
      args.confirmUrl,
      '',
      'Om det inte var du kan du strunta i det här mejlet: utan bekräftelse skickar vi inget mer.',
      '',
      `Avregistrera dig: ${args.unsubscribeUrl}`,
      '',
      `Hälsningar,\n${args.site}`,
    ].join('\n'),
  }
}

export function welcomeEmail(args: {
  site: string
  list: string
  subscriber: Greeting
  unsubscribeUrl: string
}): { subject: string; text: string } {
  return {
    subject: `Välkommen till ${args.list}`,
    text: [
      hello(args.subscriber),
      '',
      `Nu prenumererar ${args.subscriber.email} på ${args.list} från ${args.site}. Tack!`,
      '',
      `Vill du inte längre få utskicken? Avregistrera dig här: ${args.unsubscribeUrl}`,
      '',
      `Hälsningar,\n${args.site}`,
    ].join('\n'),
  }
}
