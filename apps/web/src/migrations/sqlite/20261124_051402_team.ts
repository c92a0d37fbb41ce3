import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_team_carousel_settings_hide_on\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages_blocks_team_carousel\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_team_carousel_settings_hide_on_order_idx\` ON \`pages_blocks_team_carousel_settings_hide_on\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_team_carousel_settings_hide_on_parent_idx\` ON \`pages_blocks_team_carousel_settings_hide_on\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_team_carousel\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`show_arrows\` integer DEFAULT true,
  	\`show_pagination\` integer DEFAULT true,
  	\`transition_speed\` numeric,
  	\`autoplay\` integer,
  	\`autoplay_speed\` numeric,
  	\`popup_autoplay\` integer DEFAULT false,
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
  await db.run(sql`CREATE INDEX \`pages_blocks_team_carousel_order_idx\` ON \`pages_blocks_team_carousel\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_team_carousel_parent_id_idx\` ON \`pages_blocks_team_carousel\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_team_carousel_path_idx\` ON \`pages_blocks_team_carousel\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_team_carousel_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_team_carousel\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_team_carousel_locales_locale_parent_id_unique\` ON \`pages_blocks_team_carousel_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_team_grid_settings_hide_on\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages_blocks_team_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_team_grid_settings_hide_on_order_idx\` ON \`pages_blocks_team_grid_settings_hide_on\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_team_grid_settings_hide_on_parent_idx\` ON \`pages_blocks_team_grid_settings_hide_on\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_team_grid\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`columns_desktop\` numeric DEFAULT 3,
  	\`columns_tablet\` numeric DEFAULT 2,
  	\`columns_phone\` numeric DEFAULT 1,
  	\`popup_autoplay\` integer DEFAULT false,
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
  await db.run(sql`CREATE INDEX \`pages_blocks_team_grid_order_idx\` ON \`pages_blocks_team_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_team_grid_parent_id_idx\` ON \`pages_blocks_team_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_team_grid_path_idx\` ON \`pages_blocks_team_grid\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_team_grid_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_team_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_team_grid_locales_locale_parent_id_unique\` ON \`pages_blocks_team_grid_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_team_carousel_settings_hide_on\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_pages_v_blocks_team_carousel\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_team_carousel_settings_hide_on_order_idx\` ON \`_pages_v_blocks_team_carousel_settings_hide_on\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_team_carousel_settings_hide_on_parent_idx\` ON \`_pages_v_blocks_team_carousel_settings_hide_on\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_team_carousel\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`show_arrows\` integer DEFAULT true,
  	\`show_pagination\` integer DEFAULT true,
  	\`transition_speed\` numeric,
  	\`autoplay\` integer,
  	\`autoplay_speed\` numeric,
  	\`popup_autoplay\` integer DEFAULT false,
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
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_team_carousel_order_idx\` ON \`_pages_v_blocks_team_carousel\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_team_carousel_parent_id_idx\` ON \`_pages_v_blocks_team_carousel\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_team_carousel_path_idx\` ON \`_pages_v_blocks_team_carousel\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_team_carousel_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_team_carousel\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_team_carousel_locales_locale_parent_id_uniqu\` ON \`_pages_v_blocks_team_carousel_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_team_grid_settings_hide_on\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_pages_v_blocks_team_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_team_grid_settings_hide_on_order_idx\` ON \`_pages_v_blocks_team_grid_settings_hide_on\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_team_grid_settings_hide_on_parent_idx\` ON \`_pages_v_blocks_team_grid_settings_hide_on\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_team_grid\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`columns_desktop\` numeric DEFAULT 3,
  	\`columns_tablet\` numeric DEFAULT 2,
  	\`columns_phone\` numeric DEFAULT 1,
  	\`popup_autoplay\` integer DEFAULT false,
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
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_team_grid_order_idx\` ON \`_pages_v_blocks_team_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_team_grid_parent_id_idx\` ON \`_pages_v_blocks_team_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_team_grid_path_idx\` ON \`_pages_v_blocks_team_grid\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_team_grid_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_team_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_team_grid_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_team_grid_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`projects_blocks_team_carousel_settings_hide_on\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`projects_blocks_team_carousel\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`projects_blocks_team_carousel_settings_hide_on_order_idx\` ON \`projects_blocks_team_carousel_settings_hide_on\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`projects_blocks_team_carousel_settings_hide_on_parent_idx\` ON \`projects_blocks_team_carousel_settings_hide_on\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`projects_blocks_team_carousel\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`show_arrows\` integer DEFAULT true,
  	\`show_pagination\` integer DEFAULT true,
  	\`transition_speed\` numeric,
  	\`autoplay\` integer,
  	\`autoplay_speed\` numeric,
  	\`popup_autoplay\` integer DEFAULT false,
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
  await db.run(sql`CREATE INDEX \`projects_blocks_team_carousel_order_idx\` ON \`projects_blocks_team_carousel\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`projects_blocks_team_carousel_parent_id_idx\` ON \`projects_blocks_team_carousel\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`projects_blocks_team_carousel_path_idx\` ON \`projects_blocks_team_carousel\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`projects_blocks_team_carousel_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`projects_blocks_team_carousel\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`projects_blocks_team_carousel_locales_locale_parent_id_uniqu\` ON \`projects_blocks_team_carousel_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`projects_blocks_team_grid_settings_hide_on\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`projects_blocks_team_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`projects_blocks_team_grid_settings_hide_on_order_idx\` ON \`projects_blocks_team_grid_settings_hide_on\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`projects_blocks_team_grid_settings_hide_on_parent_idx\` ON \`projects_blocks_team_grid_settings_hide_on\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`projects_blocks_team_grid\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`columns_desktop\` numeric DEFAULT 3,
  	\`columns_tablet\` numeric DEFAULT 2,
  	\`columns_phone\` numeric DEFAULT 1,
  	\`popup_autoplay\` integer DEFAULT false,
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
  await db.run(sql`CREATE INDEX \`projects_blocks_team_grid_order_idx\` ON \`projects_blocks_team_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`projects_blocks_team_grid_parent_id_idx\` ON \`projects_blocks_team_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`projects_blocks_team_grid_path_idx\` ON \`projects_blocks_team_grid\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`projects_blocks_team_grid_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`projects_blocks_team_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`projects_blocks_team_grid_locales_locale_parent_id_unique\` ON \`projects_blocks_team_grid_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_projects_v_blocks_team_carousel_settings_hide_on\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_projects_v_blocks_team_carousel\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_team_carousel_settings_hide_on_order_idx\` ON \`_projects_v_blocks_team_carousel_settings_hide_on\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_team_carousel_settings_hide_on_parent_idx\` ON \`_projects_v_blocks_team_carousel_settings_hide_on\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_projects_v_blocks_team_carousel\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`show_arrows\` integer DEFAULT true,
  	\`show_pagination\` integer DEFAULT true,
  	\`transition_speed\` numeric,
  	\`autoplay\` integer,
  	\`autoplay_speed\` numeric,
  	\`popup_autoplay\` integer DEFAULT false,
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
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_team_carousel_order_idx\` ON \`_projects_v_blocks_team_carousel\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_team_carousel_parent_id_idx\` ON \`_projects_v_blocks_team_carousel\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_team_carousel_path_idx\` ON \`_projects_v_blocks_team_carousel\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_projects_v_blocks_team_carousel_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_projects_v_blocks_team_carousel\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_projects_v_blocks_team_carousel_locales_locale_parent_id_un\` ON \`_projects_v_blocks_team_carousel_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_projects_v_blocks_team_grid_settings_hide_on\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_projects_v_blocks_team_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_team_grid_settings_hide_on_order_idx\` ON \`_projects_v_blocks_team_grid_settings_hide_on\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_team_grid_settings_hide_on_parent_idx\` ON \`_projects_v_blocks_team_grid_settings_hide_on\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_projects_v_blocks_team_grid\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`columns_desktop\` numeric DEFAULT 3,
  	\`columns_tablet\` numeric DEFAULT 2,
  	\`columns_phone\` numeric DEFAULT 1,
  	\`popup_autoplay\` integer DEFAULT false,
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
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_team_grid_order_idx\` ON \`_projects_v_blocks_team_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_team_grid_parent_id_idx\` ON \`_projects_v_blocks_team_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_team_grid_path_idx\` ON \`_projects_v_blocks_team_grid\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_projects_v_blocks_team_grid_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_projects_v_blocks_team_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_projects_v_blocks_team_grid_locales_locale_parent_id_unique\` ON \`_projects_v_blocks_team_grid_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`team_members_gallery\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`team_members\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`team_members_gallery_order_idx\` ON \`team_members_gallery\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`team_members_gallery_parent_id_idx\` ON \`team_members_gallery\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`team_members_gallery_image_idx\` ON \`team_members_gallery\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`team_members_gallery_locales\` (
  	\`caption\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`team_members_gallery\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`team_members_gallery_locales_locale_parent_id_unique\` ON \`team_members_gallery_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`team_members_skills\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`percent\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`team_members\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`team_members_skills_order_idx\` ON \`team_members_skills\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`team_members_skills_parent_id_idx\` ON \`team_members_skills\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`team_members_skills_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`team_members_skills\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`team_members_skills_locales_locale_parent_id_unique\` ON \`team_members_skills_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`team_members_social\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`network\` text,
  	\`url\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`team_members\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`team_members_social_order_idx\` ON \`team_members_social\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`team_members_social_parent_id_idx\` ON \`team_members_social\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`team_members\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`email\` text,
  	\`phone\` text,
  	\`order\` numeric DEFAULT 0,
  	\`public_profile\` integer DEFAULT true,
  	\`slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`team_members_slug_idx\` ON \`team_members\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`team_members_updated_at_idx\` ON \`team_members\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`team_members_created_at_idx\` ON \`team_members\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`team_members__status_idx\` ON \`team_members\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`team_members_locales\` (
  	\`role\` text,
  	\`department\` text,
  	\`short_bio\` text,
  	\`long_bio\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`team_members\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`team_members_locales_locale_parent_id_unique\` ON \`team_members_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_team_members_v_version_gallery\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_team_members_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_team_members_v_version_gallery_order_idx\` ON \`_team_members_v_version_gallery\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_team_members_v_version_gallery_parent_id_idx\` ON \`_team_members_v_version_gallery\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_team_members_v_version_gallery_image_idx\` ON \`_team_members_v_version_gallery\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_team_members_v_version_gallery_locales\` (
  	\`caption\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_team_members_v_version_gallery\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_team_members_v_version_gallery_locales_locale_parent_id_uni\` ON \`_team_members_v_version_gallery_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_team_members_v_version_skills\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`percent\` numeric,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_team_members_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_team_members_v_version_skills_order_idx\` ON \`_team_members_v_version_skills\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_team_members_v_version_skills_parent_id_idx\` ON \`_team_members_v_version_skills\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_team_members_v_version_skills_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_team_members_v_version_skills\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_team_members_v_version_skills_locales_locale_parent_id_uniq\` ON \`_team_members_v_version_skills_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_team_members_v_version_social\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`network\` text,
  	\`url\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_team_members_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_team_members_v_version_social_order_idx\` ON \`_team_members_v_version_social\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_team_members_v_version_social_parent_id_idx\` ON \`_team_members_v_version_social\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_team_members_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_name\` text,
  	\`version_email\` text,
  	\`version_phone\` text,
  	\`version_order\` numeric DEFAULT 0,
  	\`version_public_profile\` integer DEFAULT true,
  	\`version_slug\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`team_members\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_team_members_v_parent_idx\` ON \`_team_members_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_team_members_v_version_version_slug_idx\` ON \`_team_members_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_team_members_v_version_version_updated_at_idx\` ON \`_team_members_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_team_members_v_version_version_created_at_idx\` ON \`_team_members_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_team_members_v_version_version__status_idx\` ON \`_team_members_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_team_members_v_created_at_idx\` ON \`_team_members_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_team_members_v_updated_at_idx\` ON \`_team_members_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_team_members_v_snapshot_idx\` ON \`_team_members_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_team_members_v_published_locale_idx\` ON \`_team_members_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_team_members_v_latest_idx\` ON \`_team_members_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_team_members_v_locales\` (
  	\`version_role\` text,
  	\`version_department\` text,
  	\`version_short_bio\` text,
  	\`version_long_bio\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_team_members_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_team_members_v_locales_locale_parent_id_unique\` ON \`_team_members_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`team_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`print_title_suffix\` text DEFAULT ' – Team',
  	\`carousel_build\` numeric DEFAULT 1,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`ALTER TABLE \`pages_rels\` ADD \`team_members_id\` integer REFERENCES team_members(id);`)
  await db.run(sql`CREATE INDEX \`pages_rels_team_members_id_idx\` ON \`pages_rels\` (\`team_members_id\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v_rels\` ADD \`team_members_id\` integer REFERENCES team_members(id);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_team_members_id_idx\` ON \`_pages_v_rels\` (\`team_members_id\`);`)
  await db.run(sql`ALTER TABLE \`projects_rels\` ADD \`team_members_id\` integer REFERENCES team_members(id);`)
  await db.run(sql`CREATE INDEX \`projects_rels_team_members_id_idx\` ON \`projects_rels\` (\`team_members_id\`);`)
  await db.run(sql`ALTER TABLE \`_projects_v_rels\` ADD \`team_members_id\` integer REFERENCES team_members(id);`)
  await db.run(sql`CREATE INDEX \`_projects_v_rels_team_members_id_idx\` ON \`_projects_v_rels\` (\`team_members_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`team_members_id\` integer REFERENCES team_members(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_team_members_id_idx\` ON \`payload_locked_documents_rels\` (\`team_members_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_team_carousel_settings_hide_on\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_team_carousel\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_team_carousel_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_team_grid_settings_hide_on\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_team_grid\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_team_grid_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_team_carousel_settings_hide_on\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_team_carousel\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_team_carousel_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_team_grid_settings_hide_on\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_team_grid\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_team_grid_locales\`;`)
  await db.run(sql`DROP TABLE \`projects_blocks_team_carousel_settings_hide_on\`;`)
  await db.run(sql`DROP TABLE \`projects_blocks_team_carousel\`;`)
  await db.run(sql`DROP TABLE \`projects_blocks_team_carousel_locales\`;`)
  await db.run(sql`DROP TABLE \`projects_blocks_team_grid_settings_hide_on\`;`)
  await db.run(sql`DROP TABLE \`projects_blocks_team_grid\`;`)
  await db.run(sql`DROP TABLE \`projects_blocks_team_grid_locales\`;`)
  await db.run(sql`DROP TABLE \`_projects_v_blocks_team_carousel_settings_hide_on\`;`)
  await db.run(sql`DROP TABLE \`_projects_v_blocks_team_carousel\`;`)
  await db.run(sql`DROP TABLE \`_projects_v_blocks_team_carousel_locales\`;`)
  await db.run(sql`DROP TABLE \`_projects_v_blocks_team_grid_settings_hide_on\`;`)
  await db.run(sql`DROP TABLE \`_projects_v_blocks_team_grid\`;`)
  await db.run(sql`DROP TABLE \`_projects_v_blocks_team_grid_locales\`;`)
  await db.run(sql`DROP TABLE \`team_members_gallery\`;`)
  await db.run(sql`DROP TABLE \`team_members_gallery_locales\`;`)
  await db.run(sql`DROP TABLE \`team_members_skills\`;`)
  await db.run(sql`DROP TABLE \`team_members_skills_locales\`;`)
  await db.run(sql`DROP TABLE \`team_members_social\`;`)
  await db.run(sql`DROP TABLE \`team_members\`;`)
  await db.run(sql`DROP TABLE \`team_members_locales\`;`)
  await db.run(sql`DROP TABLE \`_team_members_v_version_gallery\`;`)
  await db.run(sql`DROP TABLE \`_team_members_v_version_gallery_locales\`;`)
  await db.run(sql`DROP TABLE \`_team_members_v_version_skills\`;`)
  await db.run(sql`DROP TABLE \`_team_members_v_version_skills_locales\`;`)
  await db.run(sql`DROP TABLE \`_team_members_v_version_social\`;`)
  await db.run(sql`DROP TABLE \`_team_members_v\`;`)
  await db.run(sql`DROP TABLE \`_team_members_v_locales\`;`)
  await db.run(sql`DROP TABLE \`team_settings\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_pages_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`posts_id\` integer,
  	\`projects_id\` integer,
  	\`categories_id\` integer,
  	\`project_categories_id\` integer,
  	\`media_id\` integer,
  	\`product_categories_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`projects_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`project_categories_id\`) REFERENCES \`project_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`product_categories_id\`) REFERENCES \`product_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_rels\`("id", "order", "parent_id", "path", "pages_id", "posts_id", "projects_id", "categories_id", "project_categories_id", "media_id", "product_categories_id") SELECT "id", "order", "parent_id", "path", "pages_id", "posts_id", "projects_id", "categories_id", "project_categories_id", "media_id", "product_categories_id" FROM \`pages_rels\`;`)
  await db.run(sql`DROP TABLE \`pages_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_rels\` RENAME TO \`pages_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`pages_rels_order_idx\` ON \`pages_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_parent_idx\` ON \`pages_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_path_idx\` ON \`pages_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_pages_id_idx\` ON \`pages_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_posts_id_idx\` ON \`pages_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_projects_id_idx\` ON \`pages_rels\` (\`projects_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_categories_id_idx\` ON \`pages_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_project_categories_id_idx\` ON \`pages_rels\` (\`project_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_media_id_idx\` ON \`pages_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_product_categories_id_idx\` ON \`pages_rels\` (\`product_categories_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`posts_id\` integer,
  	\`projects_id\` integer,
  	\`categories_id\` integer,
  	\`project_categories_id\` integer,
  	\`media_id\` integer,
  	\`product_categories_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`projects_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`project_categories_id\`) REFERENCES \`project_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`product_categories_id\`) REFERENCES \`product_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v_rels\`("id", "order", "parent_id", "path", "pages_id", "posts_id", "projects_id", "categories_id", "project_categories_id", "media_id", "product_categories_id") SELECT "id", "order", "parent_id", "path", "pages_id", "posts_id", "projects_id", "categories_id", "project_categories_id", "media_id", "product_categories_id" FROM \`_pages_v_rels\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v_rels\` RENAME TO \`_pages_v_rels\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_order_idx\` ON \`_pages_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_parent_idx\` ON \`_pages_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_path_idx\` ON \`_pages_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_pages_id_idx\` ON \`_pages_v_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_posts_id_idx\` ON \`_pages_v_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_projects_id_idx\` ON \`_pages_v_rels\` (\`projects_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_categories_id_idx\` ON \`_pages_v_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_project_categories_id_idx\` ON \`_pages_v_rels\` (\`project_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_media_id_idx\` ON \`_pages_v_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_product_categories_id_idx\` ON \`_pages_v_rels\` (\`product_categories_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_projects_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`posts_id\` integer,
  	\`projects_id\` integer,
  	\`categories_id\` integer,
  	\`media_id\` integer,
  	\`product_categories_id\` integer,
  	\`project_categories_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`projects_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`product_categories_id\`) REFERENCES \`product_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`project_categories_id\`) REFERENCES \`project_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_projects_rels\`("id", "order", "parent_id", "path", "pages_id", "posts_id", "projects_id", "categories_id", "media_id", "product_categories_id", "project_categories_id") SELECT "id", "order", "parent_id", "path", "pages_id", "posts_id", "projects_id", "categories_id", "media_id", "product_categories_id", "project_categories_id" FROM \`projects_rels\`;`)
  await db.run(sql`DROP TABLE \`projects_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_projects_rels\` RENAME TO \`projects_rels\`;`)
  await db.run(sql`CREATE INDEX \`projects_rels_order_idx\` ON \`projects_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`projects_rels_parent_idx\` ON \`projects_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`projects_rels_path_idx\` ON \`projects_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`projects_rels_pages_id_idx\` ON \`projects_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`projects_rels_posts_id_idx\` ON \`projects_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`projects_rels_projects_id_idx\` ON \`projects_rels\` (\`projects_id\`);`)
  await db.run(sql`CREATE INDEX \`projects_rels_categories_id_idx\` ON \`projects_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE INDEX \`projects_rels_media_id_idx\` ON \`projects_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`projects_rels_product_categories_id_idx\` ON \`projects_rels\` (\`product_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`projects_rels_project_categories_id_idx\` ON \`projects_rels\` (\`project_categories_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__projects_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`posts_id\` integer,
  	\`projects_id\` integer,
  	\`categories_id\` integer,
  	\`media_id\` integer,
  	\`product_categories_id\` integer,
  	\`project_categories_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_projects_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`projects_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`product_categories_id\`) REFERENCES \`product_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`project_categories_id\`) REFERENCES \`project_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__projects_v_rels\`("id", "order", "parent_id", "path", "pages_id", "posts_id", "projects_id", "categories_id", "media_id", "product_categories_id", "project_categories_id") SELECT "id", "order", "parent_id", "path", "pages_id", "posts_id", "projects_id", "categories_id", "media_id", "product_categories_id", "project_categories_id" FROM \`_projects_v_rels\`;`)
  await db.run(sql`DROP TABLE \`_projects_v_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new__projects_v_rels\` RENAME TO \`_projects_v_rels\`;`)
  await db.run(sql`CREATE INDEX \`_projects_v_rels_order_idx\` ON \`_projects_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_rels_parent_idx\` ON \`_projects_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_rels_path_idx\` ON \`_projects_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_rels_pages_id_idx\` ON \`_projects_v_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_rels_posts_id_idx\` ON \`_projects_v_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_rels_projects_id_idx\` ON \`_projects_v_rels\` (\`projects_id\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_rels_categories_id_idx\` ON \`_projects_v_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_rels_media_id_idx\` ON \`_projects_v_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_rels_product_categories_id_idx\` ON \`_projects_v_rels\` (\`product_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_rels_project_categories_id_idx\` ON \`_projects_v_rels\` (\`project_categories_id\`);`)
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
  	\`customers_id\` integer,
  	\`product_categories_id\` integer,
  	\`shipping_methods_id\` integer,
  	\`coupons_id\` integer,
  	\`product_reviews_id\` integer,
  	\`outbox_id\` integer,
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
  	FOREIGN KEY (\`customers_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`product_categories_id\`) REFERENCES \`product_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`shipping_methods_id\`) REFERENCES \`shipping_methods\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`coupons_id\`) REFERENCES \`coupons\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`product_reviews_id\`) REFERENCES \`product_reviews\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`outbox_id\`) REFERENCES \`outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade,
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
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "posts_id", "categories_id", "projects_id", "project_categories_id", "media_id", "users_id", "customers_id", "product_categories_id", "shipping_methods_id", "coupons_id", "product_reviews_id", "outbox_id", "addresses_id", "variants_id", "variant_types_id", "variant_options_id", "products_id", "carts_id", "orders_id", "transactions_id") SELECT "id", "order", "parent_id", "path", "pages_id", "posts_id", "categories_id", "projects_id", "project_categories_id", "media_id", "users_id", "customers_id", "product_categories_id", "shipping_methods_id", "coupons_id", "product_reviews_id", "outbox_id", "addresses_id", "variants_id", "variant_types_id", "variant_options_id", "products_id", "carts_id", "orders_id", "transactions_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_customers_id_idx\` ON \`payload_locked_documents_rels\` (\`customers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_product_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`product_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_shipping_methods_id_idx\` ON \`payload_locked_documents_rels\` (\`shipping_methods_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_coupons_id_idx\` ON \`payload_locked_documents_rels\` (\`coupons_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_product_reviews_id_idx\` ON \`payload_locked_documents_rels\` (\`product_reviews_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`outbox_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_addresses_id_idx\` ON \`payload_locked_documents_rels\` (\`addresses_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_variants_id_idx\` ON \`payload_locked_documents_rels\` (\`variants_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_variant_types_id_idx\` ON \`payload_locked_documents_rels\` (\`variant_types_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_variant_options_id_idx\` ON \`payload_locked_documents_rels\` (\`variant_options_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_products_id_idx\` ON \`payload_locked_documents_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_carts_id_idx\` ON \`payload_locked_documents_rels\` (\`carts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_orders_id_idx\` ON \`payload_locked_documents_rels\` (\`orders_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_transactions_id_idx\` ON \`payload_locked_documents_rels\` (\`transactions_id\`);`)
}
