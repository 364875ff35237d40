import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { Stats } from '@types-shared/api/checkin'
import type { AsyncStatus } from '@/components/states'
import { getPlatform } from '@/platform'
import { locateWgs84 } from '@/services/location'
import { t } from '@/i18n'
import '@/i18n/locales/parts/checkin'
import {
  cancelRegion,
  getLitCodes,
  getParticipants,
  getRegionTable,
  getStats,
  lightAt,
  lightProvince,
  lightRegions,
} from '../api/checkin-api'
import { countsOf, newlyLit, withCancelled, withLit, type LitCounts, type LitSet } from '../model/lit-set'
import { childrenOf, totalsOf, type RegionTable } from '../model/region-table'

export interface LitMapData {
  table: RegionTable
  lit: LitSet
  counts: LitCounts
  participants: number
  /** Rank and the share of travellers behind; null until the server answered (or when signed out). */
  standing: Pick<Stats, 'rank' | 'beatPercent'> | null
}

export interface LitMap {
  state: AsyncStatus<LitMapData>
  retry: () => void
  /** How many lightings and cancellings are on their way to the server. */
  pending: number
  /** Lights regions at once; resolves with what it added, or null when the server refused (rolled back). */
  light(codes: string[]): Promise<string[] | null>
  lightProvince(code: string): Promise<string[] | null>
  /** Lights what lies at the traveller's position; null when it could not (a message was shown). */
  lightHere(): Promise<string[] | null>
  cancel(code: string): Promise<boolean>
}

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)))
const say = (message: string) =>
  void getPlatform()
    .ui.toast(message)
    .catch(() => undefined)

interface Loaded {
  table: RegionTable
  participants: number
  lit: LitSet
  standing: LitMapData['standing']
}

/**
 * The signed-in traveller's lit map (issue 14): their lit regions, the counts, how many take part and
 * their rank. Lighting and cancelling show at once and go to the server behind; a refusal puts the map
 * back as it was and says so. `signedIn: false` loads only what anyone may see (names, participants).
 */
export function useLitMap(signedIn: boolean): LitMap {
  const [loaded, setLoaded] = useState<AsyncStatus<Loaded>>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)
  const [pending, setPending] = useState(0)
  const lit = useRef<LitSet>(new Set())

  const refreshStanding = useCallback(() => {
    getStats().then(
      (stats) =>
        setLoaded((s) =>
          s.status === 'ready'
            ? {
                status: 'ready',
                data: {
                  ...s.data,
                  participants: stats.participants,
                  standing: { rank: stats.rank, beatPercent: stats.beatPercent },
                },
              }
            : s,
        ),
      () => undefined,
    )
  }, [])

  useEffect(() => {
    let current = true
    setLoaded({ status: 'loading' })
    Promise.all([
      getRegionTable(),
      signedIn ? getLitCodes() : Promise.resolve<string[]>([]),
      signedIn ? getStats().catch(() => null) : Promise.resolve(null),
      getParticipants().catch(() => 0),
    ]).then(
      ([table, codes, stats, participants]) => {
        if (!current) return
        lit.current = new Set(codes)
        setLoaded({
          status: 'ready',
          data: {
            table,
            lit: lit.current,
            participants: stats?.participants ?? participants,
            standing: stats ? { rank: stats.rank, beatPercent: stats.beatPercent } : null,
          },
        })
      },
      (error: unknown) => current && setLoaded({ status: 'error', error: asError(error) }),
    )
    return () => {
      current = false
    }
  }, [signedIn, attempt])

  const show = useCallback((next: LitSet) => {
    lit.current = next
    setLoaded((s) => (s.status === 'ready' ? { status: 'ready', data: { ...s.data, lit: next } } : s))
  }, [])

  /** Shows the change, sends it, and on a refusal takes back only what this change did. */
  const optimistic = useCallback(
    async <T>(apply: (set: LitSet) => LitSet, undo: (set: LitSet) => LitSet, send: () => Promise<T>) => {
      show(apply(lit.current))
      setPending((n) => n + 1)
      try {
        const result = await send()
        refreshStanding()
        return result
      } catch (error) {
        show(undo(lit.current))
        throw error
      } finally {
        setPending((n) => n - 1)
      }
    },
    [show, refreshStanding],
  )

  const lightCodes = useCallback(
    async (codes: string[], send: () => Promise<string[]>) => {
      const adding = newlyLit(lit.current, codes)
      try {
        await optimistic(
          (set) => withLit(set, codes),
          (set) => adding.reduce(withCancelled, set),
          send,
        )
        return adding
      } catch {
        say(t('checkin.lightFailed'))
        return null
      }
    },
    [optimistic],
  )

  const light = useCallback((codes: string[]) => lightCodes(codes, () => lightRegions(codes)), [lightCodes])

  const lightWholeProvince = useCallback(
    (code: string) => {
      const table = loaded.status === 'ready' ? loaded.data.table : new Map()
      const cities = childrenOf(table, code).map((r) => r.code)
      return lightCodes([code, ...cities], () => lightProvince(code))
    },
    [lightCodes, loaded],
  )

  const lightHere = useCallback(async () => {
    const point = await locateWgs84().catch(() => null)
    if (!point) {
      say(t('checkin.locateFailed'))
      return null
    }
    setPending((n) => n + 1)
    try {
      const codes = await lightAt(point.lat, point.lon)
      show(withLit(lit.current, codes))
      refreshStanding()
      return codes
    } catch {
      say(t('checkin.locateNothing'))
      return null
    } finally {
      setPending((n) => n - 1)
    }
  }, [show, refreshStanding])

  const cancel = useCallback(
    async (code: string) => {
      if (!lit.current.has(code)) return true
      try {
        await optimistic(
          (set) => withCancelled(set, code),
          (set) => new Set([...set, code]),
          () => cancelRegion(code),
        )
        return true
      } catch {
        say(t('checkin.cancelFailed'))
        return false
      }
    },
    [optimistic],
  )

  // The counts are the lit set's, against totals that change only with the table.
  const table = loaded.status === 'ready' ? loaded.data.table : null
  const totals = useMemo(() => (table ? totalsOf(table) : null), [table])
  const state = useMemo<AsyncStatus<LitMapData>>(
    () =>
      loaded.status === 'ready' && totals
        ? { status: 'ready', data: { ...loaded.data, counts: countsOf(loaded.data.lit, totals) } }
        : (loaded as AsyncStatus<LitMapData>),
    [loaded, totals],
  )
  return {
    state,
    retry: useCallback(() => setAttempt((n) => n + 1), []),
    pending,
    light,
    lightProvince: lightWholeProvince,
    lightHere,
    cancel,
  }
}
