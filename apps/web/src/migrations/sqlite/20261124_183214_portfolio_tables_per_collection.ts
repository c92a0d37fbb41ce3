import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`proj_fw_portfolio_settings_hide_on\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`proj_fw_portfolio\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`proj_fw_portfolio_settings_hide_on_order_idx\` ON \`proj_fw_portfolio_settings_hide_on\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`proj_fw_portfolio_settings_hide_on_parent_idx\` ON \`proj_fw_portfolio_settings_hide_on\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`proj_fw_portfolio\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`posts_number\` numeric DEFAULT 10,
  	\`show_title\` integer DEFAULT true,
  	\`show_year\` integer DEFAULT true,
  	\`auto_rotate\` integer,
  	\`auto_rotate_speed\` numeric DEFAULT 7000,
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
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`proj_fw_portfolio_order_idx\` ON \`proj_fw_portfolio\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`proj_fw_portfolio_parent_id_idx\` ON \`proj_fw_portfolio\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`proj_fw_portfolio_path_idx\` ON \`proj_fw_portfolio\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`proj_fw_portfolio_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`proj_fw_portfolio\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`proj_fw_portfolio_locales_locale_parent_id_unique\` ON \`proj_fw_portfolio_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`proj_filt_portfolio_settings_hide_on\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`proj_filt_portfolio\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`proj_filt_portfolio_settings_hide_on_order_idx\` ON \`proj_filt_portfolio_settings_hide_on\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`proj_filt_portfolio_settings_hide_on_parent_idx\` ON \`proj_filt_portfolio_settings_hide_on\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`proj_filt_portfolio\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`layout\` text DEFAULT 'grid',
  	\`posts_number\` numeric DEFAULT 10,
  	\`show_title\` integer DEFAULT true,
  	\`show_categories\` integer DEFAULT true,
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
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`proj_filt_portfolio_order_idx\` ON \`proj_filt_portfolio\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`proj_filt_portfolio_parent_id_idx\` ON \`proj_filt_portfolio\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`proj_filt_portfolio_path_idx\` ON \`proj_filt_portfolio\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`proj_filt_portfolio_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`proj_filt_portfolio\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`proj_filt_portfolio_locales_locale_parent_id_unique\` ON \`proj_filt_portfolio_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_proj_fw_portfolio_v_settings_hide_on\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_proj_fw_portfolio_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_proj_fw_portfolio_v_settings_hide_on_order_idx\` ON \`_proj_fw_portfolio_v_settings_hide_on\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_proj_fw_portfolio_v_settings_hide_on_parent_idx\` ON \`_proj_fw_portfolio_v_settings_hide_on\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_proj_fw_portfolio_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`posts_number\` numeric DEFAULT 10,
  	\`show_title\` integer DEFAULT true,
  	\`show_year\` integer DEFAULT true,
  	\`auto_rotate\` integer,
  	\`auto_rotate_speed\` numeric DEFAULT 7000,
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
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_projects_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_proj_fw_portfolio_v_order_idx\` ON \`_proj_fw_portfolio_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_proj_fw_portfolio_v_parent_id_idx\` ON \`_proj_fw_portfolio_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_proj_fw_portfolio_v_path_idx\` ON \`_proj_fw_portfolio_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_proj_fw_portfolio_v_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_proj_fw_portfolio_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_proj_fw_portfolio_v_locales_locale_parent_id_unique\` ON \`_proj_fw_portfolio_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_proj_filt_portfolio_v_settings_hide_on\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_proj_filt_portfolio_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_proj_filt_portfolio_v_settings_hide_on_order_idx\` ON \`_proj_filt_portfolio_v_settings_hide_on\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_proj_filt_portfolio_v_settings_hide_on_parent_idx\` ON \`_proj_filt_portfolio_v_settings_hide_on\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_proj_filt_portfolio_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`layout\` text DEFAULT 'grid',
  	\`posts_number\` numeric DEFAULT 10,
  	\`show_title\` integer DEFAULT true,
  	\`show_categories\` integer DEFAULT true,
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
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_projects_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_proj_filt_portfolio_v_order_idx\` ON \`_proj_filt_portfolio_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_proj_filt_portfolio_v_parent_id_idx\` ON \`_proj_filt_portfolio_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_proj_filt_portfolio_v_path_idx\` ON \`_proj_filt_portfolio_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_proj_filt_portfolio_v_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_proj_filt_portfolio_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_proj_filt_portfolio_v_locales_locale_parent_id_unique\` ON \`_proj_filt_portfolio_v_locales\` (\`_locale\`,\`_parent_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`proj_fw_portfolio_settings_hide_on\`;`)
  await db.run(sql`DROP TABLE \`proj_fw_portfolio\`;`)
  await db.run(sql`DROP TABLE \`proj_fw_portfolio_locales\`;`)
  await db.run(sql`DROP TABLE \`proj_filt_portfolio_settings_hide_on\`;`)
  await db.run(sql`DROP TABLE \`proj_filt_portfolio\`;`)
  await db.run(sql`DROP TABLE \`proj_filt_portfolio_locales\`;`)
  await db.run(sql`DROP TABLE \`_proj_fw_portfolio_v_settings_hide_on\`;`)
  await db.run(sql`DROP TABLE \`_proj_fw_portfolio_v\`;`)
  await db.run(sql`DROP TABLE \`_proj_fw_portfolio_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_proj_filt_portfolio_v_settings_hide_on\`;`)
  await db.run(sql`DROP TABLE \`_proj_filt_portfolio_v\`;`)
  await db.run(sql`DROP TABLE \`_proj_filt_portfolio_v_locales\`;`)
}
