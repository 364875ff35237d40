// Entry point: `npm run server`. One process on one port serves the site and the API.
import { buildApp } from './app'
import { ConfigError } from './config'

const port = Number(process.env.PORT || 8080)
const host = process.env.HOST || '0.0.0.0'

function build() {
  try {
    return buildApp({ env: (process.env.NODE_ENV as 'production' | 'development' | 'test') ?? undefined })
  } catch (err) {
    // A setting production cannot run without: say which one, without a stack.
    if (err instanceof ConfigError) {
      console.error(`refusing to start: ${err.message} (see docs/server.md, "Production configuration")`)
      process.exit(1)
    }
    throw err
  }
}

const app = build()

let closing = false
async function shutdown(signal: string) {
  if (closing) return
  closing = true
  app.log.info({ signal }, 'shutting down: finishing requests in flight')
  // Fastify's close waits for in-flight requests, then runs onClose hooks (the db closes there).
  const timer = setTimeout(() => {
    app.log.error('shutdown took too long, exiting')
    process.exit(1)
  }, 10_000)
  timer.unref()
  try {
    await app.close()
    process.exit(0)
  } catch (err) {
    app.log.error({ err }, 'error during shutdown')
    process.exit(1)
  }
}

process.on('SIGINT', () => void shutdown('SIGINT'))
process.on('SIGTERM', () => void shutdown('SIGTERM'))

app
  .listen({ port, host })
  .then(() => {
    const address = app.server.address()
    const actual = typeof address === 'object' && address ? address.port : port
    console.log(`Trip companion running at http://localhost:${actual}/web/`)
  })
  .catch((err) => {
    if (err instanceof ConfigError) console.error(`refusing to start: ${err.message}`)
    app.log.error({ err }, 'failed to start')
    process.exit(1)
  })
