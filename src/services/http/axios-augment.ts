/** Per-request options of the client, carried on axios's own config (SPEC.md sections 4 and 7). */
declare module 'axios' {
  interface AxiosRequestConfig {
    /** Send through the native bridge where there is one (SPEC.md section 4). */
    useBridge?: boolean
    preferBridge?: boolean
    /** false: a bridge timeout rejects instead of retrying on the normal adapter. */
    bridgeFallback?: boolean
    /** The "no-auth variant" of section 7: no Authorization from the auth scheme. */
    noAuth?: boolean
    /** Skip the 401/403/418/anti-spam reactions (the auth calls themselves use this). */
    skipResponseRules?: boolean
    /** Already sent again after a sign-in: a second 401 is final. */
    reauthorized?: boolean
  }
}

export {}
