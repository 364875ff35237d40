/**
 * Development-only schemas (SPEC.md section 5). Only ../index.ts requires this module, and only under
 * `process.env.NODE_ENV !== 'production'`, so TypeBox and the tables stay out of the production bundle.
 */
export { checkShape, createShapeChecker, isValidAnswer } from './checker'
export { ANSWER_SCHEMA, METHOD_SCHEMAS } from './methods'
