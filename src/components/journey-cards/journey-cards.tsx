import { Image, Text, View } from '@tarojs/components'
import type { JourneyCard } from '@types-shared/api/campaign'
import { DECORATIVE_IMAGE } from '@/components/image'
import { trackingProps } from '@/services/tracking'

export interface JourneyCardsProps {
  journeys: readonly JourneyCard[]
  onOpen: (journey: JourneyCard) => void
  /** The BEM block the page styles: `<block>s` (the list), `<block>`, `<block>__cover`, `__body` ... */
  block: string
  /** The card's tracking key and module (clicks and impressions). */
  eventKey: string
  moduleKey: string
  /** The line under the title, in the feature's own words (days and cities). */
  meta: (journey: JourneyCard) => string
}

/**
 * Curated journeys as cards that open the journey (summer2025, the Spring Festival special). Two
 * features show them, and features do not import each other, so the markup lives here and each feature
 * keeps its look (`block`) and its words (`meta`).
 */
export function JourneyCards({ journeys, onOpen, block, eventKey, moduleKey, meta }: JourneyCardsProps) {
  return (
    // Links, not list items: each card is one tap to the journey (a role=list may hold only listitems).
    <View className={`${block}s`}>
      {journeys.map((journey, i) => (
        <View
          key={journey.id}
          className={block}
          role='link'
          aria-label={journey.title}
          data-journey={journey.id}
          onClick={() => onOpen(journey)}
          {...trackingProps(eventKey, {
            moduleKey,
            index: i + 1,
            attrs: { journeyId: journey.id },
            impression: true,
          })}
        >
          {journey.cover ? (
            <Image
              className={`${block}__cover`}
              src={journey.cover}
              mode='aspectFill'
              imgProps={DECORATIVE_IMAGE}
            />
          ) : (
            <View className={`${block}__cover ${block}__cover--plain`} />
          )}
          <View className={`${block}__body`}>
            <Text className={`${block}__title`}>{journey.title}</Text>
            <Text className={`${block}__meta`}>{meta(journey)}</Text>
          </View>
        </View>
      ))}
    </View>
  )
}
