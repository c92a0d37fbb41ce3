export type { MailKind } from './internal/kinds'
export {
  deliverOutbox,
  mailbox,
  queueMail,
  smtpTransport,
  type MailMessage,
  type MailTransport,
  type QueuedMail,
} from './internal/outbox'
export { deliverSoon } from './internal/sender'
