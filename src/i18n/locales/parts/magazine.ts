import { registerMessages } from '../../translate'

/** Strings of the magazine (issue 16): the directory, an article and its cards. */
export const magazineZh = {
  'magazine.issue': '{issue} 期',
  'magazine.published': '{date} 出版',
  'magazine.contents': '目录',
  'magazine.articleCount': '{count} 篇文章',
  'magazine.empty': '这一期还没有文章，过几天再来看看',
  'magazine.issueMissing': '没有找到这一期杂志',
  'magazine.notFound': '没有找到这篇文章，它可能已被删除或链接不完整',
  'magazine.toDirectory': '返回目录',
  'magazine.prev': '上一篇',
  'magazine.next': '下一篇',
  'magazine.by': '文 / {author}',
  'magazine.quoteBy': '—— {by}',
  'magazine.place.kicker': '文中地点',
  'magazine.place.open': '查看地点',
  'magazine.place.loading': '正在加载地点…',
  'magazine.place.unavailable': '这个地点暂时无法显示',
  'magazine.journey.kicker': '推荐行程',
  'magazine.journey.open': '查看行程',
  'magazine.journey.meta': '{days} 天 · {cities}',
  'magazine.journey.unavailable': '这个行程暂时无法显示',
  'magazine.link.copied': '链接已复制，请在浏览器中打开',
  'magazine.link.failed': '打不开这个链接',
  'magazine.imageAlt': '配图：{caption}',
}

export const magazineEn: Record<keyof typeof magazineZh, string> = {
  'magazine.issue': 'Issue {issue}',
  'magazine.published': 'Published {date}',
  'magazine.contents': 'Contents',
  'magazine.articleCount': '{count} articles',
  'magazine.empty': 'No articles in this issue yet: come back in a few days',
  'magazine.issueMissing': 'This magazine issue could not be found',
  'magazine.notFound': 'This article could not be found: it may have been removed, or the link is incomplete',
  'magazine.toDirectory': 'Back to contents',
  'magazine.prev': 'Previous',
  'magazine.next': 'Next',
  'magazine.by': 'By {author}',
  'magazine.quoteBy': '— {by}',
  'magazine.place.kicker': 'Place in this story',
  'magazine.place.open': 'View place',
  'magazine.place.loading': 'Loading the place…',
  'magazine.place.unavailable': 'This place cannot be shown right now',
  'magazine.journey.kicker': 'Featured journey',
  'magazine.journey.open': 'View journey',
  'magazine.journey.meta': '{days} days · {cities}',
  'magazine.journey.unavailable': 'This journey cannot be shown right now',
  'magazine.link.copied': 'Link copied: open it in your browser',
  'magazine.link.failed': 'This link could not be opened',
  'magazine.imageAlt': 'Picture: {caption}',
}

declare module '../../message-key' {
  interface PartKeys {
    magazine: keyof typeof magazineZh
  }
}

registerMessages(magazineZh, magazineEn)
