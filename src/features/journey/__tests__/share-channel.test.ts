import { shareChannelFor } from '../api/share-journey'

// Issue 12, item 7: a share is counted under the channel it really went out through.
describe('the channel a journey share is recorded under', () => {
  it.each([
    ['wechat', 'wechat'],
    ['mini-program', 'friend'],
    ['app', 'system'],
    ['app-browser', 'system'],
    ['mobile', 'system'],
    ['pc', 'system'],
  ] as const)('inside %s it is %s', (context, channel) => {
    expect(shareChannelFor(context)).toBe(channel)
  })
})
