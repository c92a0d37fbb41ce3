#!/usr/bin/env node
// Installs the system packages the test suite needs (Debian's chromium and postgresql) when missing.
import { ensureChromium, ensurePostgres } from './lib/system.mjs'

console.log(`[system] chromium: ${ensureChromium()}`)
console.log(`[system] postgresql: ${ensurePostgres()}`)
