import { Text, View } from '@tarojs/components'
import { Button } from '@/components/button'
import { localizedName, useT, type MessageKey } from '@/i18n'
import { getPlatform } from '@/platform'
import { trackingProps } from '@/services/tracking'
import { useLocaleStore } from '@/i18n/locale-store'
import '@/i18n/locales/parts/place'
import { displayName, secondaryName, type PlaceDetail } from '../model'
import { PhoneLink } from './phone-link'
import { PlacePhotos } from './place-photos'
import { RatingStars } from './rating-stars'

const CATEGORY_KEYS = new Set(['sight', 'food', 'hotel', 'shopping', 'hub', 'nature', 'culture'])

function categoryLabel(category: string, t: ReturnType<typeof useT>) {
  return CATEGORY_KEYS.has(category) ? t(`category.${category}` as MessageKey) : category
}

async function copyAddress(address: string, t: ReturnType<typeof useT>) {
  const { clipboard, ui } = getPlatform()
  const message = await clipboard.copy(address).then(
    () => t('place.addressCopied'),
    () => t('place.copyFailed'),
  )
  await ui.toast(message).catch(() => undefined)
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <View className='place-sheet__row'>
      <Text className='place-sheet__label'>{label}</Text>
      <View className='place-sheet__value'>{children}</View>
    </View>
  )
}

/** Everything the API says about a place, in the order a traveller looks for it. */
export function PlaceContent({ place }: { place: PlaceDetail }) {
  const t = useT()
  const locale = useLocaleStore((s) => s.locale)
  const name = displayName(place, locale)
  const other = secondaryName(place, locale)
  const price = place.priceLevel >= 1 && place.priceLevel <= 4 ? place.priceLevel : null
  return (
    <View className='place-sheet__content'>
      <PlacePhotos photos={place.photos} name={name} />
      {other && <Text className='place-sheet__other-name'>{other}</Text>}
      <View className='place-sheet__meta'>
        <Text className='place-sheet__category'>
          {[categoryLabel(place.category, t), localizedName(place.city, place.cityEn, locale)]
            .filter(Boolean)
            .join(' · ')}
        </Text>
        {place.rating > 0 && <RatingStars rating={place.rating} />}
        {price && (
          <Text className='place-sheet__price'>
            <Text aria-hidden='true'>{'¥'.repeat(price)} </Text>
            {t('place.priceLabel', { level: t(`place.price.${price}` as MessageKey) })}
          </Text>
        )}
      </View>
      {place.address && (
        <Row label={t('place.address')}>
          <Text selectable>{place.address}</Text>
          <Button
            unstyled
            className='place-sheet__inline-action'
            onClick={() => void copyAddress(place.address, t)}
            {...trackingProps('place_sheet_copy_address', {
              moduleKey: 'place_sheet',
              attrs: { placeId: place.id },
            })}
          >
            {t('place.copyAddress')}
          </Button>
        </Row>
      )}
      {place.openingHours && (
        <Row label={t('place.hours')}>
          <Text>{place.openingHours}</Text>
        </Row>
      )}
      {place.phone && (
        <Row label={t('place.phone')}>
          <PhoneLink phone={place.phone} placeId={place.id} />
        </Row>
      )}
      {place.tags.length > 0 && (
        <View className='place-sheet__tags' role='list' aria-label={t('place.tags')}>
          {place.tags.map((tag) => (
            <View key={tag} className='place-sheet__tag' role='listitem'>
              {tag}
            </View>
          ))}
        </View>
      )}
      {place.description && (
        <Row label={t('place.about')}>
          <Text className='place-sheet__description'>{place.description}</Text>
        </Row>
      )}
    </View>
  )
}
