import type { UiAdapter } from '../../types'

export function describeUiContract(label: string, make: () => UiAdapter) {
  describe(`${label} ui`, () => {
    it('shows a toast', async () => {
      await expect(make().toast('已复制')).resolves.toBeUndefined()
    })

    it.each([[undefined], [null], ['']])('refuses a toast with the message %p', async (message) => {
      await expect(make().toast(message as unknown as string)).rejects.toThrow(
        'message should not be undefined or null',
      )
    })

    it('answers an alert with the index of an offered action', async () => {
      const index = await make().alert({
        title: '删除记录？',
        actions: [
          { name: '取消', style: 'cancel' },
          { name: '删除', style: 'destructive' },
        ],
      })
      expect([0, 1]).toContain(index)
    })

    it('answers an action sheet with an offered value or null', async () => {
      const value = await make().actionSheet({
        actions: [
          { name: '高德地图', value: 'amap' },
          { name: '百度地图', value: 'baidu' },
        ],
      })
      expect(['amap', 'baidu', null]).toContain(value)
    })
  })
}
