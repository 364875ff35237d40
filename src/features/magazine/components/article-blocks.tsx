import { Text, View } from '@tarojs/components'
import { LazyImage } from '@/components/lazy-image'
import { articleImage, MarkedText, RichText } from '@/components/rich-text'
import { useT } from '@/i18n'
import { trackingProps } from '@/services/tracking'
import '@/i18n/locales/parts/magazine'
import type { Block } from '../model'
import { useOpenLink } from '../hooks/use-open-link'
import { JourneyCard, PlaceCard } from './block-cards'

export interface BlockActions {
  onOpenPlace: (placeId: number) => void
  onOpenJourney: (journeyId: number) => void
}

const LINK_TRACKING = trackingProps('magazine_link', { moduleKey: 'article' })

function OneBlock({
  block,
  articleId,
  index,
  actions,
}: { block: Block; articleId: number; index: number } & { actions: BlockActions }) {
  const t = useT()
  const openLink = useOpenLink()
  switch (block.type) {
    case 'text':
      return (
        <MarkedText
          className='magazine-text'
          text={block.text}
          marks={block.marks}
          onOpenLink={openLink}
          linkTracking={LINK_TRACKING}
        />
      )
    case 'rich':
      return (
        <RichText
          className='magazine-rich'
          html={block.html}
          onOpenLink={openLink}
          tracking={LINK_TRACKING}
        />
      )
    case 'image': {
      const src = articleImage(block.url)
      return (
        <View className='magazine-figure'>
          {src && (
            <LazyImage
              className='magazine-figure__image'
              src={src}
              mode='aspectFill'
              alt={t('magazine.imageAlt', { caption: block.caption })}
            />
          )}
          {block.caption && <Text className='magazine-figure__caption'>{block.caption}</Text>}
        </View>
      )
    }
    case 'place':
      return (
        <PlaceCard placeId={block.placeId} articleId={articleId} index={index} onOpen={actions.onOpenPlace} />
      )
    case 'journey':
      return (
        <JourneyCard
          journeyId={block.journeyId}
          articleId={articleId}
          index={index}
          onOpen={actions.onOpenJourney}
        />
      )
    case 'quote':
      return (
        <View className='magazine-quote' role='figure'>
          <Text className='magazine-quote__text'>{block.text}</Text>
          {block.by && <Text className='magazine-quote__by'>{t('magazine.quoteBy', { by: block.by })}</Text>}
        </View>
      )
    default:
      // A block type this build does not know yet (a newer server) is skipped, not a crash.
      return null
  }
}

/** An article's blocks in order, each rendered by React; only a `rich` block's HTML meets the sanitizer. */
export function ArticleBlocks({
  blocks,
  articleId,
  actions,
}: {
  blocks: readonly Block[]
  articleId: number
  actions: BlockActions
}) {
  return (
    <View className='magazine-blocks'>
      {blocks.map((block, i) => (
        <View key={i} className={`magazine-block magazine-block--${block.type}`} data-block={block.type}>
          <OneBlock block={block} articleId={articleId} index={i + 1} actions={actions} />
        </View>
      ))}
    </View>
  )
}
