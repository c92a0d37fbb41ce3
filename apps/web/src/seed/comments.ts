import type { Payload } from 'payload'

const noRevalidate = { disableRevalidate: true }

type SeedComment = {
  key: string
  replyTo?: string
  authorName: string
  email: string
  text: string
  createdAt: string
  status: 'approved' | 'pending'
}

/** Comments on the demo posts: two threads with replies from the post's author, and one waiting. */
const commentsByPost: Record<string, SeedComment[]> = {
  'vibrationsanalys-hittar-felen-i-tid': [
    {
      key: 'lena',
      authorName: 'Lena Holmqvist',
      email: 'lena.holmqvist@example.se',
      text: 'Vi började med vibrationsmätning på fläktarna i våras. Redan efter två månader hittade ni ett lagerfel som annars hade stoppat hela linjen. Rekommenderas!',
      createdAt: '2026-10-03T07:42:00.000Z',
      status: 'approved',
    },
    {
      key: 'maria-till-lena',
      replyTo: 'lena',
      authorName: 'Maria Sjöberg',
      email: 'maria.sjoberg@example.se',
      text: 'Tack Lena! Roligt att mätningarna gav resultat så snabbt. Hör av dig om ni vill ta med pumparna också.',
      createdAt: '2026-10-03T09:15:00.000Z',
      status: 'approved',
    },
    {
      key: 'per',
      authorName: 'Per Ågren',
      email: 'per.agren@example.se',
      text: 'Hur ofta rekommenderar ni att man mäter på en pappersmaskin? Räcker det med en gång i månaden?',
      createdAt: '2026-10-05T13:20:00.000Z',
      status: 'approved',
    },
    {
      key: 'maria-till-per',
      replyTo: 'per',
      authorName: 'Maria Sjöberg',
      email: 'maria.sjoberg@example.se',
      text: 'Hej Per! För de flesta maskiner räcker en gång i månaden.\nKritiska drivlinor mäter vi gärna varannan vecka.',
      createdAt: '2026-10-05T14:02:00.000Z',
      status: 'approved',
    },
  ],
  'planera-sommarstoppet-redan-nu': [
    {
      key: 'anders',
      authorName: 'Anders Lund',
      email: 'anders.lund@example.se',
      text: 'Bra lista! Vi lägger alltid till en sjätte punkt: boka extra personal till uppstarten efter stoppet.',
      createdAt: '2026-09-16T06:30:00.000Z',
      status: 'approved',
    },
    {
      key: 'sara',
      authorName: 'Sara Nilsson',
      email: 'sara.nilsson@example.se',
      text: 'Har ni någon mall för riskbedömningen som man kan låna?',
      createdAt: '2026-09-18T10:10:00.000Z',
      status: 'pending',
    },
  ],
}

/** Seeds the demo comments. Idempotent: each has a fixed key, and only missing ones are created. */
export async function seedComments(payload: Payload, log: (msg: string) => void): Promise<void> {
  for (const [slug, comments] of Object.entries(commentsByPost)) {
    const { docs } = await payload.find({
      collection: 'posts',
      where: { slug: { equals: slug } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
      select: { slug: true },
    })
    const post = docs[0]
    if (!post) continue
    const ids = new Map<string, number>()
    for (const comment of comments) {
      const idempotencyKey = `seed:${slug}:${comment.key}`
      const existing = await payload.find({
        collection: 'comments',
        where: { idempotencyKey: { equals: idempotencyKey } },
        limit: 1,
        depth: 0,
        overrideAccess: true,
      })
      let id = existing.docs[0]?.id
      if (id == null) {
        log(`comments ${slug} ${comment.key}`)
        id = (
          await payload.create({
            collection: 'comments',
            data: {
              post: post.id,
              parent: comment.replyTo ? ids.get(comment.replyTo) : null,
              authorName: comment.authorName,
              email: comment.email,
              text: comment.text,
              status: comment.status,
              createdAt: comment.createdAt,
              idempotencyKey,
            },
            overrideAccess: true,
            context: noRevalidate,
          })
        ).id
      }
      ids.set(comment.key, id)
    }
  }
}
