import { View } from '@tarojs/components'
import { useRef, type ReactNode } from 'react'
import { designSize } from '@/platform/taro/design-size'
import { useNearViewport } from '../lazy-image/use-near-viewport'

interface DeferredSectionProps {
  /** Render at once (the first screen). */
  eager?: boolean
  /**
   * The height the section is expected to take, in design px (750 wide, as the stylesheets), so the page
   * does not jump when it renders: it then scales with the screen as the rendered section does.
   */
  estimatedHeight: number
  /** Data attributes kept on the placeholder, so the section can be found (and scrolled to) before it renders. */
  attributes?: Record<string, string | number>
  children: ReactNode
}

/**
 * Renders its content once it comes near the screen (the lazy images' rule: 1.5 screens), and a
 * placeholder of about its height until then. A long page then costs a cheap phone only the sections
 * in view on first load; the rest renders as the traveller scrolls.
 */
export function DeferredSection({
  eager = false,
  estimatedHeight,
  attributes,
  children,
}: DeferredSectionProps) {
  const ref = useRef(null)
  const near = useNearViewport(ref, eager)
  if (near) return <>{children}</>
  return (
    <View
      ref={ref}
      className='deferred-section'
      data-deferred
      style={{ minHeight: designSize(Math.round(estimatedHeight)) }}
      {...attributes}
    />
  )
}
