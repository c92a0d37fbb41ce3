import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_spotify_settings_hide_on\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages_blocks_spotify\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_spotify_settings_hide_on_order_idx\` ON \`pages_blocks_spotify_settings_hide_on\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_spotify_settings_hide_on_parent_idx\` ON \`pages_blocks_spotify_settings_hide_on\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_spotify\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`url\` text,
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_spotify_order_idx\` ON \`pages_blocks_spotify\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_spotify_parent_id_idx\` ON \`pages_blocks_spotify\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_spotify_path_idx\` ON \`pages_blocks_spotify\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_spotify_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_spotify\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_spotify_locales_locale_parent_id_unique\` ON \`pages_blocks_spotify_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`nw_updates_settings_hide_on\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`nw_updates\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`nw_updates_settings_hide_on_order_idx\` ON \`nw_updates_settings_hide_on\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`nw_updates_settings_hide_on_parent_idx\` ON \`nw_updates_settings_hide_on\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`nw_updates\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`company\` text DEFAULT '1001',
  	\`count\` numeric DEFAULT 5,
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`nw_updates_order_idx\` ON \`nw_updates\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`nw_updates_parent_id_idx\` ON \`nw_updates\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`nw_updates_path_idx\` ON \`nw_updates\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`nw_people_settings_hide_on\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`nw_people\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`nw_people_settings_hide_on_order_idx\` ON \`nw_people_settings_hide_on\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`nw_people_settings_hide_on_parent_idx\` ON \`nw_people_settings_hide_on\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`nw_people\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`page_size\` numeric DEFAULT 10,
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`nw_people_order_idx\` ON \`nw_people\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`nw_people_parent_id_idx\` ON \`nw_people\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`nw_people_path_idx\` ON \`nw_people\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`nw_post_settings_hide_on\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`nw_post\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`nw_post_settings_hide_on_order_idx\` ON \`nw_post_settings_hide_on\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`nw_post_settings_hide_on_parent_idx\` ON \`nw_post_settings_hide_on\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`nw_post\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`post\` text DEFAULT '9001',
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`nw_post_order_idx\` ON \`nw_post\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`nw_post_parent_id_idx\` ON \`nw_post\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`nw_post_path_idx\` ON \`nw_post\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_texts_order_parent\` ON \`pages_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_spotify_settings_hide_on\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_pages_v_blocks_spotify\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_spotify_settings_hide_on_order_idx\` ON \`_pages_v_blocks_spotify_settings_hide_on\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_spotify_settings_hide_on_parent_idx\` ON \`_pages_v_blocks_spotify_settings_hide_on\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_spotify\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`url\` text,
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_spotify_order_idx\` ON \`_pages_v_blocks_spotify\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_spotify_parent_id_idx\` ON \`_pages_v_blocks_spotify\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_spotify_path_idx\` ON \`_pages_v_blocks_spotify\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_spotify_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_spotify\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_spotify_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_spotify_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_nw_updates_v_settings_hide_on\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_nw_updates_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_nw_updates_v_settings_hide_on_order_idx\` ON \`_nw_updates_v_settings_hide_on\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_nw_updates_v_settings_hide_on_parent_idx\` ON \`_nw_updates_v_settings_hide_on\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_nw_updates_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`company\` text DEFAULT '1001',
  	\`count\` numeric DEFAULT 5,
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_nw_updates_v_order_idx\` ON \`_nw_updates_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_nw_updates_v_parent_id_idx\` ON \`_nw_updates_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_nw_updates_v_path_idx\` ON \`_nw_updates_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_nw_people_v_settings_hide_on\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_nw_people_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_nw_people_v_settings_hide_on_order_idx\` ON \`_nw_people_v_settings_hide_on\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_nw_people_v_settings_hide_on_parent_idx\` ON \`_nw_people_v_settings_hide_on\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_nw_people_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`page_size\` numeric DEFAULT 10,
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_nw_people_v_order_idx\` ON \`_nw_people_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_nw_people_v_parent_id_idx\` ON \`_nw_people_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_nw_people_v_path_idx\` ON \`_nw_people_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_nw_post_v_settings_hide_on\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_nw_post_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_nw_post_v_settings_hide_on_order_idx\` ON \`_nw_post_v_settings_hide_on\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_nw_post_v_settings_hide_on_parent_idx\` ON \`_nw_post_v_settings_hide_on\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_nw_post_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`post\` text DEFAULT '9001',
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_nw_post_v_order_idx\` ON \`_nw_post_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_nw_post_v_parent_id_idx\` ON \`_nw_post_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_nw_post_v_path_idx\` ON \`_nw_post_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_texts_order_parent\` ON \`_pages_v_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`posts_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`posts_texts_order_parent\` ON \`posts_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_posts_v_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_posts_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_posts_v_texts_order_parent\` ON \`_posts_v_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`projects_blocks_spotify_settings_hide_on\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`projects_blocks_spotify\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`projects_blocks_spotify_settings_hide_on_order_idx\` ON \`projects_blocks_spotify_settings_hide_on\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`projects_blocks_spotify_settings_hide_on_parent_idx\` ON \`projects_blocks_spotify_settings_hide_on\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`projects_blocks_spotify\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`url\` text,
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`projects_blocks_spotify_order_idx\` ON \`projects_blocks_spotify\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`projects_blocks_spotify_parent_id_idx\` ON \`projects_blocks_spotify\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`projects_blocks_spotify_path_idx\` ON \`projects_blocks_spotify\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`projects_blocks_spotify_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`projects_blocks_spotify\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`projects_blocks_spotify_locales_locale_parent_id_unique\` ON \`projects_blocks_spotify_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`proj_nw_updates_settings_hide_on\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`proj_nw_updates\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`proj_nw_updates_settings_hide_on_order_idx\` ON \`proj_nw_updates_settings_hide_on\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`proj_nw_updates_settings_hide_on_parent_idx\` ON \`proj_nw_updates_settings_hide_on\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`proj_nw_updates\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`company\` text DEFAULT '1001',
  	\`count\` numeric DEFAULT 5,
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`proj_nw_updates_order_idx\` ON \`proj_nw_updates\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`proj_nw_updates_parent_id_idx\` ON \`proj_nw_updates\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`proj_nw_updates_path_idx\` ON \`proj_nw_updates\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`proj_nw_people_settings_hide_on\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`proj_nw_people\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`proj_nw_people_settings_hide_on_order_idx\` ON \`proj_nw_people_settings_hide_on\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`proj_nw_people_settings_hide_on_parent_idx\` ON \`proj_nw_people_settings_hide_on\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`proj_nw_people\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`page_size\` numeric DEFAULT 10,
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`proj_nw_people_order_idx\` ON \`proj_nw_people\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`proj_nw_people_parent_id_idx\` ON \`proj_nw_people\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`proj_nw_people_path_idx\` ON \`proj_nw_people\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`proj_nw_post_settings_hide_on\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`proj_nw_post\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`proj_nw_post_settings_hide_on_order_idx\` ON \`proj_nw_post_settings_hide_on\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`proj_nw_post_settings_hide_on_parent_idx\` ON \`proj_nw_post_settings_hide_on\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`proj_nw_post\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`post\` text DEFAULT '9001',
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`proj_nw_post_order_idx\` ON \`proj_nw_post\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`proj_nw_post_parent_id_idx\` ON \`proj_nw_post\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`proj_nw_post_path_idx\` ON \`proj_nw_post\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`projects_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`projects_texts_order_parent\` ON \`projects_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_projects_v_blocks_spotify_settings_hide_on\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_projects_v_blocks_spotify\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_spotify_settings_hide_on_order_idx\` ON \`_projects_v_blocks_spotify_settings_hide_on\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_spotify_settings_hide_on_parent_idx\` ON \`_projects_v_blocks_spotify_settings_hide_on\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_projects_v_blocks_spotify\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`url\` text,
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_projects_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_spotify_order_idx\` ON \`_projects_v_blocks_spotify\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_spotify_parent_id_idx\` ON \`_projects_v_blocks_spotify\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_spotify_path_idx\` ON \`_projects_v_blocks_spotify\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_projects_v_blocks_spotify_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_projects_v_blocks_spotify\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_projects_v_blocks_spotify_locales_locale_parent_id_unique\` ON \`_projects_v_blocks_spotify_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_proj_nw_updates_v_settings_hide_on\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_proj_nw_updates_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_proj_nw_updates_v_settings_hide_on_order_idx\` ON \`_proj_nw_updates_v_settings_hide_on\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_proj_nw_updates_v_settings_hide_on_parent_idx\` ON \`_proj_nw_updates_v_settings_hide_on\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_proj_nw_updates_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`company\` text DEFAULT '1001',
  	\`count\` numeric DEFAULT 5,
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_projects_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_proj_nw_updates_v_order_idx\` ON \`_proj_nw_updates_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_proj_nw_updates_v_parent_id_idx\` ON \`_proj_nw_updates_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_proj_nw_updates_v_path_idx\` ON \`_proj_nw_updates_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_proj_nw_people_v_settings_hide_on\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_proj_nw_people_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_proj_nw_people_v_settings_hide_on_order_idx\` ON \`_proj_nw_people_v_settings_hide_on\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_proj_nw_people_v_settings_hide_on_parent_idx\` ON \`_proj_nw_people_v_settings_hide_on\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_proj_nw_people_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`page_size\` numeric DEFAULT 10,
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_projects_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_proj_nw_people_v_order_idx\` ON \`_proj_nw_people_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_proj_nw_people_v_parent_id_idx\` ON \`_proj_nw_people_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_proj_nw_people_v_path_idx\` ON \`_proj_nw_people_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_proj_nw_post_v_settings_hide_on\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_proj_nw_post_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_proj_nw_post_v_settings_hide_on_order_idx\` ON \`_proj_nw_post_v_settings_hide_on\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_proj_nw_post_v_settings_hide_on_parent_idx\` ON \`_proj_nw_post_v_settings_hide_on\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_proj_nw_post_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`post\` text DEFAULT '9001',
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_projects_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_proj_nw_post_v_order_idx\` ON \`_proj_nw_post_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_proj_nw_post_v_parent_id_idx\` ON \`_proj_nw_post_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_proj_nw_post_v_path_idx\` ON \`_proj_nw_post_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_projects_v_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_projects_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_projects_v_texts_order_parent\` ON \`_projects_v_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`consent_records\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`consent_id\` text NOT NULL,
  	\`kind\` text NOT NULL,
  	\`policy_version\` numeric NOT NULL,
  	\`necessary\` integer DEFAULT false,
  	\`functional\` integer DEFAULT false,
  	\`analytics\` integer DEFAULT false,
  	\`performance\` integer DEFAULT false,
  	\`advertisement\` integer DEFAULT false,
  	\`other\` integer DEFAULT false,
  	\`page\` text,
  	\`ip\` text,
  	\`request_id\` text NOT NULL,
  	\`client_key\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`consent_records_consent_id_idx\` ON \`consent_records\` (\`consent_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`consent_records_request_id_idx\` ON \`consent_records\` (\`request_id\`);`)
  await db.run(sql`CREATE INDEX \`consent_records_client_key_idx\` ON \`consent_records\` (\`client_key\`);`)
  await db.run(sql`CREATE INDEX \`consent_records_updated_at_idx\` ON \`consent_records\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`consent_records_created_at_idx\` ON \`consent_records\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`consent_banner_views\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`day\` text NOT NULL,
  	\`views\` numeric DEFAULT 0 NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`consent_banner_views_day_idx\` ON \`consent_banner_views\` (\`day\`);`)
  await db.run(sql`CREATE INDEX \`consent_banner_views_updated_at_idx\` ON \`consent_banner_views\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`consent_banner_views_created_at_idx\` ON \`consent_banner_views\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`sso_sessions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`token_hash\` text NOT NULL,
  	\`sub\` text NOT NULL,
  	\`email\` text,
  	\`name\` text,
  	\`groups\` text,
  	\`id_token\` text,
  	\`expires_at\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`sso_sessions_token_hash_idx\` ON \`sso_sessions\` (\`token_hash\`);`)
  await db.run(sql`CREATE INDEX \`sso_sessions_sub_idx\` ON \`sso_sessions\` (\`sub\`);`)
  await db.run(sql`CREATE INDEX \`sso_sessions_expires_at_idx\` ON \`sso_sessions\` (\`expires_at\`);`)
  await db.run(sql`CREATE INDEX \`sso_sessions_updated_at_idx\` ON \`sso_sessions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`sso_sessions_created_at_idx\` ON \`sso_sessions\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`sso_used_tokens\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`token_hash\` text NOT NULL,
  	\`expires_at\` text NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`sso_used_tokens_token_hash_idx\` ON \`sso_used_tokens\` (\`token_hash\`);`)
  await db.run(sql`CREATE INDEX \`sso_used_tokens_expires_at_idx\` ON \`sso_used_tokens\` (\`expires_at\`);`)
  await db.run(sql`CREATE TABLE \`analytics_events\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`event_id\` text NOT NULL,
  	\`view_id\` text NOT NULL,
  	\`day\` text NOT NULL,
  	\`kind\` text NOT NULL,
  	\`path\` text NOT NULL,
  	\`category\` text,
  	\`action\` text,
  	\`label\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`analytics_events_event_id_idx\` ON \`analytics_events\` (\`event_id\`);`)
  await db.run(sql`CREATE INDEX \`analytics_events_day_idx\` ON \`analytics_events\` (\`day\`);`)
  await db.run(sql`CREATE INDEX \`analytics_events_updated_at_idx\` ON \`analytics_events\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`analytics_events_created_at_idx\` ON \`analytics_events\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`analytics_daily\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`day\` text NOT NULL,
  	\`kind\` text NOT NULL,
  	\`path\` text NOT NULL,
  	\`category\` text,
  	\`action\` text,
  	\`label\` text,
  	\`total\` numeric DEFAULT 0 NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`analytics_daily_day_idx\` ON \`analytics_daily\` (\`day\`);`)
  await db.run(sql`CREATE INDEX \`analytics_daily_updated_at_idx\` ON \`analytics_daily\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`analytics_daily_created_at_idx\` ON \`analytics_daily\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`day_kind_path_category_action_label_idx\` ON \`analytics_daily\` (\`day\`,\`kind\`,\`path\`,\`category\`,\`action\`,\`label\`);`)
  await db.run(sql`CREATE TABLE \`site_settings_staff_sign_in_role_map\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`group\` text NOT NULL,
  	\`role\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_staff_sign_in_role_map_order_idx\` ON \`site_settings_staff_sign_in_role_map\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_staff_sign_in_role_map_parent_id_idx\` ON \`site_settings_staff_sign_in_role_map\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`consent_cookies_necessary\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`provider\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`consent_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`consent_cookies_necessary_order_idx\` ON \`consent_cookies_necessary\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`consent_cookies_necessary_parent_id_idx\` ON \`consent_cookies_necessary\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`consent_cookies_necessary_locales\` (
  	\`duration\` text,
  	\`purpose\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`consent_cookies_necessary\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`consent_cookies_necessary_locales_locale_parent_id_unique\` ON \`consent_cookies_necessary_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`consent_cookies_functional\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`provider\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`consent_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`consent_cookies_functional_order_idx\` ON \`consent_cookies_functional\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`consent_cookies_functional_parent_id_idx\` ON \`consent_cookies_functional\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`consent_cookies_functional_locales\` (
  	\`duration\` text,
  	\`purpose\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`consent_cookies_functional\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`consent_cookies_functional_locales_locale_parent_id_unique\` ON \`consent_cookies_functional_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`consent_cookies_analytics\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`provider\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`consent_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`consent_cookies_analytics_order_idx\` ON \`consent_cookies_analytics\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`consent_cookies_analytics_parent_id_idx\` ON \`consent_cookies_analytics\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`consent_cookies_analytics_locales\` (
  	\`duration\` text,
  	\`purpose\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`consent_cookies_analytics\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`consent_cookies_analytics_locales_locale_parent_id_unique\` ON \`consent_cookies_analytics_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`consent_cookies_performance\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`provider\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`consent_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`consent_cookies_performance_order_idx\` ON \`consent_cookies_performance\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`consent_cookies_performance_parent_id_idx\` ON \`consent_cookies_performance\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`consent_cookies_performance_locales\` (
  	\`duration\` text,
  	\`purpose\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`consent_cookies_performance\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`consent_cookies_performance_locales_locale_parent_id_unique\` ON \`consent_cookies_performance_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`consent_cookies_advertisement\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`provider\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`consent_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`consent_cookies_advertisement_order_idx\` ON \`consent_cookies_advertisement\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`consent_cookies_advertisement_parent_id_idx\` ON \`consent_cookies_advertisement\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`consent_cookies_advertisement_locales\` (
  	\`duration\` text,
  	\`purpose\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`consent_cookies_advertisement\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`consent_cookies_advertisement_locales_locale_parent_id_uniqu\` ON \`consent_cookies_advertisement_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`consent_cookies_other\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`provider\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`consent_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`consent_cookies_other_order_idx\` ON \`consent_cookies_other\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`consent_cookies_other_parent_id_idx\` ON \`consent_cookies_other\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`consent_cookies_other_locales\` (
  	\`duration\` text,
  	\`purpose\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`consent_cookies_other\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`consent_cookies_other_locales_locale_parent_id_unique\` ON \`consent_cookies_other_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`consent_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`policy_version\` numeric DEFAULT 1 NOT NULL,
  	\`policy_url\` text,
  	\`tags_gtm_container_id\` text,
  	\`tags_ga4_measurement_id\` text,
  	\`tags_meta_pixel_id\` text,
  	\`tags_google_ads_id\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`consent_settings_locales\` (
  	\`banner_title\` text,
  	\`banner_text\` text,
  	\`dialog_title\` text,
  	\`dialog_intro\` text,
  	\`categories_necessary_label\` text,
  	\`categories_necessary_description\` text,
  	\`categories_functional_label\` text,
  	\`categories_functional_description\` text,
  	\`categories_analytics_label\` text,
  	\`categories_analytics_description\` text,
  	\`categories_performance_label\` text,
  	\`categories_performance_description\` text,
  	\`categories_advertisement_label\` text,
  	\`categories_advertisement_description\` text,
  	\`categories_other_label\` text,
  	\`categories_other_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`consent_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`consent_settings_locales_locale_parent_id_unique\` ON \`consent_settings_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`analytics_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`retention_days\` numeric DEFAULT 90,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_feed_subscribe\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`service_url\` text DEFAULT '/prenumerera',
  	\`feed_url\` text,
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_feed_subscribe\`("_order", "_parent_id", "_path", "id", "service_url", "feed_url", "settings_element_id", "settings_class_name", "settings_link_url", "settings_link_target", "settings_link_class_name", "settings_animation_style", "settings_animation_repeat", "settings_animation_speed_curve", "settings_animation_duration", "settings_animation_delay", "settings_animation_intensity", "settings_animation_starting_opacity", "settings_animation_style_tablet", "settings_animation_repeat_tablet", "settings_animation_speedcurve_tablet", "settings_animation_duration_tablet", "settings_animation_delay_tablet", "settings_animation_intensity_tablet", "settings_animation_startingopacity_tablet", "settings_animation_style_phone", "settings_animation_repeat_phone", "settings_animation_speedcurve_phone", "settings_animation_duration_phone", "settings_animation_delay_phone", "settings_animation_intensity_phone", "settings_animation_startingopacity_phone", "block_name") SELECT "_order", "_parent_id", "_path", "id", "service_url", "feed_url", "settings_element_id", "settings_class_name", "settings_link_url", "settings_link_target", "settings_link_class_name", "settings_animation_style", "settings_animation_repeat", "settings_animation_speed_curve", "settings_animation_duration", "settings_animation_delay", "settings_animation_intensity", "settings_animation_starting_opacity", "settings_animation_style_tablet", "settings_animation_repeat_tablet", "settings_animation_speedcurve_tablet", "settings_animation_duration_tablet", "settings_animation_delay_tablet", "settings_animation_intensity_tablet", "settings_animation_startingopacity_tablet", "settings_animation_style_phone", "settings_animation_repeat_phone", "settings_animation_speedcurve_phone", "settings_animation_duration_phone", "settings_animation_delay_phone", "settings_animation_intensity_phone", "settings_animation_startingopacity_phone", "block_name" FROM \`pages_blocks_feed_subscribe\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_feed_subscribe\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_feed_subscribe\` RENAME TO \`pages_blocks_feed_subscribe\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_feed_subscribe_order_idx\` ON \`pages_blocks_feed_subscribe\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_feed_subscribe_parent_id_idx\` ON \`pages_blocks_feed_subscribe\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_feed_subscribe_path_idx\` ON \`pages_blocks_feed_subscribe\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v_blocks_feed_subscribe\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`service_url\` text DEFAULT '/prenumerera',
  	\`feed_url\` text,
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v_blocks_feed_subscribe\`("_order", "_parent_id", "_path", "id", "service_url", "feed_url", "settings_element_id", "settings_class_name", "settings_link_url", "settings_link_target", "settings_link_class_name", "settings_animation_style", "settings_animation_repeat", "settings_animation_speed_curve", "settings_animation_duration", "settings_animation_delay", "settings_animation_intensity", "settings_animation_starting_opacity", "settings_animation_style_tablet", "settings_animation_repeat_tablet", "settings_animation_speedcurve_tablet", "settings_animation_duration_tablet", "settings_animation_delay_tablet", "settings_animation_intensity_tablet", "settings_animation_startingopacity_tablet", "settings_animation_style_phone", "settings_animation_repeat_phone", "settings_animation_speedcurve_phone", "settings_animation_duration_phone", "settings_animation_delay_phone", "settings_animation_intensity_phone", "settings_animation_startingopacity_phone", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "service_url", "feed_url", "settings_element_id", "settings_class_name", "settings_link_url", "settings_link_target", "settings_link_class_name", "settings_animation_style", "settings_animation_repeat", "settings_animation_speed_curve", "settings_animation_duration", "settings_animation_delay", "settings_animation_intensity", "settings_animation_starting_opacity", "settings_animation_style_tablet", "settings_animation_repeat_tablet", "settings_animation_speedcurve_tablet", "settings_animation_duration_tablet", "settings_animation_delay_tablet", "settings_animation_intensity_tablet", "settings_animation_startingopacity_tablet", "settings_animation_style_phone", "settings_animation_repeat_phone", "settings_animation_speedcurve_phone", "settings_animation_duration_phone", "settings_animation_delay_phone", "settings_animation_intensity_phone", "settings_animation_startingopacity_phone", "_uuid", "block_name" FROM \`_pages_v_blocks_feed_subscribe\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_feed_subscribe\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v_blocks_feed_subscribe\` RENAME TO \`_pages_v_blocks_feed_subscribe\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_feed_subscribe_order_idx\` ON \`_pages_v_blocks_feed_subscribe\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_feed_subscribe_parent_id_idx\` ON \`_pages_v_blocks_feed_subscribe\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_feed_subscribe_path_idx\` ON \`_pages_v_blocks_feed_subscribe\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_projects_blocks_feed_subscribe\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`service_url\` text DEFAULT '/prenumerera',
  	\`feed_url\` text,
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_projects_blocks_feed_subscribe\`("_order", "_parent_id", "_path", "id", "service_url", "feed_url", "settings_element_id", "settings_class_name", "settings_link_url", "settings_link_target", "settings_link_class_name", "settings_animation_style", "settings_animation_repeat", "settings_animation_speed_curve", "settings_animation_duration", "settings_animation_delay", "settings_animation_intensity", "settings_animation_starting_opacity", "settings_animation_style_tablet", "settings_animation_repeat_tablet", "settings_animation_speedcurve_tablet", "settings_animation_duration_tablet", "settings_animation_delay_tablet", "settings_animation_intensity_tablet", "settings_animation_startingopacity_tablet", "settings_animation_style_phone", "settings_animation_repeat_phone", "settings_animation_speedcurve_phone", "settings_animation_duration_phone", "settings_animation_delay_phone", "settings_animation_intensity_phone", "settings_animation_startingopacity_phone", "block_name") SELECT "_order", "_parent_id", "_path", "id", "service_url", "feed_url", "settings_element_id", "settings_class_name", "settings_link_url", "settings_link_target", "settings_link_class_name", "settings_animation_style", "settings_animation_repeat", "settings_animation_speed_curve", "settings_animation_duration", "settings_animation_delay", "settings_animation_intensity", "settings_animation_starting_opacity", "settings_animation_style_tablet", "settings_animation_repeat_tablet", "settings_animation_speedcurve_tablet", "settings_animation_duration_tablet", "settings_animation_delay_tablet", "settings_animation_intensity_tablet", "settings_animation_startingopacity_tablet", "settings_animation_style_phone", "settings_animation_repeat_phone", "settings_animation_speedcurve_phone", "settings_animation_duration_phone", "settings_animation_delay_phone", "settings_animation_intensity_phone", "settings_animation_startingopacity_phone", "block_name" FROM \`projects_blocks_feed_subscribe\`;`)
  await db.run(sql`DROP TABLE \`projects_blocks_feed_subscribe\`;`)
  await db.run(sql`ALTER TABLE \`__new_projects_blocks_feed_subscribe\` RENAME TO \`projects_blocks_feed_subscribe\`;`)
  await db.run(sql`CREATE INDEX \`projects_blocks_feed_subscribe_order_idx\` ON \`projects_blocks_feed_subscribe\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`projects_blocks_feed_subscribe_parent_id_idx\` ON \`projects_blocks_feed_subscribe\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`projects_blocks_feed_subscribe_path_idx\` ON \`projects_blocks_feed_subscribe\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new__projects_v_blocks_feed_subscribe\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`service_url\` text DEFAULT '/prenumerera',
  	\`feed_url\` text,
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_projects_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__projects_v_blocks_feed_subscribe\`("_order", "_parent_id", "_path", "id", "service_url", "feed_url", "settings_element_id", "settings_class_name", "settings_link_url", "settings_link_target", "settings_link_class_name", "settings_animation_style", "settings_animation_repeat", "settings_animation_speed_curve", "settings_animation_duration", "settings_animation_delay", "settings_animation_intensity", "settings_animation_starting_opacity", "settings_animation_style_tablet", "settings_animation_repeat_tablet", "settings_animation_speedcurve_tablet", "settings_animation_duration_tablet", "settings_animation_delay_tablet", "settings_animation_intensity_tablet", "settings_animation_startingopacity_tablet", "settings_animation_style_phone", "settings_animation_repeat_phone", "settings_animation_speedcurve_phone", "settings_animation_duration_phone", "settings_animation_delay_phone", "settings_animation_intensity_phone", "settings_animation_startingopacity_phone", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "service_url", "feed_url", "settings_element_id", "settings_class_name", "settings_link_url", "settings_link_target", "settings_link_class_name", "settings_animation_style", "settings_animation_repeat", "settings_animation_speed_curve", "settings_animation_duration", "settings_animation_delay", "settings_animation_intensity", "settings_animation_starting_opacity", "settings_animation_style_tablet", "settings_animation_repeat_tablet", "settings_animation_speedcurve_tablet", "settings_animation_duration_tablet", "settings_animation_delay_tablet", "settings_animation_intensity_tablet", "settings_animation_startingopacity_tablet", "settings_animation_style_phone", "settings_animation_repeat_phone", "settings_animation_speedcurve_phone", "settings_animation_duration_phone", "settings_animation_delay_phone", "settings_animation_intensity_phone", "settings_animation_startingopacity_phone", "_uuid", "block_name" FROM \`_projects_v_blocks_feed_subscribe\`;`)
  await db.run(sql`DROP TABLE \`_projects_v_blocks_feed_subscribe\`;`)
  await db.run(sql`ALTER TABLE \`__new__projects_v_blocks_feed_subscribe\` RENAME TO \`_projects_v_blocks_feed_subscribe\`;`)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_feed_subscribe_order_idx\` ON \`_projects_v_blocks_feed_subscribe\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_feed_subscribe_parent_id_idx\` ON \`_projects_v_blocks_feed_subscribe\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_feed_subscribe_path_idx\` ON \`_projects_v_blocks_feed_subscribe\` (\`_path\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_text\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_text\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_text\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_heading\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_heading\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_heading\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_image\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_image\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_image\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_button\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_button\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_button\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_call_to_action\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_call_to_action\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_call_to_action\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_blurb\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_blurb\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_blurb\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_divider\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_divider\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_divider\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_video\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_video\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_video\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_code\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_code\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_code\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_testimonial\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_testimonial\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_testimonial\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_slider\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_slider\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_slider\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_post_slider\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_post_slider\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_post_slider\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_video_slider\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_video_slider\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_video_slider\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_simple_carousel\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_simple_carousel\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_simple_carousel\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_post_carousel\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_post_carousel\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_post_carousel\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`fw_portfolio\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`fw_portfolio\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`fw_portfolio\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_gallery\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_gallery\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_gallery\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_shop\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_shop\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_shop\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_network_widget\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_network_widget\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_network_widget\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_team_carousel\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_team_carousel\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_team_carousel\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_team_grid\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_team_grid\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_team_grid\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_countdown\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_countdown\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_countdown\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_circle_counter\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_circle_counter\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_circle_counter\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_number_counter\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_number_counter\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_number_counter\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_bar_counters\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_bar_counters\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_bar_counters\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_tabs\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_tabs\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_tabs\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_toggle\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_toggle\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_toggle\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_accordion\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_accordion\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_accordion\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`filt_portfolio\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`filt_portfolio\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`filt_portfolio\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_blog_listing\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_blog_listing\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_blog_listing\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_search_form\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_search_form\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_search_form\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_map\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_map\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_map\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_newsletter\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_newsletter\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_newsletter\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_contact_form\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_contact_form\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_contact_form\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_row_columns\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_row_columns\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_row_columns\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_row\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_row\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_row\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_section\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_section\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_section\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`member_access\` text DEFAULT 'public';`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_text\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_text\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_text\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_heading\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_heading\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_heading\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_image\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_image\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_image\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_button\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_button\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_button\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_call_to_action\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_call_to_action\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_call_to_action\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_blurb\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_blurb\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_blurb\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_divider\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_divider\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_divider\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_video\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_video\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_video\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_code\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_code\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_code\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_testimonial\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_testimonial\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_testimonial\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_slider\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_slider\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_slider\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_post_slider\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_post_slider\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_post_slider\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_video_slider\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_video_slider\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_video_slider\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_simple_carousel\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_simple_carousel\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_simple_carousel\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_post_carousel\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_post_carousel\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_post_carousel\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`_fw_portfolio_v\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`_fw_portfolio_v\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`_fw_portfolio_v\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_gallery\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_gallery\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_gallery\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_shop\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_shop\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_shop\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_network_widget\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_network_widget\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_network_widget\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_team_carousel\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_team_carousel\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_team_carousel\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_team_grid\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_team_grid\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_team_grid\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_countdown\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_countdown\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_countdown\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_circle_counter\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_circle_counter\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_circle_counter\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_number_counter\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_number_counter\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_number_counter\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_bar_counters\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_bar_counters\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_bar_counters\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_tabs\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_tabs\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_tabs\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_toggle\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_toggle\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_toggle\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_accordion\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_accordion\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_accordion\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`_filt_portfolio_v\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`_filt_portfolio_v\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`_filt_portfolio_v\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_blog_listing\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_blog_listing\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_blog_listing\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_search_form\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_search_form\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_search_form\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_map\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_map\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_map\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_newsletter\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_newsletter\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_newsletter\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_contact_form\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_contact_form\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_contact_form\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_row_columns\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_row_columns\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_row_columns\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_row\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_row\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_row\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_section\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_section\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_section\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_member_access\` text DEFAULT 'public';`)
  await db.run(sql`ALTER TABLE \`posts\` ADD \`member_access\` text DEFAULT 'public';`)
  await db.run(sql`ALTER TABLE \`_posts_v\` ADD \`version_member_access\` text DEFAULT 'public';`)
  await db.run(sql`ALTER TABLE \`projects_blocks_text\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_text\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_text\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_heading\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_heading\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_heading\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_image\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_image\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_image\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_button\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_button\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_button\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_call_to_action\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_call_to_action\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_call_to_action\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_blurb\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_blurb\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_blurb\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_divider\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_divider\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_divider\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_video\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_video\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_video\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_code\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_code\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_code\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_testimonial\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_testimonial\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_testimonial\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_slider\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_slider\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_slider\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_post_slider\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_post_slider\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_post_slider\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_video_slider\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_video_slider\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_video_slider\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_simple_carousel\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_simple_carousel\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_simple_carousel\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_post_carousel\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_post_carousel\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_post_carousel\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`proj_fw_portfolio\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`proj_fw_portfolio\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`proj_fw_portfolio\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_gallery\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_gallery\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_gallery\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_shop\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_shop\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_shop\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_network_widget\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_network_widget\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_network_widget\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_team_carousel\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_team_carousel\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_team_carousel\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_team_grid\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_team_grid\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_team_grid\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_countdown\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_countdown\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_countdown\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_circle_counter\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_circle_counter\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_circle_counter\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_number_counter\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_number_counter\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_number_counter\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_bar_counters\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_bar_counters\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_bar_counters\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_tabs\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_tabs\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_tabs\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_toggle\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_toggle\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_toggle\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_accordion\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_accordion\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_accordion\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`proj_filt_portfolio\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`proj_filt_portfolio\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`proj_filt_portfolio\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_blog_listing\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_blog_listing\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_blog_listing\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_search_form\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_search_form\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_search_form\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_map\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_map\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_map\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_newsletter\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_newsletter\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_newsletter\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_contact_form\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_contact_form\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_contact_form\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_row_columns\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_row_columns\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_row_columns\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_row\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_row\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_row\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_section\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_section\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_section\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`projects\` ADD \`member_access\` text DEFAULT 'public';`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_text\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_text\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_text\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_heading\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_heading\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_heading\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_image\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_image\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_image\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_button\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_button\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_button\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_call_to_action\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_call_to_action\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_call_to_action\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_blurb\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_blurb\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_blurb\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_divider\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_divider\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_divider\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_video\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_video\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_video\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_code\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_code\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_code\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_testimonial\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_testimonial\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_testimonial\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_slider\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_slider\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_slider\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_post_slider\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_post_slider\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_post_slider\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_video_slider\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_video_slider\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_video_slider\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_simple_carousel\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_simple_carousel\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_simple_carousel\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_post_carousel\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_post_carousel\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_post_carousel\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`_proj_fw_portfolio_v\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`_proj_fw_portfolio_v\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`_proj_fw_portfolio_v\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_gallery\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_gallery\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_gallery\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_shop\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_shop\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_shop\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_network_widget\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_network_widget\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_network_widget\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_team_carousel\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_team_carousel\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_team_carousel\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_team_grid\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_team_grid\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_team_grid\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_countdown\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_countdown\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_countdown\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_circle_counter\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_circle_counter\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_circle_counter\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_number_counter\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_number_counter\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_number_counter\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_bar_counters\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_bar_counters\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_bar_counters\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_tabs\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_tabs\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_tabs\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_toggle\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_toggle\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_toggle\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_accordion\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_accordion\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_accordion\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`_proj_filt_portfolio_v\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`_proj_filt_portfolio_v\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`_proj_filt_portfolio_v\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_blog_listing\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_blog_listing\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_blog_listing\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_search_form\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_search_form\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_search_form\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_map\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_map\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_map\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_newsletter\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_newsletter\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_newsletter\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_contact_form\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_contact_form\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_contact_form\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_row_columns\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_row_columns\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_row_columns\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_row\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_row\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_row\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_section\` ADD \`settings_analytics_category\` text;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_section\` ADD \`settings_analytics_action\` text;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_section\` ADD \`settings_analytics_label\` text;`)
  await db.run(sql`ALTER TABLE \`_projects_v\` ADD \`version_member_access\` text DEFAULT 'public';`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`sso_subject\` text;`)
  await db.run(sql`CREATE INDEX \`users_sso_subject_idx\` ON \`users\` (\`sso_subject\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`consent_records_id\` integer REFERENCES consent_records(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`consent_banner_views_id\` integer REFERENCES consent_banner_views(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`sso_sessions_id\` integer REFERENCES sso_sessions(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`sso_used_tokens_id\` integer REFERENCES sso_used_tokens(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`analytics_events_id\` integer REFERENCES analytics_events(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`analytics_daily_id\` integer REFERENCES analytics_daily(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_consent_records_id_idx\` ON \`payload_locked_documents_rels\` (\`consent_records_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_consent_banner_views_id_idx\` ON \`payload_locked_documents_rels\` (\`consent_banner_views_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_sso_sessions_id_idx\` ON \`payload_locked_documents_rels\` (\`sso_sessions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_sso_used_tokens_id_idx\` ON \`payload_locked_documents_rels\` (\`sso_used_tokens_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_analytics_events_id_idx\` ON \`payload_locked_documents_rels\` (\`analytics_events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_analytics_daily_id_idx\` ON \`payload_locked_documents_rels\` (\`analytics_daily_id\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`staff_sign_in_disable_local_passwords\` integer;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`network_insight_partner_id\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_spotify_settings_hide_on\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_spotify\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_spotify_locales\`;`)
  await db.run(sql`DROP TABLE \`nw_updates_settings_hide_on\`;`)
  await db.run(sql`DROP TABLE \`nw_updates\`;`)
  await db.run(sql`DROP TABLE \`nw_people_settings_hide_on\`;`)
  await db.run(sql`DROP TABLE \`nw_people\`;`)
  await db.run(sql`DROP TABLE \`nw_post_settings_hide_on\`;`)
  await db.run(sql`DROP TABLE \`nw_post\`;`)
  await db.run(sql`DROP TABLE \`pages_texts\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_spotify_settings_hide_on\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_spotify\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_spotify_locales\`;`)
  await db.run(sql`DROP TABLE \`_nw_updates_v_settings_hide_on\`;`)
  await db.run(sql`DROP TABLE \`_nw_updates_v\`;`)
  await db.run(sql`DROP TABLE \`_nw_people_v_settings_hide_on\`;`)
  await db.run(sql`DROP TABLE \`_nw_people_v\`;`)
  await db.run(sql`DROP TABLE \`_nw_post_v_settings_hide_on\`;`)
  await db.run(sql`DROP TABLE \`_nw_post_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_texts\`;`)
  await db.run(sql`DROP TABLE \`posts_texts\`;`)
  await db.run(sql`DROP TABLE \`_posts_v_texts\`;`)
  await db.run(sql`DROP TABLE \`projects_blocks_spotify_settings_hide_on\`;`)
  await db.run(sql`DROP TABLE \`projects_blocks_spotify\`;`)
  await db.run(sql`DROP TABLE \`projects_blocks_spotify_locales\`;`)
  await db.run(sql`DROP TABLE \`proj_nw_updates_settings_hide_on\`;`)
  await db.run(sql`DROP TABLE \`proj_nw_updates\`;`)
  await db.run(sql`DROP TABLE \`proj_nw_people_settings_hide_on\`;`)
  await db.run(sql`DROP TABLE \`proj_nw_people\`;`)
  await db.run(sql`DROP TABLE \`proj_nw_post_settings_hide_on\`;`)
  await db.run(sql`DROP TABLE \`proj_nw_post\`;`)
  await db.run(sql`DROP TABLE \`projects_texts\`;`)
  await db.run(sql`DROP TABLE \`_projects_v_blocks_spotify_settings_hide_on\`;`)
  await db.run(sql`DROP TABLE \`_projects_v_blocks_spotify\`;`)
  await db.run(sql`DROP TABLE \`_projects_v_blocks_spotify_locales\`;`)
  await db.run(sql`DROP TABLE \`_proj_nw_updates_v_settings_hide_on\`;`)
  await db.run(sql`DROP TABLE \`_proj_nw_updates_v\`;`)
  await db.run(sql`DROP TABLE \`_proj_nw_people_v_settings_hide_on\`;`)
  await db.run(sql`DROP TABLE \`_proj_nw_people_v\`;`)
  await db.run(sql`DROP TABLE \`_proj_nw_post_v_settings_hide_on\`;`)
  await db.run(sql`DROP TABLE \`_proj_nw_post_v\`;`)
  await db.run(sql`DROP TABLE \`_projects_v_texts\`;`)
  await db.run(sql`DROP TABLE \`consent_records\`;`)
  await db.run(sql`DROP TABLE \`consent_banner_views\`;`)
  await db.run(sql`DROP TABLE \`sso_sessions\`;`)
  await db.run(sql`DROP TABLE \`sso_used_tokens\`;`)
  await db.run(sql`DROP TABLE \`analytics_events\`;`)
  await db.run(sql`DROP TABLE \`analytics_daily\`;`)
  await db.run(sql`DROP TABLE \`site_settings_staff_sign_in_role_map\`;`)
  await db.run(sql`DROP TABLE \`consent_cookies_necessary\`;`)
  await db.run(sql`DROP TABLE \`consent_cookies_necessary_locales\`;`)
  await db.run(sql`DROP TABLE \`consent_cookies_functional\`;`)
  await db.run(sql`DROP TABLE \`consent_cookies_functional_locales\`;`)
  await db.run(sql`DROP TABLE \`consent_cookies_analytics\`;`)
  await db.run(sql`DROP TABLE \`consent_cookies_analytics_locales\`;`)
  await db.run(sql`DROP TABLE \`consent_cookies_performance\`;`)
  await db.run(sql`DROP TABLE \`consent_cookies_performance_locales\`;`)
  await db.run(sql`DROP TABLE \`consent_cookies_advertisement\`;`)
  await db.run(sql`DROP TABLE \`consent_cookies_advertisement_locales\`;`)
  await db.run(sql`DROP TABLE \`consent_cookies_other\`;`)
  await db.run(sql`DROP TABLE \`consent_cookies_other_locales\`;`)
  await db.run(sql`DROP TABLE \`consent_settings\`;`)
  await db.run(sql`DROP TABLE \`consent_settings_locales\`;`)
  await db.run(sql`DROP TABLE \`analytics_settings\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`posts_id\` integer,
  	\`categories_id\` integer,
  	\`projects_id\` integer,
  	\`project_categories_id\` integer,
  	\`media_id\` integer,
  	\`users_id\` integer,
  	\`outbox_id\` integer,
  	\`customers_id\` integer,
  	\`product_categories_id\` integer,
  	\`shipping_methods_id\` integer,
  	\`coupons_id\` integer,
  	\`product_reviews_id\` integer,
  	\`team_members_id\` integer,
  	\`comments_id\` integer,
  	\`form_submissions_id\` integer,
  	\`bot_tokens_id\` integer,
  	\`newsletter_lists_id\` integer,
  	\`newsletter_subscribers_id\` integer,
  	\`addresses_id\` integer,
  	\`variants_id\` integer,
  	\`variant_types_id\` integer,
  	\`variant_options_id\` integer,
  	\`products_id\` integer,
  	\`carts_id\` integer,
  	\`orders_id\` integer,
  	\`transactions_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`projects_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`project_categories_id\`) REFERENCES \`project_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`outbox_id\`) REFERENCES \`outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`customers_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`product_categories_id\`) REFERENCES \`product_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`shipping_methods_id\`) REFERENCES \`shipping_methods\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`coupons_id\`) REFERENCES \`coupons\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`product_reviews_id\`) REFERENCES \`product_reviews\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`team_members_id\`) REFERENCES \`team_members\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`comments_id\`) REFERENCES \`comments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`form_submissions_id\`) REFERENCES \`form_submissions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`bot_tokens_id\`) REFERENCES \`bot_tokens\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`newsletter_lists_id\`) REFERENCES \`newsletter_lists\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`newsletter_subscribers_id\`) REFERENCES \`newsletter_subscribers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`addresses_id\`) REFERENCES \`addresses\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`variants_id\`) REFERENCES \`variants\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`variant_types_id\`) REFERENCES \`variant_types\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`variant_options_id\`) REFERENCES \`variant_options\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`carts_id\`) REFERENCES \`carts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`orders_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`transactions_id\`) REFERENCES \`transactions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "posts_id", "categories_id", "projects_id", "project_categories_id", "media_id", "users_id", "outbox_id", "customers_id", "product_categories_id", "shipping_methods_id", "coupons_id", "product_reviews_id", "team_members_id", "comments_id", "form_submissions_id", "bot_tokens_id", "newsletter_lists_id", "newsletter_subscribers_id", "addresses_id", "variants_id", "variant_types_id", "variant_options_id", "products_id", "carts_id", "orders_id", "transactions_id") SELECT "id", "order", "parent_id", "path", "pages_id", "posts_id", "categories_id", "projects_id", "project_categories_id", "media_id", "users_id", "outbox_id", "customers_id", "product_categories_id", "shipping_methods_id", "coupons_id", "product_reviews_id", "team_members_id", "comments_id", "form_submissions_id", "bot_tokens_id", "newsletter_lists_id", "newsletter_subscribers_id", "addresses_id", "variants_id", "variant_types_id", "variant_options_id", "products_id", "carts_id", "orders_id", "transactions_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_posts_id_idx\` ON \`payload_locked_documents_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_projects_id_idx\` ON \`payload_locked_documents_rels\` (\`projects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_project_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`project_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`outbox_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_customers_id_idx\` ON \`payload_locked_documents_rels\` (\`customers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_product_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`product_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_shipping_methods_id_idx\` ON \`payload_locked_documents_rels\` (\`shipping_methods_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_coupons_id_idx\` ON \`payload_locked_documents_rels\` (\`coupons_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_product_reviews_id_idx\` ON \`payload_locked_documents_rels\` (\`product_reviews_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_team_members_id_idx\` ON \`payload_locked_documents_rels\` (\`team_members_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_comments_id_idx\` ON \`payload_locked_documents_rels\` (\`comments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_form_submissions_id_idx\` ON \`payload_locked_documents_rels\` (\`form_submissions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_bot_tokens_id_idx\` ON \`payload_locked_documents_rels\` (\`bot_tokens_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_newsletter_lists_id_idx\` ON \`payload_locked_documents_rels\` (\`newsletter_lists_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_newsletter_subscribers_id_idx\` ON \`payload_locked_documents_rels\` (\`newsletter_subscribers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_addresses_id_idx\` ON \`payload_locked_documents_rels\` (\`addresses_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_variants_id_idx\` ON \`payload_locked_documents_rels\` (\`variants_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_variant_types_id_idx\` ON \`payload_locked_documents_rels\` (\`variant_types_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_variant_options_id_idx\` ON \`payload_locked_documents_rels\` (\`variant_options_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_products_id_idx\` ON \`payload_locked_documents_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_carts_id_idx\` ON \`payload_locked_documents_rels\` (\`carts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_orders_id_idx\` ON \`payload_locked_documents_rels\` (\`orders_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_transactions_id_idx\` ON \`payload_locked_documents_rels\` (\`transactions_id\`);`)
  await db.run(sql`DROP INDEX \`users_sso_subject_idx\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`sso_subject\`;`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_feed_subscribe\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`service_url\` text DEFAULT 'https://feedburner.google.com/fb/a/mailverify',
  	\`feed_url\` text,
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_feed_subscribe\`("_order", "_parent_id", "_path", "id", "service_url", "feed_url", "settings_element_id", "settings_class_name", "settings_link_url", "settings_link_target", "settings_link_class_name", "settings_animation_style", "settings_animation_repeat", "settings_animation_speed_curve", "settings_animation_duration", "settings_animation_delay", "settings_animation_intensity", "settings_animation_starting_opacity", "settings_animation_style_tablet", "settings_animation_repeat_tablet", "settings_animation_speedcurve_tablet", "settings_animation_duration_tablet", "settings_animation_delay_tablet", "settings_animation_intensity_tablet", "settings_animation_startingopacity_tablet", "settings_animation_style_phone", "settings_animation_repeat_phone", "settings_animation_speedcurve_phone", "settings_animation_duration_phone", "settings_animation_delay_phone", "settings_animation_intensity_phone", "settings_animation_startingopacity_phone", "block_name") SELECT "_order", "_parent_id", "_path", "id", "service_url", "feed_url", "settings_element_id", "settings_class_name", "settings_link_url", "settings_link_target", "settings_link_class_name", "settings_animation_style", "settings_animation_repeat", "settings_animation_speed_curve", "settings_animation_duration", "settings_animation_delay", "settings_animation_intensity", "settings_animation_starting_opacity", "settings_animation_style_tablet", "settings_animation_repeat_tablet", "settings_animation_speedcurve_tablet", "settings_animation_duration_tablet", "settings_animation_delay_tablet", "settings_animation_intensity_tablet", "settings_animation_startingopacity_tablet", "settings_animation_style_phone", "settings_animation_repeat_phone", "settings_animation_speedcurve_phone", "settings_animation_duration_phone", "settings_animation_delay_phone", "settings_animation_intensity_phone", "settings_animation_startingopacity_phone", "block_name" FROM \`pages_blocks_feed_subscribe\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_feed_subscribe\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_feed_subscribe\` RENAME TO \`pages_blocks_feed_subscribe\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_feed_subscribe_order_idx\` ON \`pages_blocks_feed_subscribe\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_feed_subscribe_parent_id_idx\` ON \`pages_blocks_feed_subscribe\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_feed_subscribe_path_idx\` ON \`pages_blocks_feed_subscribe\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v_blocks_feed_subscribe\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`service_url\` text DEFAULT 'https://feedburner.google.com/fb/a/mailverify',
  	\`feed_url\` text,
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v_blocks_feed_subscribe\`("_order", "_parent_id", "_path", "id", "service_url", "feed_url", "settings_element_id", "settings_class_name", "settings_link_url", "settings_link_target", "settings_link_class_name", "settings_animation_style", "settings_animation_repeat", "settings_animation_speed_curve", "settings_animation_duration", "settings_animation_delay", "settings_animation_intensity", "settings_animation_starting_opacity", "settings_animation_style_tablet", "settings_animation_repeat_tablet", "settings_animation_speedcurve_tablet", "settings_animation_duration_tablet", "settings_animation_delay_tablet", "settings_animation_intensity_tablet", "settings_animation_startingopacity_tablet", "settings_animation_style_phone", "settings_animation_repeat_phone", "settings_animation_speedcurve_phone", "settings_animation_duration_phone", "settings_animation_delay_phone", "settings_animation_intensity_phone", "settings_animation_startingopacity_phone", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "service_url", "feed_url", "settings_element_id", "settings_class_name", "settings_link_url", "settings_link_target", "settings_link_class_name", "settings_animation_style", "settings_animation_repeat", "settings_animation_speed_curve", "settings_animation_duration", "settings_animation_delay", "settings_animation_intensity", "settings_animation_starting_opacity", "settings_animation_style_tablet", "settings_animation_repeat_tablet", "settings_animation_speedcurve_tablet", "settings_animation_duration_tablet", "settings_animation_delay_tablet", "settings_animation_intensity_tablet", "settings_animation_startingopacity_tablet", "settings_animation_style_phone", "settings_animation_repeat_phone", "settings_animation_speedcurve_phone", "settings_animation_duration_phone", "settings_animation_delay_phone", "settings_animation_intensity_phone", "settings_animation_startingopacity_phone", "_uuid", "block_name" FROM \`_pages_v_blocks_feed_subscribe\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_feed_subscribe\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v_blocks_feed_subscribe\` RENAME TO \`_pages_v_blocks_feed_subscribe\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_feed_subscribe_order_idx\` ON \`_pages_v_blocks_feed_subscribe\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_feed_subscribe_parent_id_idx\` ON \`_pages_v_blocks_feed_subscribe\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_feed_subscribe_path_idx\` ON \`_pages_v_blocks_feed_subscribe\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_projects_blocks_feed_subscribe\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`service_url\` text DEFAULT 'https://feedburner.google.com/fb/a/mailverify',
  	\`feed_url\` text,
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
  await db.run(sql`INSERT INTO \`__new_projects_blocks_feed_subscribe\`("_order", "_parent_id", "_path", "id", "service_url", "feed_url", "settings_element_id", "settings_class_name", "settings_link_url", "settings_link_target", "settings_link_class_name", "settings_animation_style", "settings_animation_repeat", "settings_animation_speed_curve", "settings_animation_duration", "settings_animation_delay", "settings_animation_intensity", "settings_animation_starting_opacity", "settings_animation_style_tablet", "settings_animation_repeat_tablet", "settings_animation_speedcurve_tablet", "settings_animation_duration_tablet", "settings_animation_delay_tablet", "settings_animation_intensity_tablet", "settings_animation_startingopacity_tablet", "settings_animation_style_phone", "settings_animation_repeat_phone", "settings_animation_speedcurve_phone", "settings_animation_duration_phone", "settings_animation_delay_phone", "settings_animation_intensity_phone", "settings_animation_startingopacity_phone", "block_name") SELECT "_order", "_parent_id", "_path", "id", "service_url", "feed_url", "settings_element_id", "settings_class_name", "settings_link_url", "settings_link_target", "settings_link_class_name", "settings_animation_style", "settings_animation_repeat", "settings_animation_speed_curve", "settings_animation_duration", "settings_animation_delay", "settings_animation_intensity", "settings_animation_starting_opacity", "settings_animation_style_tablet", "settings_animation_repeat_tablet", "settings_animation_speedcurve_tablet", "settings_animation_duration_tablet", "settings_animation_delay_tablet", "settings_animation_intensity_tablet", "settings_animation_startingopacity_tablet", "settings_animation_style_phone", "settings_animation_repeat_phone", "settings_animation_speedcurve_phone", "settings_animation_duration_phone", "settings_animation_delay_phone", "settings_animation_intensity_phone", "settings_animation_startingopacity_phone", "block_name" FROM \`projects_blocks_feed_subscribe\`;`)
  await db.run(sql`DROP TABLE \`projects_blocks_feed_subscribe\`;`)
  await db.run(sql`ALTER TABLE \`__new_projects_blocks_feed_subscribe\` RENAME TO \`projects_blocks_feed_subscribe\`;`)
  await db.run(sql`CREATE INDEX \`projects_blocks_feed_subscribe_order_idx\` ON \`projects_blocks_feed_subscribe\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`projects_blocks_feed_subscribe_parent_id_idx\` ON \`projects_blocks_feed_subscribe\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`projects_blocks_feed_subscribe_path_idx\` ON \`projects_blocks_feed_subscribe\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new__projects_v_blocks_feed_subscribe\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`service_url\` text DEFAULT 'https://feedburner.google.com/fb/a/mailverify',
  	\`feed_url\` text,
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
  await db.run(sql`INSERT INTO \`__new__projects_v_blocks_feed_subscribe\`("_order", "_parent_id", "_path", "id", "service_url", "feed_url", "settings_element_id", "settings_class_name", "settings_link_url", "settings_link_target", "settings_link_class_name", "settings_animation_style", "settings_animation_repeat", "settings_animation_speed_curve", "settings_animation_duration", "settings_animation_delay", "settings_animation_intensity", "settings_animation_starting_opacity", "settings_animation_style_tablet", "settings_animation_repeat_tablet", "settings_animation_speedcurve_tablet", "settings_animation_duration_tablet", "settings_animation_delay_tablet", "settings_animation_intensity_tablet", "settings_animation_startingopacity_tablet", "settings_animation_style_phone", "settings_animation_repeat_phone", "settings_animation_speedcurve_phone", "settings_animation_duration_phone", "settings_animation_delay_phone", "settings_animation_intensity_phone", "settings_animation_startingopacity_phone", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "service_url", "feed_url", "settings_element_id", "settings_class_name", "settings_link_url", "settings_link_target", "settings_link_class_name", "settings_animation_style", "settings_animation_repeat", "settings_animation_speed_curve", "settings_animation_duration", "settings_animation_delay", "settings_animation_intensity", "settings_animation_starting_opacity", "settings_animation_style_tablet", "settings_animation_repeat_tablet", "settings_animation_speedcurve_tablet", "settings_animation_duration_tablet", "settings_animation_delay_tablet", "settings_animation_intensity_tablet", "settings_animation_startingopacity_tablet", "settings_animation_style_phone", "settings_animation_repeat_phone", "settings_animation_speedcurve_phone", "settings_animation_duration_phone", "settings_animation_delay_phone", "settings_animation_intensity_phone", "settings_animation_startingopacity_phone", "_uuid", "block_name" FROM \`_projects_v_blocks_feed_subscribe\`;`)
  await db.run(sql`DROP TABLE \`_projects_v_blocks_feed_subscribe\`;`)
  await db.run(sql`ALTER TABLE \`__new__projects_v_blocks_feed_subscribe\` RENAME TO \`_projects_v_blocks_feed_subscribe\`;`)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_feed_subscribe_order_idx\` ON \`_projects_v_blocks_feed_subscribe\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_feed_subscribe_parent_id_idx\` ON \`_projects_v_blocks_feed_subscribe\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_feed_subscribe_path_idx\` ON \`_projects_v_blocks_feed_subscribe\` (\`_path\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_text\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_text\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_text\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_heading\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_heading\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_heading\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_image\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_image\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_image\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_button\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_button\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_button\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_call_to_action\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_call_to_action\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_call_to_action\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_blurb\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_blurb\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_blurb\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_divider\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_divider\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_divider\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_video\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_video\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_video\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_code\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_code\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_code\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_testimonial\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_testimonial\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_testimonial\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_slider\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_slider\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_slider\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_post_slider\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_post_slider\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_post_slider\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_video_slider\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_video_slider\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_video_slider\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_simple_carousel\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_simple_carousel\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_simple_carousel\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_post_carousel\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_post_carousel\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_post_carousel\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`fw_portfolio\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`fw_portfolio\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`fw_portfolio\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_gallery\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_gallery\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_gallery\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_shop\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_shop\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_shop\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_network_widget\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_network_widget\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_network_widget\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_team_carousel\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_team_carousel\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_team_carousel\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_team_grid\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_team_grid\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_team_grid\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_countdown\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_countdown\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_countdown\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_circle_counter\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_circle_counter\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_circle_counter\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_number_counter\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_number_counter\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_number_counter\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_bar_counters\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_bar_counters\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_bar_counters\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_tabs\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_tabs\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_tabs\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_toggle\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_toggle\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_toggle\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_accordion\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_accordion\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_accordion\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`filt_portfolio\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`filt_portfolio\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`filt_portfolio\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_blog_listing\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_blog_listing\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_blog_listing\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_search_form\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_search_form\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_search_form\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_map\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_map\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_map\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_newsletter\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_newsletter\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_newsletter\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_contact_form\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_contact_form\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_contact_form\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_row_columns\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_row_columns\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_row_columns\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_row\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_row\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_row\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_section\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_section\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_section\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`member_access\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_text\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_text\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_text\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_heading\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_heading\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_heading\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_image\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_image\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_image\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_button\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_button\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_button\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_call_to_action\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_call_to_action\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_call_to_action\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_blurb\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_blurb\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_blurb\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_divider\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_divider\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_divider\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_video\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_video\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_video\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_code\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_code\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_code\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_testimonial\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_testimonial\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_testimonial\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_slider\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_slider\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_slider\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_post_slider\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_post_slider\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_post_slider\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_video_slider\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_video_slider\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_video_slider\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_simple_carousel\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_simple_carousel\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_simple_carousel\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_post_carousel\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_post_carousel\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_post_carousel\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`_fw_portfolio_v\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`_fw_portfolio_v\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`_fw_portfolio_v\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_gallery\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_gallery\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_gallery\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_shop\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_shop\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_shop\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_network_widget\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_network_widget\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_network_widget\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_team_carousel\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_team_carousel\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_team_carousel\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_team_grid\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_team_grid\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_team_grid\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_countdown\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_countdown\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_countdown\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_circle_counter\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_circle_counter\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_circle_counter\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_number_counter\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_number_counter\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_number_counter\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_bar_counters\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_bar_counters\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_bar_counters\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_tabs\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_tabs\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_tabs\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_toggle\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_toggle\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_toggle\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_accordion\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_accordion\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_accordion\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`_filt_portfolio_v\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`_filt_portfolio_v\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`_filt_portfolio_v\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_blog_listing\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_blog_listing\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_blog_listing\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_search_form\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_search_form\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_search_form\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_map\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_map\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_map\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_newsletter\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_newsletter\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_newsletter\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_contact_form\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_contact_form\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_contact_form\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_row_columns\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_row_columns\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_row_columns\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_row\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_row\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_row\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_section\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_section\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_section\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_member_access\`;`)
  await db.run(sql`ALTER TABLE \`posts\` DROP COLUMN \`member_access\`;`)
  await db.run(sql`ALTER TABLE \`_posts_v\` DROP COLUMN \`version_member_access\`;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_text\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_text\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_text\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_heading\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_heading\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_heading\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_image\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_image\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_image\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_button\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_button\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_button\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_call_to_action\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_call_to_action\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_call_to_action\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_blurb\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_blurb\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_blurb\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_divider\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_divider\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_divider\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_video\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_video\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_video\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_code\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_code\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_code\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_testimonial\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_testimonial\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_testimonial\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_slider\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_slider\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_slider\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_post_slider\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_post_slider\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_post_slider\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_video_slider\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_video_slider\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_video_slider\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_simple_carousel\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_simple_carousel\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_simple_carousel\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_post_carousel\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_post_carousel\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_post_carousel\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`proj_fw_portfolio\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`proj_fw_portfolio\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`proj_fw_portfolio\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_gallery\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_gallery\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_gallery\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_shop\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_shop\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_shop\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_network_widget\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_network_widget\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_network_widget\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_team_carousel\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_team_carousel\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_team_carousel\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_team_grid\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_team_grid\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_team_grid\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_countdown\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_countdown\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_countdown\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_circle_counter\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_circle_counter\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_circle_counter\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_number_counter\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_number_counter\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_number_counter\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_bar_counters\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_bar_counters\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_bar_counters\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_tabs\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_tabs\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_tabs\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_toggle\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_toggle\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_toggle\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_accordion\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_accordion\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_accordion\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`proj_filt_portfolio\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`proj_filt_portfolio\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`proj_filt_portfolio\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_blog_listing\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_blog_listing\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_blog_listing\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_search_form\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_search_form\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_search_form\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_map\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_map\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_map\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_newsletter\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_newsletter\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_newsletter\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_contact_form\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_contact_form\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_contact_form\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_row_columns\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_row_columns\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_row_columns\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_row\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_row\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_row\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_section\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_section\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`projects_blocks_section\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`projects\` DROP COLUMN \`member_access\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_text\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_text\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_text\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_heading\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_heading\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_heading\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_image\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_image\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_image\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_button\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_button\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_button\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_call_to_action\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_call_to_action\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_call_to_action\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_blurb\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_blurb\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_blurb\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_divider\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_divider\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_divider\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_video\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_video\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_video\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_code\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_code\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_code\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_testimonial\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_testimonial\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_testimonial\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_slider\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_slider\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_slider\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_post_slider\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_post_slider\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_post_slider\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_video_slider\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_video_slider\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_video_slider\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_simple_carousel\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_simple_carousel\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_simple_carousel\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_post_carousel\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_post_carousel\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_post_carousel\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`_proj_fw_portfolio_v\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`_proj_fw_portfolio_v\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`_proj_fw_portfolio_v\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_gallery\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_gallery\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_gallery\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_shop\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_shop\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_shop\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_network_widget\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_network_widget\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_network_widget\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_team_carousel\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_team_carousel\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_team_carousel\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_team_grid\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_team_grid\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_team_grid\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_countdown\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_countdown\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_countdown\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_circle_counter\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_circle_counter\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_circle_counter\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_number_counter\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_number_counter\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_number_counter\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_bar_counters\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_bar_counters\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_bar_counters\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_tabs\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_tabs\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_tabs\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_toggle\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_toggle\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_toggle\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_accordion\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_accordion\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_accordion\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`_proj_filt_portfolio_v\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`_proj_filt_portfolio_v\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`_proj_filt_portfolio_v\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_blog_listing\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_blog_listing\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_blog_listing\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_search_form\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_search_form\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_search_form\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_map\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_map\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_map\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_newsletter\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_newsletter\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_newsletter\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_contact_form\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_contact_form\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_contact_form\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_row_columns\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_row_columns\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_row_columns\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_row\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_row\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_row\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_section\` DROP COLUMN \`settings_analytics_category\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_section\` DROP COLUMN \`settings_analytics_action\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v_blocks_section\` DROP COLUMN \`settings_analytics_label\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v\` DROP COLUMN \`version_member_access\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`staff_sign_in_disable_local_passwords\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`network_insight_partner_id\`;`)
}
