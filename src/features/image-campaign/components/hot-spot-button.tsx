import { Text, View } from '@tarojs/components'
import { Button } from '@/components/button'
import { useT } from '@/i18n'
import { trackingProps } from '@/services/tracking'
import '@/i18n/locales/parts/image-campaign'
import { hotSpotBox, type HotSpot, type HotSpotAction } from '../model/hot-spots'

interface HotSpotButtonProps {
  spot: HotSpot
  pageKey: string
  /** Its place among the page's hot spots, from 1 (tracking's index). */
  index: number
  english: boolean
  onAction: (action: HotSpotAction) => void
}

/**
 * One tappable area over a slice: a real button, named by its label and what it opens, in the Tab
 * order, with a visible focus ring and a soft pulse that says "tap here" (still under reduced motion).
 * Each one is tracked: an impression when seen, a click when tapped, with its id and the page's key.
 */
export function HotSpotButton({ spot, pageKey, index, english, onAction }: HotSpotButtonProps) {
  const t = useT()
  const label = english ? spot.labelEn : spot.label
  const kind = spot.action.kind
  return (
    <View className='img-hot-spot' style={hotSpotBox(spot)}>
      <Button
        unstyled
        className='img-hot-spot__button'
        label={t(`imageCampaign.hotSpot.${kind}`, { label })}
        data-hot-spot={spot.id}
        data-hot-spot-kind={kind}
        onClick={() => onAction(spot.action)}
        {...trackingProps('img_hot_spot', {
          moduleKey: 'image_campaign',
          index,
          attrs: { pageKey, hotSpotId: spot.id, action: kind },
          impression: true,
        })}
      >
        <Text className='img-hot-spot__pulse' aria-hidden='true' />
        {/* Said on the picture too: operators' art may not name what a spot opens. */}
        <Text className='img-hot-spot__label'>{label}</Text>
      </Button>
    </View>
  )
}
