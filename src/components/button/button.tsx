import { Button as TaroButton } from '@tarojs/components'
import type { ReactNode } from 'react'
import './button.css'

export interface ButtonProps {
  className?: string
  /** Taro's button kinds: grey, the product's green, red. */
  type?: 'default' | 'primary' | 'warn'
  /** `mini` is an inline button sized to its text. */
  size?: 'default' | 'mini'
  disabled?: boolean
  /** Shows a spinner and tells assistive technology the button is busy. */
  loading?: boolean
  /** The accessible name when the visible content is an icon or not enough on its own. */
  label?: string
  /** No house look: the caller's class draws the button entirely (the bottom sheets' actions). */
  unstyled?: boolean
  'aria-pressed'?: boolean
  /** The chosen one of a set (a strip of days). */
  'aria-current'?: 'true' | 'step'
  onClick?: () => void
  children?: ReactNode
  /** data-* attributes (tracking keys, test hooks). */
  [data: `data-${string}`]: string | number | boolean | undefined
}

const classesOf = ({ className, type = 'default', size, unstyled }: ButtonProps) =>
  (unstyled ? [className] : ['button', `button--${type}`, size === 'mini' && 'button--mini', className])
    .filter(Boolean)
    .join(' ') || undefined

/**
 * The site's button. On H5 a native <button type="button">: in the Tab order, announced as a button,
 * pressed by Enter and Space, taken out by `disabled`, styled by button.css alone. Taro's H5 Button is a
 * div (config h5.useHtmlComponents) whose injected stylesheet outranks a page's own classes and loads
 * its spinner from a CDN. Mini-programs render Taro's Button, their native one. TARO_ENV is replaced at
 * build time, so each bundle keeps one branch.
 */
export function Button(props: ButtonProps) {
  const { className, type, size, disabled, loading, label, unstyled, onClick, children, ...attributes } =
    props
  if (process.env.TARO_ENV !== 'h5') {
    return (
      <TaroButton
        className={className}
        type={type}
        size={size}
        disabled={disabled}
        loading={loading}
        ariaLabel={label}
        onClick={onClick}
        {...attributes}
      >
        {children}
      </TaroButton>
    )
  }
  return (
    <button
      type='button'
      className={classesOf({ className, type, size, unstyled })}
      disabled={disabled}
      aria-label={label}
      aria-busy={loading || undefined}
      onClick={onClick}
      {...attributes}
    >
      {loading && <span className='button__spinner' aria-hidden='true' />}
      {children}
    </button>
  )
}
