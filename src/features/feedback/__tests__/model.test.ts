import type { PhotoItem } from '@/components/photo-uploads'
import {
  charCount,
  isContact,
  validateContact,
  validateForm,
  validatePhotos,
  validateText,
  validateTopic,
} from '../model'

const photo = (status: PhotoItem['status'], url?: string): PhotoItem => ({
  id: status,
  previewUrl: 'blob:x',
  name: 'x.png',
  status,
  progress: status === 'uploaded' ? 1 : 0,
  url,
})

describe('feedback text rules', () => {
  it.each([
    ['poi', '', 'feedback.error.textRequired'],
    ['poi', '   ', 'feedback.error.textRequired'],
    ['poi', '关', 'feedback.error.textTooShort'],
    ['poi', '关了', null],
    ['poi', '好'.repeat(500), null],
    ['poi', '好'.repeat(501), 'feedback.error.textTooLong'],
    ['app', '白屏了', 'feedback.error.textTooShort'],
    ['app', '地图页白屏', null],
    ['app', 'x'.repeat(1001), 'feedback.error.textTooLong'],
    ['app', '😀😀😀😀😀', null],
  ] as const)('%s text %p gives %p', (kind, text, key) => {
    expect(validateText(kind, text)?.key ?? null).toBe(key)
  })

  it('counts an emoji as one character and ignores surrounding spaces', () => {
    expect(charCount('  a😀b  ')).toBe(3)
  })
})

describe('feedback contact rules', () => {
  it.each([
    ['', true],
    ['13800138000', true],
    ['138 0013 8000', true],
    ['+81 90-1234-5678', true],
    ['mia@trip.example', true],
    ['12800138000', false],
    ['1380013800', false],
    ['mia@trip', false],
    ['call me', false],
    ['a@b.c', false],
  ])('%p is %s', (value, valid) => {
    expect(validateContact(value) === null).toBe(valid)
    if (value) expect(isContact(value)).toBe(valid)
  })

  it('refuses a contact over 100 characters with its own message', () => {
    expect(validateContact(`${'a'.repeat(95)}@trip.example`)?.key).toBe('feedback.error.contactTooLong')
  })
})

describe('feedback topic and photo rules', () => {
  it.each([
    ['poi', '', 'feedback.error.sceneRequired'],
    ['poi', 'angry', 'feedback.error.sceneRequired'],
    ['poi', 'closed', null],
    ['app', '', 'feedback.error.categoryRequired'],
    ['app', 'bug', null],
  ] as const)('%s topic %p gives %p', (kind, topic, key) => {
    expect(validateTopic(kind, topic, ['closed', 'bug'])?.key ?? null).toBe(key)
  })

  it.each([
    [[], null],
    [[photo('uploaded', '/u/1.png')], null],
    [[photo('uploaded', '/u/1.png'), photo('uploading')], 'feedback.error.photosUploading'],
    [[photo('failed')], 'feedback.error.photosFailed'],
  ] as const)('photos %# give %p', (photos, key) => {
    expect(validatePhotos(photos)?.key ?? null).toBe(key)
  })

  it('reports every invalid field at once, and nothing for a valid form', () => {
    const errors = validateForm('poi', { topic: '', text: '', contact: 'x' }, [photo('failed')], ['closed'])
    expect(Object.keys(errors).sort()).toEqual(['contact', 'photos', 'text', 'topic'])
    expect(validateForm('poi', { topic: 'closed', text: '周一闭馆', contact: '' }, [], ['closed'])).toEqual(
      {},
    )
  })
})
