import type { MessageKey } from '@/i18n'

/** Each transport mode of the API with its icon; an unknown mode reads as "transport" with a generic icon. */
const MODES: Record<string, { icon: string; label: MessageKey }> = {
  walk: { icon: '🚶', label: 'mode.walk' },
  subway: { icon: '🚇', label: 'mode.subway' },
  bus: { icon: '🚌', label: 'mode.bus' },
  taxi: { icon: '🚕', label: 'mode.taxi' },
  train: { icon: '🚆', label: 'mode.train' },
  highspeed: { icon: '🚄', label: 'mode.highspeed' },
  flight: { icon: '✈️', label: 'mode.flight' },
  ferry: { icon: '⛴️', label: 'mode.ferry' },
  ropeway: { icon: '🚡', label: 'mode.ropeway' },
}
const OTHER = { icon: '🧭', label: 'mode.other' as MessageKey }

export function transportMode(mode: string): { icon: string; label: MessageKey } {
  return Object.prototype.hasOwnProperty.call(MODES, mode) ? MODES[mode] : OTHER
}
