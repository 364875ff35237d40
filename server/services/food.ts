// The food trail (issue 16, campaign 4): the curated places per city and one person's progress.
import type { FoodCheckinResult, FoodCity, FoodHome } from '../../types/api/content'
import { CAMPAIGN_IDS } from '../../types/api/campaign'
import { API_CODES } from '../../types/api/codes'
import { notFound } from '../errors'
import { mediaUrl } from '../lib/media'
import type { Repositories } from '../repositories'
import type { FoodTrailRow } from '../repositories/content'

function citiesOf(rows: FoodTrailRow[], eaten: Set<number>): FoodCity[] {
  const byCity = new Map<string, FoodCity>()
  for (const r of rows) {
    let city = byCity.get(r.city_code)
    if (!city) {
      city = { cityCode: r.city_code, city: r.city, cityEn: r.city_en, places: [], eaten: 0, total: 0 }
      byCity.set(r.city_code, city)
    }
    const ate = eaten.has(r.place_id)
    city.places.push({
      placeId: r.place_id,
      name: r.name,
      nameEn: r.name_en,
      photo: mediaUrl.place(r.place_id),
      rating: r.rating,
      blurb: r.blurb,
      blurbEn: r.blurb_en,
      eaten: ate,
    })
    city.total += 1
    if (ate) city.eaten += 1
  }
  return [...byCity.values()]
}

/** The trail as `ownerId` sees it (null: a visitor, nothing eaten). */
export async function foodHome(repos: Repositories, ownerId: number | null): Promise<FoodHome> {
  const campaign = await repos.campaigns.findById(CAMPAIGN_IDS.food)
  let owner: FoodHome['owner'] = null
  if (ownerId !== null) {
    const u = await repos.users.findBrief(ownerId)
    if (!u) throw notFound('no such user')
    owner = { id: u.id, nickname: u.nickname }
  }
  const eaten = ownerId === null ? new Set<number>() : await repos.content.listEatenPlaceIds(ownerId)
  const cities = citiesOf(await repos.content.listFoodTrail(), eaten)
  return {
    title: campaign?.title ?? '',
    rules: campaign?.rules ?? '',
    cities,
    eaten: cities.reduce((n, c) => n + c.eaten, 0),
    total: cities.reduce((n, c) => n + c.total, 0),
    owner,
  }
}

/** "I ate here" (eaten true) or its undo; a repeat changes nothing and says so. */
export async function setEaten(
  repos: Repositories,
  userId: number,
  placeId: number,
  eaten: boolean,
): Promise<FoodCheckinResult> {
  const spot = await repos.content.findFoodTrailPlace(placeId)
  if (!spot) throw notFound('this place is not on the food trail', API_CODES.NOT_ON_FOOD_TRAIL)
  const changed = eaten
    ? await repos.content.addFoodCheckin(userId, placeId, new Date().toISOString())
    : await repos.content.removeFoodCheckin(userId, placeId)
  const trail = await repos.content.listFoodTrail()
  const mine = await repos.content.listEatenPlaceIds(userId)
  const inCity = trail.filter((r) => r.city_code === spot.city_code)
  return {
    placeId,
    eaten,
    changed,
    cityCode: spot.city_code,
    cityEaten: inCity.filter((r) => mine.has(r.place_id)).length,
    cityTotal: inCity.length,
    totalEaten: trail.filter((r) => mine.has(r.place_id)).length,
  }
}
