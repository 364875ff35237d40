import { Text, View } from '@tarojs/components'
import { useId, useRef, type ReactNode } from 'react'
import { Button } from '@/components/button'
import { useT } from '@/i18n'
import { useModalBehaviour } from './use-modal-behaviour'
import { useBackCloses } from './use-back-closes'
import './bottom-sheet.css'

export interface BottomSheetProps {
  /** Names the dialog for screen readers (aria-labelledby) and heads the sheet. */
  title: string
  onClose: () => void
  children: ReactNode
  /** Actions pinned under the scrolling body, above the home indicator. */
  footer?: ReactNode
  className?: string
  /** Spread on the dialog element: tracking attributes, data-* hooks for tests and e2e. */
  panelProps?: Record<string, string>
}

/**
 * A modal sheet that slides up from the bottom: the dialog pattern (role, aria-modal, labelled by its
 * title, focus in and back, Escape, Tab kept inside), closed by the backdrop, Escape, its close
 * button or the system's back. Mounted means open: the caller renders it while it should show.
 */
export function BottomSheet({ title, onClose, children, footer, className, panelProps }: BottomSheetProps) {
  const t = useT()
  const titleId = `bottom-sheet-title-${useId().replace(/:/g, '')}`
  const panelRef = useRef(null)
  useModalBehaviour(panelRef, onClose)
  useBackCloses(onClose)
  return (
    <View className={`bottom-sheet ${className ?? ''}`.trim()}>
      <View className='bottom-sheet__backdrop' aria-hidden='true' onClick={onClose} />
      <View
        ref={panelRef}
        className='bottom-sheet__panel'
        role='dialog'
        aria-modal='true'
        aria-labelledby={titleId}
        {...panelProps}
      >
        <View className='bottom-sheet__handle' aria-hidden='true' />
        <View className='bottom-sheet__header'>
          <Text id={titleId} className='bottom-sheet__title'>
            {title}
          </Text>
          <Button unstyled className='bottom-sheet__close' label={t('sheet.close')} onClick={onClose}>
            <Text aria-hidden='true'>×</Text>
          </Button>
        </View>
        <View className='bottom-sheet__body'>{children}</View>
        {footer && <View className='bottom-sheet__footer'>{footer}</View>}
      </View>
    </View>
  )
}
