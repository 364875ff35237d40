import { Text, View } from '@tarojs/components'
import { htmlToParagraphs } from './plain-text'

/** A rich block's paragraphs as React text: the mini-programs' rendering and the web's fallback. */
export function PlainParagraphs({ html, className }: { html: string; className?: string }) {
  return (
    <View className={`rich-text ${className ?? ''}`} data-rich-text='plain'>
      {htmlToParagraphs(html).map((line, i) => (
        <Text key={i} className='rich-text__line'>
          {line}
        </Text>
      ))}
    </View>
  )
}
