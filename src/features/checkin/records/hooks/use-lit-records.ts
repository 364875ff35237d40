import { useCallback, useMemo, useState } from 'react'
import { useLoad, type AsyncStatus } from '@/components/states'
import { useLocalizedName, useT } from '@/i18n'
import type { CheckinRecord } from '@types-shared/api/checkin'
import '@/i18n/locales/parts/records'
import { deleteRecord } from '../api/delete-record'
import { getRecords } from '../api/get-records'
import { searchRecords } from '../api/search-records'
import { useConfirmDelete } from './use-confirm-delete'
import { useDebouncedSearch, type DebouncedSearch } from './use-debounced-search'
import { useSignInNeeded } from './use-sign-in-needed'

export interface LitRecords {
  /** Every lit region. */
  state: AsyncStatus<CheckinRecord[]>
  retry: () => void
  /** Loads again without the loading state (after a custom place lit a region). */
  refresh: () => void
  /** The search of my records by name (search/record/list), debounced. */
  search: DebouncedSearch<CheckinRecord>
  /** Asks, then deletes that region's record; resolves true once it is gone. */
  remove: (record: CheckinRecord) => Promise<boolean>
}

const without = <T extends { id: number }>(state: AsyncStatus<T[]>, gone: ReadonlySet<number>) =>
  state.status === 'ready' && gone.size > 0
    ? { status: 'ready' as const, data: state.data.filter((r) => !gone.has(r.id)) }
    : state

/** My lit regions for the records page: loading, error with retry, search and delete. */
export function useLitRecords({ onSignInNeeded }: { onSignInNeeded: () => void }): LitRecords {
  const t = useT()
  const nameOf = useLocalizedName()
  const signInNeeded = useSignInNeeded(onSignInNeeded)
  const confirmDelete = useConfirmDelete(signInNeeded)
  const [gone, setGone] = useState<ReadonlySet<number>>(new Set())
  const { state, retry, update } = useLoad('lit', () =>
    getRecords().catch((error: unknown) => {
      signInNeeded(error)
      throw error
    }),
  )

  const refresh = useCallback(() => {
    getRecords().then(
      (data) => update(() => data),
      // The list shown stays; only a refused session needs the page.
      (error: unknown) => void signInNeeded(error),
    )
  }, [signInNeeded, update])

  const search = useDebouncedSearch(searchRecords, signInNeeded)

  const remove = useCallback(
    async (record: CheckinRecord) => {
      const name = nameOf(record.region.name, record.region.nameEn)
      const done = await confirmDelete(
        { title: t('records.delete.title', { name }), desc: t('records.delete.desc') },
        () => deleteRecord(record.id),
      )
      if (done) setGone((ids) => new Set([...ids, record.id]))
      return done
    },
    [confirmDelete, nameOf, t],
  )

  const shown = useMemo(() => without(state, gone), [state, gone])
  const found = useMemo(() => (search.result ? without(search.result, gone) : null), [search.result, gone])
  return {
    state: shown,
    retry,
    refresh,
    search: { ...search, result: found },
    remove,
  }
}
