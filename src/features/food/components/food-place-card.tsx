import { Image, Text, View } from '@tarojs/components'
import type { FoodPlace } from '@types-shared/api/content'
import { Button } from '@/components/button'
import { DECORATIVE_IMAGE } from '@/components/image'
import { useLocalizedName, useT } from '@/i18n'
import { trackingProps } from '@/services/tracking'
import '@/i18n/locales/parts/food'
import './food.css'

export interface FoodPlaceCardProps {
  place: FoodPlace
  index: number
  /** The reader's own tick is shown and can be changed; a visitor's button asks them to sign in. */
  busy: boolean
  /** The sharer's name when they ate here (a page opened from a share). */
  sharerAte?: string
  onOpen: (place: FoodPlace) => void
  onEaten: (place: FoodPlace, eaten: boolean) => void
}

/**
 * A place of the trail: tapping its photo or name opens the place sheet; the button below is the
 * check-in, a sibling rather than a child of the tappable area so a tap on it never opens the sheet.
 */
export function FoodPlaceCard({ place, index, busy, sharerAte, onOpen, onEaten }: FoodPlaceCardProps) {
  const t = useT()
  const name = useLocalizedName()
  return (
    <View
      className={`food-place${place.eaten ? ' food-place--eaten' : ''}`}
      role='listitem'
      data-place={place.placeId}
      data-eaten={place.eaten}
      {...trackingProps('food_place', {
        moduleKey: 'food_places',
        index,
        attrs: { placeId: place.placeId },
        impression: true,
      })}
    >
      <View className='food-place__open' data-action='open-place' onClick={() => onOpen(place)}>
        {place.photo ? (
          <Image
            className='food-place__photo'
            src={place.photo}
            mode='aspectFill'
            imgProps={DECORATIVE_IMAGE}
          />
        ) : (
          <View className='food-place__photo food-place__photo--plain' />
        )}
        <View className='food-place__body'>
          <Text className='food-place__name'>{name(place.name, place.nameEn)}</Text>
          {place.rating !== null && (
            <Text className='food-place__rating'>
              {t('food.rating', { rating: place.rating.toFixed(1) })}
            </Text>
          )}
          <Text className='food-place__blurb'>{name(place.blurb, place.blurbEn)}</Text>
          {sharerAte && (
            <Text className='food-place__sharer' data-sharer-ate>
              {t('food.sharerAte', { name: sharerAte })}
            </Text>
          )}
        </View>
      </View>
      <View className='food-place__actions'>
        {place.eaten ? (
          <>
            <Text className='food-place__done'>✓ {t('food.eaten')}</Text>
            <Button
              size='mini'
              disabled={busy}
              data-action='undo'
              onClick={() => onEaten(place, false)}
              {...trackingProps('food_undo', { moduleKey: 'food_places', attrs: { placeId: place.placeId } })}
            >
              {t('food.undo')}
            </Button>
          </>
        ) : (
          <Button
            size='mini'
            type='primary'
            disabled={busy}
            data-action='ate-here'
            onClick={() => onEaten(place, true)}
            {...trackingProps('food_ate_here', {
              moduleKey: 'food_places',
              attrs: { placeId: place.placeId },
            })}
          >
            {t('food.ateHere')}
          </Button>
        )}
      </View>
    </View>
  )
}
