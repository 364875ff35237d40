import { NOT_FOUND_ROUTE, ROUTES } from '@types-shared/routes/route-table'
import { appPages } from '../app-pages'

describe('the app config pages', () => {
  it('lists every page flat on H5 with the catch-all last', () => {
    const { pages, subPackages } = appPages('h5')
    expect(subPackages).toBeUndefined()
    expect(pages).toHaveLength(ROUTES.length)
    expect(pages[pages.length - 1]).toBe(NOT_FOUND_ROUTE.page)
  })

  it('keeps campaign, magazine, image and test pages out of the mini-program main package', () => {
    const { pages, subPackages = [] } = appPages('weapp')
    expect(pages.every((p) => !/^pages\/(campaign|magazine|img|tools)\//.test(p))).toBe(true)
    const all = [...pages, ...subPackages.flatMap((s) => s.pages.map((p) => `${s.root}/${p}`))]
    expect(all.sort()).toEqual(ROUTES.map((r) => r.page).sort())
    expect(subPackages.map((s) => s.name)).toEqual(['campaign', 'magazine', 'img', 'tools'])
  })
})
