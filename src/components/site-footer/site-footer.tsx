import { View } from '@tarojs/components'
import { useT } from '@/i18n'
import { NavLink } from '../nav-link/nav-link'
import './site-footer.css'

/** A handful of links every page offers; the current page's link carries the active class. */
export function SiteFooter() {
  const t = useT()
  return (
    <View className='site-footer' role='navigation'>
      <NavLink to='journeyDetail' params={{ id: 1 }}>
        {t('nav.journey')}
      </NavLink>
      <NavLink to='shareIndex'>{t('nav.share')}</NavLink>
      <NavLink to='about'>{t('nav.about')}</NavLink>
      <NavLink to='appFeedback'>{t('nav.contact')}</NavLink>
    </View>
  )
}
