import { Image, View } from '@tarojs/components'
import { useMemo, useRef, useState } from 'react'
import { imgAttributes } from '@/components/image'
import { getPlatform } from '@/platform'
import { imageUrlFor } from '@/platform/env/image-url'
import { loadedImages } from './cache'
import { MAX_ATTEMPTS } from './constants'
import { useNearViewport } from './use-near-viewport'

interface LazyImageProps {
  src: string
  alt?: string
  className?: string
  mode?: 'aspectFill' | 'aspectFit' | 'widthFix' | 'scaleToFill'
  /** Shown until the image loads, and instead of it when it fails. */
  placeholder?: string
}

/** webp is rewritten to png on iOS below 14 (SPEC.md section 5, issue #4). */
function useImageUrl(src: string): string {
  return useMemo(() => {
    try {
      return imageUrlFor(src, getPlatform().environment.describe().info)
    } catch {
      return src
    }
  }, [src])
}

/**
 * An image that loads when it comes within 1.5 screens, tries once, and remembers what it loaded
 * (SPEC.md section 9). Mini-programs use Image's own lazy loading.
 */
export function LazyImage({ src, alt, className, mode = 'aspectFill', placeholder }: LazyImageProps) {
  const url = useImageUrl(src)
  const ref = useRef(null)
  const near = useNearViewport(ref, process.env.TARO_ENV !== 'h5' || loadedImages.has(url))
  const [attempts, setAttempts] = useState(0)
  const [failed, setFailed] = useState(false)
  const showImage = near && !failed && attempts <= MAX_ATTEMPTS
  return (
    <View
      ref={ref}
      className={`lazy-image ${className ?? ''}`.trim()}
      data-state={failed ? 'failed' : near ? 'loading' : 'waiting'}
    >
      {showImage ? (
        <Image
          src={url}
          mode={mode}
          // Mini-programs load lazily by themselves; on H5 the observer above already decided.
          lazyLoad={process.env.TARO_ENV !== 'h5'}
          imgProps={imgAttributes(alt ?? '')}
          onLoad={() => loadedImages.add(url)}
          onError={() => {
            setAttempts((n) => n + 1)
            setFailed(true)
          }}
        />
      ) : (
        placeholder && <Image src={placeholder} mode={mode} imgProps={imgAttributes(alt ?? '')} />
      )}
    </View>
  )
}
