import path from 'node:path'
import { requireWithEsbuild } from '@tarojs/helper'
import type * as RouteTableModule from '../types/routes/route-table'

/**
 * Taro's config loader transpiles only files inside config/, so the route table (which lives in src/,
 * beside app.config.ts) is loaded the way Taro loads app.config.ts: bundled by esbuild.
 */
function loadRouteTable(): typeof RouteTableModule {
  return requireWithEsbuild(
    path.resolve(__dirname, '../types/routes/route-table.ts'),
  ) as typeof RouteTableModule
}

/**
 * Taro's customRoutes from the route table. The page path stays first in each alias list: with the
 * pattern first, navigateTo('/pages/...') would produce a literal `:id` (TARO-NOTES.md).
 */
export function h5CustomRoutes(): Record<string, string[]> {
  const { ROUTES } = loadRouteTable()
  return Object.fromEntries(ROUTES.map((r) => [`/${r.page}`, [`/${r.page}`, r.path]]))
}
