import { Text, View } from '@tarojs/components'
import { Button } from '@/components/button'
import { useT, type MessageKey } from '@/i18n'
import { trackingProps } from '@/services/tracking'
import '@/i18n/locales/parts/share'
import { SHARE_CHANNELS, type ShareChannel } from './share-on'
import './channel-bar.css'

// Taro's H5 button is a custom element: React writes `false` as the attribute "false", which still
// matches [disabled] and greys the button out; `|| undefined` leaves the attribute off instead.
const LABELS: Record<ShareChannel, MessageKey> = {
  friend: 'sharePage.channel.friend',
  moments: 'sharePage.channel.moments',
  link: 'sharePage.channel.link',
  image: 'sharePage.channel.image',
}

/** The four ways to share; the one running shows that it is working and the others wait. */
export function ChannelBar({
  busy,
  onPick,
}: {
  busy: ShareChannel | null
  onPick: (c: ShareChannel) => void
}) {
  const t = useT()
  return (
    <View className='channel-bar'>
      <Text className='channel-bar__title'>{t('sharePage.channelsTitle')}</Text>
      <View className='channel-bar__list'>
        {SHARE_CHANNELS.map((channel, i) => (
          <Button
            key={channel}
            className='channel-bar__button'
            data-channel={channel}
            disabled={busy !== null || undefined}
            loading={busy === channel || undefined}
            onClick={() => onPick(channel)}
            {...trackingProps('share_channel', {
              moduleKey: 'share_channels',
              index: i + 1,
              attrs: { channel },
            })}
          >
            {busy === channel ? t('sharePage.working') : t(LABELS[channel])}
          </Button>
        ))}
      </View>
    </View>
  )
}
