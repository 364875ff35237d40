/**
 * A quick look at a built mini-program's app config, shared by the build script (to fail fast) and the
 * tests: the subpackage roots never appear among the main package's pages, and each subpackage has pages.
 * Returns a list of problems; empty means fine.
 */
export function appConfigProblems(appConfig) {
  const problems = []
  const pages = appConfig.pages ?? []
  const subPackages = appConfig.subPackages ?? appConfig.subpackages ?? []
  if (pages.length === 0) problems.push('the main package lists no pages')
  if (subPackages.length === 0) problems.push('no subpackages are listed')
  for (const sub of subPackages) {
    if (!sub.pages?.length) problems.push(`subpackage ${sub.root} lists no pages`)
    const leaked = pages.filter((p) => p === sub.root || p.startsWith(`${sub.root}/`))
    if (leaked.length)
      problems.push(`main package holds pages of subpackage ${sub.root}: ${leaked.join(', ')}`)
  }
  return problems
}
