// Run with tsx by real-server.ts: the project's own server (buildApp) on 127.0.0.1, a free port, an
// in-memory database in test mode, and a second plain route that answers slowly (for timeouts).
import { buildApp } from '../../../../../server/app'

async function main() {
  const app = buildApp({ env: 'test', dbFile: ':memory:', logger: false, rateLimit: false })
  // Answers after ?ms= milliseconds: lets the tests see timeouts and aborts against a real socket.
  app.get('/slow', async (req) => {
    const ms = Math.min(Number((req.query as { ms?: string }).ms ?? 1000), 10_000)
    await new Promise((resolve) => setTimeout(resolve, ms))
    return { code: 0, msg: 'ok', success: true, data: { waited: ms } }
  })
  // A fixed port when asked: jsdom's page origin is static, and same-origin keeps CORS out of the way.
  await app.listen({ port: Number(process.env.REAL_SERVER_PORT ?? 0), host: '127.0.0.1' })
  const address = app.server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  process.stdout.write(`${JSON.stringify({ port })}\n`)
  const stop = () => {
    // Test clients leave keep-alive sockets and abandoned slow requests behind: drop them.
    app.server.closeAllConnections()
    void app.close().then(() => process.exit(0))
  }
  process.on('SIGTERM', stop)
  process.on('SIGINT', stop)
  process.on('disconnect', stop)
}

main().catch((error) => {
  process.stderr.write(`${String(error)}\n`)
  process.exit(1)
})
