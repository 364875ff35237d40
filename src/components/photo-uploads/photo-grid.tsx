import { Image, Text, View } from '@tarojs/components'
import { DECORATIVE_IMAGE } from '@/components/image'
import { useT } from '@/i18n'
import { trackingProps } from '@/services/tracking'
import '@/i18n/locales/parts/photos'
import type { PhotoItem } from './model'
import './photo-uploads.css'

export interface PhotoGridProps {
  photos: readonly PhotoItem[]
  /** The add tile goes once this many are in. */
  max: number
  onAdd: () => void
  onRemove: (id: string) => void
  onRetry: (id: string) => void
  /** Tracking: clicks are `<trackPrefix>_photo_add|remove|retry` in this module. */
  trackPrefix: string
  moduleKey: string
}

/** A tappable control on a tile, tracked like every button. */
function TileAction({
  className,
  action,
  label,
  onClick,
  eventKey,
  moduleKey,
  children,
}: {
  className: string
  action: 'retry' | 'remove'
  label?: string
  onClick: () => void
  eventKey: string
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
      {...trackingProps(eventKey, { moduleKey })}
    >
      {children}
    </View>
  )
}

function PhotoTile({
  photo,
  onRemove,
  onRetry,
  trackPrefix,
  moduleKey,
}: {
  photo: PhotoItem
  onRemove: () => void
  onRetry: () => void
  trackPrefix: string
  moduleKey: string
}) {
  const t = useT()
  return (
    <View className={`photo-uploads__tile photo-uploads__tile--${photo.status}`} data-photo={photo.status}>
      <Image
        className='photo-uploads__image'
        src={photo.previewUrl}
        mode='aspectFill'
        imgProps={DECORATIVE_IMAGE}
      />
      {photo.status === 'uploading' && (
        <Text className='photo-uploads__state' aria-live='polite'>
          {t('photos.uploading', { percent: Math.round(photo.progress * 100) })}
        </Text>
      )}
      {photo.status === 'failed' && (
        <View className='photo-uploads__state photo-uploads__state--failed' data-reason={photo.error}>
          <Text>{t('photos.failed')}</Text>
          <TileAction
            className='photo-uploads__retry'
            action='retry'
            onClick={onRetry}
            eventKey={`${trackPrefix}_photo_retry`}
            moduleKey={moduleKey}
          >
            {t('photos.retry')}
          </TileAction>
        </View>
      )}
      <TileAction
        className='photo-uploads__remove'
        action='remove'
        label={t('photos.remove')}
        onClick={onRemove}
        eventKey={`${trackPrefix}_photo_remove`}
        moduleKey={moduleKey}
      >
        ×
      </TileAction>
    </View>
  )
}

/**
 * The picked photos as square tiles, each with its own upload progress or failure (and a retry) and a
 * remove control; an add tile while there is room. A form puts its own label and message around it.
 */
export function PhotoGrid({ photos, max, onAdd, onRemove, onRetry, trackPrefix, moduleKey }: PhotoGridProps) {
  const t = useT()
  return (
    <View
      className='photo-uploads'
      role='group'
      aria-label={t('photos.group', { count: photos.length, max })}
    >
      {photos.map((photo) => (
        <PhotoTile
          key={photo.id}
          photo={photo}
          onRemove={() => onRemove(photo.id)}
          onRetry={() => onRetry(photo.id)}
          trackPrefix={trackPrefix}
          moduleKey={moduleKey}
        />
      ))}
      {photos.length < max && (
        <View
          className='photo-uploads__tile photo-uploads__tile--add'
          role='button'
          data-action='add-photo'
          onClick={onAdd}
          {...trackingProps(`${trackPrefix}_photo_add`, { moduleKey })}
        >
          <Text className='photo-uploads__plus' aria-hidden='true'>
            +
          </Text>
          <Text>{t('photos.add')}</Text>
        </View>
      )}
    </View>
  )
}
