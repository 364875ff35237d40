// The home page's offer: featured journeys, the campaigns open now and the latest magazine issue.
import type { Repositories } from '../repositories'
import { mediaUrl } from '../lib/media'
import type { Home, OpenCampaign } from '../../types/api/home'
import { CAMPAIGN_ROUTES as ROUTES_BY_KEY } from '../../types/routes/campaign-routes'

/** The route of each campaign kind; a kind without one is not shown. */
export const CAMPAIGN_ROUTES: Readonly<Record<string, string>> = ROUTES_BY_KEY

export const FEATURED_JOURNEYS = 6

export async function homeOffer(repos: Repositories, now: Date = new Date()): Promise<Home> {
  const [journeys, campaigns, magazine] = await Promise.all([
    repos.journeys.listFeatured(FEATURED_JOURNEYS),
    repos.campaigns.listOpen(now.toISOString()),
    repos.magazine.findIssue(),
  ])
  return {
    journeys: journeys.map((j) => ({
      id: j.id,
      title: j.title,
      titleEn: j.title_en,
      cover: mediaUrl.journeyCover(j.id),
      dayCount: j.days,
      cities: JSON.parse(j.cities_json) as string[],
      citiesEn: JSON.parse(j.cities_en_json) as string[],
      views: j.views,
      saves: j.saves,
    })),
    campaigns: campaigns.flatMap((c): OpenCampaign[] =>
      CAMPAIGN_ROUTES[c.kind]
        ? [{ id: c.id, kind: c.kind, title: c.title, endsAt: c.ends_at, route: CAMPAIGN_ROUTES[c.kind] }]
        : [],
    ),
    magazine: magazine
      ? {
          id: magazine.id,
          issue: magazine.issue,
          title: magazine.title,
          cover: magazine.cover,
          intro: magazine.intro,
        }
      : null,
  }
}
