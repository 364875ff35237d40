import { Text, View } from '@tarojs/components'
import { LazyImage } from '@/components/lazy-image'
import { useT } from '@/i18n'
import { useLocaleStore } from '@/i18n/locale-store'
import { trackingProps } from '@/services/tracking'
import { formatDate } from '@/utils/format'
import '@/i18n/locales/parts/magazine'
import type { ArticleSummary, Directory } from '../model'
import './magazine.css'
import './magazine-desktop.css'

function ArticleCard({
  article,
  index,
  onOpen,
}: {
  article: ArticleSummary
  index: number
  onOpen: (id: number) => void
}) {
  const t = useT()
  return (
    <View
      className='magazine-card'
      role='link'
      data-article={article.id}
      onClick={() => onOpen(article.id)}
      {...trackingProps('magazine_article', {
        moduleKey: 'directory',
        index,
        attrs: { articleId: article.id },
        impression: true,
      })}
    >
      {article.cover ? (
        <LazyImage className='magazine-card__cover' src={article.cover} alt='' />
      ) : (
        <View className='magazine-card__cover' />
      )}
      <View className='magazine-card__body'>
        <Text className='magazine-card__title'>{article.title}</Text>
        <Text className='magazine-card__summary'>{article.summary}</Text>
        {article.author && (
          <Text className='magazine-card__author'>{t('magazine.by', { author: article.author })}</Text>
        )}
      </View>
    </View>
  )
}

/** An issue: cover, title, intro, then each section with its article cards. */
export function DirectoryView({ directory, onOpen }: { directory: Directory; onOpen: (id: number) => void }) {
  const t = useT()
  const locale = useLocaleStore((s) => s.locale)
  let index = 0
  return (
    <View className='magazine' data-magazine={directory.id}>
      <View className='magazine-issue'>
        {directory.cover && <LazyImage className='magazine-issue__cover' src={directory.cover} alt='' />}
        <Text className='magazine-issue__kicker'>
          {t('magazine.issue', { issue: directory.issue })}
          {directory.publishedAt
            ? ` · ${t('magazine.published', { date: formatDate(directory.publishedAt.slice(0, 10), locale) })}`
            : ''}
        </Text>
        <View className='magazine-issue__title' role='heading' aria-level={2}>
          {directory.title}
        </View>
        <Text className='magazine-issue__intro'>{directory.intro}</Text>
      </View>
      <View className='magazine__contents' role='heading' aria-level={2}>
        {t('magazine.contents')}
      </View>
      {directory.sections
        .filter((section) => section.articles.length > 0)
        .map((section) => (
          <View key={section.id} className='magazine-section' data-section={section.id}>
            <View className='magazine-section__title' role='heading' aria-level={3}>
              {section.title}
            </View>
            {section.articles.map((article) => (
              <ArticleCard key={article.id} article={article} index={++index} onOpen={onOpen} />
            ))}
          </View>
        ))}
    </View>
  )
}
