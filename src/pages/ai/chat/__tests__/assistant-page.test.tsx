import { act, waitFor } from '@testing-library/react'
import place from '@/features/place/__tests__/fixtures/place-2.json'
import { storedUser } from '@/features/sign-in/api/sign-in-service'
import { api } from '@/services/site-client'
import AiChatPage from '../index'
import { renderPage, type RenderedPage } from '../../../../../tests/jest/render-page'
import { pageDriver } from '../../../campaign/shared/__tests__/page-driver'
import { createFakeAssistant, delta, finish, start, stored } from './fake-assistant'

const mockFake = createFakeAssistant()
const fake = mockFake
// A getter: the factory runs before this module's own lines, the page reads the api when it mounts.
jest.mock('@/features/assistant/api/assistant-api', () => ({
  get assistantApi() {
    return mockFake.api
  },
}))
jest.mock('@/services/site-client', () => ({
  ...jest.requireActual('@/services/site-client'),
  api: jest.fn(),
}))
jest.mock('@/features/sign-in/api/sign-in-service', () => ({
  signInService: jest.fn(),
  storedUser: jest.fn(),
  forgetSession: jest.fn(async () => undefined),
}))
const mockedStored = storedUser as jest.MockedFunction<typeof storedUser>
const mockedApi = api as unknown as jest.Mock

beforeEach(() => {
  fake.streams.length = 0
  Object.values(fake.api).forEach((fn) => fn.mockClear())
  mockedStored.mockReset().mockResolvedValue({ id: 9, nickname: '旅行者0009' } as never)
  mockedApi.mockReset().mockImplementation(async (name: string) => {
    if (name === 'getPlace') return place
    throw new Error(`unexpected ${name}`)
  })
})

const answerText = (page: RenderedPage) =>
  Array.from(page.container.querySelectorAll('[data-role="assistant"] [data-answer-text]'))
    .map((el) => el.textContent)
    .join('|')

async function askSuggestion(page: RenderedPage, index = 1) {
  const d = pageDriver(page)
  await d.click(`[data-suggestion="${index}"]`)
  await waitFor(() => expect(fake.api.send).toHaveBeenCalled())
  return d
}

describe('the assistant page', () => {
  test('a suggestion sends its question in the UI language and shows it at once', async () => {
    const page = await renderPage(AiChatPage)
    await askSuggestion(page)
    expect(fake.api.send.mock.calls[0][0]).toEqual({ content: '成都三天怎么玩', lang: 'zh-CN' })
    expect(page.container.querySelector('[data-role="user"]')?.textContent).toContain('成都三天怎么玩')
    expect(page.container.querySelector('[data-action="stop"]')).not.toBeNull()
  })

  test('the English UI sends lang en and English suggestions', async () => {
    const page = await renderPage(AiChatPage, { locale: 'en' })
    await askSuggestion(page)
    expect(fake.api.send.mock.calls[0][0]).toEqual({ content: 'What to eat in Kyoto', lang: 'en' })
  })

  test('a typed question is sent and the box empties', async () => {
    const page = await renderPage(AiChatPage)
    const d = pageDriver(page)
    const send = await d.find('[data-action="send"]')
    expect(send.hasAttribute('disabled')).toBe(true)
    await d.type('[data-composer] textarea', '  东京一日游 ')
    expect(d.$('[data-action="send"]')?.hasAttribute('disabled')).toBe(false)
    await d.click('[data-action="send"]')
    expect(fake.api.send.mock.calls[0][0]).toEqual({ content: '东京一日游', lang: 'zh-CN' })
  })

  test('a question over the limit cannot be sent and says why', async () => {
    const page = await renderPage(AiChatPage)
    const d = pageDriver(page)
    await d.type('[data-composer] textarea', '游'.repeat(2001))
    expect(d.$('[data-counter]')?.textContent).toContain('2000')
    expect(d.$('[data-action="send"]')?.hasAttribute('disabled')).toBe(true)
  })

  test('the streamed text appears in more than one step, then the answer is announced', async () => {
    const page = await renderPage(AiChatPage)
    await askSuggestion(page)
    const stream = fake.latest()
    await stream.emit(1, start())
    await stream.emit(2, delta('**第一天**：宽窄巷子'))
    expect(answerText(page)).toBe('第一天：宽窄巷子')
    expect(page.container.querySelector('.assistant-text__bold')?.textContent).toBe('第一天')
    await stream.emit(3, delta('\n- 锦里'))
    expect(answerText(page)).toBe('第一天：宽窄巷子•锦里')
    expect(page.container.querySelector('[data-live-region]')?.textContent).toBe('正在思考…')
    await stream.emit(4, finish())
    await stream.end()
    expect(page.container.querySelector('[data-live-region]')?.textContent).toContain('回答完毕')
    expect(page.container.querySelector('[data-action="send"]')).not.toBeNull()
  })

  test('a place card opens the place sheet and a journey card opens the journey', async () => {
    const page = await renderPage(AiChatPage)
    const d = await askSuggestion(page)
    const stream = fake.latest()
    await stream.emit(1, start())
    await stream.emit(2, { type: 'card', card: { type: 'place', id: 2, title: '雷门', image: '' } })
    await stream.emit(3, { type: 'card', card: { type: 'journey', id: 5, title: '东京一日', image: '' } })
    await stream.emit(4, finish())
    await stream.end()
    expect(d.$('[data-card-type="place"]')?.hasAttribute('data-track-impression')).toBe(true)
    await d.click('[data-card-type="place"][data-card-id="2"]')
    await d.find('.place-sheet')
    await d.sees('雷门')
    await d.click('[data-card-type="journey"][data-card-id="5"]')
    const push = page.platform.calls.find((c) => c.method === 'push')
    expect(JSON.stringify(push?.target)).toContain('5')
    expect((push?.target as { pagePath: string }).pagePath).toMatch(/journey/)
  })

  test('stop ends the local stream and asks the server to stop that answer', async () => {
    const page = await renderPage(AiChatPage)
    const d = await askSuggestion(page)
    const stream = fake.latest()
    await stream.emit(1, start())
    await stream.emit(2, delta('第一天'))
    await d.click('[data-action="stop"]')
    expect(stream.signal?.aborted).toBe(true)
    expect(fake.api.stop).toHaveBeenCalledWith(41)
    await waitFor(() => expect(d.$('[data-role="assistant"]')?.getAttribute('data-status')).toBe('stopped'))
    await d.sees('已停止回答')
    expect(d.$('[data-action="send"]')).not.toBeNull()
  })

  test('an error part shows the error line, and retry asks the question again', async () => {
    const page = await renderPage(AiChatPage)
    const d = await askSuggestion(page)
    const stream = fake.latest()
    await stream.emit(1, start())
    await stream.emit(2, { type: 'error', reason: 'provider_failed', code: 50201, message: 'failed' })
    await stream.emit(3, finish('failed'))
    await stream.end()
    await d.sees('助手暂时无法回答')
    await d.click('[data-action="retry"]')
    await waitFor(() => expect(fake.api.send).toHaveBeenCalledTimes(2))
    expect(fake.api.send.mock.calls[1][0]).toEqual({
      content: '成都三天怎么玩',
      lang: 'zh-CN',
      conversationId: 7,
    })
    expect(page.container.querySelectorAll('[data-role="user"]')).toHaveLength(1)
  })

  test('a question refused by the rate limit says so, with retry', async () => {
    const page = await renderPage(AiChatPage)
    const d = await askSuggestion(page)
    await fake.latest().fail(Object.assign(new Error('slow down'), { status: 429, code: 42900 }))
    await d.sees('提问太频繁了')
    expect(d.$('[data-action="retry"]')).not.toBeNull()
    expect(fake.api.resume).not.toHaveBeenCalled()
  })

  test('a break mid-answer resumes from the last seq without doubling the text', async () => {
    const page = await renderPage(AiChatPage)
    await askSuggestion(page)
    const sent = fake.latest()
    await sent.emit(1, start())
    await sent.emit(2, delta('A'))
    await sent.emit(3, delta('B'))
    await sent.fail()
    await waitFor(() => expect(fake.api.resume).toHaveBeenCalled())
    expect(fake.api.resume.mock.calls[0].slice(0, 2)).toEqual([41, 3])
    const resumed = fake.latest()
    // A server may replay what was already applied: it must not show twice.
    await resumed.emit(3, delta('B'))
    await resumed.emit(4, delta('C'))
    await resumed.emit(5, finish())
    await resumed.end()
    expect(answerText(page)).toBe('ABC')
  })

  test('a stream that stays broken ends with an error and retry after a few attempts', async () => {
    const page = await renderPage(AiChatPage)
    const d = await askSuggestion(page)
    const sent = fake.latest()
    await sent.emit(1, start())
    await sent.fail()
    for (let attempt = 1; attempt <= 3; attempt++) {
      await waitFor(() => expect(fake.api.resume).toHaveBeenCalledTimes(attempt), { timeout: 5000 })
      await fake.latest().fail()
    }
    await d.sees('连接中断了')
    expect(d.$('[data-action="retry"]')).not.toBeNull()
  })

  test('the tab coming back resumes an unfinished answer from the last seq', async () => {
    const page = await renderPage(AiChatPage)
    await askSuggestion(page)
    const sent = fake.latest()
    await sent.emit(1, start())
    await sent.emit(2, delta('半'))
    await act(async () => {
      document.dispatchEvent(new Event('visibilitychange'))
    })
    expect(sent.signal?.aborted).toBe(true)
    await waitFor(() => expect(fake.api.resume).toHaveBeenCalled())
    expect(fake.api.resume.mock.calls[0].slice(0, 2)).toEqual([41, 2])
    await fake.latest().emit(3, delta('个答案'))
    await fake.latest().emit(4, finish())
    expect(answerText(page)).toBe('半个答案')
  })

  test('a reload with a streaming last message replays it from the start', async () => {
    fake.api.messages.mockResolvedValueOnce([
      stored(40, 'user', '成都三天怎么玩'),
      stored(41, 'assistant', '写到一半', 'streaming'),
    ])
    const page = await renderPage(AiChatPage, { params: { id: '7' } })
    await waitFor(() => expect(fake.api.resume).toHaveBeenCalled())
    expect(fake.api.messages).toHaveBeenCalledWith(7)
    expect(fake.api.resume.mock.calls[0].slice(0, 2)).toEqual([41, 0])
    const replay = fake.latest()
    await replay.emit(1, start())
    await replay.emit(2, delta('写到一半'))
    await replay.emit(3, delta('，写完了'))
    await replay.emit(4, finish())
    expect(answerText(page)).toBe('写到一半，写完了')
  })

  test('the page opens the conversation open last on this device', async () => {
    fake.api.messages.mockResolvedValue([stored(40, 'user', '京都'), stored(41, 'assistant', '清水寺')])
    const first = await renderPage(AiChatPage)
    await askSuggestion(first)
    await fake.latest().emit(1, start(12))
    expect(await first.platform.storage.getItem('assistant.lastConversation')).toBe('12')
  })

  test('clear asks first, then empties the conversation', async () => {
    fake.api.messages.mockResolvedValueOnce([stored(40, 'user', '京都'), stored(41, 'assistant', '清水寺')])
    const page = await renderPage(AiChatPage, { params: { id: '7' } })
    const d = pageDriver(page)
    await d.sees('清水寺')
    page.platform.nextChoice.alert = 0
    await d.click('[data-action="clear"]')
    expect(fake.api.clear).not.toHaveBeenCalled()
    page.platform.nextChoice.alert = 1
    await d.click('[data-action="clear"]')
    expect(fake.api.clear).toHaveBeenCalledWith(7)
    await d.find('[data-suggestion="1"]')
    expect(page.text()).not.toContain('清水寺')
  })

  test('history lists the conversations and opens one', async () => {
    fake.api.conversations.mockResolvedValue({
      list: [
        { id: 8, title: '东京一日游', messageCount: 2, createdAt: '', updatedAt: '2026-11-25T08:00:00Z' },
      ],
      total: 1,
      page: 1,
      pageSize: 20,
    })
    fake.api.messages.mockResolvedValue([stored(50, 'user', '东京一日游', 'done', 8)])
    const page = await renderPage(AiChatPage)
    const d = pageDriver(page)
    await d.click('[data-action="history"]')
    await d.click('[data-conversation="8"]')
    await waitFor(() => expect(fake.api.messages).toHaveBeenLastCalledWith(8))
    await d.sees('东京一日游')
  })

  test('a visitor sees the suggestions and the sign-in gate instead of the composer', async () => {
    mockedStored.mockResolvedValue(null)
    const page = await renderPage(AiChatPage)
    const d = pageDriver(page)
    await d.find('[data-gate="sign-in"]')
    expect(d.$('[data-suggestion="1"]')).not.toBeNull()
    expect(d.$('[data-composer]')).toBeNull()
    expect(fake.api.conversations).not.toHaveBeenCalled()
  })
})
