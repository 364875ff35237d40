import { createSseParser, type SseEvent } from '../sse-parser'
import { createUtf8Decoder } from '../utf8-decoder'

const encode = (text: string) => new TextEncoder().encode(text)

function parse(chunks: Uint8Array[], native = true) {
  const events: SseEvent[] = []
  const comments: string[] = []
  const retries: number[] = []
  const parser = createSseParser({
    onEvent: (e) => events.push(e),
    onComment: (c) => comments.push(c),
    onRetry: (ms) => retries.push(ms),
    decoder: createUtf8Decoder(native),
  })
  for (const chunk of chunks) parser.push(chunk)
  const { incomplete } = parser.end()
  return { events, comments, retries, incomplete }
}

// The answer stream as the server writes it (types/api/chat-stream.ts): Chinese and emoji (4-byte
// UTF-8, a surrogate pair in JS) in the parts, keep-alive comments between them, \r\n and \r line ends.
const STREAM =
  '\uFEFF: keep-alive\n\n' +
  'id: 42:1\ndata: {"type":"start","conversationId":7,"questionId":41,"messageId":42,"provider":"embedded"}\n\n' +
  'id: 42:2\r\ndata: {"type":"text-delta","delta":"成都三天：宽窄巷子 🐼，"}\r\n\r\n' +
  ': keep-alive\r\n\r\n' +
  'id: 42:3\rdata: {"type":"text-delta",\rdata: "delta":"再吃火锅🌶️🍲"}\r\r' +
  'id:42:4\ndata:{"type":"card","card":{"type":"place","id":9,"title":"大熊猫基地","image":"p.jpg"}}\n\n' +
  ':keep-alive\n' +
  'id: 42:5\ndata: {"type":"finish","messageId":42,"status":"done"}\n\n'

const EXPECTED: SseEvent[] = [
  {
    id: '42:1',
    type: 'message',
    data: '{"type":"start","conversationId":7,"questionId":41,"messageId":42,"provider":"embedded"}',
  },
  { id: '42:2', type: 'message', data: '{"type":"text-delta","delta":"成都三天：宽窄巷子 🐼，"}' },
  { id: '42:3', type: 'message', data: '{"type":"text-delta",\n"delta":"再吃火锅🌶️🍲"}' },
  {
    id: '42:4',
    type: 'message',
    data: '{"type":"card","card":{"type":"place","id":9,"title":"大熊猫基地","image":"p.jpg"}}',
  },
  { id: '42:5', type: 'message', data: '{"type":"finish","messageId":42,"status":"done"}' },
]

describe.each([
  ['TextDecoder', true],
  ['the fallback decoder (mini-programs without TextDecoder)', false],
])('the event-stream parser with %s', (_name, native) => {
  const bytes = encode(STREAM)

  it('reads a multi-byte, multi-event stream in one piece', () => {
    const result = parse([bytes], native)
    expect(result.events).toEqual(EXPECTED)
    expect(result.comments).toEqual([' keep-alive', ' keep-alive', 'keep-alive'])
    expect(result.incomplete).toBe(false)
  })

  it('gives exactly the same events when the stream is cut at every byte position', () => {
    const whole = parse([bytes], native)
    for (let i = 0; i <= bytes.length; i++) {
      const result = parse([bytes.subarray(0, i), bytes.subarray(i)], native)
      // One failing split point is enough to see; toEqual on all would print 600 diffs.
      if (JSON.stringify(result) !== JSON.stringify(whole)) expect({ split: i, ...result }).toEqual(whole)
    }
  })

  it('gives exactly the same events when the stream arrives one byte at a time', () => {
    const single = Array.from(bytes, (b) => Uint8Array.of(b))
    expect(parse(single, native)).toEqual(parse([bytes], native))
  })
})

describe('event-stream rules', () => {
  it.each<[string, string, Array<Partial<SseEvent>>]>([
    ['\\n line ends', 'data: a\n\n', [{ data: 'a' }]],
    ['\\r\\n line ends', 'data: a\r\n\r\n', [{ data: 'a' }]],
    ['\\r line ends', 'data: a\r\r', [{ data: 'a' }]],
    ['mixed line ends', 'data: a\rdata: b\r\ndata: c\n\n', [{ data: 'a\nb\nc' }]],
    ['data lines joined with \\n', 'data: one\ndata: two\n\n', [{ data: 'one\ntwo' }]],
    ['only one space after the colon dropped', 'data:  two spaces\n\n', [{ data: ' two spaces' }]],
    ['no space after the colon', 'data:tight\n\n', [{ data: 'tight' }]],
    ['a field without colon has an empty value', 'data\n\n', [{ data: '' }]],
    ['an empty data line still counts', 'data:\ndata:\n\n', [{ data: '\n' }]],
    ['colons after the first stay in the value', 'data: a: b\n\n', [{ data: 'a: b' }]],
    ['comments ignored', ': hi\ndata: x\n: there\n\n', [{ data: 'x' }]],
    ['event names the type', 'event: ping\ndata: x\n\n', [{ type: 'ping', data: 'x' }]],
    [
      'the type resets after dispatch',
      'event: a\ndata: 1\n\ndata: 2\n\n',
      [{ type: 'a' }, { type: 'message' }],
    ],
    [
      'an event without data is not dispatched',
      'id: 1\nevent: x\n\ndata: y\n\n',
      [{ id: '1', type: 'message' }],
    ],
    ['the id carries over to later events', 'id: 5\ndata: a\n\ndata: b\n\n', [{ id: '5' }, { id: '5' }]],
    ['an empty id resets it', 'id: 5\ndata: a\n\nid\ndata: b\n\n', [{ id: '5' }, { id: '' }]],
    ['an id with NUL is ignored', 'id: 1\ndata: a\n\nid: 2\0\ndata: b\n\n', [{ id: '1' }, { id: '1' }]],
    ['unknown fields ignored', 'foo: bar\ndata: x\n\n', [{ data: 'x' }]],
    ['a field name is case-sensitive', 'Data: x\n\n', []],
    ['a leading BOM dropped', '\uFEFFdata: x\n\n', [{ data: 'x' }]],
    ['a second BOM is not dropped', '\uFEFF\uFEFFdata: x\n\n', []],
    ['a trailing event without blank line is dropped', 'data: a\n\ndata: b\n', [{ data: 'a' }]],
    ['several blank lines dispatch once', 'data: a\n\n\n\n', [{ data: 'a' }]],
  ])('%s', (_name, text, expected) => {
    const { events } = parse([encode(text)])
    expect(events).toHaveLength(expected.length)
    expected.forEach((want, i) => expect(events[i]).toMatchObject(want))
  })

  it('reports retry with digits only', () => {
    expect(parse([encode('retry: 3000\nretry: 2s\nretry\n\n')]).retries).toEqual([3000])
  })

  it('says whether the stream ended inside an event', () => {
    expect(parse([encode('data: a\n\n')]).incomplete).toBe(false)
    expect(parse([encode('data: a\n\nid: 1:2\ndata: b\n')]).incomplete).toBe(true)
    expect(parse([encode('data: a\n\ndata: b')]).incomplete).toBe(true)
    expect(parse([encode(': keep-alive\n')]).incomplete).toBe(false)
  })

  it('counts a \\r\\n split between two chunks as one line end', () => {
    const { events } = parse([encode('data: a\r'), encode('\ndata: b\r'), encode('\n\r'), encode('\n')])
    expect(events).toEqual([{ id: '', type: 'message', data: 'a\nb' }])
  })

  it('turns a character cut off at the very end into U+FFFD, not silence', () => {
    const bytes = encode('data: 熊\n')
    for (const native of [true, false]) {
      const parser = createSseParser({ onEvent: () => undefined, decoder: createUtf8Decoder(native) })
      const decoder = createUtf8Decoder(native)
      expect(decoder.decode(bytes.subarray(0, 7)) + decoder.flush()).toBe('data: \uFFFD')
      parser.push(bytes.subarray(0, 8))
      expect(parser.end().incomplete).toBe(true)
    }
  })
})
