/** An SVG document as an image address: what every drawn map, icon and poster is shown as. */
export const svgDataUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
