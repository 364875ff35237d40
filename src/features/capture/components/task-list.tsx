import { Text, View } from '@tarojs/components'
import type { Task } from '@types-shared/api/campaign'
import { Button } from '@/components/button'
import { EmptyState } from '@/components/states'
import { useT } from '@/i18n'
import { trackingProps } from '@/services/tracking'
import '@/i18n/locales/parts/capture'
import './capture.css'

/** Tasks for points with what each gives and today's count against its daily limit. */
export function TaskList({
  tasks,
  busy,
  onDo,
}: {
  tasks: Task[]
  busy: string | null
  onDo: (task: Task) => void
}) {
  const t = useT()
  return (
    <View className='capture-section'>
      <Text className='capture-section__title'>{t('capture.tasksTitle')}</Text>
      {tasks.length === 0 && <EmptyState label={t('capture.tasksEmpty')} />}
      {tasks.map((task, index) => {
        const doneToday = task.doneToday >= task.dailyLimit || !task.available
        const sending = busy === `task:${task.key}`
        return (
          <View
            key={task.key}
            className='capture-task'
            data-task={task.key}
            {...trackingProps('capture_task', {
              index: index + 1,
              impression: true,
              attrs: { task: task.key },
            })}
          >
            <View className='capture-task__text'>
              <Text className='capture-task__title'>{task.title}</Text>
              <Text className='capture-task__meta'>
                {t('capture.task.reward', { points: task.points })} ·{' '}
                {t('capture.task.daily', { done: task.doneToday, limit: task.dailyLimit })}
              </Text>
            </View>
            <Button
              size='mini'
              type={doneToday ? 'default' : 'primary'}
              data-action='do-task'
              disabled={doneToday || sending}
              loading={sending}
              onClick={() => onDo(task)}
              {...trackingProps('capture_do_task', { attrs: { task: task.key } })}
            >
              {doneToday ? t('capture.task.done') : t('capture.task.do')}
            </Button>
          </View>
        )
      })}
    </View>
  )
}
