import type { BackGuardAdapter } from '../types'

/** Marks the history entries a guard pushed, so their own popstate can be told from the page's. */
const MARK = '__backGuard'

interface Hold {
  id: number
  onBack: () => void
}

export interface HistoryBackGuard extends BackGuardAdapter {
  /** A back that came from elsewhere (the app's naviBack): closes what holds it, true when something did. */
  takeBack(): boolean
}

/**
 * Back on the web is a history move, so a hold pushes one entry with the same address; the popstate that
 * leaves it is caught in the capture phase, before Taro's router (a bubbling listener on window) sees it,
 * and goes to whatever holds back instead. A release by the page itself (the sheet's close button) steps
 * back over its entry and swallows that popstate, so the history is as it was before the sheet opened.
 */
export function createHistoryBackGuard(win: Window = window): HistoryBackGuard {
  const holds: Hold[] = []
  let nextId = 1
  let ownPops = 0
  let listening = false

  const markOf = (state: unknown) => (state as Record<string, unknown> | null)?.[MARK]

  const stepBackOver = (id: number) => {
    if (markOf(win.history.state) !== id) return
    ownPops++
    win.history.back()
  }

  const onPopState = (event: PopStateEvent) => {
    if (ownPops > 0) {
      ownPops--
      event.stopImmediatePropagation()
      return
    }
    const top = holds[holds.length - 1]
    // Landing on a held entry (forward again) is a move inside the page too.
    if (!top || markOf(event.state) === top.id) return
    event.stopImmediatePropagation()
    holds.pop()
    top.onBack()
  }

  const listen = () => {
    if (listening) return
    listening = true
    win.addEventListener('popstate', onPopState, true)
  }

  return {
    hold(onBack) {
      listen()
      const id = nextId++
      const state = { ...((win.history.state as object | null) ?? {}), [MARK]: id }
      win.history.pushState(state, '', win.location.href)
      holds.push({ id, onBack })
      return () => {
        const index = holds.findIndex((h) => h.id === id)
        if (index < 0) return
        holds.splice(index, 1)
        stepBackOver(id)
      }
    },
    takeBack() {
      const top = holds.pop()
      if (!top) return false
      stepBackOver(top.id)
      top.onBack()
      return true
    },
  }
}
