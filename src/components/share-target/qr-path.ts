import type { QRCode, QRCodeOptions } from 'qrcode'

// The matrix builder alone: the package's entry points also pull in canvas or Node stream renderers,
// which mini-program bundles cannot resolve; its core needs nothing but plain JavaScript.
// eslint-disable-next-line @typescript-eslint/no-var-requires, @typescript-eslint/no-require-imports
const { create } = require('qrcode/lib/core/qrcode') as {
  create: (text: string, options?: QRCodeOptions) => QRCode
}

/**
 * A QR code as one SVG path of its dark modules, in module units (0..size), from the `qrcode` package's
 * matrix. One path keeps the poster small, and drawing it ourselves lets the code sit inside the poster's
 * own SVG (QRCode.toString would give a whole document of its own).
 */
export function qrPath(text: string): { size: number; d: string } {
  const { modules } = create(text, { errorCorrectionLevel: 'M' })
  const { size } = modules
  const runs: string[] = []
  for (let row = 0; row < size; row++) {
    // Runs of dark modules in a row become one rectangle each: fewer path commands than per module.
    let col = 0
    while (col < size) {
      if (!modules.get(row, col)) {
        col++
        continue
      }
      const start = col
      while (col < size && modules.get(row, col)) col++
      runs.push(`M${start} ${row}h${col - start}v1h${start - col}z`)
    }
  }
  return { size, d: runs.join('') }
}
