import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`pages_blocks_blurb\` ADD \`heading_level\` text DEFAULT 'h3';`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_blurb\` ADD \`heading_level\` text DEFAULT 'h3';`)
  await db.run(sql`ALTER TABLE \`projects_blocks_blurb\` ADD \`heading_level\` text DEFAULT 'h3';`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_blurb\` ADD \`heading_level\` text DEFAULT 'h3';`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`security_contact_contact\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`security_contact_expires\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`security_contact_policy\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`security_contact_preferred_languages\` text DEFAULT 'sv, en';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`pages_blocks_blurb\` DROP COLUMN \`heading_level\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_blurb\` DROP COLUMN \`heading_level\`;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_blurb\` DROP COLUMN \`heading_level\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_blurb\` DROP COLUMN \`heading_level\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`security_contact_contact\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`security_contact_expires\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`security_contact_policy\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`security_contact_preferred_languages\`;`)
}
