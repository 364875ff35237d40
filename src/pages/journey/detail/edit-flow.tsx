import { View } from '@tarojs/components'
import type { JourneyDetail } from '@types-shared/api/journey'
import { Button } from '@/components/button'
import { ItineraryEditor } from '@/features/itinerary-editor'
import { useSignIn } from '@/features/sign-in'
import { LoadingState } from '@/components/states'
import { useT } from '@/i18n'
import '@/i18n/locales/parts/itinerary-editor'

/**
 * The journey's edit mode: a signed-in traveller gets the live editor (read-only unless they are the
 * owner or a co-editor); a visitor is asked to sign in first. It joins two features (sign-in and the
 * editor), so it lives with the page, and loads only when someone edits: Yjs never weighs on a reader.
 */
export default function EditFlow({ journey, onExit }: { journey: JourneyDetail; onExit: () => void }) {
  const t = useT()
  const { user, signIn, sheet } = useSignIn()
  if (user === undefined) return <LoadingState />
  return (
    <View className='journey-edit-flow'>
      {user ? (
        <ItineraryEditor journey={journey} onExit={onExit} />
      ) : (
        <View className='journey-edit-flow__sign-in' data-gate='sign-in'>
          <Button type='primary' data-action='sign-in-to-edit' onClick={() => void signIn()}>
            {t('editor.signInToEdit')}
          </Button>
          <Button data-action='exit-editor' onClick={onExit}>
            {t('editor.exit')}
          </Button>
        </View>
      )}
      {sheet}
    </View>
  )
}
