// Validation per part of the request (issue 11, defects 4 and 5). Fastify's default Ajv coerces every
// part alike, so a JSON body's `true`, `"0x10"`, `[1]` or `null` became 1, 16, 1 or false. Now:
// - JSON bodies are taken as they are typed: no coercion. Fields the schema does not name are removed
//   (removeAdditional "all"), never stored or acted on: clients may send more than a route reads
//   (older or newer builds), and refusing them would break those clients for no gain.
// - Query strings and path parameters are text by nature: numeric and boolean text still converts.
//   Ajv's coercion lets "Infinity" and "1e309" through as an integer that skips minimum and maximum,
//   so a converted number that is not finite is refused here.
// - The `media-url` format (issue 11, defect 9) follows lib/media-policy.ts with the configured hosts,
//   so the Ajv instances are made per setting (pooled, as Fastify's own compiler pools them).
import Ajv, { type ErrorObject, type Options, type ValidateFunction } from 'ajv'
import addFormats from 'ajv-formats'
import type { FastifySchemaCompiler } from 'fastify'
import { MEDIA_URL_FORMAT, isAllowedMediaUrl } from './media-policy'
import { discriminated } from './discriminate'

const COMMON: Options = { useDefaults: true, addUsedSchema: false, allErrors: false }

export interface ValidationOptions {
  /** Hosts whose https images may be given as avatars and photos (MEDIA_ALLOWED_HOSTS). */
  mediaAllowedHosts: readonly string[]
}

function ajvFor(options: Options, { mediaAllowedHosts }: ValidationOptions): Ajv {
  const ajv = new Ajv({ ...COMMON, ...options })
  addFormats(ajv)
  ajv.addFormat(MEDIA_URL_FORMAT, {
    type: 'string',
    validate: (url: string) => isAllowedMediaUrl(url, mediaAllowedHosts),
  })
  return ajv
}

const pool = new Map<string, { bodies: Ajv; texts: Ajv }>()

function instancesFor(options: ValidationOptions) {
  const key = JSON.stringify(options.mediaAllowedHosts)
  let found = pool.get(key)
  if (!found) {
    found = {
      bodies: ajvFor({ coerceTypes: false, removeAdditional: 'all', discriminator: true }, options),
      texts: ajvFor({ coerceTypes: 'array', removeAdditional: true }, options),
    }
    pool.set(key, found)
  }
  return found
}

function compile(ajv: Ajv, schema: { $id?: string }): ValidateFunction {
  // Ajv refuses a second schema with the same $id: reuse the first.
  const stored = schema.$id ? ajv.getSchema(schema.$id) : undefined
  return stored ?? ajv.compile(schema)
}

/** Wraps a query or params validator: every converted number must be finite. */
function finiteNumbers(validate: ValidateFunction) {
  const checked = (data: unknown): boolean => {
    if (!validate(data)) {
      checked.errors = validate.errors
      return false
    }
    const entries = data && typeof data === 'object' ? Object.entries(data) : []
    const bad = entries.find(([, v]) => typeof v === 'number' && !Number.isFinite(v))
    if (!bad) return true
    checked.errors = [
      {
        instancePath: `/${bad[0]}`,
        schemaPath: '#/finite',
        keyword: 'type',
        params: { type: 'finite number' },
        message: 'must be a finite number',
      },
    ]
    return false
  }
  checked.errors = null as ErrorObject[] | null | undefined
  return checked
}

export function createValidatorCompiler(options: ValidationOptions): FastifySchemaCompiler<{ $id?: string }> {
  const { bodies, texts } = instancesFor(options)
  return ({ schema, httpPart }) => {
    // Object unions are discriminated so that removing unnamed fields cannot eat a branch's own (lib/discriminate.ts).
    if (httpPart === 'body') return compile(bodies, discriminated(schema))
    const validate = compile(texts, schema)
    return httpPart === 'querystring' || httpPart === 'params' ? finiteNumbers(validate) : validate
  }
}
