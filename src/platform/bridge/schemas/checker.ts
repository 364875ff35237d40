import Value from 'typebox/value'
import type { TSchema } from 'typebox'
import type { ShapeChecker } from '../client/bridge-client'
import { ANSWER_SCHEMA, METHOD_SCHEMAS } from './methods'

type SchemaTable = Record<string, { args: TSchema; result: TSchema }>

/**
 * Turns the schema table into the client's ShapeChecker: each issue is one readable line
 * ("/actions/0/name must be string"). An unknown method is an issue too: a typo in a method name is
 * the commonest bridge bug in development.
 */
export function createShapeChecker(table: SchemaTable = METHOD_SCHEMAS): ShapeChecker {
  return (method, part, value) => {
    const entry = Object.prototype.hasOwnProperty.call(table, method) ? table[method] : undefined
    if (!entry) return [`no schema for method ${method}`]
    const errors = Value.Errors(entry[part], value)
    // A failed union reports every branch and then the union itself; the union line says it once.
    const unions = errors.filter((e) => e.keyword === 'anyOf')
    const shown = errors.filter(
      (e) => !unions.some((u) => u !== e && e.schemaPath.startsWith(`${u.schemaPath}/anyOf`)),
    )
    return shown.map((e) => `${e.instancePath || '(root)'} ${e.message}`)
  }
}

export const checkShape: ShapeChecker = createShapeChecker()

/** The answer envelope: result 0 or -1 (or -10000, which the client turns into the fallback). */
export const isValidAnswer = (answer: unknown): boolean => Value.Check(ANSWER_SCHEMA, answer)
