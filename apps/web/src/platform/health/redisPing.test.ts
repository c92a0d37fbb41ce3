import net from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { pingRedis, respCommand } from './redisPing'

/** Listens on a loopback port; `close` also ends the connections it still has. */
async function listen(onSocket: (socket: net.Socket) => void) {
  const sockets = new Set<net.Socket>()
  const server = net.createServer((socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    onSocket(socket)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  const close = () =>
    new Promise((resolve) => {
      for (const socket of sockets) socket.destroy()
      server.close(resolve)
    })
  return { port, close }
}

/** A loopback server that answers each command it reads with the next of `replies`. */
async function fakeRedis(replies: string[]) {
  const received: string[] = []
  const { port, close } = await listen((socket) => {
    socket.on('data', (chunk) => {
      received.push(chunk.toString())
      const commands = chunk.toString().match(/^\*\d+\r\n/gm)?.length ?? 0
      for (let i = 0; i < commands; i++) socket.write(`${replies.shift() ?? '-ERR none left'}\r\n`)
    })
  })
  return { port, received, close }
}

let close: (() => Promise<unknown>) | undefined
afterEach(async () => {
  await close?.()
  close = undefined
})

describe('pingRedis', () => {
  it('writes commands in the Redis wire format', () => {
    expect(respCommand('PING')).toBe('*1\r\n$4\r\nPING\r\n')
    expect(respCommand('AUTH', 'lösen')).toBe('*2\r\n$4\r\nAUTH\r\n$6\r\nlösen\r\n')
  })

  it('resolves on PONG', async () => {
    const redis = await fakeRedis(['+PONG'])
    close = redis.close
    await pingRedis(`redis://127.0.0.1:${redis.port}`, new AbortController().signal)
    expect(redis.received.join('')).toBe(respCommand('PING'))
  })

  it('authenticates first when the URL carries a user and password', async () => {
    const redis = await fakeRedis(['+OK', '+PONG'])
    close = redis.close
    await pingRedis(`redis://app:s%3Acret@127.0.0.1:${redis.port}/0`, new AbortController().signal)
    expect(redis.received.join('')).toBe(respCommand('AUTH', 'app', 's:cret') + respCommand('PING'))
  })

  it('rejects with the server error when the password is wrong', async () => {
    const redis = await fakeRedis(['-WRONGPASS invalid username-password pair', '+PONG'])
    close = redis.close
    await expect(
      pingRedis(`redis://:bad@127.0.0.1:${redis.port}`, new AbortController().signal),
    ).rejects.toThrow('redis: WRONGPASS')
  })

  it('rejects when nothing listens, and when the answer does not come before the signal', async () => {
    const redis = await fakeRedis([])
    const { port } = redis
    await redis.close()
    await expect(
      pingRedis(`redis://127.0.0.1:${port}`, new AbortController().signal),
    ).rejects.toThrow(/ECONNREFUSED/)

    const silent = await listen(() => {})
    close = silent.close
    const controller = new AbortController()
    setTimeout(() => controller.abort(), 50)
    await expect(pingRedis(`redis://127.0.0.1:${silent.port}`, controller.signal)).rejects.toThrow(
      'no answer in time',
    )
  })
})
