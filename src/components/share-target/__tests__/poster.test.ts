import jsQR from 'jsqr'
import { create } from 'qrcode'
import { posterSvg, svgDataUrl, wrapTitle, type PosterContent } from '../poster-svg'
import { qrPath } from '../qr-path'
import { targetAddress, type ShareTarget } from '../target'
import { miniCodeRequest } from '../use-poster-code'

const LINK = 'https://www.trip.example/web/journey/detail/1?source=share&channel=poster'

/** Redraws a qrPath into a grid, so it can be compared with the package's own matrix. */
function gridOf(d: string, size: number): boolean[][] {
  const grid = Array.from({ length: size }, () => Array<boolean>(size).fill(false))
  for (const m of d.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    const [col, row, len] = [Number(m[1]), Number(m[2]), Number(m[3])]
    for (let c = col; c < col + len; c++) grid[row][c] = true
  }
  return grid
}

const content = (over: Partial<PosterContent> = {}): PosterContent => ({
  title: '东京五日：浅草晨光到涩谷夜色',
  byline: '旅行者小鹿 的行程',
  detail: '5 天 · 32 个地点',
  tags: ['东京', '横滨'],
  link: LINK,
  scanHint: '扫码查看完整行程',
  brand: '旅行伴侣',
  seed: 1,
  ...over,
})

describe('the QR code of the poster', () => {
  it('draws exactly the dark modules of the QR code of the link', () => {
    const { size, d } = qrPath(LINK)
    const { modules } = create(LINK, { errorCorrectionLevel: 'M' })
    expect(size).toBe(modules.size)
    const grid = gridOf(d, size)
    for (let row = 0; row < size; row++)
      for (let col = 0; col < size; col++)
        expect([row, col, grid[row][col]]).toEqual([row, col, Boolean(modules.get(row, col))])
  })

  it('differs for different links', () => {
    expect(qrPath(`${LINK}x`).d).not.toBe(qrPath(LINK).d)
  })
})

/** Paints the poster's QR path as pixels (4 per module, a 4-module quiet zone) and reads it with jsQR. */
function decodePosterQr(svg: string): string | undefined {
  const doc = new DOMParser().parseFromString(svg, 'image/svg+xml')
  const d = doc.querySelector('[data-qr] path')?.getAttribute('d') ?? ''
  const size = Number(doc.querySelector('[data-qr] rect')?.getAttribute('width')) - 4
  const grid = gridOf(d, size)
  const scale = 4
  const side = (size + 8) * scale
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255)
  for (let y = 0; y < side; y++)
    for (let x = 0; x < side; x++) {
      const row = Math.floor(y / scale) - 4
      const col = Math.floor(x / scale) - 4
      if (grid[row]?.[col]) pixels.fill(0, (y * side + x) * 4, (y * side + x) * 4 + 3)
    }
  return jsQR(pixels, side, side)?.data
}

describe('the QR code a scanner reads off the poster', () => {
  it.each<[string, ShareTarget, string]>([
    ['a journey', { kind: 'journey', id: 1 }, '/web/journey/detail/1?source=share&channel=poster'],
    ['a wish', { kind: 'wish', id: 7 }, '/web/prize?wishId=7&source=share&channel=poster'],
    [
      'a check-in result',
      { kind: 'checkin', userId: 3, code: '510100' },
      '/web/activity-clock-in/result?from=3&code=510100&source=share&channel=poster',
    ],
    [
      'a whole lit map, on the result page',
      { kind: 'checkin', userId: 3 },
      '/web/activity-clock-in/result?from=3&source=share&channel=poster',
    ],
    [
      'a campaign page',
      { kind: 'campaign', campaign: 'summer2025' },
      '/web/activity/summer2025?source=share&channel=poster',
    ],
    [
      'a campaign page shared by a traveller',
      { kind: 'campaign', campaign: 'summer2025', sharer: 9 },
      '/web/activity/summer2025?sharer=9&source=share&channel=poster',
    ],
    [
      'a transferred summer prize, on the records page',
      { kind: 'prize', campaign: 'summer2025', token: 'a'.repeat(32) },
      `/web/activity/summer2025/records?acceptToken=${'a'.repeat(32)}&source=share&channel=poster`,
    ],
  ])('opens %s', (_, target, path) => {
    const link = targetAddress(target, 'poster')
    expect(link).toBe(`${window.location.origin}${path}`)
    expect(decodePosterQr(posterSvg(content({ link })))).toBe(link)
  })
})

describe('the QR path', () => {
  it('is the same for the same link', () => {
    expect(qrPath(LINK).d).toBe(qrPath(LINK).d)
  })
})

describe('the poster', () => {
  const parse = (svg: string) => new DOMParser().parseFromString(svg, 'image/svg+xml')

  it('is a well-formed SVG with the title, the numbers, the cities and a QR code', () => {
    const doc = parse(posterSvg(content()))
    expect(doc.querySelector('parsererror')).toBeNull()
    const text = doc.documentElement.textContent ?? ''
    expect(text).toContain('东京五日')
    expect(text).toContain('5 天 · 32 个地点')
    expect(text).toContain('东京 · 横滨')
    expect(text).toContain('扫码查看完整行程')
    expect(doc.querySelector('[data-qr] path')?.getAttribute('d')).toBe(qrPath(LINK).d)
  })

  it('escapes markup in journey text instead of breaking the image', () => {
    const doc = parse(posterSvg(content({ title: '<script>&"\'', byline: 'A & B' })))
    expect(doc.querySelector('parsererror')).toBeNull()
    expect(doc.querySelector('script')).toBeNull()
    expect(doc.documentElement.textContent).toContain('<script>&"\'')
  })

  it('becomes an SVG data URL that decodes back to the same document', () => {
    const svg = posterSvg(content())
    const url = svgDataUrl(svg)
    expect(url.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true)
    expect(decodeURIComponent(url.slice(url.indexOf(',') + 1))).toBe(svg)
  })
})

describe('wrapping the title', () => {
  it('keeps a short title on one line', () => {
    expect(wrapTitle('Tokyo in five days')).toEqual(['Tokyo in five days'])
  })

  it('counts Chinese characters double and breaks onto a second line', () => {
    expect(wrapTitle('一二三四五六七八九十一二', 20)).toEqual(['一二三四五六七八九十', '一二'])
  })

  it('ends a title too long for two lines with an ellipsis', () => {
    const lines = wrapTitle('一二三四五六七八九十'.repeat(3), 20)
    expect(lines).toHaveLength(2)
    expect(lines[1].endsWith('…')).toBe(true)
  })
})

describe('a poster made in a mini-program', () => {
  const CODE = 'data:image/png;base64,iVBORw0KGgo='

  it("draws the vendor's code image in place of the QR code", () => {
    const doc = new DOMParser().parseFromString(posterSvg(content({ codeImage: CODE })), 'image/svg+xml')
    expect(doc.querySelector('[data-mini-code]')?.getAttribute('href')).toBe(CODE)
    expect(doc.querySelector('[data-qr]')).toBeNull()
  })

  it.each(['https://evil.example/x.png', 'data:image/svg+xml,<svg/>', 'data:image/png;base64,"/><script>'])(
    'keeps the QR code when the code image is not a plain PNG or JPEG data address (%s)',
    (codeImage) => {
      const doc = new DOMParser().parseFromString(posterSvg(content({ codeImage })), 'image/svg+xml')
      expect(doc.querySelector('[data-mini-code]')).toBeNull()
      expect(doc.querySelector('[data-qr]')).not.toBeNull()
    },
  )

  it.each<[string, ShareTarget, { page: string; scene: string }]>([
    ['a journey', { kind: 'journey', id: 12 }, { page: 'pages/journey/detail/index', scene: 'id=12' }],
    ['a wish', { kind: 'wish', id: 7 }, { page: 'pages/campaign/prize/index', scene: 'wishId=7' }],
    [
      'a lit region',
      { kind: 'checkin', userId: 3, code: '510100' },
      { page: 'pages/campaign/activity-clock-in/result/index', scene: 'from=3&code=510100' },
    ],
    [
      'a campaign page',
      { kind: 'campaign', campaign: 'summer2025' },
      { page: 'pages/campaign/activity/summer2025/index', scene: 'from=poster' },
    ],
  ])('asks share/mini_code for the page and parameters of %s', (_, target, request) => {
    expect(miniCodeRequest(target)).toEqual(request)
  })
})

describe('the artwork and palette a poster may carry', () => {
  const base = {
    title: 'Lin',
    byline: 'Lin',
    detail: '3 cities',
    tags: [],
    link: 'https://trip.example/web/x',
    scanHint: 'scan',
    brand: 'Trip',
    seed: 1,
  }
  it('draws plain path data with hex fills on the band', () => {
    const svg = posterSvg({ ...base, artwork: [{ d: 'M1 2L3 4Z', fill: '#f08a24' }] })
    expect(svg).toContain('<path d="M1 2L3 4Z" fill="#f08a24"/>')
  })
  it('leaves out anything that is not path data or a hex colour', () => {
    const svg = posterSvg({
      ...base,
      artwork: [
        { d: 'M0 0"/><script>alert(1)</script><path d="', fill: '#fff' },
        { d: 'M0 0Z', fill: 'url(https://evil.example/x)' },
      ],
      palette: ['red;</style>', '#fff'],
    })
    expect(svg).not.toContain('script')
    expect(svg).not.toContain('evil.example')
    expect(svg).not.toContain('data-artwork')
    expect(svg).not.toContain('red;')
  })
  it("uses a template's palette for the band", () => {
    expect(posterSvg({ ...base, palette: ['#b71c1c', '#ffca28'] })).toContain('stop-color="#b71c1c"')
  })
})
