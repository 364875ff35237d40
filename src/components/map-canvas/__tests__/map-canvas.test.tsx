import { act, fireEvent } from '@testing-library/react'
import { useState } from 'react'
import { render } from '@tarojs/test-utils-react/dist/pure'
import { OUTLINES } from '../data/outlines'
import type { MapMarker } from '../layers'
import { MapCanvas, type MapCanvasProps } from '../map-canvas'
import { regionCorners, regionsFromOutlines } from '../regions'
import { fitViewport } from '../viewport'

const JAPAN = new Set(['Honshu', 'Hokkaido', 'Kyushu', 'Shikoku'])
const REGIONS = regionsFromOutlines(
  OUTLINES,
  (id) => (id === 'Japan' ? '#e0642b' : '#a3d9c3'),
  (name) => (JAPAN.has(name) ? 'Japan' : name),
)
const MARKERS: MapMarker[] = [
  { id: 'tokyo', lat: 35.68, lon: 139.76, label: 'Stop 1: Tokyo', text: 1 },
  { id: 'seoul', lat: 37.57, lon: 126.98, label: 'Stop 2: Seoul', text: 2 },
  { id: 'chengdu', lat: 30.66, lon: 104.06, label: 'Place: Chengdu' },
]
const SIZE = 400

function mount(props: Partial<MapCanvasProps> = {}) {
  const onSelect = jest.fn()
  const { container } = render(
    <MapCanvas label='East Asia' width={SIZE} height={SIZE} onSelect={onSelect} {...props} />,
    {},
  )
  const $ = (selector: string) => container.querySelector(selector) as HTMLElement
  const stage = $('.map-canvas__stage')
  // jsdom lays nothing out: the stage is SIZE css px square at the top-left of the screen.
  stage.getBoundingClientRect = () => ({ left: 0, top: 0, width: SIZE, height: SIZE }) as DOMRect
  const transform = () => $('.map-canvas__view').style.transform
  return { container, onSelect, $, stage, transform }
}

const press = (element: Element) =>
  act(() => {
    fireEvent.click(element)
  })

describe('MapCanvas', () => {
  it('is a labelled group with a button per marker, named by its label, and zoom and fit buttons', () => {
    const { $, container } = mount({ markers: MARKERS })
    expect($('[role="group"]').getAttribute('aria-label')).toBe('East Asia')
    const markers = [...container.querySelectorAll('[data-marker]')]
    expect(markers.map((m) => m.getAttribute('aria-label'))).toEqual([
      'Stop 1: Tokyo',
      'Stop 2: Seoul',
      'Place: Chengdu',
    ])
    expect(markers.map((m) => m.getAttribute('data-marker'))).toEqual(['1', '2', 'pin'])
    expect(markers.every((m) => m.getAttribute('role') === 'button')).toBe(true)
    for (const label of ['放大地图', '缩小地图', '显示全部'])
      expect($(`button[aria-label="${label}"]`)).not.toBeNull()
    expect($('.map-canvas__base img').getAttribute('src')).toMatch(/^data:image\/svg\+xml/)
  })

  it('fits every marker inside the map', () => {
    const { container } = mount({ markers: MARKERS })
    for (const marker of container.querySelectorAll<HTMLElement>('[data-marker]')) {
      for (const value of [marker.style.left, marker.style.top]) {
        expect(parseFloat(value)).toBeGreaterThan(0)
        expect(parseFloat(value)).toBeLessThan(100)
      }
    }
  })

  it('selects a tapped marker, and shows the selected one as pressed', () => {
    const { $, onSelect } = mount({ markers: MARKERS, selectedId: 'seoul' })
    press($('[data-marker="1"]'))
    expect(onSelect).toHaveBeenCalledWith('marker', 'tokyo')
    expect($('[data-marker="2"]').getAttribute('aria-pressed')).toBe('true')
    expect($('[data-marker="1"]').getAttribute('aria-pressed')).toBe('false')
  })

  it('selects a marker from the keyboard', () => {
    const { $, onSelect } = mount({ markers: MARKERS })
    act(() => {
      fireEvent.keyDown($('[data-marker="pin"]'), { key: 'Enter' })
    })
    expect(onSelect).toHaveBeenCalledWith('marker', 'chengdu')
  })

  it('passes a marker its data attributes and classes', () => {
    const { $ } = mount({
      block: 'full-map',
      markers: [{ ...MARKERS[0], className: 'extra', attrs: { 'data-stop-id': 's1' } }],
      selectedId: 'tokyo',
    })
    expect($('[data-stop-id="s1"]').className).toBe(
      'map-canvas__marker full-map__marker map-canvas__marker--numbered full-map__marker--numbered ' +
        'map-canvas__marker--selected full-map__marker--selected extra',
    )
  })

  it("gives the root both its own class and the page's block class", () => {
    const { container } = mount({ block: 'full-map', markers: MARKERS })
    expect((container.querySelector('[role="group"]') as HTMLElement).className).toBe('map-canvas full-map')
    const plain = mount({ markers: MARKERS }).container.querySelector('[role="group"]') as HTMLElement
    expect(plain.className).toBe('map-canvas map-canvas--styled')
  })

  describe('regions', () => {
    // Where the component puts things: the same fit, from the regions' corners.
    const viewport = fitViewport(regionCorners(REGIONS), SIZE, SIZE)!
    const tapAt = (view: HTMLElement, lat: number, lon: number) => {
      const { x, y } = viewport.project(lat, lon)
      act(() => {
        fireEvent.click(view, { clientX: x, clientY: y })
      })
    }

    it.each<[string, number, number, string | undefined]>([
      ['Tokyo', 35.68, 139.76, 'Japan'],
      ['Chengdu', 30.66, 104.06, 'China'],
      ['the Sea of Japan', 40.0, 135.0, undefined],
    ])('selects the region under a tap: %s', (_label, lat, lon, expected) => {
      const { $, onSelect } = mount({ regions: REGIONS })
      tapAt($('.map-canvas__view'), lat, lon)
      if (expected) expect(onSelect).toHaveBeenCalledWith('region', expected)
      else expect(onSelect).not.toHaveBeenCalled()
    })

    it('still finds the region under a tap once zoomed in', () => {
      const { $, onSelect } = mount({ regions: REGIONS })
      const { x, y } = viewport.project(35.68, 139.76)
      act(() => {
        fireEvent.wheel($('.map-canvas__stage'), { deltaY: -300, clientX: x, clientY: y })
      })
      expect($('.map-canvas__view').style.transform).toMatch(/scale\(1\.[5-9]/)
      // Zooming at the cursor keeps Tokyo under it.
      act(() => {
        fireEvent.click($('.map-canvas__view'), { clientX: x, clientY: y })
      })
      expect(onSelect).toHaveBeenCalledWith('region', 'Japan')
    })

    it('draws each region in its fill and offers each as a button', () => {
      const { container } = mount({ regions: REGIONS, selectedId: 'Korea' })
      const svg = decodeURIComponent(
        container.querySelector('.map-canvas__base img')!.getAttribute('src')!.split(',')[1],
      )
      expect(svg).toContain('fill="#e0642b"')
      const buttons = [...container.querySelectorAll('[data-region]')]
      expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual([
        'China',
        'Hainan',
        'Taiwan',
        'Korea',
        'Japan',
      ])
      expect(container.querySelector('[data-region="Korea"]')!.getAttribute('aria-pressed')).toBe('true')
    })
  })

  describe('the base layer', () => {
    const TILES = 'https://tiles.example/{z}/{x}/{y}.png'
    it.each<[string, Partial<MapCanvasProps>, boolean, boolean]>([
      ['the bundled outlines by default', {}, false, false],
      ['tiles with their credit', { tileTemplate: TILES, tileAttribution: '© Example' }, true, true],
      ['no credit without tiles', { tileAttribution: '© Example' }, false, false],
      [
        'no tiles from a template without {z}',
        { tileTemplate: 'https://x/{x}/{y}', tileAttribution: '© Ex' },
        false,
        false,
      ],
    ])('%s', (_label, props, tiled, credited) => {
      const { container } = mount({ markers: MARKERS, ...props })
      expect(container.querySelectorAll('.map-canvas__tile').length > 0).toBe(tiled)
      const credit = container.querySelector('.map-canvas__attribution')
      expect(Boolean(credit)).toBe(credited)
      if (credited) expect(credit!.textContent).toBe('地图：© Example')
    })
  })

  describe('zoom and pan', () => {
    it('zooms in with the button, and fits again with the fit button', () => {
      const { $, transform } = mount({ markers: MARKERS })
      expect(transform()).toBe('')
      const before = $('[data-marker="1"]').style.left
      press($('[data-action="map-zoom-in"]'))
      expect(transform()).toContain('scale(1.5)')
      expect($('[data-marker="1"]').style.left).not.toBe(before)
      press($('[data-action="map-zoom-out"]'))
      expect(transform()).toBe('')
      press($('[data-action="map-zoom-in"]'))
      press($('[data-action="map-fit"]'))
      expect(transform()).toBe('')
      expect($('[data-marker="1"]').style.left).toBe(before)
    })

    it.each<[string, string]>([
      ['+', 'scale(1.5)'],
      ['=', 'scale(1.5)'],
    ])('zooms in with the %s key on the focused map', (key, expected) => {
      const { $, transform } = mount({ markers: MARKERS })
      act(() => {
        fireEvent.keyDown($('[role="group"]'), { key })
      })
      expect(transform()).toContain(expected)
      act(() => {
        fireEvent.keyDown($('[role="group"]'), { key: '0' })
      })
      expect(transform()).toBe('')
    })

    it('keeps its zoom when the page draws again with the same layers, and fits new ones', () => {
      let redraw: (markers: MapMarker[]) => void = () => undefined
      function Page() {
        const [markers, setMarkers] = useState(MARKERS)
        redraw = setMarkers
        // Layers passed inline, as pages will.
        return <MapCanvas label='East Asia' width={SIZE} height={SIZE} markers={[...markers]} routes={[]} />
      }
      const { container } = render(<Page />, {})
      const transform = () => (container.querySelector('.map-canvas__view') as HTMLElement).style.transform
      press(container.querySelector('[data-action="map-zoom-in"]')!)
      act(() => redraw([...MARKERS]))
      expect(transform()).toContain('scale(1.5)')
      act(() => redraw(MARKERS.slice(0, 2)))
      expect(transform()).toBe('')
    })

    it('pans a zoomed map with the arrow keys', () => {
      const { $, transform } = mount({ markers: MARKERS })
      act(() => {
        fireEvent.keyDown($('[role="group"]'), { key: '+' })
      })
      const zoomed = transform()
      act(() => {
        fireEvent.keyDown($('[role="group"]'), { key: 'ArrowRight' })
      })
      expect(transform()).not.toBe(zoomed)
      expect(transform()).toContain('scale(1.5)')
    })

    it('zooms with two fingers spreading apart', () => {
      const { stage, transform } = mount({ markers: MARKERS })
      act(() => {
        fireEvent.touchStart(stage, {
          touches: [
            { clientX: 150, clientY: 200 },
            { clientX: 250, clientY: 200 },
          ],
        })
        fireEvent.touchMove(stage, {
          touches: [
            { clientX: 100, clientY: 200 },
            { clientX: 300, clientY: 200 },
          ],
        })
        fireEvent.touchEnd(stage, { touches: [] })
      })
      expect(transform()).toBe('translate(-50%, -50%) scale(2)')
    })

    it('drags a zoomed map with one finger', () => {
      const { $, stage, transform } = mount({ markers: MARKERS })
      press($('[data-action="map-zoom-in"]'))
      const zoomed = transform()
      act(() => {
        fireEvent.touchStart(stage, { touches: [{ clientX: 200, clientY: 200 }] })
        fireEvent.touchMove(stage, { touches: [{ clientX: 240, clientY: 180 }] })
        fireEvent.touchEnd(stage, { touches: [] })
      })
      expect(transform()).not.toBe(zoomed)
    })

    it('does not take the click that ends a mouse drag for a tap on a marker', () => {
      const { $, stage, onSelect } = mount({ markers: MARKERS })
      press($('[data-action="map-zoom-in"]'))
      const marker = $('[data-marker="1"]')
      act(() => {
        fireEvent.mouseDown(marker, { button: 0, clientX: 100, clientY: 100 })
        fireEvent.mouseMove(stage, { clientX: 160, clientY: 130 })
        fireEvent.mouseUp(stage)
        fireEvent.click(marker)
      })
      expect(onSelect).not.toHaveBeenCalled()
      press(marker)
      expect(onSelect).toHaveBeenCalledWith('marker', 'tokyo')
    })
  })
})
