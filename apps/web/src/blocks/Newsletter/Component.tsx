import './newsletter.css'

import { customFieldName, newsletterFormModel } from '@/features/forms'
import type { NewsletterBlock } from '@/payload-types'
import { payloadClient } from '@/platform/payload'

import { ModuleShell } from '../shared/ModuleShell'
import type { RenderContext } from '../shared/types'
import { NewsletterForm } from './lazy.client'

const texts = {
  sv: {
    button: 'Prenumerera',
    success: 'Tack! Kolla din inkorg och bekräfta prenumerationen.',
    required: 'obligatoriskt',
    choose: 'Välj…',
    honeypot: 'Lämna det här fältet tomt',
  },
  en: {
    button: 'Subscribe',
    success: 'Thank you! Check your inbox to confirm the subscription.',
    required: 'required',
    choose: 'Choose…',
    honeypot: 'Leave this field empty',
  },
} as const

/**
 * Nyhetsbrev (spec 3.5): the form's fields are rendered here, with the hidden list fields and the
 * checksum the server issued; the island only checks and posts them. A module whose list is gone
 * renders nothing.
 */
export async function NewsletterBlockComponent({
  block,
  context,
}: {
  block: NewsletterBlock
  context: RenderContext
}) {
  const model = await newsletterFormModel(await payloadClient(), block, context.locale)
  if (!model) return null
  const t = texts[context.locale]
  const key = `nyhetsbrev-${block.id ?? model.listId}`
  const mark = (
    <span className="newsletter-required" aria-hidden="true">
      {' '}
      *
    </span>
  )
  return (
    <ModuleShell slug="newsletter" settings={block.settings} context={context}>
      <div className="newsletter">
        {block.title || block.description ? (
          <div className="newsletter-text">
            {block.title ? <h2 className="newsletter-title">{block.title}</h2> : null}
            {block.description ? <p>{block.description}</p> : null}
          </div>
        ) : null}
        <NewsletterForm
          provider={model.provider}
          botAction={model.botAction}
          firstName={model.firstName}
          lastName={model.lastName}
          customFields={model.customFields}
          buttonText={block.buttonText || t.button}
          successMessage={block.successMessage || t.success}
          redirectUrl={block.redirectUrl || null}
          redirectQuery={block.redirectQuery ?? []}
          cssId={block.settings?.elementId || null}
          messages={model.messages}
          builderMode={context.builderMode}
        >
          <input type="hidden" name="et_pb_signup_list_id" value={model.listId} />
          <input type="hidden" name="et_pb_signup_provider" value={model.provider} />
          <input type="hidden" name="et_pb_signup_account_name" value={model.account} />
          <input type="hidden" name="et_pb_signup_ip_address" value={model.ipAddress} />
          <input type="hidden" name="et_pb_signup_checksum" value={model.checksum} />
          {model.firstName ? (
            <p className="newsletter-field">
              <label htmlFor={`${key}-fornamn`}>
                {model.firstName.label}
                {mark}
              </label>
              <input
                id={`${key}-fornamn`}
                name="et_pb_signup_firstname"
                type="text"
                required
                maxLength={100}
                autoComplete="given-name"
              />
            </p>
          ) : null}
          {model.lastName ? (
            <p className="newsletter-field">
              <label htmlFor={`${key}-efternamn`}>
                {model.lastName.label}
                {mark}
              </label>
              <input
                id={`${key}-efternamn`}
                name="et_pb_signup_lastname"
                type="text"
                required
                maxLength={100}
                autoComplete="family-name"
              />
            </p>
          ) : null}
          <p className="newsletter-field">
            <label htmlFor={`${key}-epost`}>
              {context.locale === 'sv' ? 'E-post' : 'E-mail'}
              {mark}
            </label>
            <input
              id={`${key}-epost`}
              name="et_pb_signup_email"
              type="email"
              required
              maxLength={254}
              autoComplete="email"
            />
          </p>
          {model.customFields.map((field) => {
            const id = `${key}-${field.id}`
            const name = customFieldName(field.id)
            const label = (
              <>
                {field.label}
                {field.required ? mark : null}
              </>
            )
            if (field.type === 'checkbox' || field.type === 'radio')
              return (
                <fieldset key={field.id} className="newsletter-field newsletter-group">
                  <legend>{label}</legend>
                  {field.options.map((option) => (
                    <label key={option.id} className="newsletter-choice">
                      <input
                        type={field.type}
                        name={name}
                        value={option.id}
                        required={field.type === 'radio' && field.required}
                      />{' '}
                      {option.value}
                    </label>
                  ))}
                </fieldset>
              )
            if (field.type === 'booleancheckbox')
              return (
                <p key={field.id} className="newsletter-field newsletter-choice">
                  <input id={id} type="checkbox" name={name} value="1" required={field.required} />{' '}
                  <label htmlFor={id}>{label}</label>
                </p>
              )
            if (field.type === 'select')
              return (
                <p key={field.id} className="newsletter-field">
                  <label htmlFor={id}>{label}</label>
                  <select id={id} name={name} required={field.required} defaultValue="">
                    <option value="">{t.choose}</option>
                    {field.options.map((option) => (
                      <option key={option.id} value={option.id}>
                        {option.value}
                      </option>
                    ))}
                  </select>
                </p>
              )
            return (
              <p key={field.id} className="newsletter-field">
                <label htmlFor={id}>{label}</label>
                <input
                  id={id}
                  name={name}
                  type={field.type === 'email' ? 'email' : 'text'}
                  required={field.required}
                  maxLength={2000}
                />
              </p>
            )
          })}
          <p className="newsletter-honeypot" aria-hidden="true">
            <label htmlFor={`${key}-website`}>{t.honeypot}</label>
            <input
              id={`${key}-website`}
              name="website"
              type="text"
              tabIndex={-1}
              autoComplete="off"
            />
          </p>
        </NewsletterForm>
      </div>
    </ModuleShell>
  )
}
