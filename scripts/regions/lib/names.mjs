/**
 * The name cross-check of a match made by code or by shape: two Chinese names agree when one is the other
 * less its administrative suffix (北京市 / 北京, 广西壮族自治区 / 广西, 恩施土家族苗族自治州 / 恩施州). Names
 * never decide a match; a disagreement is only reported (a renamed city, such as 襄樊 -> 襄阳, shows here).
 */
const SUFFIXES = [
  '特别行政区',
  '维吾尔自治区',
  '壮族自治区',
  '回族自治区',
  '自治区',
  '自治州',
  '地区',
  '林区',
  '省',
  '市',
  '盟',
  '州',
  '县',
  '区',
]

/** The distinctive part of a name: any suffix cut, then anything from an ethnic "族" on (自治州 names). */
export function nameStem(name) {
  let stem = name.trim()
  for (const suffix of SUFFIXES) {
    if (stem.length > suffix.length + 1 && stem.endsWith(suffix)) {
      stem = stem.slice(0, -suffix.length)
      break
    }
  }
  return stem.replace(/(.{2,}?)[\u4e00-\u9fa5]{0,6}族.*$/u, '$1')
}

export const sameName = (a, b) => {
  const [x, y] = [nameStem(a), nameStem(b)]
  return x === y || x.startsWith(y) || y.startsWith(x)
}
