// A traveller's place among the check-in's participants (issue 14: "stats and rank on the server for
// ties"). Participants are the travellers with at least one lit region, and the asking traveller even
// with none, so a newcomer is never "rank 4 of 3". Ties share a rank and the next rank skips (standard
// competition ranking: 1, 2, 2, 4), so lighting one more region never lowers anyone's rank.

export interface Placing {
  rank: number
  participants: number
  /** The share of participants with fewer lit regions, 0..100, rounded. */
  beatPercent: number
}

/** `counts`: lit regions per traveller who has any (the asker among them if they have any). */
export function placing(counts: readonly number[], mine: number): Placing {
  const others = [...counts]
  if (mine > 0) {
    const self = others.indexOf(mine)
    if (self >= 0) others.splice(self, 1)
  }
  const participants = others.length + 1
  const ahead = others.filter((n) => n > mine).length
  const behind = others.filter((n) => n < mine).length
  return { rank: ahead + 1, participants, beatPercent: Math.round((behind / participants) * 100) }
}
