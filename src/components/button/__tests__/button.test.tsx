import { fireEvent } from '@testing-library/react'
import { render } from '@tarojs/test-utils-react/dist/pure'
import { Button, type ButtonProps } from '../button'

const mount = (props: Partial<ButtonProps>) => {
  const { container } = render(
    <Button {...props} data-action='go'>
      出发
    </Button>,
    {},
  )
  return container.querySelector('[data-action="go"]') as HTMLButtonElement
}

describe('Button on H5', () => {
  it('is a native button that does not submit forms, in the house look by its kind and size', () => {
    const button = mount({ type: 'primary', size: 'mini', className: 'x' })
    expect(button.tagName).toBe('BUTTON')
    expect(button.type).toBe('button')
    expect(button.className).toBe('button button--primary button--mini x')
  })

  it('leaves the look to the caller when unstyled', () => {
    expect(mount({ unstyled: true, className: 'sheet-action' }).className).toBe('sheet-action')
    expect(mount({ unstyled: true }).hasAttribute('class')).toBe(false)
  })

  it('calls back on a click, and not while disabled', () => {
    const onClick = jest.fn()
    fireEvent.click(mount({ onClick }))
    expect(onClick).toHaveBeenCalledTimes(1)
    fireEvent.click(mount({ onClick, disabled: true }))
    expect(onClick).toHaveBeenCalledTimes(1)
  })

  it('names itself by label, and says it is busy with a spinner while loading', () => {
    const button = mount({ label: '出发去雷门', loading: true })
    expect(button.getAttribute('aria-label')).toBe('出发去雷门')
    expect(button.getAttribute('aria-busy')).toBe('true')
    expect(button.querySelector('.button__spinner')?.getAttribute('aria-hidden')).toBe('true')
    expect(mount({}).hasAttribute('aria-busy')).toBe(false)
  })
})
