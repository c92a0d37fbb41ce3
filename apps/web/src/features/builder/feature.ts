import type { UIField } from 'payload'

import { defineFeature } from '@/platform/feature'

/**
 * The bridge between the live-preview canvas and the page's form (Pages collection): a field with no
 * data, rendered inside the document form so it can apply the canvas's intents with the form's own
 * state, and drafts, autosave, versions, locales and validation keep working as for any edit.
 */
export const builderBridgeField: UIField = {
  name: 'builderBridge',
  type: 'ui',
  admin: {
    components: { Field: '@/features/builder/internal/admin/BuilderBridge#BuilderBridge' },
  },
}

/**
 * **Bygg** (the builder's full-screen mode) in the document controls of a collection with the bridge:
 * `admin.components.edit.beforeDocumentControls` of Pages and Projects.
 */
export const byggDocumentControl = '@/features/builder/internal/admin/Bygg#ByggButton'

/**
 * The visual builder (issue 20, spec 1 and 6): an overlay in the live preview, for signed-in staff
 * only, that selects, moves, duplicates and removes sections, rows and modules through the bridge.
 */
export const builder = defineFeature({
  name: 'builder',
  slots: () => import('./slots'),
})
