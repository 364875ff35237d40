import { GATES, isGateOpen, type GateName } from '../gates'
import type { OsName } from '../user-agent'
import { compareVersions } from '../version'

type Row = [GateName, OsName, string, boolean]

// Each gate on both sides of its version, per OS (SPEC.md section 6).
const TABLE: Row[] = [
  ['shareContentV2', 'ios', '5.19.9', false],
  ['shareContentV2', 'android', '5.20', true],
  ['userLocationAndSession', 'ios', '5.23', false],
  ['userLocationAndSession', 'android', '5.24.0', true],
  ['actionSheetWithDesc', 'ios', '5.26', false],
  ['actionSheetWithDesc', 'ios', '5.26.1', true],
  ['saveImageBase64', 'android', '5.28.9', false],
  ['saveImageBase64', 'android', '5.29', true],
  ['notificationPermission', 'ios', '5.30', false],
  ['notificationPermission', 'ios', '5.31', true],
  ['pushOrPresent', 'ios', '5.38', false],
  ['pushOrPresent', 'ios', '5.39', true],
  ['pushOrPresent', 'android', '9.0', false],
  ['abFlags', 'android', '6.35', false],
  ['abFlags', 'android', '6.36', true],
  ['hashExp', 'android', '6.4.9', false],
  ['hashExp', 'android', '6.5', true],
  ['hashExp', 'harmony', '6.5', true],
  ['hashExp', 'ios', '6.8', false],
  ['hashExp', 'ios', '6.9', true],
  ['replaceScreenNewPath', 'ios', '6.53', false],
  ['replaceScreenNewPath', 'ios', '6.54', true],
  ['replaceScreenNewPath', 'android', '6.55', false],
  ['replaceScreenNewPath', 'android', '6.56', true],
  ['fullscreen', 'ios', '6.6', false],
  ['fullscreen', 'android', '6.7', true],
  ['apmTrack', 'ios', '6.60', false],
  ['apmTrack', 'ios', '6.61', true],
]

describe('version gates', () => {
  it.each(TABLE)('%s on %s %s is %s', (gate, os, appVersion, open) => {
    expect(isGateOpen(gate, { inApp: true, os, appVersion })).toBe(open)
  })

  it.each(Object.keys(GATES) as GateName[])('%s stays closed outside the app', (gate) => {
    expect(isGateOpen(gate, { inApp: false, os: 'ios', appVersion: '99.0' })).toBe(false)
  })
})

describe('compareVersions', () => {
  it.each([
    ['6.9', '6.36', -1],
    ['6.54', '6.5', 1],
    ['5.24', '5.24.0', 0],
    ['5.26.1', '5.26', 1],
    ['10.0', '9.99', 1],
  ])('%s against %s is %d', (a, b, expected) => {
    expect(compareVersions(a, b)).toBe(expected)
  })
})
