// The motifs of the image campaign slices: small SVG drawings placed by a seeded random sequence, so
// a slice is always drawn the same and two slices of a page differ.
import type { Motif, Theme } from './themes'

export const W = 750
export const H = 1000

/** A deterministic sequence of numbers in [0, 1) from a seed (mulberry32). */
export function rng(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const r1 = (n: number) => Math.round(n * 10) / 10

function scatter(rand: () => number, n: number, draw: (x: number, y: number, s: number) => string): string {
  let out = ''
  for (let i = 0; i < n; i++) out += draw(r1(rand() * W), r1(rand() * H * 0.62), r1(0.6 + rand() * 0.9))
  return out
}

function skyline(rand: () => number, fill: string, lit: string, base = 760): string {
  let out = ''
  for (let x = 0; x < W;) {
    const w = 40 + Math.floor(rand() * 70)
    const h = 80 + Math.floor(rand() * 260)
    out += `<rect x="${x}" y="${base - h}" width="${w - 4}" height="${h}" fill="${fill}"/>`
    for (let wy = base - h + 14; wy < base - 10; wy += 26)
      for (let wx = x + 8; wx < x + w - 14; wx += 18)
        if (rand() > 0.55) out += `<rect x="${wx}" y="${wy}" width="8" height="12" fill="${lit}"/>`
    x += w
  }
  return out
}

const MOTIFS: Record<Motif, (t: Theme, rand: () => number) => string> = {
  fireworks: (t, rand) =>
    scatter(rand, 5, (x, y, s) => {
      let rays = ''
      for (let k = 0; k < 12; k++) {
        const a = (k / 12) * Math.PI * 2
        rays += `<line x1="${x}" y1="${y}" x2="${r1(x + Math.cos(a) * 60 * s)}" y2="${r1(y + Math.sin(a) * 60 * s)}"/>`
      }
      return `<g stroke="${t.accent}" stroke-width="4" stroke-linecap="round">${rays}</g>`
    }) +
    `<g fill="${t.accent}">${scatter(rand, 4, (x, _y, s) => `<ellipse cx="${x}" cy="${r1(640 + s * 30)}" rx="${r1(26 * s)}" ry="${r1(34 * s)}"/>`)}</g>`,
  leaves: (t, rand) =>
    scatter(rand, 18, (x, y, s) => {
      const a = Math.floor(rand() * 360)
      return `<path transform="translate(${x} ${y}) rotate(${a}) scale(${s})" d="M0 -30 L8 -10 L28 -14 L16 4 L24 22 L0 12 L-24 22 L-16 4 L-28 -14 L-8 -10Z" fill="${rand() > 0.5 ? t.accent : '#e8a33d'}"/>`
    }),
  blossoms: (t, rand) =>
    `<path d="M0 560 Q200 420 420 470 T750 380" stroke="#6b4a3a" stroke-width="14" fill="none"/>` +
    scatter(rand, 22, (x, y, s) => {
      let petals = ''
      for (let k = 0; k < 5; k++)
        petals += `<ellipse cx="0" cy="-12" rx="8" ry="13" transform="rotate(${k * 72})"/>`
      return `<g transform="translate(${x} ${y}) scale(${s})" fill="${t.accent}">${petals}<circle r="5" fill="#fff3b0"/></g>`
    }),
  torii: (t, rand) =>
    `<circle cx="${r1(220 + rand() * 300)}" cy="260" r="120" fill="${t.accent}"/>` +
    `<g fill="${t.accent}"><rect x="190" y="470" width="370" height="30"/><rect x="220" y="520" width="310" height="20"/><rect x="250" y="500" width="34" height="260"/><rect x="466" y="500" width="34" height="260"/></g>`,
  stars: (t, rand) =>
    scatter(rand, 70, (x, y, s) => `<circle cx="${x}" cy="${y}" r="${r1(1.5 * s)}" fill="${t.accent}"/>`) +
    `<circle cx="${r1(120 + rand() * 500)}" cy="170" r="56" fill="${t.accent}"/>` +
    skyline(rand, '#101a44', t.accent),
  music: (t, rand) => {
    let route = `M40 ${r1(700 + rand() * 60)}`
    for (let k = 1; k <= 5; k++)
      route += ` Q${k * 140 - 70} ${r1(500 + rand() * 260)} ${k * 140} ${r1(560 + rand() * 200)}`
    return (
      `<path d="${route}" stroke="${t.accent}" stroke-width="6" stroke-dasharray="16 12" fill="none"/>` +
      scatter(
        rand,
        9,
        (x, y, s) =>
          `<g transform="translate(${x} ${y}) scale(${s})" fill="${t.ink}"><ellipse cx="0" cy="40" rx="16" ry="12"/><rect x="12" y="-20" width="5" height="60"/><path d="M17 -20 Q40 -8 30 14 Q34 -2 17 -6Z"/></g>`,
      )
    )
  },
  route: (t, rand) => {
    let d = `M60 ${r1(200 + rand() * 100)}`
    const pins: string[] = []
    for (let k = 1; k <= 4; k++) {
      const x = r1(60 + rand() * 630)
      const y = r1(200 + k * 130)
      d += ` L${x} ${y}`
      pins.push(
        `<g transform="translate(${x} ${y})"><path d="M0 0 C-22 -30 -22 -56 0 -56 C22 -56 22 -30 0 0Z" fill="${t.accent}"/><circle cy="-38" r="8" fill="#fff"/></g>`,
      )
    }
    return `<path d="${d}" stroke="${t.ink}" stroke-width="5" stroke-dasharray="2 14" stroke-linecap="round" fill="none"/>${pins.join('')}`
  },
  fuji: (t, rand) =>
    `<path d="M0 760 L${r1(300 + rand() * 40)} 330 L${r1(420 + rand() * 40)} 330 L750 760Z" fill="#4f86b0"/>` +
    `<path d="M${r1(250)} 430 L318 330 L440 330 L505 430 L460 410 L420 440 L380 405 L335 440 L300 410Z" fill="${t.accent}"/>` +
    scatter(
      rand,
      3,
      (x, y) => `<ellipse cx="${x}" cy="${r1(y * 0.4 + 60)}" rx="70" ry="18" fill="#fff" fill-opacity=".8"/>`,
    ),
  graffiti: (t, rand) =>
    skyline(rand, '#222', t.accent) +
    scatter(
      rand,
      6,
      (x, y, s) =>
        `<g transform="translate(${x} ${y}) scale(${s})">${[0, 1, 2, 3, 4].map((k) => `<rect x="${k * 14}" y="${-Math.floor(rand() * 60)}" width="10" height="60" fill="${t.accent}"/>`).join('')}</g>`,
    ) +
    `<path d="M40 900 C200 820 300 960 460 880 S700 860 720 900" stroke="#ff3d7f" stroke-width="18" fill="none" stroke-linecap="round"/>`,
  neon: (t, rand) =>
    skyline(rand, '#1a0526', '#ff8af0') +
    scatter(
      rand,
      6,
      (x, y) =>
        `<rect x="${x}" y="${y}" width="${r1(90 + rand() * 80)}" height="40" rx="8" fill="none" stroke="${rand() > 0.5 ? t.accent : '#22e6ff'}" stroke-width="5"/>`,
    ) +
    `<g fill="none" stroke="#ff4040" stroke-width="10"><path d="M230 760 V560 H520 V760"/></g>`,
  waves: (t, rand) => {
    let out = `<circle cx="${r1(500 + rand() * 150)}" cy="180" r="70" fill="#ffe27a"/>`
    for (let k = 0; k < 6; k++) {
      const y = 600 + k * 60
      out += `<path d="M0 ${y} Q94 ${y - 30} 188 ${y} T375 ${y} T562 ${y} T750 ${y} V1000 H0Z" fill="${k % 2 ? '#2aa3d1' : '#1679a8'}" fill-opacity=".7"/>`
    }
    return (
      out +
      scatter(
        rand,
        4,
        (x, y) =>
          `<path d="M${x} ${r1(y * 0.5 + 120)} q12 -10 24 0 q12 -10 24 0" stroke="${t.ink}" stroke-width="3" fill="none"/>`,
      )
    )
  },
}

export function drawMotif(theme: Theme, seed: number): string {
  return MOTIFS[theme.motif](theme, rng(seed))
}
