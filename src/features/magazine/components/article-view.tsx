import { Text, View } from '@tarojs/components'
import { Button } from '@/components/button'
import { EmptyState } from '@/components/states'
import { useT } from '@/i18n'
import { trackingProps } from '@/services/tracking'
import '@/i18n/locales/parts/magazine'
import type { Article } from '../model'
import { useReadingPosition } from '../hooks/use-reading-position'
import { ArticleBlocks, type BlockActions } from './article-blocks'
import './magazine.css'
import './magazine-desktop.css'

export interface ArticleActions extends BlockActions {
  onOpenArticle: (id: number) => void
  onDirectory: () => void
}

const NAV = 'article_nav'

/** Previous, contents, next: the way through an issue without going back to its directory. */
function ArticleNav({ article, actions }: { article: Article; actions: ArticleActions }) {
  const t = useT()
  const { prevId, nextId } = article
  return (
    <View className='magazine-nav' role='navigation'>
      <Button
        className='magazine-nav__prev'
        size='mini'
        disabled={prevId === null}
        onClick={() => prevId !== null && actions.onOpenArticle(prevId)}
        data-nav='prev'
        {...trackingProps('magazine_prev', { moduleKey: NAV, attrs: { articleId: article.id } })}
      >
        ‹ {t('magazine.prev')}
      </Button>
      <Button
        className='magazine-nav__contents'
        size='mini'
        onClick={actions.onDirectory}
        data-nav='directory'
        {...trackingProps('magazine_directory', { moduleKey: NAV, attrs: { articleId: article.id } })}
      >
        {t('magazine.toDirectory')}
      </Button>
      <Button
        className='magazine-nav__next'
        size='mini'
        type='primary'
        disabled={nextId === null}
        onClick={() => nextId !== null && actions.onOpenArticle(nextId)}
        data-nav='next'
        {...trackingProps('magazine_next', { moduleKey: NAV, attrs: { articleId: article.id } })}
      >
        {t('magazine.next')} ›
      </Button>
    </View>
  )
}

/** One article: its section, title and author, its blocks, and the way on. Keeps the reading position. */
export function ArticleView({ article, actions }: { article: Article; actions: ArticleActions }) {
  const t = useT()
  useReadingPosition(article.id, true)
  return (
    <View className='magazine magazine-article' data-article-id={article.id}>
      <Text className='magazine-article__section'>{article.sectionTitle}</Text>
      <View className='magazine-article__title' role='heading' aria-level={2}>
        {article.title}
      </View>
      {article.author && (
        <Text className='magazine-article__author'>{t('magazine.by', { author: article.author })}</Text>
      )}
      <ArticleBlocks blocks={article.blocks} articleId={article.id} actions={actions} />
      <ArticleNav article={article} actions={actions} />
    </View>
  )
}

/** The article or issue does not exist: say so, and offer the latest issue's contents. */
export function MagazineMissing({
  what,
  onDirectory,
}: {
  what: 'issue' | 'article'
  onDirectory: () => void
}) {
  const t = useT()
  return (
    <View className='magazine-missing' data-missing={what}>
      <EmptyState
        label={t(what === 'article' ? 'magazine.notFound' : 'magazine.issueMissing')}
        action={
          <Button
            size='mini'
            onClick={onDirectory}
            {...trackingProps('magazine_missing_directory', { moduleKey: 'article' })}
          >
            {t('magazine.toDirectory')}
          </Button>
        }
      />
    </View>
  )
}
