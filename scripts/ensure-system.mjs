#!/usr/bin/env node
// Installs the system packages the test suite needs (Debian's chromium, postgresql, varnish and
// redis-server) when missing.
import { ensureChromium, ensurePostgres, ensureRedis, ensureVarnish } from './lib/system.mjs'

console.log(`[system] chromium: ${ensureChromium()}`)
console.log(`[system] postgresql: ${ensurePostgres()}`)
console.log(`[system] varnish: ${ensureVarnish()}`)
console.log(`[system] redis-server: ${ensureRedis()}`)
