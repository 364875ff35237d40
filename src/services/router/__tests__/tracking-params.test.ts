import {
  readTrackingParams,
  setTrackingParamsProvider,
  trackingQuery,
  withTrackingParams,
} from '../tracking-params'
import { DEFAULT_UBA_INDEX, TRACKING_PARAM_NAMES } from '../constants'

describe('tracking parameters', () => {
  afterEach(() => setTrackingParamsProvider(null))

  it('names the three parameters of SPEC.md section 2 and defaults uba_index to 1', () => {
    expect(TRACKING_PARAM_NAMES).toEqual({ pre: 'uba_pre', index: 'uba_index', info: 'ubaTrackerInfo' })
    expect(DEFAULT_UBA_INDEX).toBe(1)
  })

  it('appends nothing until a tracker provides them', () => {
    expect(trackingQuery()).toEqual({})
    expect(withTrackingParams('/web/about')).toBe('/web/about')
  })

  it.each([
    [{ pre: 'about' }, {}, { uba_pre: 'about', uba_index: 1 }],
    [{ pre: 'about', index: 3 }, {}, { uba_pre: 'about', uba_index: 3 }],
    [{ pre: 'about', info: 'btn_go' }, {}, { uba_pre: 'about', uba_index: 1, ubaTrackerInfo: 'btn_go' }],
    [{ pre: 'about' }, { index: 4 }, { uba_pre: 'about', uba_index: 4 }],
    [{}, {}, { uba_index: 1 }],
  ])('from %p with overrides %p gives %p', (provided, overrides, query) => {
    setTrackingParamsProvider(() => provided)
    expect(trackingQuery(overrides)).toEqual(query)
  })

  it('survives a provider that throws', () => {
    setTrackingParamsProvider(() => {
      throw new Error('x')
    })
    expect(trackingQuery()).toEqual({})
  })

  it.each([
    ['/web/about', '/web/about?uba_index=1&uba_pre=map'],
    ['/web/about?x=1#top', '/web/about?x=1&uba_index=1&uba_pre=map#top'],
    ['/web/about?uba_pre=kept', '/web/about?uba_pre=kept&uba_index=1'],
  ])('appends to the link %s', (url, expected) => {
    setTrackingParamsProvider(() => ({ pre: 'map' }))
    expect(withTrackingParams(url)).toBe(expected)
  })

  it.each([
    [{}, { pre: undefined, index: 1, info: undefined }],
    [
      { uba_pre: 'map', uba_index: '2', ubaTrackerInfo: 'k' },
      { pre: 'map', index: 2, info: 'k' },
    ],
    [{ uba_index: '0' }, { pre: undefined, index: 1, info: undefined }],
    [{ uba_index: 'x' }, { pre: undefined, index: 1, info: undefined }],
  ])('reads %p', (query, params) => {
    expect(readTrackingParams(query)).toEqual(params)
  })
})
