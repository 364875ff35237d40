import { View } from '@tarojs/components'
import { Button } from '@/components/button'
import { Suspense, type ComponentType } from 'react'
import { GuideOverlay } from '@/components/guide-overlay/guide-overlay'
import { OpenAppButton } from '@/components/open-app/open-app-button'
import { useT } from '@/i18n'
import { trackingProps } from '@/services/tracking'
import '@/i18n/locales/parts/journey'
import { useJourneyShare } from '../hooks/use-journey-share'
import { useSaveJourney } from '../hooks/use-save-journey'
import type { JourneyDetail } from '../model'
import './journey-actions.css'

const MODULE = 'journey_actions'

/** What the page gives the bar to carry out a save (sign-in included); rendered from the first tap on. */
export interface SaveFlowProps {
  journeyId: number
  saved: boolean
  /** Grows by one per tap; each new value is one save (or unsave). */
  request: number
  /** The new state after the server agreed, or undefined when nothing changed. */
  onSettled: (saved?: boolean) => void
}

/** Share, save to my trips (when the page provides the flow), open in the app. */
export function JourneyActions({
  journey,
  SaveFlow,
}: {
  journey: JourneyDetail
  SaveFlow?: ComponentType<SaveFlowProps>
}) {
  const t = useT()
  const { share, busy, guide, dismissGuide } = useJourneyShare(journey)
  const save = useSaveJourney(journey.id)
  const attrs = { journeyId: journey.id }
  return (
    <View className='journey-actions' data-journey-actions>
      <Button
        className='journey-actions__button journey-actions__button--share'
        data-action='share'
        disabled={busy}
        loading={busy || undefined}
        onClick={share}
        {...trackingProps('journey_share', { moduleKey: MODULE, attrs })}
      >
        {t('journey.share')}
      </Button>
      {SaveFlow && (
        <Button
          className={`journey-actions__button journey-actions__button--save${save.saved ? ' is-saved' : ''}`}
          data-action='save'
          aria-pressed={save.saved}
          disabled={save.busy}
          loading={save.busy || undefined}
          onClick={save.toggle}
          {...trackingProps('journey_save', { moduleKey: MODULE, attrs: { ...attrs, saved: save.saved } })}
        >
          {t(save.saved ? 'journey.savedButton' : 'journey.save')}
        </Button>
      )}
      <View
        className='journey-actions__open'
        {...trackingProps('journey_open_app', { moduleKey: MODULE, attrs })}
      >
        <OpenAppButton
          className='journey-actions__button journey-actions__button--primary'
          target={{
            pageType: 'journey_detail',
            params: { id: String(journey.id) },
            source: 'h5_journey',
            channel: 'share',
            journeyCreateSource: 'h5_share',
          }}
        />
      </View>
      {guide && <GuideOverlay kind='share' onDismiss={dismissGuide} />}
      {SaveFlow && save.request > 0 && (
        <Suspense fallback={null}>
          <SaveFlow
            journeyId={journey.id}
            saved={save.saved}
            request={save.request}
            onSettled={save.settle}
          />
        </Suspense>
      )}
    </View>
  )
}
