import { TextDecoder, TextEncoder } from 'node:util'

// jsdom has no TextEncoder and TypeBox creates one at import; browsers all have it. Import this first.
if (typeof globalThis.TextEncoder === 'undefined') Object.assign(globalThis, { TextEncoder, TextDecoder })
