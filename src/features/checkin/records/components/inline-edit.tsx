import { Input, View } from '@tarojs/components'
import { useState, type ReactNode } from 'react'
import { Button } from '@/components/button'
import { useT } from '@/i18n'
import { trackingProps } from '@/services/tracking'
import '@/i18n/locales/parts/records'
import type { FieldError } from '../model'
import './records.css'

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error))

/**
 * A value shown with an edit button; editing swaps in a labelled input with save and cancel. Save checks
 * the value first (the server's rule), keeps the input open with the reason when the server refuses.
 */
export function InlineEdit({
  value,
  display,
  inputLabel,
  editLabel,
  max,
  validate,
  onSave,
  trackPrefix,
  moduleKey,
}: {
  value: string
  /** What is shown while not editing. */
  display: ReactNode
  /** The input's accessible name. */
  inputLabel: string
  /** The edit button's accessible name (its text is "edit"). */
  editLabel: string
  max: number
  validate: (value: string) => FieldError | null
  onSave: (value: string) => Promise<void>
  /** Tracking: `<trackPrefix>_edit|save|cancel`. */
  trackPrefix: string
  moduleKey: string
}) {
  const t = useT()
  const [editing, setEditing] = useState(false)
  const [draft, setDraft] = useState(value)
  const [problem, setProblem] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)

  if (!editing) {
    return (
      <View className='records-edit'>
        <View className='records-edit__value'>{display}</View>
        <Button
          className='records-edit__start'
          size='mini'
          label={editLabel}
          data-action='edit'
          onClick={() => {
            setDraft(value)
            setProblem(null)
            setEditing(true)
          }}
          {...trackingProps(`${trackPrefix}_edit`, { moduleKey })}
        >
          {editLabel}
        </Button>
      </View>
    )
  }

  const save = async () => {
    const invalid = validate(draft)
    if (invalid) {
      setProblem(t(invalid.key, invalid.params))
      return
    }
    setSaving(true)
    try {
      await onSave(draft.trim())
      setEditing(false)
    } catch (error) {
      setProblem(t('records.edit.failed', { message: errorText(error) }))
    } finally {
      setSaving(false)
    }
  }

  return (
    <View className='records-edit records-edit--editing'>
      <Input
        className='records-input records-edit__input'
        value={draft}
        focus
        aria-label={inputLabel}
        maxlength={max + 10}
        onInput={(e) => setDraft(e.detail.value)}
      />
      <View className='records-edit__actions'>
        <Button
          size='mini'
          type='primary'
          loading={saving}
          disabled={saving}
          data-action='save'
          onClick={() => void save()}
          {...trackingProps(`${trackPrefix}_save`, { moduleKey })}
        >
          {t('records.edit.save')}
        </Button>
        <Button
          size='mini'
          data-action='cancel'
          onClick={() => setEditing(false)}
          {...trackingProps(`${trackPrefix}_cancel`, { moduleKey })}
        >
          {t('records.edit.cancel')}
        </Button>
      </View>
      {problem && (
        <View className='records-field__error' role='alert'>
          {problem}
        </View>
      )}
    </View>
  )
}
