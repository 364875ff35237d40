/** The parent-frame protocol of CONTRACTS.md ("A parent frame"). */

export const MESSAGE_TYPES = {
  connect: 'connect',
  connected: 'connected',
  highlight: 'switch:highlight',
  historyBack: 'history-back',
  routeChange: 'route-change',
} as const

/**
 * Origins that may embed the site and talk to it: the behaviour-analysis tool and the admin console. The
 * site's own origin is always trusted. A deployment adds its own with the build variable
 * TARO_APP_TRUSTED_PARENT_ORIGINS (comma-separated exact origins).
 */
export const TRUSTED_PARENT_ORIGINS: readonly string[] = [
  'https://uba.trip.example',
  'https://admin.trip.example',
]

/** The outline drawn around elements that carry tracking keys while highlighting is on. */
export const HIGHLIGHT_STYLE_ID = 'parent-frame-highlight'
export const HIGHLIGHT_CSS = '[data-track-key]{outline:2px dashed #ff6a00 !important;outline-offset:1px}'
