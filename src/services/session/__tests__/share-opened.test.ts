import { api } from '@/services/site-client'
import { reportShareOpened } from '../share-opened'
import { sessionUser } from '../travel-session'

jest.mock('@/services/site-client', () => ({ api: jest.fn(async () => ({ counted: true })) }))
jest.mock('../travel-session', () => ({ sessionUser: jest.fn() }))
const mockedApi = api as unknown as jest.Mock
const mockedUser = sessionUser as unknown as jest.Mock

const reader = (id: number) => ({ id, nickname: `r${id}` })

describe('reporting a friend opening a shared link', () => {
  beforeEach(() => {
    mockedApi.mockClear()
    mockedUser.mockReset()
  })

  it.each([
    ['no sharer', undefined, reader(2)],
    ['a malformed sharer', '5x', reader(2)],
    ['a zero sharer', '0', reader(2)],
    ['a visitor', '5', null],
    ['the sharer themselves', '5', reader(5)],
  ])('sends nothing for %s', async (_case, sharer, user) => {
    mockedUser.mockResolvedValue(user)
    expect(await reportShareOpened('journey', 1, sharer)).toBe(false)
    expect(mockedApi).not.toHaveBeenCalled()
  })

  it("sends a signed-in friend's open with the sharer's id as a number", async () => {
    mockedUser.mockResolvedValue(reader(2))
    expect(await reportShareOpened('journey', 3, '5')).toBe(true)
    expect(mockedApi).toHaveBeenCalledWith('shareOpened', { kind: 'journey', id: 3, sharer: 5 })
  })

  it('never rejects when the server refuses', async () => {
    mockedUser.mockResolvedValue(reader(2))
    mockedApi.mockRejectedValueOnce(new Error('404'))
    expect(await reportShareOpened('wish', 3, '5')).toBe(false)
  })
})
