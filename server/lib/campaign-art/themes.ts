// The look of each image campaign page (issue 16): a palette and a motif per theme, so every page's
// slices are recognisably its own (night sky for nightwalk, Mount Fuji for fuji, neon for Kabukicho...).
import type { ImageCampaignId } from '../../../types/routes/route-table'

export type Motif =
  | 'fireworks'
  | 'leaves'
  | 'blossoms'
  | 'torii'
  | 'stars'
  | 'music'
  | 'route'
  | 'fuji'
  | 'graffiti'
  | 'neon'
  | 'waves'

export interface Theme {
  /** Sky top and bottom, ground, accent, text */
  sky: [string, string]
  ground: string
  accent: string
  ink: string
  motif: Motif
}

export const THEMES: Record<ImageCampaignId, Theme> = {
  '1001': {
    sky: ['#b3121f', '#f0743e'],
    ground: '#7a0c15',
    accent: '#ffd54a',
    ink: '#fff8e1',
    motif: 'fireworks',
  },
  '20241011': {
    sky: ['#f6c177', '#d9622b'],
    ground: '#7b3b1c',
    accent: '#b5371d',
    ink: '#fffaf0',
    motif: 'leaves',
  },
  '20250311': {
    sky: ['#fde2ec', '#bfe6c3'],
    ground: '#6fae74',
    accent: '#f28bb0',
    ink: '#3b2a33',
    motif: 'blossoms',
  },
  japan: {
    sky: ['#fbf7ef', '#e9dfcf'],
    ground: '#2f3a4a',
    accent: '#c8102e',
    ink: '#1e2530',
    motif: 'torii',
  },
  nightwalk: {
    sky: ['#0b1436', '#2a3a78'],
    ground: '#060b1f',
    accent: '#ffe9a6',
    ink: '#f3f5ff',
    motif: 'stars',
  },
  lyl: { sky: ['#2d1b4e', '#7a4bb0'], ground: '#1a0f2e', accent: '#ffcf5c', ink: '#fdf6ff', motif: 'music' },
  '20250427': {
    sky: ['#e4f4d9', '#a7d89a'],
    ground: '#4f8a4b',
    accent: '#e0568a',
    ink: '#213a20',
    motif: 'route',
  },
  '20250616': {
    sky: ['#bdf0ef', '#ffd66b'],
    ground: '#1f8a8a',
    accent: '#ff7a3d',
    ink: '#10393a',
    motif: 'route',
  },
  fuji: { sky: ['#9fd3f2', '#e8f5fc'], ground: '#2e6f8e', accent: '#ffffff', ink: '#0f3347', motif: 'fuji' },
  '20250612': {
    sky: ['#141414', '#3a3a3a'],
    ground: '#0a0a0a',
    accent: '#ffe600',
    ink: '#ffffff',
    motif: 'graffiti',
  },
  '20250704': {
    sky: ['#12001f', '#3c0a4f'],
    ground: '#07000d',
    accent: '#ff2bd6',
    ink: '#e9fbff',
    motif: 'neon',
  },
  '20250714': {
    sky: ['#8fe3f0', '#e7fbff'],
    ground: '#1679a8',
    accent: '#ffffff',
    ink: '#0b3c5a',
    motif: 'waves',
  },
}
