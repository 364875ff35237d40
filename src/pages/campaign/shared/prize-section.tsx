import { View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import type { UserPrize } from '@types-shared/api/campaign'
import { AcceptPanel, MyPrizes, useMyPrizes, type PrizeEndpoints } from '@/features/prize'
import { SignInPrompt } from './sign-in-prompt'
import './prize-section.css'

/**
 * My prizes, read only once signed in: a visitor's read would be a 401, which the site answers by
 * sending them to log in (services/site-client default handlers). `incoming` is a prize the page just
 * got (exchanged, won, accepted): it goes first without loading the list again.
 */
function SignedInPrizes({
  endpoints,
  incoming,
  accepted,
  emptyLabel,
}: {
  endpoints: PrizeEndpoints
  incoming: UserPrize | null
  accepted: UserPrize | null
  emptyLabel?: string
}) {
  const list = useMyPrizes(endpoints, 'traveller')
  const { add } = list
  useEffect(() => {
    if (incoming) add(incoming)
  }, [incoming, add])
  useEffect(() => {
    if (accepted) add(accepted)
  }, [accepted, add])
  return (
    <MyPrizes
      endpoints={endpoints}
      list={list}
      moduleKey={`${endpoints.campaign}_prizes`}
      emptyLabel={emptyLabel}
    />
  )
}

/**
 * A campaign's prizes on its page: the accept panel when the page was opened from a transfer link
 * (`acceptToken`), and my prizes (redeem, transfer) once signed in. Shared by the gift shop and the
 * wish campaign, which differ only in their endpoints and title.
 */
export function PrizeSection({
  title,
  endpoints,
  acceptToken,
  signedIn,
  signIn,
  incoming = null,
  emptyLabel,
}: {
  title: string
  endpoints: PrizeEndpoints
  acceptToken: string | undefined
  signedIn: boolean
  signIn: () => Promise<unknown>
  incoming?: UserPrize | null
  emptyLabel?: string
}) {
  const [accepted, setAccepted] = useState<UserPrize | null>(null)
  return (
    <View className='prize-section' data-section='my-prizes'>
      {acceptToken && (
        <AcceptPanel
          endpoints={endpoints}
          token={acceptToken}
          signedIn={signedIn}
          signIn={signIn}
          onAccepted={setAccepted}
        />
      )}
      <View className='prize-section__title' role='heading' aria-level={2}>
        {title}
      </View>
      {signedIn ? (
        <SignedInPrizes
          endpoints={endpoints}
          incoming={incoming}
          accepted={accepted}
          emptyLabel={emptyLabel}
        />
      ) : (
        <SignInPrompt moduleKey={`${endpoints.campaign}_prizes`} onSignIn={() => void signIn()} />
      )}
    </View>
  )
}
