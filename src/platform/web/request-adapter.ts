import { getAdapter } from 'axios'
import { AXIOS_DEFAULT_ADAPTERS, type HttpAdapterProvider } from '../request-adapter'

/** Browsers: axios's own adapter (xhr), whatever the request asks for; there is no bridge here. */
export const webHttp: HttpAdapterProvider = {
  adapterFor: () => getAdapter([...AXIOS_DEFAULT_ADAPTERS]),
}
