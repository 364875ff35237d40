import { Text, View } from '@tarojs/components'
import { useT, type MessageKey } from '@/i18n'
import { useLocaleStore } from '@/i18n/locale-store'
import { formatDateTime } from '@/utils/format'
import '@/i18n/locales/parts/journey'
import type { AdminJourneyDetail } from '../api/get-admin-journey'
import './admin-panel.css'

const REVIEW = new Set(['draft', 'published', 'reviewing', 'rejected'])
const VISIBILITY = new Set(['public', 'link', 'private'])

function label(t: ReturnType<typeof useT>, prefix: string, known: Set<string>, value: string) {
  return known.has(value) ? t(`${prefix}.${value}` as MessageKey) : value
}

/** What an operator reviewing a journey needs beside its content: status, reach, owner, reports, times. */
export function AdminPanel({ journey }: { journey: AdminJourneyDetail }) {
  const t = useT()
  const locale = useLocaleStore((s) => s.locale)
  const { admin } = journey
  const rows: Array<[MessageKey, string, string]> = [
    ['journey.admin.reviewStatus', 'review', label(t, 'journey.review', REVIEW, admin.reviewStatus)],
    ['journey.admin.visibility', 'visibility', label(t, 'journey.visibility', VISIBILITY, admin.visibility)],
    ['journey.admin.owner', 'owner', t('journey.owner', { name: journey.owner.nickname, id: admin.ownerId })],
    ['journey.admin.reports', 'reports', String(admin.reportCount)],
    ['journey.admin.createdAt', 'created', formatDateTime(admin.createdAt, locale)],
    ['journey.admin.updatedAt', 'updated', formatDateTime(admin.updatedAt, locale)],
  ]
  if (admin.deletedAt)
    rows.push(['journey.admin.deletedAt', 'deleted', formatDateTime(admin.deletedAt, locale)])
  return (
    <View className='admin-panel' data-admin-panel>
      <Text className='admin-panel__title'>{t('journey.admin.title')}</Text>
      {rows.map(([key, field, value]) => (
        <View key={field} className='admin-panel__row' data-admin-field={field}>
          <Text className='admin-panel__label'>{t(key)}</Text>
          <Text className={`admin-panel__value admin-panel__value--${field}`}>{value}</Text>
        </View>
      ))}
    </View>
  )
}
