import { useShareAppMessage, useShareTimeline } from '@tarojs/taro'
import { useRef } from 'react'
import { getPlatform } from './index'

/** The page's own card, used until the page arms a more specific one: its title and its own address. */
export interface PageShareCard {
  title: string
  /** `/pages/...?...`: the page with the parameters it was opened with. */
  path: string
}

/** `/pages/x/index?a=1` -> `a=1`: Moments cards carry only the query of the page they share. */
const queryOf = (path: string) => path.split('?')[1] ?? ''

/**
 * A mini-program page shares only through its own menu: these hooks answer the menu with what the page
 * last handed to `share.setShareInfo` (a journey, a wish, a campaign), and otherwise with the page itself
 * and its parameters, so a card always lands on the same page with the same data. Elsewhere Taro never
 * calls them, so every page uses this hook on every platform (PageFrame). The page's config enables the
 * two share entries (route table: `shareable`).
 */
export function useShareCard(fallback: PageShareCard): void {
  // Read when the menu is tapped, not when the page first rendered: the title may have come later.
  const latest = useRef(fallback)
  latest.current = fallback
  const card = () => {
    const armed = getPlatform().share.armedCard()
    return armed?.miniProgramPath
      ? { title: armed.title, path: armed.miniProgramPath, imageUrl: armed.imageUrl }
      : { title: latest.current.title, path: latest.current.path }
  }
  useShareAppMessage(card)
  useShareTimeline(() => {
    const { title, path, imageUrl } = card()
    return { title, query: queryOf(path), imageUrl }
  })
}
