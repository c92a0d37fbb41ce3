import { defineFeature } from '@/platform/feature'

import { abTestingPlugin } from './internal/plugin'
import { getSubjectAction, updateStatsAction } from './internal/server/actions'

export { abTestTab } from './internal/fields'

/**
 * Split (A/B) testing (issue 19, spec 3.3, 4.3, 7.3): a test lives on its page (the "Delningstest"
 * tab, so starting and ending it are versioned edits); visitors who allow analytics cookies get one
 * subject each from `et_pb_ab_get_subject_id`, and their flags are counted once each by
 * `et_pb_update_stats_table`. The statistics tables are made on first use (internal/server/store.ts).
 */
export const abTesting = defineFeature({
  name: 'ab-testing',
  ajaxActions: [getSubjectAction, updateStatsAction],
  plugins: [abTestingPlugin],
})
