import net from 'node:net'
import tls from 'node:tls'

/** One command in Redis's wire format (RESP): an array of bulk strings. */
export function respCommand(...args: string[]): string {
  return `*${args.length}\r\n${args.map((a) => `$${Buffer.byteLength(a)}\r\n${a}\r\n`).join('')}`
}

/**
 * Asks the Redis server at `url` (redis:// or rediss://, with an optional user and password) for PONG:
 * AUTH first when the URL carries a password. Resolves on PONG; rejects with the reason otherwise, or
 * when `signal` aborts. One short connection, so it needs no client library and holds nothing open.
 */
export function pingRedis(url: string, signal: AbortSignal): Promise<void> {
  const target = new URL(url)
  const secure = target.protocol === 'rediss:'
  const port = Number(target.port || 6379)
  const host = target.hostname.replace(/^\[|\]$/g, '')
  const commands: string[] = []
  const password = decodeURIComponent(target.password)
  if (password) {
    const user = decodeURIComponent(target.username)
    commands.push(user ? respCommand('AUTH', user, password) : respCommand('AUTH', password))
  }
  commands.push(respCommand('PING'))
  return new Promise((resolve, reject) => {
    const socket = secure
      ? tls.connect({ host, port, servername: host })
      : net.connect({ host, port })
    let buffer = ''
    let answered = 0
    const finish = (error?: Error) => {
      signal.removeEventListener('abort', onAbort)
      socket.destroy()
      if (error) reject(error)
      else resolve()
    }
    const onAbort = () => finish(new Error('redis: no answer in time'))
    signal.addEventListener('abort', onAbort)
    socket.once(secure ? 'secureConnect' : 'connect', () => socket.write(commands.join('')))
    socket.on('error', (error) => finish(new Error(`redis: ${error.message}`)))
    socket.on('close', () => finish(new Error('redis: connection closed before PONG')))
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8')
      let end: number
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        answered++
        if (line.startsWith('-')) return finish(new Error(`redis: ${line.slice(1, 120)}`))
        if (answered === commands.length) {
          return line === '+PONG'
            ? finish()
            : finish(new Error(`redis: unexpected ${line.slice(0, 40)}`))
        }
      }
    })
  })
}
