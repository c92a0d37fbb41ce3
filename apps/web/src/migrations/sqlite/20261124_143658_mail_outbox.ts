import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`outbox\` ADD \`reply_to\` text;`)
  await db.run(sql`CREATE INDEX \`outbox_kind_idx\` ON \`outbox\` (\`kind\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`outbox_kind_idx\`;`)
  await db.run(sql`ALTER TABLE \`outbox\` DROP COLUMN \`reply_to\`;`)
}
