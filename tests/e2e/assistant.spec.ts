import { expect, test, type Page } from '@playwright/test'
import type { Message } from '../../types/api/chat'
import { read, signInContext } from './fixtures/campaign-session'

// Issue 17 end to end, against the built site and the real server with the embedded assistant: a
// question streams its answer in more than one step, its cards open the right place and journey, a
// reload in the middle of an answer shows it completed, and clearing empties the conversation.
// Screenshots at 320 and 375 px in both languages and at 1280 go to the output folder.

// Builds and other specs share two cores: a page with its images can take a while to settle.
test.describe.configure({ timeout: 90_000 })

// Taro's H5 router keeps the pages it came from in the document, hidden: read the ones on screen.
const answers = (page: Page) => page.locator('[data-role="assistant"]:visible')
const lastAnswer = (page: Page) => answers(page).last()

/**
 * Records every length the last answer's text has on screen, from a MutationObserver in the page: the
 * proof that text arrived in steps, whatever the timing of the samples a test could take itself.
 */
async function recordAnswerLengths(page: Page) {
  await page.addInitScript(() => {
    const seen: number[] = []
    ;(window as unknown as { __answerLengths: number[] }).__answerLengths = seen
    const sample = () => {
      const all = document.querySelectorAll('[data-role="assistant"] [data-answer-text]')
      const length = all[all.length - 1]?.textContent?.length ?? 0
      if (length > 0 && seen[seen.length - 1] !== length) seen.push(length)
    }
    new MutationObserver(sample).observe(document, { subtree: true, childList: true, characterData: true })
  })
}
const answerLengths = (page: Page) =>
  page.evaluate(() => (window as unknown as { __answerLengths: number[] }).__answerLengths.slice())

async function ask(page: Page, question: string) {
  const sent = page.waitForResponse((r) => r.url().includes('ai_chat/send'))
  const box = page.locator('[data-composer]:visible textarea')
  await box.fill(question)
  await page.locator('[data-action="send"]:visible').click()
  return sent
}

test('"成都三天怎么玩" streams in steps, and its cards open the right place and journey', async ({
  context,
  page,
  request,
}) => {
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  await signInContext(context, request, '13900001701')
  await recordAnswerLengths(page)
  await page.goto('/web/ai/chat')
  await expect(page.locator('[data-suggestion="1"]:visible')).toHaveText('成都三天怎么玩')

  const sent = page.waitForResponse((r) => r.url().includes('ai_chat/send'))
  await page.locator('[data-suggestion="1"]:visible').click()
  const body = await (await sent).text()
  await expect(lastAnswer(page)).toHaveAttribute('data-status', 'done', { timeout: 20_000 })
  // More than one text part on the wire, and more than one length of text on screen.
  expect(body.match(/"type":"text-delta"/g)?.length ?? 0).toBeGreaterThan(1)
  const lengths = await answerLengths(page)
  expect(lengths.length).toBeGreaterThan(1)
  expect(lengths[0]).toBeLessThan(lengths[lengths.length - 1])
  await expect(lastAnswer(page)).toContainText('成都')

  // A place card opens the place sheet with that place's name.
  const placeCard = lastAnswer(page).locator('[data-card-type="place"]').first()
  await expect(placeCard).toBeVisible()
  const placeId = await placeCard.getAttribute('data-card-id')
  const placeName = (await placeCard.locator('.assistant-card__title').textContent())!.trim()
  await placeCard.click()
  const sheet = page.locator(`[data-place-sheet="${placeId}"]`)
  await expect(sheet).toBeVisible()
  await expect(sheet.locator('.bottom-sheet__title')).toHaveText(placeName)
  await sheet.locator('.bottom-sheet__close').click()
  await expect(sheet).toHaveCount(0)

  // A journey card opens that journey.
  const journeyCard = lastAnswer(page).locator('[data-card-type="journey"]').first()
  await expect(journeyCard).toBeVisible()
  const journeyId = await journeyCard.getAttribute('data-card-id')
  const journeyTitle = (await journeyCard.locator('.assistant-card__title').textContent())!.trim()
  await journeyCard.click()
  await expect(page).toHaveURL(new RegExp(`journey/detail(/|.*id=)${journeyId}`))
  await expect(page.getByText(journeyTitle).filter({ visible: true }).first()).toBeVisible({
    timeout: 15_000,
  })
  expect(errors).toEqual([])
})

test('"What to eat in Kyoto" answers in English with Kyoto places whose sheet names them', async ({
  context,
  page,
  request,
}) => {
  await signInContext(context, request, '13900001702')
  await recordAnswerLengths(page)
  await page.goto('/web/ai/chat?lang=en')
  await expect(page.locator('[data-suggestion="1"]:visible')).toHaveText('What to eat in Kyoto')
  const sent = page.waitForResponse((r) => r.url().includes('ai_chat/send'))
  await page.locator('[data-suggestion="1"]:visible').click()
  const request1 = (await sent).request()
  expect(request1.postDataJSON()).toMatchObject({ content: 'What to eat in Kyoto', lang: 'en' })
  await expect(lastAnswer(page)).toHaveAttribute('data-status', 'done', { timeout: 20_000 })
  expect((await answerLengths(page)).length).toBeGreaterThan(1)
  await expect(lastAnswer(page)).toContainText('Kyoto')
  const card = lastAnswer(page).locator('[data-card-type="place"]').first()
  const name = (await card.locator('.assistant-card__title').textContent())!.trim()
  await card.click()
  await expect(page.locator('.place-sheet .bottom-sheet__title')).toHaveText(name)
})

test('a reload in the middle of an answer shows the answer completed', async ({ context, page, request }) => {
  const a = await signInContext(context, request, '13900001703')
  await page.goto('/web/ai/chat')
  await expect(page.locator('[data-suggestion="1"]:visible')).toBeVisible()
  // The connection drops after the first parts (the server goes on writing), and the page cannot
  // resume yet: the reader reloads while the answer on screen is half written.
  await page.route('**/ai_chat/send', async (route) => {
    const response = await route.fetch()
    const events = (await response.text()).split('\n\n').filter((e) => e.includes('data:'))
    const firstText = events.findIndex((e) => e.includes('"text-delta"'))
    await route.fulfill({ response, body: events.slice(0, firstText + 2).join('\n\n') + '\n\n' })
  })
  await page.route('**/ai_chat/resume*', (route) => route.abort('connectionreset'))
  await ask(page, '成都三天怎么玩')
  await expect(lastAnswer(page).locator('[data-answer-text]')).not.toHaveText('')
  await expect(lastAnswer(page)).toHaveAttribute('data-status', 'streaming')
  const partial = (await lastAnswer(page).locator('[data-answer-text]').textContent()) ?? ''
  const messageId = Number(await lastAnswer(page).getAttribute('data-message-id'))
  await page.unrouteAll({ behavior: 'ignoreErrors' })

  await page.reload()
  await expect(lastAnswer(page)).toHaveAttribute('data-status', 'done', { timeout: 20_000 })
  const full = (await lastAnswer(page).locator('[data-answer-text]').textContent()) ?? ''
  expect(full.length).toBeGreaterThan(partial.length)
  expect(full.startsWith(partial)).toBe(true)
  // What the page shows is what the server stored, once.
  const conversationId = await page.evaluate(() => localStorage.getItem('assistant.lastConversation'))
  const stored = await read<Message[]>(request, `message/history?conversationId=${conversationId}`, a)
  const answer = stored.find((m) => m.id === messageId)!
  expect(answer.status).toBe('done')
  expect(await lastAnswer(page).locator('[data-card-type]').count()).toBe(answer.cards.length)
})

test('clearing the conversation asks first and empties it, on the server too', async ({
  context,
  page,
  request,
}) => {
  const a = await signInContext(context, request, '13900001704')
  await page.goto('/web/ai/chat')
  await ask(page, '东京一日游')
  await expect(lastAnswer(page)).toHaveAttribute('data-status', 'done', { timeout: 20_000 })
  const conversationId = await page.evaluate(() => localStorage.getItem('assistant.lastConversation'))
  await page.locator('[data-action="clear"]:visible').click()
  // The platform's alert: Taro's modal on the web, its confirm button the destructive "clear".
  await page.locator('.taro__modal .taro-model__confirm').click()
  await expect(answers(page)).toHaveCount(0)
  await expect(page.locator('[data-suggestion="1"]:visible')).toBeVisible()
  const stored = await read<Message[]>(request, `message/history?conversationId=${conversationId}`, a)
  expect(stored).toEqual([])
})

test('a visitor sees the suggestions and the sign-in gate instead of the composer', async ({ page }) => {
  await page.goto('/web/ai/chat')
  await expect(page.locator('[data-gate="sign-in"]:visible')).toBeVisible()
  await expect(page.locator('[data-suggestion]:visible')).toHaveCount(4)
  await expect(page.locator('[data-composer]:visible')).toHaveCount(0)
})

for (const width of [320, 375]) {
  for (const lang of ['zh-CN', 'en'] as const) {
    test(`screenshots at ${width} px in ${lang}`, async ({ context, page, request }, info) => {
      await page.setViewportSize({ width, height: width === 320 ? 640 : 812 })
      await signInContext(context, request, `139000018${width === 320 ? 2 : 7}${lang === 'en' ? 1 : 0}`)
      await page.goto(`/web/ai/chat?lang=${lang}`)
      await expect(page.locator('[data-suggestion="1"]:visible')).toBeVisible()
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
      await page.screenshot({ path: info.outputPath(`assistant-empty-${width}-${lang}.png`) })
      await page.locator('[data-suggestion="1"]:visible').click()
      await expect(lastAnswer(page)).toHaveAttribute('data-status', 'done', { timeout: 20_000 })
      await expect(lastAnswer(page).locator('[data-card-type]').first()).toBeVisible()
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
      await page.screenshot({ path: info.outputPath(`assistant-answer-${width}-${lang}.png`) })
    })
  }
}

test('screenshots on a desktop screen', async ({ context, page, request }, info) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await signInContext(context, request, '13900001890')
  await page.goto('/web/ai/chat')
  await page.locator('[data-suggestion="1"]:visible').click()
  await expect(lastAnswer(page)).toHaveAttribute('data-status', 'done', { timeout: 20_000 })
  await page.screenshot({ path: info.outputPath('assistant-desktop.png') })
})
