import { Text, View } from '@tarojs/components'
import type { PlaceBrief } from '@types-shared/api/journey'
import { Button } from '@/components/button'
import { useT } from '@/i18n'
import { trackingProps } from '@/services/tracking'
import type { CoeditDay } from '@/services/coedit'
import '@/i18n/locales/parts/itinerary-editor'
import type { EditorActions } from '../hooks/use-editor-actions'
import type { Peer } from '../hooks/use-coedit-session'
import type { useDragReorder } from '../hooks/use-drag-reorder'
import { DraftField } from './draft-field'
import { EditorItem } from './editor-item'
import { PlaceSearch } from './place-search'

export interface EditorDayProps {
  day: CoeditDay
  number: number
  prevDayId: string | null
  nextDayId: string | null
  canEdit: boolean
  /** Only a day of more than one may go. */
  removable: boolean
  nameOf: (itemId: string) => string
  peers: Peer[]
  actions: EditorActions
  drag: ReturnType<typeof useDragReorder>
  onPicked: (place: PlaceBrief) => void
  onRemoveDay: () => void
}

/** A day: its title, its stops in order (a drop zone for dragged ones), and a search to add a place. */
export function EditorDay(props: EditorDayProps) {
  const t = useT()
  const { day, canEdit, actions, drag } = props
  // The drop target counts places without the dragged stop (moveItem's index): so does the indicator.
  const target = drag.dragging?.target?.dayId === day.id ? drag.dragging.target : null
  const others = day.items.filter((item) => item.id !== drag.dragging?.itemId)
  const dropBefore = (item: { id: string }) => target !== null && others[target.index] === item
  return (
    <View
      ref={drag.registerDay(day.id)}
      className='editor-day'
      data-day-id={day.id}
      data-day-number={props.number}
      {...(canEdit ? drag.dayDropProps() : {})}
    >
      <View className='editor-day__head'>
        <Text className='editor-day__label'>{t('editor.day.label', { n: props.number })}</Text>
        {canEdit && props.removable && (
          <Button
            size='mini'
            data-action='remove-day'
            onClick={props.onRemoveDay}
            {...trackingProps('editor_remove_day', {
              moduleKey: 'itinerary_editor',
              attrs: { day: props.number },
            })}
          >
            {t('editor.day.remove')}
          </Button>
        )}
      </View>
      <DraftField
        name='day-title'
        label={t('editor.day.titlePlaceholder')}
        placeholder={t('editor.day.titlePlaceholder')}
        value={day.title}
        maxlength={100}
        disabled={!canEdit}
        onCommit={(title) => actions.setDayTitle(day.id, title as string)}
      />
      <View className='editor-day__items' role='list'>
        {day.items.length === 0 && <Text className='editor-day__empty'>{t('editor.day.empty')}</Text>}
        {day.items.map((item, index) => (
          <View key={item.id}>
            {dropBefore(item) && <View className='editor-day__drop' />}
            <EditorItem
              item={item}
              name={props.nameOf(item.id)}
              index={index}
              count={day.items.length}
              dayId={day.id}
              prevDayId={props.prevDayId}
              nextDayId={props.nextDayId}
              canEdit={canEdit}
              editors={props.peers.filter((p) => !p.self && p.editing?.itemId === item.id)}
              dragging={drag.dragging?.itemId === item.id}
              actions={actions}
              rowRef={drag.registerRow(item.id)}
              handleProps={drag.handleProps(item.id)}
              rowDragProps={drag.rowDragProps(item.id)}
            />
          </View>
        ))}
        {target && target.index >= others.length && <View className='editor-day__drop' />}
      </View>
      {canEdit && (
        <PlaceSearch
          dayId={day.id}
          onPick={(place) => {
            props.onPicked(place)
            actions.addPlace(day.id, place.id)
          }}
        />
      )}
    </View>
  )
}
