/**
 * What a region code says by itself (SPEC.md: ISO 3166-1 alpha-2 for countries, 6-digit adcodes for
 * China's provinces and cities). A city's province is its adcode's first two digits and `0000`, so the
 * tree needs no table: the server's region list only adds names.
 */
export type RegionLevel = 'country' | 'province' | 'city'

export const CHINA = 'CN'

const COUNTRY = /^[A-Z]{2}$/
const PROVINCE = /^\d{2}0000$/
const CITY = /^\d{6}$/

export const isRegionCode = (code: string) => COUNTRY.test(code) || CITY.test(code)

export function levelOf(code: string): RegionLevel | null {
  if (COUNTRY.test(code)) return 'country'
  if (PROVINCE.test(code)) return 'province'
  if (CITY.test(code)) return 'city'
  return null
}

/** The province a Chinese city belongs to; null for anything else. */
export const provinceOf = (code: string): string | null =>
  levelOf(code) === 'city' ? `${code.slice(0, 2)}0000` : null

/** The regions lighting `code` also lights, as the server does: a city its province and China, a province China. */
export function ancestorsOf(code: string): string[] {
  const level = levelOf(code)
  if (level === 'city') return [provinceOf(code)!, CHINA]
  if (level === 'province') return [CHINA]
  return []
}
