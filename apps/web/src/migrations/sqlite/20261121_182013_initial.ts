import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_text_settings_hide_on\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages_blocks_text\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_text_settings_hide_on_order_idx\` ON \`pages_blocks_text_settings_hide_on\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_text_settings_hide_on_parent_idx\` ON \`pages_blocks_text_settings_hide_on\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`settings_element_id\` text,
  	\`settings_class_name\` text,
  	\`settings_link_url\` text,
  	\`settings_link_target\` text DEFAULT '_self',
  	\`settings_link_class_name\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_text_order_idx\` ON \`pages_blocks_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_text_parent_id_idx\` ON \`pages_blocks_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_text_path_idx\` ON \`pages_blocks_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_text_locales\` (
  	\`content\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_text\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_text_locales_locale_parent_id_unique\` ON \`pages_blocks_text_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_heading_settings_hide_on\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages_blocks_heading\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_heading_settings_hide_on_order_idx\` ON \`pages_blocks_heading_settings_hide_on\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_heading_settings_hide_on_parent_idx\` ON \`pages_blocks_heading_settings_hide_on\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_heading\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`level\` text DEFAULT 'h2',
  	\`align\` text DEFAULT 'left',
  	\`settings_element_id\` text,
  	\`settings_class_name\` text,
  	\`settings_link_url\` text,
  	\`settings_link_target\` text DEFAULT '_self',
  	\`settings_link_class_name\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_heading_order_idx\` ON \`pages_blocks_heading\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_heading_parent_id_idx\` ON \`pages_blocks_heading\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_heading_path_idx\` ON \`pages_blocks_heading\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_heading_locales\` (
  	\`text\` text,
  	\`subtitle\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_heading\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_heading_locales_locale_parent_id_unique\` ON \`pages_blocks_heading_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_image_settings_hide_on\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages_blocks_image\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_settings_hide_on_order_idx\` ON \`pages_blocks_image_settings_hide_on\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_settings_hide_on_parent_idx\` ON \`pages_blocks_image_settings_hide_on\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_image\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`align\` text DEFAULT 'center',
  	\`full_width\` integer DEFAULT true,
  	\`priority\` integer,
  	\`settings_element_id\` text,
  	\`settings_class_name\` text,
  	\`settings_link_url\` text,
  	\`settings_link_target\` text DEFAULT '_self',
  	\`settings_link_class_name\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_order_idx\` ON \`pages_blocks_image\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_parent_id_idx\` ON \`pages_blocks_image\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_path_idx\` ON \`pages_blocks_image\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_image_idx\` ON \`pages_blocks_image\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_image_locales\` (
  	\`caption\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_image\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_image_locales_locale_parent_id_unique\` ON \`pages_blocks_image_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_button_settings_hide_on\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages_blocks_button\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_button_settings_hide_on_order_idx\` ON \`pages_blocks_button_settings_hide_on\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_button_settings_hide_on_parent_idx\` ON \`pages_blocks_button_settings_hide_on\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_button\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`link_type\` text DEFAULT 'reference',
  	\`link_new_tab\` integer,
  	\`link_url\` text,
  	\`style\` text DEFAULT 'primary',
  	\`align\` text DEFAULT 'left',
  	\`tracking_id\` text,
  	\`settings_element_id\` text,
  	\`settings_class_name\` text,
  	\`settings_link_url\` text,
  	\`settings_link_target\` text DEFAULT '_self',
  	\`settings_link_class_name\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_button_order_idx\` ON \`pages_blocks_button\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_button_parent_id_idx\` ON \`pages_blocks_button\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_button_path_idx\` ON \`pages_blocks_button\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_button_locales\` (
  	\`link_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_button\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_button_locales_locale_parent_id_unique\` ON \`pages_blocks_button_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_call_to_action_settings_hide_on\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages_blocks_call_to_action\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_call_to_action_settings_hide_on_order_idx\` ON \`pages_blocks_call_to_action_settings_hide_on\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_call_to_action_settings_hide_on_parent_idx\` ON \`pages_blocks_call_to_action_settings_hide_on\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_call_to_action\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`button_type\` text DEFAULT 'reference',
  	\`button_new_tab\` integer,
  	\`button_url\` text,
  	\`button_style\` text DEFAULT 'primary',
  	\`tone\` text DEFAULT 'accent',
  	\`tracking_id\` text,
  	\`settings_element_id\` text,
  	\`settings_class_name\` text,
  	\`settings_link_url\` text,
  	\`settings_link_target\` text DEFAULT '_self',
  	\`settings_link_class_name\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_call_to_action_order_idx\` ON \`pages_blocks_call_to_action\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_call_to_action_parent_id_idx\` ON \`pages_blocks_call_to_action\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_call_to_action_path_idx\` ON \`pages_blocks_call_to_action\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_call_to_action_locales\` (
  	\`title\` text,
  	\`body\` text,
  	\`button_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_call_to_action\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_call_to_action_locales_locale_parent_id_unique\` ON \`pages_blocks_call_to_action_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_blurb_settings_hide_on\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages_blocks_blurb\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_blurb_settings_hide_on_order_idx\` ON \`pages_blocks_blurb_settings_hide_on\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_blurb_settings_hide_on_parent_idx\` ON \`pages_blocks_blurb_settings_hide_on\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_blurb\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`media_type\` text DEFAULT 'icon',
  	\`icon\` text DEFAULT 'gear',
  	\`image_id\` integer,
  	\`layout\` text DEFAULT 'top',
  	\`settings_element_id\` text,
  	\`settings_class_name\` text,
  	\`settings_link_url\` text,
  	\`settings_link_target\` text DEFAULT '_self',
  	\`settings_link_class_name\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_blurb_order_idx\` ON \`pages_blocks_blurb\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_blurb_parent_id_idx\` ON \`pages_blocks_blurb\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_blurb_path_idx\` ON \`pages_blocks_blurb\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_blurb_image_idx\` ON \`pages_blocks_blurb\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_blurb_locales\` (
  	\`title\` text,
  	\`body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_blurb\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_blurb_locales_locale_parent_id_unique\` ON \`pages_blocks_blurb_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_divider_settings_hide_on\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages_blocks_divider\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_divider_settings_hide_on_order_idx\` ON \`pages_blocks_divider_settings_hide_on\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_divider_settings_hide_on_parent_idx\` ON \`pages_blocks_divider_settings_hide_on\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_divider\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`show_line\` integer DEFAULT true,
  	\`line_style\` text DEFAULT 'solid',
  	\`height\` numeric DEFAULT 32,
  	\`color\` text,
  	\`settings_element_id\` text,
  	\`settings_class_name\` text,
  	\`settings_link_url\` text,
  	\`settings_link_target\` text DEFAULT '_self',
  	\`settings_link_class_name\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_divider_order_idx\` ON \`pages_blocks_divider\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_divider_parent_id_idx\` ON \`pages_blocks_divider\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_divider_path_idx\` ON \`pages_blocks_divider\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_video_settings_hide_on\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages_blocks_video\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_settings_hide_on_order_idx\` ON \`pages_blocks_video_settings_hide_on\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_settings_hide_on_parent_idx\` ON \`pages_blocks_video_settings_hide_on\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_video\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`source\` text DEFAULT 'file',
  	\`file_id\` integer,
  	\`url\` text,
  	\`poster_id\` integer,
  	\`tracking_id\` text,
  	\`settings_element_id\` text,
  	\`settings_class_name\` text,
  	\`settings_link_url\` text,
  	\`settings_link_target\` text DEFAULT '_self',
  	\`settings_link_class_name\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`poster_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_order_idx\` ON \`pages_blocks_video\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_parent_id_idx\` ON \`pages_blocks_video\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_path_idx\` ON \`pages_blocks_video\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_file_idx\` ON \`pages_blocks_video\` (\`file_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_poster_idx\` ON \`pages_blocks_video\` (\`poster_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_video_locales\` (
  	\`title\` text,
  	\`caption\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_video\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_video_locales_locale_parent_id_unique\` ON \`pages_blocks_video_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_code_settings_hide_on\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages_blocks_code\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_code_settings_hide_on_order_idx\` ON \`pages_blocks_code_settings_hide_on\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_code_settings_hide_on_parent_idx\` ON \`pages_blocks_code_settings_hide_on\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_code\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`html\` text,
  	\`settings_element_id\` text,
  	\`settings_class_name\` text,
  	\`settings_link_url\` text,
  	\`settings_link_target\` text DEFAULT '_self',
  	\`settings_link_class_name\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_code_order_idx\` ON \`pages_blocks_code\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_code_parent_id_idx\` ON \`pages_blocks_code\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_code_path_idx\` ON \`pages_blocks_code\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_testimonial_settings_hide_on\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages_blocks_testimonial\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_testimonial_settings_hide_on_order_idx\` ON \`pages_blocks_testimonial_settings_hide_on\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_testimonial_settings_hide_on_parent_idx\` ON \`pages_blocks_testimonial_settings_hide_on\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_testimonial\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`author\` text,
  	\`company\` text,
  	\`portrait_id\` integer,
  	\`company_url\` text,
  	\`settings_element_id\` text,
  	\`settings_class_name\` text,
  	\`settings_link_url\` text,
  	\`settings_link_target\` text DEFAULT '_self',
  	\`settings_link_class_name\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`portrait_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_testimonial_order_idx\` ON \`pages_blocks_testimonial\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_testimonial_parent_id_idx\` ON \`pages_blocks_testimonial\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_testimonial_path_idx\` ON \`pages_blocks_testimonial\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_testimonial_portrait_idx\` ON \`pages_blocks_testimonial\` (\`portrait_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_testimonial_locales\` (
  	\`quote\` text,
  	\`job_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_testimonial\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_testimonial_locales_locale_parent_id_unique\` ON \`pages_blocks_testimonial_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_row_columns_settings_hide_on\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages_blocks_row_columns\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_row_columns_settings_hide_on_order_idx\` ON \`pages_blocks_row_columns_settings_hide_on\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_row_columns_settings_hide_on_parent_idx\` ON \`pages_blocks_row_columns_settings_hide_on\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_row_columns\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`background_color\` text,
  	\`settings_element_id\` text,
  	\`settings_class_name\` text,
  	\`settings_link_url\` text,
  	\`settings_link_target\` text DEFAULT '_self',
  	\`settings_link_class_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_row\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_row_columns_order_idx\` ON \`pages_blocks_row_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_row_columns_parent_id_idx\` ON \`pages_blocks_row_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_row_settings_hide_on\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages_blocks_row\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_row_settings_hide_on_order_idx\` ON \`pages_blocks_row_settings_hide_on\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_row_settings_hide_on_parent_idx\` ON \`pages_blocks_row_settings_hide_on\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_row\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`structure\` text DEFAULT '1_1',
  	\`vertical_align\` text DEFAULT 'start',
  	\`settings_element_id\` text,
  	\`settings_class_name\` text,
  	\`settings_link_url\` text,
  	\`settings_link_target\` text DEFAULT '_self',
  	\`settings_link_class_name\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_row_order_idx\` ON \`pages_blocks_row\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_row_parent_id_idx\` ON \`pages_blocks_row\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_row_path_idx\` ON \`pages_blocks_row\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_section_settings_hide_on\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages_blocks_section\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_section_settings_hide_on_order_idx\` ON \`pages_blocks_section_settings_hide_on\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_section_settings_hide_on_parent_idx\` ON \`pages_blocks_section_settings_hide_on\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_section\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`background_type\` text DEFAULT 'none',
  	\`background_color\` text,
  	\`background_gradient_end\` text,
  	\`background_gradient_angle\` numeric DEFAULT 180,
  	\`background_image_id\` integer,
  	\`background_overlay\` numeric DEFAULT 50,
  	\`text_tone\` text DEFAULT 'dark',
  	\`width\` text DEFAULT 'boxed',
  	\`padding_desktop_top\` numeric,
  	\`padding_desktop_bottom\` numeric,
  	\`padding_tablet_top\` numeric,
  	\`padding_tablet_bottom\` numeric,
  	\`padding_phone_top\` numeric,
  	\`padding_phone_bottom\` numeric,
  	\`settings_element_id\` text,
  	\`settings_class_name\` text,
  	\`settings_link_url\` text,
  	\`settings_link_target\` text DEFAULT '_self',
  	\`settings_link_class_name\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`background_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_section_order_idx\` ON \`pages_blocks_section\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_section_parent_id_idx\` ON \`pages_blocks_section\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_section_path_idx\` ON \`pages_blocks_section\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_section_background_background_image_idx\` ON \`pages_blocks_section\` (\`background_image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_section_locales\` (
  	\`admin_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_section\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_section_locales_locale_parent_id_unique\` ON \`pages_blocks_section_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`dot_navigation\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_slug_idx\` ON \`pages\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`pages_updated_at_idx\` ON \`pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`pages_created_at_idx\` ON \`pages\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`pages__status_idx\` ON \`pages\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`pages_locales\` (
  	\`title\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`meta_image_id\` integer,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_meta_meta_image_idx\` ON \`pages_locales\` (\`meta_image_id\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_locales_locale_parent_id_unique\` ON \`pages_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`posts_id\` integer,
  	\`projects_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`projects_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_rels_order_idx\` ON \`pages_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_parent_idx\` ON \`pages_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_path_idx\` ON \`pages_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_pages_id_idx\` ON \`pages_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_posts_id_idx\` ON \`pages_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_projects_id_idx\` ON \`pages_rels\` (\`projects_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_text_settings_hide_on\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_pages_v_blocks_text\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_text_settings_hide_on_order_idx\` ON \`_pages_v_blocks_text_settings_hide_on\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_text_settings_hide_on_parent_idx\` ON \`_pages_v_blocks_text_settings_hide_on\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`settings_element_id\` text,
  	\`settings_class_name\` text,
  	\`settings_link_url\` text,
  	\`settings_link_target\` text DEFAULT '_self',
  	\`settings_link_class_name\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_text_order_idx\` ON \`_pages_v_blocks_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_text_parent_id_idx\` ON \`_pages_v_blocks_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_text_path_idx\` ON \`_pages_v_blocks_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_text_locales\` (
  	\`content\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_text\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_text_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_text_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_heading_settings_hide_on\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_pages_v_blocks_heading\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_heading_settings_hide_on_order_idx\` ON \`_pages_v_blocks_heading_settings_hide_on\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_heading_settings_hide_on_parent_idx\` ON \`_pages_v_blocks_heading_settings_hide_on\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_heading\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`level\` text DEFAULT 'h2',
  	\`align\` text DEFAULT 'left',
  	\`settings_element_id\` text,
  	\`settings_class_name\` text,
  	\`settings_link_url\` text,
  	\`settings_link_target\` text DEFAULT '_self',
  	\`settings_link_class_name\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_heading_order_idx\` ON \`_pages_v_blocks_heading\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_heading_parent_id_idx\` ON \`_pages_v_blocks_heading\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_heading_path_idx\` ON \`_pages_v_blocks_heading\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_heading_locales\` (
  	\`text\` text,
  	\`subtitle\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_heading\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_heading_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_heading_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_image_settings_hide_on\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_pages_v_blocks_image\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_settings_hide_on_order_idx\` ON \`_pages_v_blocks_image_settings_hide_on\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_settings_hide_on_parent_idx\` ON \`_pages_v_blocks_image_settings_hide_on\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_image\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`align\` text DEFAULT 'center',
  	\`full_width\` integer DEFAULT true,
  	\`priority\` integer,
  	\`settings_element_id\` text,
  	\`settings_class_name\` text,
  	\`settings_link_url\` text,
  	\`settings_link_target\` text DEFAULT '_self',
  	\`settings_link_class_name\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_order_idx\` ON \`_pages_v_blocks_image\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_parent_id_idx\` ON \`_pages_v_blocks_image\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_path_idx\` ON \`_pages_v_blocks_image\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_image_idx\` ON \`_pages_v_blocks_image\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_image_locales\` (
  	\`caption\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_image\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_image_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_image_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_button_settings_hide_on\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_pages_v_blocks_button\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_button_settings_hide_on_order_idx\` ON \`_pages_v_blocks_button_settings_hide_on\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_button_settings_hide_on_parent_idx\` ON \`_pages_v_blocks_button_settings_hide_on\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_button\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`link_type\` text DEFAULT 'reference',
  	\`link_new_tab\` integer,
  	\`link_url\` text,
  	\`style\` text DEFAULT 'primary',
  	\`align\` text DEFAULT 'left',
  	\`tracking_id\` text,
  	\`settings_element_id\` text,
  	\`settings_class_name\` text,
  	\`settings_link_url\` text,
  	\`settings_link_target\` text DEFAULT '_self',
  	\`settings_link_class_name\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_button_order_idx\` ON \`_pages_v_blocks_button\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_button_parent_id_idx\` ON \`_pages_v_blocks_button\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_button_path_idx\` ON \`_pages_v_blocks_button\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_button_locales\` (
  	\`link_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_button\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_button_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_button_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_call_to_action_settings_hide_on\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_pages_v_blocks_call_to_action\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_call_to_action_settings_hide_on_order_idx\` ON \`_pages_v_blocks_call_to_action_settings_hide_on\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_call_to_action_settings_hide_on_parent_idx\` ON \`_pages_v_blocks_call_to_action_settings_hide_on\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_call_to_action\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`button_type\` text DEFAULT 'reference',
  	\`button_new_tab\` integer,
  	\`button_url\` text,
  	\`button_style\` text DEFAULT 'primary',
  	\`tone\` text DEFAULT 'accent',
  	\`tracking_id\` text,
  	\`settings_element_id\` text,
  	\`settings_class_name\` text,
  	\`settings_link_url\` text,
  	\`settings_link_target\` text DEFAULT '_self',
  	\`settings_link_class_name\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_call_to_action_order_idx\` ON \`_pages_v_blocks_call_to_action\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_call_to_action_parent_id_idx\` ON \`_pages_v_blocks_call_to_action\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_call_to_action_path_idx\` ON \`_pages_v_blocks_call_to_action\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_call_to_action_locales\` (
  	\`title\` text,
  	\`body\` text,
  	\`button_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_call_to_action\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_call_to_action_locales_locale_parent_id_uniq\` ON \`_pages_v_blocks_call_to_action_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_blurb_settings_hide_on\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_pages_v_blocks_blurb\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_blurb_settings_hide_on_order_idx\` ON \`_pages_v_blocks_blurb_settings_hide_on\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_blurb_settings_hide_on_parent_idx\` ON \`_pages_v_blocks_blurb_settings_hide_on\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_blurb\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`media_type\` text DEFAULT 'icon',
  	\`icon\` text DEFAULT 'gear',
  	\`image_id\` integer,
  	\`layout\` text DEFAULT 'top',
  	\`settings_element_id\` text,
  	\`settings_class_name\` text,
  	\`settings_link_url\` text,
  	\`settings_link_target\` text DEFAULT '_self',
  	\`settings_link_class_name\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_blurb_order_idx\` ON \`_pages_v_blocks_blurb\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_blurb_parent_id_idx\` ON \`_pages_v_blocks_blurb\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_blurb_path_idx\` ON \`_pages_v_blocks_blurb\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_blurb_image_idx\` ON \`_pages_v_blocks_blurb\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_blurb_locales\` (
  	\`title\` text,
  	\`body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_blurb\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_blurb_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_blurb_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_divider_settings_hide_on\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_pages_v_blocks_divider\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_divider_settings_hide_on_order_idx\` ON \`_pages_v_blocks_divider_settings_hide_on\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_divider_settings_hide_on_parent_idx\` ON \`_pages_v_blocks_divider_settings_hide_on\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_divider\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`show_line\` integer DEFAULT true,
  	\`line_style\` text DEFAULT 'solid',
  	\`height\` numeric DEFAULT 32,
  	\`color\` text,
  	\`settings_element_id\` text,
  	\`settings_class_name\` text,
  	\`settings_link_url\` text,
  	\`settings_link_target\` text DEFAULT '_self',
  	\`settings_link_class_name\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_divider_order_idx\` ON \`_pages_v_blocks_divider\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_divider_parent_id_idx\` ON \`_pages_v_blocks_divider\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_divider_path_idx\` ON \`_pages_v_blocks_divider\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_video_settings_hide_on\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_pages_v_blocks_video\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_video_settings_hide_on_order_idx\` ON \`_pages_v_blocks_video_settings_hide_on\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_video_settings_hide_on_parent_idx\` ON \`_pages_v_blocks_video_settings_hide_on\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_video\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`source\` text DEFAULT 'file',
  	\`file_id\` integer,
  	\`url\` text,
  	\`poster_id\` integer,
  	\`tracking_id\` text,
  	\`settings_element_id\` text,
  	\`settings_class_name\` text,
  	\`settings_link_url\` text,
  	\`settings_link_target\` text DEFAULT '_self',
  	\`settings_link_class_name\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`poster_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_video_order_idx\` ON \`_pages_v_blocks_video\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_video_parent_id_idx\` ON \`_pages_v_blocks_video\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_video_path_idx\` ON \`_pages_v_blocks_video\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_video_file_idx\` ON \`_pages_v_blocks_video\` (\`file_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_video_poster_idx\` ON \`_pages_v_blocks_video\` (\`poster_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_video_locales\` (
  	\`title\` text,
  	\`caption\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_video\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_video_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_video_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_code_settings_hide_on\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_pages_v_blocks_code\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_code_settings_hide_on_order_idx\` ON \`_pages_v_blocks_code_settings_hide_on\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_code_settings_hide_on_parent_idx\` ON \`_pages_v_blocks_code_settings_hide_on\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_code\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`html\` text,
  	\`settings_element_id\` text,
  	\`settings_class_name\` text,
  	\`settings_link_url\` text,
  	\`settings_link_target\` text DEFAULT '_self',
  	\`settings_link_class_name\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_code_order_idx\` ON \`_pages_v_blocks_code\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_code_parent_id_idx\` ON \`_pages_v_blocks_code\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_code_path_idx\` ON \`_pages_v_blocks_code\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_testimonial_settings_hide_on\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_pages_v_blocks_testimonial\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_testimonial_settings_hide_on_order_idx\` ON \`_pages_v_blocks_testimonial_settings_hide_on\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_testimonial_settings_hide_on_parent_idx\` ON \`_pages_v_blocks_testimonial_settings_hide_on\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_testimonial\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`author\` text,
  	\`company\` text,
  	\`portrait_id\` integer,
  	\`company_url\` text,
  	\`settings_element_id\` text,
  	\`settings_class_name\` text,
  	\`settings_link_url\` text,
  	\`settings_link_target\` text DEFAULT '_self',
  	\`settings_link_class_name\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`portrait_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_testimonial_order_idx\` ON \`_pages_v_blocks_testimonial\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_testimonial_parent_id_idx\` ON \`_pages_v_blocks_testimonial\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_testimonial_path_idx\` ON \`_pages_v_blocks_testimonial\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_testimonial_portrait_idx\` ON \`_pages_v_blocks_testimonial\` (\`portrait_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_testimonial_locales\` (
  	\`quote\` text,
  	\`job_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_testimonial\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_testimonial_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_testimonial_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_row_columns_settings_hide_on\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_pages_v_blocks_row_columns\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_row_columns_settings_hide_on_order_idx\` ON \`_pages_v_blocks_row_columns_settings_hide_on\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_row_columns_settings_hide_on_parent_idx\` ON \`_pages_v_blocks_row_columns_settings_hide_on\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_row_columns\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`background_color\` text,
  	\`settings_element_id\` text,
  	\`settings_class_name\` text,
  	\`settings_link_url\` text,
  	\`settings_link_target\` text DEFAULT '_self',
  	\`settings_link_class_name\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_row\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_row_columns_order_idx\` ON \`_pages_v_blocks_row_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_row_columns_parent_id_idx\` ON \`_pages_v_blocks_row_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_row_settings_hide_on\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_pages_v_blocks_row\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_row_settings_hide_on_order_idx\` ON \`_pages_v_blocks_row_settings_hide_on\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_row_settings_hide_on_parent_idx\` ON \`_pages_v_blocks_row_settings_hide_on\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_row\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`structure\` text DEFAULT '1_1',
  	\`vertical_align\` text DEFAULT 'start',
  	\`settings_element_id\` text,
  	\`settings_class_name\` text,
  	\`settings_link_url\` text,
  	\`settings_link_target\` text DEFAULT '_self',
  	\`settings_link_class_name\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_row_order_idx\` ON \`_pages_v_blocks_row\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_row_parent_id_idx\` ON \`_pages_v_blocks_row\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_row_path_idx\` ON \`_pages_v_blocks_row\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_section_settings_hide_on\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_pages_v_blocks_section\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_section_settings_hide_on_order_idx\` ON \`_pages_v_blocks_section_settings_hide_on\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_section_settings_hide_on_parent_idx\` ON \`_pages_v_blocks_section_settings_hide_on\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_section\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`background_type\` text DEFAULT 'none',
  	\`background_color\` text,
  	\`background_gradient_end\` text,
  	\`background_gradient_angle\` numeric DEFAULT 180,
  	\`background_image_id\` integer,
  	\`background_overlay\` numeric DEFAULT 50,
  	\`text_tone\` text DEFAULT 'dark',
  	\`width\` text DEFAULT 'boxed',
  	\`padding_desktop_top\` numeric,
  	\`padding_desktop_bottom\` numeric,
  	\`padding_tablet_top\` numeric,
  	\`padding_tablet_bottom\` numeric,
  	\`padding_phone_top\` numeric,
  	\`padding_phone_bottom\` numeric,
  	\`settings_element_id\` text,
  	\`settings_class_name\` text,
  	\`settings_link_url\` text,
  	\`settings_link_target\` text DEFAULT '_self',
  	\`settings_link_class_name\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`background_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_section_order_idx\` ON \`_pages_v_blocks_section\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_section_parent_id_idx\` ON \`_pages_v_blocks_section\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_section_path_idx\` ON \`_pages_v_blocks_section\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_section_background_background_image_idx\` ON \`_pages_v_blocks_section\` (\`background_image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_section_locales\` (
  	\`admin_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_section\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_section_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_section_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
  	\`version_dot_navigation\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_parent_idx\` ON \`_pages_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_slug_idx\` ON \`_pages_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_updated_at_idx\` ON \`_pages_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_created_at_idx\` ON \`_pages_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version__status_idx\` ON \`_pages_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_created_at_idx\` ON \`_pages_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_updated_at_idx\` ON \`_pages_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_snapshot_idx\` ON \`_pages_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_published_locale_idx\` ON \`_pages_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_latest_idx\` ON \`_pages_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_autosave_idx\` ON \`_pages_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_locales\` (
  	\`version_title\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version_meta_image_id\` integer,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_version_meta_version_meta_image_idx\` ON \`_pages_v_locales\` (\`version_meta_image_id\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_locales_locale_parent_id_unique\` ON \`_pages_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`posts_id\` integer,
  	\`projects_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`projects_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_order_idx\` ON \`_pages_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_parent_idx\` ON \`_pages_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_path_idx\` ON \`_pages_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_pages_id_idx\` ON \`_pages_v_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_posts_id_idx\` ON \`_pages_v_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_projects_id_idx\` ON \`_pages_v_rels\` (\`projects_id\`);`)
  await db.run(sql`CREATE TABLE \`posts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`hero_image_id\` integer,
  	\`author_name\` text,
  	\`published_at\` text,
  	\`slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`hero_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`posts_hero_image_idx\` ON \`posts\` (\`hero_image_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_published_at_idx\` ON \`posts\` (\`published_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`posts_slug_idx\` ON \`posts\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`posts_updated_at_idx\` ON \`posts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`posts_created_at_idx\` ON \`posts\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`posts__status_idx\` ON \`posts\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`posts_locales\` (
  	\`title\` text,
  	\`excerpt\` text,
  	\`content\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`meta_image_id\` integer,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`posts_meta_meta_image_idx\` ON \`posts_locales\` (\`meta_image_id\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`posts_locales_locale_parent_id_unique\` ON \`posts_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`posts_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`categories_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`posts_rels_order_idx\` ON \`posts_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`posts_rels_parent_idx\` ON \`posts_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_rels_path_idx\` ON \`posts_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`posts_rels_categories_id_idx\` ON \`posts_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE TABLE \`_posts_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_hero_image_id\` integer,
  	\`version_author_name\` text,
  	\`version_published_at\` text,
  	\`version_slug\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_hero_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_posts_v_parent_idx\` ON \`_posts_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_hero_image_idx\` ON \`_posts_v\` (\`version_hero_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_published_at_idx\` ON \`_posts_v\` (\`version_published_at\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_slug_idx\` ON \`_posts_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_updated_at_idx\` ON \`_posts_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_created_at_idx\` ON \`_posts_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version__status_idx\` ON \`_posts_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_created_at_idx\` ON \`_posts_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_updated_at_idx\` ON \`_posts_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_snapshot_idx\` ON \`_posts_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_published_locale_idx\` ON \`_posts_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_latest_idx\` ON \`_posts_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_autosave_idx\` ON \`_posts_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_posts_v_locales\` (
  	\`version_title\` text,
  	\`version_excerpt\` text,
  	\`version_content\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version_meta_image_id\` integer,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_posts_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_posts_v_version_meta_version_meta_image_idx\` ON \`_posts_v_locales\` (\`version_meta_image_id\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`_posts_v_locales_locale_parent_id_unique\` ON \`_posts_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_posts_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`categories_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_posts_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_posts_v_rels_order_idx\` ON \`_posts_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_rels_parent_idx\` ON \`_posts_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_rels_path_idx\` ON \`_posts_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_rels_categories_id_idx\` ON \`_posts_v_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE TABLE \`categories\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`categories_slug_idx\` ON \`categories\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`categories_updated_at_idx\` ON \`categories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`categories_created_at_idx\` ON \`categories\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`categories_locales\` (
  	\`title\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`categories_locales_locale_parent_id_unique\` ON \`categories_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`projects_blocks_text_settings_hide_on\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`projects_blocks_text\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`projects_blocks_text_settings_hide_on_order_idx\` ON \`projects_blocks_text_settings_hide_on\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`projects_blocks_text_settings_hide_on_parent_idx\` ON \`projects_blocks_text_settings_hide_on\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`projects_blocks_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`settings_element_id\` text,
  	\`settings_class_name\` text,
  	\`settings_link_url\` text,
  	\`settings_link_target\` text DEFAULT '_self',
  	\`settings_link_class_name\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`projects_blocks_text_order_idx\` ON \`projects_blocks_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`projects_blocks_text_parent_id_idx\` ON \`projects_blocks_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`projects_blocks_text_path_idx\` ON \`projects_blocks_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`projects_blocks_text_locales\` (
  	\`content\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`projects_blocks_text\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`projects_blocks_text_locales_locale_parent_id_unique\` ON \`projects_blocks_text_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`projects_blocks_heading_settings_hide_on\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`projects_blocks_heading\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`projects_blocks_heading_settings_hide_on_order_idx\` ON \`projects_blocks_heading_settings_hide_on\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`projects_blocks_heading_settings_hide_on_parent_idx\` ON \`projects_blocks_heading_settings_hide_on\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`projects_blocks_heading\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`level\` text DEFAULT 'h2',
  	\`align\` text DEFAULT 'left',
  	\`settings_element_id\` text,
  	\`settings_class_name\` text,
  	\`settings_link_url\` text,
  	\`settings_link_target\` text DEFAULT '_self',
  	\`settings_link_class_name\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`projects_blocks_heading_order_idx\` ON \`projects_blocks_heading\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`projects_blocks_heading_parent_id_idx\` ON \`projects_blocks_heading\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`projects_blocks_heading_path_idx\` ON \`projects_blocks_heading\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`projects_blocks_heading_locales\` (
  	\`text\` text,
  	\`subtitle\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`projects_blocks_heading\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`projects_blocks_heading_locales_locale_parent_id_unique\` ON \`projects_blocks_heading_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`projects_blocks_image_settings_hide_on\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`projects_blocks_image\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`projects_blocks_image_settings_hide_on_order_idx\` ON \`projects_blocks_image_settings_hide_on\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`projects_blocks_image_settings_hide_on_parent_idx\` ON \`projects_blocks_image_settings_hide_on\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`projects_blocks_image\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`align\` text DEFAULT 'center',
  	\`full_width\` integer DEFAULT true,
  	\`priority\` integer,
  	\`settings_element_id\` text,
  	\`settings_class_name\` text,
  	\`settings_link_url\` text,
  	\`settings_link_target\` text DEFAULT '_self',
  	\`settings_link_class_name\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`projects_blocks_image_order_idx\` ON \`projects_blocks_image\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`projects_blocks_image_parent_id_idx\` ON \`projects_blocks_image\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`projects_blocks_image_path_idx\` ON \`projects_blocks_image\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`projects_blocks_image_image_idx\` ON \`projects_blocks_image\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`projects_blocks_image_locales\` (
  	\`caption\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`projects_blocks_image\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`projects_blocks_image_locales_locale_parent_id_unique\` ON \`projects_blocks_image_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`projects_blocks_button_settings_hide_on\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`projects_blocks_button\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`projects_blocks_button_settings_hide_on_order_idx\` ON \`projects_blocks_button_settings_hide_on\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`projects_blocks_button_settings_hide_on_parent_idx\` ON \`projects_blocks_button_settings_hide_on\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`projects_blocks_button\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`link_type\` text DEFAULT 'reference',
  	\`link_new_tab\` integer,
  	\`link_url\` text,
  	\`style\` text DEFAULT 'primary',
  	\`align\` text DEFAULT 'left',
  	\`tracking_id\` text,
  	\`settings_element_id\` text,
  	\`settings_class_name\` text,
  	\`settings_link_url\` text,
  	\`settings_link_target\` text DEFAULT '_self',
  	\`settings_link_class_name\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`projects_blocks_button_order_idx\` ON \`projects_blocks_button\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`projects_blocks_button_parent_id_idx\` ON \`projects_blocks_button\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`projects_blocks_button_path_idx\` ON \`projects_blocks_button\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`projects_blocks_button_locales\` (
  	\`link_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`projects_blocks_button\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`projects_blocks_button_locales_locale_parent_id_unique\` ON \`projects_blocks_button_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`projects_blocks_call_to_action_settings_hide_on\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`projects_blocks_call_to_action\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`projects_blocks_call_to_action_settings_hide_on_order_idx\` ON \`projects_blocks_call_to_action_settings_hide_on\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`projects_blocks_call_to_action_settings_hide_on_parent_idx\` ON \`projects_blocks_call_to_action_settings_hide_on\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`projects_blocks_call_to_action\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`button_type\` text DEFAULT 'reference',
  	\`button_new_tab\` integer,
  	\`button_url\` text,
  	\`button_style\` text DEFAULT 'primary',
  	\`tone\` text DEFAULT 'accent',
  	\`tracking_id\` text,
  	\`settings_element_id\` text,
  	\`settings_class_name\` text,
  	\`settings_link_url\` text,
  	\`settings_link_target\` text DEFAULT '_self',
  	\`settings_link_class_name\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`projects_blocks_call_to_action_order_idx\` ON \`projects_blocks_call_to_action\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`projects_blocks_call_to_action_parent_id_idx\` ON \`projects_blocks_call_to_action\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`projects_blocks_call_to_action_path_idx\` ON \`projects_blocks_call_to_action\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`projects_blocks_call_to_action_locales\` (
  	\`title\` text,
  	\`body\` text,
  	\`button_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`projects_blocks_call_to_action\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`projects_blocks_call_to_action_locales_locale_parent_id_uniq\` ON \`projects_blocks_call_to_action_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`projects_blocks_blurb_settings_hide_on\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`projects_blocks_blurb\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`projects_blocks_blurb_settings_hide_on_order_idx\` ON \`projects_blocks_blurb_settings_hide_on\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`projects_blocks_blurb_settings_hide_on_parent_idx\` ON \`projects_blocks_blurb_settings_hide_on\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`projects_blocks_blurb\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`media_type\` text DEFAULT 'icon',
  	\`icon\` text DEFAULT 'gear',
  	\`image_id\` integer,
  	\`layout\` text DEFAULT 'top',
  	\`settings_element_id\` text,
  	\`settings_class_name\` text,
  	\`settings_link_url\` text,
  	\`settings_link_target\` text DEFAULT '_self',
  	\`settings_link_class_name\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`projects_blocks_blurb_order_idx\` ON \`projects_blocks_blurb\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`projects_blocks_blurb_parent_id_idx\` ON \`projects_blocks_blurb\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`projects_blocks_blurb_path_idx\` ON \`projects_blocks_blurb\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`projects_blocks_blurb_image_idx\` ON \`projects_blocks_blurb\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`projects_blocks_blurb_locales\` (
  	\`title\` text,
  	\`body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`projects_blocks_blurb\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`projects_blocks_blurb_locales_locale_parent_id_unique\` ON \`projects_blocks_blurb_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`projects_blocks_divider_settings_hide_on\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`projects_blocks_divider\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`projects_blocks_divider_settings_hide_on_order_idx\` ON \`projects_blocks_divider_settings_hide_on\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`projects_blocks_divider_settings_hide_on_parent_idx\` ON \`projects_blocks_divider_settings_hide_on\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`projects_blocks_divider\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`show_line\` integer DEFAULT true,
  	\`line_style\` text DEFAULT 'solid',
  	\`height\` numeric DEFAULT 32,
  	\`color\` text,
  	\`settings_element_id\` text,
  	\`settings_class_name\` text,
  	\`settings_link_url\` text,
  	\`settings_link_target\` text DEFAULT '_self',
  	\`settings_link_class_name\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`projects_blocks_divider_order_idx\` ON \`projects_blocks_divider\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`projects_blocks_divider_parent_id_idx\` ON \`projects_blocks_divider\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`projects_blocks_divider_path_idx\` ON \`projects_blocks_divider\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`projects_blocks_video_settings_hide_on\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`projects_blocks_video\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`projects_blocks_video_settings_hide_on_order_idx\` ON \`projects_blocks_video_settings_hide_on\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`projects_blocks_video_settings_hide_on_parent_idx\` ON \`projects_blocks_video_settings_hide_on\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`projects_blocks_video\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`source\` text DEFAULT 'file',
  	\`file_id\` integer,
  	\`url\` text,
  	\`poster_id\` integer,
  	\`tracking_id\` text,
  	\`settings_element_id\` text,
  	\`settings_class_name\` text,
  	\`settings_link_url\` text,
  	\`settings_link_target\` text DEFAULT '_self',
  	\`settings_link_class_name\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`poster_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`projects_blocks_video_order_idx\` ON \`projects_blocks_video\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`projects_blocks_video_parent_id_idx\` ON \`projects_blocks_video\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`projects_blocks_video_path_idx\` ON \`projects_blocks_video\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`projects_blocks_video_file_idx\` ON \`projects_blocks_video\` (\`file_id\`);`)
  await db.run(sql`CREATE INDEX \`projects_blocks_video_poster_idx\` ON \`projects_blocks_video\` (\`poster_id\`);`)
  await db.run(sql`CREATE TABLE \`projects_blocks_video_locales\` (
  	\`title\` text,
  	\`caption\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`projects_blocks_video\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`projects_blocks_video_locales_locale_parent_id_unique\` ON \`projects_blocks_video_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`projects_blocks_code_settings_hide_on\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`projects_blocks_code\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`projects_blocks_code_settings_hide_on_order_idx\` ON \`projects_blocks_code_settings_hide_on\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`projects_blocks_code_settings_hide_on_parent_idx\` ON \`projects_blocks_code_settings_hide_on\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`projects_blocks_code\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`html\` text,
  	\`settings_element_id\` text,
  	\`settings_class_name\` text,
  	\`settings_link_url\` text,
  	\`settings_link_target\` text DEFAULT '_self',
  	\`settings_link_class_name\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`projects_blocks_code_order_idx\` ON \`projects_blocks_code\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`projects_blocks_code_parent_id_idx\` ON \`projects_blocks_code\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`projects_blocks_code_path_idx\` ON \`projects_blocks_code\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`projects_blocks_testimonial_settings_hide_on\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`projects_blocks_testimonial\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`projects_blocks_testimonial_settings_hide_on_order_idx\` ON \`projects_blocks_testimonial_settings_hide_on\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`projects_blocks_testimonial_settings_hide_on_parent_idx\` ON \`projects_blocks_testimonial_settings_hide_on\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`projects_blocks_testimonial\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`author\` text,
  	\`company\` text,
  	\`portrait_id\` integer,
  	\`company_url\` text,
  	\`settings_element_id\` text,
  	\`settings_class_name\` text,
  	\`settings_link_url\` text,
  	\`settings_link_target\` text DEFAULT '_self',
  	\`settings_link_class_name\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`portrait_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`projects_blocks_testimonial_order_idx\` ON \`projects_blocks_testimonial\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`projects_blocks_testimonial_parent_id_idx\` ON \`projects_blocks_testimonial\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`projects_blocks_testimonial_path_idx\` ON \`projects_blocks_testimonial\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`projects_blocks_testimonial_portrait_idx\` ON \`projects_blocks_testimonial\` (\`portrait_id\`);`)
  await db.run(sql`CREATE TABLE \`projects_blocks_testimonial_locales\` (
  	\`quote\` text,
  	\`job_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`projects_blocks_testimonial\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`projects_blocks_testimonial_locales_locale_parent_id_unique\` ON \`projects_blocks_testimonial_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`projects_blocks_row_columns_settings_hide_on\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`projects_blocks_row_columns\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`projects_blocks_row_columns_settings_hide_on_order_idx\` ON \`projects_blocks_row_columns_settings_hide_on\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`projects_blocks_row_columns_settings_hide_on_parent_idx\` ON \`projects_blocks_row_columns_settings_hide_on\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`projects_blocks_row_columns\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`background_color\` text,
  	\`settings_element_id\` text,
  	\`settings_class_name\` text,
  	\`settings_link_url\` text,
  	\`settings_link_target\` text DEFAULT '_self',
  	\`settings_link_class_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`projects_blocks_row\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`projects_blocks_row_columns_order_idx\` ON \`projects_blocks_row_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`projects_blocks_row_columns_parent_id_idx\` ON \`projects_blocks_row_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`projects_blocks_row_settings_hide_on\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`projects_blocks_row\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`projects_blocks_row_settings_hide_on_order_idx\` ON \`projects_blocks_row_settings_hide_on\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`projects_blocks_row_settings_hide_on_parent_idx\` ON \`projects_blocks_row_settings_hide_on\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`projects_blocks_row\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`structure\` text DEFAULT '1_1',
  	\`vertical_align\` text DEFAULT 'start',
  	\`settings_element_id\` text,
  	\`settings_class_name\` text,
  	\`settings_link_url\` text,
  	\`settings_link_target\` text DEFAULT '_self',
  	\`settings_link_class_name\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`projects_blocks_row_order_idx\` ON \`projects_blocks_row\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`projects_blocks_row_parent_id_idx\` ON \`projects_blocks_row\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`projects_blocks_row_path_idx\` ON \`projects_blocks_row\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`projects_blocks_section_settings_hide_on\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`projects_blocks_section\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`projects_blocks_section_settings_hide_on_order_idx\` ON \`projects_blocks_section_settings_hide_on\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`projects_blocks_section_settings_hide_on_parent_idx\` ON \`projects_blocks_section_settings_hide_on\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`projects_blocks_section\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`background_type\` text DEFAULT 'none',
  	\`background_color\` text,
  	\`background_gradient_end\` text,
  	\`background_gradient_angle\` numeric DEFAULT 180,
  	\`background_image_id\` integer,
  	\`background_overlay\` numeric DEFAULT 50,
  	\`text_tone\` text DEFAULT 'dark',
  	\`width\` text DEFAULT 'boxed',
  	\`padding_desktop_top\` numeric,
  	\`padding_desktop_bottom\` numeric,
  	\`padding_tablet_top\` numeric,
  	\`padding_tablet_bottom\` numeric,
  	\`padding_phone_top\` numeric,
  	\`padding_phone_bottom\` numeric,
  	\`settings_element_id\` text,
  	\`settings_class_name\` text,
  	\`settings_link_url\` text,
  	\`settings_link_target\` text DEFAULT '_self',
  	\`settings_link_class_name\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`background_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`projects_blocks_section_order_idx\` ON \`projects_blocks_section\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`projects_blocks_section_parent_id_idx\` ON \`projects_blocks_section\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`projects_blocks_section_path_idx\` ON \`projects_blocks_section\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`projects_blocks_section_background_background_image_idx\` ON \`projects_blocks_section\` (\`background_image_id\`);`)
  await db.run(sql`CREATE TABLE \`projects_blocks_section_locales\` (
  	\`admin_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`projects_blocks_section\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`projects_blocks_section_locales_locale_parent_id_unique\` ON \`projects_blocks_section_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`projects\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`featured_image_id\` integer,
  	\`client\` text,
  	\`year\` numeric,
  	\`slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`featured_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`projects_featured_image_idx\` ON \`projects\` (\`featured_image_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`projects_slug_idx\` ON \`projects\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`projects_updated_at_idx\` ON \`projects\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`projects_created_at_idx\` ON \`projects\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`projects__status_idx\` ON \`projects\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`projects_locales\` (
  	\`title\` text,
  	\`excerpt\` text,
  	\`content\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`meta_image_id\` integer,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`projects_meta_meta_image_idx\` ON \`projects_locales\` (\`meta_image_id\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`projects_locales_locale_parent_id_unique\` ON \`projects_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`projects_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`posts_id\` integer,
  	\`projects_id\` integer,
  	\`project_categories_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`projects_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`project_categories_id\`) REFERENCES \`project_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`projects_rels_order_idx\` ON \`projects_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`projects_rels_parent_idx\` ON \`projects_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`projects_rels_path_idx\` ON \`projects_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`projects_rels_pages_id_idx\` ON \`projects_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`projects_rels_posts_id_idx\` ON \`projects_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`projects_rels_projects_id_idx\` ON \`projects_rels\` (\`projects_id\`);`)
  await db.run(sql`CREATE INDEX \`projects_rels_project_categories_id_idx\` ON \`projects_rels\` (\`project_categories_id\`);`)
  await db.run(sql`CREATE TABLE \`_projects_v_blocks_text_settings_hide_on\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_projects_v_blocks_text\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_text_settings_hide_on_order_idx\` ON \`_projects_v_blocks_text_settings_hide_on\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_text_settings_hide_on_parent_idx\` ON \`_projects_v_blocks_text_settings_hide_on\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_projects_v_blocks_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`settings_element_id\` text,
  	\`settings_class_name\` text,
  	\`settings_link_url\` text,
  	\`settings_link_target\` text DEFAULT '_self',
  	\`settings_link_class_name\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_projects_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_text_order_idx\` ON \`_projects_v_blocks_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_text_parent_id_idx\` ON \`_projects_v_blocks_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_text_path_idx\` ON \`_projects_v_blocks_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_projects_v_blocks_text_locales\` (
  	\`content\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_projects_v_blocks_text\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_projects_v_blocks_text_locales_locale_parent_id_unique\` ON \`_projects_v_blocks_text_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_projects_v_blocks_heading_settings_hide_on\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_projects_v_blocks_heading\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_heading_settings_hide_on_order_idx\` ON \`_projects_v_blocks_heading_settings_hide_on\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_heading_settings_hide_on_parent_idx\` ON \`_projects_v_blocks_heading_settings_hide_on\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_projects_v_blocks_heading\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`level\` text DEFAULT 'h2',
  	\`align\` text DEFAULT 'left',
  	\`settings_element_id\` text,
  	\`settings_class_name\` text,
  	\`settings_link_url\` text,
  	\`settings_link_target\` text DEFAULT '_self',
  	\`settings_link_class_name\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_projects_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_heading_order_idx\` ON \`_projects_v_blocks_heading\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_heading_parent_id_idx\` ON \`_projects_v_blocks_heading\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_heading_path_idx\` ON \`_projects_v_blocks_heading\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_projects_v_blocks_heading_locales\` (
  	\`text\` text,
  	\`subtitle\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_projects_v_blocks_heading\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_projects_v_blocks_heading_locales_locale_parent_id_unique\` ON \`_projects_v_blocks_heading_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_projects_v_blocks_image_settings_hide_on\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_projects_v_blocks_image\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_image_settings_hide_on_order_idx\` ON \`_projects_v_blocks_image_settings_hide_on\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_image_settings_hide_on_parent_idx\` ON \`_projects_v_blocks_image_settings_hide_on\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_projects_v_blocks_image\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`align\` text DEFAULT 'center',
  	\`full_width\` integer DEFAULT true,
  	\`priority\` integer,
  	\`settings_element_id\` text,
  	\`settings_class_name\` text,
  	\`settings_link_url\` text,
  	\`settings_link_target\` text DEFAULT '_self',
  	\`settings_link_class_name\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_projects_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_image_order_idx\` ON \`_projects_v_blocks_image\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_image_parent_id_idx\` ON \`_projects_v_blocks_image\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_image_path_idx\` ON \`_projects_v_blocks_image\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_image_image_idx\` ON \`_projects_v_blocks_image\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_projects_v_blocks_image_locales\` (
  	\`caption\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_projects_v_blocks_image\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_projects_v_blocks_image_locales_locale_parent_id_unique\` ON \`_projects_v_blocks_image_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_projects_v_blocks_button_settings_hide_on\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_projects_v_blocks_button\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_button_settings_hide_on_order_idx\` ON \`_projects_v_blocks_button_settings_hide_on\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_button_settings_hide_on_parent_idx\` ON \`_projects_v_blocks_button_settings_hide_on\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_projects_v_blocks_button\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`link_type\` text DEFAULT 'reference',
  	\`link_new_tab\` integer,
  	\`link_url\` text,
  	\`style\` text DEFAULT 'primary',
  	\`align\` text DEFAULT 'left',
  	\`tracking_id\` text,
  	\`settings_element_id\` text,
  	\`settings_class_name\` text,
  	\`settings_link_url\` text,
  	\`settings_link_target\` text DEFAULT '_self',
  	\`settings_link_class_name\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_projects_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_button_order_idx\` ON \`_projects_v_blocks_button\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_button_parent_id_idx\` ON \`_projects_v_blocks_button\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_button_path_idx\` ON \`_projects_v_blocks_button\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_projects_v_blocks_button_locales\` (
  	\`link_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_projects_v_blocks_button\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_projects_v_blocks_button_locales_locale_parent_id_unique\` ON \`_projects_v_blocks_button_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_projects_v_blocks_call_to_action_settings_hide_on\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_projects_v_blocks_call_to_action\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_call_to_action_settings_hide_on_order_idx\` ON \`_projects_v_blocks_call_to_action_settings_hide_on\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_call_to_action_settings_hide_on_parent_idx\` ON \`_projects_v_blocks_call_to_action_settings_hide_on\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_projects_v_blocks_call_to_action\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`button_type\` text DEFAULT 'reference',
  	\`button_new_tab\` integer,
  	\`button_url\` text,
  	\`button_style\` text DEFAULT 'primary',
  	\`tone\` text DEFAULT 'accent',
  	\`tracking_id\` text,
  	\`settings_element_id\` text,
  	\`settings_class_name\` text,
  	\`settings_link_url\` text,
  	\`settings_link_target\` text DEFAULT '_self',
  	\`settings_link_class_name\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_projects_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_call_to_action_order_idx\` ON \`_projects_v_blocks_call_to_action\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_call_to_action_parent_id_idx\` ON \`_projects_v_blocks_call_to_action\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_call_to_action_path_idx\` ON \`_projects_v_blocks_call_to_action\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_projects_v_blocks_call_to_action_locales\` (
  	\`title\` text,
  	\`body\` text,
  	\`button_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_projects_v_blocks_call_to_action\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_projects_v_blocks_call_to_action_locales_locale_parent_id_u\` ON \`_projects_v_blocks_call_to_action_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_projects_v_blocks_blurb_settings_hide_on\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_projects_v_blocks_blurb\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_blurb_settings_hide_on_order_idx\` ON \`_projects_v_blocks_blurb_settings_hide_on\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_blurb_settings_hide_on_parent_idx\` ON \`_projects_v_blocks_blurb_settings_hide_on\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_projects_v_blocks_blurb\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`media_type\` text DEFAULT 'icon',
  	\`icon\` text DEFAULT 'gear',
  	\`image_id\` integer,
  	\`layout\` text DEFAULT 'top',
  	\`settings_element_id\` text,
  	\`settings_class_name\` text,
  	\`settings_link_url\` text,
  	\`settings_link_target\` text DEFAULT '_self',
  	\`settings_link_class_name\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_projects_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_blurb_order_idx\` ON \`_projects_v_blocks_blurb\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_blurb_parent_id_idx\` ON \`_projects_v_blocks_blurb\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_blurb_path_idx\` ON \`_projects_v_blocks_blurb\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_blurb_image_idx\` ON \`_projects_v_blocks_blurb\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_projects_v_blocks_blurb_locales\` (
  	\`title\` text,
  	\`body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_projects_v_blocks_blurb\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_projects_v_blocks_blurb_locales_locale_parent_id_unique\` ON \`_projects_v_blocks_blurb_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_projects_v_blocks_divider_settings_hide_on\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_projects_v_blocks_divider\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_divider_settings_hide_on_order_idx\` ON \`_projects_v_blocks_divider_settings_hide_on\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_divider_settings_hide_on_parent_idx\` ON \`_projects_v_blocks_divider_settings_hide_on\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_projects_v_blocks_divider\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`show_line\` integer DEFAULT true,
  	\`line_style\` text DEFAULT 'solid',
  	\`height\` numeric DEFAULT 32,
  	\`color\` text,
  	\`settings_element_id\` text,
  	\`settings_class_name\` text,
  	\`settings_link_url\` text,
  	\`settings_link_target\` text DEFAULT '_self',
  	\`settings_link_class_name\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_projects_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_divider_order_idx\` ON \`_projects_v_blocks_divider\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_divider_parent_id_idx\` ON \`_projects_v_blocks_divider\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_divider_path_idx\` ON \`_projects_v_blocks_divider\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_projects_v_blocks_video_settings_hide_on\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_projects_v_blocks_video\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_video_settings_hide_on_order_idx\` ON \`_projects_v_blocks_video_settings_hide_on\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_video_settings_hide_on_parent_idx\` ON \`_projects_v_blocks_video_settings_hide_on\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_projects_v_blocks_video\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`source\` text DEFAULT 'file',
  	\`file_id\` integer,
  	\`url\` text,
  	\`poster_id\` integer,
  	\`tracking_id\` text,
  	\`settings_element_id\` text,
  	\`settings_class_name\` text,
  	\`settings_link_url\` text,
  	\`settings_link_target\` text DEFAULT '_self',
  	\`settings_link_class_name\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`poster_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_projects_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_video_order_idx\` ON \`_projects_v_blocks_video\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_video_parent_id_idx\` ON \`_projects_v_blocks_video\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_video_path_idx\` ON \`_projects_v_blocks_video\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_video_file_idx\` ON \`_projects_v_blocks_video\` (\`file_id\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_video_poster_idx\` ON \`_projects_v_blocks_video\` (\`poster_id\`);`)
  await db.run(sql`CREATE TABLE \`_projects_v_blocks_video_locales\` (
  	\`title\` text,
  	\`caption\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_projects_v_blocks_video\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_projects_v_blocks_video_locales_locale_parent_id_unique\` ON \`_projects_v_blocks_video_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_projects_v_blocks_code_settings_hide_on\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_projects_v_blocks_code\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_code_settings_hide_on_order_idx\` ON \`_projects_v_blocks_code_settings_hide_on\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_code_settings_hide_on_parent_idx\` ON \`_projects_v_blocks_code_settings_hide_on\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_projects_v_blocks_code\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`html\` text,
  	\`settings_element_id\` text,
  	\`settings_class_name\` text,
  	\`settings_link_url\` text,
  	\`settings_link_target\` text DEFAULT '_self',
  	\`settings_link_class_name\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_projects_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_code_order_idx\` ON \`_projects_v_blocks_code\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_code_parent_id_idx\` ON \`_projects_v_blocks_code\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_code_path_idx\` ON \`_projects_v_blocks_code\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_projects_v_blocks_testimonial_settings_hide_on\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_projects_v_blocks_testimonial\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_testimonial_settings_hide_on_order_idx\` ON \`_projects_v_blocks_testimonial_settings_hide_on\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_testimonial_settings_hide_on_parent_idx\` ON \`_projects_v_blocks_testimonial_settings_hide_on\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_projects_v_blocks_testimonial\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`author\` text,
  	\`company\` text,
  	\`portrait_id\` integer,
  	\`company_url\` text,
  	\`settings_element_id\` text,
  	\`settings_class_name\` text,
  	\`settings_link_url\` text,
  	\`settings_link_target\` text DEFAULT '_self',
  	\`settings_link_class_name\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`portrait_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_projects_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_testimonial_order_idx\` ON \`_projects_v_blocks_testimonial\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_testimonial_parent_id_idx\` ON \`_projects_v_blocks_testimonial\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_testimonial_path_idx\` ON \`_projects_v_blocks_testimonial\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_testimonial_portrait_idx\` ON \`_projects_v_blocks_testimonial\` (\`portrait_id\`);`)
  await db.run(sql`CREATE TABLE \`_projects_v_blocks_testimonial_locales\` (
  	\`quote\` text,
  	\`job_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_projects_v_blocks_testimonial\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_projects_v_blocks_testimonial_locales_locale_parent_id_uniq\` ON \`_projects_v_blocks_testimonial_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_projects_v_blocks_row_columns_settings_hide_on\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_projects_v_blocks_row_columns\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_row_columns_settings_hide_on_order_idx\` ON \`_projects_v_blocks_row_columns_settings_hide_on\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_row_columns_settings_hide_on_parent_idx\` ON \`_projects_v_blocks_row_columns_settings_hide_on\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_projects_v_blocks_row_columns\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`background_color\` text,
  	\`settings_element_id\` text,
  	\`settings_class_name\` text,
  	\`settings_link_url\` text,
  	\`settings_link_target\` text DEFAULT '_self',
  	\`settings_link_class_name\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_projects_v_blocks_row\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_row_columns_order_idx\` ON \`_projects_v_blocks_row_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_row_columns_parent_id_idx\` ON \`_projects_v_blocks_row_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_projects_v_blocks_row_settings_hide_on\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_projects_v_blocks_row\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_row_settings_hide_on_order_idx\` ON \`_projects_v_blocks_row_settings_hide_on\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_row_settings_hide_on_parent_idx\` ON \`_projects_v_blocks_row_settings_hide_on\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_projects_v_blocks_row\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`structure\` text DEFAULT '1_1',
  	\`vertical_align\` text DEFAULT 'start',
  	\`settings_element_id\` text,
  	\`settings_class_name\` text,
  	\`settings_link_url\` text,
  	\`settings_link_target\` text DEFAULT '_self',
  	\`settings_link_class_name\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_projects_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_row_order_idx\` ON \`_projects_v_blocks_row\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_row_parent_id_idx\` ON \`_projects_v_blocks_row\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_row_path_idx\` ON \`_projects_v_blocks_row\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_projects_v_blocks_section_settings_hide_on\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_projects_v_blocks_section\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_section_settings_hide_on_order_idx\` ON \`_projects_v_blocks_section_settings_hide_on\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_section_settings_hide_on_parent_idx\` ON \`_projects_v_blocks_section_settings_hide_on\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_projects_v_blocks_section\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`background_type\` text DEFAULT 'none',
  	\`background_color\` text,
  	\`background_gradient_end\` text,
  	\`background_gradient_angle\` numeric DEFAULT 180,
  	\`background_image_id\` integer,
  	\`background_overlay\` numeric DEFAULT 50,
  	\`text_tone\` text DEFAULT 'dark',
  	\`width\` text DEFAULT 'boxed',
  	\`padding_desktop_top\` numeric,
  	\`padding_desktop_bottom\` numeric,
  	\`padding_tablet_top\` numeric,
  	\`padding_tablet_bottom\` numeric,
  	\`padding_phone_top\` numeric,
  	\`padding_phone_bottom\` numeric,
  	\`settings_element_id\` text,
  	\`settings_class_name\` text,
  	\`settings_link_url\` text,
  	\`settings_link_target\` text DEFAULT '_self',
  	\`settings_link_class_name\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`background_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_projects_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_section_order_idx\` ON \`_projects_v_blocks_section\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_section_parent_id_idx\` ON \`_projects_v_blocks_section\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_section_path_idx\` ON \`_projects_v_blocks_section\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_blocks_section_background_background_image_idx\` ON \`_projects_v_blocks_section\` (\`background_image_id\`);`)
  await db.run(sql`CREATE TABLE \`_projects_v_blocks_section_locales\` (
  	\`admin_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_projects_v_blocks_section\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_projects_v_blocks_section_locales_locale_parent_id_unique\` ON \`_projects_v_blocks_section_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_projects_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_featured_image_id\` integer,
  	\`version_client\` text,
  	\`version_year\` numeric,
  	\`version_slug\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_featured_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_projects_v_parent_idx\` ON \`_projects_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_version_version_featured_image_idx\` ON \`_projects_v\` (\`version_featured_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_version_version_slug_idx\` ON \`_projects_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_version_version_updated_at_idx\` ON \`_projects_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_version_version_created_at_idx\` ON \`_projects_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_version_version__status_idx\` ON \`_projects_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_created_at_idx\` ON \`_projects_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_updated_at_idx\` ON \`_projects_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_snapshot_idx\` ON \`_projects_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_published_locale_idx\` ON \`_projects_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_latest_idx\` ON \`_projects_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_autosave_idx\` ON \`_projects_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_projects_v_locales\` (
  	\`version_title\` text,
  	\`version_excerpt\` text,
  	\`version_content\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version_meta_image_id\` integer,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_projects_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_projects_v_version_meta_version_meta_image_idx\` ON \`_projects_v_locales\` (\`version_meta_image_id\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`_projects_v_locales_locale_parent_id_unique\` ON \`_projects_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_projects_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`posts_id\` integer,
  	\`projects_id\` integer,
  	\`project_categories_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_projects_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`projects_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`project_categories_id\`) REFERENCES \`project_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_projects_v_rels_order_idx\` ON \`_projects_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_rels_parent_idx\` ON \`_projects_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_rels_path_idx\` ON \`_projects_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_rels_pages_id_idx\` ON \`_projects_v_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_rels_posts_id_idx\` ON \`_projects_v_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_rels_projects_id_idx\` ON \`_projects_v_rels\` (\`projects_id\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_rels_project_categories_id_idx\` ON \`_projects_v_rels\` (\`project_categories_id\`);`)
  await db.run(sql`CREATE TABLE \`project_categories\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`project_categories_slug_idx\` ON \`project_categories\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`project_categories_updated_at_idx\` ON \`project_categories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`project_categories_created_at_idx\` ON \`project_categories\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`project_categories_locales\` (
  	\`title\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`project_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`project_categories_locales_locale_parent_id_unique\` ON \`project_categories_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`media\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric,
  	\`sizes_thumbnail_url\` text,
  	\`sizes_thumbnail_width\` numeric,
  	\`sizes_thumbnail_height\` numeric,
  	\`sizes_thumbnail_mime_type\` text,
  	\`sizes_thumbnail_filesize\` numeric,
  	\`sizes_thumbnail_filename\` text,
  	\`sizes_card_url\` text,
  	\`sizes_card_width\` numeric,
  	\`sizes_card_height\` numeric,
  	\`sizes_card_mime_type\` text,
  	\`sizes_card_filesize\` numeric,
  	\`sizes_card_filename\` text,
  	\`sizes_hero_url\` text,
  	\`sizes_hero_width\` numeric,
  	\`sizes_hero_height\` numeric,
  	\`sizes_hero_mime_type\` text,
  	\`sizes_hero_filesize\` numeric,
  	\`sizes_hero_filename\` text,
  	\`sizes_og_url\` text,
  	\`sizes_og_width\` numeric,
  	\`sizes_og_height\` numeric,
  	\`sizes_og_mime_type\` text,
  	\`sizes_og_filesize\` numeric,
  	\`sizes_og_filename\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`media_updated_at_idx\` ON \`media\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`media_created_at_idx\` ON \`media\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`media_filename_idx\` ON \`media\` (\`filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_thumbnail_sizes_thumbnail_filename_idx\` ON \`media\` (\`sizes_thumbnail_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_card_sizes_card_filename_idx\` ON \`media\` (\`sizes_card_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_hero_sizes_hero_filename_idx\` ON \`media\` (\`sizes_hero_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_og_sizes_og_filename_idx\` ON \`media\` (\`sizes_og_filename\`);`)
  await db.run(sql`CREATE TABLE \`media_locales\` (
  	\`alt\` text NOT NULL,
  	\`caption\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`media_locales_locale_parent_id_unique\` ON \`media_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`users_roles\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_roles_order_idx\` ON \`users_roles\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`users_roles_parent_idx\` ON \`users_roles\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`users_sessions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`created_at\` text,
  	\`expires_at\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_sessions_order_idx\` ON \`users_sessions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`users_sessions_parent_id_idx\` ON \`users_sessions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`users\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`email\` text NOT NULL,
  	\`reset_password_token\` text,
  	\`reset_password_expiration\` text,
  	\`salt\` text,
  	\`hash\` text,
  	\`reset_password_requested_at\` text,
  	\`login_attempts\` numeric DEFAULT 0,
  	\`lock_until\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`users_updated_at_idx\` ON \`users\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`users_created_at_idx\` ON \`users\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`users_email_idx\` ON \`users\` (\`email\`);`)
  await db.run(sql`CREATE TABLE \`payload_kv\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`data\` text NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`payload_kv_key_idx\` ON \`payload_kv\` (\`key\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs_log\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`executed_at\` text NOT NULL,
  	\`completed_at\` text NOT NULL,
  	\`task_slug\` text NOT NULL,
  	\`task_i_d\` text NOT NULL,
  	\`input\` text,
  	\`output\` text,
  	\`state\` text NOT NULL,
  	\`error\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`payload_jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_order_idx\` ON \`payload_jobs_log\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_parent_id_idx\` ON \`payload_jobs_log\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`input\` text,
  	\`completed_at\` text,
  	\`total_tried\` numeric DEFAULT 0,
  	\`has_error\` integer DEFAULT false,
  	\`error\` text,
  	\`task_slug\` text,
  	\`queue\` text DEFAULT 'default',
  	\`wait_until\` text,
  	\`processing\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_completed_at_idx\` ON \`payload_jobs\` (\`completed_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_total_tried_idx\` ON \`payload_jobs\` (\`total_tried\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_has_error_idx\` ON \`payload_jobs\` (\`has_error\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_task_slug_idx\` ON \`payload_jobs\` (\`task_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_queue_idx\` ON \`payload_jobs\` (\`queue\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_wait_until_idx\` ON \`payload_jobs\` (\`wait_until\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_processing_idx\` ON \`payload_jobs\` (\`processing\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_updated_at_idx\` ON \`payload_jobs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_created_at_idx\` ON \`payload_jobs\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`global_slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_global_slug_idx\` ON \`payload_locked_documents\` (\`global_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_updated_at_idx\` ON \`payload_locked_documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_created_at_idx\` ON \`payload_locked_documents\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents_rels\` (
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
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`projects_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`project_categories_id\`) REFERENCES \`project_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
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
  await db.run(sql`CREATE TABLE \`payload_preferences\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`value\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_key_idx\` ON \`payload_preferences\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_updated_at_idx\` ON \`payload_preferences\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_created_at_idx\` ON \`payload_preferences\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_preferences\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_order_idx\` ON \`payload_preferences_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_parent_idx\` ON \`payload_preferences_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_path_idx\` ON \`payload_preferences_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_users_id_idx\` ON \`payload_preferences_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_migrations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`batch\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_migrations_updated_at_idx\` ON \`payload_migrations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_migrations_created_at_idx\` ON \`payload_migrations\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`header_nav_items_children\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`link_type\` text DEFAULT 'reference',
  	\`link_new_tab\` integer,
  	\`link_url\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`header_nav_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`header_nav_items_children_order_idx\` ON \`header_nav_items_children\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`header_nav_items_children_parent_id_idx\` ON \`header_nav_items_children\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`header_nav_items_children_locales\` (
  	\`link_label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`header_nav_items_children\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`header_nav_items_children_locales_locale_parent_id_unique\` ON \`header_nav_items_children_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`header_nav_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`link_type\` text DEFAULT 'reference',
  	\`link_new_tab\` integer,
  	\`link_url\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`header\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`header_nav_items_order_idx\` ON \`header_nav_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`header_nav_items_parent_id_idx\` ON \`header_nav_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`header_nav_items_locales\` (
  	\`link_label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`header_nav_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`header_nav_items_locales_locale_parent_id_unique\` ON \`header_nav_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`header\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`logo_id\` integer,
  	\`cta_link_type\` text DEFAULT 'reference',
  	\`cta_link_new_tab\` integer,
  	\`cta_link_url\` text,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`header_logo_idx\` ON \`header\` (\`logo_id\`);`)
  await db.run(sql`CREATE TABLE \`header_locales\` (
  	\`cta_link_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`header\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`header_locales_locale_parent_id_unique\` ON \`header_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`header_rels\` (
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
  await db.run(sql`CREATE INDEX \`header_rels_order_idx\` ON \`header_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`header_rels_parent_idx\` ON \`header_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`header_rels_path_idx\` ON \`header_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`header_rels_pages_id_idx\` ON \`header_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`header_rels_posts_id_idx\` ON \`header_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`header_rels_projects_id_idx\` ON \`header_rels\` (\`projects_id\`);`)
  await db.run(sql`CREATE TABLE \`footer_columns_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`link_type\` text DEFAULT 'reference',
  	\`link_new_tab\` integer,
  	\`link_url\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`footer_columns\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`footer_columns_links_order_idx\` ON \`footer_columns_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`footer_columns_links_parent_id_idx\` ON \`footer_columns_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`footer_columns_links_locales\` (
  	\`link_label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`footer_columns_links\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`footer_columns_links_locales_locale_parent_id_unique\` ON \`footer_columns_links_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`footer_columns\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`footer\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`footer_columns_order_idx\` ON \`footer_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`footer_columns_parent_id_idx\` ON \`footer_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`footer_columns_locales\` (
  	\`heading\` text NOT NULL,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`footer_columns\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`footer_columns_locales_locale_parent_id_unique\` ON \`footer_columns_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`footer\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`footer_locales\` (
  	\`copyright\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`footer\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`footer_locales_locale_parent_id_unique\` ON \`footer_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`footer_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`posts_id\` integer,
  	\`projects_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`footer\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`projects_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`footer_rels_order_idx\` ON \`footer_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`footer_rels_parent_idx\` ON \`footer_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`footer_rels_path_idx\` ON \`footer_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`footer_rels_pages_id_idx\` ON \`footer_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`footer_rels_posts_id_idx\` ON \`footer_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`footer_rels_projects_id_idx\` ON \`footer_rels\` (\`projects_id\`);`)
  await db.run(sql`CREATE TABLE \`site_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`site_name\` text NOT NULL,
  	\`site_url\` text,
  	\`default_og_image_id\` integer,
  	\`organisation_legal_name\` text,
  	\`organisation_org_number\` text,
  	\`organisation_phone\` text,
  	\`organisation_email\` text,
  	\`organisation_address\` text,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`default_og_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_default_og_image_idx\` ON \`site_settings\` (\`default_og_image_id\`);`)
  await db.run(sql`CREATE TABLE \`site_settings_locales\` (
  	\`tagline\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`site_settings_locales_locale_parent_id_unique\` ON \`site_settings_locales\` (\`_locale\`,\`_parent_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_text_settings_hide_on\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_text\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_text_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_heading_settings_hide_on\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_heading\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_heading_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_image_settings_hide_on\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_image\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_image_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_button_settings_hide_on\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_button\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_button_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_call_to_action_settings_hide_on\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_call_to_action\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_call_to_action_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_blurb_settings_hide_on\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_blurb\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_blurb_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_divider_settings_hide_on\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_divider\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_video_settings_hide_on\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_video\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_video_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_code_settings_hide_on\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_code\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_testimonial_settings_hide_on\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_testimonial\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_testimonial_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_row_columns_settings_hide_on\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_row_columns\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_row_settings_hide_on\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_row\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_section_settings_hide_on\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_section\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_section_locales\`;`)
  await db.run(sql`DROP TABLE \`pages\`;`)
  await db.run(sql`DROP TABLE \`pages_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_rels\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_text_settings_hide_on\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_text\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_text_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_heading_settings_hide_on\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_heading\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_heading_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_image_settings_hide_on\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_image\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_image_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_button_settings_hide_on\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_button\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_button_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_call_to_action_settings_hide_on\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_call_to_action\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_call_to_action_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_blurb_settings_hide_on\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_blurb\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_blurb_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_divider_settings_hide_on\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_divider\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_video_settings_hide_on\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_video\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_video_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_code_settings_hide_on\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_code\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_testimonial_settings_hide_on\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_testimonial\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_testimonial_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_row_columns_settings_hide_on\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_row_columns\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_row_settings_hide_on\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_row\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_section_settings_hide_on\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_section\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_section_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_rels\`;`)
  await db.run(sql`DROP TABLE \`posts\`;`)
  await db.run(sql`DROP TABLE \`posts_locales\`;`)
  await db.run(sql`DROP TABLE \`posts_rels\`;`)
  await db.run(sql`DROP TABLE \`_posts_v\`;`)
  await db.run(sql`DROP TABLE \`_posts_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_posts_v_rels\`;`)
  await db.run(sql`DROP TABLE \`categories\`;`)
  await db.run(sql`DROP TABLE \`categories_locales\`;`)
  await db.run(sql`DROP TABLE \`projects_blocks_text_settings_hide_on\`;`)
  await db.run(sql`DROP TABLE \`projects_blocks_text\`;`)
  await db.run(sql`DROP TABLE \`projects_blocks_text_locales\`;`)
  await db.run(sql`DROP TABLE \`projects_blocks_heading_settings_hide_on\`;`)
  await db.run(sql`DROP TABLE \`projects_blocks_heading\`;`)
  await db.run(sql`DROP TABLE \`projects_blocks_heading_locales\`;`)
  await db.run(sql`DROP TABLE \`projects_blocks_image_settings_hide_on\`;`)
  await db.run(sql`DROP TABLE \`projects_blocks_image\`;`)
  await db.run(sql`DROP TABLE \`projects_blocks_image_locales\`;`)
  await db.run(sql`DROP TABLE \`projects_blocks_button_settings_hide_on\`;`)
  await db.run(sql`DROP TABLE \`projects_blocks_button\`;`)
  await db.run(sql`DROP TABLE \`projects_blocks_button_locales\`;`)
  await db.run(sql`DROP TABLE \`projects_blocks_call_to_action_settings_hide_on\`;`)
  await db.run(sql`DROP TABLE \`projects_blocks_call_to_action\`;`)
  await db.run(sql`DROP TABLE \`projects_blocks_call_to_action_locales\`;`)
  await db.run(sql`DROP TABLE \`projects_blocks_blurb_settings_hide_on\`;`)
  await db.run(sql`DROP TABLE \`projects_blocks_blurb\`;`)
  await db.run(sql`DROP TABLE \`projects_blocks_blurb_locales\`;`)
  await db.run(sql`DROP TABLE \`projects_blocks_divider_settings_hide_on\`;`)
  await db.run(sql`DROP TABLE \`projects_blocks_divider\`;`)
  await db.run(sql`DROP TABLE \`projects_blocks_video_settings_hide_on\`;`)
  await db.run(sql`DROP TABLE \`projects_blocks_video\`;`)
  await db.run(sql`DROP TABLE \`projects_blocks_video_locales\`;`)
  await db.run(sql`DROP TABLE \`projects_blocks_code_settings_hide_on\`;`)
  await db.run(sql`DROP TABLE \`projects_blocks_code\`;`)
  await db.run(sql`DROP TABLE \`projects_blocks_testimonial_settings_hide_on\`;`)
  await db.run(sql`DROP TABLE \`projects_blocks_testimonial\`;`)
  await db.run(sql`DROP TABLE \`projects_blocks_testimonial_locales\`;`)
  await db.run(sql`DROP TABLE \`projects_blocks_row_columns_settings_hide_on\`;`)
  await db.run(sql`DROP TABLE \`projects_blocks_row_columns\`;`)
  await db.run(sql`DROP TABLE \`projects_blocks_row_settings_hide_on\`;`)
  await db.run(sql`DROP TABLE \`projects_blocks_row\`;`)
  await db.run(sql`DROP TABLE \`projects_blocks_section_settings_hide_on\`;`)
  await db.run(sql`DROP TABLE \`projects_blocks_section\`;`)
  await db.run(sql`DROP TABLE \`projects_blocks_section_locales\`;`)
  await db.run(sql`DROP TABLE \`projects\`;`)
  await db.run(sql`DROP TABLE \`projects_locales\`;`)
  await db.run(sql`DROP TABLE \`projects_rels\`;`)
  await db.run(sql`DROP TABLE \`_projects_v_blocks_text_settings_hide_on\`;`)
  await db.run(sql`DROP TABLE \`_projects_v_blocks_text\`;`)
  await db.run(sql`DROP TABLE \`_projects_v_blocks_text_locales\`;`)
  await db.run(sql`DROP TABLE \`_projects_v_blocks_heading_settings_hide_on\`;`)
  await db.run(sql`DROP TABLE \`_projects_v_blocks_heading\`;`)
  await db.run(sql`DROP TABLE \`_projects_v_blocks_heading_locales\`;`)
  await db.run(sql`DROP TABLE \`_projects_v_blocks_image_settings_hide_on\`;`)
  await db.run(sql`DROP TABLE \`_projects_v_blocks_image\`;`)
  await db.run(sql`DROP TABLE \`_projects_v_blocks_image_locales\`;`)
  await db.run(sql`DROP TABLE \`_projects_v_blocks_button_settings_hide_on\`;`)
  await db.run(sql`DROP TABLE \`_projects_v_blocks_button\`;`)
  await db.run(sql`DROP TABLE \`_projects_v_blocks_button_locales\`;`)
  await db.run(sql`DROP TABLE \`_projects_v_blocks_call_to_action_settings_hide_on\`;`)
  await db.run(sql`DROP TABLE \`_projects_v_blocks_call_to_action\`;`)
  await db.run(sql`DROP TABLE \`_projects_v_blocks_call_to_action_locales\`;`)
  await db.run(sql`DROP TABLE \`_projects_v_blocks_blurb_settings_hide_on\`;`)
  await db.run(sql`DROP TABLE \`_projects_v_blocks_blurb\`;`)
  await db.run(sql`DROP TABLE \`_projects_v_blocks_blurb_locales\`;`)
  await db.run(sql`DROP TABLE \`_projects_v_blocks_divider_settings_hide_on\`;`)
  await db.run(sql`DROP TABLE \`_projects_v_blocks_divider\`;`)
  await db.run(sql`DROP TABLE \`_projects_v_blocks_video_settings_hide_on\`;`)
  await db.run(sql`DROP TABLE \`_projects_v_blocks_video\`;`)
  await db.run(sql`DROP TABLE \`_projects_v_blocks_video_locales\`;`)
  await db.run(sql`DROP TABLE \`_projects_v_blocks_code_settings_hide_on\`;`)
  await db.run(sql`DROP TABLE \`_projects_v_blocks_code\`;`)
  await db.run(sql`DROP TABLE \`_projects_v_blocks_testimonial_settings_hide_on\`;`)
  await db.run(sql`DROP TABLE \`_projects_v_blocks_testimonial\`;`)
  await db.run(sql`DROP TABLE \`_projects_v_blocks_testimonial_locales\`;`)
  await db.run(sql`DROP TABLE \`_projects_v_blocks_row_columns_settings_hide_on\`;`)
  await db.run(sql`DROP TABLE \`_projects_v_blocks_row_columns\`;`)
  await db.run(sql`DROP TABLE \`_projects_v_blocks_row_settings_hide_on\`;`)
  await db.run(sql`DROP TABLE \`_projects_v_blocks_row\`;`)
  await db.run(sql`DROP TABLE \`_projects_v_blocks_section_settings_hide_on\`;`)
  await db.run(sql`DROP TABLE \`_projects_v_blocks_section\`;`)
  await db.run(sql`DROP TABLE \`_projects_v_blocks_section_locales\`;`)
  await db.run(sql`DROP TABLE \`_projects_v\`;`)
  await db.run(sql`DROP TABLE \`_projects_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_projects_v_rels\`;`)
  await db.run(sql`DROP TABLE \`project_categories\`;`)
  await db.run(sql`DROP TABLE \`project_categories_locales\`;`)
  await db.run(sql`DROP TABLE \`media\`;`)
  await db.run(sql`DROP TABLE \`media_locales\`;`)
  await db.run(sql`DROP TABLE \`users_roles\`;`)
  await db.run(sql`DROP TABLE \`users_sessions\`;`)
  await db.run(sql`DROP TABLE \`users\`;`)
  await db.run(sql`DROP TABLE \`payload_kv\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs_log\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_migrations\`;`)
  await db.run(sql`DROP TABLE \`header_nav_items_children\`;`)
  await db.run(sql`DROP TABLE \`header_nav_items_children_locales\`;`)
  await db.run(sql`DROP TABLE \`header_nav_items\`;`)
  await db.run(sql`DROP TABLE \`header_nav_items_locales\`;`)
  await db.run(sql`DROP TABLE \`header\`;`)
  await db.run(sql`DROP TABLE \`header_locales\`;`)
  await db.run(sql`DROP TABLE \`header_rels\`;`)
  await db.run(sql`DROP TABLE \`footer_columns_links\`;`)
  await db.run(sql`DROP TABLE \`footer_columns_links_locales\`;`)
  await db.run(sql`DROP TABLE \`footer_columns\`;`)
  await db.run(sql`DROP TABLE \`footer_columns_locales\`;`)
  await db.run(sql`DROP TABLE \`footer\`;`)
  await db.run(sql`DROP TABLE \`footer_locales\`;`)
  await db.run(sql`DROP TABLE \`footer_rels\`;`)
  await db.run(sql`DROP TABLE \`site_settings\`;`)
  await db.run(sql`DROP TABLE \`site_settings_locales\`;`)
}
