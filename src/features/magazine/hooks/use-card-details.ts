import { useEffect, useState } from 'react'

export type CardState<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'missing' }

/**
 * A card's details, loaded beside the article: a card whose place or journey cannot be loaded says so
 * in place and never fails the article around it.
 */
export function useCardDetails<T>(id: number, load: (id: number) => Promise<T>): CardState<T> {
  const [state, setState] = useState<CardState<T>>({ status: 'loading' })
  useEffect(() => {
    let current = true
    setState({ status: 'loading' })
    load(id).then(
      (data) => current && setState({ status: 'ready', data }),
      () => current && setState({ status: 'missing' }),
    )
    return () => {
      current = false
    }
  }, [id, load])
  return state
}
