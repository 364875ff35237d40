import { mayEdit } from '../may-edit'

const journey = { owner: { id: 7 }, collaborators: [{ id: 9 }, { id: 11 }] } as Parameters<typeof mayEdit>[0]

describe('mayEdit', () => {
  it.each([
    [7, true, 'the owner'],
    [9, true, 'a co-editor'],
    [11, true, 'another co-editor'],
    [8, false, 'a signed-in reader'],
    [null, false, 'a visitor'],
  ] as const)('lets user %p edit: %p (%s)', (userId, allowed, _who) => {
    expect(mayEdit(journey, userId)).toBe(allowed)
  })
})
