import { useEffect, useMemo, useState } from 'react'
import { getPlatform, type RasterImage } from '@/platform'
import { POSTER_HEIGHT, POSTER_WIDTH, posterSvg, svgDataUrl, type PosterContent } from './poster-svg'

export type PosterImage = { status: 'drawing'; image: null } | { status: 'ready'; image: RasterImage }

/**
 * The poster, drawn as soon as its content is known (not on the tap): a PNG at the screen's pixel ratio
 * and at least 2x where the platform can draw, so "share" and "save" have it at hand. Should drawing
 * fail, the SVG itself stands in: the poster still shows and saves, only not as a PNG file.
 */
export function usePosterImage(content: PosterContent): PosterImage {
  const svg = useMemo(() => posterSvg(content), [content])
  const [drawn, setDrawn] = useState<{ svg: string; image: RasterImage } | null>(null)
  useEffect(() => {
    let live = true
    const size = { width: POSTER_WIDTH, height: POSTER_HEIGHT }
    getPlatform()
      .images.rasterize(svg, size)
      .catch((): RasterImage => ({ url: svgDataUrl(svg), width: size.width, height: size.height }))
      .then((image) => {
        if (live) setDrawn({ svg, image })
      })
    return () => {
      live = false
    }
  }, [svg])
  return drawn?.svg === svg ? { status: 'ready', image: drawn.image } : { status: 'drawing', image: null }
}
