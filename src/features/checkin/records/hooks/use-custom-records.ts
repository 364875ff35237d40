import { useCallback } from 'react'
import { useLoad, type AsyncStatus } from '@/components/states'
import { useT } from '@/i18n'
import type { CustomRecord } from '@types-shared/api/checkin'
import '@/i18n/locales/parts/records'
import { deleteCustomRecord } from '../api/delete-custom-record'
import { getCustomRecords } from '../api/get-custom-records'
import { renameCustomRecord } from '../api/rename-custom-record'
import { useConfirmDelete } from './use-confirm-delete'
import { useSignInNeeded } from './use-sign-in-needed'

export interface CustomRecords {
  state: AsyncStatus<CustomRecord[]>
  retry: () => void
  /** A place just created goes on top, as the server lists them (newest first). */
  add: (record: CustomRecord) => void
  /** Asks, then deletes the place (its region stays lit); resolves true once it is gone. */
  remove: (record: CustomRecord) => Promise<boolean>
  /** Renames a place; rejects when the server did not. */
  rename: (record: CustomRecord, name: string) => Promise<void>
}

/** My places of my own for the records page. */
export function useCustomRecords({ onSignInNeeded }: { onSignInNeeded: () => void }): CustomRecords {
  const t = useT()
  const signInNeeded = useSignInNeeded(onSignInNeeded)
  const confirmDelete = useConfirmDelete(signInNeeded)
  const { state, retry, update } = useLoad('custom', () =>
    getCustomRecords().catch((error: unknown) => {
      signInNeeded(error)
      throw error
    }),
  )

  const add = useCallback(
    (record: CustomRecord) => update((list) => [record, ...list.filter((r) => r.id !== record.id)]),
    [update],
  )

  const remove = useCallback(
    async (record: CustomRecord) => {
      const done = await confirmDelete(
        {
          title: t('records.custom.deleteTitle', { name: record.name }),
          desc: t('records.custom.deleteDesc'),
        },
        () => deleteCustomRecord(record.id),
      )
      if (done) update((list) => list.filter((r) => r.id !== record.id))
      return done
    },
    [confirmDelete, t, update],
  )

  const rename = useCallback(
    async (record: CustomRecord, name: string) => {
      try {
        const renamed = await renameCustomRecord(record.id, name)
        update((list) => list.map((r) => (r.id === renamed.id ? renamed : r)))
      } catch (error) {
        signInNeeded(error)
        throw error
      }
    },
    [signInNeeded, update],
  )

  return { state, retry, add, remove, rename }
}
