import { codeProblem, phoneProblem } from '../model'

describe('the sign-in rules', () => {
  it.each([
    ['13800000001', null],
    ['138 0000 0001', null],
    ['199-1234-5678', null],
    ['', 'phoneEmpty'],
    ['   ', 'phoneEmpty'],
    ['12800000001', 'phoneInvalid'],
    ['1380000000', 'phoneInvalid'],
    ['138000000012', 'phoneInvalid'],
    ['+8613800000001', 'phoneInvalid'],
    ['1380000000a', 'phoneInvalid'],
  ])('judges the phone number %p as %p', (phone, problem) => {
    expect(phoneProblem(phone)).toBe(problem)
  })

  it.each([
    ['000000', null],
    [' 123456 ', null],
    ['', 'codeEmpty'],
    ['12345', 'codeInvalid'],
    ['1234567', 'codeInvalid'],
    ['12345a', 'codeInvalid'],
  ])('judges the code %p as %p', (code, problem) => {
    expect(codeProblem(code)).toBe(problem)
  })
})
