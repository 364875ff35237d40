import { Text, View } from '@tarojs/components'
import { Button } from '@/components/button'
import { useT } from '@/i18n'
import { trackingProps } from '@/services/tracking'
import type { CoeditItem } from '@/services/coedit'
import '@/i18n/locales/parts/itinerary-editor'
import type { EditorActions } from '../hooks/use-editor-actions'
import type { Peer } from '../hooks/use-coedit-session'
import { parseCost, parseMinutes, parseTime } from '../model'
import { DraftField } from './draft-field'

const MODULE = 'itinerary_editor'

export interface EditorItemProps {
  item: CoeditItem
  name: string
  /** Position in its day, and whether there is a day before and after to move it to. */
  index: number
  count: number
  prevDayId: string | null
  nextDayId: string | null
  canEdit: boolean
  /** Others whose cursor is in this stop. */
  editors: Peer[]
  dragging: boolean
  actions: EditorActions
  dayId: string
  rowRef: (element: unknown) => void
  handleProps: Record<string, unknown>
  rowDragProps: Record<string, unknown>
}

const text = (v: string | number | null) => (v === null ? '' : String(v))

/** One stop: its name, who else is in it, its fields, and the moves a finger or a keyboard can make. */
export function EditorItem(props: EditorItemProps) {
  const t = useT()
  const { item, actions, canEdit, index, count } = props
  const track = (key: string) => trackingProps(key, { moduleKey: MODULE, attrs: { item: item.id } })
  const field = (name: 'time' | 'stay' | 'note' | 'cost') => ({
    name,
    disabled: !canEdit,
    onFocusChange: (focused: boolean) => actions.focus(item.id, focused ? name : null),
    invalidLabel: t('editor.item.invalid', { field: t(`editor.item.${name}`) }),
  })
  return (
    <View
      ref={props.rowRef}
      className={`editor-item${props.dragging ? ' editor-item--dragging' : ''}`}
      role='listitem'
      data-item={item.id}
      data-kind={item.kind}
      {...(canEdit ? props.rowDragProps : {})}
    >
      <View className='editor-item__head'>
        {canEdit && (
          <View
            className='editor-item__handle'
            aria-label={t('editor.item.drag')}
            data-action='drag'
            {...props.handleProps}
          >
            ⋮⋮
          </View>
        )}
        <Text className='editor-item__name' data-item-name>
          {props.name}
        </Text>
        {props.editors.map((peer) => (
          <Text
            key={peer.clientId}
            className='editor-item__peer'
            style={{ borderColor: peer.color, color: peer.color }}
            data-peer-editing={peer.name}
          >
            {t('editor.presence.editing', { name: peer.name })}
          </Text>
        ))}
      </View>
      <View className='editor-item__fields'>
        <DraftField
          {...field('time')}
          className='editor-field--short'
          label={t('editor.item.time')}
          placeholder={t('editor.item.timePlaceholder')}
          value={text(item.time)}
          parse={parseTime}
          maxlength={5}
          onCommit={(time) => actions.edit(item.id, { time: time as string | null })}
        />
        <DraftField
          {...field('stay')}
          className='editor-field--short'
          type='number'
          label={t('editor.item.stay')}
          value={text(item.stay)}
          parse={parseMinutes}
          maxlength={4}
          onCommit={(stay) => actions.edit(item.id, { stay: stay as number | null })}
        />
        <DraftField
          {...field('cost')}
          className='editor-field--short'
          type='digit'
          label={t('editor.item.cost')}
          value={text(item.cost)}
          parse={parseCost}
          maxlength={11}
          onCommit={(cost) => actions.edit(item.id, { cost: cost as number | null })}
        />
        <DraftField
          {...field('note')}
          className='editor-field--wide'
          label={t('editor.item.note')}
          placeholder={t('editor.item.notePlaceholder')}
          value={text(item.note)}
          maxlength={500}
          onCommit={(note) => actions.edit(item.id, { note: (note as string) || null })}
        />
      </View>
      {canEdit && (
        <View className='editor-item__moves'>
          <Button
            size='mini'
            data-action='up'
            disabled={index === 0 || undefined}
            onClick={() => actions.move(item.id, props.dayId, index - 1)}
            {...track('editor_item_up')}
          >
            {t('editor.item.up')}
          </Button>
          <Button
            size='mini'
            data-action='down'
            disabled={index === count - 1 || undefined}
            onClick={() => actions.move(item.id, props.dayId, index + 1)}
            {...track('editor_item_down')}
          >
            {t('editor.item.down')}
          </Button>
          {props.prevDayId && (
            <Button
              size='mini'
              data-action='prev-day'
              onClick={() => actions.move(item.id, props.prevDayId!, Number.MAX_SAFE_INTEGER)}
              {...track('editor_item_prev_day')}
            >
              {t('editor.item.prevDay')}
            </Button>
          )}
          {props.nextDayId && (
            <Button
              size='mini'
              data-action='next-day'
              onClick={() => actions.move(item.id, props.nextDayId!, 0)}
              {...track('editor_item_next_day')}
            >
              {t('editor.item.nextDay')}
            </Button>
          )}
          <Button
            size='mini'
            type='warn'
            data-action='remove'
            onClick={() => actions.remove(item.id)}
            {...track('editor_item_remove')}
          >
            {t('editor.item.remove')}
          </Button>
        </View>
      )}
    </View>
  )
}
