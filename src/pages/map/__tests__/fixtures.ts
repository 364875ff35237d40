import type { JourneyDetail } from '@types-shared/api/journey'

const place = (id: number, name: string, nameEn: string, lat: number, lon: number) => ({
  id,
  name,
  nameEn,
  category: 'sight',
  city: '东京',
  lat,
  lon,
  coordSys: 'wgs84',
  photo: '',
  rating: 4.5,
})

const item = (id: number, p: ReturnType<typeof place> | null, kind = 'place') => ({
  id,
  seq: id,
  kind,
  startTime: null,
  stayMinutes: null,
  note: kind === 'note' ? '休息一下' : null,
  cost: null,
  place: p,
  transport: null,
})

/** A two-day journey: day 1 has three places and a note, day 2 only a note. */
export const JOURNEY = {
  id: 1,
  title: '东京两日',
  titleEn: 'Two days in Tokyo',
  days: [
    {
      dayIndex: 1,
      date: '2026-04-01',
      title: '浅草',
      cities: ['东京'],
      items: [
        item(1, place(11, '雷门', 'Kaminarimon', 35.7111, 139.7964)),
        item(2, null, 'note'),
        item(3, place(12, '浅草寺', 'Senso-ji', 35.7148, 139.7967)),
        item(4, place(13, '东京晴空塔', 'Tokyo Skytree', 35.7101, 139.8107)),
      ],
    },
    { dayIndex: 2, date: '2026-04-02', title: '休息', cities: ['东京'], items: [item(5, null, 'note')] },
  ],
} as unknown as JourneyDetail

export const ROUTE_DAY_1 = {
  journeyId: 1,
  dayIndex: 1,
  mode: 'walk',
  distanceM: 2400,
  durationMin: 35,
  coordSys: 'wgs84',
  points: [
    [35.7111, 139.7964],
    [35.7148, 139.7967],
    [35.7101, 139.8107],
  ],
  legs: [],
}

export const PLACE_12 = {
  id: 12,
  name: '浅草寺',
  nameEn: 'Senso-ji',
  city: '东京',
  address: '东京都台东区浅草 2-3-1',
  lat: 35.7148,
  lon: 139.7967,
  coordSys: 'wgs84',
}
