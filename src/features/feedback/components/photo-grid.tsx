import { PhotoGrid as SharedPhotoGrid, type PhotoItem } from '@/components/photo-uploads'
import { useT } from '@/i18n'
import '@/i18n/locales/parts/feedback'
import { MAX_PHOTOS, type FieldError } from '../model'
import { Field } from './field'

/** Up to six photos, in the form's own labelled field (the grid itself is shared: components/photo-uploads). */
export function PhotoGrid({
  photos,
  onAdd,
  onRemove,
  onRetry,
  error,
  moduleKey,
}: {
  photos: readonly PhotoItem[]
  onAdd: () => void
  onRemove: (id: string) => void
  onRetry: (id: string) => void
  error?: FieldError
  moduleKey: string
}) {
  const t = useT()
  return (
    <Field name='photos' label={t('feedback.photos.label', { max: MAX_PHOTOS })} error={error}>
      <SharedPhotoGrid
        photos={photos}
        max={MAX_PHOTOS}
        onAdd={onAdd}
        onRemove={onRemove}
        onRetry={onRetry}
        trackPrefix='feedback'
        moduleKey={moduleKey}
      />
    </Field>
  )
}
