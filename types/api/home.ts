// The home page (issue 12): what the site offers now, in one call. Ours (SPEC.md has no home page).
import { Type, type Static } from 'typebox'
import { Nullable } from './common'

export const FeaturedJourney = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  titleEn: Type.String(),
  cover: Type.String(),
  dayCount: Type.Integer(),
  cities: Type.Array(Type.String()),
  citiesEn: Type.Array(Type.String()),
  views: Type.Integer(),
  saves: Type.Integer(),
})
export type FeaturedJourney = Static<typeof FeaturedJourney>

export const OpenCampaign = Type.Object({
  id: Type.Integer(),
  kind: Type.String({ description: 'summer2025 | capture | wish | food | springFestival | checkin' }),
  title: Type.String(),
  endsAt: Type.String(),
  route: Type.String({ description: "the site's route name of the campaign's page" }),
})
export type OpenCampaign = Static<typeof OpenCampaign>

export const MagazineBrief = Type.Object({
  id: Type.Integer(),
  issue: Type.String(),
  title: Type.String(),
  cover: Type.String(),
  intro: Type.String(),
})

export const Home = Type.Object({
  journeys: Type.Array(FeaturedJourney),
  campaigns: Type.Array(OpenCampaign),
  magazine: Nullable(MagazineBrief),
})
export type Home = Static<typeof Home>

export const HomeQuery = Type.Object({})

/** web/campaign (issue 12): a campaign as its shell shows it: title, time window and rules. */
export const CampaignInfoQuery = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 1_000_000 }) })
export const CampaignInfo = Type.Object({
  id: Type.Integer(),
  kind: Type.String(),
  title: Type.String(),
  startsAt: Type.String(),
  endsAt: Type.String(),
  rules: Type.String({ description: 'plain text; paragraphs separated by blank lines' }),
  /** The server's clock when it answered: the page counts the window against it, not the phone's. */
  now: Type.String(),
})
export type CampaignInfo = Static<typeof CampaignInfo>
