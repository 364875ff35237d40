import { XSS_PAYLOADS } from '../../../../tests/fixtures/xss-payloads'
import { LINK_REL, RICH_TAGS } from '../allow-list'
import { createSanitizer, sanitizeHtml } from '../sanitize'

// Issue 16: every payload of the suite through the one sanitizer. jsdom runs inline handlers
// (jest's environment sets runScripts), so beyond reading the output, each result is put in the page
// and every element gets the events its handlers would wait for: the hook must never be called.
type Hooked = Window & { __xss?: (n: number) => void }
const calls: number[] = []
const EVENTS = ['click', 'error', 'load', 'focus', 'mouseover', 'toggle', 'animationstart', 'pointerenter']
const ALLOWED = new Set<string>(RICH_TAGS)
const SCRIPT_URL = /^\s*(javascript|vbscript|data|livescript):/i

function fire(root: Element) {
  for (const element of [root, ...Array.from(root.querySelectorAll('*'))]) {
    for (const type of EVENTS) element.dispatchEvent(new Event(type, { bubbles: false }))
  }
}

beforeAll(() => {
  ;(window as Hooked).__xss = (n) => calls.push(n)
})
afterEach(() => {
  document.body.innerHTML = ''
})

describe('the oracle', () => {
  test('an unsanitized handler does call the hook (so silence below means something)', () => {
    const host = document.createElement('div')
    document.body.append(host)
    host.innerHTML = '<b onclick="__xss(-1)">x</b>'
    fire(host)
    expect(calls).toEqual([-1])
    calls.length = 0
  })

  test('the suite has at least 300 distinct payloads, each calling the hook with its own number', () => {
    expect(new Set(XSS_PAYLOADS.map((p) => p.html)).size).toBeGreaterThanOrEqual(300)
    for (const p of XSS_PAYLOADS)
      expect(p.html.includes(`__xss(${p.id})`) || p.html.includes('&#95;')).toBe(true)
  })
})

describe.each(XSS_PAYLOADS.map((p) => [p.id, p.family, p] as const))(
  'payload %i (%s)',
  (_id, _family, payload) => {
    test('leaves only allow-listed tags, no handler, no script URL, and never runs', () => {
      const clean = sanitizeHtml(payload.html)
      const host = document.createElement('div')
      document.body.append(host)
      host.innerHTML = clean
      for (const element of Array.from(host.querySelectorAll('*'))) {
        expect(ALLOWED.has(element.localName)).toBe(true)
        expect(element.namespaceURI).toBe('http://www.w3.org/1999/xhtml')
        for (const attr of Array.from(element.attributes)) {
          expect(attr.name).not.toMatch(/^on/i)
          expect(element.localName === 'a' && ['href', 'rel'].includes(attr.name)).toBe(true)
          expect(attr.value).not.toMatch(SCRIPT_URL)
        }
        if (element.localName === 'a' && element.hasAttribute('href')) {
          expect(element.getAttribute('href')).toMatch(
            /^https?:\/\/(localhost|127\.0\.0\.1|([a-z0-9-]+\.)*trip\.example)[:/]/,
          )
          expect(element.getAttribute('rel')).toBe(LINK_REL)
        }
      }
      expect(clean).not.toMatch(/<\s*(script|iframe|svg|math|style|img|object|embed)/i)
      // A second pass changes nothing: no mutation left for the browser's parser to finish.
      expect(sanitizeHtml(clean)).toBe(clean)
      fire(host)
      expect(calls).toEqual([])
    })
  },
)

describe('what the allow-list keeps', () => {
  test('paragraphs, emphasis, lists, headings, quotes and links to allowed hosts', () => {
    const html =
      '<h3>标题</h3><p><strong>粗</strong><em>斜</em><b>b</b><i>i</i><br></p><ul><li>一</li></ul><ol><li>二</li></ol>' +
      '<h4>小标题</h4><blockquote>引用</blockquote><a href="https://www.trip.example/a?b=1">站内</a>'
    expect(sanitizeHtml(html)).toBe(
      html.replace('<a href', `<a href`).replace('">站内', `" rel="${LINK_REL}">站内`),
    )
  })

  test('a link elsewhere, or relative, keeps its text and loses its href', () => {
    expect(sanitizeHtml('<a href="https://evil.example/">x</a>')).toBe('<a>x</a>')
    expect(sanitizeHtml('<a href="/web/about">x</a>')).toBe('<a>x</a>')
    expect(sanitizeHtml('<a href="https://user:pw@www.trip.example/">x</a>')).toBe('<a>x</a>')
  })

  test('href on anything but a link, and every other attribute, is dropped', () => {
    expect(
      sanitizeHtml('<p href="https://www.trip.example/" class="x" id="y" title="t" style="color:red">p</p>'),
    ).toBe('<p>p</p>')
  })

  test('an element outside the list goes, its text stays; script and style content goes too', () => {
    expect(sanitizeHtml('<div><span>文字</span></div><script>x()</script><style>p{}</style>')).toBe('文字')
  })

  test('each sanitizer has its own hooks (no leak into another DOMPurify user)', () => {
    const other = createSanitizer(window)
    expect(other('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>')
  })
})
