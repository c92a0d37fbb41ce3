import { serve } from '@hono/node-server'
import { createApp } from './app.js'
import { readConfig } from './config.js'
import { createConsoleLogger } from './lib/logger.js'

const logger = createConsoleLogger()
const config = readConfig()
const app = createApp({ ...config, logger })

const server = serve({ fetch: app.fetch, hostname: config.host, port: config.port }, (info) => {
  logger.info('listening', { url: `http://${config.host}:${info.port}`, db: config.dbPath })
  process.stdout.write(`network service on http://${config.host}:${info.port}\n`)
})

function shutdown(signal: string) {
  logger.info('shutdown', { signal })
  server.close(() => {
    app.close()
    process.exit(0)
  })
  // Keep-alive sockets can hold close() open; do not hang the process manager.
  setTimeout(() => process.exit(0), 5000).unref()
}
process.on('SIGINT', () => shutdown('SIGINT'))
process.on('SIGTERM', () => shutdown('SIGTERM'))
