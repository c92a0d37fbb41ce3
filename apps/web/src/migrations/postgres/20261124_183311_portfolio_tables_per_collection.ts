import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_proj_fw_portfolio_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum_proj_fw_portfolio_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_proj_fw_portfolio_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_proj_fw_portfolio_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_proj_fw_portfolio_settings_animation_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_proj_fw_portfolio_settings_animation_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_proj_fw_portfolio_settings_animation_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_proj_fw_portfolio_settings_animation_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_proj_fw_portfolio_settings_animation_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_proj_fw_portfolio_settings_animation_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_proj_fw_portfolio_settings_animation_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_proj_filt_portfolio_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum_proj_filt_portfolio_layout" AS ENUM('grid', 'fullwidth');
  CREATE TYPE "public"."enum_proj_filt_portfolio_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_proj_filt_portfolio_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_proj_filt_portfolio_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_proj_filt_portfolio_settings_animation_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_proj_filt_portfolio_settings_animation_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_proj_filt_portfolio_settings_animation_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_proj_filt_portfolio_settings_animation_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_proj_filt_portfolio_settings_animation_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_proj_filt_portfolio_settings_animation_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_proj_filt_portfolio_settings_animation_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__proj_fw_portfolio_v_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum__proj_fw_portfolio_v_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__proj_fw_portfolio_v_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__proj_fw_portfolio_v_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__proj_fw_portfolio_v_settings_animation_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__proj_fw_portfolio_v_settings_animation_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__proj_fw_portfolio_v_settings_animation_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__proj_fw_portfolio_v_settings_animation_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__proj_fw_portfolio_v_settings_animation_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__proj_fw_portfolio_v_settings_animation_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__proj_fw_portfolio_v_settings_animation_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__proj_filt_portfolio_v_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum__proj_filt_portfolio_v_layout" AS ENUM('grid', 'fullwidth');
  CREATE TYPE "public"."enum__proj_filt_portfolio_v_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__proj_filt_portfolio_v_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__proj_filt_portfolio_v_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__proj_filt_portfolio_v_settings_animation_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__proj_filt_portfolio_v_settings_animation_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__proj_filt_portfolio_v_settings_animation_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__proj_filt_portfolio_v_settings__v28mzu_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__proj_filt_portfolio_v_settings_animation_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__proj_filt_portfolio_v_settings_animation_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__proj_filt_portfolio_v_settings_animation_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TABLE "proj_fw_portfolio_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_proj_fw_portfolio_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "proj_fw_portfolio" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"posts_number" numeric DEFAULT 10,
  	"show_title" boolean DEFAULT true,
  	"show_year" boolean DEFAULT true,
  	"auto_rotate" boolean,
  	"auto_rotate_speed" numeric DEFAULT 7000,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum_proj_fw_portfolio_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum_proj_fw_portfolio_settings_animation_style",
  	"settings_animation_repeat" "enum_proj_fw_portfolio_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum_proj_fw_portfolio_settings_animation_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum_proj_fw_portfolio_settings_animation_style_tablet",
  	"settings_animation_repeat_tablet" "enum_proj_fw_portfolio_settings_animation_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum_proj_fw_portfolio_settings_animation_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum_proj_fw_portfolio_settings_animation_style_phone",
  	"settings_animation_repeat_phone" "enum_proj_fw_portfolio_settings_animation_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum_proj_fw_portfolio_settings_animation_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"block_name" varchar
  );
  
  CREATE TABLE "proj_fw_portfolio_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "proj_filt_portfolio_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_proj_filt_portfolio_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "proj_filt_portfolio" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"layout" "enum_proj_filt_portfolio_layout" DEFAULT 'grid',
  	"posts_number" numeric DEFAULT 10,
  	"show_title" boolean DEFAULT true,
  	"show_categories" boolean DEFAULT true,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum_proj_filt_portfolio_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum_proj_filt_portfolio_settings_animation_style",
  	"settings_animation_repeat" "enum_proj_filt_portfolio_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum_proj_filt_portfolio_settings_animation_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum_proj_filt_portfolio_settings_animation_style_tablet",
  	"settings_animation_repeat_tablet" "enum_proj_filt_portfolio_settings_animation_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum_proj_filt_portfolio_settings_animation_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum_proj_filt_portfolio_settings_animation_style_phone",
  	"settings_animation_repeat_phone" "enum_proj_filt_portfolio_settings_animation_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum_proj_filt_portfolio_settings_animation_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"block_name" varchar
  );
  
  CREATE TABLE "proj_filt_portfolio_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_proj_fw_portfolio_v_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__proj_fw_portfolio_v_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_proj_fw_portfolio_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"posts_number" numeric DEFAULT 10,
  	"show_title" boolean DEFAULT true,
  	"show_year" boolean DEFAULT true,
  	"auto_rotate" boolean,
  	"auto_rotate_speed" numeric DEFAULT 7000,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum__proj_fw_portfolio_v_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum__proj_fw_portfolio_v_settings_animation_style",
  	"settings_animation_repeat" "enum__proj_fw_portfolio_v_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum__proj_fw_portfolio_v_settings_animation_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum__proj_fw_portfolio_v_settings_animation_style_tablet",
  	"settings_animation_repeat_tablet" "enum__proj_fw_portfolio_v_settings_animation_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum__proj_fw_portfolio_v_settings_animation_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum__proj_fw_portfolio_v_settings_animation_style_phone",
  	"settings_animation_repeat_phone" "enum__proj_fw_portfolio_v_settings_animation_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum__proj_fw_portfolio_v_settings_animation_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_proj_fw_portfolio_v_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_proj_filt_portfolio_v_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__proj_filt_portfolio_v_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_proj_filt_portfolio_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"layout" "enum__proj_filt_portfolio_v_layout" DEFAULT 'grid',
  	"posts_number" numeric DEFAULT 10,
  	"show_title" boolean DEFAULT true,
  	"show_categories" boolean DEFAULT true,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum__proj_filt_portfolio_v_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum__proj_filt_portfolio_v_settings_animation_style",
  	"settings_animation_repeat" "enum__proj_filt_portfolio_v_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum__proj_filt_portfolio_v_settings_animation_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum__proj_filt_portfolio_v_settings_animation_style_tablet",
  	"settings_animation_repeat_tablet" "enum__proj_filt_portfolio_v_settings_animation_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum__proj_filt_portfolio_v_settings__v28mzu_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum__proj_filt_portfolio_v_settings_animation_style_phone",
  	"settings_animation_repeat_phone" "enum__proj_filt_portfolio_v_settings_animation_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum__proj_filt_portfolio_v_settings_animation_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_proj_filt_portfolio_v_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "proj_fw_portfolio_settings_hide_on" ADD CONSTRAINT "proj_fw_portfolio_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."proj_fw_portfolio"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "proj_fw_portfolio" ADD CONSTRAINT "proj_fw_portfolio_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "proj_fw_portfolio_locales" ADD CONSTRAINT "proj_fw_portfolio_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."proj_fw_portfolio"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "proj_filt_portfolio_settings_hide_on" ADD CONSTRAINT "proj_filt_portfolio_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."proj_filt_portfolio"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "proj_filt_portfolio" ADD CONSTRAINT "proj_filt_portfolio_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "proj_filt_portfolio_locales" ADD CONSTRAINT "proj_filt_portfolio_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."proj_filt_portfolio"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_proj_fw_portfolio_v_settings_hide_on" ADD CONSTRAINT "_proj_fw_portfolio_v_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_proj_fw_portfolio_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_proj_fw_portfolio_v" ADD CONSTRAINT "_proj_fw_portfolio_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_proj_fw_portfolio_v_locales" ADD CONSTRAINT "_proj_fw_portfolio_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_proj_fw_portfolio_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_proj_filt_portfolio_v_settings_hide_on" ADD CONSTRAINT "_proj_filt_portfolio_v_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_proj_filt_portfolio_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_proj_filt_portfolio_v" ADD CONSTRAINT "_proj_filt_portfolio_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_proj_filt_portfolio_v_locales" ADD CONSTRAINT "_proj_filt_portfolio_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_proj_filt_portfolio_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "proj_fw_portfolio_settings_hide_on_order_idx" ON "proj_fw_portfolio_settings_hide_on" USING btree ("order");
  CREATE INDEX "proj_fw_portfolio_settings_hide_on_parent_idx" ON "proj_fw_portfolio_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "proj_fw_portfolio_order_idx" ON "proj_fw_portfolio" USING btree ("_order");
  CREATE INDEX "proj_fw_portfolio_parent_id_idx" ON "proj_fw_portfolio" USING btree ("_parent_id");
  CREATE INDEX "proj_fw_portfolio_path_idx" ON "proj_fw_portfolio" USING btree ("_path");
  CREATE UNIQUE INDEX "proj_fw_portfolio_locales_locale_parent_id_unique" ON "proj_fw_portfolio_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "proj_filt_portfolio_settings_hide_on_order_idx" ON "proj_filt_portfolio_settings_hide_on" USING btree ("order");
  CREATE INDEX "proj_filt_portfolio_settings_hide_on_parent_idx" ON "proj_filt_portfolio_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "proj_filt_portfolio_order_idx" ON "proj_filt_portfolio" USING btree ("_order");
  CREATE INDEX "proj_filt_portfolio_parent_id_idx" ON "proj_filt_portfolio" USING btree ("_parent_id");
  CREATE INDEX "proj_filt_portfolio_path_idx" ON "proj_filt_portfolio" USING btree ("_path");
  CREATE UNIQUE INDEX "proj_filt_portfolio_locales_locale_parent_id_unique" ON "proj_filt_portfolio_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_proj_fw_portfolio_v_settings_hide_on_order_idx" ON "_proj_fw_portfolio_v_settings_hide_on" USING btree ("order");
  CREATE INDEX "_proj_fw_portfolio_v_settings_hide_on_parent_idx" ON "_proj_fw_portfolio_v_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "_proj_fw_portfolio_v_order_idx" ON "_proj_fw_portfolio_v" USING btree ("_order");
  CREATE INDEX "_proj_fw_portfolio_v_parent_id_idx" ON "_proj_fw_portfolio_v" USING btree ("_parent_id");
  CREATE INDEX "_proj_fw_portfolio_v_path_idx" ON "_proj_fw_portfolio_v" USING btree ("_path");
  CREATE UNIQUE INDEX "_proj_fw_portfolio_v_locales_locale_parent_id_unique" ON "_proj_fw_portfolio_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_proj_filt_portfolio_v_settings_hide_on_order_idx" ON "_proj_filt_portfolio_v_settings_hide_on" USING btree ("order");
  CREATE INDEX "_proj_filt_portfolio_v_settings_hide_on_parent_idx" ON "_proj_filt_portfolio_v_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "_proj_filt_portfolio_v_order_idx" ON "_proj_filt_portfolio_v" USING btree ("_order");
  CREATE INDEX "_proj_filt_portfolio_v_parent_id_idx" ON "_proj_filt_portfolio_v" USING btree ("_parent_id");
  CREATE INDEX "_proj_filt_portfolio_v_path_idx" ON "_proj_filt_portfolio_v" USING btree ("_path");
  CREATE UNIQUE INDEX "_proj_filt_portfolio_v_locales_locale_parent_id_unique" ON "_proj_filt_portfolio_v_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "proj_fw_portfolio_settings_hide_on" CASCADE;
  DROP TABLE "proj_fw_portfolio" CASCADE;
  DROP TABLE "proj_fw_portfolio_locales" CASCADE;
  DROP TABLE "proj_filt_portfolio_settings_hide_on" CASCADE;
  DROP TABLE "proj_filt_portfolio" CASCADE;
  DROP TABLE "proj_filt_portfolio_locales" CASCADE;
  DROP TABLE "_proj_fw_portfolio_v_settings_hide_on" CASCADE;
  DROP TABLE "_proj_fw_portfolio_v" CASCADE;
  DROP TABLE "_proj_fw_portfolio_v_locales" CASCADE;
  DROP TABLE "_proj_filt_portfolio_v_settings_hide_on" CASCADE;
  DROP TABLE "_proj_filt_portfolio_v" CASCADE;
  DROP TABLE "_proj_filt_portfolio_v_locales" CASCADE;
  DROP TYPE "public"."enum_proj_fw_portfolio_settings_hide_on";
  DROP TYPE "public"."enum_proj_fw_portfolio_settings_link_target";
  DROP TYPE "public"."enum_proj_fw_portfolio_settings_animation_style";
  DROP TYPE "public"."enum_proj_fw_portfolio_settings_animation_repeat";
  DROP TYPE "public"."enum_proj_fw_portfolio_settings_animation_speedCurve";
  DROP TYPE "public"."enum_proj_fw_portfolio_settings_animation_style_tablet";
  DROP TYPE "public"."enum_proj_fw_portfolio_settings_animation_repeat_tablet";
  DROP TYPE "public"."enum_proj_fw_portfolio_settings_animation_speedCurve_tablet";
  DROP TYPE "public"."enum_proj_fw_portfolio_settings_animation_style_phone";
  DROP TYPE "public"."enum_proj_fw_portfolio_settings_animation_repeat_phone";
  DROP TYPE "public"."enum_proj_fw_portfolio_settings_animation_speedCurve_phone";
  DROP TYPE "public"."enum_proj_filt_portfolio_settings_hide_on";
  DROP TYPE "public"."enum_proj_filt_portfolio_layout";
  DROP TYPE "public"."enum_proj_filt_portfolio_settings_link_target";
  DROP TYPE "public"."enum_proj_filt_portfolio_settings_animation_style";
  DROP TYPE "public"."enum_proj_filt_portfolio_settings_animation_repeat";
  DROP TYPE "public"."enum_proj_filt_portfolio_settings_animation_speedCurve";
  DROP TYPE "public"."enum_proj_filt_portfolio_settings_animation_style_tablet";
  DROP TYPE "public"."enum_proj_filt_portfolio_settings_animation_repeat_tablet";
  DROP TYPE "public"."enum_proj_filt_portfolio_settings_animation_speedCurve_tablet";
  DROP TYPE "public"."enum_proj_filt_portfolio_settings_animation_style_phone";
  DROP TYPE "public"."enum_proj_filt_portfolio_settings_animation_repeat_phone";
  DROP TYPE "public"."enum_proj_filt_portfolio_settings_animation_speedCurve_phone";
  DROP TYPE "public"."enum__proj_fw_portfolio_v_settings_hide_on";
  DROP TYPE "public"."enum__proj_fw_portfolio_v_settings_link_target";
  DROP TYPE "public"."enum__proj_fw_portfolio_v_settings_animation_style";
  DROP TYPE "public"."enum__proj_fw_portfolio_v_settings_animation_repeat";
  DROP TYPE "public"."enum__proj_fw_portfolio_v_settings_animation_speedCurve";
  DROP TYPE "public"."enum__proj_fw_portfolio_v_settings_animation_style_tablet";
  DROP TYPE "public"."enum__proj_fw_portfolio_v_settings_animation_repeat_tablet";
  DROP TYPE "public"."enum__proj_fw_portfolio_v_settings_animation_speedCurve_tablet";
  DROP TYPE "public"."enum__proj_fw_portfolio_v_settings_animation_style_phone";
  DROP TYPE "public"."enum__proj_fw_portfolio_v_settings_animation_repeat_phone";
  DROP TYPE "public"."enum__proj_fw_portfolio_v_settings_animation_speedCurve_phone";
  DROP TYPE "public"."enum__proj_filt_portfolio_v_settings_hide_on";
  DROP TYPE "public"."enum__proj_filt_portfolio_v_layout";
  DROP TYPE "public"."enum__proj_filt_portfolio_v_settings_link_target";
  DROP TYPE "public"."enum__proj_filt_portfolio_v_settings_animation_style";
  DROP TYPE "public"."enum__proj_filt_portfolio_v_settings_animation_repeat";
  DROP TYPE "public"."enum__proj_filt_portfolio_v_settings_animation_speedCurve";
  DROP TYPE "public"."enum__proj_filt_portfolio_v_settings_animation_style_tablet";
  DROP TYPE "public"."enum__proj_filt_portfolio_v_settings_animation_repeat_tablet";
  DROP TYPE "public"."enum__proj_filt_portfolio_v_settings__v28mzu_speedCurve_tablet";
  DROP TYPE "public"."enum__proj_filt_portfolio_v_settings_animation_style_phone";
  DROP TYPE "public"."enum__proj_filt_portfolio_v_settings_animation_repeat_phone";
  DROP TYPE "public"."enum__proj_filt_portfolio_v_settings_animation_speedCurve_phone";`)
}
