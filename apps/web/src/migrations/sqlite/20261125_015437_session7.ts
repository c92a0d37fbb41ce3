import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_conversion_tracker_settings_hide_on\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages_blocks_conversion_tracker\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_conversion_tracker_settings_hide_on_order_idx\` ON \`pages_blocks_conversion_tracker_settings_hide_on\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_conversion_tracker_settings_hide_on_parent_idx\` ON \`pages_blocks_conversion_tracker_settings_hide_on\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_conversion_tracker\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`test_page_id\` integer,
  	\`settings_element_id\` text,
  	\`settings_class_name\` text,
  	\`settings_link_url\` text,
  	\`settings_link_target\` text DEFAULT '_self',
  	\`settings_link_class_name\` text,
  	\`settings_animation_style\` text,
  	\`settings_animation_repeat\` text,
  	\`settings_animation_speed_curve\` text,
  	\`settings_animation_duration\` numeric,
  	\`settings_animation_delay\` numeric,
  	\`settings_animation_intensity\` numeric,
  	\`settings_animation_starting_opacity\` numeric,
  	\`settings_animation_style_tablet\` text,
  	\`settings_animation_repeat_tablet\` text,
  	\`settings_animation_speedcurve_tablet\` text,
  	\`settings_animation_duration_tablet\` numeric,
  	\`settings_animation_delay_tablet\` numeric,
  	\`settings_animation_intensity_tablet\` numeric,
  	\`settings_animation_startingopacity_tablet\` numeric,
  	\`settings_animation_style_phone\` text,
  	\`settings_animation_repeat_phone\` text,
  	\`settings_animation_speedcurve_phone\` text,
  	\`settings_animation_duration_phone\` numeric,
  	\`settings_animation_delay_phone\` numeric,
  	\`settings_animation_intensity_phone\` numeric,
  	\`settings_animation_startingopacity_phone\` numeric,
  	\`settings_analytics_category\` text,
  	\`settings_analytics_action\` text,
  	\`settings_analytics_label\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`test_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_conversion_tracker_order_idx\` ON \`pages_blocks_conversion_tracker\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_conversion_tracker_parent_id_idx\` ON \`pages_blocks_conversion_tracker\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_conversion_tracker_path_idx\` ON \`pages_blocks_conversion_tracker\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_conversion_tracker_test_page_idx\` ON \`pages_blocks_conversion_tracker\` (\`test_page_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_ab_test_subjects\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_id\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_ab_test_subjects_order_idx\` ON \`pages_ab_test_subjects\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_ab_test_subjects_parent_id_idx\` ON \`pages_ab_test_subjects\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_conversion_tracker_settings_hide_on\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_pages_v_blocks_conversion_tracker\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_conversion_tracker_settings_hide_on_order_idx\` ON \`_pages_v_blocks_conversion_tracker_settings_hide_on\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_conversion_tracker_settings_hide_on_parent_idx\` ON \`_pages_v_blocks_conversion_tracker_settings_hide_on\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_conversion_tracker\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`test_page_id\` integer,
  	\`settings_element_id\` text,
  	\`settings_class_name\` text,
  	\`settings_link_url\` text,
  	\`settings_link_target\` text DEFAULT '_self',
  	\`settings_link_class_name\` text,
  	\`settings_animation_style\` text,
  	\`settings_animation_repeat\` text,
  	\`settings_animation_speed_curve\` text,
  	\`settings_animation_duration\` numeric,
  	\`settings_animation_delay\` numeric,
  	\`settings_animation_intensity\` numeric,
  	\`settings_animation_starting_opacity\` numeric,
  	\`settings_animation_style_tablet\` text,
  	\`settings_animation_repeat_tablet\` text,
  	\`settings_animation_speedcurve_tablet\` text,
  	\`settings_animation_duration_tablet\` numeric,
  	\`settings_animation_delay_tablet\` numeric,
  	\`settings_animation_intensity_tablet\` numeric,
  	\`settings_animation_startingopacity_tablet\` numeric,
  	\`settings_animation_style_phone\` text,
  	\`settings_animation_repeat_phone\` text,
  	\`settings_animation_speedcurve_phone\` text,
  	\`settings_animation_duration_phone\` numeric,
  	\`settings_animation_delay_phone\` numeric,
  	\`settings_animation_intensity_phone\` numeric,
  	\`settings_animation_startingopacity_phone\` numeric,
  	\`settings_analytics_category\` text,
  	\`settings_analytics_action\` text,
  	\`settings_analytics_label\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`test_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_conversion_tracker_order_idx\` ON \`_pages_v_blocks_conversion_tracker\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_conversion_tracker_parent_id_idx\` ON \`_pages_v_blocks_conversion_tracker\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_conversion_tracker_path_idx\` ON \`_pages_v_blocks_conversion_tracker\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_conversion_tracker_test_page_idx\` ON \`_pages_v_blocks_conversion_tracker\` (\`test_page_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_version_ab_test_subjects\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`block_id\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_version_ab_test_subjects_order_idx\` ON \`_pages_v_version_ab_test_subjects\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_ab_test_subjects_parent_id_idx\` ON \`_pages_v_version_ab_test_subjects\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`projects_blocks_conversion_tracker_settings_hide_on\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`projects_blocks_conversion_tracker\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`projects_blocks_conversion_tracker_settings_hide_on_order_idx\` ON \`projects_blocks_conversion_tracker_settings_hide_on\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`projects_blocks_conversion_tracker_settings_hide_on_parent_idx\` ON \`projects_blocks_conversion_tracker_settings_hide_on\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`projects_blocks_conversion_tracker\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`test_page_id\` integer,
  	\`settings_element_id\` text,
  	\`settings_class_name\` text,
  	\`settings_link_url\` text,
  	\`settings_link_target\` text DEFAULT '_self',
  	\`settings_link_class_name\` text,
  	\`settings_animation_style\` text,
  	\`settings_animation_repeat\` text,
  	\`settings_animation_speed_curve\` text,
  	\`settings_animation_duration\` numeric,
  	\`settings_animation_delay\` numeric,
  	\`settings_animation_intensity\` numeric,
  	\`settings_animation_starting_opacity\` numeric,
  	\`settings_animation_style_tablet\` text,
  	\`settings_animation_repeat_tablet\` text,
  	\`settings_animation_speedcurve_tablet\` text,
  	\`settings_animation_duration_tablet\` numeric,
  	\`settings_animation_delay_tablet\` numeric,
  	\`settings_animation_intensity_tablet\` numeric,
  	\`settings_animation_startingopacity_tablet\` numeric,
  	\`settings_animation_style_phone\` text,
  	\`settings_animation_repeat_phone\` text,
  	\`settings_animation_speedcurve_phone\` text,
  	\`settings_animation_duration_phone\` numeric,
  	\`settings_animation_delay_phone\` numeric,
  	\`settings_animation_intensity_phone\` numeric,
  	\`settings_animation_startingopacity_phone\` numeric,
  	\`settings_analytics_category\` text,
  	\`settings_analytics_action\` text,
  	\`settings_analytics_label\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`test_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`projects_blocks_conversion_tracker_order_idx\` ON \`projects_blocks_conversion_tracker\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`projects_blocks_conversion_tracker_parent_id_idx\` ON \`projects_blocks_conversion_tracker\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`projects_blocks_conversion_tracker_path_idx\` ON \`projects_blocks_conversion_tracker\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`projects_blocks_conversion_tracker_test_page_idx\` ON \`projects_blocks_conversion_tracker\` (\`test_page_id\`);`)
  await db.run(sql`CREATE TABLE \`_projects_v_blocks_conversion_tracker_settings_hide_on\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_projects_v_blocks_conversion_tracker\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_conversion_tracker_settings_hide_on_order_idx\` ON \`_projects_v_blocks_conversion_tracker_settings_hide_on\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_conversion_tracker_settings_hide_on_parent_idx\` ON \`_projects_v_blocks_conversion_tracker_settings_hide_on\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_projects_v_blocks_conversion_tracker\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`test_page_id\` integer,
  	\`settings_element_id\` text,
  	\`settings_class_name\` text,
  	\`settings_link_url\` text,
  	\`settings_link_target\` text DEFAULT '_self',
  	\`settings_link_class_name\` text,
  	\`settings_animation_style\` text,
  	\`settings_animation_repeat\` text,
  	\`settings_animation_speed_curve\` text,
  	\`settings_animation_duration\` numeric,
  	\`settings_animation_delay\` numeric,
  	\`settings_animation_intensity\` numeric,
  	\`settings_animation_starting_opacity\` numeric,
  	\`settings_animation_style_tablet\` text,
  	\`settings_animation_repeat_tablet\` text,
  	\`settings_animation_speedcurve_tablet\` text,
  	\`settings_animation_duration_tablet\` numeric,
  	\`settings_animation_delay_tablet\` numeric,
  	\`settings_animation_intensity_tablet\` numeric,
  	\`settings_animation_startingopacity_tablet\` numeric,
  	\`settings_animation_style_phone\` text,
  	\`settings_animation_repeat_phone\` text,
  	\`settings_animation_speedcurve_phone\` text,
  	\`settings_animation_duration_phone\` numeric,
  	\`settings_animation_delay_phone\` numeric,
  	\`settings_animation_intensity_phone\` numeric,
  	\`settings_animation_startingopacity_phone\` numeric,
  	\`settings_analytics_category\` text,
  	\`settings_analytics_action\` text,
  	\`settings_analytics_label\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`test_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_projects_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_conversion_tracker_order_idx\` ON \`_projects_v_blocks_conversion_tracker\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_conversion_tracker_parent_id_idx\` ON \`_projects_v_blocks_conversion_tracker\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_conversion_tracker_path_idx\` ON \`_projects_v_blocks_conversion_tracker\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_conversion_tracker_test_page_idx\` ON \`_projects_v_blocks_conversion_tracker\` (\`test_page_id\`);`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`ab_test_status\` text DEFAULT 'none';`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`ab_test_goal\` text DEFAULT 'module';`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`ab_test_goal_block_id\` text;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`ab_test_bounce_rate\` numeric DEFAULT 5;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`ab_test_test_id\` numeric;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`ab_test_winner\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_ab_test_status\` text DEFAULT 'none';`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_ab_test_goal\` text DEFAULT 'module';`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_ab_test_goal_block_id\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_ab_test_bounce_rate\` numeric DEFAULT 5;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_ab_test_test_id\` numeric;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_ab_test_winner\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_conversion_tracker_settings_hide_on\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_conversion_tracker\`;`)
  await db.run(sql`DROP TABLE \`pages_ab_test_subjects\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_conversion_tracker_settings_hide_on\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_conversion_tracker\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_version_ab_test_subjects\`;`)
  await db.run(sql`DROP TABLE \`projects_blocks_conversion_tracker_settings_hide_on\`;`)
  await db.run(sql`DROP TABLE \`projects_blocks_conversion_tracker\`;`)
  await db.run(sql`DROP TABLE \`_projects_v_blocks_conversion_tracker_settings_hide_on\`;`)
  await db.run(sql`DROP TABLE \`_projects_v_blocks_conversion_tracker\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`ab_test_status\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`ab_test_goal\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`ab_test_goal_block_id\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`ab_test_bounce_rate\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`ab_test_test_id\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`ab_test_winner\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_ab_test_status\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_ab_test_goal\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_ab_test_goal_block_id\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_ab_test_bounce_rate\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_ab_test_test_id\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_ab_test_winner\`;`)
}
