import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_map_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum_pages_blocks_map_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_map_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_pages_blocks_map_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_pages_blocks_map_settings_animation_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_pages_blocks_map_settings_animation_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_pages_blocks_map_settings_animation_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_pages_blocks_map_settings_animation_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_pages_blocks_map_settings_animation_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_pages_blocks_map_settings_animation_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_pages_blocks_map_settings_animation_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__pages_v_blocks_map_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum__pages_v_blocks_map_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__pages_v_blocks_map_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__pages_v_blocks_map_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__pages_v_blocks_map_settings_animation_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__pages_v_blocks_map_settings_animation_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__pages_v_blocks_map_settings_animation_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__pages_v_blocks_map_settings_animation_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__pages_v_blocks_map_settings_animation_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__pages_v_blocks_map_settings_animation_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__pages_v_blocks_map_settings_animation_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_projects_blocks_map_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum_projects_blocks_map_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_projects_blocks_map_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_projects_blocks_map_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_projects_blocks_map_settings_animation_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_projects_blocks_map_settings_animation_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_projects_blocks_map_settings_animation_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_projects_blocks_map_settings_animation_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_projects_blocks_map_settings_animation_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_projects_blocks_map_settings_animation_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_projects_blocks_map_settings_animation_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__projects_v_blocks_map_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum__projects_v_blocks_map_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__projects_v_blocks_map_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__projects_v_blocks_map_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__projects_v_blocks_map_settings_animation_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__projects_v_blocks_map_settings_animation_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__projects_v_blocks_map_settings_animation_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__projects_v_blocks_map_settings_1n9e206_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__projects_v_blocks_map_settings_animation_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__projects_v_blocks_map_settings_animation_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__projects_v_blocks_map_settings_animation_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_comments_status" AS ENUM('pending', 'approved', 'spam');
  CREATE TYPE "public"."enum_comment_settings_button_style" AS ENUM('primary', 'secondary', 'outline');
  CREATE TABLE "pages_blocks_map_pins" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"lat" numeric,
  	"lng" numeric
  );
  
  CREATE TABLE "pages_blocks_map_pins_locales" (
  	"title" varchar,
  	"info" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_map_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_pages_blocks_map_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_map" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"lat" numeric,
  	"lng" numeric,
  	"zoom" numeric DEFAULT 13,
  	"scroll_wheel_zoom" boolean DEFAULT true,
  	"mobile_dragging" boolean DEFAULT true,
  	"grayscale_desktop" numeric,
  	"grayscale_tablet" numeric,
  	"grayscale_phone" numeric,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum_pages_blocks_map_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum_pages_blocks_map_settings_animation_style",
  	"settings_animation_repeat" "enum_pages_blocks_map_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum_pages_blocks_map_settings_animation_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum_pages_blocks_map_settings_animation_style_tablet",
  	"settings_animation_repeat_tablet" "enum_pages_blocks_map_settings_animation_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum_pages_blocks_map_settings_animation_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum_pages_blocks_map_settings_animation_style_phone",
  	"settings_animation_repeat_phone" "enum_pages_blocks_map_settings_animation_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum_pages_blocks_map_settings_animation_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_map_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_map_pins" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"lat" numeric,
  	"lng" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_map_pins_locales" (
  	"title" varchar,
  	"info" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_map_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__pages_v_blocks_map_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_map" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"lat" numeric,
  	"lng" numeric,
  	"zoom" numeric DEFAULT 13,
  	"scroll_wheel_zoom" boolean DEFAULT true,
  	"mobile_dragging" boolean DEFAULT true,
  	"grayscale_desktop" numeric,
  	"grayscale_tablet" numeric,
  	"grayscale_phone" numeric,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum__pages_v_blocks_map_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum__pages_v_blocks_map_settings_animation_style",
  	"settings_animation_repeat" "enum__pages_v_blocks_map_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum__pages_v_blocks_map_settings_animation_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum__pages_v_blocks_map_settings_animation_style_tablet",
  	"settings_animation_repeat_tablet" "enum__pages_v_blocks_map_settings_animation_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum__pages_v_blocks_map_settings_animation_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum__pages_v_blocks_map_settings_animation_style_phone",
  	"settings_animation_repeat_phone" "enum__pages_v_blocks_map_settings_animation_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum__pages_v_blocks_map_settings_animation_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_map_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "projects_blocks_map_pins" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"lat" numeric,
  	"lng" numeric
  );
  
  CREATE TABLE "projects_blocks_map_pins_locales" (
  	"title" varchar,
  	"info" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "projects_blocks_map_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_projects_blocks_map_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "projects_blocks_map" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"lat" numeric,
  	"lng" numeric,
  	"zoom" numeric DEFAULT 13,
  	"scroll_wheel_zoom" boolean DEFAULT true,
  	"mobile_dragging" boolean DEFAULT true,
  	"grayscale_desktop" numeric,
  	"grayscale_tablet" numeric,
  	"grayscale_phone" numeric,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum_projects_blocks_map_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum_projects_blocks_map_settings_animation_style",
  	"settings_animation_repeat" "enum_projects_blocks_map_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum_projects_blocks_map_settings_animation_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum_projects_blocks_map_settings_animation_style_tablet",
  	"settings_animation_repeat_tablet" "enum_projects_blocks_map_settings_animation_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum_projects_blocks_map_settings_animation_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum_projects_blocks_map_settings_animation_style_phone",
  	"settings_animation_repeat_phone" "enum_projects_blocks_map_settings_animation_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum_projects_blocks_map_settings_animation_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"block_name" varchar
  );
  
  CREATE TABLE "projects_blocks_map_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_projects_v_blocks_map_pins" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"lat" numeric,
  	"lng" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_projects_v_blocks_map_pins_locales" (
  	"title" varchar,
  	"info" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_projects_v_blocks_map_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__projects_v_blocks_map_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_projects_v_blocks_map" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"lat" numeric,
  	"lng" numeric,
  	"zoom" numeric DEFAULT 13,
  	"scroll_wheel_zoom" boolean DEFAULT true,
  	"mobile_dragging" boolean DEFAULT true,
  	"grayscale_desktop" numeric,
  	"grayscale_tablet" numeric,
  	"grayscale_phone" numeric,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum__projects_v_blocks_map_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum__projects_v_blocks_map_settings_animation_style",
  	"settings_animation_repeat" "enum__projects_v_blocks_map_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum__projects_v_blocks_map_settings_animation_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum__projects_v_blocks_map_settings_animation_style_tablet",
  	"settings_animation_repeat_tablet" "enum__projects_v_blocks_map_settings_animation_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum__projects_v_blocks_map_settings_1n9e206_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum__projects_v_blocks_map_settings_animation_style_phone",
  	"settings_animation_repeat_phone" "enum__projects_v_blocks_map_settings_animation_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum__projects_v_blocks_map_settings_animation_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_projects_v_blocks_map_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "comments" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"post_id" integer NOT NULL,
  	"parent_id" integer,
  	"author_name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"text" varchar NOT NULL,
  	"status" "enum_comments_status" DEFAULT 'pending' NOT NULL,
  	"client_key" varchar,
  	"content_hash" varchar,
  	"idempotency_key" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "comment_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"enabled" boolean DEFAULT true,
  	"button_style" "enum_comment_settings_button_style" DEFAULT 'primary' NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "posts" ADD COLUMN "allow_comments" boolean DEFAULT true;
  ALTER TABLE "_posts_v" ADD COLUMN "version_allow_comments" boolean DEFAULT true;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "comments_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "map_tile_url" varchar DEFAULT 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
  ALTER TABLE "site_settings" ADD COLUMN "map_subdomains" varchar DEFAULT 'abc';
  ALTER TABLE "site_settings" ADD COLUMN "map_attribution" varchar DEFAULT '© OpenStreetMap-bidragsgivare';
  ALTER TABLE "site_settings" ADD COLUMN "map_attribution_url" varchar DEFAULT 'https://www.openstreetmap.org/copyright';
  ALTER TABLE "pages_blocks_map_pins" ADD CONSTRAINT "pages_blocks_map_pins_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_map"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_map_pins_locales" ADD CONSTRAINT "pages_blocks_map_pins_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_map_pins"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_map_settings_hide_on" ADD CONSTRAINT "pages_blocks_map_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages_blocks_map"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_map" ADD CONSTRAINT "pages_blocks_map_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_map_locales" ADD CONSTRAINT "pages_blocks_map_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_map"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_map_pins" ADD CONSTRAINT "_pages_v_blocks_map_pins_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_map"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_map_pins_locales" ADD CONSTRAINT "_pages_v_blocks_map_pins_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_map_pins"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_map_settings_hide_on" ADD CONSTRAINT "_pages_v_blocks_map_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v_blocks_map"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_map" ADD CONSTRAINT "_pages_v_blocks_map_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_map_locales" ADD CONSTRAINT "_pages_v_blocks_map_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_map"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_blocks_map_pins" ADD CONSTRAINT "projects_blocks_map_pins_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects_blocks_map"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_blocks_map_pins_locales" ADD CONSTRAINT "projects_blocks_map_pins_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects_blocks_map_pins"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_blocks_map_settings_hide_on" ADD CONSTRAINT "projects_blocks_map_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."projects_blocks_map"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_blocks_map" ADD CONSTRAINT "projects_blocks_map_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_blocks_map_locales" ADD CONSTRAINT "projects_blocks_map_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects_blocks_map"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_blocks_map_pins" ADD CONSTRAINT "_projects_v_blocks_map_pins_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v_blocks_map"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_blocks_map_pins_locales" ADD CONSTRAINT "_projects_v_blocks_map_pins_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v_blocks_map_pins"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_blocks_map_settings_hide_on" ADD CONSTRAINT "_projects_v_blocks_map_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_projects_v_blocks_map"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_blocks_map" ADD CONSTRAINT "_projects_v_blocks_map_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_blocks_map_locales" ADD CONSTRAINT "_projects_v_blocks_map_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v_blocks_map"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "comments" ADD CONSTRAINT "comments_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "comments" ADD CONSTRAINT "comments_parent_id_comments_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."comments"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "pages_blocks_map_pins_order_idx" ON "pages_blocks_map_pins" USING btree ("_order");
  CREATE INDEX "pages_blocks_map_pins_parent_id_idx" ON "pages_blocks_map_pins" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_map_pins_locales_locale_parent_id_unique" ON "pages_blocks_map_pins_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_map_settings_hide_on_order_idx" ON "pages_blocks_map_settings_hide_on" USING btree ("order");
  CREATE INDEX "pages_blocks_map_settings_hide_on_parent_idx" ON "pages_blocks_map_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "pages_blocks_map_order_idx" ON "pages_blocks_map" USING btree ("_order");
  CREATE INDEX "pages_blocks_map_parent_id_idx" ON "pages_blocks_map" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_map_path_idx" ON "pages_blocks_map" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_map_locales_locale_parent_id_unique" ON "pages_blocks_map_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_map_pins_order_idx" ON "_pages_v_blocks_map_pins" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_map_pins_parent_id_idx" ON "_pages_v_blocks_map_pins" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_map_pins_locales_locale_parent_id_unique" ON "_pages_v_blocks_map_pins_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_map_settings_hide_on_order_idx" ON "_pages_v_blocks_map_settings_hide_on" USING btree ("order");
  CREATE INDEX "_pages_v_blocks_map_settings_hide_on_parent_idx" ON "_pages_v_blocks_map_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "_pages_v_blocks_map_order_idx" ON "_pages_v_blocks_map" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_map_parent_id_idx" ON "_pages_v_blocks_map" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_map_path_idx" ON "_pages_v_blocks_map" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_map_locales_locale_parent_id_unique" ON "_pages_v_blocks_map_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "projects_blocks_map_pins_order_idx" ON "projects_blocks_map_pins" USING btree ("_order");
  CREATE INDEX "projects_blocks_map_pins_parent_id_idx" ON "projects_blocks_map_pins" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "projects_blocks_map_pins_locales_locale_parent_id_unique" ON "projects_blocks_map_pins_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "projects_blocks_map_settings_hide_on_order_idx" ON "projects_blocks_map_settings_hide_on" USING btree ("order");
  CREATE INDEX "projects_blocks_map_settings_hide_on_parent_idx" ON "projects_blocks_map_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "projects_blocks_map_order_idx" ON "projects_blocks_map" USING btree ("_order");
  CREATE INDEX "projects_blocks_map_parent_id_idx" ON "projects_blocks_map" USING btree ("_parent_id");
  CREATE INDEX "projects_blocks_map_path_idx" ON "projects_blocks_map" USING btree ("_path");
  CREATE UNIQUE INDEX "projects_blocks_map_locales_locale_parent_id_unique" ON "projects_blocks_map_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_projects_v_blocks_map_pins_order_idx" ON "_projects_v_blocks_map_pins" USING btree ("_order");
  CREATE INDEX "_projects_v_blocks_map_pins_parent_id_idx" ON "_projects_v_blocks_map_pins" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_projects_v_blocks_map_pins_locales_locale_parent_id_unique" ON "_projects_v_blocks_map_pins_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_projects_v_blocks_map_settings_hide_on_order_idx" ON "_projects_v_blocks_map_settings_hide_on" USING btree ("order");
  CREATE INDEX "_projects_v_blocks_map_settings_hide_on_parent_idx" ON "_projects_v_blocks_map_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "_projects_v_blocks_map_order_idx" ON "_projects_v_blocks_map" USING btree ("_order");
  CREATE INDEX "_projects_v_blocks_map_parent_id_idx" ON "_projects_v_blocks_map" USING btree ("_parent_id");
  CREATE INDEX "_projects_v_blocks_map_path_idx" ON "_projects_v_blocks_map" USING btree ("_path");
  CREATE UNIQUE INDEX "_projects_v_blocks_map_locales_locale_parent_id_unique" ON "_projects_v_blocks_map_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "comments_post_idx" ON "comments" USING btree ("post_id");
  CREATE INDEX "comments_parent_idx" ON "comments" USING btree ("parent_id");
  CREATE INDEX "comments_status_idx" ON "comments" USING btree ("status");
  CREATE INDEX "comments_client_key_idx" ON "comments" USING btree ("client_key");
  CREATE INDEX "comments_content_hash_idx" ON "comments" USING btree ("content_hash");
  CREATE UNIQUE INDEX "comments_idempotency_key_idx" ON "comments" USING btree ("idempotency_key");
  CREATE INDEX "comments_updated_at_idx" ON "comments" USING btree ("updated_at");
  CREATE INDEX "comments_created_at_idx" ON "comments" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_comments_fk" FOREIGN KEY ("comments_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_comments_id_idx" ON "payload_locked_documents_rels" USING btree ("comments_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_map_pins" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_map_pins_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_map_settings_hide_on" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_map" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_map_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_map_pins" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_map_pins_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_map_settings_hide_on" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_map" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_map_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "projects_blocks_map_pins" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "projects_blocks_map_pins_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "projects_blocks_map_settings_hide_on" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "projects_blocks_map" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "projects_blocks_map_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_projects_v_blocks_map_pins" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_projects_v_blocks_map_pins_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_projects_v_blocks_map_settings_hide_on" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_projects_v_blocks_map" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_projects_v_blocks_map_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "comments" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "comment_settings" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_map_pins" CASCADE;
  DROP TABLE "pages_blocks_map_pins_locales" CASCADE;
  DROP TABLE "pages_blocks_map_settings_hide_on" CASCADE;
  DROP TABLE "pages_blocks_map" CASCADE;
  DROP TABLE "pages_blocks_map_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_map_pins" CASCADE;
  DROP TABLE "_pages_v_blocks_map_pins_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_map_settings_hide_on" CASCADE;
  DROP TABLE "_pages_v_blocks_map" CASCADE;
  DROP TABLE "_pages_v_blocks_map_locales" CASCADE;
  DROP TABLE "projects_blocks_map_pins" CASCADE;
  DROP TABLE "projects_blocks_map_pins_locales" CASCADE;
  DROP TABLE "projects_blocks_map_settings_hide_on" CASCADE;
  DROP TABLE "projects_blocks_map" CASCADE;
  DROP TABLE "projects_blocks_map_locales" CASCADE;
  DROP TABLE "_projects_v_blocks_map_pins" CASCADE;
  DROP TABLE "_projects_v_blocks_map_pins_locales" CASCADE;
  DROP TABLE "_projects_v_blocks_map_settings_hide_on" CASCADE;
  DROP TABLE "_projects_v_blocks_map" CASCADE;
  DROP TABLE "_projects_v_blocks_map_locales" CASCADE;
  DROP TABLE "comments" CASCADE;
  DROP TABLE "comment_settings" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_comments_fk";
  
  DROP INDEX "payload_locked_documents_rels_comments_id_idx";
  ALTER TABLE "posts" DROP COLUMN "allow_comments";
  ALTER TABLE "_posts_v" DROP COLUMN "version_allow_comments";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "comments_id";
  ALTER TABLE "site_settings" DROP COLUMN "map_tile_url";
  ALTER TABLE "site_settings" DROP COLUMN "map_subdomains";
  ALTER TABLE "site_settings" DROP COLUMN "map_attribution";
  ALTER TABLE "site_settings" DROP COLUMN "map_attribution_url";
  DROP TYPE "public"."enum_pages_blocks_map_settings_hide_on";
  DROP TYPE "public"."enum_pages_blocks_map_settings_link_target";
  DROP TYPE "public"."enum_pages_blocks_map_settings_animation_style";
  DROP TYPE "public"."enum_pages_blocks_map_settings_animation_repeat";
  DROP TYPE "public"."enum_pages_blocks_map_settings_animation_speedCurve";
  DROP TYPE "public"."enum_pages_blocks_map_settings_animation_style_tablet";
  DROP TYPE "public"."enum_pages_blocks_map_settings_animation_repeat_tablet";
  DROP TYPE "public"."enum_pages_blocks_map_settings_animation_speedCurve_tablet";
  DROP TYPE "public"."enum_pages_blocks_map_settings_animation_style_phone";
  DROP TYPE "public"."enum_pages_blocks_map_settings_animation_repeat_phone";
  DROP TYPE "public"."enum_pages_blocks_map_settings_animation_speedCurve_phone";
  DROP TYPE "public"."enum__pages_v_blocks_map_settings_hide_on";
  DROP TYPE "public"."enum__pages_v_blocks_map_settings_link_target";
  DROP TYPE "public"."enum__pages_v_blocks_map_settings_animation_style";
  DROP TYPE "public"."enum__pages_v_blocks_map_settings_animation_repeat";
  DROP TYPE "public"."enum__pages_v_blocks_map_settings_animation_speedCurve";
  DROP TYPE "public"."enum__pages_v_blocks_map_settings_animation_style_tablet";
  DROP TYPE "public"."enum__pages_v_blocks_map_settings_animation_repeat_tablet";
  DROP TYPE "public"."enum__pages_v_blocks_map_settings_animation_speedCurve_tablet";
  DROP TYPE "public"."enum__pages_v_blocks_map_settings_animation_style_phone";
  DROP TYPE "public"."enum__pages_v_blocks_map_settings_animation_repeat_phone";
  DROP TYPE "public"."enum__pages_v_blocks_map_settings_animation_speedCurve_phone";
  DROP TYPE "public"."enum_projects_blocks_map_settings_hide_on";
  DROP TYPE "public"."enum_projects_blocks_map_settings_link_target";
  DROP TYPE "public"."enum_projects_blocks_map_settings_animation_style";
  DROP TYPE "public"."enum_projects_blocks_map_settings_animation_repeat";
  DROP TYPE "public"."enum_projects_blocks_map_settings_animation_speedCurve";
  DROP TYPE "public"."enum_projects_blocks_map_settings_animation_style_tablet";
  DROP TYPE "public"."enum_projects_blocks_map_settings_animation_repeat_tablet";
  DROP TYPE "public"."enum_projects_blocks_map_settings_animation_speedCurve_tablet";
  DROP TYPE "public"."enum_projects_blocks_map_settings_animation_style_phone";
  DROP TYPE "public"."enum_projects_blocks_map_settings_animation_repeat_phone";
  DROP TYPE "public"."enum_projects_blocks_map_settings_animation_speedCurve_phone";
  DROP TYPE "public"."enum__projects_v_blocks_map_settings_hide_on";
  DROP TYPE "public"."enum__projects_v_blocks_map_settings_link_target";
  DROP TYPE "public"."enum__projects_v_blocks_map_settings_animation_style";
  DROP TYPE "public"."enum__projects_v_blocks_map_settings_animation_repeat";
  DROP TYPE "public"."enum__projects_v_blocks_map_settings_animation_speedCurve";
  DROP TYPE "public"."enum__projects_v_blocks_map_settings_animation_style_tablet";
  DROP TYPE "public"."enum__projects_v_blocks_map_settings_animation_repeat_tablet";
  DROP TYPE "public"."enum__projects_v_blocks_map_settings_1n9e206_speedCurve_tablet";
  DROP TYPE "public"."enum__projects_v_blocks_map_settings_animation_style_phone";
  DROP TYPE "public"."enum__projects_v_blocks_map_settings_animation_repeat_phone";
  DROP TYPE "public"."enum__projects_v_blocks_map_settings_animation_speedCurve_phone";
  DROP TYPE "public"."enum_comments_status";
  DROP TYPE "public"."enum_comment_settings_button_style";`)
}
