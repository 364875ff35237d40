import type { FoodCheckinResult, FoodCity, FoodHome } from '@types-shared/api/content'

/** Share eaten, 0-100 and whole, so a bar and its label agree. */
export function progressPercent(eaten: number, total: number): number {
  if (total <= 0) return 0
  return Math.min(100, Math.max(0, Math.round((eaten / total) * 100)))
}

/** A city counts as done once every one of its places is eaten (an empty city never is). */
export const cityComplete = (city: Pick<FoodCity, 'eaten' | 'total'>) =>
  city.total > 0 && city.eaten >= city.total

/**
 * The trail with one place marked eaten or not, counts recomputed from the places, so the page can show
 * the tap at once (optimistic) and the counts never disagree with the ticks.
 */
export function withEaten(home: FoodHome, placeId: number, eaten: boolean): FoodHome {
  let changed = false
  const cities = home.cities.map((city) => {
    if (!city.places.some((p) => p.placeId === placeId && p.eaten !== eaten)) return city
    changed = true
    const places = city.places.map((p) => (p.placeId === placeId ? { ...p, eaten } : p))
    return { ...city, places, eaten: places.filter((p) => p.eaten).length }
  })
  if (!changed) return home
  return { ...home, cities, eaten: cities.reduce((sum, c) => sum + c.eaten, 0) }
}

/** The server's word after a check-in wins over the optimistic guess: its city and overall counts. */
export function withResult(home: FoodHome, result: FoodCheckinResult): FoodHome {
  const marked = withEaten(home, result.placeId, result.eaten)
  return {
    ...marked,
    eaten: result.totalEaten,
    cities: marked.cities.map((c) =>
      c.cityCode === result.cityCode ? { ...c, eaten: result.cityEaten, total: result.cityTotal } : c,
    ),
  }
}

/** The places a sharer ate at, to mark them on the reader's own list. */
export const eatenIds = (home: FoodHome | null): ReadonlySet<number> =>
  new Set(home ? home.cities.flatMap((c) => c.places.filter((p) => p.eaten).map((p) => p.placeId)) : [])

/** A `from` worth asking about: a positive whole id that is not the reader's own. */
export function sharerId(from: string | undefined, readerId: number | null): number | null {
  if (!from || !/^[1-9]\d{0,11}$/.test(from)) return null
  const id = Number(from)
  return id === readerId ? null : id
}
