import { Text, View } from '@tarojs/components'
import type { Task } from '@types-shared/api/campaign'
import { Button } from '@/components/button'
import { useT, type MessageKey } from '@/i18n'
import { trackingProps } from '@/services/tracking'
import '@/i18n/locales/parts/summer'
import { taskAction, UNLIMITED_TOTAL, type TaskAction } from '../model/tasks'
import './summer.css'

const ACTION_LABELS: Record<TaskAction, MessageKey> = {
  do: 'summer.task.do',
  claim: 'summer.task.claim',
  go: 'summer.task.go',
  done: 'summer.task.done',
}

/** The task's name in the reader's language; a task this page does not know keeps the server's title. */
function useTaskTitle() {
  const t = useT()
  return (task: Task) => {
    const key = `summer.task.title.${task.key}` as MessageKey
    const text = t(key)
    return text === key ? task.title : text
  }
}

export interface TaskListProps {
  tasks: readonly Task[]
  busyKey: string | null
  onAction: (task: Task, action: TaskAction) => void
}

/** Tasks that earn draw chances, each with its progress and the one thing to do about it now. */
export function TaskList({ tasks, busyKey, onAction }: TaskListProps) {
  const t = useT()
  const title = useTaskTitle()
  return (
    <View className='summer-tasks' role='list'>
      {tasks.map((task, i) => {
        const action = taskAction(task)
        const hint = action === 'go' ? (`summer.task.hint.${task.key}` as MessageKey) : null
        const hintText = hint ? t(hint) : ''
        return (
          <View
            key={task.key}
            className='summer-task'
            role='listitem'
            data-task={task.key}
            data-task-action={action}
            {...trackingProps('summer_task', {
              moduleKey: 'tasks',
              index: i + 1,
              attrs: { task: task.key },
              impression: true,
            })}
          >
            <View className='summer-task__body'>
              <Text className='summer-task__title'>{title(task)}</Text>
              <Text className='summer-task__meta'>
                {task.chances === 1
                  ? t('summer.task.rewardOne')
                  : t('summer.task.reward', { count: task.chances })}
                {' · '}
                {t('summer.task.today', { done: task.doneToday, limit: task.dailyLimit })}
                {task.totalLimit < UNLIMITED_TOTAL &&
                  ` · ${t('summer.task.total', { done: task.doneTotal, limit: task.totalLimit })}`}
              </Text>
              {hint && hintText !== hint && <Text className='summer-task__hint'>{hintText}</Text>}
            </View>
            <Button
              size='mini'
              type={action === 'done' || action === 'go' ? 'default' : 'primary'}
              disabled={action === 'done' || busyKey !== null}
              loading={busyKey === task.key}
              data-action={`task-${action}`}
              onClick={() => onAction(task, action)}
              {...trackingProps(`summer_task_${action}`, { moduleKey: 'tasks', attrs: { task: task.key } })}
            >
              {t(ACTION_LABELS[action])}
            </Button>
          </View>
        )
      })}
    </View>
  )
}
