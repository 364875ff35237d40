/**
 * Strings of one feature, both languages side by side; zh-CN.ts and en.ts spread them in. A part of its
 * own per feature keeps parallel work on different pages from editing the same catalogue lines.
 */
export const placeZh = {} as const

export const placeEn: Record<keyof typeof placeZh, string> = {}
