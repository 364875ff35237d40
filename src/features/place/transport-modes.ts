import type { IconName } from '@/components/icon'
import type { MessageKey } from '@/i18n'

/** Each transport mode of the API with its drawn icon; an unknown mode reads as "transport" with a compass. */
const MODES: Record<string, { icon: IconName; label: MessageKey }> = {
  walk: { icon: 'walk', label: 'mode.walk' },
  subway: { icon: 'subway', label: 'mode.subway' },
  bus: { icon: 'bus', label: 'mode.bus' },
  taxi: { icon: 'taxi', label: 'mode.taxi' },
  train: { icon: 'train', label: 'mode.train' },
  highspeed: { icon: 'highspeed', label: 'mode.highspeed' },
  flight: { icon: 'flight', label: 'mode.flight' },
  ferry: { icon: 'ferry', label: 'mode.ferry' },
  ropeway: { icon: 'ropeway', label: 'mode.ropeway' },
}
const OTHER = { icon: 'compass' as IconName, label: 'mode.other' as MessageKey }

export function transportMode(mode: string): { icon: IconName; label: MessageKey } {
  return Object.prototype.hasOwnProperty.call(MODES, mode) ? MODES[mode] : OTHER
}
