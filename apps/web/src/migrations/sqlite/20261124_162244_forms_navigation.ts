import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_newsletter_fields_opts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`data_id\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_newsletter_fields\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_newsletter_fields_opts_order_idx\` ON \`pages_blocks_newsletter_fields_opts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_newsletter_fields_opts_parent_id_idx\` ON \`pages_blocks_newsletter_fields_opts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_newsletter_fields_opts_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_newsletter_fields_opts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_newsletter_fields_opts_locales_locale_parent_id\` ON \`pages_blocks_newsletter_fields_opts_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_newsletter_fields\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`field_id\` text,
  	\`type\` text DEFAULT 'text',
  	\`required\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_newsletter\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_newsletter_fields_order_idx\` ON \`pages_blocks_newsletter_fields\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_newsletter_fields_parent_id_idx\` ON \`pages_blocks_newsletter_fields\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_newsletter_fields_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_newsletter_fields\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_newsletter_fields_locales_locale_parent_id_uniq\` ON \`pages_blocks_newsletter_fields_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_newsletter_redirect_query\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages_blocks_newsletter\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_newsletter_redirect_query_order_idx\` ON \`pages_blocks_newsletter_redirect_query\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_newsletter_redirect_query_parent_idx\` ON \`pages_blocks_newsletter_redirect_query\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_newsletter_settings_hide_on\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages_blocks_newsletter\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_newsletter_settings_hide_on_order_idx\` ON \`pages_blocks_newsletter_settings_hide_on\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_newsletter_settings_hide_on_parent_idx\` ON \`pages_blocks_newsletter_settings_hide_on\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_newsletter\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`list_id\` integer,
  	\`show_first_name\` integer DEFAULT true,
  	\`show_last_name\` integer DEFAULT false,
  	\`bot_protection\` integer DEFAULT false,
  	\`redirect_url\` text,
  	\`include_ip\` integer DEFAULT false,
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
  	FOREIGN KEY (\`list_id\`) REFERENCES \`newsletter_lists\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_newsletter_order_idx\` ON \`pages_blocks_newsletter\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_newsletter_parent_id_idx\` ON \`pages_blocks_newsletter\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_newsletter_path_idx\` ON \`pages_blocks_newsletter\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_newsletter_list_idx\` ON \`pages_blocks_newsletter\` (\`list_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_newsletter_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`button_text\` text,
  	\`success_message\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_newsletter\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_newsletter_locales_locale_parent_id_unique\` ON \`pages_blocks_newsletter_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_feed_subscribe_settings_hide_on\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages_blocks_feed_subscribe\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_feed_subscribe_settings_hide_on_order_idx\` ON \`pages_blocks_feed_subscribe_settings_hide_on\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_feed_subscribe_settings_hide_on_parent_idx\` ON \`pages_blocks_feed_subscribe_settings_hide_on\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_feed_subscribe\` (
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
  await db.run(sql`CREATE INDEX \`pages_blocks_feed_subscribe_order_idx\` ON \`pages_blocks_feed_subscribe\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_feed_subscribe_parent_id_idx\` ON \`pages_blocks_feed_subscribe\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_feed_subscribe_path_idx\` ON \`pages_blocks_feed_subscribe\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_feed_subscribe_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_feed_subscribe\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_feed_subscribe_locales_locale_parent_id_unique\` ON \`pages_blocks_feed_subscribe_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_contact_form_fields_opts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_contact_form_fields\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_contact_form_fields_opts_order_idx\` ON \`pages_blocks_contact_form_fields_opts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_contact_form_fields_opts_parent_id_idx\` ON \`pages_blocks_contact_form_fields_opts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_contact_form_fields_opts_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_contact_form_fields_opts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_contact_form_fields_opts_locales_locale_parent_\` ON \`pages_blocks_contact_form_fields_opts_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_contact_form_fields_if\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`field\` text,
  	\`operator\` text DEFAULT 'is',
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_contact_form_fields\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_contact_form_fields_if_order_idx\` ON \`pages_blocks_contact_form_fields_if\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_contact_form_fields_if_parent_id_idx\` ON \`pages_blocks_contact_form_fields_if\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_contact_form_fields\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`field_id\` text,
  	\`field_type\` text DEFAULT 'input',
  	\`required\` integer DEFAULT false,
  	\`fullwidth\` integer DEFAULT true,
  	\`conditional\` integer DEFAULT false,
  	\`relation\` text DEFAULT 'all',
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_contact_form\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_contact_form_fields_order_idx\` ON \`pages_blocks_contact_form_fields\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_contact_form_fields_parent_id_idx\` ON \`pages_blocks_contact_form_fields\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_contact_form_fields_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_contact_form_fields\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_contact_form_fields_locales_locale_parent_id_un\` ON \`pages_blocks_contact_form_fields_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_contact_form_settings_hide_on\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages_blocks_contact_form\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_contact_form_settings_hide_on_order_idx\` ON \`pages_blocks_contact_form_settings_hide_on\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_contact_form_settings_hide_on_parent_idx\` ON \`pages_blocks_contact_form_settings_hide_on\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_contact_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`recipients\` text,
  	\`redirect_url\` text,
  	\`captcha\` integer DEFAULT true,
  	\`bot_protection\` integer DEFAULT true,
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
  await db.run(sql`CREATE INDEX \`pages_blocks_contact_form_order_idx\` ON \`pages_blocks_contact_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_contact_form_parent_id_idx\` ON \`pages_blocks_contact_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_contact_form_path_idx\` ON \`pages_blocks_contact_form\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_contact_form_locales\` (
  	\`title\` text,
  	\`subject\` text,
  	\`success_message\` text,
  	\`submit_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_contact_form\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_contact_form_locales_locale_parent_id_unique\` ON \`pages_blocks_contact_form_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`___pages_v_blocks_newsletter_fields_v_opts_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`data_id\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`__pages_v_blocks_newsletter_fields_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`___pages_v_blocks_newsletter_fields_v_opts_v_order_idx\` ON \`___pages_v_blocks_newsletter_fields_v_opts_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`___pages_v_blocks_newsletter_fields_v_opts_v_parent_id_idx\` ON \`___pages_v_blocks_newsletter_fields_v_opts_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`___pages_v_blocks_newsletter_fields_v_opts_v_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`___pages_v_blocks_newsletter_fields_v_opts_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`___pages_v_blocks_newsletter_fields_v_opts_v_locales_locale_\` ON \`___pages_v_blocks_newsletter_fields_v_opts_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__pages_v_blocks_newsletter_fields_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`field_id\` text,
  	\`type\` text DEFAULT 'text',
  	\`required\` integer DEFAULT false,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_newsletter\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_newsletter_fields_v_order_idx\` ON \`__pages_v_blocks_newsletter_fields_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_newsletter_fields_v_parent_id_idx\` ON \`__pages_v_blocks_newsletter_fields_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__pages_v_blocks_newsletter_fields_v_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`__pages_v_blocks_newsletter_fields_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`__pages_v_blocks_newsletter_fields_v_locales_locale_parent_i\` ON \`__pages_v_blocks_newsletter_fields_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_newsletter_redirect_query\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_pages_v_blocks_newsletter\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_newsletter_redirect_query_order_idx\` ON \`_pages_v_blocks_newsletter_redirect_query\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_newsletter_redirect_query_parent_idx\` ON \`_pages_v_blocks_newsletter_redirect_query\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_newsletter_settings_hide_on\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_pages_v_blocks_newsletter\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_newsletter_settings_hide_on_order_idx\` ON \`_pages_v_blocks_newsletter_settings_hide_on\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_newsletter_settings_hide_on_parent_idx\` ON \`_pages_v_blocks_newsletter_settings_hide_on\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_newsletter\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`list_id\` integer,
  	\`show_first_name\` integer DEFAULT true,
  	\`show_last_name\` integer DEFAULT false,
  	\`bot_protection\` integer DEFAULT false,
  	\`redirect_url\` text,
  	\`include_ip\` integer DEFAULT false,
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
  	FOREIGN KEY (\`list_id\`) REFERENCES \`newsletter_lists\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_newsletter_order_idx\` ON \`_pages_v_blocks_newsletter\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_newsletter_parent_id_idx\` ON \`_pages_v_blocks_newsletter\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_newsletter_path_idx\` ON \`_pages_v_blocks_newsletter\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_newsletter_list_idx\` ON \`_pages_v_blocks_newsletter\` (\`list_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_newsletter_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`button_text\` text,
  	\`success_message\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_newsletter\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_newsletter_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_newsletter_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_feed_subscribe_settings_hide_on\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_pages_v_blocks_feed_subscribe\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_feed_subscribe_settings_hide_on_order_idx\` ON \`_pages_v_blocks_feed_subscribe_settings_hide_on\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_feed_subscribe_settings_hide_on_parent_idx\` ON \`_pages_v_blocks_feed_subscribe_settings_hide_on\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_feed_subscribe\` (
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
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_feed_subscribe_order_idx\` ON \`_pages_v_blocks_feed_subscribe\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_feed_subscribe_parent_id_idx\` ON \`_pages_v_blocks_feed_subscribe\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_feed_subscribe_path_idx\` ON \`_pages_v_blocks_feed_subscribe\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_feed_subscribe_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_feed_subscribe\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_feed_subscribe_locales_locale_parent_id_uniq\` ON \`_pages_v_blocks_feed_subscribe_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`___pages_v_blocks_contact_form_fields_v_opts_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`__pages_v_blocks_contact_form_fields_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`___pages_v_blocks_contact_form_fields_v_opts_v_order_idx\` ON \`___pages_v_blocks_contact_form_fields_v_opts_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`___pages_v_blocks_contact_form_fields_v_opts_v_parent_id_idx\` ON \`___pages_v_blocks_contact_form_fields_v_opts_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`___pages_v_blocks_contact_form_fields_v_opts_v_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`___pages_v_blocks_contact_form_fields_v_opts_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`___pages_v_blocks_contact_form_fields_v_opts_v_locales_local\` ON \`___pages_v_blocks_contact_form_fields_v_opts_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`___pages_v_blocks_contact_form_fields_v_if_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`field\` text,
  	\`operator\` text DEFAULT 'is',
  	\`value\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`__pages_v_blocks_contact_form_fields_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`___pages_v_blocks_contact_form_fields_v_if_v_order_idx\` ON \`___pages_v_blocks_contact_form_fields_v_if_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`___pages_v_blocks_contact_form_fields_v_if_v_parent_id_idx\` ON \`___pages_v_blocks_contact_form_fields_v_if_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__pages_v_blocks_contact_form_fields_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`field_id\` text,
  	\`field_type\` text DEFAULT 'input',
  	\`required\` integer DEFAULT false,
  	\`fullwidth\` integer DEFAULT true,
  	\`conditional\` integer DEFAULT false,
  	\`relation\` text DEFAULT 'all',
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_contact_form\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_contact_form_fields_v_order_idx\` ON \`__pages_v_blocks_contact_form_fields_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_contact_form_fields_v_parent_id_idx\` ON \`__pages_v_blocks_contact_form_fields_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__pages_v_blocks_contact_form_fields_v_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`__pages_v_blocks_contact_form_fields_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`__pages_v_blocks_contact_form_fields_v_locales_locale_parent\` ON \`__pages_v_blocks_contact_form_fields_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_contact_form_settings_hide_on\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_pages_v_blocks_contact_form\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_contact_form_settings_hide_on_order_idx\` ON \`_pages_v_blocks_contact_form_settings_hide_on\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_contact_form_settings_hide_on_parent_idx\` ON \`_pages_v_blocks_contact_form_settings_hide_on\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_contact_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`recipients\` text,
  	\`redirect_url\` text,
  	\`captcha\` integer DEFAULT true,
  	\`bot_protection\` integer DEFAULT true,
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
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_contact_form_order_idx\` ON \`_pages_v_blocks_contact_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_contact_form_parent_id_idx\` ON \`_pages_v_blocks_contact_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_contact_form_path_idx\` ON \`_pages_v_blocks_contact_form\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_contact_form_locales\` (
  	\`title\` text,
  	\`subject\` text,
  	\`success_message\` text,
  	\`submit_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_contact_form\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_contact_form_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_contact_form_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`projects_blocks_newsletter_fields_opts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`data_id\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`projects_blocks_newsletter_fields\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`projects_blocks_newsletter_fields_opts_order_idx\` ON \`projects_blocks_newsletter_fields_opts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`projects_blocks_newsletter_fields_opts_parent_id_idx\` ON \`projects_blocks_newsletter_fields_opts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`projects_blocks_newsletter_fields_opts_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`projects_blocks_newsletter_fields_opts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`projects_blocks_newsletter_fields_opts_locales_locale_parent\` ON \`projects_blocks_newsletter_fields_opts_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`projects_blocks_newsletter_fields\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`field_id\` text,
  	\`type\` text DEFAULT 'text',
  	\`required\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`projects_blocks_newsletter\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`projects_blocks_newsletter_fields_order_idx\` ON \`projects_blocks_newsletter_fields\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`projects_blocks_newsletter_fields_parent_id_idx\` ON \`projects_blocks_newsletter_fields\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`projects_blocks_newsletter_fields_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`projects_blocks_newsletter_fields\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`projects_blocks_newsletter_fields_locales_locale_parent_id_u\` ON \`projects_blocks_newsletter_fields_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`projects_blocks_newsletter_redirect_query\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`projects_blocks_newsletter\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`projects_blocks_newsletter_redirect_query_order_idx\` ON \`projects_blocks_newsletter_redirect_query\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`projects_blocks_newsletter_redirect_query_parent_idx\` ON \`projects_blocks_newsletter_redirect_query\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`projects_blocks_newsletter_settings_hide_on\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`projects_blocks_newsletter\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`projects_blocks_newsletter_settings_hide_on_order_idx\` ON \`projects_blocks_newsletter_settings_hide_on\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`projects_blocks_newsletter_settings_hide_on_parent_idx\` ON \`projects_blocks_newsletter_settings_hide_on\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`projects_blocks_newsletter\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`list_id\` integer,
  	\`show_first_name\` integer DEFAULT true,
  	\`show_last_name\` integer DEFAULT false,
  	\`bot_protection\` integer DEFAULT false,
  	\`redirect_url\` text,
  	\`include_ip\` integer DEFAULT false,
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
  	FOREIGN KEY (\`list_id\`) REFERENCES \`newsletter_lists\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`projects_blocks_newsletter_order_idx\` ON \`projects_blocks_newsletter\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`projects_blocks_newsletter_parent_id_idx\` ON \`projects_blocks_newsletter\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`projects_blocks_newsletter_path_idx\` ON \`projects_blocks_newsletter\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`projects_blocks_newsletter_list_idx\` ON \`projects_blocks_newsletter\` (\`list_id\`);`)
  await db.run(sql`CREATE TABLE \`projects_blocks_newsletter_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`button_text\` text,
  	\`success_message\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`projects_blocks_newsletter\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`projects_blocks_newsletter_locales_locale_parent_id_unique\` ON \`projects_blocks_newsletter_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`projects_blocks_feed_subscribe_settings_hide_on\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`projects_blocks_feed_subscribe\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`projects_blocks_feed_subscribe_settings_hide_on_order_idx\` ON \`projects_blocks_feed_subscribe_settings_hide_on\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`projects_blocks_feed_subscribe_settings_hide_on_parent_idx\` ON \`projects_blocks_feed_subscribe_settings_hide_on\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`projects_blocks_feed_subscribe\` (
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
  await db.run(sql`CREATE INDEX \`projects_blocks_feed_subscribe_order_idx\` ON \`projects_blocks_feed_subscribe\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`projects_blocks_feed_subscribe_parent_id_idx\` ON \`projects_blocks_feed_subscribe\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`projects_blocks_feed_subscribe_path_idx\` ON \`projects_blocks_feed_subscribe\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`projects_blocks_feed_subscribe_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`projects_blocks_feed_subscribe\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`projects_blocks_feed_subscribe_locales_locale_parent_id_uniq\` ON \`projects_blocks_feed_subscribe_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`projects_blocks_contact_form_fields_opts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`projects_blocks_contact_form_fields\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`projects_blocks_contact_form_fields_opts_order_idx\` ON \`projects_blocks_contact_form_fields_opts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`projects_blocks_contact_form_fields_opts_parent_id_idx\` ON \`projects_blocks_contact_form_fields_opts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`projects_blocks_contact_form_fields_opts_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`projects_blocks_contact_form_fields_opts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`projects_blocks_contact_form_fields_opts_locales_locale_pare\` ON \`projects_blocks_contact_form_fields_opts_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`projects_blocks_contact_form_fields_if\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`field\` text,
  	\`operator\` text DEFAULT 'is',
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`projects_blocks_contact_form_fields\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`projects_blocks_contact_form_fields_if_order_idx\` ON \`projects_blocks_contact_form_fields_if\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`projects_blocks_contact_form_fields_if_parent_id_idx\` ON \`projects_blocks_contact_form_fields_if\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`projects_blocks_contact_form_fields\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`field_id\` text,
  	\`field_type\` text DEFAULT 'input',
  	\`required\` integer DEFAULT false,
  	\`fullwidth\` integer DEFAULT true,
  	\`conditional\` integer DEFAULT false,
  	\`relation\` text DEFAULT 'all',
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`projects_blocks_contact_form\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`projects_blocks_contact_form_fields_order_idx\` ON \`projects_blocks_contact_form_fields\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`projects_blocks_contact_form_fields_parent_id_idx\` ON \`projects_blocks_contact_form_fields\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`projects_blocks_contact_form_fields_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`projects_blocks_contact_form_fields\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`projects_blocks_contact_form_fields_locales_locale_parent_id\` ON \`projects_blocks_contact_form_fields_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`projects_blocks_contact_form_settings_hide_on\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`projects_blocks_contact_form\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`projects_blocks_contact_form_settings_hide_on_order_idx\` ON \`projects_blocks_contact_form_settings_hide_on\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`projects_blocks_contact_form_settings_hide_on_parent_idx\` ON \`projects_blocks_contact_form_settings_hide_on\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`projects_blocks_contact_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`recipients\` text,
  	\`redirect_url\` text,
  	\`captcha\` integer DEFAULT true,
  	\`bot_protection\` integer DEFAULT true,
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
  await db.run(sql`CREATE INDEX \`projects_blocks_contact_form_order_idx\` ON \`projects_blocks_contact_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`projects_blocks_contact_form_parent_id_idx\` ON \`projects_blocks_contact_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`projects_blocks_contact_form_path_idx\` ON \`projects_blocks_contact_form\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`projects_blocks_contact_form_locales\` (
  	\`title\` text,
  	\`subject\` text,
  	\`success_message\` text,
  	\`submit_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`projects_blocks_contact_form\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`projects_blocks_contact_form_locales_locale_parent_id_unique\` ON \`projects_blocks_contact_form_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`___projects_v_blocks_newsletter_fields_v_opts_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`data_id\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`__projects_v_blocks_newsletter_fields_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`___projects_v_blocks_newsletter_fields_v_opts_v_order_idx\` ON \`___projects_v_blocks_newsletter_fields_v_opts_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`___projects_v_blocks_newsletter_fields_v_opts_v_parent_id_idx\` ON \`___projects_v_blocks_newsletter_fields_v_opts_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`___projects_v_blocks_newsletter_fields_v_opts_v_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`___projects_v_blocks_newsletter_fields_v_opts_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`___projects_v_blocks_newsletter_fields_v_opts_v_locales_loca\` ON \`___projects_v_blocks_newsletter_fields_v_opts_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__projects_v_blocks_newsletter_fields_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`field_id\` text,
  	\`type\` text DEFAULT 'text',
  	\`required\` integer DEFAULT false,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_projects_v_blocks_newsletter\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`__projects_v_blocks_newsletter_fields_v_order_idx\` ON \`__projects_v_blocks_newsletter_fields_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__projects_v_blocks_newsletter_fields_v_parent_id_idx\` ON \`__projects_v_blocks_newsletter_fields_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__projects_v_blocks_newsletter_fields_v_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`__projects_v_blocks_newsletter_fields_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`__projects_v_blocks_newsletter_fields_v_locales_locale_paren\` ON \`__projects_v_blocks_newsletter_fields_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_projects_v_blocks_newsletter_redirect_query\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_projects_v_blocks_newsletter\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_newsletter_redirect_query_order_idx\` ON \`_projects_v_blocks_newsletter_redirect_query\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_newsletter_redirect_query_parent_idx\` ON \`_projects_v_blocks_newsletter_redirect_query\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_projects_v_blocks_newsletter_settings_hide_on\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_projects_v_blocks_newsletter\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_newsletter_settings_hide_on_order_idx\` ON \`_projects_v_blocks_newsletter_settings_hide_on\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_newsletter_settings_hide_on_parent_idx\` ON \`_projects_v_blocks_newsletter_settings_hide_on\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_projects_v_blocks_newsletter\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`list_id\` integer,
  	\`show_first_name\` integer DEFAULT true,
  	\`show_last_name\` integer DEFAULT false,
  	\`bot_protection\` integer DEFAULT false,
  	\`redirect_url\` text,
  	\`include_ip\` integer DEFAULT false,
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
  	FOREIGN KEY (\`list_id\`) REFERENCES \`newsletter_lists\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_projects_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_newsletter_order_idx\` ON \`_projects_v_blocks_newsletter\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_newsletter_parent_id_idx\` ON \`_projects_v_blocks_newsletter\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_newsletter_path_idx\` ON \`_projects_v_blocks_newsletter\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_newsletter_list_idx\` ON \`_projects_v_blocks_newsletter\` (\`list_id\`);`)
  await db.run(sql`CREATE TABLE \`_projects_v_blocks_newsletter_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`button_text\` text,
  	\`success_message\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_projects_v_blocks_newsletter\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_projects_v_blocks_newsletter_locales_locale_parent_id_uniqu\` ON \`_projects_v_blocks_newsletter_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_projects_v_blocks_feed_subscribe_settings_hide_on\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_projects_v_blocks_feed_subscribe\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_feed_subscribe_settings_hide_on_order_idx\` ON \`_projects_v_blocks_feed_subscribe_settings_hide_on\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_feed_subscribe_settings_hide_on_parent_idx\` ON \`_projects_v_blocks_feed_subscribe_settings_hide_on\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_projects_v_blocks_feed_subscribe\` (
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
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_feed_subscribe_order_idx\` ON \`_projects_v_blocks_feed_subscribe\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_feed_subscribe_parent_id_idx\` ON \`_projects_v_blocks_feed_subscribe\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_feed_subscribe_path_idx\` ON \`_projects_v_blocks_feed_subscribe\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_projects_v_blocks_feed_subscribe_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_projects_v_blocks_feed_subscribe\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_projects_v_blocks_feed_subscribe_locales_locale_parent_id_u\` ON \`_projects_v_blocks_feed_subscribe_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`___projects_v_blocks_contact_form_fields_v_opts_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`__projects_v_blocks_contact_form_fields_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`___projects_v_blocks_contact_form_fields_v_opts_v_order_idx\` ON \`___projects_v_blocks_contact_form_fields_v_opts_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`___projects_v_blocks_contact_form_fields_v_opts_v_parent_id_idx\` ON \`___projects_v_blocks_contact_form_fields_v_opts_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`___projects_v_blocks_contact_form_fields_v_opts_v_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`___projects_v_blocks_contact_form_fields_v_opts_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`___projects_v_blocks_contact_form_fields_v_opts_v_locales_lo\` ON \`___projects_v_blocks_contact_form_fields_v_opts_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`___projects_v_blocks_contact_form_fields_v_if_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`field\` text,
  	\`operator\` text DEFAULT 'is',
  	\`value\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`__projects_v_blocks_contact_form_fields_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`___projects_v_blocks_contact_form_fields_v_if_v_order_idx\` ON \`___projects_v_blocks_contact_form_fields_v_if_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`___projects_v_blocks_contact_form_fields_v_if_v_parent_id_idx\` ON \`___projects_v_blocks_contact_form_fields_v_if_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__projects_v_blocks_contact_form_fields_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`field_id\` text,
  	\`field_type\` text DEFAULT 'input',
  	\`required\` integer DEFAULT false,
  	\`fullwidth\` integer DEFAULT true,
  	\`conditional\` integer DEFAULT false,
  	\`relation\` text DEFAULT 'all',
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_projects_v_blocks_contact_form\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`__projects_v_blocks_contact_form_fields_v_order_idx\` ON \`__projects_v_blocks_contact_form_fields_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__projects_v_blocks_contact_form_fields_v_parent_id_idx\` ON \`__projects_v_blocks_contact_form_fields_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__projects_v_blocks_contact_form_fields_v_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`__projects_v_blocks_contact_form_fields_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`__projects_v_blocks_contact_form_fields_v_locales_locale_par\` ON \`__projects_v_blocks_contact_form_fields_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_projects_v_blocks_contact_form_settings_hide_on\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_projects_v_blocks_contact_form\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_contact_form_settings_hide_on_order_idx\` ON \`_projects_v_blocks_contact_form_settings_hide_on\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_contact_form_settings_hide_on_parent_idx\` ON \`_projects_v_blocks_contact_form_settings_hide_on\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_projects_v_blocks_contact_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`recipients\` text,
  	\`redirect_url\` text,
  	\`captcha\` integer DEFAULT true,
  	\`bot_protection\` integer DEFAULT true,
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
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_contact_form_order_idx\` ON \`_projects_v_blocks_contact_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_contact_form_parent_id_idx\` ON \`_projects_v_blocks_contact_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_contact_form_path_idx\` ON \`_projects_v_blocks_contact_form\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_projects_v_blocks_contact_form_locales\` (
  	\`title\` text,
  	\`subject\` text,
  	\`success_message\` text,
  	\`submit_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_projects_v_blocks_contact_form\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_projects_v_blocks_contact_form_locales_locale_parent_id_uni\` ON \`_projects_v_blocks_contact_form_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`fs_entries\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`field_id\` text,
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`form_submissions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`fs_entries_order_idx\` ON \`fs_entries\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`fs_entries_parent_id_idx\` ON \`fs_entries\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`form_submissions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`summary\` text,
  	\`form\` text,
  	\`page_id\` integer,
  	\`page_path\` text,
  	\`module_id\` text,
  	\`form_num\` numeric,
  	\`email\` text,
  	\`consent\` integer DEFAULT false,
  	\`consent_text\` text,
  	\`hidden_fields\` text,
  	\`client_key\` text,
  	\`idempotency_key\` text,
  	\`content_hash\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`form_submissions_form_idx\` ON \`form_submissions\` (\`form\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_page_idx\` ON \`form_submissions\` (\`page_id\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_client_key_idx\` ON \`form_submissions\` (\`client_key\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`form_submissions_idempotency_key_idx\` ON \`form_submissions\` (\`idempotency_key\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_content_hash_idx\` ON \`form_submissions\` (\`content_hash\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_updated_at_idx\` ON \`form_submissions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_created_at_idx\` ON \`form_submissions\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`bot_tokens\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`signature\` text NOT NULL,
  	\`action\` text NOT NULL,
  	\`expires_at\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`bot_tokens_signature_idx\` ON \`bot_tokens\` (\`signature\`);`)
  await db.run(sql`CREATE INDEX \`bot_tokens_expires_at_idx\` ON \`bot_tokens\` (\`expires_at\`);`)
  await db.run(sql`CREATE INDEX \`bot_tokens_updated_at_idx\` ON \`bot_tokens\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`bot_tokens_created_at_idx\` ON \`bot_tokens\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`newsletter_lists\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`provider\` text DEFAULT 'local' NOT NULL,
  	\`provider_list_id\` text,
  	\`api_key_input\` text,
  	\`api_key\` text,
  	\`has_api_key\` integer DEFAULT false,
  	\`base_url\` text,
  	\`double_opt_in\` integer DEFAULT true,
  	\`brevo_template_id\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`newsletter_lists_updated_at_idx\` ON \`newsletter_lists\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_lists_created_at_idx\` ON \`newsletter_lists\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`newsletter_lists_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`newsletter_lists\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`newsletter_lists_texts_order_parent\` ON \`newsletter_lists_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`newsletter_subscribers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`list_id\` integer NOT NULL,
  	\`email\` text NOT NULL,
  	\`first_name\` text,
  	\`last_name\` text,
  	\`custom_fields\` text,
  	\`status\` text DEFAULT 'pending' NOT NULL,
  	\`confirmed_at\` text,
  	\`unsubscribed_at\` text,
  	\`sync_state\` text DEFAULT 'queued' NOT NULL,
  	\`sync_attempts\` numeric DEFAULT 0,
  	\`next_attempt_at\` text,
  	\`synced_at\` text,
  	\`sync_error\` text,
  	\`sync_lease_until\` text,
  	\`ip_hash\` text,
  	\`ip_address\` text,
  	\`subscription_key\` text NOT NULL,
  	\`confirm_nonce\` text,
  	\`unsubscribe_nonce\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`list_id\`) REFERENCES \`newsletter_lists\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`newsletter_subscribers_list_idx\` ON \`newsletter_subscribers\` (\`list_id\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_subscribers_email_idx\` ON \`newsletter_subscribers\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_subscribers_status_idx\` ON \`newsletter_subscribers\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_subscribers_sync_state_idx\` ON \`newsletter_subscribers\` (\`sync_state\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_subscribers_next_attempt_at_idx\` ON \`newsletter_subscribers\` (\`next_attempt_at\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_subscribers_ip_hash_idx\` ON \`newsletter_subscribers\` (\`ip_hash\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`newsletter_subscribers_subscription_key_idx\` ON \`newsletter_subscribers\` (\`subscription_key\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_subscribers_updated_at_idx\` ON \`newsletter_subscribers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_subscribers_created_at_idx\` ON \`newsletter_subscribers\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`form_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`retention_days\` numeric DEFAULT 180,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`form_settings_locales\` (
  	\`messages_contact_error_message\` text,
  	\`messages_fill_message\` text,
  	\`messages_invalid\` text,
  	\`messages_wrong_captcha\` text,
  	\`messages_captcha\` text,
  	\`messages_wrong_checkbox\` text,
  	\`messages_subscription_failed\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`form_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`form_settings_locales_locale_parent_id_unique\` ON \`form_settings_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`form_submissions_id\` integer REFERENCES form_submissions(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`bot_tokens_id\` integer REFERENCES bot_tokens(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`newsletter_lists_id\` integer REFERENCES newsletter_lists(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`newsletter_subscribers_id\` integer REFERENCES newsletter_subscribers(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_form_submissions_id_idx\` ON \`payload_locked_documents_rels\` (\`form_submissions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_bot_tokens_id_idx\` ON \`payload_locked_documents_rels\` (\`bot_tokens_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_newsletter_lists_id_idx\` ON \`payload_locked_documents_rels\` (\`newsletter_lists_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_newsletter_subscribers_id_idx\` ON \`payload_locked_documents_rels\` (\`newsletter_subscribers_id\`);`)
  await db.run(sql`ALTER TABLE \`header\` ADD \`menu_type\` text DEFAULT 'mobile' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`header_rels\` ADD \`products_id\` integer REFERENCES products(id);`)
  await db.run(sql`CREATE INDEX \`header_rels_products_id_idx\` ON \`header_rels\` (\`products_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_newsletter_fields_opts\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_newsletter_fields_opts_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_newsletter_fields\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_newsletter_fields_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_newsletter_redirect_query\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_newsletter_settings_hide_on\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_newsletter\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_newsletter_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_feed_subscribe_settings_hide_on\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_feed_subscribe\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_feed_subscribe_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_contact_form_fields_opts\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_contact_form_fields_opts_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_contact_form_fields_if\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_contact_form_fields\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_contact_form_fields_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_contact_form_settings_hide_on\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_contact_form\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_contact_form_locales\`;`)
  await db.run(sql`DROP TABLE \`___pages_v_blocks_newsletter_fields_v_opts_v\`;`)
  await db.run(sql`DROP TABLE \`___pages_v_blocks_newsletter_fields_v_opts_v_locales\`;`)
  await db.run(sql`DROP TABLE \`__pages_v_blocks_newsletter_fields_v\`;`)
  await db.run(sql`DROP TABLE \`__pages_v_blocks_newsletter_fields_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_newsletter_redirect_query\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_newsletter_settings_hide_on\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_newsletter\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_newsletter_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_feed_subscribe_settings_hide_on\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_feed_subscribe\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_feed_subscribe_locales\`;`)
  await db.run(sql`DROP TABLE \`___pages_v_blocks_contact_form_fields_v_opts_v\`;`)
  await db.run(sql`DROP TABLE \`___pages_v_blocks_contact_form_fields_v_opts_v_locales\`;`)
  await db.run(sql`DROP TABLE \`___pages_v_blocks_contact_form_fields_v_if_v\`;`)
  await db.run(sql`DROP TABLE \`__pages_v_blocks_contact_form_fields_v\`;`)
  await db.run(sql`DROP TABLE \`__pages_v_blocks_contact_form_fields_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_contact_form_settings_hide_on\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_contact_form\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_contact_form_locales\`;`)
  await db.run(sql`DROP TABLE \`projects_blocks_newsletter_fields_opts\`;`)
  await db.run(sql`DROP TABLE \`projects_blocks_newsletter_fields_opts_locales\`;`)
  await db.run(sql`DROP TABLE \`projects_blocks_newsletter_fields\`;`)
  await db.run(sql`DROP TABLE \`projects_blocks_newsletter_fields_locales\`;`)
  await db.run(sql`DROP TABLE \`projects_blocks_newsletter_redirect_query\`;`)
  await db.run(sql`DROP TABLE \`projects_blocks_newsletter_settings_hide_on\`;`)
  await db.run(sql`DROP TABLE \`projects_blocks_newsletter\`;`)
  await db.run(sql`DROP TABLE \`projects_blocks_newsletter_locales\`;`)
  await db.run(sql`DROP TABLE \`projects_blocks_feed_subscribe_settings_hide_on\`;`)
  await db.run(sql`DROP TABLE \`projects_blocks_feed_subscribe\`;`)
  await db.run(sql`DROP TABLE \`projects_blocks_feed_subscribe_locales\`;`)
  await db.run(sql`DROP TABLE \`projects_blocks_contact_form_fields_opts\`;`)
  await db.run(sql`DROP TABLE \`projects_blocks_contact_form_fields_opts_locales\`;`)
  await db.run(sql`DROP TABLE \`projects_blocks_contact_form_fields_if\`;`)
  await db.run(sql`DROP TABLE \`projects_blocks_contact_form_fields\`;`)
  await db.run(sql`DROP TABLE \`projects_blocks_contact_form_fields_locales\`;`)
  await db.run(sql`DROP TABLE \`projects_blocks_contact_form_settings_hide_on\`;`)
  await db.run(sql`DROP TABLE \`projects_blocks_contact_form\`;`)
  await db.run(sql`DROP TABLE \`projects_blocks_contact_form_locales\`;`)
  await db.run(sql`DROP TABLE \`___projects_v_blocks_newsletter_fields_v_opts_v\`;`)
  await db.run(sql`DROP TABLE \`___projects_v_blocks_newsletter_fields_v_opts_v_locales\`;`)
  await db.run(sql`DROP TABLE \`__projects_v_blocks_newsletter_fields_v\`;`)
  await db.run(sql`DROP TABLE \`__projects_v_blocks_newsletter_fields_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_projects_v_blocks_newsletter_redirect_query\`;`)
  await db.run(sql`DROP TABLE \`_projects_v_blocks_newsletter_settings_hide_on\`;`)
  await db.run(sql`DROP TABLE \`_projects_v_blocks_newsletter\`;`)
  await db.run(sql`DROP TABLE \`_projects_v_blocks_newsletter_locales\`;`)
  await db.run(sql`DROP TABLE \`_projects_v_blocks_feed_subscribe_settings_hide_on\`;`)
  await db.run(sql`DROP TABLE \`_projects_v_blocks_feed_subscribe\`;`)
  await db.run(sql`DROP TABLE \`_projects_v_blocks_feed_subscribe_locales\`;`)
  await db.run(sql`DROP TABLE \`___projects_v_blocks_contact_form_fields_v_opts_v\`;`)
  await db.run(sql`DROP TABLE \`___projects_v_blocks_contact_form_fields_v_opts_v_locales\`;`)
  await db.run(sql`DROP TABLE \`___projects_v_blocks_contact_form_fields_v_if_v\`;`)
  await db.run(sql`DROP TABLE \`__projects_v_blocks_contact_form_fields_v\`;`)
  await db.run(sql`DROP TABLE \`__projects_v_blocks_contact_form_fields_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_projects_v_blocks_contact_form_settings_hide_on\`;`)
  await db.run(sql`DROP TABLE \`_projects_v_blocks_contact_form\`;`)
  await db.run(sql`DROP TABLE \`_projects_v_blocks_contact_form_locales\`;`)
  await db.run(sql`DROP TABLE \`fs_entries\`;`)
  await db.run(sql`DROP TABLE \`form_submissions\`;`)
  await db.run(sql`DROP TABLE \`bot_tokens\`;`)
  await db.run(sql`DROP TABLE \`newsletter_lists\`;`)
  await db.run(sql`DROP TABLE \`newsletter_lists_texts\`;`)
  await db.run(sql`DROP TABLE \`newsletter_subscribers\`;`)
  await db.run(sql`DROP TABLE \`form_settings\`;`)
  await db.run(sql`DROP TABLE \`form_settings_locales\`;`)
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
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "posts_id", "categories_id", "projects_id", "project_categories_id", "media_id", "users_id", "outbox_id", "customers_id", "product_categories_id", "shipping_methods_id", "coupons_id", "product_reviews_id", "team_members_id", "comments_id", "addresses_id", "variants_id", "variant_types_id", "variant_options_id", "products_id", "carts_id", "orders_id", "transactions_id") SELECT "id", "order", "parent_id", "path", "pages_id", "posts_id", "categories_id", "projects_id", "project_categories_id", "media_id", "users_id", "outbox_id", "customers_id", "product_categories_id", "shipping_methods_id", "coupons_id", "product_reviews_id", "team_members_id", "comments_id", "addresses_id", "variants_id", "variant_types_id", "variant_options_id", "products_id", "carts_id", "orders_id", "transactions_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_addresses_id_idx\` ON \`payload_locked_documents_rels\` (\`addresses_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_variants_id_idx\` ON \`payload_locked_documents_rels\` (\`variants_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_variant_types_id_idx\` ON \`payload_locked_documents_rels\` (\`variant_types_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_variant_options_id_idx\` ON \`payload_locked_documents_rels\` (\`variant_options_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_products_id_idx\` ON \`payload_locked_documents_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_carts_id_idx\` ON \`payload_locked_documents_rels\` (\`carts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_orders_id_idx\` ON \`payload_locked_documents_rels\` (\`orders_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_transactions_id_idx\` ON \`payload_locked_documents_rels\` (\`transactions_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_header_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`posts_id\` integer,
  	\`projects_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`header\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`projects_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_header_rels\`("id", "order", "parent_id", "path", "pages_id", "posts_id", "projects_id") SELECT "id", "order", "parent_id", "path", "pages_id", "posts_id", "projects_id" FROM \`header_rels\`;`)
  await db.run(sql`DROP TABLE \`header_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_header_rels\` RENAME TO \`header_rels\`;`)
  await db.run(sql`CREATE INDEX \`header_rels_order_idx\` ON \`header_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`header_rels_parent_idx\` ON \`header_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`header_rels_path_idx\` ON \`header_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`header_rels_pages_id_idx\` ON \`header_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`header_rels_posts_id_idx\` ON \`header_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`header_rels_projects_id_idx\` ON \`header_rels\` (\`projects_id\`);`)
  await db.run(sql`ALTER TABLE \`header\` DROP COLUMN \`menu_type\`;`)
}
