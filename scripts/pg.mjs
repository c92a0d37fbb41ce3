#!/usr/bin/env node
// `node scripts/pg.mjs start|stop [dbname]`: a private PostgreSQL for development (prints DATABASE_URL).
import { startPostgres } from './lib/postgres.mjs'

const [command = 'start', name = 'smedja'] = process.argv.slice(2)
const pg = startPostgres()
if (command === 'stop') pg.stop()
else if (command === 'create') console.log(pg.createDatabase(name))
else console.log(pg.url.replace(/\/postgres$/, `/${name}`))
