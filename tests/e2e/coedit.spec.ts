import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test'
import { API, read, signInContext, type Traveller } from './fixtures/campaign-session'
import { sendUpdateByHand } from './fixtures/coedit-socket'

// Issue 19 end to end, against the built site and the real server: two co-editors in two browser
// contexts edit journey 3 (Fuji, owned by demo user 2; no other spec opens it) live, one of them goes
// offline and both edit the same day, and a third traveller can only follow.
test.describe.configure({ mode: 'serial', timeout: 120_000 })

const JOURNEY = 3
const OWNER_PHONE = '13800000002'
const CO_EDITOR_PHONE = '13900001901'
const STRANGER_PHONE = '13900001902'

interface Person {
  who: Traveller
  page: Page
  close: () => Promise<void>
  setOffline: (offline: boolean) => Promise<void>
}

async function person(
  browser: Browser,
  request: APIRequestContext,
  phone: string,
  desktop = false,
): Promise<Person> {
  const context = await browser.newContext(
    desktop
      ? { viewport: { width: 1280, height: 1200 }, locale: 'zh-CN', serviceWorkers: 'block' }
      : { ...test.info().project.use, serviceWorkers: 'block' },
  )
  const who = await signInContext(context, request, phone)
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  return {
    who,
    page,
    close: async () => {
      expect(errors).toEqual([])
      await context.close()
    },
    setOffline: (offline) => context.setOffline(offline),
  }
}

/** The owner invites and the co-editor joins with the code (the co-editor page's own calls). */
async function makeCoEditor(request: APIRequestContext, owner: Traveller, coEditor: Traveller) {
  const invite = await request.post(`${API}/co-editor/invite`, {
    headers: owner.headers,
    data: { journeyId: JOURNEY },
  })
  const { code } = (await invite.json()).data as { code: string }
  const join = await request.post(`${API}/co-editor/join`, { headers: coEditor.headers, data: { code } })
  expect(join.ok()).toBe(true)
}

const day = (page: Page, n: number) => page.locator(`.editor-day[data-day-number="${n}"]`)
const itemIds = (page: Page, n: number) =>
  day(page, n)
    .locator('[data-item]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-item')))
const noteOf = (page: Page, id: string) => page.locator(`[data-item="${id}"] [data-field="note"] input`)

async function writeNote(page: Page, id: string, note: string) {
  const input = noteOf(page, id)
  await input.fill(note)
  // Leaving the field sends the edit at once (typing alone sends it after a pause).
  await input.blur()
}

/** The whole itinerary as a page shows it: each day's stops in order with their notes. */
const shown = (page: Page) =>
  page.locator('.editor-day').evaluateAll((days) =>
    days.map((d) =>
      [...d.querySelectorAll('[data-item]')].map((item) => ({
        id: item.getAttribute('data-item'),
        note: (item.querySelector('[data-field="note"] input') as HTMLInputElement | null)?.value ?? '',
      })),
    ),
  )

test('two co-editors see each other move a stop and write a note within a second, and an offline edit merges', async ({
  browser,
  request,
}) => {
  const a = await person(browser, request, OWNER_PHONE)
  const b = await person(browser, request, CO_EDITOR_PHONE)
  await makeCoEditor(request, a.who, b.who)

  // A opens the journey and taps "edit together"; B comes from the co-editor page's link (?edit=1).
  await a.page.goto(`/web/journey/detail/${JOURNEY}`)
  await a.page.locator('[data-action="edit-journey"]').click()
  await b.page.goto(`/web/journey/detail/${JOURNEY}?edit=1`)
  await expect(a.page.locator('[data-coedit-status="live"]')).toBeVisible()
  await expect(b.page.locator('[data-coedit-status="live"]')).toBeVisible()
  // Each sees the other here.
  await expect(a.page.locator('.presence-bar [data-peer]')).toHaveCount(2)
  await expect(b.page.locator('.presence-bar [data-peer]')).toHaveCount(2)

  const [first, second, third] = (await itemIds(a.page, 1)) as string[]
  expect(await itemIds(b.page, 1)).toEqual(await itemIds(a.page, 1))

  // A moves the first stop down and writes a note: B sees both within a second.
  await day(a.page, 1).locator(`[data-item="${first}"] [data-action="down"]`).click()
  await expect
    .poll(() => itemIds(b.page, 1), { timeout: 1000 })
    .toEqual(expect.arrayContaining([second, first]))
  expect((await itemIds(b.page, 1)).slice(0, 2)).toEqual([second, first])
  await writeNote(a.page, second, '早上八点前到，避开人潮')
  await expect(noteOf(b.page, second)).toHaveValue('早上八点前到，避开人潮', { timeout: 1000 })

  // B goes offline; both edit the same day.
  await b.setOffline(true)
  await expect(b.page.locator('[data-coedit-status="offline"]')).toBeVisible()
  await writeNote(a.page, third, 'A：缆车票在山下买')
  await writeNote(b.page, first, 'B：离线时写的')
  await day(b.page, 1).locator(`[data-item="${third}"] [data-action="up"]`).click()
  // A cannot see B's offline edits yet.
  await expect(noteOf(a.page, first)).toHaveValue('')

  await b.setOffline(false)
  await expect(b.page.locator('[data-coedit-status="live"]')).toBeVisible()
  await expect(noteOf(a.page, first)).toHaveValue('B：离线时写的')
  await expect(noteOf(b.page, third)).toHaveValue('A：缆车票在山下买')
  await expect.poll(async () => JSON.stringify(await shown(a.page))).toBe(JSON.stringify(await shown(b.page)))
  const final = await shown(a.page)
  expect(final.flat().filter((i) => i.id === first)).toHaveLength(1)
  expect(final.flat().filter((i) => i.id === third)).toHaveLength(1)

  // The server saves the document to the journey: the shared page's API shows the notes.
  await expect
    .poll(
      async () => {
        const journey = await read<{ days: Array<{ items: Array<{ note: string | null }> }> }>(
          request,
          `web/journey/detail?id=${JOURNEY}`,
        )
        return journey.days[0].items.map((i) => i.note)
      },
      { timeout: 30_000 },
    )
    .toEqual(expect.arrayContaining(['B：离线时写的', 'A：缆车票在山下买', '早上八点前到，避开人潮']))

  await a.page.locator('[data-action="exit-editor"]').click()
  await expect(a.page.locator('.day-section').first()).toBeVisible()
  await a.close()
  await b.close()
})

test("on a desktop, a stop dragged by its handle onto the next day's first stop lands before it", async ({
  browser,
  request,
}) => {
  const a = await person(browser, request, OWNER_PHONE, true)
  await a.page.goto(`/web/journey/detail/${JOURNEY}?edit=1`)
  await expect(a.page.locator('[data-coedit-status="live"]')).toBeVisible()
  // Day 1's last stop onto day 2's first: both on screen at once, as a person would drag.
  const moved = ((await itemIds(a.page, 1)) as string[]).at(-1)!
  const target = ((await itemIds(a.page, 2)) as string[])[0]
  // The stop in the middle of the screen (clear of the sticky bar): the next day's first stop is then on
  // screen too, so the drag never scrolls (a drag that scrolls starts on whatever is under the pointer).
  await a.page.locator(`[data-item="${moved}"]`).evaluate((row) => row.scrollIntoView({ block: 'center' }))
  await a.page
    .locator(`[data-item="${moved}"] [data-action="drag"]`)
    .dragTo(a.page.locator(`[data-item="${target}"]`), { targetPosition: { x: 60, y: 5 } })
  await expect.poll(() => itemIds(a.page, 2)).toEqual(expect.arrayContaining([moved, target]))
  expect((await itemIds(a.page, 2)).indexOf(moved)).toBeLessThan((await itemIds(a.page, 2)).indexOf(target))
  expect(await itemIds(a.page, 1)).not.toContain(moved)
  await a.close()
})

test('a traveller who is not a co-editor follows read-only and cannot change the journey, even by hand', async ({
  browser,
  request,
  baseURL,
}) => {
  const c = await person(browser, request, STRANGER_PHONE)
  await c.page.goto(`/web/journey/detail/${JOURNEY}`)
  await expect(c.page.locator('.journey-header')).toBeVisible()
  await expect(c.page.locator('.day-section').first()).toBeVisible()
  await expect(c.page.locator('[data-action="edit-journey"]')).toHaveCount(0)

  await c.page.goto(`/web/journey/detail/${JOURNEY}?edit=1`)
  await expect(c.page.locator('[data-coedit-status="read-only"]')).toBeVisible()
  await expect(c.page.locator('[data-editor]')).toHaveAttribute('data-can-edit', 'false')
  await expect(
    c.page.locator('[data-action="down"], [data-action="remove"], [data-action="add-day"]'),
  ).toHaveCount(0)
  await expect(c.page.locator('[data-field="note"] input').first()).toBeDisabled()
  const before = await read<{ title: string }>(request, `web/journey/detail?id=${JOURNEY}`)

  // By hand, around the page: a ticket is a reader's, and the update is refused.
  const ticket = await request.post(`${API}/coedit/ticket`, {
    headers: c.who.headers,
    data: { journeyId: JOURNEY },
  })
  const { url, role } = (await ticket.json()).data as { url: string; role: string }
  expect(role).toBe('reader')
  const answer = await sendUpdateByHand(baseURL!, url, '被改掉的标题')
  expect(answer.errors).toContain('read-only')
  await expect(c.page.locator('[data-field="title"] input')).not.toHaveValue('被改掉的标题')
  const after = await read<{ title: string }>(request, `web/journey/detail?id=${JOURNEY}`)
  expect(after.title).toBe(before.title)
  await c.close()
})
