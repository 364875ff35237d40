import { View } from '@tarojs/components'
import { LazyImage } from '@/components/lazy-image'
import { sliceRatio, type HotSpot, type HotSpotAction, type ImageSlice } from '../model/hot-spots'
import { HotSpotButton } from './hot-spot-button'

interface SliceViewProps {
  slice: ImageSlice
  /** The slice's hot spots that may be offered (refused links already left out), each with its index. */
  spots: readonly { spot: HotSpot; index: number }[]
  pageKey: string
  english: boolean
  onAction: (action: HotSpotAction) => void
}

/**
 * One slice of the long picture. The frame has the slice's own ratio before the image arrives (padding
 * in per cent of the width), so loading never moves what is below; the image loads when it comes within
 * 1.5 screens (the shared LazyImage, SPEC.md section 9), and the hot spots sit over it in per cent.
 */
export function SliceView({ slice, spots, pageKey, english, onAction }: SliceViewProps) {
  return (
    <View className='img-slice' data-slice-url={slice.url}>
      <View className='img-slice__frame' style={{ paddingTop: sliceRatio(slice) }}>
        <LazyImage
          className='img-slice__image'
          src={slice.url}
          alt={english ? slice.altEn : slice.alt}
          mode='scaleToFill'
        />
        {spots.map(({ spot, index }) => (
          <HotSpotButton
            key={spot.id}
            spot={spot}
            pageKey={pageKey}
            index={index}
            english={english}
            onAction={onAction}
          />
        ))}
      </View>
    </View>
  )
}
