// Validation per part of the request (issue 11, defects 4 and 5). Fastify's default Ajv coerces every
// part alike, so a JSON body's `true`, `"0x10"`, `[1]` or `null` became 1, 16, 1 or false. Now:
// - JSON bodies are taken as they are typed: no coercion. Fields the schema does not name are removed
//   (removeAdditional "all"), never stored or acted on: clients may send more than a route reads
//   (older or newer builds), and refusing them would break those clients for no gain.
// - Query strings and path parameters are text by nature: numeric and boolean text still converts.
//   Ajv's coercion lets "Infinity" and "1e309" through as an integer that skips minimum and maximum,
//   so a converted number that is not finite is refused here.
import Ajv, { type ErrorObject, type Options, type ValidateFunction } from 'ajv'
import addFormats from 'ajv-formats'
import type { FastifySchemaCompiler } from 'fastify'

const COMMON: Options = { useDefaults: true, addUsedSchema: false, allErrors: false }

function ajvFor(options: Options): Ajv {
  const ajv = new Ajv({ ...COMMON, ...options })
  addFormats(ajv)
  return ajv
}

const bodies = ajvFor({ coerceTypes: false, removeAdditional: 'all' })
const texts = ajvFor({ coerceTypes: 'array', removeAdditional: true })

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

export const validatorCompiler: FastifySchemaCompiler<{ $id?: string }> = ({ schema, httpPart }) => {
  if (httpPart === 'body') return compile(bodies, schema)
  const validate = compile(texts, schema)
  return httpPart === 'querystring' || httpPart === 'params' ? finiteNumbers(validate) : validate
}
