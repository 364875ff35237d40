/** The element src/index.html paints before the app runs (H5 only; mini-programs have no such element). */
export const BOOT_SHELL_ID = 'boot-shell'

/** The first page is on screen: the boot shell has done its job. */
export function dismissBootShell(): void {
  if (typeof document === 'undefined' || typeof document.getElementById !== 'function') return
  const shell = document.getElementById(BOOT_SHELL_ID)
  shell?.parentNode?.removeChild(shell)
}
