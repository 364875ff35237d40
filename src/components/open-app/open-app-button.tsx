import { Button } from '@/components/button'
import { useState } from 'react'
import { getPlatform, type DeepLinkTarget, type OpenAppOutcome } from '@/platform'
import { useT } from '@/i18n'
import { GuideOverlay } from '../guide-overlay/guide-overlay'

interface OpenAppButtonProps {
  target: DeepLinkTarget
  onOutcome?: (outcome: OpenAppOutcome) => void
  className?: string
}

/** "Open in the app": shown only where the platform can open it; WeChat's browser gets the guide. */
export function OpenAppButton({ target, onOutcome, className }: OpenAppButtonProps) {
  const t = useT()
  const [guide, setGuide] = useState(false)
  const { appLauncher } = getPlatform()
  if (!appLauncher.canOpenApp()) return null
  const open = async () => {
    const outcome = await appLauncher.openApp(target)
    if (outcome === 'guide') setGuide(true)
    onOutcome?.(outcome)
  }
  return (
    <>
      <Button className={className ?? 'open-app-button'} type='primary' data-action='open-app' onClick={open}>
        {t('openApp.button')}
      </Button>
      {guide && <GuideOverlay kind='open-app' onDismiss={() => setGuide(false)} />}
    </>
  )
}
