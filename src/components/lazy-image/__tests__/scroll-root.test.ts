import { scrollRootOf } from '../scroll-root'

describe('the scroll root of a lazy image', () => {
  afterEach(() => {
    document.body.innerHTML = ''
  })

  it('is the nearest ancestor that scrolls (Taro H5 pages scroll in their own box)', () => {
    document.body.innerHTML =
      '<div id="page" style="overflow-y: scroll"><div style="overflow-y: visible"><img id="img"></div></div>'
    expect(scrollRootOf(document.getElementById('img')!)).toBe(document.getElementById('page'))
  })

  it('is the viewport (null) when nothing between the image and the body scrolls', () => {
    document.body.innerHTML = '<div style="overflow: hidden"><div><img id="img"></div></div>'
    expect(scrollRootOf(document.getElementById('img')!)).toBeNull()
  })
})
