// Co-editing past one machine (issue 19, docs/co-editing.md "Instances"): two server instances on one
// PostgreSQL database, a client on each; an update made on one reaches the other through
// LISTEN/NOTIFY and the updates table, and so does presence. On SQLite there is one instance and no
// fan-out.
import { describe, test, before, after } from 'node:test'
import type { FastifyInstance } from 'fastify'
import { loginAs, ON_POSTGRES } from './helpers'
import { twoInstances, type TwoInstances } from './instances-fixture'
import { addNote, connected, parts, type CoeditClient } from './coedit-fixtures'

const skip =
  !ON_POSTGRES && 'fan-out between instances runs on PostgreSQL (LISTEN/NOTIFY); SQLite is one instance'

describe('co-editing on two instances', { skip }, () => {
  let instances: TwoInstances
  const apps: FastifyInstance[] = []
  const bases: string[] = []
  const clients: CoeditClient[] = []

  before(async () => {
    instances = await twoInstances({})
    apps.push(...instances.apps)
    bases.push(...instances.bases)
  })
  after(async () => {
    for (const c of clients) c.destroy()
    await instances?.close()
  })

  test('an update made through one instance reaches a client of the other, and back', async () => {
    const a = await connected(bases[0], 1, await loginAs(apps[0], 1))
    const b = await connected(bases[1], 1, await loginAs(apps[1], 2))
    clients.push(a, b)
    addNote(a.doc, 0, 'from-instance-1', 'written on the first instance')
    await b.until('the note', () => parts(b.doc).items.has('from-instance-1'))
    parts(b.doc).items.get('from-instance-1')!.set('time', '08:15')
    await a.until('the time', () => parts(a.doc).items.get('from-instance-1')?.get('time') === '08:15')
    a.awareness.setLocalState({ editing: 'from-instance-1' })
    await b.until('a’s presence', () =>
      [...b.awareness.getStates().values()].some((s) => s.editing === 'from-instance-1' && s.user?.id === 1),
    )
  })
})
