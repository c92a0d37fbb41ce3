import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_countdown_settings_hide_on\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages_blocks_countdown\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_countdown_settings_hide_on_order_idx\` ON \`pages_blocks_countdown_settings_hide_on\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_countdown_settings_hide_on_parent_idx\` ON \`pages_blocks_countdown_settings_hide_on\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_countdown\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`end_time\` text,
  	\`show_end_time\` integer DEFAULT true,
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
  await db.run(sql`CREATE INDEX \`pages_blocks_countdown_order_idx\` ON \`pages_blocks_countdown\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_countdown_parent_id_idx\` ON \`pages_blocks_countdown\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_countdown_path_idx\` ON \`pages_blocks_countdown\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_countdown_locales\` (
  	\`title\` text,
  	\`end_message\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_countdown\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_countdown_locales_locale_parent_id_unique\` ON \`pages_blocks_countdown_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_circle_counter_settings_hide_on\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages_blocks_circle_counter\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_circle_counter_settings_hide_on_order_idx\` ON \`pages_blocks_circle_counter_settings_hide_on\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_circle_counter_settings_hide_on_parent_idx\` ON \`pages_blocks_circle_counter_settings_hide_on\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_circle_counter\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`percent\` numeric DEFAULT 50,
  	\`percent_sign\` integer DEFAULT true,
  	\`colours_desktop_bar\` text,
  	\`colours_desktop_track\` text,
  	\`colours_desktop_track_alpha\` numeric,
  	\`colours_tablet_bar\` text,
  	\`colours_tablet_track\` text,
  	\`colours_tablet_track_alpha\` numeric,
  	\`colours_phone_bar\` text,
  	\`colours_phone_track\` text,
  	\`colours_phone_track_alpha\` numeric,
  	\`colours_hover_bar\` text,
  	\`colours_hover_track\` text,
  	\`colours_hover_track_alpha\` numeric,
  	\`colours_sticky_bar\` text,
  	\`colours_sticky_track\` text,
  	\`colours_sticky_track_alpha\` numeric,
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
  await db.run(sql`CREATE INDEX \`pages_blocks_circle_counter_order_idx\` ON \`pages_blocks_circle_counter\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_circle_counter_parent_id_idx\` ON \`pages_blocks_circle_counter\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_circle_counter_path_idx\` ON \`pages_blocks_circle_counter\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_circle_counter_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_circle_counter\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_circle_counter_locales_locale_parent_id_unique\` ON \`pages_blocks_circle_counter_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_number_counter_settings_hide_on\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages_blocks_number_counter\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_number_counter_settings_hide_on_order_idx\` ON \`pages_blocks_number_counter_settings_hide_on\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_number_counter_settings_hide_on_parent_idx\` ON \`pages_blocks_number_counter_settings_hide_on\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_number_counter\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` numeric DEFAULT 50,
  	\`separator\` text DEFAULT 'space',
  	\`percent_sign\` integer DEFAULT false,
  	\`colours_desktop_number\` text,
  	\`colours_tablet_number\` text,
  	\`colours_phone_number\` text,
  	\`colours_hover_number\` text,
  	\`colours_sticky_number\` text,
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
  await db.run(sql`CREATE INDEX \`pages_blocks_number_counter_order_idx\` ON \`pages_blocks_number_counter\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_number_counter_parent_id_idx\` ON \`pages_blocks_number_counter\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_number_counter_path_idx\` ON \`pages_blocks_number_counter\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_number_counter_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_number_counter\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_number_counter_locales_locale_parent_id_unique\` ON \`pages_blocks_number_counter_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_bar_counters_bars\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`percent\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_bar_counters\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_bar_counters_bars_order_idx\` ON \`pages_blocks_bar_counters_bars\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_bar_counters_bars_parent_id_idx\` ON \`pages_blocks_bar_counters_bars\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_bar_counters_bars_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_bar_counters_bars\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_bar_counters_bars_locales_locale_parent_id_uniq\` ON \`pages_blocks_bar_counters_bars_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_bar_counters_settings_hide_on\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages_blocks_bar_counters\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_bar_counters_settings_hide_on_order_idx\` ON \`pages_blocks_bar_counters_settings_hide_on\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_bar_counters_settings_hide_on_parent_idx\` ON \`pages_blocks_bar_counters_settings_hide_on\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_bar_counters\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`show_percent\` integer DEFAULT true,
  	\`colours_desktop_bar\` text,
  	\`colours_desktop_track\` text,
  	\`colours_desktop_track_alpha\` numeric,
  	\`colours_tablet_bar\` text,
  	\`colours_tablet_track\` text,
  	\`colours_tablet_track_alpha\` numeric,
  	\`colours_phone_bar\` text,
  	\`colours_phone_track\` text,
  	\`colours_phone_track_alpha\` numeric,
  	\`colours_hover_bar\` text,
  	\`colours_hover_track\` text,
  	\`colours_hover_track_alpha\` numeric,
  	\`colours_sticky_bar\` text,
  	\`colours_sticky_track\` text,
  	\`colours_sticky_track_alpha\` numeric,
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
  await db.run(sql`CREATE INDEX \`pages_blocks_bar_counters_order_idx\` ON \`pages_blocks_bar_counters\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_bar_counters_parent_id_idx\` ON \`pages_blocks_bar_counters\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_bar_counters_path_idx\` ON \`pages_blocks_bar_counters\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_tabs_tabs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_tabs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_tabs_tabs_order_idx\` ON \`pages_blocks_tabs_tabs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_tabs_tabs_parent_id_idx\` ON \`pages_blocks_tabs_tabs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_tabs_tabs_locales\` (
  	\`title\` text,
  	\`content\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_tabs_tabs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_tabs_tabs_locales_locale_parent_id_unique\` ON \`pages_blocks_tabs_tabs_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_tabs_settings_hide_on\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages_blocks_tabs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_tabs_settings_hide_on_order_idx\` ON \`pages_blocks_tabs_settings_hide_on\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_tabs_settings_hide_on_parent_idx\` ON \`pages_blocks_tabs_settings_hide_on\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_tabs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`activation\` text DEFAULT 'automatic',
  	\`active_background\` text,
  	\`inactive_background\` text,
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
  await db.run(sql`CREATE INDEX \`pages_blocks_tabs_order_idx\` ON \`pages_blocks_tabs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_tabs_parent_id_idx\` ON \`pages_blocks_tabs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_tabs_path_idx\` ON \`pages_blocks_tabs\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_tabs_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_tabs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_tabs_locales_locale_parent_id_unique\` ON \`pages_blocks_tabs_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_toggle_settings_hide_on\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages_blocks_toggle\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_toggle_settings_hide_on_order_idx\` ON \`pages_blocks_toggle_settings_hide_on\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_toggle_settings_hide_on_parent_idx\` ON \`pages_blocks_toggle_settings_hide_on\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_toggle\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`open\` integer DEFAULT false,
  	\`icon\` text DEFAULT 'plus',
  	\`open_background\` text,
  	\`closed_background\` text,
  	\`icon_color\` text,
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
  await db.run(sql`CREATE INDEX \`pages_blocks_toggle_order_idx\` ON \`pages_blocks_toggle\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_toggle_parent_id_idx\` ON \`pages_blocks_toggle\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_toggle_path_idx\` ON \`pages_blocks_toggle\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_toggle_locales\` (
  	\`title\` text,
  	\`content\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_toggle\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_toggle_locales_locale_parent_id_unique\` ON \`pages_blocks_toggle_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_accordion_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_accordion\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_accordion_items_order_idx\` ON \`pages_blocks_accordion_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_accordion_items_parent_id_idx\` ON \`pages_blocks_accordion_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_accordion_items_locales\` (
  	\`title\` text,
  	\`content\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_accordion_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_accordion_items_locales_locale_parent_id_unique\` ON \`pages_blocks_accordion_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_accordion_settings_hide_on\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages_blocks_accordion\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_accordion_settings_hide_on_order_idx\` ON \`pages_blocks_accordion_settings_hide_on\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_accordion_settings_hide_on_parent_idx\` ON \`pages_blocks_accordion_settings_hide_on\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_accordion\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`open_item\` numeric DEFAULT 1,
  	\`icon\` text DEFAULT 'plus',
  	\`open_background\` text,
  	\`closed_background\` text,
  	\`icon_color\` text,
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
  await db.run(sql`CREATE INDEX \`pages_blocks_accordion_order_idx\` ON \`pages_blocks_accordion\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_accordion_parent_id_idx\` ON \`pages_blocks_accordion\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_accordion_path_idx\` ON \`pages_blocks_accordion\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`filt_portfolio_settings_hide_on\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`filt_portfolio\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`filt_portfolio_settings_hide_on_order_idx\` ON \`filt_portfolio_settings_hide_on\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`filt_portfolio_settings_hide_on_parent_idx\` ON \`filt_portfolio_settings_hide_on\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`filt_portfolio\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`filt_portfolio_order_idx\` ON \`filt_portfolio\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`filt_portfolio_parent_id_idx\` ON \`filt_portfolio\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`filt_portfolio_path_idx\` ON \`filt_portfolio\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`filt_portfolio_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`filt_portfolio\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`filt_portfolio_locales_locale_parent_id_unique\` ON \`filt_portfolio_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_blog_listing_settings_hide_on\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages_blocks_blog_listing\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_blog_listing_settings_hide_on_order_idx\` ON \`pages_blocks_blog_listing_settings_hide_on\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_blog_listing_settings_hide_on_parent_idx\` ON \`pages_blocks_blog_listing_settings_hide_on\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_blog_listing\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`layout\` text DEFAULT 'grid',
  	\`posts_number\` numeric DEFAULT 6,
  	\`show_image\` integer DEFAULT true,
  	\`show_excerpt\` integer DEFAULT true,
  	\`show_meta\` integer DEFAULT true,
  	\`show_pagination\` integer DEFAULT true,
  	\`ajax_pagination\` integer DEFAULT true,
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
  await db.run(sql`CREATE INDEX \`pages_blocks_blog_listing_order_idx\` ON \`pages_blocks_blog_listing\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_blog_listing_parent_id_idx\` ON \`pages_blocks_blog_listing\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_blog_listing_path_idx\` ON \`pages_blocks_blog_listing\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_blog_listing_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_blog_listing\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_blog_listing_locales_locale_parent_id_unique\` ON \`pages_blocks_blog_listing_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_search_form_settings_hide_on\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages_blocks_search_form\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_search_form_settings_hide_on_order_idx\` ON \`pages_blocks_search_form_settings_hide_on\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_search_form_settings_hide_on_parent_idx\` ON \`pages_blocks_search_form_settings_hide_on\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_search_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`hide_label\` integer,
  	\`button_style\` text DEFAULT 'primary',
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
  await db.run(sql`CREATE INDEX \`pages_blocks_search_form_order_idx\` ON \`pages_blocks_search_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_search_form_parent_id_idx\` ON \`pages_blocks_search_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_search_form_path_idx\` ON \`pages_blocks_search_form\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_search_form_locales\` (
  	\`label\` text,
  	\`placeholder\` text,
  	\`button_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_search_form\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_search_form_locales_locale_parent_id_unique\` ON \`pages_blocks_search_form_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_countdown_settings_hide_on\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_pages_v_blocks_countdown\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_countdown_settings_hide_on_order_idx\` ON \`_pages_v_blocks_countdown_settings_hide_on\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_countdown_settings_hide_on_parent_idx\` ON \`_pages_v_blocks_countdown_settings_hide_on\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_countdown\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`end_time\` text,
  	\`show_end_time\` integer DEFAULT true,
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
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_countdown_order_idx\` ON \`_pages_v_blocks_countdown\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_countdown_parent_id_idx\` ON \`_pages_v_blocks_countdown\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_countdown_path_idx\` ON \`_pages_v_blocks_countdown\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_countdown_locales\` (
  	\`title\` text,
  	\`end_message\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_countdown\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_countdown_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_countdown_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_circle_counter_settings_hide_on\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_pages_v_blocks_circle_counter\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_circle_counter_settings_hide_on_order_idx\` ON \`_pages_v_blocks_circle_counter_settings_hide_on\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_circle_counter_settings_hide_on_parent_idx\` ON \`_pages_v_blocks_circle_counter_settings_hide_on\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_circle_counter\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`percent\` numeric DEFAULT 50,
  	\`percent_sign\` integer DEFAULT true,
  	\`colours_desktop_bar\` text,
  	\`colours_desktop_track\` text,
  	\`colours_desktop_track_alpha\` numeric,
  	\`colours_tablet_bar\` text,
  	\`colours_tablet_track\` text,
  	\`colours_tablet_track_alpha\` numeric,
  	\`colours_phone_bar\` text,
  	\`colours_phone_track\` text,
  	\`colours_phone_track_alpha\` numeric,
  	\`colours_hover_bar\` text,
  	\`colours_hover_track\` text,
  	\`colours_hover_track_alpha\` numeric,
  	\`colours_sticky_bar\` text,
  	\`colours_sticky_track\` text,
  	\`colours_sticky_track_alpha\` numeric,
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
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_circle_counter_order_idx\` ON \`_pages_v_blocks_circle_counter\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_circle_counter_parent_id_idx\` ON \`_pages_v_blocks_circle_counter\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_circle_counter_path_idx\` ON \`_pages_v_blocks_circle_counter\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_circle_counter_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_circle_counter\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_circle_counter_locales_locale_parent_id_uniq\` ON \`_pages_v_blocks_circle_counter_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_number_counter_settings_hide_on\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_pages_v_blocks_number_counter\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_number_counter_settings_hide_on_order_idx\` ON \`_pages_v_blocks_number_counter_settings_hide_on\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_number_counter_settings_hide_on_parent_idx\` ON \`_pages_v_blocks_number_counter_settings_hide_on\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_number_counter\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`value\` numeric DEFAULT 50,
  	\`separator\` text DEFAULT 'space',
  	\`percent_sign\` integer DEFAULT false,
  	\`colours_desktop_number\` text,
  	\`colours_tablet_number\` text,
  	\`colours_phone_number\` text,
  	\`colours_hover_number\` text,
  	\`colours_sticky_number\` text,
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
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_number_counter_order_idx\` ON \`_pages_v_blocks_number_counter\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_number_counter_parent_id_idx\` ON \`_pages_v_blocks_number_counter\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_number_counter_path_idx\` ON \`_pages_v_blocks_number_counter\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_number_counter_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_number_counter\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_number_counter_locales_locale_parent_id_uniq\` ON \`_pages_v_blocks_number_counter_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_bar_counters_bars\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`percent\` numeric,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_bar_counters\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_bar_counters_bars_order_idx\` ON \`_pages_v_blocks_bar_counters_bars\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_bar_counters_bars_parent_id_idx\` ON \`_pages_v_blocks_bar_counters_bars\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_bar_counters_bars_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_bar_counters_bars\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_bar_counters_bars_locales_locale_parent_id_u\` ON \`_pages_v_blocks_bar_counters_bars_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_bar_counters_settings_hide_on\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_pages_v_blocks_bar_counters\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_bar_counters_settings_hide_on_order_idx\` ON \`_pages_v_blocks_bar_counters_settings_hide_on\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_bar_counters_settings_hide_on_parent_idx\` ON \`_pages_v_blocks_bar_counters_settings_hide_on\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_bar_counters\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`show_percent\` integer DEFAULT true,
  	\`colours_desktop_bar\` text,
  	\`colours_desktop_track\` text,
  	\`colours_desktop_track_alpha\` numeric,
  	\`colours_tablet_bar\` text,
  	\`colours_tablet_track\` text,
  	\`colours_tablet_track_alpha\` numeric,
  	\`colours_phone_bar\` text,
  	\`colours_phone_track\` text,
  	\`colours_phone_track_alpha\` numeric,
  	\`colours_hover_bar\` text,
  	\`colours_hover_track\` text,
  	\`colours_hover_track_alpha\` numeric,
  	\`colours_sticky_bar\` text,
  	\`colours_sticky_track\` text,
  	\`colours_sticky_track_alpha\` numeric,
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
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_bar_counters_order_idx\` ON \`_pages_v_blocks_bar_counters\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_bar_counters_parent_id_idx\` ON \`_pages_v_blocks_bar_counters\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_bar_counters_path_idx\` ON \`_pages_v_blocks_bar_counters\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_tabs_tabs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_tabs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_tabs_tabs_order_idx\` ON \`_pages_v_blocks_tabs_tabs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_tabs_tabs_parent_id_idx\` ON \`_pages_v_blocks_tabs_tabs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_tabs_tabs_locales\` (
  	\`title\` text,
  	\`content\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_tabs_tabs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_tabs_tabs_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_tabs_tabs_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_tabs_settings_hide_on\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_pages_v_blocks_tabs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_tabs_settings_hide_on_order_idx\` ON \`_pages_v_blocks_tabs_settings_hide_on\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_tabs_settings_hide_on_parent_idx\` ON \`_pages_v_blocks_tabs_settings_hide_on\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_tabs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`activation\` text DEFAULT 'automatic',
  	\`active_background\` text,
  	\`inactive_background\` text,
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
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_tabs_order_idx\` ON \`_pages_v_blocks_tabs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_tabs_parent_id_idx\` ON \`_pages_v_blocks_tabs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_tabs_path_idx\` ON \`_pages_v_blocks_tabs\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_tabs_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_tabs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_tabs_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_tabs_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_toggle_settings_hide_on\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_pages_v_blocks_toggle\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_toggle_settings_hide_on_order_idx\` ON \`_pages_v_blocks_toggle_settings_hide_on\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_toggle_settings_hide_on_parent_idx\` ON \`_pages_v_blocks_toggle_settings_hide_on\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_toggle\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`open\` integer DEFAULT false,
  	\`icon\` text DEFAULT 'plus',
  	\`open_background\` text,
  	\`closed_background\` text,
  	\`icon_color\` text,
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
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_toggle_order_idx\` ON \`_pages_v_blocks_toggle\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_toggle_parent_id_idx\` ON \`_pages_v_blocks_toggle\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_toggle_path_idx\` ON \`_pages_v_blocks_toggle\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_toggle_locales\` (
  	\`title\` text,
  	\`content\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_toggle\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_toggle_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_toggle_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_accordion_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_accordion\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_accordion_items_order_idx\` ON \`_pages_v_blocks_accordion_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_accordion_items_parent_id_idx\` ON \`_pages_v_blocks_accordion_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_accordion_items_locales\` (
  	\`title\` text,
  	\`content\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_accordion_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_accordion_items_locales_locale_parent_id_uni\` ON \`_pages_v_blocks_accordion_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_accordion_settings_hide_on\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_pages_v_blocks_accordion\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_accordion_settings_hide_on_order_idx\` ON \`_pages_v_blocks_accordion_settings_hide_on\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_accordion_settings_hide_on_parent_idx\` ON \`_pages_v_blocks_accordion_settings_hide_on\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_accordion\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`open_item\` numeric DEFAULT 1,
  	\`icon\` text DEFAULT 'plus',
  	\`open_background\` text,
  	\`closed_background\` text,
  	\`icon_color\` text,
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
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_accordion_order_idx\` ON \`_pages_v_blocks_accordion\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_accordion_parent_id_idx\` ON \`_pages_v_blocks_accordion\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_accordion_path_idx\` ON \`_pages_v_blocks_accordion\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_filt_portfolio_v_settings_hide_on\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_filt_portfolio_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_filt_portfolio_v_settings_hide_on_order_idx\` ON \`_filt_portfolio_v_settings_hide_on\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_filt_portfolio_v_settings_hide_on_parent_idx\` ON \`_filt_portfolio_v_settings_hide_on\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_filt_portfolio_v\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_filt_portfolio_v_order_idx\` ON \`_filt_portfolio_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_filt_portfolio_v_parent_id_idx\` ON \`_filt_portfolio_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_filt_portfolio_v_path_idx\` ON \`_filt_portfolio_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_filt_portfolio_v_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_filt_portfolio_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_filt_portfolio_v_locales_locale_parent_id_unique\` ON \`_filt_portfolio_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_blog_listing_settings_hide_on\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_pages_v_blocks_blog_listing\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_blog_listing_settings_hide_on_order_idx\` ON \`_pages_v_blocks_blog_listing_settings_hide_on\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_blog_listing_settings_hide_on_parent_idx\` ON \`_pages_v_blocks_blog_listing_settings_hide_on\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_blog_listing\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`layout\` text DEFAULT 'grid',
  	\`posts_number\` numeric DEFAULT 6,
  	\`show_image\` integer DEFAULT true,
  	\`show_excerpt\` integer DEFAULT true,
  	\`show_meta\` integer DEFAULT true,
  	\`show_pagination\` integer DEFAULT true,
  	\`ajax_pagination\` integer DEFAULT true,
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
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_blog_listing_order_idx\` ON \`_pages_v_blocks_blog_listing\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_blog_listing_parent_id_idx\` ON \`_pages_v_blocks_blog_listing\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_blog_listing_path_idx\` ON \`_pages_v_blocks_blog_listing\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_blog_listing_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_blog_listing\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_blog_listing_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_blog_listing_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_search_form_settings_hide_on\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_pages_v_blocks_search_form\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_search_form_settings_hide_on_order_idx\` ON \`_pages_v_blocks_search_form_settings_hide_on\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_search_form_settings_hide_on_parent_idx\` ON \`_pages_v_blocks_search_form_settings_hide_on\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_search_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`hide_label\` integer,
  	\`button_style\` text DEFAULT 'primary',
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
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_search_form_order_idx\` ON \`_pages_v_blocks_search_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_search_form_parent_id_idx\` ON \`_pages_v_blocks_search_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_search_form_path_idx\` ON \`_pages_v_blocks_search_form\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_search_form_locales\` (
  	\`label\` text,
  	\`placeholder\` text,
  	\`button_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_search_form\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_search_form_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_search_form_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`projects_blocks_countdown_settings_hide_on\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`projects_blocks_countdown\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`projects_blocks_countdown_settings_hide_on_order_idx\` ON \`projects_blocks_countdown_settings_hide_on\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`projects_blocks_countdown_settings_hide_on_parent_idx\` ON \`projects_blocks_countdown_settings_hide_on\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`projects_blocks_countdown\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`end_time\` text,
  	\`show_end_time\` integer DEFAULT true,
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
  await db.run(sql`CREATE INDEX \`projects_blocks_countdown_order_idx\` ON \`projects_blocks_countdown\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`projects_blocks_countdown_parent_id_idx\` ON \`projects_blocks_countdown\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`projects_blocks_countdown_path_idx\` ON \`projects_blocks_countdown\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`projects_blocks_countdown_locales\` (
  	\`title\` text,
  	\`end_message\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`projects_blocks_countdown\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`projects_blocks_countdown_locales_locale_parent_id_unique\` ON \`projects_blocks_countdown_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`projects_blocks_circle_counter_settings_hide_on\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`projects_blocks_circle_counter\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`projects_blocks_circle_counter_settings_hide_on_order_idx\` ON \`projects_blocks_circle_counter_settings_hide_on\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`projects_blocks_circle_counter_settings_hide_on_parent_idx\` ON \`projects_blocks_circle_counter_settings_hide_on\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`projects_blocks_circle_counter\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`percent\` numeric DEFAULT 50,
  	\`percent_sign\` integer DEFAULT true,
  	\`colours_desktop_bar\` text,
  	\`colours_desktop_track\` text,
  	\`colours_desktop_track_alpha\` numeric,
  	\`colours_tablet_bar\` text,
  	\`colours_tablet_track\` text,
  	\`colours_tablet_track_alpha\` numeric,
  	\`colours_phone_bar\` text,
  	\`colours_phone_track\` text,
  	\`colours_phone_track_alpha\` numeric,
  	\`colours_hover_bar\` text,
  	\`colours_hover_track\` text,
  	\`colours_hover_track_alpha\` numeric,
  	\`colours_sticky_bar\` text,
  	\`colours_sticky_track\` text,
  	\`colours_sticky_track_alpha\` numeric,
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
  await db.run(sql`CREATE INDEX \`projects_blocks_circle_counter_order_idx\` ON \`projects_blocks_circle_counter\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`projects_blocks_circle_counter_parent_id_idx\` ON \`projects_blocks_circle_counter\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`projects_blocks_circle_counter_path_idx\` ON \`projects_blocks_circle_counter\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`projects_blocks_circle_counter_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`projects_blocks_circle_counter\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`projects_blocks_circle_counter_locales_locale_parent_id_uniq\` ON \`projects_blocks_circle_counter_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`projects_blocks_number_counter_settings_hide_on\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`projects_blocks_number_counter\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`projects_blocks_number_counter_settings_hide_on_order_idx\` ON \`projects_blocks_number_counter_settings_hide_on\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`projects_blocks_number_counter_settings_hide_on_parent_idx\` ON \`projects_blocks_number_counter_settings_hide_on\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`projects_blocks_number_counter\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` numeric DEFAULT 50,
  	\`separator\` text DEFAULT 'space',
  	\`percent_sign\` integer DEFAULT false,
  	\`colours_desktop_number\` text,
  	\`colours_tablet_number\` text,
  	\`colours_phone_number\` text,
  	\`colours_hover_number\` text,
  	\`colours_sticky_number\` text,
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
  await db.run(sql`CREATE INDEX \`projects_blocks_number_counter_order_idx\` ON \`projects_blocks_number_counter\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`projects_blocks_number_counter_parent_id_idx\` ON \`projects_blocks_number_counter\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`projects_blocks_number_counter_path_idx\` ON \`projects_blocks_number_counter\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`projects_blocks_number_counter_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`projects_blocks_number_counter\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`projects_blocks_number_counter_locales_locale_parent_id_uniq\` ON \`projects_blocks_number_counter_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`projects_blocks_bar_counters_bars\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`percent\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`projects_blocks_bar_counters\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`projects_blocks_bar_counters_bars_order_idx\` ON \`projects_blocks_bar_counters_bars\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`projects_blocks_bar_counters_bars_parent_id_idx\` ON \`projects_blocks_bar_counters_bars\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`projects_blocks_bar_counters_bars_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`projects_blocks_bar_counters_bars\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`projects_blocks_bar_counters_bars_locales_locale_parent_id_u\` ON \`projects_blocks_bar_counters_bars_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`projects_blocks_bar_counters_settings_hide_on\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`projects_blocks_bar_counters\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`projects_blocks_bar_counters_settings_hide_on_order_idx\` ON \`projects_blocks_bar_counters_settings_hide_on\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`projects_blocks_bar_counters_settings_hide_on_parent_idx\` ON \`projects_blocks_bar_counters_settings_hide_on\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`projects_blocks_bar_counters\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`show_percent\` integer DEFAULT true,
  	\`colours_desktop_bar\` text,
  	\`colours_desktop_track\` text,
  	\`colours_desktop_track_alpha\` numeric,
  	\`colours_tablet_bar\` text,
  	\`colours_tablet_track\` text,
  	\`colours_tablet_track_alpha\` numeric,
  	\`colours_phone_bar\` text,
  	\`colours_phone_track\` text,
  	\`colours_phone_track_alpha\` numeric,
  	\`colours_hover_bar\` text,
  	\`colours_hover_track\` text,
  	\`colours_hover_track_alpha\` numeric,
  	\`colours_sticky_bar\` text,
  	\`colours_sticky_track\` text,
  	\`colours_sticky_track_alpha\` numeric,
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
  await db.run(sql`CREATE INDEX \`projects_blocks_bar_counters_order_idx\` ON \`projects_blocks_bar_counters\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`projects_blocks_bar_counters_parent_id_idx\` ON \`projects_blocks_bar_counters\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`projects_blocks_bar_counters_path_idx\` ON \`projects_blocks_bar_counters\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`projects_blocks_tabs_tabs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`projects_blocks_tabs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`projects_blocks_tabs_tabs_order_idx\` ON \`projects_blocks_tabs_tabs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`projects_blocks_tabs_tabs_parent_id_idx\` ON \`projects_blocks_tabs_tabs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`projects_blocks_tabs_tabs_locales\` (
  	\`title\` text,
  	\`content\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`projects_blocks_tabs_tabs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`projects_blocks_tabs_tabs_locales_locale_parent_id_unique\` ON \`projects_blocks_tabs_tabs_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`projects_blocks_tabs_settings_hide_on\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`projects_blocks_tabs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`projects_blocks_tabs_settings_hide_on_order_idx\` ON \`projects_blocks_tabs_settings_hide_on\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`projects_blocks_tabs_settings_hide_on_parent_idx\` ON \`projects_blocks_tabs_settings_hide_on\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`projects_blocks_tabs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`activation\` text DEFAULT 'automatic',
  	\`active_background\` text,
  	\`inactive_background\` text,
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
  await db.run(sql`CREATE INDEX \`projects_blocks_tabs_order_idx\` ON \`projects_blocks_tabs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`projects_blocks_tabs_parent_id_idx\` ON \`projects_blocks_tabs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`projects_blocks_tabs_path_idx\` ON \`projects_blocks_tabs\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`projects_blocks_tabs_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`projects_blocks_tabs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`projects_blocks_tabs_locales_locale_parent_id_unique\` ON \`projects_blocks_tabs_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`projects_blocks_toggle_settings_hide_on\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`projects_blocks_toggle\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`projects_blocks_toggle_settings_hide_on_order_idx\` ON \`projects_blocks_toggle_settings_hide_on\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`projects_blocks_toggle_settings_hide_on_parent_idx\` ON \`projects_blocks_toggle_settings_hide_on\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`projects_blocks_toggle\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`open\` integer DEFAULT false,
  	\`icon\` text DEFAULT 'plus',
  	\`open_background\` text,
  	\`closed_background\` text,
  	\`icon_color\` text,
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
  await db.run(sql`CREATE INDEX \`projects_blocks_toggle_order_idx\` ON \`projects_blocks_toggle\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`projects_blocks_toggle_parent_id_idx\` ON \`projects_blocks_toggle\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`projects_blocks_toggle_path_idx\` ON \`projects_blocks_toggle\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`projects_blocks_toggle_locales\` (
  	\`title\` text,
  	\`content\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`projects_blocks_toggle\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`projects_blocks_toggle_locales_locale_parent_id_unique\` ON \`projects_blocks_toggle_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`projects_blocks_accordion_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`projects_blocks_accordion\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`projects_blocks_accordion_items_order_idx\` ON \`projects_blocks_accordion_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`projects_blocks_accordion_items_parent_id_idx\` ON \`projects_blocks_accordion_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`projects_blocks_accordion_items_locales\` (
  	\`title\` text,
  	\`content\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`projects_blocks_accordion_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`projects_blocks_accordion_items_locales_locale_parent_id_uni\` ON \`projects_blocks_accordion_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`projects_blocks_accordion_settings_hide_on\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`projects_blocks_accordion\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`projects_blocks_accordion_settings_hide_on_order_idx\` ON \`projects_blocks_accordion_settings_hide_on\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`projects_blocks_accordion_settings_hide_on_parent_idx\` ON \`projects_blocks_accordion_settings_hide_on\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`projects_blocks_accordion\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`open_item\` numeric DEFAULT 1,
  	\`icon\` text DEFAULT 'plus',
  	\`open_background\` text,
  	\`closed_background\` text,
  	\`icon_color\` text,
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
  await db.run(sql`CREATE INDEX \`projects_blocks_accordion_order_idx\` ON \`projects_blocks_accordion\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`projects_blocks_accordion_parent_id_idx\` ON \`projects_blocks_accordion\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`projects_blocks_accordion_path_idx\` ON \`projects_blocks_accordion\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`projects_blocks_blog_listing_settings_hide_on\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`projects_blocks_blog_listing\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`projects_blocks_blog_listing_settings_hide_on_order_idx\` ON \`projects_blocks_blog_listing_settings_hide_on\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`projects_blocks_blog_listing_settings_hide_on_parent_idx\` ON \`projects_blocks_blog_listing_settings_hide_on\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`projects_blocks_blog_listing\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`layout\` text DEFAULT 'grid',
  	\`posts_number\` numeric DEFAULT 6,
  	\`show_image\` integer DEFAULT true,
  	\`show_excerpt\` integer DEFAULT true,
  	\`show_meta\` integer DEFAULT true,
  	\`show_pagination\` integer DEFAULT true,
  	\`ajax_pagination\` integer DEFAULT true,
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
  await db.run(sql`CREATE INDEX \`projects_blocks_blog_listing_order_idx\` ON \`projects_blocks_blog_listing\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`projects_blocks_blog_listing_parent_id_idx\` ON \`projects_blocks_blog_listing\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`projects_blocks_blog_listing_path_idx\` ON \`projects_blocks_blog_listing\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`projects_blocks_blog_listing_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`projects_blocks_blog_listing\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`projects_blocks_blog_listing_locales_locale_parent_id_unique\` ON \`projects_blocks_blog_listing_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`projects_blocks_search_form_settings_hide_on\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`projects_blocks_search_form\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`projects_blocks_search_form_settings_hide_on_order_idx\` ON \`projects_blocks_search_form_settings_hide_on\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`projects_blocks_search_form_settings_hide_on_parent_idx\` ON \`projects_blocks_search_form_settings_hide_on\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`projects_blocks_search_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`hide_label\` integer,
  	\`button_style\` text DEFAULT 'primary',
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
  await db.run(sql`CREATE INDEX \`projects_blocks_search_form_order_idx\` ON \`projects_blocks_search_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`projects_blocks_search_form_parent_id_idx\` ON \`projects_blocks_search_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`projects_blocks_search_form_path_idx\` ON \`projects_blocks_search_form\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`projects_blocks_search_form_locales\` (
  	\`label\` text,
  	\`placeholder\` text,
  	\`button_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`projects_blocks_search_form\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`projects_blocks_search_form_locales_locale_parent_id_unique\` ON \`projects_blocks_search_form_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_projects_v_blocks_countdown_settings_hide_on\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_projects_v_blocks_countdown\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_countdown_settings_hide_on_order_idx\` ON \`_projects_v_blocks_countdown_settings_hide_on\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_countdown_settings_hide_on_parent_idx\` ON \`_projects_v_blocks_countdown_settings_hide_on\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_projects_v_blocks_countdown\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`end_time\` text,
  	\`show_end_time\` integer DEFAULT true,
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
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_countdown_order_idx\` ON \`_projects_v_blocks_countdown\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_countdown_parent_id_idx\` ON \`_projects_v_blocks_countdown\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_countdown_path_idx\` ON \`_projects_v_blocks_countdown\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_projects_v_blocks_countdown_locales\` (
  	\`title\` text,
  	\`end_message\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_projects_v_blocks_countdown\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_projects_v_blocks_countdown_locales_locale_parent_id_unique\` ON \`_projects_v_blocks_countdown_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_projects_v_blocks_circle_counter_settings_hide_on\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_projects_v_blocks_circle_counter\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_circle_counter_settings_hide_on_order_idx\` ON \`_projects_v_blocks_circle_counter_settings_hide_on\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_circle_counter_settings_hide_on_parent_idx\` ON \`_projects_v_blocks_circle_counter_settings_hide_on\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_projects_v_blocks_circle_counter\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`percent\` numeric DEFAULT 50,
  	\`percent_sign\` integer DEFAULT true,
  	\`colours_desktop_bar\` text,
  	\`colours_desktop_track\` text,
  	\`colours_desktop_track_alpha\` numeric,
  	\`colours_tablet_bar\` text,
  	\`colours_tablet_track\` text,
  	\`colours_tablet_track_alpha\` numeric,
  	\`colours_phone_bar\` text,
  	\`colours_phone_track\` text,
  	\`colours_phone_track_alpha\` numeric,
  	\`colours_hover_bar\` text,
  	\`colours_hover_track\` text,
  	\`colours_hover_track_alpha\` numeric,
  	\`colours_sticky_bar\` text,
  	\`colours_sticky_track\` text,
  	\`colours_sticky_track_alpha\` numeric,
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
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_circle_counter_order_idx\` ON \`_projects_v_blocks_circle_counter\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_circle_counter_parent_id_idx\` ON \`_projects_v_blocks_circle_counter\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_circle_counter_path_idx\` ON \`_projects_v_blocks_circle_counter\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_projects_v_blocks_circle_counter_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_projects_v_blocks_circle_counter\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_projects_v_blocks_circle_counter_locales_locale_parent_id_u\` ON \`_projects_v_blocks_circle_counter_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_projects_v_blocks_number_counter_settings_hide_on\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_projects_v_blocks_number_counter\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_number_counter_settings_hide_on_order_idx\` ON \`_projects_v_blocks_number_counter_settings_hide_on\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_number_counter_settings_hide_on_parent_idx\` ON \`_projects_v_blocks_number_counter_settings_hide_on\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_projects_v_blocks_number_counter\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`value\` numeric DEFAULT 50,
  	\`separator\` text DEFAULT 'space',
  	\`percent_sign\` integer DEFAULT false,
  	\`colours_desktop_number\` text,
  	\`colours_tablet_number\` text,
  	\`colours_phone_number\` text,
  	\`colours_hover_number\` text,
  	\`colours_sticky_number\` text,
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
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_number_counter_order_idx\` ON \`_projects_v_blocks_number_counter\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_number_counter_parent_id_idx\` ON \`_projects_v_blocks_number_counter\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_number_counter_path_idx\` ON \`_projects_v_blocks_number_counter\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_projects_v_blocks_number_counter_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_projects_v_blocks_number_counter\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_projects_v_blocks_number_counter_locales_locale_parent_id_u\` ON \`_projects_v_blocks_number_counter_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_projects_v_blocks_bar_counters_bars\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`percent\` numeric,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_projects_v_blocks_bar_counters\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_bar_counters_bars_order_idx\` ON \`_projects_v_blocks_bar_counters_bars\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_bar_counters_bars_parent_id_idx\` ON \`_projects_v_blocks_bar_counters_bars\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_projects_v_blocks_bar_counters_bars_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_projects_v_blocks_bar_counters_bars\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_projects_v_blocks_bar_counters_bars_locales_locale_parent_i\` ON \`_projects_v_blocks_bar_counters_bars_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_projects_v_blocks_bar_counters_settings_hide_on\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_projects_v_blocks_bar_counters\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_bar_counters_settings_hide_on_order_idx\` ON \`_projects_v_blocks_bar_counters_settings_hide_on\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_bar_counters_settings_hide_on_parent_idx\` ON \`_projects_v_blocks_bar_counters_settings_hide_on\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_projects_v_blocks_bar_counters\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`show_percent\` integer DEFAULT true,
  	\`colours_desktop_bar\` text,
  	\`colours_desktop_track\` text,
  	\`colours_desktop_track_alpha\` numeric,
  	\`colours_tablet_bar\` text,
  	\`colours_tablet_track\` text,
  	\`colours_tablet_track_alpha\` numeric,
  	\`colours_phone_bar\` text,
  	\`colours_phone_track\` text,
  	\`colours_phone_track_alpha\` numeric,
  	\`colours_hover_bar\` text,
  	\`colours_hover_track\` text,
  	\`colours_hover_track_alpha\` numeric,
  	\`colours_sticky_bar\` text,
  	\`colours_sticky_track\` text,
  	\`colours_sticky_track_alpha\` numeric,
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
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_bar_counters_order_idx\` ON \`_projects_v_blocks_bar_counters\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_bar_counters_parent_id_idx\` ON \`_projects_v_blocks_bar_counters\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_bar_counters_path_idx\` ON \`_projects_v_blocks_bar_counters\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_projects_v_blocks_tabs_tabs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_projects_v_blocks_tabs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_tabs_tabs_order_idx\` ON \`_projects_v_blocks_tabs_tabs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_tabs_tabs_parent_id_idx\` ON \`_projects_v_blocks_tabs_tabs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_projects_v_blocks_tabs_tabs_locales\` (
  	\`title\` text,
  	\`content\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_projects_v_blocks_tabs_tabs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_projects_v_blocks_tabs_tabs_locales_locale_parent_id_unique\` ON \`_projects_v_blocks_tabs_tabs_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_projects_v_blocks_tabs_settings_hide_on\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_projects_v_blocks_tabs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_tabs_settings_hide_on_order_idx\` ON \`_projects_v_blocks_tabs_settings_hide_on\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_tabs_settings_hide_on_parent_idx\` ON \`_projects_v_blocks_tabs_settings_hide_on\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_projects_v_blocks_tabs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`activation\` text DEFAULT 'automatic',
  	\`active_background\` text,
  	\`inactive_background\` text,
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
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_tabs_order_idx\` ON \`_projects_v_blocks_tabs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_tabs_parent_id_idx\` ON \`_projects_v_blocks_tabs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_tabs_path_idx\` ON \`_projects_v_blocks_tabs\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_projects_v_blocks_tabs_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_projects_v_blocks_tabs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_projects_v_blocks_tabs_locales_locale_parent_id_unique\` ON \`_projects_v_blocks_tabs_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_projects_v_blocks_toggle_settings_hide_on\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_projects_v_blocks_toggle\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_toggle_settings_hide_on_order_idx\` ON \`_projects_v_blocks_toggle_settings_hide_on\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_toggle_settings_hide_on_parent_idx\` ON \`_projects_v_blocks_toggle_settings_hide_on\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_projects_v_blocks_toggle\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`open\` integer DEFAULT false,
  	\`icon\` text DEFAULT 'plus',
  	\`open_background\` text,
  	\`closed_background\` text,
  	\`icon_color\` text,
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
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_toggle_order_idx\` ON \`_projects_v_blocks_toggle\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_toggle_parent_id_idx\` ON \`_projects_v_blocks_toggle\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_toggle_path_idx\` ON \`_projects_v_blocks_toggle\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_projects_v_blocks_toggle_locales\` (
  	\`title\` text,
  	\`content\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_projects_v_blocks_toggle\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_projects_v_blocks_toggle_locales_locale_parent_id_unique\` ON \`_projects_v_blocks_toggle_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_projects_v_blocks_accordion_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_projects_v_blocks_accordion\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_accordion_items_order_idx\` ON \`_projects_v_blocks_accordion_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_accordion_items_parent_id_idx\` ON \`_projects_v_blocks_accordion_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_projects_v_blocks_accordion_items_locales\` (
  	\`title\` text,
  	\`content\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_projects_v_blocks_accordion_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_projects_v_blocks_accordion_items_locales_locale_parent_id_\` ON \`_projects_v_blocks_accordion_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_projects_v_blocks_accordion_settings_hide_on\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_projects_v_blocks_accordion\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_accordion_settings_hide_on_order_idx\` ON \`_projects_v_blocks_accordion_settings_hide_on\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_accordion_settings_hide_on_parent_idx\` ON \`_projects_v_blocks_accordion_settings_hide_on\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_projects_v_blocks_accordion\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`open_item\` numeric DEFAULT 1,
  	\`icon\` text DEFAULT 'plus',
  	\`open_background\` text,
  	\`closed_background\` text,
  	\`icon_color\` text,
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
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_accordion_order_idx\` ON \`_projects_v_blocks_accordion\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_accordion_parent_id_idx\` ON \`_projects_v_blocks_accordion\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_accordion_path_idx\` ON \`_projects_v_blocks_accordion\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_projects_v_blocks_blog_listing_settings_hide_on\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_projects_v_blocks_blog_listing\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_blog_listing_settings_hide_on_order_idx\` ON \`_projects_v_blocks_blog_listing_settings_hide_on\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_blog_listing_settings_hide_on_parent_idx\` ON \`_projects_v_blocks_blog_listing_settings_hide_on\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_projects_v_blocks_blog_listing\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`layout\` text DEFAULT 'grid',
  	\`posts_number\` numeric DEFAULT 6,
  	\`show_image\` integer DEFAULT true,
  	\`show_excerpt\` integer DEFAULT true,
  	\`show_meta\` integer DEFAULT true,
  	\`show_pagination\` integer DEFAULT true,
  	\`ajax_pagination\` integer DEFAULT true,
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
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_blog_listing_order_idx\` ON \`_projects_v_blocks_blog_listing\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_blog_listing_parent_id_idx\` ON \`_projects_v_blocks_blog_listing\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_blog_listing_path_idx\` ON \`_projects_v_blocks_blog_listing\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_projects_v_blocks_blog_listing_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_projects_v_blocks_blog_listing\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_projects_v_blocks_blog_listing_locales_locale_parent_id_uni\` ON \`_projects_v_blocks_blog_listing_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_projects_v_blocks_search_form_settings_hide_on\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_projects_v_blocks_search_form\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_search_form_settings_hide_on_order_idx\` ON \`_projects_v_blocks_search_form_settings_hide_on\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_search_form_settings_hide_on_parent_idx\` ON \`_projects_v_blocks_search_form_settings_hide_on\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_projects_v_blocks_search_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`hide_label\` integer,
  	\`button_style\` text DEFAULT 'primary',
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
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_search_form_order_idx\` ON \`_projects_v_blocks_search_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_search_form_parent_id_idx\` ON \`_projects_v_blocks_search_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_search_form_path_idx\` ON \`_projects_v_blocks_search_form\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_projects_v_blocks_search_form_locales\` (
  	\`label\` text,
  	\`placeholder\` text,
  	\`button_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_projects_v_blocks_search_form\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_projects_v_blocks_search_form_locales_locale_parent_id_uniq\` ON \`_projects_v_blocks_search_form_locales\` (\`_locale\`,\`_parent_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_countdown_settings_hide_on\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_countdown\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_countdown_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_circle_counter_settings_hide_on\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_circle_counter\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_circle_counter_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_number_counter_settings_hide_on\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_number_counter\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_number_counter_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_bar_counters_bars\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_bar_counters_bars_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_bar_counters_settings_hide_on\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_bar_counters\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_tabs_tabs\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_tabs_tabs_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_tabs_settings_hide_on\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_tabs\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_tabs_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_toggle_settings_hide_on\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_toggle\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_toggle_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_accordion_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_accordion_items_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_accordion_settings_hide_on\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_accordion\`;`)
  await db.run(sql`DROP TABLE \`filt_portfolio_settings_hide_on\`;`)
  await db.run(sql`DROP TABLE \`filt_portfolio\`;`)
  await db.run(sql`DROP TABLE \`filt_portfolio_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_blog_listing_settings_hide_on\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_blog_listing\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_blog_listing_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_search_form_settings_hide_on\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_search_form\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_search_form_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_countdown_settings_hide_on\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_countdown\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_countdown_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_circle_counter_settings_hide_on\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_circle_counter\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_circle_counter_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_number_counter_settings_hide_on\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_number_counter\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_number_counter_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_bar_counters_bars\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_bar_counters_bars_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_bar_counters_settings_hide_on\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_bar_counters\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_tabs_tabs\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_tabs_tabs_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_tabs_settings_hide_on\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_tabs\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_tabs_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_toggle_settings_hide_on\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_toggle\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_toggle_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_accordion_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_accordion_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_accordion_settings_hide_on\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_accordion\`;`)
  await db.run(sql`DROP TABLE \`_filt_portfolio_v_settings_hide_on\`;`)
  await db.run(sql`DROP TABLE \`_filt_portfolio_v\`;`)
  await db.run(sql`DROP TABLE \`_filt_portfolio_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_blog_listing_settings_hide_on\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_blog_listing\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_blog_listing_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_search_form_settings_hide_on\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_search_form\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_search_form_locales\`;`)
  await db.run(sql`DROP TABLE \`projects_blocks_countdown_settings_hide_on\`;`)
  await db.run(sql`DROP TABLE \`projects_blocks_countdown\`;`)
  await db.run(sql`DROP TABLE \`projects_blocks_countdown_locales\`;`)
  await db.run(sql`DROP TABLE \`projects_blocks_circle_counter_settings_hide_on\`;`)
  await db.run(sql`DROP TABLE \`projects_blocks_circle_counter\`;`)
  await db.run(sql`DROP TABLE \`projects_blocks_circle_counter_locales\`;`)
  await db.run(sql`DROP TABLE \`projects_blocks_number_counter_settings_hide_on\`;`)
  await db.run(sql`DROP TABLE \`projects_blocks_number_counter\`;`)
  await db.run(sql`DROP TABLE \`projects_blocks_number_counter_locales\`;`)
  await db.run(sql`DROP TABLE \`projects_blocks_bar_counters_bars\`;`)
  await db.run(sql`DROP TABLE \`projects_blocks_bar_counters_bars_locales\`;`)
  await db.run(sql`DROP TABLE \`projects_blocks_bar_counters_settings_hide_on\`;`)
  await db.run(sql`DROP TABLE \`projects_blocks_bar_counters\`;`)
  await db.run(sql`DROP TABLE \`projects_blocks_tabs_tabs\`;`)
  await db.run(sql`DROP TABLE \`projects_blocks_tabs_tabs_locales\`;`)
  await db.run(sql`DROP TABLE \`projects_blocks_tabs_settings_hide_on\`;`)
  await db.run(sql`DROP TABLE \`projects_blocks_tabs\`;`)
  await db.run(sql`DROP TABLE \`projects_blocks_tabs_locales\`;`)
  await db.run(sql`DROP TABLE \`projects_blocks_toggle_settings_hide_on\`;`)
  await db.run(sql`DROP TABLE \`projects_blocks_toggle\`;`)
  await db.run(sql`DROP TABLE \`projects_blocks_toggle_locales\`;`)
  await db.run(sql`DROP TABLE \`projects_blocks_accordion_items\`;`)
  await db.run(sql`DROP TABLE \`projects_blocks_accordion_items_locales\`;`)
  await db.run(sql`DROP TABLE \`projects_blocks_accordion_settings_hide_on\`;`)
  await db.run(sql`DROP TABLE \`projects_blocks_accordion\`;`)
  await db.run(sql`DROP TABLE \`projects_blocks_blog_listing_settings_hide_on\`;`)
  await db.run(sql`DROP TABLE \`projects_blocks_blog_listing\`;`)
  await db.run(sql`DROP TABLE \`projects_blocks_blog_listing_locales\`;`)
  await db.run(sql`DROP TABLE \`projects_blocks_search_form_settings_hide_on\`;`)
  await db.run(sql`DROP TABLE \`projects_blocks_search_form\`;`)
  await db.run(sql`DROP TABLE \`projects_blocks_search_form_locales\`;`)
  await db.run(sql`DROP TABLE \`_projects_v_blocks_countdown_settings_hide_on\`;`)
  await db.run(sql`DROP TABLE \`_projects_v_blocks_countdown\`;`)
  await db.run(sql`DROP TABLE \`_projects_v_blocks_countdown_locales\`;`)
  await db.run(sql`DROP TABLE \`_projects_v_blocks_circle_counter_settings_hide_on\`;`)
  await db.run(sql`DROP TABLE \`_projects_v_blocks_circle_counter\`;`)
  await db.run(sql`DROP TABLE \`_projects_v_blocks_circle_counter_locales\`;`)
  await db.run(sql`DROP TABLE \`_projects_v_blocks_number_counter_settings_hide_on\`;`)
  await db.run(sql`DROP TABLE \`_projects_v_blocks_number_counter\`;`)
  await db.run(sql`DROP TABLE \`_projects_v_blocks_number_counter_locales\`;`)
  await db.run(sql`DROP TABLE \`_projects_v_blocks_bar_counters_bars\`;`)
  await db.run(sql`DROP TABLE \`_projects_v_blocks_bar_counters_bars_locales\`;`)
  await db.run(sql`DROP TABLE \`_projects_v_blocks_bar_counters_settings_hide_on\`;`)
  await db.run(sql`DROP TABLE \`_projects_v_blocks_bar_counters\`;`)
  await db.run(sql`DROP TABLE \`_projects_v_blocks_tabs_tabs\`;`)
  await db.run(sql`DROP TABLE \`_projects_v_blocks_tabs_tabs_locales\`;`)
  await db.run(sql`DROP TABLE \`_projects_v_blocks_tabs_settings_hide_on\`;`)
  await db.run(sql`DROP TABLE \`_projects_v_blocks_tabs\`;`)
  await db.run(sql`DROP TABLE \`_projects_v_blocks_tabs_locales\`;`)
  await db.run(sql`DROP TABLE \`_projects_v_blocks_toggle_settings_hide_on\`;`)
  await db.run(sql`DROP TABLE \`_projects_v_blocks_toggle\`;`)
  await db.run(sql`DROP TABLE \`_projects_v_blocks_toggle_locales\`;`)
  await db.run(sql`DROP TABLE \`_projects_v_blocks_accordion_items\`;`)
  await db.run(sql`DROP TABLE \`_projects_v_blocks_accordion_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_projects_v_blocks_accordion_settings_hide_on\`;`)
  await db.run(sql`DROP TABLE \`_projects_v_blocks_accordion\`;`)
  await db.run(sql`DROP TABLE \`_projects_v_blocks_blog_listing_settings_hide_on\`;`)
  await db.run(sql`DROP TABLE \`_projects_v_blocks_blog_listing\`;`)
  await db.run(sql`DROP TABLE \`_projects_v_blocks_blog_listing_locales\`;`)
  await db.run(sql`DROP TABLE \`_projects_v_blocks_search_form_settings_hide_on\`;`)
  await db.run(sql`DROP TABLE \`_projects_v_blocks_search_form\`;`)
  await db.run(sql`DROP TABLE \`_projects_v_blocks_search_form_locales\`;`)
}
