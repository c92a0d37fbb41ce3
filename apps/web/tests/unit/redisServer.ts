import { spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'

import { Redis } from 'ioredis'

/** Debian's redis-server (`npm test` installs it), or REDIS_SERVER. */
export const redisServerPath = process.env.REDIS_SERVER || '/usr/bin/redis-server'
export const hasRedisServer = fs.existsSync(redisServerPath)

function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port })
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

/**
 * A private redis-server on a random loopback port, resolved once it accepts connections (a client
 * connecting before that gets refused, and ioredis's own retry then refuses a second `connect()`).
 */
export async function startRedisServer(timeoutMs = 15_000) {
  const port = 20_000 + Math.floor(Math.random() * 20_000)
  const server = spawn(
    redisServerPath,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', ''],
    {
      stdio: 'ignore',
    },
  )
  const deadline = Date.now() + timeoutMs
  while (!(await answers(port))) {
    if (server.exitCode !== null) throw new Error(`redis-server exited (${server.exitCode})`)
    if (Date.now() > deadline) throw new Error(`redis-server on ${port} did not answer`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  const clients: Redis[] = []
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    /** A connected client, as another process would have. */
    async client() {
      const client = new Redis(`redis://127.0.0.1:${port}`, { maxRetriesPerRequest: 1 })
      clients.push(client)
      await client.ping()
      return client
    },
    stop() {
      for (const client of clients) client.disconnect()
      server.kill()
    },
  }
}
