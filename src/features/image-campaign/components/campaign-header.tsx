import { Text, View } from '@tarojs/components'
import { Button } from '@/components/button'
import { OpenAppButton } from '@/components/open-app/open-app-button'
import { usePageContext } from '@/components/page-frame'
// The module itself, not the folder's index (which carries the poster's QR encoder).
import { openShare } from '@/components/share-target/open-share'
import type { ImageCampaignId } from '@types-shared/routes/route-table'
import { useT } from '@/i18n'
import { trackingProps } from '@/services/tracking'
import '@/i18n/locales/parts/image-campaign'
import type { ImageCampaign } from '../model/hot-spots'

interface CampaignHeaderProps {
  campaign: ImageCampaign
  pageKey: ImageCampaignId
  english: boolean
}

/** The page's title and subtitle, with share (the site's share page) and "open in app". */
export function CampaignHeader({ campaign, pageKey, english }: CampaignHeaderProps) {
  const t = useT()
  const route = usePageContext()?.route
  const attrs = { pageKey }
  const appTarget = campaign.appJourneyId
    ? { pageType: 'journey_detail', params: { id: String(campaign.appJourneyId) } }
    : { pageType: 'home' }
  return (
    <View className='img-header'>
      <View className='img-header__title' role='heading' aria-level={1}>
        {english ? campaign.titleEn : campaign.title}
      </View>
      <Text className='img-header__subtitle'>{english ? campaign.subtitleEn : campaign.subtitle}</Text>
      <Text className='img-header__hint'>{t('imageCampaign.hint')}</Text>
      <View className='img-header__actions'>
        <Button
          size='mini'
          className='img-header__share'
          data-action='share-image'
          onClick={() => void openShare({ kind: 'image', key: pageKey }, route)}
          {...trackingProps('img_share', { moduleKey: 'image_campaign', attrs })}
        >
          {t('imageCampaign.share')}
        </Button>
        <View
          className='img-header__open'
          {...trackingProps('img_open_app', { moduleKey: 'image_campaign', attrs })}
        >
          <OpenAppButton
            className='img-header__app'
            target={{ ...appTarget, source: `h5_img_${pageKey}`, channel: 'h5' }}
          />
        </View>
      </View>
    </View>
  )
}
