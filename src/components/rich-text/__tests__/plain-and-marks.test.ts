import { XSS_PAYLOADS } from '../../../../tests/fixtures/xss-payloads'
import { htmlToParagraphs } from '../plain-text'
import { markedRuns } from '../marks'

describe('a rich block as plain paragraphs (mini-programs)', () => {
  test('splits at block elements, drops tags, decodes entities', () => {
    expect(
      htmlToParagraphs('<h3>京都</h3><p>红叶 &amp; 寺庙<br>清晨&#x53BB;</p><ul><li>东福寺</li></ul>'),
    ).toEqual(['京都', '红叶 & 寺庙', '清晨去', '东福寺'])
  })

  test('drops script, style and comment content rather than showing code', () => {
    expect(htmlToParagraphs('<p>a</p><script>x()</script><style>p{}</style><!-- c --><p>b</p>')).toEqual([
      'a',
      'b',
    ])
  })

  test('never throws on a payload, and what is left is only ever text', () => {
    for (const p of XSS_PAYLOADS) expect(Array.isArray(htmlToParagraphs(p.html))).toBe(true)
    expect(htmlToParagraphs(42)).toEqual([])
  })
})

describe('a text block cut at its marks', () => {
  test('bold, italic and an allowed link become runs', () => {
    const runs = markedRuns('去京都看红叶吧', [
      { kind: 'bold', start: 1, end: 3 },
      { kind: 'italic', start: 2, end: 5 },
      { kind: 'link', start: 4, end: 6, href: 'https://www.trip.example/kyoto' },
    ])
    expect(runs).toEqual([
      { text: '去', bold: false, italic: false, href: null },
      { text: '京', bold: true, italic: false, href: null },
      { text: '都', bold: true, italic: true, href: null },
      { text: '看', bold: false, italic: true, href: null },
      { text: '红', bold: false, italic: true, href: 'https://www.trip.example/kyoto' },
      { text: '叶', bold: false, italic: false, href: 'https://www.trip.example/kyoto' },
      { text: '吧', bold: false, italic: false, href: null },
    ])
  })

  test.each([
    'javascript:alert(1)',
    'data:text/html,x',
    'https://evil.example/',
    '/relative',
    ' JAVA\tSCRIPT:x',
  ])('a link to %j is no link, its text stays', (href) => {
    expect(markedRuns('abc', [{ kind: 'link', start: 0, end: 3, href }])).toEqual([
      { text: 'abc', bold: false, italic: false, href: null },
    ])
  })

  test('ranges outside the text are clipped, empty and reversed ones ignored', () => {
    expect(
      markedRuns('abc', [
        { kind: 'bold', start: 2, end: 99 },
        { kind: 'italic', start: 2, end: 1 },
      ]).map((r) => [r.text, r.bold, r.italic]),
    ).toEqual([
      ['ab', false, false],
      ['c', true, false],
    ])
  })
})
