/**
 * One interface per capability (STYLE.md rule 3). Pages, features and services only ever see these;
 * src/platform/index.ts is the one place that picks an implementation per build target.
 * Issue #4 adds share, storage, auth, pay, location and the rest beside these.
 */

/** A navigation target in both forms: the page path works on every platform, the pretty path on H5. */
export interface NavigationTarget {
  pagePath: string
  prettyPath: string
}

export interface NavigationAdapter {
  /** Pushes a page; the current one stays alive underneath. */
  push(to: NavigationTarget): Promise<void>
  /** Replaces the current page. */
  replace(to: NavigationTarget): Promise<void>
  back(delta?: number): Promise<void>
  setTitle(title: string): Promise<void>
}

export interface LocaleAdapter {
  /** The user's languages, most preferred first (BCP 47 tags). */
  preferredLanguages(): readonly string[]
}

export interface Platform {
  /** The build target this implementation serves. */
  readonly name: 'web' | 'mini' | 'fake'
  readonly navigation: NavigationAdapter
  readonly locale: LocaleAdapter
}
