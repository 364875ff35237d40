import { useCallback, useRef, useState } from 'react'
import { getBridge, type BridgeMethodName } from '@/platform/bridge'

export type CallOutcome =
  | { kind: 'idle' }
  | { kind: 'calling'; method: BridgeMethodName }
  | { kind: 'result'; method: BridgeMethodName; value: unknown; ms: number }
  | { kind: 'error'; method: BridgeMethodName; code: string; message: string; ms: number }

/**
 * Calls one method through the typed methods (so the section 5 rules apply, as for any feature) with
 * arguments parsed from the editor's JSON, and times it. Only the latest call's outcome is kept.
 */
export function useBridgeCall() {
  const [outcome, setOutcome] = useState<CallOutcome>({ kind: 'idle' })
  const latest = useRef(0)

  const call = useCallback(
    async (method: BridgeMethodName, argsJson: string, badJson: (m: string) => string) => {
      const id = ++latest.current
      let args: unknown
      try {
        args = argsJson.trim() ? JSON.parse(argsJson) : {}
      } catch (error) {
        const message = badJson(error instanceof Error ? error.message : String(error))
        return setOutcome({ kind: 'error', method, code: 'JSON', message, ms: 0 })
      }
      setOutcome({ kind: 'calling', method })
      const fn = getBridge().methods[method] as (a: unknown) => Promise<unknown>
      const started = Date.now()
      try {
        const value = await fn(args)
        if (id === latest.current) setOutcome({ kind: 'result', method, value, ms: Date.now() - started })
      } catch (error) {
        if (id !== latest.current) return
        const code = (error as { code?: unknown })?.code
        const message = error instanceof Error ? error.message : String(error)
        setOutcome({
          kind: 'error',
          method,
          code: code === undefined ? 'ERROR' : String(code),
          message,
          ms: Date.now() - started,
        })
      }
    },
    [],
  )

  return { outcome, call }
}
