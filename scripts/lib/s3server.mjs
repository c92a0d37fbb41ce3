#!/usr/bin/env node
// s3rver, a local S3-compatible server, as a process of its own (`node s3server.mjs <port> <dir>
// <bucket>`): the cluster's starter blocks its own event loop while it prepares the database, and the
// preparation uploads the demo site's media to this server. Prints "ready" once it listens.
import fs from 'node:fs'

import S3rver from 's3rver'

const [port, directory, bucket] = process.argv.slice(2)
fs.mkdirSync(directory, { recursive: true })
const server = new S3rver({
  address: '127.0.0.1',
  port: Number(port),
  directory,
  silent: true,
  configureBuckets: [{ name: bucket }],
})
await server.run()
console.log('ready')
const stop = () => server.close(() => process.exit(0))
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
