import { Text, View } from '@tarojs/components'
import { Button } from '@/components/button'
import { usePageContext } from '@/components/page-frame'
import { AsyncView } from '@/components/states'
import { WishCard, useWishDetail } from '@/features/wish'
import { useT } from '@/i18n'
import { navigate } from '@/services/router'
import { trackingProps } from '@/services/tracking'
import '@/i18n/locales/parts/wish'

/**
 * A shared wish (`?wishId=`): the wish and a call to make one's own; its owner is told it is theirs. A
 * signed-in friend opening it from the sharer's link earns the sharer a chance (useWishDetail).
 */
export function WishDetailView({
  wishId,
  sharer,
  userId,
}: {
  wishId: number
  sharer: number | null
  userId: number | null
}) {
  const t = useT()
  const page = usePageContext()
  const detail = useWishDetail(wishId, sharer, userId)
  return (
    <View className='wish-page__section' data-section='wish-detail'>
      <AsyncView state={detail.state} onRetry={detail.retry}>
        {(wish) => (
          <>
            <WishCard wish={wish} />
            {wish.user.id === userId && <Text className='wish-page__note'>{t('wish.detail.own')}</Text>}
          </>
        )}
      </AsyncView>
      <Button
        type='primary'
        data-action='make-own-wish'
        // The same route without the wish: the campaign's home, where the form is.
        onClick={() => navigate(page?.route.name ?? 'prize', page?.route).catch(() => undefined)}
        {...trackingProps('wish_detail_cta', { attrs: { wish: wishId } })}
      >
        {t('wish.detail.cta')}
      </Button>
    </View>
  )
}
