import { Text, View } from '@tarojs/components'
import { LazyImage } from '@/components/lazy-image'
import { useT } from '@/i18n'
import { useLocaleStore } from '@/i18n/locale-store'
import { trackingProps } from '@/services/tracking'
import '@/i18n/locales/parts/magazine'
import { getJourneyBrief, getPlaceBrief } from '../api/get-card-details'
import { useCardDetails } from '../hooks/use-card-details'

interface CardProps {
  articleId: number
  /** 1-based position among the article's blocks, for impressions. */
  index: number
}

interface CardShellProps {
  photo?: string
  kicker: string
  title: string
  meta?: string
  action: string
  onOpen: () => void
  /** Test hook and tracking attributes of the card. */
  attributes: Record<string, string | number>
  role: 'button' | 'link'
}

/** The look both cards share: photo, kicker, title, a line of detail and the action. */
function CardShell({ photo, kicker, title, meta, action, onOpen, attributes, role }: CardShellProps) {
  return (
    <View className='magazine-block-card' role={role} onClick={onOpen} {...attributes}>
      {photo ? (
        <LazyImage className='magazine-block-card__photo' src={photo} alt='' />
      ) : (
        <View className='magazine-block-card__photo' />
      )}
      <View className='magazine-block-card__body'>
        <Text className='magazine-block-card__kicker'>{kicker}</Text>
        <Text className='magazine-block-card__title'>{title}</Text>
        {meta && <Text className='magazine-block-card__meta'>{meta}</Text>}
        <Text className='magazine-block-card__action'>{action} ›</Text>
      </View>
    </View>
  )
}

/** A place named in the article: its photo, name and city; a tap opens the place sheet. */
export function PlaceCard({
  placeId,
  articleId,
  index,
  onOpen,
}: CardProps & { placeId: number; onOpen: (id: number) => void }) {
  const t = useT()
  const en = useLocaleStore((s) => s.locale) === 'en'
  const state = useCardDetails(placeId, getPlaceBrief)
  const place = state.status === 'ready' ? state.data : null
  const pending = state.status === 'loading' ? t('magazine.place.loading') : t('magazine.place.unavailable')
  return (
    <CardShell
      role='button'
      photo={place?.photos[0]}
      kicker={t('magazine.place.kicker')}
      title={place ? (en && place.nameEn) || place.name : pending}
      meta={place ? (en && place.cityEn) || place.city : undefined}
      action={t('magazine.place.open')}
      onOpen={() => onOpen(placeId)}
      attributes={{
        'data-place-card': placeId,
        ...trackingProps('magazine_place', {
          moduleKey: 'article',
          index,
          attrs: { articleId, placeId },
          impression: true,
        }),
      }}
    />
  )
}

/** A journey the article recommends: its cover, title and length; a tap opens the journey. */
export function JourneyCard({
  journeyId,
  articleId,
  index,
  onOpen,
}: CardProps & { journeyId: number; onOpen: (id: number) => void }) {
  const t = useT()
  const en = useLocaleStore((s) => s.locale) === 'en'
  const state = useCardDetails(journeyId, getJourneyBrief)
  const journey = state.status === 'ready' ? state.data : null
  const cities = journey ? journey.cities.map((c, i) => (en && journey.citiesEn[i]) || c) : []
  return (
    <CardShell
      role='link'
      photo={journey?.cover}
      kicker={t('magazine.journey.kicker')}
      title={
        journey
          ? (en && journey.titleEn) || journey.title
          : state.status === 'missing'
            ? t('magazine.journey.unavailable')
            : ''
      }
      meta={
        journey
          ? t('magazine.journey.meta', { days: journey.dayCount, cities: cities.slice(0, 3).join(' · ') })
          : undefined
      }
      action={t('magazine.journey.open')}
      onOpen={() => onOpen(journeyId)}
      attributes={{
        'data-journey-card': journeyId,
        ...trackingProps('magazine_journey', {
          moduleKey: 'article',
          index,
          attrs: { articleId, journeyId },
          impression: true,
        }),
      }}
    />
  )
}
