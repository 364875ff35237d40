import { Image, Text, View } from '@tarojs/components'
import { useMemo, useState } from 'react'
import type { Template } from '@types-shared/api/checkin'
import { Button } from '@/components/button'
import { AsyncView, EmptyState, LoadingState, useLoad } from '@/components/states'
import {
  getLitCodes,
  getStats,
  getTemplates,
  loadProvinceShapes,
  posterArtwork,
  templatePalette,
} from '@/features/checkin'
import { checkinDraft } from '@/features/share-poster'
import { useSignIn, type SignedInUser } from '@/features/sign-in'
import { useT } from '@/i18n'
import { trackingProps } from '@/services/tracking'
import '@/i18n/locales/parts/checkin'
import { SignInBanner } from '../shared/sign-in-banner'
import { TemplatePoster } from './template-poster'

const loadAll = async () => {
  const [templates, stats, codes, shapes] = await Promise.all([
    getTemplates(),
    getStats(),
    getLitCodes(),
    loadProvinceShapes(),
  ])
  return { templates, stats, artworkOf: (fill?: string) => posterArtwork(shapes, new Set(codes), fill) }
}

function Templates({ user }: { user: SignedInUser }) {
  const t = useT()
  const { state, retry } = useLoad(String(user.id), loadAll)
  const [chosen, setChosen] = useState<Template | null>(null)
  const ready = state.status === 'ready' ? state.data : null
  const artwork = useMemo(() => ready?.artworkOf('#5a2410') ?? [], [ready])
  return (
    <AsyncView
      state={state}
      onRetry={retry}
      isEmpty={(data) => data.templates.length === 0}
      emptyLabel={t('checkin.template.empty')}
    >
      {({ templates, stats }) => {
        const current = chosen ?? templates[0]
        const draft = checkinDraft({ id: user.id, nickname: user.nickname }, stats, t)
        const poster = {
          ...draft,
          poster: {
            ...draft.poster,
            detail: t('checkin.poster.detail', {
              countries: stats.countries,
              provinces: stats.provinces,
              cities: stats.cities,
            }),
            scanHint: t('checkin.poster.scan'),
            tags: current.kind === 'cny' ? [t('checkin.template.cny')] : [],
          },
        }
        return (
          <>
            <Text className='templates__title'>{t('checkin.template.title')}</Text>
            <View className='templates__list'>
              {templates.map((template, index) => (
                <Button
                  key={template.id}
                  unstyled
                  className={`templates__item${template.id === current.id ? ' templates__item--on' : ''}`}
                  aria-pressed={template.id === current.id}
                  data-template={template.id}
                  onClick={() => setChosen(template)}
                  {...trackingProps('clockin_template_pick', {
                    index: index + 1,
                    impression: true,
                    attrs: { templateId: template.id, kind: template.kind },
                  })}
                >
                  <Image className='templates__thumb' src={template.image} mode='aspectFill' />
                  <Text className='templates__name'>{template.name}</Text>
                </Button>
              ))}
            </View>
            <TemplatePoster
              key={current.id}
              draft={poster}
              artwork={artwork}
              palette={templatePalette(current)}
            />
          </>
        )
      }}
    </AsyncView>
  )
}

/** Posters of my lit map, one per template (the Spring Festival ones first). */
export function ClockInTemplates() {
  const signIn = useSignIn()
  if (signIn.user === undefined) return <LoadingState />
  return (
    <View className='clock-in templates'>
      {signIn.user ? (
        <Templates user={signIn.user} />
      ) : (
        <>
          <SignInBanner onSignIn={() => void signIn.signIn().catch(() => undefined)} />
          <EmptyState />
        </>
      )}
      {signIn.sheet}
    </View>
  )
}
