import { Text, View } from '@tarojs/components'
import { Button } from '@/components/button'
import { PageFrame, usePageContext } from '@/components/page-frame'
import { useT } from '@/i18n'
import { goBack, navigate, useCurrentRoute, type NotFoundVariant } from '@/services/router'

/**
 * Two variants (SPEC.md section 2): the plain "page not found", and the shell that says the visited page
 * has disappeared, chosen with `reason=gone` by pages whose content was removed.
 */
function NotFoundBody({ variant }: { variant: NotFoundVariant }) {
  const t = useT()
  const page = usePageContext()
  return (
    <View className='not-found'>
      <Text className='page__intro'>{t(variant === 'gone' ? 'notFound.bodyGone' : 'notFound.body')}</Text>
      <View className='not-found__actions'>
        <Button size='mini' onClick={() => goBack().catch(() => undefined)}>
          {t('notFound.back')}
        </Button>
        <Button
          size='mini'
          type='primary'
          onClick={() => navigate('home', page?.route, { replace: true }).catch(() => undefined)}
        >
          {t('notFound.home')}
        </Button>
      </View>
    </View>
  )
}

export default function NotFoundPage() {
  const { params } = useCurrentRoute('notFound')
  const variant: NotFoundVariant = params.reason === 'gone' ? 'gone' : 'default'
  return (
    <PageFrame route='notFound' titleVariant={variant}>
      <NotFoundBody variant={variant} />
    </PageFrame>
  )
}
