import { render } from '@tarojs/test-utils-react/dist/pure'
import { asciiBase64, iconDataUri } from '../data-uri'
import { iconSvg, ICON_NAMES, transportIcon } from '../glyphs'
import { Icon } from '../icon'

describe('the drawn icons', () => {
  test.each(ICON_NAMES)('%s is a well-formed 24 x 24 SVG made of ASCII only, no emoji', (name) => {
    const svg = iconSvg(name)
    const doc = new DOMParser().parseFromString(svg, 'image/svg+xml')
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0)
    expect(doc.documentElement.getAttribute('viewBox')).toBe('0 0 24 24')
    expect(doc.documentElement.children.length).toBeGreaterThan(0)
    expect(/^[\x20-\x7e]*$/.test(svg)).toBe(true)
  })

  test('the data address decodes back to the SVG', () => {
    const uri = iconDataUri('rain')
    expect(uri.startsWith('data:image/svg+xml;base64,')).toBe(true)
    expect(Buffer.from(uri.split(',')[1], 'base64').toString('ascii')).toBe(iconSvg('rain'))
  })

  test.each([
    ['', ''],
    ['a', 'YQ=='],
    ['ab', 'YWI='],
    ['abc', 'YWJj'],
    ['<svg/>', 'PHN2Zy8+'],
  ])('base64 of %j is %j, as Node encodes it', (text, encoded) => {
    expect(asciiBase64(text)).toBe(encoded)
    expect(asciiBase64(text)).toBe(Buffer.from(text, 'ascii').toString('base64'))
  })

  test.each([
    ['flight', 'flight'],
    ['highspeed', 'highspeed'],
    ['walk', 'walk'],
    ['hovercraft', 'compass'],
    ['sunny', 'compass'],
    ['', 'compass'],
  ])('the transport mode %j is drawn as %j', (mode, icon) => {
    expect(transportIcon(mode)).toBe(icon)
  })

  test('an icon is hidden from screen readers, with an empty alt', () => {
    const container = render(<Icon name='snow' />, {}).container as HTMLElement
    const icon = container.querySelector('[data-icon="snow"]')
    expect(icon?.getAttribute('aria-hidden')).toBe('true')
    expect(icon?.querySelector('img')?.getAttribute('alt')).toBe('')
    expect(icon?.querySelector('img')?.getAttribute('src')).toBe(iconDataUri('snow'))
  })
})
