// Who may do what on a journey's live document (issue 19, docs/co-editing.md "Permissions"): readers
// follow but their updates are refused and never applied; strangers to a private journey are refused
// at connect; tickets are single-use, short-lived and for one journey; the Origin is checked; a
// co-editor removed mid-session loses write at their next update.
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import type { FastifyInstance } from 'fastify'
import { testApp, loginAs, call } from './helpers'
import { listen } from './chat-fixtures'
import { addNote, connected, CoeditClient, parts, ticketUrl } from './coedit-fixtures'
import { COEDIT_CLOSE, COEDIT_ERRORS } from '../../types/api/coedit'

describe('co-editing permissions', () => {
  let app: FastifyInstance
  let base = ''
  let ws = ''
  const sid: Record<number, string> = {}
  const clients: CoeditClient[] = []
  const track = (c: CoeditClient) => (clients.push(c), c)
  /** A socket opened at url, waited until it was refused (closed) or synced. */
  const attempt = async (url: string, headers: Record<string, string> = {}) => {
    const c = track(new CoeditClient())
    await c.connect(url, headers)
    await c.until('a refusal or the sync', () => c.closed !== null || c.synced)
    return c
  }

  before(async () => {
    app = testApp()
    base = await listen(app)
    ws = base.replace(/^http/, 'ws')
    for (const id of [1, 2, 3, 4]) sid[id] = await loginAs(app, id)
  })
  after(async () => {
    for (const c of clients) c.destroy()
    await app.close()
  })

  test('a reader’s update is refused, never applied, and the socket stays open', async () => {
    const editor = track(await connected(base, 1, sid[1]))
    const reader = track(await connected(base, 1, sid[3]))
    assert.equal(reader.sessions[0].role, 'reader')
    const titleBefore = parts(editor.doc).meta.get('title')
    parts(reader.doc).meta.set('title', 'taken over by a reader')
    addNote(reader.doc, 0, 'reader-note', 'should not appear')
    await reader.until('two refusals', () => reader.errors.length >= 2)
    assert.deepEqual(
      reader.errors.map((e) => e.code),
      [COEDIT_ERRORS.READ_ONLY, COEDIT_ERRORS.READ_ONLY],
    )
    assert.equal(reader.closed, null)
    // A third client loads the server's document: the reader's changes are not in it.
    const fresh = track(await connected(base, 1, sid[4]))
    assert.equal(parts(fresh.doc).meta.get('title'), titleBefore)
    assert.equal(parts(fresh.doc).items.has('reader-note'), false)
    assert.equal(parts(editor.doc).items.has('reader-note'), false)
  })

  test('a reader that keeps sending updates is closed, saying why', async () => {
    const reader = track(await connected(base, 1, sid[3]))
    for (let i = 0; i < 25 && !reader.closed; i++) addNote(reader.doc, 0, `spam-${i}`, 'no')
    await reader.until('the close', () => reader.closed !== null)
    assert.equal(reader.closed!.code, COEDIT_CLOSE.READ_ONLY)
    assert.match(reader.closed!.reason, /read-only/)
  })

  test('a stranger to a private journey gets no ticket and no socket', async () => {
    const t = await call(app, 'POST', '/api/v1/coedit/ticket', { body: { journeyId: 7 }, sid: sid[3] })
    assert.equal(t.status, 403)
    const c = await attempt(`${ws}/api/v1/coedit/7`, { authorization: sid[3] })
    assert.equal(c.closed!.code, COEDIT_CLOSE.FORBIDDEN)
    assert.match(c.closed!.reason, /private/)
    const owner = await attempt(`${ws}/api/v1/coedit/7`, { authorization: sid[2] })
    assert.equal(owner.closed, null, 'the owner connects with the session header too')
  })

  test('a socket without a ticket or a session is refused', async () => {
    const c = await attempt(`${ws}/api/v1/coedit/1`)
    assert.equal(c.closed!.code, COEDIT_CLOSE.UNAUTHORIZED)
    assert.match(c.closed!.reason, /ticket/)
  })

  test('a ticket opens one socket only', async () => {
    const url = await ticketUrl(base, 1, sid[1])
    const first = await attempt(url)
    assert.equal(first.closed, null)
    const second = await attempt(url)
    assert.equal(second.closed!.code, COEDIT_CLOSE.UNAUTHORIZED)
    assert.match(second.closed!.reason, /unknown, used or expired/)
  })

  test('an expired ticket is refused', async () => {
    await app.repos.coedit.createTicket({
      ticket: 'expired-ticket-for-the-test',
      journeyId: 1,
      userId: 1,
      expiresAt: new Date(Date.now() - 1000).toISOString(),
    })
    const c = await attempt(`${ws}/api/v1/coedit/1?ticket=expired-ticket-for-the-test`)
    assert.equal(c.closed!.code, COEDIT_CLOSE.UNAUTHORIZED)
  })

  test('a ticket for one journey does not open another', async () => {
    const url = (await ticketUrl(base, 1, sid[1])).replace('/coedit/1?', '/coedit/2?')
    const c = await attempt(url)
    assert.equal(c.closed!.code, COEDIT_CLOSE.UNAUTHORIZED)
    assert.match(c.closed!.reason, /another journey/)
  })

  test('a socket from an origin that is not allowed is refused', async () => {
    const c = await attempt(await ticketUrl(base, 1, sid[1]), { origin: 'https://evil.example' })
    assert.equal(c.closed!.code, COEDIT_CLOSE.FORBIDDEN)
    assert.match(c.closed!.reason, /origin/)
    const own = await attempt(await ticketUrl(base, 1, sid[1]), { origin: base })
    assert.equal(own.closed, null)
  })

  test('a co-editor removed mid-session loses write at their next update', async () => {
    const owner = track(await connected(base, 1, sid[1]))
    const coEditor = track(await connected(base, 1, sid[2]))
    assert.equal(coEditor.sessions[0].role, 'editor')
    addNote(coEditor.doc, 0, 'before-removal', 'allowed')
    await owner.until('the allowed note', () => parts(owner.doc).items.has('before-removal'))
    await app.db
      .deleteFrom('journey_collaborators')
      .where('journey_id', '=', 1)
      .where('user_id', '=', 2)
      .execute()
    addNote(coEditor.doc, 0, 'after-removal', 'refused')
    await coEditor.until('the refusal', () => coEditor.errors.length > 0)
    assert.equal(coEditor.errors[0].code, COEDIT_ERRORS.READ_ONLY)
    assert.equal(coEditor.sessions.at(-1)!.role, 'reader')
    assert.equal(parts(owner.doc).items.has('after-removal'), false)
  })
})
