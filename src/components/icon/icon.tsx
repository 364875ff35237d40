import { Image } from '@tarojs/components'
import { DECORATIVE_IMAGE } from '@/components/image'
import { iconDataUri } from './data-uri'
import type { IconName } from './glyphs'
import './icon.css'

/**
 * A drawn icon beside words that carry the meaning: decorative for screen readers (empty alt, hidden).
 * Size comes from the class (`icon` is 1.25em square, so it follows the text beside it).
 */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <Image
      className={`icon ${className ?? ''}`.trim()}
      src={iconDataUri(name)}
      mode='aspectFit'
      aria-hidden='true'
      data-icon={name}
      imgProps={DECORATIVE_IMAGE}
    />
  )
}
