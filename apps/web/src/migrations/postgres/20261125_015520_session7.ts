import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_conversion_tracker_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum_pages_blocks_conversion_tracker_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_conversion_tracker_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_pages_blocks_conversion_tracker_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_pages_blocks_conversion_tracker_setting_t5swq0_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_pages_blocks_conversion_tracker_setti_e6gscc_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_pages_blocks_conversion_tracker_set_1eae80m_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_pages_blocks_conversion_tracker_1qjwsw1_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_pages_blocks_conversion_tracker_settin_94f6p4_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_pages_blocks_conversion_tracker_setti_i101rm_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_pages_blocks_conversion_tracker__19drxxb_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_pages_ab_test_status" AS ENUM('none', 'running', 'paused', 'ended');
  CREATE TYPE "public"."enum_pages_ab_test_goal" AS ENUM('module', 'contactForm', 'newsletter', 'shop', 'comment', 'tracker');
  CREATE TYPE "public"."enum__pages_v_blocks_conversion_tracker_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum__pages_v_blocks_conversion_tracker_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__pages_v_blocks_conversion_tracker_settings__9legtr_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__pages_v_blocks_conversion_tracker_settings_rrah85_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__pages_v_blocks_conversion_tracker_sett_15vows_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__pages_v_blocks_conversion_tracker_se_g84fnk_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__pages_v_blocks_conversion_tracker__1czusc2_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__pages_v_blocks_conversion_trac_1nx21xh_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__pages_v_blocks_conversion_tracker_set_xwaua4_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__pages_v_blocks_conversion_tracker_se_g9l4y6_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__pages_v_blocks_conversion_track_1o49ssz_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__pages_v_version_ab_test_status" AS ENUM('none', 'running', 'paused', 'ended');
  CREATE TYPE "public"."enum__pages_v_version_ab_test_goal" AS ENUM('module', 'contactForm', 'newsletter', 'shop', 'comment', 'tracker');
  CREATE TYPE "public"."enum_projects_blocks_conversion_tracker_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum_projects_blocks_conversion_tracker_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_projects_blocks_conversion_tracker_settings_19odk1v_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_projects_blocks_conversion_tracker_settings_wwisup_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_projects_blocks_conversion_tracker_set_1vy2ijk_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_projects_blocks_conversion_tracker_set_yejx0_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_projects_blocks_conversion_tracker_s_k3zdem_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_projects_blocks_conversion_trac_1wi1m5l_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_projects_blocks_conversion_tracker_se_14pkh74_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_projects_blocks_conversion_tracker_se_92bdgq_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_projects_blocks_conversion_track_1so228n_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__projects_v_blocks_conversion_tracker_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum__projects_v_blocks_conversion_tracker_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__projects_v_blocks_conversion_tracker_settin_khnt9l_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__projects_v_blocks_conversion_tracker_setti_xmpyez_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__projects_v_blocks_conversion_tracker__1c7qv32_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__projects_v_blocks_conversion_tracke_1pmteiu_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__projects_v_blocks_conversion_track_1y2ogkc_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__projects_v_blocks_conversion_t_1oddkib_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__projects_v_blocks_conversion_tracker__o930gy_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__projects_v_blocks_conversion_tracke_1iol1u0_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__projects_v_blocks_conversion_tr_192aykh_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TABLE "pages_blocks_conversion_tracker_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_pages_blocks_conversion_tracker_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_conversion_tracker" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"test_page_id" integer,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum_pages_blocks_conversion_tracker_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum_pages_blocks_conversion_tracker_settings_animation_style",
  	"settings_animation_repeat" "enum_pages_blocks_conversion_tracker_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum_pages_blocks_conversion_tracker_setting_t5swq0_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum_pages_blocks_conversion_tracker_setti_e6gscc_style_tablet",
  	"settings_animation_repeat_tablet" "enum_pages_blocks_conversion_tracker_set_1eae80m_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum_pages_blocks_conversion_tracker_1qjwsw1_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum_pages_blocks_conversion_tracker_settin_94f6p4_style_phone",
  	"settings_animation_repeat_phone" "enum_pages_blocks_conversion_tracker_setti_i101rm_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum_pages_blocks_conversion_tracker__19drxxb_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"settings_analytics_category" varchar,
  	"settings_analytics_action" varchar,
  	"settings_analytics_label" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_ab_test_subjects" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_id" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_conversion_tracker_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__pages_v_blocks_conversion_tracker_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_conversion_tracker" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"test_page_id" integer,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum__pages_v_blocks_conversion_tracker_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum__pages_v_blocks_conversion_tracker_settings__9legtr_style",
  	"settings_animation_repeat" "enum__pages_v_blocks_conversion_tracker_settings_rrah85_repeat",
  	"settings_animation_speed_curve" "enum__pages_v_blocks_conversion_tracker_sett_15vows_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum__pages_v_blocks_conversion_tracker_se_g84fnk_style_tablet",
  	"settings_animation_repeat_tablet" "enum__pages_v_blocks_conversion_tracker__1czusc2_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum__pages_v_blocks_conversion_trac_1nx21xh_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum__pages_v_blocks_conversion_tracker_set_xwaua4_style_phone",
  	"settings_animation_repeat_phone" "enum__pages_v_blocks_conversion_tracker_se_g9l4y6_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum__pages_v_blocks_conversion_track_1o49ssz_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"settings_analytics_category" varchar,
  	"settings_analytics_action" varchar,
  	"settings_analytics_label" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_version_ab_test_subjects" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"block_id" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "projects_blocks_conversion_tracker_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_projects_blocks_conversion_tracker_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "projects_blocks_conversion_tracker" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"test_page_id" integer,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum_projects_blocks_conversion_tracker_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum_projects_blocks_conversion_tracker_settings_19odk1v_style",
  	"settings_animation_repeat" "enum_projects_blocks_conversion_tracker_settings_wwisup_repeat",
  	"settings_animation_speed_curve" "enum_projects_blocks_conversion_tracker_set_1vy2ijk_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum_projects_blocks_conversion_tracker_set_yejx0_style_tablet",
  	"settings_animation_repeat_tablet" "enum_projects_blocks_conversion_tracker_s_k3zdem_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum_projects_blocks_conversion_trac_1wi1m5l_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum_projects_blocks_conversion_tracker_se_14pkh74_style_phone",
  	"settings_animation_repeat_phone" "enum_projects_blocks_conversion_tracker_se_92bdgq_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum_projects_blocks_conversion_track_1so228n_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"settings_analytics_category" varchar,
  	"settings_analytics_action" varchar,
  	"settings_analytics_label" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_projects_v_blocks_conversion_tracker_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__projects_v_blocks_conversion_tracker_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_projects_v_blocks_conversion_tracker" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"test_page_id" integer,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum__projects_v_blocks_conversion_tracker_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum__projects_v_blocks_conversion_tracker_settin_khnt9l_style",
  	"settings_animation_repeat" "enum__projects_v_blocks_conversion_tracker_setti_xmpyez_repeat",
  	"settings_animation_speed_curve" "enum__projects_v_blocks_conversion_tracker__1c7qv32_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum__projects_v_blocks_conversion_tracke_1pmteiu_style_tablet",
  	"settings_animation_repeat_tablet" "enum__projects_v_blocks_conversion_track_1y2ogkc_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum__projects_v_blocks_conversion_t_1oddkib_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum__projects_v_blocks_conversion_tracker__o930gy_style_phone",
  	"settings_animation_repeat_phone" "enum__projects_v_blocks_conversion_tracke_1iol1u0_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum__projects_v_blocks_conversion_tr_192aykh_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"settings_analytics_category" varchar,
  	"settings_analytics_action" varchar,
  	"settings_analytics_label" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  ALTER TABLE "pages" ADD COLUMN "ab_test_status" "enum_pages_ab_test_status" DEFAULT 'none';
  ALTER TABLE "pages" ADD COLUMN "ab_test_goal" "enum_pages_ab_test_goal" DEFAULT 'module';
  ALTER TABLE "pages" ADD COLUMN "ab_test_goal_block_id" varchar;
  ALTER TABLE "pages" ADD COLUMN "ab_test_bounce_rate" numeric DEFAULT 5;
  ALTER TABLE "pages" ADD COLUMN "ab_test_test_id" numeric;
  ALTER TABLE "pages" ADD COLUMN "ab_test_winner" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_ab_test_status" "enum__pages_v_version_ab_test_status" DEFAULT 'none';
  ALTER TABLE "_pages_v" ADD COLUMN "version_ab_test_goal" "enum__pages_v_version_ab_test_goal" DEFAULT 'module';
  ALTER TABLE "_pages_v" ADD COLUMN "version_ab_test_goal_block_id" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_ab_test_bounce_rate" numeric DEFAULT 5;
  ALTER TABLE "_pages_v" ADD COLUMN "version_ab_test_test_id" numeric;
  ALTER TABLE "_pages_v" ADD COLUMN "version_ab_test_winner" varchar;
  ALTER TABLE "pages_blocks_conversion_tracker_settings_hide_on" ADD CONSTRAINT "pages_blocks_conversion_tracker_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages_blocks_conversion_tracker"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_conversion_tracker" ADD CONSTRAINT "pages_blocks_conversion_tracker_test_page_id_pages_id_fk" FOREIGN KEY ("test_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_conversion_tracker" ADD CONSTRAINT "pages_blocks_conversion_tracker_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_ab_test_subjects" ADD CONSTRAINT "pages_ab_test_subjects_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_conversion_tracker_settings_hide_on" ADD CONSTRAINT "_pages_v_blocks_conversion_tracker_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v_blocks_conversion_tracker"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_conversion_tracker" ADD CONSTRAINT "_pages_v_blocks_conversion_tracker_test_page_id_pages_id_fk" FOREIGN KEY ("test_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_conversion_tracker" ADD CONSTRAINT "_pages_v_blocks_conversion_tracker_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_version_ab_test_subjects" ADD CONSTRAINT "_pages_v_version_ab_test_subjects_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_blocks_conversion_tracker_settings_hide_on" ADD CONSTRAINT "projects_blocks_conversion_tracker_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."projects_blocks_conversion_tracker"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_blocks_conversion_tracker" ADD CONSTRAINT "projects_blocks_conversion_tracker_test_page_id_pages_id_fk" FOREIGN KEY ("test_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "projects_blocks_conversion_tracker" ADD CONSTRAINT "projects_blocks_conversion_tracker_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_blocks_conversion_tracker_settings_hide_on" ADD CONSTRAINT "_projects_v_blocks_conversion_tracker_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_projects_v_blocks_conversion_tracker"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_blocks_conversion_tracker" ADD CONSTRAINT "_projects_v_blocks_conversion_tracker_test_page_id_pages_id_fk" FOREIGN KEY ("test_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_projects_v_blocks_conversion_tracker" ADD CONSTRAINT "_projects_v_blocks_conversion_tracker_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_conversion_tracker_settings_hide_on_order_idx" ON "pages_blocks_conversion_tracker_settings_hide_on" USING btree ("order");
  CREATE INDEX "pages_blocks_conversion_tracker_settings_hide_on_parent_idx" ON "pages_blocks_conversion_tracker_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "pages_blocks_conversion_tracker_order_idx" ON "pages_blocks_conversion_tracker" USING btree ("_order");
  CREATE INDEX "pages_blocks_conversion_tracker_parent_id_idx" ON "pages_blocks_conversion_tracker" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_conversion_tracker_path_idx" ON "pages_blocks_conversion_tracker" USING btree ("_path");
  CREATE INDEX "pages_blocks_conversion_tracker_test_page_idx" ON "pages_blocks_conversion_tracker" USING btree ("test_page_id");
  CREATE INDEX "pages_ab_test_subjects_order_idx" ON "pages_ab_test_subjects" USING btree ("_order");
  CREATE INDEX "pages_ab_test_subjects_parent_id_idx" ON "pages_ab_test_subjects" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_conversion_tracker_settings_hide_on_order_idx" ON "_pages_v_blocks_conversion_tracker_settings_hide_on" USING btree ("order");
  CREATE INDEX "_pages_v_blocks_conversion_tracker_settings_hide_on_parent_idx" ON "_pages_v_blocks_conversion_tracker_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "_pages_v_blocks_conversion_tracker_order_idx" ON "_pages_v_blocks_conversion_tracker" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_conversion_tracker_parent_id_idx" ON "_pages_v_blocks_conversion_tracker" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_conversion_tracker_path_idx" ON "_pages_v_blocks_conversion_tracker" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_conversion_tracker_test_page_idx" ON "_pages_v_blocks_conversion_tracker" USING btree ("test_page_id");
  CREATE INDEX "_pages_v_version_ab_test_subjects_order_idx" ON "_pages_v_version_ab_test_subjects" USING btree ("_order");
  CREATE INDEX "_pages_v_version_ab_test_subjects_parent_id_idx" ON "_pages_v_version_ab_test_subjects" USING btree ("_parent_id");
  CREATE INDEX "projects_blocks_conversion_tracker_settings_hide_on_order_idx" ON "projects_blocks_conversion_tracker_settings_hide_on" USING btree ("order");
  CREATE INDEX "projects_blocks_conversion_tracker_settings_hide_on_parent_idx" ON "projects_blocks_conversion_tracker_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "projects_blocks_conversion_tracker_order_idx" ON "projects_blocks_conversion_tracker" USING btree ("_order");
  CREATE INDEX "projects_blocks_conversion_tracker_parent_id_idx" ON "projects_blocks_conversion_tracker" USING btree ("_parent_id");
  CREATE INDEX "projects_blocks_conversion_tracker_path_idx" ON "projects_blocks_conversion_tracker" USING btree ("_path");
  CREATE INDEX "projects_blocks_conversion_tracker_test_page_idx" ON "projects_blocks_conversion_tracker" USING btree ("test_page_id");
  CREATE INDEX "_projects_v_blocks_conversion_tracker_settings_hide_on_order_idx" ON "_projects_v_blocks_conversion_tracker_settings_hide_on" USING btree ("order");
  CREATE INDEX "_projects_v_blocks_conversion_tracker_settings_hide_on_parent_idx" ON "_projects_v_blocks_conversion_tracker_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "_projects_v_blocks_conversion_tracker_order_idx" ON "_projects_v_blocks_conversion_tracker" USING btree ("_order");
  CREATE INDEX "_projects_v_blocks_conversion_tracker_parent_id_idx" ON "_projects_v_blocks_conversion_tracker" USING btree ("_parent_id");
  CREATE INDEX "_projects_v_blocks_conversion_tracker_path_idx" ON "_projects_v_blocks_conversion_tracker" USING btree ("_path");
  CREATE INDEX "_projects_v_blocks_conversion_tracker_test_page_idx" ON "_projects_v_blocks_conversion_tracker" USING btree ("test_page_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_blocks_conversion_tracker_settings_hide_on" CASCADE;
  DROP TABLE "pages_blocks_conversion_tracker" CASCADE;
  DROP TABLE "pages_ab_test_subjects" CASCADE;
  DROP TABLE "_pages_v_blocks_conversion_tracker_settings_hide_on" CASCADE;
  DROP TABLE "_pages_v_blocks_conversion_tracker" CASCADE;
  DROP TABLE "_pages_v_version_ab_test_subjects" CASCADE;
  DROP TABLE "projects_blocks_conversion_tracker_settings_hide_on" CASCADE;
  DROP TABLE "projects_blocks_conversion_tracker" CASCADE;
  DROP TABLE "_projects_v_blocks_conversion_tracker_settings_hide_on" CASCADE;
  DROP TABLE "_projects_v_blocks_conversion_tracker" CASCADE;
  ALTER TABLE "pages" DROP COLUMN "ab_test_status";
  ALTER TABLE "pages" DROP COLUMN "ab_test_goal";
  ALTER TABLE "pages" DROP COLUMN "ab_test_goal_block_id";
  ALTER TABLE "pages" DROP COLUMN "ab_test_bounce_rate";
  ALTER TABLE "pages" DROP COLUMN "ab_test_test_id";
  ALTER TABLE "pages" DROP COLUMN "ab_test_winner";
  ALTER TABLE "_pages_v" DROP COLUMN "version_ab_test_status";
  ALTER TABLE "_pages_v" DROP COLUMN "version_ab_test_goal";
  ALTER TABLE "_pages_v" DROP COLUMN "version_ab_test_goal_block_id";
  ALTER TABLE "_pages_v" DROP COLUMN "version_ab_test_bounce_rate";
  ALTER TABLE "_pages_v" DROP COLUMN "version_ab_test_test_id";
  ALTER TABLE "_pages_v" DROP COLUMN "version_ab_test_winner";
  DROP TYPE "public"."enum_pages_blocks_conversion_tracker_settings_hide_on";
  DROP TYPE "public"."enum_pages_blocks_conversion_tracker_settings_link_target";
  DROP TYPE "public"."enum_pages_blocks_conversion_tracker_settings_animation_style";
  DROP TYPE "public"."enum_pages_blocks_conversion_tracker_settings_animation_repeat";
  DROP TYPE "public"."enum_pages_blocks_conversion_tracker_setting_t5swq0_speedCurve";
  DROP TYPE "public"."enum_pages_blocks_conversion_tracker_setti_e6gscc_style_tablet";
  DROP TYPE "public"."enum_pages_blocks_conversion_tracker_set_1eae80m_repeat_tablet";
  DROP TYPE "public"."enum_pages_blocks_conversion_tracker_1qjwsw1_speedCurve_tablet";
  DROP TYPE "public"."enum_pages_blocks_conversion_tracker_settin_94f6p4_style_phone";
  DROP TYPE "public"."enum_pages_blocks_conversion_tracker_setti_i101rm_repeat_phone";
  DROP TYPE "public"."enum_pages_blocks_conversion_tracker__19drxxb_speedCurve_phone";
  DROP TYPE "public"."enum_pages_ab_test_status";
  DROP TYPE "public"."enum_pages_ab_test_goal";
  DROP TYPE "public"."enum__pages_v_blocks_conversion_tracker_settings_hide_on";
  DROP TYPE "public"."enum__pages_v_blocks_conversion_tracker_settings_link_target";
  DROP TYPE "public"."enum__pages_v_blocks_conversion_tracker_settings__9legtr_style";
  DROP TYPE "public"."enum__pages_v_blocks_conversion_tracker_settings_rrah85_repeat";
  DROP TYPE "public"."enum__pages_v_blocks_conversion_tracker_sett_15vows_speedCurve";
  DROP TYPE "public"."enum__pages_v_blocks_conversion_tracker_se_g84fnk_style_tablet";
  DROP TYPE "public"."enum__pages_v_blocks_conversion_tracker__1czusc2_repeat_tablet";
  DROP TYPE "public"."enum__pages_v_blocks_conversion_trac_1nx21xh_speedCurve_tablet";
  DROP TYPE "public"."enum__pages_v_blocks_conversion_tracker_set_xwaua4_style_phone";
  DROP TYPE "public"."enum__pages_v_blocks_conversion_tracker_se_g9l4y6_repeat_phone";
  DROP TYPE "public"."enum__pages_v_blocks_conversion_track_1o49ssz_speedCurve_phone";
  DROP TYPE "public"."enum__pages_v_version_ab_test_status";
  DROP TYPE "public"."enum__pages_v_version_ab_test_goal";
  DROP TYPE "public"."enum_projects_blocks_conversion_tracker_settings_hide_on";
  DROP TYPE "public"."enum_projects_blocks_conversion_tracker_settings_link_target";
  DROP TYPE "public"."enum_projects_blocks_conversion_tracker_settings_19odk1v_style";
  DROP TYPE "public"."enum_projects_blocks_conversion_tracker_settings_wwisup_repeat";
  DROP TYPE "public"."enum_projects_blocks_conversion_tracker_set_1vy2ijk_speedCurve";
  DROP TYPE "public"."enum_projects_blocks_conversion_tracker_set_yejx0_style_tablet";
  DROP TYPE "public"."enum_projects_blocks_conversion_tracker_s_k3zdem_repeat_tablet";
  DROP TYPE "public"."enum_projects_blocks_conversion_trac_1wi1m5l_speedCurve_tablet";
  DROP TYPE "public"."enum_projects_blocks_conversion_tracker_se_14pkh74_style_phone";
  DROP TYPE "public"."enum_projects_blocks_conversion_tracker_se_92bdgq_repeat_phone";
  DROP TYPE "public"."enum_projects_blocks_conversion_track_1so228n_speedCurve_phone";
  DROP TYPE "public"."enum__projects_v_blocks_conversion_tracker_settings_hide_on";
  DROP TYPE "public"."enum__projects_v_blocks_conversion_tracker_settings_link_target";
  DROP TYPE "public"."enum__projects_v_blocks_conversion_tracker_settin_khnt9l_style";
  DROP TYPE "public"."enum__projects_v_blocks_conversion_tracker_setti_xmpyez_repeat";
  DROP TYPE "public"."enum__projects_v_blocks_conversion_tracker__1c7qv32_speedCurve";
  DROP TYPE "public"."enum__projects_v_blocks_conversion_tracke_1pmteiu_style_tablet";
  DROP TYPE "public"."enum__projects_v_blocks_conversion_track_1y2ogkc_repeat_tablet";
  DROP TYPE "public"."enum__projects_v_blocks_conversion_t_1oddkib_speedCurve_tablet";
  DROP TYPE "public"."enum__projects_v_blocks_conversion_tracker__o930gy_style_phone";
  DROP TYPE "public"."enum__projects_v_blocks_conversion_tracke_1iol1u0_repeat_phone";
  DROP TYPE "public"."enum__projects_v_blocks_conversion_tr_192aykh_speedCurve_phone";`)
}
