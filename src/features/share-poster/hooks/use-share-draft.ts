import { CAMPAIGN_IDS } from '@types-shared/api/vocabulary'
import { useLoad } from '@/components/states'
import type { ShareTarget } from '@/components/share-target'
import { useT, type Locale, type Translate } from '@/i18n'
import { useLocaleStore } from '@/i18n/locale-store'
import { isRequestError } from '@/services/http'
import { api } from '@/services/site-client'
import { API_CODES } from '@types-shared/api/codes'
import { campaignDraft } from '../drafts/campaign-draft'
import { checkinDraft } from '../drafts/checkin-draft'
import { foodDraft } from '../drafts/food-draft'
import { imageDraft } from '../drafts/image-draft'
import { prizeDraft } from '../drafts/prize-draft'
import type { ShareDraft } from '../drafts/share-draft'
import { wishDraft } from '../drafts/wish-draft'
import { ShareTargetMissingError, SignInNeededError } from '../errors'

type Viewer = { id: number; nickname: string } | null
type LoadableTarget = Exclude<ShareTarget, { kind: 'journey' }>

function loadDraft(
  target: LoadableTarget,
  viewer: Viewer,
  t: Translate,
  locale: Locale,
): Promise<ShareDraft> {
  switch (target.kind) {
    case 'wish':
      return api('getWish', { id: target.id }).then((wish) => wishDraft(wish, t, viewer?.id ?? null))
    case 'campaign':
      return api('getCampaign', { id: CAMPAIGN_IDS[target.campaign] }).then((info) =>
        campaignDraft(info, target.campaign, t, locale),
      )
    case 'checkin':
      // A lit map is shared by its own traveller: their numbers need their sign-in.
      if (!viewer || viewer.id !== target.userId) return Promise.reject(new SignInNeededError())
      return api('getStats').then((stats) => checkinDraft(viewer, stats, t, target.code))
    case 'prize': {
      // The gift shop's prizes have their own read (capture/get_prize); summer and wish share get_prize.
      const { campaign, token } = target
      const read = campaign === 'capture' ? api('getGift', { token }) : api('getPrize', { token })
      return read.then((prize) => prizeDraft(prize, campaign, token, t, viewer?.nickname ?? null))
    }
    case 'image':
      return api('getImageCampaign', { key: target.key }).then((page) => imageDraft(page, t, locale))
    case 'food':
      return api('getFoodHome', { from: target.userId }).then((home) =>
        foodDraft(home, target.userId, t, locale),
      )
  }
}

/** A missing wish or campaign is its own plain state, not a failure to retry. */
function missingAsItself(error: unknown): never {
  if (isRequestError(error)) {
    const code = Number(error.code)
    if (code === API_CODES.NOT_FOUND || code === API_CODES.RESOURCE_NOT_FOUND)
      throw new ShareTargetMissingError()
  }
  throw error
}

/**
 * Loads what a share of a wish, a lit map or a campaign page shows (a journey is loaded by the journey
 * feature, which the page composes). Keyed by target, viewer and language, with retry.
 */
export function useShareDraft(target: LoadableTarget, viewer: Viewer) {
  const t = useT()
  const locale = useLocaleStore((s) => s.locale)
  const key = JSON.stringify([target, viewer?.id ?? null, locale])
  return useLoad(key, () => loadDraft(target, viewer, t, locale).catch(missingAsItself))
}
