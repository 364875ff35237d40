import type { PhotoItem } from '@/components/photo-uploads'
import type { CheckinRecord } from '@types-shared/api/checkin'
import {
  countByLevel,
  customRecordBody,
  formatDay,
  groupByLevel,
  localToday,
  nicknameProblem,
  searchKeyword,
  validateCustomRecord,
  type PickedPoint,
} from '../model'

const record = (id: number, level: string, name: string): CheckinRecord => ({
  id,
  region: { code: String(id), level, name, nameEn: name, parentCode: null, lat: null, lon: null },
  source: 'manual',
  note: null,
  photos: [],
  completed: false,
  syncedAt: null,
  createdAt: '2025-04-03T08:00:00.000Z',
})
const photo = (status: PhotoItem['status'], url?: string): PhotoItem => ({
  id: `${status}${url ?? ''}`,
  previewUrl: 'blob:x',
  name: 'x.png',
  status,
  progress: 0,
  url,
})
const POINT: PickedPoint = { lat: 30.66, lon: 104.07, from: 'location' }
const TODAY = '2026-11-25'
const fields = (patch: Partial<{ name: string; visitedOn: string; note: string }> = {}) => ({
  name: '外婆家',
  visitedOn: '',
  note: '',
  ...patch,
})

describe('lit places by level', () => {
  it('lists countries, then provinces, then cities, leaving out a level with none and keeping the order', () => {
    const groups = groupByLevel([
      record(1, 'city', '成都市'),
      record(2, 'country', '日本'),
      record(3, 'city', '厦门市'),
      record(4, 'country', '中国'),
    ])
    expect(groups.map((g) => [g.level, g.records.map((r) => r.id)])).toEqual([
      ['country', [2, 4]],
      ['city', [1, 3]],
    ])
    expect(countByLevel(groups.flatMap((g) => g.records))).toEqual({ country: 2, province: 0, city: 2 })
  })
})

describe('the search keyword', () => {
  it.each([
    ['  成都 ', '成都'],
    ['   ', ''],
    ['字'.repeat(45), '字'.repeat(40)],
  ])('%p is searched as %p', (raw, sent) => {
    expect(searchKeyword(raw)).toBe(sent)
  })
})

describe('a custom place before it is sent', () => {
  it('needs a name and a point, and nothing else', () => {
    expect(Object.keys(validateCustomRecord(fields({ name: '  ' }), null, [], TODAY)).sort()).toEqual([
      'name',
      'point',
    ])
    expect(validateCustomRecord(fields(), POINT, [], TODAY)).toEqual({})
  })

  it.each([
    ['', null],
    [TODAY, null],
    ['1900-01-01', null],
    ['2026-11-26', 'records.error.dateFuture'],
    ['1899-12-31', 'records.error.dateTooEarly'],
    ['2023-02-29', 'records.error.dateInvalid'],
    ['yesterday', 'records.error.dateInvalid'],
  ])('visit date %p gives %p (today is 2026-11-25)', (visitedOn, key) => {
    expect(validateCustomRecord(fields({ visitedOn }), POINT, [], TODAY).visitedOn?.key ?? null).toBe(key)
  })

  it('counts a name and a note as the traveller does, against the server’s 40 and 200', () => {
    expect(validateCustomRecord(fields({ name: '😀'.repeat(40) }), POINT, [], TODAY).name).toBeUndefined()
    expect(validateCustomRecord(fields({ name: '家'.repeat(41) }), POINT, [], TODAY).name?.key).toBe(
      'records.error.nameTooLong',
    )
    expect(validateCustomRecord(fields({ note: '字'.repeat(201) }), POINT, [], TODAY).note?.key).toBe(
      'records.error.noteTooLong',
    )
  })

  it('waits for photos still uploading and refuses a failed one', () => {
    expect(validateCustomRecord(fields(), POINT, [photo('uploading')], TODAY).photos?.key).toBe(
      'records.error.photosUploading',
    )
    expect(validateCustomRecord(fields(), POINT, [photo('failed')], TODAY).photos?.key).toBe(
      'records.error.photosFailed',
    )
  })

  it('is sent trimmed, with the optional fields only when given', () => {
    expect(customRecordBody(fields({ name: ' 外婆家 ', note: '  ' }), POINT, [])).toEqual({
      name: '外婆家',
      lat: 30.66,
      lon: 104.07,
    })
    expect(
      customRecordBody(fields({ visitedOn: '2019-10-01', note: ' 桂花 ' }), POINT, [
        photo('uploaded', '/u.png'),
      ]),
    ).toEqual({
      name: '外婆家',
      lat: 30.66,
      lon: 104.07,
      visitedOn: '2019-10-01',
      note: '桂花',
      photos: ['/u.png'],
    })
  })
})

describe('the nickname', () => {
  it.each([
    ['', 'records.nickname.required'],
    ['   ', 'records.nickname.required'],
    ['城市收集者', null],
    ['x'.repeat(20), null],
    ['x'.repeat(21), 'records.nickname.tooLong'],
  ])('%p gives %p', (value, key) => {
    expect(nicknameProblem(value)?.key ?? null).toBe(key)
  })
})

describe('days as travellers read them', () => {
  it('writes the year, in each language', () => {
    expect(formatDay('2019-10-01', 'zh-CN')).toBe('2019年10月1日')
    expect(formatDay('2019-10-01', 'en')).toBe('1 Oct 2019')
    expect(formatDay('not a day', 'en')).toBe('not a day')
  })

  it("takes today from the traveller's clock", () => {
    expect(localToday(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05')
  })
})
