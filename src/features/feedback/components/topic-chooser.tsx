import { View } from '@tarojs/components'
import { trackingProps } from '@/services/tracking'
import type { FieldError } from '../model'
import { Field } from './field'

export interface TopicOption {
  value: string
  label: string
}

/** The scene (place report) or category (contact us) as chips: one tap chooses, the choice is marked. */
export function TopicChooser({
  label,
  options,
  value,
  onChange,
  error,
  moduleKey,
}: {
  label: string
  options: readonly TopicOption[]
  value: string
  onChange: (value: string) => void
  error?: FieldError
  moduleKey: string
}) {
  return (
    <Field name='topic' label={label} error={error}>
      <View className='feedback-topics' role='radiogroup' aria-label={label}>
        {options.map((option, i) => {
          const chosen = option.value === value
          return (
            <View
              key={option.value}
              className={`feedback-topic${chosen ? ' feedback-topic--chosen' : ''}`}
              role='radio'
              aria-checked={chosen}
              data-topic={option.value}
              onClick={() => onChange(option.value)}
              {...trackingProps('feedback_topic', {
                moduleKey,
                index: i + 1,
                attrs: { topic: option.value },
              })}
            >
              {option.label}
            </View>
          )
        })}
      </View>
    </Field>
  )
}
