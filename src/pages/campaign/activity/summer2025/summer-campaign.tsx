import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import type { Task } from '@types-shared/api/campaign'
import { Button } from '@/components/button'
import { usePageContext } from '@/components/page-frame'
import { AsyncView } from '@/components/states'
import { errorMessageKey, PrizeNotice } from '@/features/prize/draw'
import { TaskList, taskGoal, useSummerHome, type TaskAction } from '@/features/summer'
import { useT, type MessageKey } from '@/i18n'
import { getPlatform } from '@/platform'
import { navigate } from '@/services/router'
import { trackingProps } from '@/services/tracking'
import '@/i18n/locales/parts/summer'
import { DrawSection } from './draw-section'
import { JOURNEYS_ANCHOR, JourneysSection } from './journeys-section'
import './summer.css'

type Notice = { message: MessageKey; tone: 'ok' | 'error'; count?: number } | null

/** A signed-in traveller's campaign: chances, tasks, the draw with its pool, and the journeys. */
export function SummerCampaign({
  userId,
  open,
  onInvite,
}: {
  userId: number
  open: boolean
  onInvite: () => void
}) {
  const t = useT()
  const page = usePageContext()
  const home = useSummerHome(userId)
  const [notice, setNotice] = useState<Notice>(null)
  const go = (name: string) => void navigate(name, page?.route).catch(() => undefined)

  const onTask = async (task: Task, action: TaskAction) => {
    setNotice(null)
    if (action === 'go') {
      const goal = taskGoal(task)
      if (goal === 'invite') onInvite()
      else if (goal === 'clockIn') go('clockIn')
      else if (goal === 'journeys')
        void getPlatform()
          .pageScroll.toElement(JOURNEYS_ANCHOR)
          .catch(() => undefined)
      return
    }
    try {
      const result = await home.complete(task.key)
      const count = result.task.chances
      setNotice({ message: count === 1 ? 'summer.task.earnedOne' : 'summer.task.earned', tone: 'ok', count })
    } catch (error) {
      setNotice({ message: errorMessageKey(error), tone: 'error' })
    }
  }

  return (
    <View className='summer'>
      <AsyncView state={home.state} onRetry={home.retry}>
        {(data) => (
          <>
            <View className='summer-chances'>
              <Text className='summer-chances__label'>{t('summer.chances')}</Text>
              <Text className='summer-chances__count' data-chances-left={data.chancesLeft}>
                {data.chancesLeft}
              </Text>
              <View className='summer-chances__links'>
                <Button
                  size='mini'
                  data-action='my-prizes'
                  onClick={() => go('summer2025Records')}
                  {...trackingProps('summer_go_records')}
                >
                  {t('summer.myPrizes')}
                </Button>
                <Button
                  size='mini'
                  data-action='rules'
                  onClick={() => go('summer2025Rule')}
                  {...trackingProps('summer_go_rule')}
                >
                  {t('summer.rules')}
                </Button>
              </View>
            </View>
            <View className='summer-section' data-section='tasks'>
              <Text className='summer-section__title'>{t('summer.tasksTitle')}</Text>
              {notice && (
                <View data-task-notice={notice.message}>
                  {notice.tone === 'ok' ? (
                    <View className='prize-notice prize-notice--ok' role='status'>
                      {t(notice.message, { count: notice.count ?? 1 })}
                    </View>
                  ) : (
                    <PrizeNotice message={notice.message} tone='error' />
                  )}
                </View>
              )}
              <TaskList
                tasks={data.tasks}
                busyKey={home.busyTask}
                onAction={(task, action) => void onTask(task, action)}
              />
            </View>
            <View className='summer-section'>
              <Text className='summer-section__title'>{t('summer.drawTitle')}</Text>
              <DrawSection
                pool={data.info?.pool ?? []}
                chancesLeft={data.chancesLeft}
                open={open}
                onDrawn={home.drew}
                onStockChanged={() => void home.refresh()}
                onSeePrizes={() => go('summer2025Records')}
              />
            </View>
          </>
        )}
      </AsyncView>
      <JourneysSection />
    </View>
  )
}
