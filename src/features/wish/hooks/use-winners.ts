import { useLoad } from '@/components/states'
import { getWinners } from '../api/get-winners'

const load = () => getWinners()

/** The winners list; `reload` after my own draw won, so I see myself on it. */
export function useWinners() {
  return useLoad('winners', load)
}
