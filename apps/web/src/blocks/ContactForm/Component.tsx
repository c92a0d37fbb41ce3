import './contactForm.css'

import { contactFormView } from '@/features/forms'
import type { ContactFormBlock } from '@/payload-types'
import { payloadClient } from '@/platform/payload'
import { getPageBySlug } from '@/platform/queries'

import { ModuleShell } from '../shared/ModuleShell'
import type { RenderContext } from '../shared/types'
import { ContactFormIsland } from './lazy.client'

/**
 * The contact form module (spec 3.4, 4.4, 5.3). The form is server HTML drawn by the same function
 * as the server's reply (features/forms), so it posts without JavaScript; the island adds the
 * checks before sending, conditional fields and the in-place reply.
 */
export async function ContactFormBlockComponent({
  block,
  context,
}: {
  block: ContactFormBlock
  context: RenderContext
}) {
  if (!context.page)
    return (
      <ModuleShell slug="contactForm" settings={block.settings} context={context}>
        <p className="et_pb_contact_builder_note" role="note">
          Kontaktformuläret kan bara skickas från en sida.
        </p>
      </ModuleShell>
    )
  const page = await getPageBySlug(context.page.slug, { draft: context.builderMode })
  const view = await contactFormView(await payloadClient(), block, {
    pageId: context.page.id,
    layout: page?.layout,
    builderMode: context.builderMode,
    locale: context.locale,
  })
  const { class: className, ...attributes } = view.attributes
  return (
    <ModuleShell
      slug="contactForm"
      settings={block.settings}
      context={context}
      linkLabel={block.title}
    >
      <div
        className={className}
        id={attributes.id}
        data-form_unique_num={attributes['data-form_unique_num']}
        data-redirect_url={attributes['data-redirect_url'] ?? undefined}
        dangerouslySetInnerHTML={{ __html: view.inner }}
      />
      <ContactFormIsland {...view.island} />
    </ModuleShell>
  )
}
