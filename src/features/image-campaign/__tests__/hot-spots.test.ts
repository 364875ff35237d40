import { hotSpotBox, isUsableLink, sliceRatio } from '../model/hot-spots'

const policy = { allowedHosts: ['*.trip.example', 'localhost'], selfOrigin: 'https://m.trip.example' }

describe('image campaign hot spots', () => {
  it.each([
    ['https://www.trip.example/guide', true],
    ['http://localhost:4199/web/about', true],
    ['https://trip.example.evil.com/', false],
    ['https://evil.example.com/?u=https://www.trip.example', false],
    ['javascript:alert(1)', false],
    ['/web/about', false],
    ['//evil.example.com/', false],
    ['https://user:pw@www.trip.example/', false],
  ])('takes %s as a usable link: %s', (url, usable) => {
    expect(isUsableLink(url, policy)).toBe(usable)
  })

  it('keeps a hot spot inside its slice', () => {
    expect(hotSpotBox({ x: 90, y: 95, w: 30, h: 20 })).toEqual({
      left: '90%',
      top: '95%',
      width: '10%',
      height: '5%',
    })
    expect(hotSpotBox({ x: 100, y: 0, w: 1, h: 1 }).left).toBe('99%')
  })

  it('gives the placeholder the slice height as a share of its width', () => {
    expect(sliceRatio({ width: 750, height: 1500 })).toBe('200.0000%')
  })
})
