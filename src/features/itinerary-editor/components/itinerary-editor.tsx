import { Text, View } from '@tarojs/components'
import type { JourneyDetail } from '@types-shared/api/journey'
import { Button } from '@/components/button'
import { ErrorState, LoadingState } from '@/components/states'
import { t as translateNow, useT } from '@/i18n'
import { useLocaleStore } from '@/i18n/locale-store'
import { getPlatform } from '@/platform'
import { trackingProps } from '@/services/tracking'
import type { CoeditClient } from '@/services/coedit'
import '@/i18n/locales/parts/itinerary-editor'
import { useCoeditSession } from '../hooks/use-coedit-session'
import { useDragReorder } from '../hooks/use-drag-reorder'
import { useEditorActions } from '../hooks/use-editor-actions'
import { usePlaceNames } from '../hooks/use-place-names'
import { itemName } from '../model'
import { DraftField } from './draft-field'
import { EditorDay } from './editor-day'
import { PresenceBar } from './presence-bar'
import './itinerary-editor.css'

export interface ItineraryEditorProps {
  journey: JourneyDetail
  onExit: () => void
  /** Opens the live session (tests hand in a client over the fake socket). */
  open?: (journeyId: number) => CoeditClient
}

/**
 * The journey's itinerary, edited live with everyone else who has it open (issue 19): the title, the
 * days and their stops. A reader (not the owner nor a co-editor) follows the same live view with every
 * control off; the server refuses their changes anyway.
 */
export function ItineraryEditor({ journey, onExit, open }: ItineraryEditorProps) {
  const t = useT()
  const locale = useLocaleStore((s) => s.locale)
  const session = useCoeditSession(journey.id, open)
  const client = session?.client ?? null
  const view = session?.view ?? null
  const actions = useEditorActions(client)
  const names = usePlaceNames(journey, view?.itinerary ?? null)
  const drag = useDragReorder(view?.itinerary ?? { title: '', titleEn: '', days: [] }, (itemId, target) =>
    actions.move(itemId, target.dayId, target.index),
  )
  if (!view) return <LoadingState />
  const { status, itinerary, canEdit, peers } = view
  if (status.kind === 'refused')
    return <ErrorState message={t(status.problem.messageKey, status.problem.params)} />
  const synced = status.kind === 'live' || status.kind === 'read-only' || itinerary.days.length > 0
  const english = locale === 'en'
  const removeDay = async (dayId: string, number: number, count: number) => {
    const choice =
      count === 0
        ? 1
        : await getPlatform()
            .ui.alert({
              title: translateNow('editor.day.removeConfirm', { n: number, count }),
              actions: [
                { name: translateNow('editor.day.keep'), style: 'cancel' },
                { name: translateNow('editor.day.remove'), style: 'destructive' },
              ],
            })
            .catch(() => 0)
    if (choice === 1) actions.removeDay(dayId)
  }
  return (
    <View className='itinerary-editor' data-editor={journey.id} data-can-edit={canEdit}>
      <PresenceBar status={status} peers={peers} onExit={onExit} />
      {!canEdit && synced && <Text className='itinerary-editor__hint'>{t('editor.readOnlyHint')}</Text>}
      {!synced ? (
        <LoadingState />
      ) : (
        <>
          <DraftField
            name='title'
            className='itinerary-editor__title'
            label={t('editor.title.label')}
            placeholder={t('editor.title.placeholder')}
            value={english ? itinerary.titleEn || itinerary.title : itinerary.title}
            maxlength={100}
            disabled={!canEdit}
            onCommit={(title) => actions.setTitle(title as string, english ? 'en' : 'zh')}
          />
          {itinerary.days.map((day, i) => (
            <EditorDay
              key={day.id}
              day={day}
              number={i + 1}
              prevDayId={itinerary.days[i - 1]?.id ?? null}
              nextDayId={itinerary.days[i + 1]?.id ?? null}
              canEdit={canEdit}
              removable={itinerary.days.length > 1}
              nameOf={(itemId) => {
                const item = day.items.find((x) => x.id === itemId)!
                return (
                  itemName(item, names.labels, locale) ??
                  (item.kind === 'place'
                    ? t('editor.item.unknownPlace', { id: item.placeId ?? 0 })
                    : t(item.kind === 'transport' ? 'editor.item.transport' : 'editor.item.noteOnly'))
                )
              }}
              peers={peers}
              actions={actions}
              drag={drag}
              onPicked={names.remember}
              onRemoveDay={() => void removeDay(day.id, i + 1, day.items.length)}
            />
          ))}
          {canEdit && (
            <Button
              className='itinerary-editor__add-day'
              data-action='add-day'
              onClick={() => actions.addDay()}
              {...trackingProps('editor_add_day', {
                moduleKey: 'itinerary_editor',
                attrs: { journeyId: journey.id },
              })}
            >
              {t('editor.day.add')}
            </Button>
          )}
          <Text className='itinerary-editor__hint'>{t('editor.savedLater')}</Text>
        </>
      )}
    </View>
  )
}
