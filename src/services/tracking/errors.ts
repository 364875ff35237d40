/** SPEC.md section 8: the text for events pushed before the tracker is installed. */
export const NOT_INSTALLED_MESSAGE = 'please check if the plugin is installed successfully'

export class TrackerNotInstalledError extends Error {
  readonly code = 'ERR_TRACKER_NOT_INSTALLED'
  constructor() {
    super(NOT_INSTALLED_MESSAGE)
    this.name = 'TrackerNotInstalledError'
  }
}
