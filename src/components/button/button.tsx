import { Button as TaroButton, type ButtonProps as TaroButtonProps } from '@tarojs/components'
import type { KeyboardEvent } from 'react'

export type ButtonProps = TaroButtonProps & {
  /** The accessible name when the visible content is an icon or not enough on its own. */
  label?: string
  'aria-pressed'?: boolean
  /** data-* attributes (tracking keys, test hooks). */
  [data: `data-${string}`]: string | number | boolean | undefined
}

/** Enter and Space press a button; the browser does that only for a native <button>. */
function pressOnKey(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== 'Enter' && event.key !== ' ') return
  event.preventDefault()
  event.currentTarget.click()
}

/**
 * Taro's Button, keeping its looks (type, size, loading), made reachable on H5. There Taro renders a
 * plain div (config h5.useHtmlComponents), which a screen reader does not announce and a keyboard cannot
 * reach: this adds the button role, a tab stop while enabled, the disabled and busy states, and Enter
 * and Space. Mini-programs render their native button, which has all of that. TARO_ENV is replaced at
 * build time, so each bundle keeps one branch.
 */
export function Button({ label, ...props }: ButtonProps) {
  if (process.env.TARO_ENV !== 'h5') return <TaroButton ariaLabel={label} {...props} />
  const a11y = {
    role: 'button',
    tabIndex: props.disabled ? -1 : 0,
    'aria-label': label,
    'aria-disabled': props.disabled || undefined,
    'aria-busy': props.loading || undefined,
    onKeyDown: pressOnKey,
  }
  return <TaroButton {...a11y} {...props} />
}
