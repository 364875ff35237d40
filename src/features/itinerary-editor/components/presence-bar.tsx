import { Text, View } from '@tarojs/components'
import { Button } from '@/components/button'
import { useT, type MessageKey } from '@/i18n'
import type { CoeditStatus } from '@/services/coedit'
import '@/i18n/locales/parts/coedit'
import '@/i18n/locales/parts/itinerary-editor'
import type { Peer } from '../hooks/use-coedit-session'

const STATUS_KEYS: Record<CoeditStatus['kind'], MessageKey> = {
  connecting: 'coedit.status.connecting',
  live: 'coedit.status.live',
  'read-only': 'coedit.status.readOnly',
  offline: 'coedit.status.offline',
  refused: 'coedit.status.offline',
  closed: 'coedit.status.offline',
}

/** The connection's state in words, and who is here (a dot in each person's colour). */
export function PresenceBar({
  status,
  peers,
  onExit,
}: {
  status: CoeditStatus
  peers: Peer[]
  onExit: () => void
}) {
  const t = useT()
  const problem = status.kind === 'offline' || status.kind === 'refused' ? status.problem : null
  return (
    <View className='presence-bar' data-coedit-status={status.kind}>
      <View className='presence-bar__row'>
        <View className={`presence-bar__status presence-bar__status--${status.kind}`} role='status'>
          {problem ? t(problem.messageKey, problem.params) : t(STATUS_KEYS[status.kind])}
        </View>
        <Button size='mini' type='primary' data-action='exit-editor' onClick={onExit}>
          {t('editor.exit')}
        </Button>
      </View>
      {peers.length > 0 && (
        <View className='presence-bar__peers' data-peers={peers.length}>
          <Text className='presence-bar__count'>{t('editor.presence.here', { count: peers.length })}</Text>
          {peers.map((peer) => (
            <Text key={peer.clientId} className='presence-bar__peer' data-peer={peer.name}>
              <Text className='presence-bar__dot' style={{ background: peer.color }} />
              {peer.self ? t('editor.presence.you') : peer.name}
            </Text>
          ))}
        </View>
      )}
    </View>
  )
}
