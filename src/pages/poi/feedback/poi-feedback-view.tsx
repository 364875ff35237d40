import { ErrorState, AsyncView } from '@/components/states'
import { usePageContext } from '@/components/page-frame'
import { useT } from '@/i18n'
import { navigate } from '@/services/router'
import { useLocaleStore } from '@/i18n/locale-store'
import {
  draftKey,
  FeedbackFormView,
  PlaceHeader,
  sceneTitle,
  sendPoiFeedback,
  UnknownPlaceError,
  useFeedbackForm,
  usePlaceContext,
  type PlaceFeedbackContext,
  type PoiFeedbackScene,
} from '@/features/feedback'
import '@/i18n/locales/parts/feedback'

const MODULE = 'poi_feedback'

function PoiFeedbackForm({
  placeId,
  journeyId,
  context,
}: {
  placeId: string
  journeyId?: string
  context: PlaceFeedbackContext
}) {
  const t = useT()
  const locale = useLocaleStore((s) => s.locale)
  const page = usePageContext()
  const form = useFeedbackForm({
    kind: 'poi',
    draftKey: draftKey('poi', placeId),
    allowedTopics: context.scenes.map((s) => s.key),
    send: (p) =>
      sendPoiFeedback({
        placeId: Number(placeId),
        scene: p.topic as PoiFeedbackScene,
        text: p.text,
        photos: p.photos,
        ...(p.contact ? { contact: p.contact } : {}),
      }),
  })
  const placeName = locale === 'en' ? context.place.nameEn : context.place.name
  return (
    <FeedbackFormView
      kind='poi'
      form={form}
      header={<PlaceHeader name={placeName} />}
      topicLabel={t('feedback.scene.label')}
      topics={context.scenes.map((s) => ({ value: s.key, label: sceneTitle(s, locale) }))}
      moduleKey={MODULE}
      resultDescription={t('feedback.result.descPoi', { place: placeName })}
      onBackToJourney={
        journeyId
          ? () =>
              navigate('journeyDetail', page?.route, { params: { id: journeyId }, replace: true }).catch(
                () => undefined,
              )
          : undefined
      }
    />
  )
}

/** Loads the place and the scenes, then the form; an unknown place gets a clear message, not a retry. */
export function PoiFeedbackView({ placeId, journeyId }: { placeId: string; journeyId?: string }) {
  const t = useT()
  const { state, retry } = usePlaceContext(placeId)
  if (state.status === 'error' && state.error instanceof UnknownPlaceError) {
    return <ErrorState message={t('feedback.place.unknown')} />
  }
  return (
    <AsyncView state={state} onRetry={retry}>
      {(context) => <PoiFeedbackForm placeId={placeId} journeyId={journeyId} context={context} />}
    </AsyncView>
  )
}
