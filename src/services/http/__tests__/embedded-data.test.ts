import { takeEmbeddedData, EMBEDDED_DATA_ID } from '../embedded-data'

function embed(key: string, text: string) {
  const element = document.createElement('script')
  element.id = `${EMBEDDED_DATA_ID}:${key}`
  element.type = 'application/json'
  element.setAttribute('data-key', key)
  element.textContent = text
  document.head.appendChild(element)
}

afterEach(() => document.querySelectorAll('script[data-key]').forEach((e) => e.remove()))

describe('data embedded in the document', () => {
  it('is handed over once for its key, then the API is asked again', () => {
    embed('journey:1', '{"id":1,"title":"\\u003cb\\u003e"}')
    expect(takeEmbeddedData('journey:1')).toEqual({ id: 1, title: '<b>' })
    expect(takeEmbeddedData('journey:1')).toBeUndefined()
  })

  it('is not handed to a request for something else', () => {
    embed('journey:1', '{"id":1}')
    expect(takeEmbeddedData('journey:2')).toBeUndefined()
    expect(document.getElementById(`${EMBEDDED_DATA_ID}:journey:1`)).not.toBeNull()
  })

  it('hands each of several pieces to its own key', () => {
    embed('journey:1', '{"id":1}')
    embed('weather:1', '[{"dayIndex":1}]')
    expect(takeEmbeddedData('weather:1')).toEqual([{ dayIndex: 1 }])
    expect(takeEmbeddedData('journey:1')).toEqual({ id: 1 })
  })

  it('is not handed over when the element under the key names another key', () => {
    const element = document.createElement('script')
    element.id = `${EMBEDDED_DATA_ID}:journey:1`
    element.type = 'application/json'
    element.setAttribute('data-key', 'journey:2')
    element.textContent = '{"id":2}'
    document.head.appendChild(element)
    expect(takeEmbeddedData('journey:1')).toBeUndefined()
  })

  it('is ignored when damaged', () => {
    embed('journey:1', '{"id":')
    expect(takeEmbeddedData('journey:1')).toBeUndefined()
  })

  it('is nothing where the page has none', () => {
    expect(takeEmbeddedData('journey:1')).toBeUndefined()
  })
})
