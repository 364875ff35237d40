import { Text, View } from '@tarojs/components'

export default function Index() {
  return (
    <View>
      <View role='heading' aria-level={1}>
        Trip Companion
      </View>
      <Text>The smallest Taro page: a heading and a paragraph, the yardstick for the site.</Text>
    </View>
  )
}
