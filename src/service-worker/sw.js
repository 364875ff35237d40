/*
 * The site's service worker, /web/sw.js (issue 7: "once opened, the journey stays readable offline").
 * A plain script, copied into the H5 build as it is (config/index.ts) and registered after the page has
 * loaded (src/services/offline). It keeps what a reload needs when the network is gone:
 *
 * - Pages (navigations under /web/): network first. Every document the server sends is the same app
 *   shell plus, on a shared journey, that journey's data; the last one is kept without the data, and
 *   answers any address under /web/ offline. The app then shows its own offline copy of the journey
 *   (features/journey, journey-cache) with the time it was saved, or says it is offline.
 * - Built files (/web/js, /web/css, /web/static: content-hashed, never change) and media
 *   (/api/v1/media/: covers, photos): cache first, kept as fetched. The page also hands over the files
 *   it loaded before this worker took control, so the first visit is covered too.
 * - Everything else (the API, tracking) goes to the network untouched.
 */
const VERSION = 1
const SHELL_CACHE = `trip-shell-v${VERSION}`
const FILE_CACHE = `trip-files-v${VERSION}`
const SHELL_KEY = '/web/__offline-shell__'
/** Old builds' files drop out first (the cache keeps insertion order). */
const MAX_FILES = 200
/** The data block the server puts in a shared journey's document (server/lib/embedded-data.ts). */
const EMBEDDED_DATA = /<script id="trip-data"[\s\S]*?<\/script>/g

const scopePath = () => new URL(self.registration.scope).pathname

function isKeptFile(url) {
  return (
    url.origin === self.location.origin &&
    (/^\/web\/(js|css|static)\//.test(url.pathname) || url.pathname.startsWith('/api/v1/media/'))
  )
}

self.addEventListener('install', () => {
  self.skipWaiting()
})

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const current = new Set([SHELL_CACHE, FILE_CACHE])
      const keys = await caches.keys()
      await Promise.all(
        keys.filter((k) => k.startsWith('trip-') && !current.has(k)).map((k) => caches.delete(k)),
      )
      await self.clients.claim()
    })(),
  )
})

self.addEventListener('fetch', (event) => {
  const { request } = event
  if (request.method !== 'GET') return
  const url = new URL(request.url)
  if (url.origin !== self.location.origin) return
  if (request.mode === 'navigate' && url.pathname.startsWith(scopePath())) {
    event.respondWith(page(event))
  } else if (isKeptFile(url)) {
    event.respondWith(file(request))
  }
})

self.addEventListener('message', (event) => {
  const data = event.data
  if (!data || data.type !== 'keep' || !Array.isArray(data.urls)) return
  event.waitUntil(
    keep(
      data.urls.filter((u) => typeof u === 'string'),
      data.shell,
    ),
  )
})

async function page(event) {
  try {
    const response = await fetch(event.request)
    if (response.ok && (response.headers.get('content-type') || '').includes('text/html')) {
      event.waitUntil(saveShell(response.clone()))
    }
    return response
  } catch (offline) {
    const shell = await (await caches.open(SHELL_CACHE)).match(SHELL_KEY)
    if (shell) return shell
    throw offline
  }
}

async function saveShell(response) {
  const html = (await response.text()).replace(EMBEDDED_DATA, '')
  const cache = await caches.open(SHELL_CACHE)
  await cache.put(SHELL_KEY, new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8' } }))
}

async function file(request) {
  const cache = await caches.open(FILE_CACHE)
  const saved = await cache.match(request)
  if (saved) return saved
  const response = await fetch(request)
  if (response.ok) await put(cache, request, response.clone())
  return response
}

async function put(cache, request, response) {
  await cache.put(request, response)
  const keys = await cache.keys()
  await Promise.all(keys.slice(0, Math.max(0, keys.length - MAX_FILES)).map((k) => cache.delete(k)))
}

/** The files the page loaded before this worker controlled it, and the shell if none is kept yet. */
async function keep(urls, shellUrl) {
  const cache = await caches.open(FILE_CACHE)
  for (const raw of urls) {
    const url = new URL(raw, self.location.origin)
    if (!isKeptFile(url) || (await cache.match(url.href))) continue
    const response = await fetch(url.href).catch(() => null)
    if (response && response.ok) await put(cache, url.href, response)
  }
  if (typeof shellUrl !== 'string') return
  const shellCache = await caches.open(SHELL_CACHE)
  if (await shellCache.match(SHELL_KEY)) return
  const url = new URL(shellUrl, self.location.origin)
  if (url.origin !== self.location.origin || !url.pathname.startsWith(scopePath())) return
  const response = await fetch(url.href).catch(() => null)
  if (response && response.ok) await saveShell(response)
}
