import { taroUi } from '../ui'

// Against Taro's real H5 showModal in jsdom (no mock): it validates its options and draws the modal into
// the document. Issue 12 item 8: a one-button alert passed `cancelText: undefined`, which Taro refused,
// and the refusal was swallowed, so the 406 system-time alert never showed.
const modal = () => document.querySelector('.taro__modal') as HTMLElement | null
const buttons = () => Array.from(document.querySelectorAll('.taro__modal .taro-model__btn'))

const tapButton = async (text: string) => {
  await new Promise((resolve) => setTimeout(resolve, 0))
  const button = buttons().find((b) => b.textContent === text) as HTMLElement | undefined
  if (!button) throw new Error(`no button "${text}" in ${modal()?.outerHTML ?? 'no modal'}`)
  button.click()
}

describe('taro ui alert (H5)', () => {
  it('shows a one-button alert with its title, text and button, and answers 0 when tapped', async () => {
    const answer = taroUi.alert({ title: '系统时间错误', desc: '请校准时间', actions: [{ name: '知道了' }] })
    await tapButton('知道了')
    await expect(answer).resolves.toBe(0)
    expect(modal()?.textContent).toContain('系统时间错误')
    expect(modal()?.textContent).toContain('请校准时间')
  })

  it('answers the cancel action of a two-button alert with its index', async () => {
    const answer = taroUi.alert({
      title: '删除记录？',
      actions: [
        { name: '删除', style: 'destructive' },
        { name: '取消', style: 'cancel' },
      ],
    })
    await tapButton('取消')
    await expect(answer).resolves.toBe(1)
  })
})
