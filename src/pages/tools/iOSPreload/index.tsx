import { Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import { PageFrame } from '@/components/page-frame'
import { EmptyState } from '@/components/states'
import { PageIntro } from '@/components/page-intro/page-intro'
import { useT } from '@/i18n'
import { getPlatform, type LoadTimings } from '@/platform'
import '@/i18n/locales/parts/tools'
import '../tools.css'

const fileName = (url: string) => url.split('?')[0].split('/').slice(-2).join('/')

/** What this page load fetched and how long each took: the yardstick for preloading work. */
function PreloadReport() {
  const t = useT()
  const [timings, setTimings] = useState<LoadTimings | null | undefined>(undefined)
  useEffect(() => {
    // Read after the load settles so late resources are counted.
    const id = setTimeout(() => setTimings(getPlatform().environment.loadTimings()), 300)
    return () => clearTimeout(id)
  }, [])
  if (timings === undefined) return null
  if (timings === null) return <EmptyState label={t('tools.preload.none')} />
  return (
    <View>
      <Text className='tools-outcome' data-field='total'>
        {t('tools.preload.total', { ms: timings.pageMs, count: timings.resources.length })}
      </Text>
      <View className='tools-table'>
        {timings.resources.map((r, i) => (
          <View className='tools-row' key={`${r.name}-${i}`} data-field='resource'>
            <Text className='tools-row__label'>{`${r.kind} · ${r.ms} ms`}</Text>
            <Text className='tools-row__value'>{`${fileName(r.name)} (${Math.round(r.bytes / 1024)} KB)`}</Text>
          </View>
        ))}
      </View>
    </View>
  )
}

export default function IosPreloadPage() {
  return (
    <PageFrame route='iosPreload'>
      <PageIntro message='page.tools.intro' />
      <PreloadReport />
    </PageFrame>
  )
}
