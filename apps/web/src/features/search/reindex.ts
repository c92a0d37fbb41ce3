/**
 * `payload run src/features/search/reindex.ts` (run by `npm run search:reindex`): makes the search
 * index's tables if missing and rebuilds the index from every published document. Writes the number
 * of documents as JSON to the file named by SMEDJA_REINDEX_RESULT, or prints it.
 */
import fs from 'node:fs'

import config from '@payload-config'
import { getPayload } from 'payload'

import { rebuildSearchIndex } from './index'

const payload = await getPayload({ config })
const result = JSON.stringify(await rebuildSearchIndex(payload))
if (process.env.SMEDJA_REINDEX_RESULT) fs.writeFileSync(process.env.SMEDJA_REINDEX_RESULT, result)
else console.log(`SMEDJA_REINDEX ${result}`)
process.exit(0)
