import { describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { placing } from '../services/checkin-rank'

describe("a traveller's rank among the check-in's participants", () => {
  const table: Array<
    [string, number[], number, { rank: number; participants: number; beatPercent: number }]
  > = [
    ['alone with one region', [1], 1, { rank: 1, participants: 1, beatPercent: 0 }],
    ['a newcomer with nothing lit, among three', [5, 3, 3], 0, { rank: 4, participants: 4, beatPercent: 0 }],
    ['first of four', [9, 5, 3, 3], 9, { rank: 1, participants: 4, beatPercent: 75 }],
    ['tied second: both are second', [9, 5, 5, 1], 5, { rank: 2, participants: 4, beatPercent: 25 }],
    ['after a tie the next rank skips', [9, 5, 5, 1], 1, { rank: 4, participants: 4, beatPercent: 0 }],
    [
      'everyone tied: everyone first, nobody beaten',
      [2, 2, 2],
      2,
      { rank: 1, participants: 3, beatPercent: 0 },
    ],
    ['nobody has lit anything yet', [], 0, { rank: 1, participants: 1, beatPercent: 0 }],
  ]
  for (const [name, counts, mine, expected] of table) {
    test(name, () => assert.deepEqual(placing(counts, mine), expected))
  }

  test('lighting one more region never lowers the rank', () => {
    const others = [7, 4, 4, 2, 0]
    for (let mine = 0; mine < 9; mine++) {
      const now = placing([...others.filter((n) => n > 0), ...(mine > 0 ? [mine] : [])], mine)
      const next = placing([...others.filter((n) => n > 0), mine + 1], mine + 1)
      assert.ok(next.rank <= now.rank, `${mine} -> ${mine + 1}: ${now.rank} -> ${next.rank}`)
    }
  })
})
