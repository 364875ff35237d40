import { Input, Picker, Textarea, View } from '@tarojs/components'
import { Button } from '@/components/button'
import { PhotoGrid } from '@/components/photo-uploads'
import { useT } from '@/i18n'
import { useLocaleStore } from '@/i18n/locale-store'
import { trackingProps } from '@/services/tracking'
import type { CustomRecord } from '@types-shared/api/checkin'
import { VISITED_ON_EARLIEST } from '@types-shared/api/custom-record-rules'
import '@/i18n/locales/parts/records'
import { useCustomRecordForm } from '../hooks/use-custom-record-form'
import { CUSTOM_NAME_MAX, CUSTOM_NOTE_MAX, CUSTOM_PHOTOS_MAX, formatDay } from '../model'
import { Field } from './field'
import { PointField } from './point-field'
import './records.css'

/**
 * A place of my own: name, visit date (Taro's date picker: native in mini-programs, Taro's own on H5),
 * note, photos through the shared picker, and the point. Messages show once a save was tried.
 */
export function CustomRecordForm({
  onCreated,
  onCancel,
  onSignInNeeded,
  moduleKey,
}: {
  onCreated: (record: CustomRecord) => void
  onCancel: () => void
  onSignInNeeded: () => void
  moduleKey: string
}) {
  const t = useT()
  const locale = useLocaleStore((s) => s.locale)
  const form = useCustomRecordForm({ onCreated, onSignInNeeded })
  const { fields, errors, submitState } = form
  const sending = submitState.status === 'sending'
  return (
    <View className='records-form' role='form' aria-label={t('records.form.title')} data-form='custom-record'>
      <View className='records-form__title' role='heading' aria-level={3}>
        {t('records.form.title')}
      </View>
      <Field name='name' label={t('records.form.name')} error={errors.name}>
        <Input
          className='records-input'
          value={fields.name}
          placeholder={t('records.form.namePlaceholder')}
          aria-label={t('records.form.name')}
          maxlength={CUSTOM_NAME_MAX + 10}
          onInput={(e) => form.setField('name', e.detail.value)}
        />
      </Field>
      <Field name='visitedOn' label={t('records.form.date')} error={errors.visitedOn}>
        <View className='records-date'>
          <Picker
            mode='date'
            value={fields.visitedOn || form.today}
            start={VISITED_ON_EARLIEST}
            end={form.today}
            onChange={(e) => form.setField('visitedOn', e.detail.value)}
          >
            <View
              className='records-date__value'
              role='button'
              aria-label={`${t('records.form.date')}: ${
                fields.visitedOn ? formatDay(fields.visitedOn, locale) : t('records.form.datePick')
              }`}
              data-action='pick-date'
              {...trackingProps('clockin_records_date', { moduleKey })}
            >
              {fields.visitedOn ? formatDay(fields.visitedOn, locale) : t('records.form.datePick')}
            </View>
          </Picker>
          {fields.visitedOn && (
            <Button
              size='mini'
              label={t('records.form.dateClear')}
              data-action='clear-date'
              onClick={() => form.setField('visitedOn', '')}
              {...trackingProps('clockin_records_date_clear', { moduleKey })}
            >
              ×
            </Button>
          )}
        </View>
      </Field>
      <Field name='note' label={t('records.form.note')} error={errors.note}>
        <Textarea
          className='records-textarea'
          value={fields.note}
          placeholder={t('records.form.notePlaceholder')}
          maxlength={CUSTOM_NOTE_MAX + 50}
          nativeProps={{ 'aria-label': t('records.form.note') }}
          onInput={(e) => form.setField('note', e.detail.value)}
        />
      </Field>
      <Field name='photos' label={t('records.form.photos', { max: CUSTOM_PHOTOS_MAX })} error={errors.photos}>
        <PhotoGrid
          photos={form.photos}
          max={CUSTOM_PHOTOS_MAX}
          onAdd={() => void form.photoActions.add()}
          onRemove={form.photoActions.remove}
          onRetry={form.photoActions.retry}
          trackPrefix='clockin_records'
          moduleKey={moduleKey}
        />
      </Field>
      <PointField form={form} moduleKey={moduleKey} />
      {submitState.status === 'failed' && (
        <View className='records-field__error' role='alert' data-error='submit'>
          {t('records.form.failed', { message: submitState.message })}
        </View>
      )}
      <View className='records-form__actions'>
        <Button
          type='primary'
          data-action='save-custom'
          loading={sending}
          disabled={form.busy}
          onClick={() => void form.submit()}
          {...trackingProps('clockin_records_create_submit', { moduleKey })}
        >
          {t('records.form.submit')}
        </Button>
        <Button
          data-action='cancel-custom'
          onClick={onCancel}
          {...trackingProps('clockin_records_create_cancel', { moduleKey })}
        >
          {t('records.form.cancel')}
        </Button>
      </View>
    </View>
  )
}
