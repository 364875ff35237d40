import { Button } from '@tarojs/components'
import type { ReactNode } from 'react'

export interface SheetButtonProps {
  className?: string
  onClick: () => void
  disabled?: boolean
  /** The accessible name when the visible content is an icon. */
  label?: string
  children: ReactNode
  /** data-* attributes (tracking keys, test hooks). */
  [data: `data-${string}`]: string | undefined
}

/**
 * A button keyboard and screen-reader users can reach inside a dialog: on H5 a native <button> (in the
 * Tab order, Enter and Space press it, `disabled` takes it out), since Taro's H5 Button is a custom
 * element that is neither focusable nor announced as a button. Mini-programs keep Taro's Button.
 * TARO_ENV is replaced at build time, so each bundle keeps one branch.
 */
export function SheetButton({ className, onClick, disabled, label, children, ...data }: SheetButtonProps) {
  if (process.env.TARO_ENV !== 'h5') {
    return (
      <Button className={className} onClick={onClick} disabled={disabled} ariaLabel={label} {...data}>
        {children}
      </Button>
    )
  }
  return (
    <button
      type='button'
      className={className}
      onClick={onClick}
      disabled={disabled}
      aria-label={label}
      {...data}
    >
      {children}
    </button>
  )
}
