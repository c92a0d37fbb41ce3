import type { Payload } from 'payload'

/** The next unused test number: one more than the highest any page (draft or published) has had. */
export async function nextTestId(payload: Payload): Promise<number> {
  const versions = await payload.findVersions({
    collection: 'pages',
    sort: '-version.abTest.testId',
    limit: 1,
    depth: 0,
    where: { 'version.abTest.testId': { exists: true } },
  })
  const top = versions.docs[0]?.version as { abTest?: { testId?: number | null } } | undefined
  return (top?.abTest?.testId ?? 0) + 1
}
