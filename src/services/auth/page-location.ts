/** The page's address, behind an interface so the SSO flow runs in tests and in the host app alike. */
export interface PageLocation {
  href(): string
  origin(): string
  /** Replaces the current history entry (the ticket must not stay in history). */
  replace(url: string): void
  assign(url: string): void
  reload(): void
}

export function browserLocation(win: Window = window): PageLocation {
  return {
    href: () => win.location.href,
    origin: () => win.location.origin,
    replace: (url) => win.location.replace(url),
    assign: (url) => win.location.assign(url),
    reload: () => win.location.reload(),
  }
}
