import { Text, View } from '@tarojs/components'
import { Button } from '@/components/button'
import { PageFrame, usePageContext } from '@/components/page-frame'
import { useT } from '@/i18n'
import { getPlatform } from '@/platform'
import { safeReturnUrl } from '@/services/auth/return-url'
import { sitePolicy } from '@/services/auth/policy'
import { EXCEPTION_FALLBACK_CODE } from '@/services/http/constants'
import { navigate } from '@/services/router'

const CODE = /^-?\d{1,9}$/

/**
 * SPEC.md section 8: a 418 with locationTag redpass lands here with its code and the address to return
 * to; any other locationTag with code 22102. The way back is offered only to an allowed address.
 */
function ExceptionBody() {
  const t = useT()
  const page = usePageContext()
  const params = page?.params ?? {}
  const code = params.code && CODE.test(params.code) ? params.code : String(EXCEPTION_FALLBACK_CODE)
  const back = safeReturnUrl(params.returnUrl, sitePolicy())
  return (
    <View className='exception' data-code={code}>
      <Text className='page__intro'>{t('page.exception.message')}</Text>
      <Text className='page__intro' data-field='code'>
        {t('page.exception.code', { code })}
      </Text>
      {back && (
        <Button
          size='mini'
          type='primary'
          data-action='return'
          onClick={() =>
            getPlatform()
              .navigation.openLink(back)
              .catch(() => undefined)
          }
        >
          {t('page.exception.back')}
        </Button>
      )}
      <Button
        size='mini'
        data-action='home'
        onClick={() => navigate('home', page?.route, { replace: true }).catch(() => undefined)}
      >
        {t('notFound.home')}
      </Button>
    </View>
  )
}

export default function ExceptionPage() {
  return (
    <PageFrame route='exception'>
      <ExceptionBody />
    </PageFrame>
  )
}
