import { PACKAGE_ROOTS, ROUTES, type PackageName } from '../types/routes/route-table'

type SubPackage = { root: string; name: string; pages: string[] }

/**
 * The page lists of the app config, from the route table. Mini-programs get a main package plus
 * subpackages (campaign, magazine, image and test pages stay out of the main package). On H5 every page
 * is listed flat in table order, because the router tries routes in list order and the catch-all must
 * come last; H5 splits code per page anyway.
 */
export function appPages(target: string | undefined): { pages: string[]; subPackages?: SubPackage[] } {
  if (target === 'h5') return { pages: ROUTES.map((r) => r.page) }
  const pages = ROUTES.filter((r) => r.pkg === 'main').map((r) => r.page)
  const subPackages = (Object.keys(PACKAGE_ROOTS) as Array<Exclude<PackageName, 'main'>>).map((pkg) => {
    const root = PACKAGE_ROOTS[pkg]
    return {
      root,
      name: pkg,
      pages: ROUTES.filter((r) => r.pkg === pkg).map((r) => r.page.slice(root.length + 1)),
    }
  })
  return { pages, subPackages }
}
