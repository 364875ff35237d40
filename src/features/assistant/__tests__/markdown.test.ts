import { parseMarkdown, type Block } from '../model/markdown'

const text = (t: string) => ({ text: t, bold: false })
const bold = (t: string) => ({ text: t, bold: true })

const cases: Array<[string, string, Block[]]> = [
  ['plain text is one paragraph', '成都三天', [{ type: 'paragraph', lines: [[text('成都三天')]] }]],
  ['an empty answer has no blocks', '', []],
  [
    'bold pairs split the line',
    '先去 **宽窄巷子**，再去**锦里**',
    [{ type: 'paragraph', lines: [[text('先去 '), bold('宽窄巷子'), text('，再去'), bold('锦里')]] }],
  ],
  [
    'an unclosed ** stays text while streaming',
    '去 **宽窄',
    [{ type: 'paragraph', lines: [[text('去 **宽窄')]] }],
  ],
  [
    'single line breaks stay lines of one paragraph',
    'Day one\nDay two',
    [{ type: 'paragraph', lines: [[text('Day one')], [text('Day two')]] }],
  ],
  [
    'a blank line starts a new paragraph',
    'One\n\nTwo',
    [
      { type: 'paragraph', lines: [[text('One')]] },
      { type: 'paragraph', lines: [[text('Two')]] },
    ],
  ],
  [
    'dash lines are bullets',
    'Eat:\n- **Ramen**\n- Tofu',
    [
      { type: 'paragraph', lines: [[text('Eat:')]] },
      { type: 'bullets', items: [[bold('Ramen')], [text('Tofu')]] },
    ],
  ],
  [
    'numbered lines keep their first number',
    '2. 锦里\n3. 武侯祠',
    [{ type: 'numbered', start: 2, items: [[text('锦里')], [text('武侯祠')]] }],
  ],
  [
    'a script tag is text, never markup',
    '<script>alert(1)</script>',
    [{ type: 'paragraph', lines: [[text('<script>alert(1)</script>')]] }],
  ],
  [
    'an image with onerror inside bold is text',
    '**<img src=x onerror=alert(1)>**',
    [{ type: 'paragraph', lines: [[bold('<img src=x onerror=alert(1)>')]] }],
  ],
  [
    'a javascript: link is text',
    '- [click](javascript:alert(1))',
    [{ type: 'bullets', items: [[text('[click](javascript:alert(1))')]] }],
  ],
  ['CRLF line ends are lines', 'a\r\nb', [{ type: 'paragraph', lines: [[text('a')], [text('b')]] }]],
]

describe('the answer markdown', () => {
  test.each(cases)('%s', (_name, source, blocks) => {
    expect(parseMarkdown(source)).toEqual(blocks)
  })
})
