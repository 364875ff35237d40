// Sharing and images, the platform's side (issues 12 and 13): what a share carries, what became of it,
// and drawing a poster. Part of types.ts, which re-exports it.

export interface SharePayload {
  title: string
  text?: string
  /** The address to share; must be http(s). */
  url: string
  imageUrl?: string
  /** Mini-program page path for share cards (`/pages/...?...`). */
  miniProgramPath?: string
  /** A prepared image to share along (a poster): sent as a file where the platform can share files. */
  image?: RasterImage
}

/**
 * shared: the platform shared it; copied: the link went to the clipboard instead; guide: the page must
 * show the "tap ··· to share" guide (WeChat's browser); menu: the platform's own share menu is armed
 * (mini-programs); cancelled: the user backed out.
 */
export type ShareStatus = 'shared' | 'copied' | 'guide' | 'menu' | 'cancelled'

/**
 * What a poster's code should open where the poster is made: the web address (a QR code any camera
 * reads), or the mini-program page as the vendor's own code, which only that vendor's scanner opens.
 */
export type PosterCodeKind = { kind: 'address' } | { kind: 'mini-code'; vendor: string }

export interface ShareAdapter {
  share(content: SharePayload): Promise<{ status: ShareStatus; channel?: string }>
  /** What the platform's own share entry (app menu, mini-program menu) shares from now on. */
  setShareInfo(content: SharePayload): Promise<void>
  posterCode(): PosterCodeKind
  /**
   * What the page in front armed the platform's share menu with, where a page answers the menu itself
   * (a mini-program's onShareAppMessage); null elsewhere or when it armed nothing.
   */
  armedCard(): SharePayload | null
}

/** A drawing turned into an image the platform can show, save and share. */
export interface RasterImage {
  /** A PNG data URL where the platform can draw (web, app); the SVG's own data URL where it cannot. */
  url: string
  /** The PNG as a file, for the Web Share API's `files`; absent where there is no File. */
  file?: File
  /** Its size in pixels: the drawing's size times the scale it was drawn at. */
  width: number
  height: number
}

export interface ImageSaverAdapter {
  /** Saves an image given by http(s)/data URL to the user's photos (or downloads it on the web). */
  save(image: { url: string }): Promise<void>
  /**
   * Draws an SVG document of `size` CSS pixels into a PNG at the screen's pixel ratio, and never under
   * 2x, so a poster stays sharp on any phone. Done before any tap, so sharing it needs no wait.
   */
  rasterize(svg: string, size: { width: number; height: number }): Promise<RasterImage>
}
