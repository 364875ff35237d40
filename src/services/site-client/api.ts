import type { ApiName } from '@types-shared/api/paths'
import type { ApiResponse } from '@types-shared/api/endpoints'
import { callApi, type ApiArgs } from '@/services/http/call-api'
import { getTravelApi } from './site-client'

/** `api('getJourney', { id })`: the travel API by name, on this page's client (services/http/call-api.ts). */
export function api<N extends ApiName>(name: N, ...args: ApiArgs<N>): Promise<ApiResponse<N>> {
  return callApi(getTravelApi(), name, ...args)
}
