import { Image, Text, View } from '@tarojs/components'
import { useMemo, useState } from 'react'
import type { Stats, Template } from '@types-shared/api/checkin'
import { Button } from '@/components/button'
import { usePageContext } from '@/components/page-frame'
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

function TemplateChooser({
  user,
  templates,
  stats,
  artwork,
  picked,
}: {
  user: SignedInUser
  templates: Template[]
  stats: Stats
  artwork: readonly { d: string; fill: string }[]
  /** `?template=<id>`: the one chosen elsewhere (a Spring Festival poster on the special's page). */
  picked?: string
}) {
  const t = useT()
  const [chosen, setChosen] = useState<Template>(
    () => templates.find((x) => String(x.id) === picked) ?? templates[0],
  )
  const draft = useMemo(() => {
    const base = checkinDraft({ id: user.id, nickname: user.nickname }, stats, t)
    const detail = t('checkin.poster.detail', {
      countries: stats.countries,
      provinces: stats.provinces,
      cities: stats.cities,
    })
    const tags = chosen.kind === 'cny' ? [t('checkin.template.cny')] : []
    return { ...base, poster: { ...base.poster, detail, scanHint: t('checkin.poster.scan'), tags } }
  }, [user, stats, t, chosen])
  return (
    <>
      <Text className='templates__title'>{t('checkin.template.title')}</Text>
      <View className='templates__list'>
        {templates.map((template, index) => (
          <Button
            key={template.id}
            unstyled
            className={`templates__item${template.id === chosen.id ? ' templates__item--on' : ''}`}
            aria-pressed={template.id === chosen.id}
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
      <TemplatePoster key={chosen.id} draft={draft} artwork={artwork} palette={templatePalette(chosen)} />
    </>
  )
}

function Templates({ user, picked }: { user: SignedInUser; picked?: string }) {
  const t = useT()
  const { state, retry } = useLoad(String(user.id), loadAll)
  const ready = state.status === 'ready' ? state.data : null
  // Dark on the band's light and bright colours alike.
  const artwork = useMemo(() => ready?.artworkOf('#5a2410') ?? [], [ready])
  return (
    <AsyncView
      state={state}
      onRetry={retry}
      isEmpty={(data) => data.templates.length === 0}
      emptyLabel={t('checkin.template.empty')}
    >
      {({ templates, stats }) => (
        <TemplateChooser user={user} templates={templates} stats={stats} artwork={artwork} picked={picked} />
      )}
    </AsyncView>
  )
}

/** Posters of my lit map, one per template (the Spring Festival ones first). */
export function ClockInTemplates() {
  const signIn = useSignIn()
  const picked = usePageContext()?.params.template
  if (signIn.user === undefined) return <LoadingState />
  return (
    <View className='clock-in templates'>
      {signIn.user ? (
        <Templates user={signIn.user} picked={picked} />
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
