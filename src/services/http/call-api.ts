import type { AxiosRequestConfig } from 'axios'
import { API_PATHS, type ApiName } from '@types-shared/api/paths'
import type { ApiRequest, ApiResponse } from '@types-shared/api/endpoints'
import type { HttpClient } from './create-http'

/** The arguments after the name: none needed where the endpoint takes none. */
export type ApiArgs<N extends ApiName> =
  ApiRequest<N> extends void
    ? [params?: undefined, config?: AxiosRequestConfig]
    : [params: ApiRequest<N>, config?: AxiosRequestConfig]

/**
 * A call of the API by its name in API_PATHS (types/api/paths.ts), so each path is written once: the
 * method and path come from the list, GET parameters go in the query and POST ones in the JSON body,
 * and the answer is typed by types/api/endpoints.ts. `config` passes through (noAuth,
 * skipResponseRules ...); errors are the client's typed RequestErrors (docs/api-client.md).
 */
export function callApi<N extends ApiName>(
  client: HttpClient,
  name: N,
  ...[params, config]: ApiArgs<N>
): Promise<ApiResponse<N>> {
  const [method, path] = API_PATHS[name]
  const url = `/${path}`
  const values = (params ?? undefined) as Record<string, string> | undefined
  // The client's no-auth verbs for a sign-in call; the rest of the config as given, if any.
  const { noAuth, ...rest } = config ?? {}
  const verbs = noAuth ? client.noAuth : client
  const extra = Object.keys(rest).length > 0 ? [rest] : []
  return method === 'GET'
    ? verbs.get<ApiResponse<N>>(url, values, ...extra)
    : verbs.post<ApiResponse<N>>(url, values, ...extra)
}
