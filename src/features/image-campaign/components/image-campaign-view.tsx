import { View } from '@tarojs/components'
import { useMemo } from 'react'
import type { ImageCampaignId } from '@types-shared/routes/route-table'
import { usePageTitle } from '@/components/page-frame'
import { useHostShareInfo } from '@/components/share-target/use-host-share-info'
import { ErrorState, LoadingState } from '@/components/states'
import { useLocaleStore } from '@/i18n/locale-store'
import { sitePolicy } from '@/services/auth/policy'
import { ImageCampaignMissingError } from '../api/get-image-campaign'
import { useHotSpotAction } from '../hooks/use-hot-spot-action'
import { useImageCampaign } from '../hooks/use-image-campaign'
import { isActiveHotSpot, type ImageCampaign } from '../model/hot-spots'
import { CampaignHeader } from './campaign-header'
import { MissingState } from './missing-state'
import { SliceView } from './slice-view'
import './image-campaign.css'

export interface ImageCampaignViewProps {
  pageKey: ImageCampaignId
  /** Opens the place sheet, which belongs to another feature: the page composes it. */
  onOpenPlace: (placeId: number) => void
}

/** The loaded page: its header, then the slices with their hot spots, numbered across the page. */
function CampaignBody({
  campaign,
  pageKey,
  onOpenPlace,
}: { campaign: ImageCampaign } & ImageCampaignViewProps) {
  const english = useLocaleStore((s) => s.locale) === 'en'
  const onAction = useHotSpotAction(onOpenPlace)
  const title = english ? campaign.titleEn : campaign.title
  usePageTitle(title)
  // The host's own share entry (the app's menu, a mini-program's ···) sends the page's card.
  useHostShareInfo(
    { kind: 'image', key: pageKey },
    { title: campaign.share.title, text: campaign.share.desc, cover: campaign.share.image || undefined },
  )
  const slices = useMemo(() => {
    const policy = sitePolicy()
    let index = 0
    return campaign.slices.map((slice) => ({
      slice,
      spots: slice.hotSpots
        .filter((spot) => isActiveHotSpot(spot, policy))
        .map((spot) => ({ spot, index: ++index })),
    }))
  }, [campaign])
  return (
    <>
      <CampaignHeader campaign={campaign} pageKey={pageKey} english={english} />
      <View className='img-slices'>
        {slices.map(({ slice, spots }, i) => (
          <SliceView
            key={`${i}:${slice.url}`}
            slice={slice}
            spots={spots}
            pageKey={pageKey}
            english={english}
            onAction={onAction}
          />
        ))}
      </View>
    </>
  )
}

/**
 * An image campaign page (img/*, PRODUCT.md): one component for all twelve, the content per page from
 * the server. Loading, an error with retry, and "no such content" (not found) each have their state.
 */
export function ImageCampaignView({ pageKey, onOpenPlace }: ImageCampaignViewProps) {
  const { state, retry } = useImageCampaign(pageKey)
  const background = state.status === 'ready' ? state.data.background : undefined
  return (
    <View
      className='img-campaign'
      data-image-campaign={pageKey}
      style={background ? { backgroundColor: background } : undefined}
    >
      {state.status === 'loading' && <LoadingState />}
      {state.status === 'error' &&
        (state.error instanceof ImageCampaignMissingError ? (
          <MissingState />
        ) : (
          <ErrorState onRetry={retry} />
        ))}
      {state.status === 'ready' && (
        <CampaignBody campaign={state.data} pageKey={pageKey} onOpenPlace={onOpenPlace} />
      )}
    </View>
  )
}
