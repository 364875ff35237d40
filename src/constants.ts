/** SPEC.md section 9: the artifact version every telemetry event carries. */
export const ARTIFACT_VERSION = '1.266.0'
