import { View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import type { JourneyDetail } from '@types-shared/api/journey'
import type { UserInfo } from '@types-shared/api/user'
import { Button } from '@/components/button'
import { mayEdit } from '@/features/itinerary-editor/may-edit'
import { useT } from '@/i18n'
import { getPlatform } from '@/platform'
import { createTokenStore } from '@/services/auth/token-store'
import { trackingProps } from '@/services/tracking'
import '@/i18n/locales/parts/journey'

/**
 * "Edit together", for the journey's owner and co-editors (the server checks again when the editor
 * connects). It reads only the session stored on this device: asking the server, or exchanging the
 * app's user, would put the request client in every reader's first load (issue 18). In the app
 * without a stored session the app's own editor is the way; `?edit=1` opens the editor anywhere.
 */
export function EditEntry({ journey, onEdit }: { journey: JourneyDetail; onEdit: () => void }) {
  const t = useT()
  const [allowed, setAllowed] = useState(false)
  useEffect(() => {
    let current = true
    const store = createTokenStore<UserInfo>(getPlatform().storage)
    void Promise.all([store.getToken(), store.getUser()])
      .then(([token, user]) => current && setAllowed(Boolean(token) && mayEdit(journey, user?.id ?? null)))
      .catch(() => undefined)
    return () => {
      current = false
    }
  }, [journey])
  if (!allowed) return null
  return (
    <View className='journey-edit-entry'>
      <Button
        type='primary'
        className='journey-edit-entry__button'
        data-action='edit-journey'
        onClick={onEdit}
        {...trackingProps('journey_edit', { moduleKey: 'journey_actions', attrs: { journeyId: journey.id } })}
      >
        {t('journey.editTogether')}
      </Button>
    </View>
  )
}
