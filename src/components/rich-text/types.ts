import type { TextMark } from '@types-shared/api/magazine'

/** Tracking attributes (services/tracking trackingProps) for the element a reader taps. */
export type TrackingAttributes = Record<string, string>

export interface RichTextProps {
  /** An operator's HTML string: it reaches the DOM only through the sanitizer (H5), or as text (mini). */
  html: string
  /** A tapped link, already checked against the allowed hosts; the caller opens it the platform's way. */
  onOpenLink: (href: string) => void
  className?: string
  tracking?: TrackingAttributes
}

export interface MarkedTextProps {
  text: string
  marks?: readonly TextMark[]
  onOpenLink: (href: string) => void
  className?: string
  /** Spread on each link (a link is its own tap target). */
  linkTracking?: TrackingAttributes
}
