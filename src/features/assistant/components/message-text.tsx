import { Text, View } from '@tarojs/components'
import { useMemo } from 'react'
import { parseMarkdown, type Line } from '../model/markdown'

function LineText({ line }: { line: Line }) {
  return (
    <>
      {line.map((piece, i) =>
        piece.bold ? (
          <Text key={i} className='assistant-text__bold'>
            {piece.text}
          </Text>
        ) : (
          piece.text
        ),
      )}
    </>
  )
}

/**
 * An answer's text with its little markdown (model/markdown.ts), drawn as React text: whatever the
 * answer holds, HTML included, reaches the screen as characters, never as markup.
 */
export function MessageText({ content }: { content: string }) {
  const blocks = useMemo(() => parseMarkdown(content), [content])
  return (
    <View className='assistant-text'>
      {blocks.map((block, b) => {
        if (block.type === 'paragraph') {
          return (
            <View key={b} className='assistant-text__paragraph'>
              {block.lines.map((line, i) => (
                <View key={i} className='assistant-text__line'>
                  <LineText line={line} />
                </View>
              ))}
            </View>
          )
        }
        const numbered = block.type === 'numbered'
        return (
          <View key={b} className='assistant-text__list' role='list'>
            {block.items.map((item, i) => (
              <View key={i} className='assistant-text__item' role='listitem'>
                <Text className='assistant-text__marker' aria-hidden='true'>
                  {numbered ? `${block.start + i}.` : '•'}
                </Text>
                <View className='assistant-text__item-body'>
                  <LineText line={item} />
                </View>
              </View>
            ))}
          </View>
        )
      })}
    </View>
  )
}
