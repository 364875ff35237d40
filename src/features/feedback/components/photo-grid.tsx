import { Image, Text, View } from '@tarojs/components'
import { DECORATIVE_IMAGE } from '@/components/image'
import { useT } from '@/i18n'
import { trackingProps } from '@/services/tracking'
import '@/i18n/locales/parts/feedback'
import { MAX_PHOTOS, type FieldError, type PhotoItem } from '../model'
import { Field } from './field'

/** A tappable control on a tile, tracked like every button. */
function TileAction({
  className,
  action,
  label,
  onClick,
  moduleKey,
  children,
}: {
  className: string
  action: 'retry' | 'remove'
  label?: string
  onClick: () => void
  moduleKey: string
  children: string
}) {
  return (
    <View
      className={className}
      role='button'
      aria-label={label}
      data-action={`${action}-photo`}
      onClick={onClick}
      {...trackingProps(`feedback_photo_${action}`, { moduleKey })}
    >
      {children}
    </View>
  )
}

function PhotoTile({
  photo,
  onRemove,
  onRetry,
  moduleKey,
}: {
  photo: PhotoItem
  onRemove: () => void
  onRetry: () => void
  moduleKey: string
}) {
  const t = useT()
  return (
    <View className={`feedback-photo feedback-photo--${photo.status}`} data-photo={photo.status}>
      <Image
        className='feedback-photo__image'
        src={photo.previewUrl}
        mode='aspectFill'
        imgProps={DECORATIVE_IMAGE}
      />
      {photo.status === 'uploading' && (
        <Text className='feedback-photo__state' aria-live='polite'>
          {t('feedback.photos.uploading', { percent: Math.round(photo.progress * 100) })}
        </Text>
      )}
      {photo.status === 'failed' && (
        <View className='feedback-photo__state feedback-photo__state--failed' data-reason={photo.error}>
          <Text>{t('feedback.photos.failed')}</Text>
          <TileAction
            className='feedback-photo__retry'
            action='retry'
            onClick={onRetry}
            moduleKey={moduleKey}
          >
            {t('feedback.photos.retry')}
          </TileAction>
        </View>
      )}
      <TileAction
        className='feedback-photo__remove'
        action='remove'
        label={t('feedback.photos.remove')}
        onClick={onRemove}
        moduleKey={moduleKey}
      >
        ×
      </TileAction>
    </View>
  )
}

/** Up to six photos: each shows its own upload progress or failure; the add tile goes once six are in. */
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
      <View className='feedback-photos'>
        {photos.map((photo) => (
          <PhotoTile
            key={photo.id}
            photo={photo}
            onRemove={() => onRemove(photo.id)}
            onRetry={() => onRetry(photo.id)}
            moduleKey={moduleKey}
          />
        ))}
        {photos.length < MAX_PHOTOS && (
          <View
            className='feedback-photo feedback-photo--add'
            role='button'
            data-action='add-photo'
            onClick={onAdd}
            {...trackingProps('feedback_photo_add', { moduleKey })}
          >
            <Text className='feedback-photo__plus'>+</Text>
            <Text>{t('feedback.photos.add')}</Text>
          </View>
        )}
      </View>
    </Field>
  )
}
