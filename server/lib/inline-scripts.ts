// CSP allows no inline script without a hash (issue #3). Taro's built index.html may carry
// inline scripts; we hash each one and add the hashes to script-src. Cached by file mtime so a
// rebuild while the server runs is picked up without a restart.
import crypto from 'node:crypto'
import fs from 'node:fs'

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi

let cache: { file: string; mtimeMs: number; hashes: string[] } | undefined

export function inlineScriptHashes(indexFile: string): string[] {
  let stat: fs.Stats
  try {
    stat = fs.statSync(indexFile)
  } catch {
    return []
  }
  if (cache && cache.file === indexFile && cache.mtimeMs === stat.mtimeMs) return cache.hashes
  const html = fs.readFileSync(indexFile, 'utf8')
  const hashes: string[] = []
  for (const m of html.matchAll(INLINE_SCRIPT)) {
    const body = m[1] ?? ''
    if (body.trim() === '') continue
    hashes.push(`'sha256-${crypto.createHash('sha256').update(body, 'utf8').digest('base64')}'`)
  }
  cache = { file: indexFile, mtimeMs: stat.mtimeMs, hashes }
  return hashes
}
