/**
 * The files of a .tgz whose paths pass `wanted`, as Buffers by path. Just enough of ustar (POSIX.1-1988)
 * for an `npm pack` tarball: 512-byte headers, the name and its `prefix` field, octal sizes, data padded
 * to 512 bytes. A PAX header (typeflag 'x' or 'g') is skipped: npm writes none for the short paths read
 * here, and a long path we cannot name is simply not wanted. No dependency, so the build needs no tar.
 */
import fs from 'node:fs'
import zlib from 'node:zlib'

const BLOCK = 512

/** A NUL-terminated ASCII field of the header. */
const field = (header, start, length) => header.toString('utf8', start, start + length).replace(/\0.*$/s, '')

/**
 * @param {string} file the .tgz
 * @param {(path: string) => boolean} wanted
 * @returns {Map<string, Buffer>}
 */
export function readTarGz(file, wanted) {
  const tar = zlib.gunzipSync(fs.readFileSync(file))
  const files = new Map()
  for (let offset = 0; offset + BLOCK <= tar.length;) {
    const header = tar.subarray(offset, offset + BLOCK)
    if (header.every((byte) => byte === 0)) break // two zero blocks end the archive
    const name = field(header, 0, 100)
    const prefix = field(header, 345, 155)
    const size = parseInt(field(header, 124, 12).trim() || '0', 8)
    const type = field(header, 156, 1) || '0'
    const path = prefix ? `${prefix}/${name}` : name
    const start = offset + BLOCK
    if (type === '0' && wanted(path)) files.set(path, Buffer.from(tar.subarray(start, start + size)))
    offset = start + Math.ceil(size / BLOCK) * BLOCK
  }
  return files
}
