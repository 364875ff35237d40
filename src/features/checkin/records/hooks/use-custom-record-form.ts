import { useCallback, useState } from 'react'
import { toWgs84 } from '@/components/map-canvas'
import { usePhotoUploads, type PhotoItem, type PhotoUploads } from '@/components/photo-uploads'
import { getPlatform } from '@/platform'
import { useT } from '@/i18n'
import type { CustomRecord, Region } from '@types-shared/api/checkin'
import '@/i18n/locales/parts/records'
import { createCustomRecord } from '../api/create-custom-record'
import { searchRegions } from '../../api/checkin-api'
import {
  CUSTOM_PHOTOS_MAX,
  customRecordBody,
  localToday,
  validateCustomRecord,
  type CustomErrors,
  type CustomFields,
  type PickedPoint,
} from '../model'
import { useDebouncedSearch, type DebouncedSearch } from './use-debounced-search'
import { useSignInNeeded } from './use-sign-in-needed'

export type SubmitState = { status: 'idle' } | { status: 'sending' } | { status: 'failed'; message: string }

export interface CustomRecordForm {
  fields: CustomFields
  setField: (name: keyof CustomFields, value: string) => void
  /** The latest visit date offered: the traveller's today. */
  today: string
  point: PickedPoint | null
  locating: boolean
  /** The device's position, converted to WGS-84 whatever system the platform answers in. */
  locate: () => Promise<void>
  /** Regions by name (search/political), to take a region's centre as the point. */
  regionSearch: DebouncedSearch<Region>
  pickRegion: (region: Region) => void
  photos: PhotoItem[]
  photoActions: Pick<PhotoUploads, 'add' | 'remove' | 'retry'>
  /** Messages to show: every field's once a save was tried. */
  errors: CustomErrors
  submit: () => Promise<void>
  submitState: SubmitState
  busy: boolean
}

const EMPTY: CustomFields = { name: '', visitedOn: '', note: '' }
const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error))

/**
 * The form of a place of my own: name, visit date, note, photos and the point, checked by the server's
 * rules (model.ts) before it is sent. After a save it starts empty again and hands the place on.
 */
export function useCustomRecordForm({
  onCreated,
  onSignInNeeded,
}: {
  onCreated: (record: CustomRecord) => void
  onSignInNeeded: () => void
}): CustomRecordForm {
  const t = useT()
  const signInNeeded = useSignInNeeded(onSignInNeeded)
  const uploads = usePhotoUploads(CUSTOM_PHOTOS_MAX)
  const [fields, setFields] = useState<CustomFields>(EMPTY)
  const [point, setPoint] = useState<PickedPoint | null>(null)
  const [locating, setLocating] = useState(false)
  const [tried, setTried] = useState(false)
  const [submitState, setSubmitState] = useState<SubmitState>({ status: 'idle' })
  const regionSearch = useDebouncedSearch(searchRegions)
  const today = localToday()

  const setField = useCallback((name: keyof CustomFields, value: string) => {
    setFields((f) => ({ ...f, [name]: value }))
  }, [])

  const locate = useCallback(async () => {
    const { location, ui } = getPlatform()
    setLocating(true)
    try {
      const position = await location.getCurrentPosition()
      const [lat, lon] = toWgs84(position.lat, position.lon, position.coordinate)
      setPoint({ lat, lon, from: 'location' })
    } catch (error) {
      await ui.toast(t('records.form.locationFailed', { message: errorText(error) })).catch(() => undefined)
    } finally {
      setLocating(false)
    }
  }, [t])

  const { setKeyword } = regionSearch
  const pickRegion = useCallback(
    (region: Region) => {
      if (region.lat === null || region.lon === null) return
      setPoint({ lat: region.lat, lon: region.lon, from: 'region', name: region.name, nameEn: region.nameEn })
      setKeyword('')
    },
    [setKeyword],
  )

  const allErrors = validateCustomRecord(fields, point, uploads.photos, today)
  const sending = submitState.status === 'sending'
  const busy = sending || uploads.photos.some((p) => p.status === 'uploading')

  const submit = async () => {
    setTried(true)
    if (sending || !point || Object.keys(allErrors).length > 0) return
    setSubmitState({ status: 'sending' })
    try {
      const created = await createCustomRecord(customRecordBody(fields, point, uploads.photos))
      setFields(EMPTY)
      setPoint(null)
      uploads.clear()
      setTried(false)
      setSubmitState({ status: 'idle' })
      getPlatform()
        .ui.toast(t('records.form.created', { name: created.name }))
        .catch(() => undefined)
      onCreated(created)
    } catch (error) {
      if (signInNeeded(error)) return
      setSubmitState({ status: 'failed', message: errorText(error) })
    }
  }

  return {
    fields,
    setField,
    today,
    point,
    locating,
    locate,
    regionSearch,
    pickRegion,
    photos: uploads.photos,
    photoActions: { add: uploads.add, remove: uploads.remove, retry: uploads.retry },
    errors: tried ? allErrors : {},
    submit,
    submitState,
    busy,
  }
}
