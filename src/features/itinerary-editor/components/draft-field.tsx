import { Input, Text, View } from '@tarojs/components'
import { useEffect, useRef, useState } from 'react'

/** Typing pauses this long before the edit goes out: live for the others, not one update per key. */
export const DRAFT_COMMIT_MS = 400

export interface DraftFieldProps {
  /** The document's value, shown while this field is not being typed in. */
  value: string
  /** Turns what was typed into the value to write, or undefined when it is not valid (not sent). */
  parse?: (text: string) => unknown
  onCommit: (value: unknown) => void
  onFocusChange?: (focused: boolean) => void
  label: string
  placeholder?: string
  maxlength?: number
  type?: 'text' | 'number' | 'digit'
  disabled?: boolean
  invalidLabel?: string
  name: string
  className?: string
}

/**
 * A field of the shared document. What is typed is a draft: it goes out after a pause or when the
 * field is left, and while someone types, another person's change of the same field does not pull
 * the text from under their fingers (theirs wins when they leave the field, as the last write).
 */
export function DraftField({
  value,
  parse = (text) => text,
  onCommit,
  onFocusChange,
  label,
  placeholder,
  maxlength,
  type = 'text',
  disabled,
  invalidLabel,
  name,
  className,
}: DraftFieldProps) {
  const [draft, setDraft] = useState(value)
  const [invalid, setInvalid] = useState(false)
  const focused = useRef(false)
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const committed = useRef(value)

  useEffect(() => {
    if (!focused.current) setDraft(value)
    committed.current = value
  }, [value])
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), [])

  const commit = (text: string) => {
    if (timer.current) clearTimeout(timer.current)
    timer.current = null
    const parsed = parse(text)
    setInvalid(parsed === undefined)
    if (parsed === undefined || text === committed.current) return
    committed.current = text
    onCommit(parsed)
  }

  return (
    <View className={`editor-field ${className ?? ''}`} data-field={name} data-invalid={invalid || undefined}>
      <Text className='editor-field__label'>{label}</Text>
      <Input
        className='editor-field__input'
        value={draft}
        type={type}
        placeholder={placeholder}
        aria-label={label}
        maxlength={maxlength}
        disabled={disabled}
        onInput={(e) => {
          const text = e.detail.value
          setDraft(text)
          if (timer.current) clearTimeout(timer.current)
          timer.current = setTimeout(() => commit(text), DRAFT_COMMIT_MS)
        }}
        onFocus={() => {
          focused.current = true
          onFocusChange?.(true)
        }}
        onBlur={(e) => {
          focused.current = false
          commit(e.detail.value ?? draft)
          onFocusChange?.(false)
        }}
        onConfirm={(e) => commit(e.detail.value ?? draft)}
      />
      {invalid && invalidLabel && (
        <View className='editor-field__error' role='alert'>
          {invalidLabel}
        </View>
      )}
    </View>
  )
}
