import { ROUTES } from '@/route-table'
import { zhCN } from '../locales/zh-CN'
import { en } from '../locales/en'

describe('the zh-CN and English catalogues', () => {
  it('carry exactly the same keys', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(zhCN).sort())
  })

  it('have no empty message in either language', () => {
    for (const [key, value] of [...Object.entries(zhCN), ...Object.entries(en)]) {
      expect({ key, value: value.trim() }).not.toEqual({ key, value: '' })
    }
  })

  it('use the same placeholders in both languages', () => {
    const names = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort()
    for (const key of Object.keys(zhCN) as Array<keyof typeof zhCN>) {
      expect({ key, names: names(en[key]) }).toEqual({ key, names: names(zhCN[key]) })
    }
  })

  it('hold a title for every route in both languages', () => {
    for (const route of ROUTES) {
      expect(zhCN).toHaveProperty([route.titleKey])
      expect(en).toHaveProperty([route.titleKey])
    }
  })
})
