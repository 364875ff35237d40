import { parseMapQuery, type MapQuery } from '../query'

describe('reading the map query', () => {
  it.each<[string, Record<string, string>, MapQuery]>([
    ['a journey day', { journeyId: '1', day: '2' }, { kind: 'day', journeyId: '1', day: 2 }],
    ['the last day allowed', { journeyId: '7', day: '60' }, { kind: 'day', journeyId: '7', day: 60 }],
    ['a place', { placeId: '12' }, { kind: 'place', placeId: '12' }],
    [
      'a point with everything',
      { lat: '35.71', lon: '139.79', name: '浅草寺', coord: 'gcj02' },
      { kind: 'point', lat: 35.71, lon: 139.79, name: '浅草寺', coordinate: 'gcj02' },
    ],
    [
      'a point without name or system (wgs84)',
      { lat: '-33.8568', lon: '151.2153' },
      { kind: 'point', lat: -33.8568, lon: 151.2153, name: '', coordinate: 'wgs84' },
    ],
    [
      'a point on the limits, system in capitals',
      { lat: '90', lon: '-180', coord: 'BD09' },
      { kind: 'point', lat: 90, lon: -180, name: '', coordinate: 'bd09' },
    ],
    [
      'a journey day before anything else present',
      { journeyId: '3', day: '1', placeId: '9' },
      { kind: 'day', journeyId: '3', day: 1 },
    ],
  ])('accepts %s', (_label, params, expected) => {
    expect(parseMapQuery(params)).toEqual(expected)
  })

  it.each<[string, Record<string, string>, string]>([
    ['nothing at all', {}, 'missing'],
    ['a day without a journey', { day: '2' }, 'journeyId'],
    ['a journey id that is not a number', { journeyId: 'abc', day: '1' }, 'journeyId'],
    ['a journey id of zero', { journeyId: '0', day: '1' }, 'journeyId'],
    ['a journey without a day', { journeyId: '1' }, 'day'],
    ['day zero', { journeyId: '1', day: '0' }, 'day'],
    ['day 61', { journeyId: '1', day: '61' }, 'day'],
    ['a fractional day', { journeyId: '1', day: '1.5' }, 'day'],
    ['a negative place id', { placeId: '-4' }, 'placeId'],
    ['an empty place id', { placeId: '' }, 'placeId'],
    ['latitude over 90', { lat: '91', lon: '10' }, 'lat'],
    ['latitude as words', { lat: 'north', lon: '10' }, 'lat'],
    ['latitude as hex', { lat: '0x1A', lon: '10' }, 'lat'],
    ['latitude as infinity', { lat: 'Infinity', lon: '10' }, 'lat'],
    ['no longitude', { lat: '10' }, 'lon'],
    ['longitude under -180', { lat: '10', lon: '-180.5' }, 'lon'],
    ['an unknown coordinate system', { lat: '10', lon: '10', coord: 'mercator' }, 'coord'],
  ])('refuses %s', (_label, params, reason) => {
    expect(parseMapQuery(params)).toEqual({ kind: 'invalid', reason })
  })

  it('keeps at most 60 characters of the name, trimmed', () => {
    const query = parseMapQuery({ lat: '1', lon: '2', name: `  ${'x'.repeat(80)}  ` })
    expect(query.kind === 'point' && query.name).toBe('x'.repeat(60))
  })
})
