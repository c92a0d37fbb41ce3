#!/usr/bin/env node
// Installs the system packages the test suite needs (Debian's chromium, postgresql and varnish) when
// missing.
import { ensureChromium, ensurePostgres, ensureVarnish } from './lib/system.mjs'

console.log(`[system] chromium: ${ensureChromium()}`)
console.log(`[system] postgresql: ${ensurePostgres()}`)
console.log(`[system] varnish: ${ensureVarnish()}`)
