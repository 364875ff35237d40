import { useEffect, useRef, useState } from 'react'
import type { AsyncStatus } from '@/components/states'
import { searchKeyword, SEARCH_DEBOUNCE_MS } from '../model'

export interface DebouncedSearch<T> {
  /** What the traveller typed. */
  keyword: string
  setKeyword: (value: string) => void
  /** What was (or is being) searched for: trimmed, cut to 40; '' when there is no search. */
  query: string
  /** null without a search; the search's state otherwise. */
  result: AsyncStatus<T[]> | null
}

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)))

/**
 * A search as the traveller types: sent once typing rests for SEARCH_DEBOUNCE_MS (250 ms), so a word
 * typed letter by letter is one request, and an answer to an older keyword never replaces a newer one.
 */
export function useDebouncedSearch<T>(
  search: (keyword: string) => Promise<T[]>,
  onError?: (error: Error) => void,
): DebouncedSearch<T> {
  const [keyword, setKeyword] = useState('')
  const [query, setQuery] = useState('')
  const [result, setResult] = useState<AsyncStatus<T[]> | null>(null)
  const latest = useRef({ search, onError })
  latest.current = { search, onError }

  const wanted = searchKeyword(keyword)
  useEffect(() => {
    if (!wanted) {
      setQuery('')
      setResult(null)
      return
    }
    const timer = setTimeout(() => setQuery(wanted), SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [wanted])

  useEffect(() => {
    if (!query) return
    let current = true
    setResult({ status: 'loading' })
    latest.current.search(query).then(
      (data) => current && setResult({ status: 'ready', data }),
      (error: unknown) => {
        if (!current) return
        setResult({ status: 'error', error: asError(error) })
        latest.current.onError?.(asError(error))
      },
    )
    return () => {
      current = false
    }
  }, [query])

  return { keyword, setKeyword, query: wanted ? query : '', result: wanted ? result : null }
}
