import { formatMessage, localeFromTag, resolveLocale, translate } from '../translate'

describe('resolveLocale', () => {
  it.each([
    ['the lang query parameter wins over the browser', 'en', ['zh-CN'], 'en'],
    ['a Chinese query parameter wins over an English browser', 'zh', ['en-US'], 'zh-CN'],
    ['an unknown query parameter falls through to the browser', 'fr', ['en-GB'], 'en'],
    ['the first supported browser language is used', undefined, ['fr-FR', 'en-US', 'zh-CN'], 'en'],
    ['traditional Chinese reads the Chinese catalogue', undefined, ['zh-TW'], 'zh-CN'],
    ['no usable language gives the product language', undefined, ['de-DE'], 'zh-CN'],
    ['nothing at all gives the product language', undefined, [], 'zh-CN'],
  ])('%s', (_, query, languages, expected) => {
    expect(resolveLocale(query, languages)).toBe(expected)
  })
})

describe('localeFromTag', () => {
  it.each([
    ['zh', 'zh-CN'],
    ['zh_CN', 'zh-CN'],
    ['ZH-hans', 'zh-CN'],
    ['en', 'en'],
    ['en_US', 'en'],
    ['english', undefined],
    ['', undefined],
    [null, undefined],
  ])('reads %p as %p', (tag, expected) => {
    expect(localeFromTag(tag)).toBe(expected)
  })
})

describe('formatMessage', () => {
  it('fills named placeholders', () => {
    expect(formatMessage('Journey {id} of {owner}', { id: 7, owner: 'Li' })).toBe('Journey 7 of Li')
  })

  it('leaves a placeholder without a value visible', () => {
    expect(formatMessage('Journey {id}', {})).toBe('Journey {id}')
  })

  it('translates a key in each language', () => {
    expect(translate('zh-CN', 'route.about')).toBe('关于我们')
    expect(translate('en', 'route.about')).toBe('About us')
  })
})
