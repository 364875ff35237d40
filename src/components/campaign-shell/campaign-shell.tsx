import { Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import type { CampaignInfo } from '@types-shared/api/home'
import { Button } from '@/components/button'
import { AsyncView, EmptyState } from '@/components/states'
import { useT, type MessageKey } from '@/i18n'
import { useLocaleStore } from '@/i18n/locale-store'
import { trackingProps } from '@/services/tracking'
import { formatDate } from '@/utils/format'
import '@/i18n/locales/parts/campaign-shell'
import { campaignWindow, ruleParagraphs, type CampaignWindow } from './campaign-window'
import { useCampaign } from './use-campaign'
import './campaign-shell.css'

const WINDOW_TEXT: Record<CampaignWindow, MessageKey> = {
  'not-started': 'campaign.window.notStarted',
  open: 'campaign.window.open',
  ended: 'campaign.window.ended',
}

/** The traveller, as far as the shell needs: signed in or not, and how to sign in. */
export interface CampaignSignIn {
  signedIn: boolean
  /** Starts the page's sign-in (the app's login in the app, the sign-in sheet elsewhere). */
  signIn(): void
}

export interface CampaignShellProps {
  campaignId: number
  /** Given when taking part needs a traveller: the content shows once signed in. */
  signIn?: CampaignSignIn
  /** The share entry: the page opens the share flow with the campaign as its target. */
  onShare?: (campaign: CampaignInfo) => void
  children: (campaign: CampaignInfo, window: CampaignWindow) => ReactNode
}

function WindowBadge({ campaign, window }: { campaign: CampaignInfo; window: CampaignWindow }) {
  const t = useT()
  const locale = useLocaleStore((s) => s.locale)
  const date = formatDate(
    (window === 'not-started' ? campaign.startsAt : campaign.endsAt).slice(0, 10),
    locale,
  )
  return (
    <Text className={`campaign-shell__window campaign-shell__window--${window}`} data-window={window}>
      {t(WINDOW_TEXT[window], { date })}
    </Text>
  )
}

/**
 * The frame every campaign page shares (summer2025, capture, wish, food, check-in; docs/campaign-shell.md):
 * the campaign's title and where it is in its time window by the server's clock, the sign-in gate, the
 * share entry, and the loading, error-with-retry and closed states. The page draws the rest.
 */
export function CampaignShell({ campaignId, signIn, onShare, children }: CampaignShellProps) {
  const t = useT()
  const { state, retry } = useCampaign(campaignId)
  return (
    <AsyncView state={state} onRetry={retry}>
      {(campaign) => {
        const window = campaignWindow(campaign.startsAt, campaign.endsAt, campaign.now)
        return (
          <View className='campaign-shell' data-campaign={campaign.kind}>
            <View className='campaign-shell__head'>
              <Text className='campaign-shell__title'>{campaign.title}</Text>
              <WindowBadge campaign={campaign} window={window} />
              {onShare && (
                <Button
                  size='mini'
                  className='campaign-shell__share'
                  data-action='share-campaign'
                  onClick={() => onShare(campaign)}
                  {...trackingProps('campaign_share', {
                    moduleKey: 'campaign',
                    attrs: { campaign: campaign.kind },
                  })}
                >
                  {t('campaign.share')}
                </Button>
              )}
            </View>
            {signIn && !signIn.signedIn ? (
              <View className='campaign-shell__gate' data-gate='sign-in'>
                <Text className='campaign-shell__gate-text'>{t('campaign.signInNeeded')}</Text>
                <Button type='primary' data-action='sign-in' onClick={signIn.signIn}>
                  {t('campaign.signIn')}
                </Button>
              </View>
            ) : (
              children(campaign, window)
            )}
          </View>
        )
      }}
    </AsyncView>
  )
}

/** The campaign's rules, paragraph by paragraph (the rule pages). */
export function CampaignRules({ campaign }: { campaign: CampaignInfo }) {
  const t = useT()
  const paragraphs = ruleParagraphs(campaign.rules)
  if (paragraphs.length === 0) return <EmptyState label={t('campaign.noRules')} />
  return (
    <View className='campaign-rules' role='article'>
      {paragraphs.map((p, i) => (
        <Text key={i} className='campaign-rules__paragraph'>
          {p}
        </Text>
      ))}
    </View>
  )
}

/** A campaign's records (draws, prizes, check-ins): a list, or its empty state. */
export function CampaignRecords<T>({
  items,
  emptyLabel,
  children,
}: {
  items: readonly T[]
  emptyLabel: string
  children: (item: T) => ReactNode
}) {
  if (items.length === 0) return <EmptyState label={emptyLabel} />
  return <View className='campaign-records'>{items.map((item) => children(item))}</View>
}
