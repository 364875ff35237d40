import { routeByName } from '@types-shared/routes/route-table'
import { pageShareCard } from '../page-share-card'

const route = (name: string) => routeByName(name)!

describe("a page's own share card", () => {
  it.each([
    ['journeyDetail', { id: '1' }, '/pages/journey/detail/index?id=1'],
    ['map', { journeyId: '1', day: '2' }, '/pages/map/index?journeyId=1&day=2'],
    ['summer2025Rule', {}, '/pages/campaign/activity/summer2025/rule/index'],
    ['img_japan', { from: 'a b' }, '/pages/img/japan/index?from=a%20b'],
    [
      'journeyDetail',
      { id: '3', uba_pre: 'home', uba_index: '2', ubaTrackerInfo: 'x', scene: 'id%3D3' },
      '/pages/journey/detail/index?id=3',
    ],
  ])('for %s with %p opens %s', (name, params, path) => {
    expect(pageShareCard(route(name), params, '标题')).toEqual({ title: '标题', path })
  })
})
