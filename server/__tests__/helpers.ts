// Shared test helpers: build the app on an in-memory database, sign in, call with a session.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { FastifyInstance, InjectOptions } from 'fastify'
import { buildApp, type BuildAppOptions } from '../app'

export function testApp(options: BuildAppOptions = {}): FastifyInstance {
  return buildApp({ dbFile: ':memory:', env: 'test', logger: false, siteDir: emptySiteDir(), ...options })
}

/** A directory that exists but holds no build, unless files are given. */
export function makeSiteDir(files: Record<string, string> = {}): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trip-site-'))
  for (const [rel, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true })
    fs.writeFileSync(path.join(dir, rel), content)
  }
  return dir
}

let empty: string | undefined
function emptySiteDir(): string {
  empty ??= path.join(os.tmpdir(), 'trip-site-none-' + process.pid)
  return empty
}

export type Json = Record<string, any>

export async function call(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  url: string,
  opts: { body?: unknown; sid?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: Json; headers: Record<string, unknown> }> {
  const inject: InjectOptions = { method, url, headers: { ...(opts.headers ?? {}) } }
  if (opts.sid) (inject.headers as Record<string, string>).authorization = opts.sid
  if (opts.body !== undefined) inject.payload = opts.body as InjectOptions['payload']
  const res = await app.inject(inject)
  let body: Json = {}
  try {
    body = res.json()
  } catch {
    body = { raw: res.body }
  }
  return { status: res.statusCode, body, headers: res.headers }
}
