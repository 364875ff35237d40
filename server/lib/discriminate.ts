// Object unions in request bodies (issue 16: hot spot actions, magazine blocks and text marks).
// Bodies are validated with removeAdditional "all" (lib/validation.ts), and Ajv removes the fields
// a branch of an `anyOf` does not name while it tries that branch, even when the branch then fails:
// a link mark lost its `href` to the bold/italic branch, a quote block its `by` to the text branch.
// A union whose object branches all carry a constant tag (`kind`, `type`) is therefore given to Ajv
// as a `oneOf` with a `discriminator`: Ajv picks the one branch by its tag and only that branch
// removes fields. Unions of constants become an `enum`, as the discriminator needs.
type Schema = Record<string, unknown>

const isObject = (x: unknown): x is Schema => typeof x === 'object' && x !== null && !Array.isArray(x)

function constsOf(branches: Schema[]): unknown[] | null {
  const values = branches.map((b) => b.const)
  return branches.every((b) => 'const' in b) ? values : null
}

/** The tag's allowed values in one branch (const or enum), or null. */
function tagValues(branch: Schema, tag: string): unknown[] | null {
  const props = branch.properties
  if (!isObject(props) || !isObject(props[tag])) return null
  const p = props[tag] as Schema
  if ('const' in p) return [p.const]
  return Array.isArray(p.enum) ? p.enum : null
}

function tagOf(branches: Schema[]): string | null {
  if (branches.length < 2 || !branches.every((b) => b.type === 'object')) return null
  const first = branches[0]!.properties
  if (!isObject(first)) return null
  for (const tag of Object.keys(first)) {
    const all = branches.map((b) => tagValues(b, tag))
    const required = branches.every((b) => Array.isArray(b.required) && b.required.includes(tag))
    if (!required || all.some((v) => v === null)) continue
    const flat = all.flat()
    if (new Set(flat).size === flat.length) return tag
  }
  return null
}

/** A copy of `schema` where tagged object unions are discriminated `oneOf`s (see above). */
export function discriminated<T>(schema: T): T {
  if (Array.isArray(schema)) return schema.map((s) => discriminated(s)) as T
  if (!isObject(schema)) return schema
  const out: Schema = {}
  for (const [k, v] of Object.entries(schema)) out[k] = discriminated(v)
  if (Array.isArray(out.anyOf)) {
    const branches = out.anyOf as Schema[]
    const consts = constsOf(branches)
    if (consts && branches.every((b) => b.type === branches[0]!.type)) {
      const { anyOf: _a, ...rest } = out
      return { ...rest, type: branches[0]!.type, enum: consts } as T
    }
    const tag = tagOf(branches)
    if (tag) {
      const { anyOf: _a, ...rest } = out
      return {
        ...rest,
        type: 'object',
        required: [tag],
        discriminator: { propertyName: tag },
        oneOf: branches,
      } as T
    }
  }
  return out as T
}
