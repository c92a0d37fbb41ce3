import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_team_carousel_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum_pages_blocks_team_carousel_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_team_carousel_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_pages_blocks_team_carousel_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_pages_blocks_team_carousel_settings_animation_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_pages_blocks_team_carousel_settings_animation_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_pages_blocks_team_carousel_settings__6091e9_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_pages_blocks_team_carousel_settin_ltxcq_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_pages_blocks_team_carousel_settings_animation_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_pages_blocks_team_carousel_settings_animation_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_pages_blocks_team_carousel_settin_9e6xdy_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_pages_blocks_team_grid_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum_pages_blocks_team_grid_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_team_grid_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_pages_blocks_team_grid_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_pages_blocks_team_grid_settings_animation_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_pages_blocks_team_grid_settings_animation_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_pages_blocks_team_grid_settings_animation_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_pages_blocks_team_grid_settings__m99dv8_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_pages_blocks_team_grid_settings_animation_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_pages_blocks_team_grid_settings_animation_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_pages_blocks_team_grid_settings_animation_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__pages_v_blocks_team_carousel_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum__pages_v_blocks_team_carousel_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__pages_v_blocks_team_carousel_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__pages_v_blocks_team_carousel_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__pages_v_blocks_team_carousel_settings_1ct4869_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__pages_v_blocks_team_carousel_setting_ai7259_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__pages_v_blocks_team_carousel_setti_1tbhqgt_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__pages_v_blocks_team_carousel_se_ucqwku_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__pages_v_blocks_team_carousel_setting_1q9togr_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__pages_v_blocks_team_carousel_settin_165tem3_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__pages_v_blocks_team_carousel_se_1eu2sai_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__pages_v_blocks_team_grid_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum__pages_v_blocks_team_grid_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__pages_v_blocks_team_grid_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__pages_v_blocks_team_grid_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__pages_v_blocks_team_grid_settings_animation_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__pages_v_blocks_team_grid_settings_animation_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__pages_v_blocks_team_grid_settings_animation_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__pages_v_blocks_team_grid_setti_1gmhnp4_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__pages_v_blocks_team_grid_settings_animation_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__pages_v_blocks_team_grid_settings_animation_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__pages_v_blocks_team_grid_setting_scd8z8_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_projects_blocks_team_carousel_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum_projects_blocks_team_carousel_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_projects_blocks_team_carousel_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_projects_blocks_team_carousel_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_projects_blocks_team_carousel_settings__jsxqit_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_projects_blocks_team_carousel_setting_5ly2zl_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_projects_blocks_team_carousel_settin_m7cgft_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_projects_blocks_team_carousel_s_1ofuf5u_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_projects_blocks_team_carousel_setting_1hbrwin_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_projects_blocks_team_carousel_setting_lmkauf_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_projects_blocks_team_carousel_se_1g32yzi_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_projects_blocks_team_grid_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum_projects_blocks_team_grid_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_projects_blocks_team_grid_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_projects_blocks_team_grid_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_projects_blocks_team_grid_settings_animation_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_projects_blocks_team_grid_settings_animation_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_projects_blocks_team_grid_settings_animation_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_projects_blocks_team_grid_setti_1surnzg_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_projects_blocks_team_grid_settings_animation_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_projects_blocks_team_grid_settings_animation_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_projects_blocks_team_grid_settin_19g78ig_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__projects_v_blocks_team_carousel_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum__projects_v_blocks_team_carousel_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__projects_v_blocks_team_carousel_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__projects_v_blocks_team_carousel_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__projects_v_blocks_team_carousel_setting_5emgn_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__projects_v_blocks_team_carousel_sett_qa2fef_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__projects_v_blocks_team_carousel_se_1c2kher_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__projects_v_blocks_team_carousel_pavumw_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__projects_v_blocks_team_carousel_sett_1716ksl_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__projects_v_blocks_team_carousel_set_1tgvg29_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__projects_v_blocks_team_carousel__ul7hlg_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__projects_v_blocks_team_grid_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum__projects_v_blocks_team_grid_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__projects_v_blocks_team_grid_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__projects_v_blocks_team_grid_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__projects_v_blocks_team_grid_settings_animation_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__projects_v_blocks_team_grid_settings_64vb3l_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__projects_v_blocks_team_grid_settin_1wsf7jd_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__projects_v_blocks_team_grid_se_16a8lgy_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__projects_v_blocks_team_grid_settings__wkwei7_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__projects_v_blocks_team_grid_setting_100zm1j_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__projects_v_blocks_team_grid_set_1v18lxq_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_team_members_social_network" AS ENUM('linkedin', 'facebook', 'instagram', 'x', 'youtube', 'github', 'website');
  CREATE TYPE "public"."enum_team_members_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__team_members_v_version_social_network" AS ENUM('linkedin', 'facebook', 'instagram', 'x', 'youtube', 'github', 'website');
  CREATE TYPE "public"."enum__team_members_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__team_members_v_published_locale" AS ENUM('sv', 'en');
  CREATE TABLE "pages_blocks_team_carousel_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_pages_blocks_team_carousel_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_team_carousel" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"show_arrows" boolean DEFAULT true,
  	"show_pagination" boolean DEFAULT true,
  	"transition_speed" numeric,
  	"autoplay" boolean,
  	"autoplay_speed" numeric,
  	"popup_autoplay" boolean DEFAULT false,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum_pages_blocks_team_carousel_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum_pages_blocks_team_carousel_settings_animation_style",
  	"settings_animation_repeat" "enum_pages_blocks_team_carousel_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum_pages_blocks_team_carousel_settings_animation_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum_pages_blocks_team_carousel_settings_animation_style_tablet",
  	"settings_animation_repeat_tablet" "enum_pages_blocks_team_carousel_settings__6091e9_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum_pages_blocks_team_carousel_settin_ltxcq_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum_pages_blocks_team_carousel_settings_animation_style_phone",
  	"settings_animation_repeat_phone" "enum_pages_blocks_team_carousel_settings_animation_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum_pages_blocks_team_carousel_settin_9e6xdy_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_team_carousel_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_team_grid_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_pages_blocks_team_grid_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_team_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"columns_desktop" numeric DEFAULT 3,
  	"columns_tablet" numeric DEFAULT 2,
  	"columns_phone" numeric DEFAULT 1,
  	"popup_autoplay" boolean DEFAULT false,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum_pages_blocks_team_grid_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum_pages_blocks_team_grid_settings_animation_style",
  	"settings_animation_repeat" "enum_pages_blocks_team_grid_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum_pages_blocks_team_grid_settings_animation_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum_pages_blocks_team_grid_settings_animation_style_tablet",
  	"settings_animation_repeat_tablet" "enum_pages_blocks_team_grid_settings_animation_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum_pages_blocks_team_grid_settings__m99dv8_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum_pages_blocks_team_grid_settings_animation_style_phone",
  	"settings_animation_repeat_phone" "enum_pages_blocks_team_grid_settings_animation_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum_pages_blocks_team_grid_settings_animation_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_team_grid_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_team_carousel_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__pages_v_blocks_team_carousel_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_team_carousel" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"show_arrows" boolean DEFAULT true,
  	"show_pagination" boolean DEFAULT true,
  	"transition_speed" numeric,
  	"autoplay" boolean,
  	"autoplay_speed" numeric,
  	"popup_autoplay" boolean DEFAULT false,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum__pages_v_blocks_team_carousel_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum__pages_v_blocks_team_carousel_settings_animation_style",
  	"settings_animation_repeat" "enum__pages_v_blocks_team_carousel_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum__pages_v_blocks_team_carousel_settings_1ct4869_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum__pages_v_blocks_team_carousel_setting_ai7259_style_tablet",
  	"settings_animation_repeat_tablet" "enum__pages_v_blocks_team_carousel_setti_1tbhqgt_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum__pages_v_blocks_team_carousel_se_ucqwku_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum__pages_v_blocks_team_carousel_setting_1q9togr_style_phone",
  	"settings_animation_repeat_phone" "enum__pages_v_blocks_team_carousel_settin_165tem3_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum__pages_v_blocks_team_carousel_se_1eu2sai_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_team_carousel_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_team_grid_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__pages_v_blocks_team_grid_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_team_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"columns_desktop" numeric DEFAULT 3,
  	"columns_tablet" numeric DEFAULT 2,
  	"columns_phone" numeric DEFAULT 1,
  	"popup_autoplay" boolean DEFAULT false,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum__pages_v_blocks_team_grid_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum__pages_v_blocks_team_grid_settings_animation_style",
  	"settings_animation_repeat" "enum__pages_v_blocks_team_grid_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum__pages_v_blocks_team_grid_settings_animation_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum__pages_v_blocks_team_grid_settings_animation_style_tablet",
  	"settings_animation_repeat_tablet" "enum__pages_v_blocks_team_grid_settings_animation_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum__pages_v_blocks_team_grid_setti_1gmhnp4_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum__pages_v_blocks_team_grid_settings_animation_style_phone",
  	"settings_animation_repeat_phone" "enum__pages_v_blocks_team_grid_settings_animation_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum__pages_v_blocks_team_grid_setting_scd8z8_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_team_grid_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "projects_blocks_team_carousel_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_projects_blocks_team_carousel_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "projects_blocks_team_carousel" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"show_arrows" boolean DEFAULT true,
  	"show_pagination" boolean DEFAULT true,
  	"transition_speed" numeric,
  	"autoplay" boolean,
  	"autoplay_speed" numeric,
  	"popup_autoplay" boolean DEFAULT false,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum_projects_blocks_team_carousel_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum_projects_blocks_team_carousel_settings_animation_style",
  	"settings_animation_repeat" "enum_projects_blocks_team_carousel_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum_projects_blocks_team_carousel_settings__jsxqit_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum_projects_blocks_team_carousel_setting_5ly2zl_style_tablet",
  	"settings_animation_repeat_tablet" "enum_projects_blocks_team_carousel_settin_m7cgft_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum_projects_blocks_team_carousel_s_1ofuf5u_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum_projects_blocks_team_carousel_setting_1hbrwin_style_phone",
  	"settings_animation_repeat_phone" "enum_projects_blocks_team_carousel_setting_lmkauf_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum_projects_blocks_team_carousel_se_1g32yzi_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"block_name" varchar
  );
  
  CREATE TABLE "projects_blocks_team_carousel_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "projects_blocks_team_grid_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_projects_blocks_team_grid_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "projects_blocks_team_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"columns_desktop" numeric DEFAULT 3,
  	"columns_tablet" numeric DEFAULT 2,
  	"columns_phone" numeric DEFAULT 1,
  	"popup_autoplay" boolean DEFAULT false,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum_projects_blocks_team_grid_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum_projects_blocks_team_grid_settings_animation_style",
  	"settings_animation_repeat" "enum_projects_blocks_team_grid_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum_projects_blocks_team_grid_settings_animation_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum_projects_blocks_team_grid_settings_animation_style_tablet",
  	"settings_animation_repeat_tablet" "enum_projects_blocks_team_grid_settings_animation_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum_projects_blocks_team_grid_setti_1surnzg_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum_projects_blocks_team_grid_settings_animation_style_phone",
  	"settings_animation_repeat_phone" "enum_projects_blocks_team_grid_settings_animation_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum_projects_blocks_team_grid_settin_19g78ig_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"block_name" varchar
  );
  
  CREATE TABLE "projects_blocks_team_grid_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_projects_v_blocks_team_carousel_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__projects_v_blocks_team_carousel_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_projects_v_blocks_team_carousel" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"show_arrows" boolean DEFAULT true,
  	"show_pagination" boolean DEFAULT true,
  	"transition_speed" numeric,
  	"autoplay" boolean,
  	"autoplay_speed" numeric,
  	"popup_autoplay" boolean DEFAULT false,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum__projects_v_blocks_team_carousel_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum__projects_v_blocks_team_carousel_settings_animation_style",
  	"settings_animation_repeat" "enum__projects_v_blocks_team_carousel_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum__projects_v_blocks_team_carousel_setting_5emgn_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum__projects_v_blocks_team_carousel_sett_qa2fef_style_tablet",
  	"settings_animation_repeat_tablet" "enum__projects_v_blocks_team_carousel_se_1c2kher_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum__projects_v_blocks_team_carousel_pavumw_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum__projects_v_blocks_team_carousel_sett_1716ksl_style_phone",
  	"settings_animation_repeat_phone" "enum__projects_v_blocks_team_carousel_set_1tgvg29_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum__projects_v_blocks_team_carousel__ul7hlg_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_projects_v_blocks_team_carousel_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_projects_v_blocks_team_grid_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__projects_v_blocks_team_grid_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_projects_v_blocks_team_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"columns_desktop" numeric DEFAULT 3,
  	"columns_tablet" numeric DEFAULT 2,
  	"columns_phone" numeric DEFAULT 1,
  	"popup_autoplay" boolean DEFAULT false,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum__projects_v_blocks_team_grid_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum__projects_v_blocks_team_grid_settings_animation_style",
  	"settings_animation_repeat" "enum__projects_v_blocks_team_grid_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum__projects_v_blocks_team_grid_settings_animation_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum__projects_v_blocks_team_grid_settings_64vb3l_style_tablet",
  	"settings_animation_repeat_tablet" "enum__projects_v_blocks_team_grid_settin_1wsf7jd_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum__projects_v_blocks_team_grid_se_16a8lgy_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum__projects_v_blocks_team_grid_settings__wkwei7_style_phone",
  	"settings_animation_repeat_phone" "enum__projects_v_blocks_team_grid_setting_100zm1j_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum__projects_v_blocks_team_grid_set_1v18lxq_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_projects_v_blocks_team_grid_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "team_members_gallery" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer
  );
  
  CREATE TABLE "team_members_gallery_locales" (
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "team_members_skills" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"percent" numeric
  );
  
  CREATE TABLE "team_members_skills_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "team_members_social" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"network" "enum_team_members_social_network",
  	"url" varchar
  );
  
  CREATE TABLE "team_members" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"email" varchar,
  	"phone" varchar,
  	"order" numeric DEFAULT 0,
  	"public_profile" boolean DEFAULT true,
  	"slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_team_members_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "team_members_locales" (
  	"role" varchar,
  	"department" varchar,
  	"short_bio" varchar,
  	"long_bio" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_team_members_v_version_gallery" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_team_members_v_version_gallery_locales" (
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_team_members_v_version_skills" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"percent" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_team_members_v_version_skills_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_team_members_v_version_social" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"network" "enum__team_members_v_version_social_network",
  	"url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_team_members_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar,
  	"version_email" varchar,
  	"version_phone" varchar,
  	"version_order" numeric DEFAULT 0,
  	"version_public_profile" boolean DEFAULT true,
  	"version_slug" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__team_members_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__team_members_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_team_members_v_locales" (
  	"version_role" varchar,
  	"version_department" varchar,
  	"version_short_bio" varchar,
  	"version_long_bio" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "team_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"print_title_suffix" varchar DEFAULT ' – Team',
  	"carousel_build" numeric DEFAULT 1,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "pages_rels" ADD COLUMN "team_members_id" integer;
  ALTER TABLE "_pages_v_rels" ADD COLUMN "team_members_id" integer;
  ALTER TABLE "projects_rels" ADD COLUMN "team_members_id" integer;
  ALTER TABLE "_projects_v_rels" ADD COLUMN "team_members_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "team_members_id" integer;
  ALTER TABLE "pages_blocks_team_carousel_settings_hide_on" ADD CONSTRAINT "pages_blocks_team_carousel_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages_blocks_team_carousel"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_team_carousel" ADD CONSTRAINT "pages_blocks_team_carousel_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_team_carousel_locales" ADD CONSTRAINT "pages_blocks_team_carousel_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_team_carousel"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_team_grid_settings_hide_on" ADD CONSTRAINT "pages_blocks_team_grid_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages_blocks_team_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_team_grid" ADD CONSTRAINT "pages_blocks_team_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_team_grid_locales" ADD CONSTRAINT "pages_blocks_team_grid_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_team_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_team_carousel_settings_hide_on" ADD CONSTRAINT "_pages_v_blocks_team_carousel_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v_blocks_team_carousel"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_team_carousel" ADD CONSTRAINT "_pages_v_blocks_team_carousel_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_team_carousel_locales" ADD CONSTRAINT "_pages_v_blocks_team_carousel_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_team_carousel"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_team_grid_settings_hide_on" ADD CONSTRAINT "_pages_v_blocks_team_grid_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v_blocks_team_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_team_grid" ADD CONSTRAINT "_pages_v_blocks_team_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_team_grid_locales" ADD CONSTRAINT "_pages_v_blocks_team_grid_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_team_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_blocks_team_carousel_settings_hide_on" ADD CONSTRAINT "projects_blocks_team_carousel_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."projects_blocks_team_carousel"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_blocks_team_carousel" ADD CONSTRAINT "projects_blocks_team_carousel_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_blocks_team_carousel_locales" ADD CONSTRAINT "projects_blocks_team_carousel_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects_blocks_team_carousel"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_blocks_team_grid_settings_hide_on" ADD CONSTRAINT "projects_blocks_team_grid_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."projects_blocks_team_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_blocks_team_grid" ADD CONSTRAINT "projects_blocks_team_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_blocks_team_grid_locales" ADD CONSTRAINT "projects_blocks_team_grid_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects_blocks_team_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_blocks_team_carousel_settings_hide_on" ADD CONSTRAINT "_projects_v_blocks_team_carousel_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_projects_v_blocks_team_carousel"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_blocks_team_carousel" ADD CONSTRAINT "_projects_v_blocks_team_carousel_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_blocks_team_carousel_locales" ADD CONSTRAINT "_projects_v_blocks_team_carousel_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v_blocks_team_carousel"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_blocks_team_grid_settings_hide_on" ADD CONSTRAINT "_projects_v_blocks_team_grid_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_projects_v_blocks_team_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_blocks_team_grid" ADD CONSTRAINT "_projects_v_blocks_team_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_blocks_team_grid_locales" ADD CONSTRAINT "_projects_v_blocks_team_grid_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v_blocks_team_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "team_members_gallery" ADD CONSTRAINT "team_members_gallery_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "team_members_gallery" ADD CONSTRAINT "team_members_gallery_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."team_members"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "team_members_gallery_locales" ADD CONSTRAINT "team_members_gallery_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."team_members_gallery"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "team_members_skills" ADD CONSTRAINT "team_members_skills_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."team_members"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "team_members_skills_locales" ADD CONSTRAINT "team_members_skills_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."team_members_skills"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "team_members_social" ADD CONSTRAINT "team_members_social_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."team_members"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "team_members_locales" ADD CONSTRAINT "team_members_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."team_members"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_team_members_v_version_gallery" ADD CONSTRAINT "_team_members_v_version_gallery_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_team_members_v_version_gallery" ADD CONSTRAINT "_team_members_v_version_gallery_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_team_members_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_team_members_v_version_gallery_locales" ADD CONSTRAINT "_team_members_v_version_gallery_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_team_members_v_version_gallery"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_team_members_v_version_skills" ADD CONSTRAINT "_team_members_v_version_skills_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_team_members_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_team_members_v_version_skills_locales" ADD CONSTRAINT "_team_members_v_version_skills_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_team_members_v_version_skills"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_team_members_v_version_social" ADD CONSTRAINT "_team_members_v_version_social_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_team_members_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_team_members_v" ADD CONSTRAINT "_team_members_v_parent_id_team_members_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."team_members"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_team_members_v_locales" ADD CONSTRAINT "_team_members_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_team_members_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_team_carousel_settings_hide_on_order_idx" ON "pages_blocks_team_carousel_settings_hide_on" USING btree ("order");
  CREATE INDEX "pages_blocks_team_carousel_settings_hide_on_parent_idx" ON "pages_blocks_team_carousel_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "pages_blocks_team_carousel_order_idx" ON "pages_blocks_team_carousel" USING btree ("_order");
  CREATE INDEX "pages_blocks_team_carousel_parent_id_idx" ON "pages_blocks_team_carousel" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_team_carousel_path_idx" ON "pages_blocks_team_carousel" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_team_carousel_locales_locale_parent_id_unique" ON "pages_blocks_team_carousel_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_team_grid_settings_hide_on_order_idx" ON "pages_blocks_team_grid_settings_hide_on" USING btree ("order");
  CREATE INDEX "pages_blocks_team_grid_settings_hide_on_parent_idx" ON "pages_blocks_team_grid_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "pages_blocks_team_grid_order_idx" ON "pages_blocks_team_grid" USING btree ("_order");
  CREATE INDEX "pages_blocks_team_grid_parent_id_idx" ON "pages_blocks_team_grid" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_team_grid_path_idx" ON "pages_blocks_team_grid" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_team_grid_locales_locale_parent_id_unique" ON "pages_blocks_team_grid_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_team_carousel_settings_hide_on_order_idx" ON "_pages_v_blocks_team_carousel_settings_hide_on" USING btree ("order");
  CREATE INDEX "_pages_v_blocks_team_carousel_settings_hide_on_parent_idx" ON "_pages_v_blocks_team_carousel_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "_pages_v_blocks_team_carousel_order_idx" ON "_pages_v_blocks_team_carousel" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_team_carousel_parent_id_idx" ON "_pages_v_blocks_team_carousel" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_team_carousel_path_idx" ON "_pages_v_blocks_team_carousel" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_team_carousel_locales_locale_parent_id_uniqu" ON "_pages_v_blocks_team_carousel_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_team_grid_settings_hide_on_order_idx" ON "_pages_v_blocks_team_grid_settings_hide_on" USING btree ("order");
  CREATE INDEX "_pages_v_blocks_team_grid_settings_hide_on_parent_idx" ON "_pages_v_blocks_team_grid_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "_pages_v_blocks_team_grid_order_idx" ON "_pages_v_blocks_team_grid" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_team_grid_parent_id_idx" ON "_pages_v_blocks_team_grid" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_team_grid_path_idx" ON "_pages_v_blocks_team_grid" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_team_grid_locales_locale_parent_id_unique" ON "_pages_v_blocks_team_grid_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "projects_blocks_team_carousel_settings_hide_on_order_idx" ON "projects_blocks_team_carousel_settings_hide_on" USING btree ("order");
  CREATE INDEX "projects_blocks_team_carousel_settings_hide_on_parent_idx" ON "projects_blocks_team_carousel_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "projects_blocks_team_carousel_order_idx" ON "projects_blocks_team_carousel" USING btree ("_order");
  CREATE INDEX "projects_blocks_team_carousel_parent_id_idx" ON "projects_blocks_team_carousel" USING btree ("_parent_id");
  CREATE INDEX "projects_blocks_team_carousel_path_idx" ON "projects_blocks_team_carousel" USING btree ("_path");
  CREATE UNIQUE INDEX "projects_blocks_team_carousel_locales_locale_parent_id_uniqu" ON "projects_blocks_team_carousel_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "projects_blocks_team_grid_settings_hide_on_order_idx" ON "projects_blocks_team_grid_settings_hide_on" USING btree ("order");
  CREATE INDEX "projects_blocks_team_grid_settings_hide_on_parent_idx" ON "projects_blocks_team_grid_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "projects_blocks_team_grid_order_idx" ON "projects_blocks_team_grid" USING btree ("_order");
  CREATE INDEX "projects_blocks_team_grid_parent_id_idx" ON "projects_blocks_team_grid" USING btree ("_parent_id");
  CREATE INDEX "projects_blocks_team_grid_path_idx" ON "projects_blocks_team_grid" USING btree ("_path");
  CREATE UNIQUE INDEX "projects_blocks_team_grid_locales_locale_parent_id_unique" ON "projects_blocks_team_grid_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_projects_v_blocks_team_carousel_settings_hide_on_order_idx" ON "_projects_v_blocks_team_carousel_settings_hide_on" USING btree ("order");
  CREATE INDEX "_projects_v_blocks_team_carousel_settings_hide_on_parent_idx" ON "_projects_v_blocks_team_carousel_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "_projects_v_blocks_team_carousel_order_idx" ON "_projects_v_blocks_team_carousel" USING btree ("_order");
  CREATE INDEX "_projects_v_blocks_team_carousel_parent_id_idx" ON "_projects_v_blocks_team_carousel" USING btree ("_parent_id");
  CREATE INDEX "_projects_v_blocks_team_carousel_path_idx" ON "_projects_v_blocks_team_carousel" USING btree ("_path");
  CREATE UNIQUE INDEX "_projects_v_blocks_team_carousel_locales_locale_parent_id_un" ON "_projects_v_blocks_team_carousel_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_projects_v_blocks_team_grid_settings_hide_on_order_idx" ON "_projects_v_blocks_team_grid_settings_hide_on" USING btree ("order");
  CREATE INDEX "_projects_v_blocks_team_grid_settings_hide_on_parent_idx" ON "_projects_v_blocks_team_grid_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "_projects_v_blocks_team_grid_order_idx" ON "_projects_v_blocks_team_grid" USING btree ("_order");
  CREATE INDEX "_projects_v_blocks_team_grid_parent_id_idx" ON "_projects_v_blocks_team_grid" USING btree ("_parent_id");
  CREATE INDEX "_projects_v_blocks_team_grid_path_idx" ON "_projects_v_blocks_team_grid" USING btree ("_path");
  CREATE UNIQUE INDEX "_projects_v_blocks_team_grid_locales_locale_parent_id_unique" ON "_projects_v_blocks_team_grid_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "team_members_gallery_order_idx" ON "team_members_gallery" USING btree ("_order");
  CREATE INDEX "team_members_gallery_parent_id_idx" ON "team_members_gallery" USING btree ("_parent_id");
  CREATE INDEX "team_members_gallery_image_idx" ON "team_members_gallery" USING btree ("image_id");
  CREATE UNIQUE INDEX "team_members_gallery_locales_locale_parent_id_unique" ON "team_members_gallery_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "team_members_skills_order_idx" ON "team_members_skills" USING btree ("_order");
  CREATE INDEX "team_members_skills_parent_id_idx" ON "team_members_skills" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "team_members_skills_locales_locale_parent_id_unique" ON "team_members_skills_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "team_members_social_order_idx" ON "team_members_social" USING btree ("_order");
  CREATE INDEX "team_members_social_parent_id_idx" ON "team_members_social" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "team_members_slug_idx" ON "team_members" USING btree ("slug");
  CREATE INDEX "team_members_updated_at_idx" ON "team_members" USING btree ("updated_at");
  CREATE INDEX "team_members_created_at_idx" ON "team_members" USING btree ("created_at");
  CREATE INDEX "team_members__status_idx" ON "team_members" USING btree ("_status");
  CREATE UNIQUE INDEX "team_members_locales_locale_parent_id_unique" ON "team_members_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_team_members_v_version_gallery_order_idx" ON "_team_members_v_version_gallery" USING btree ("_order");
  CREATE INDEX "_team_members_v_version_gallery_parent_id_idx" ON "_team_members_v_version_gallery" USING btree ("_parent_id");
  CREATE INDEX "_team_members_v_version_gallery_image_idx" ON "_team_members_v_version_gallery" USING btree ("image_id");
  CREATE UNIQUE INDEX "_team_members_v_version_gallery_locales_locale_parent_id_uni" ON "_team_members_v_version_gallery_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_team_members_v_version_skills_order_idx" ON "_team_members_v_version_skills" USING btree ("_order");
  CREATE INDEX "_team_members_v_version_skills_parent_id_idx" ON "_team_members_v_version_skills" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_team_members_v_version_skills_locales_locale_parent_id_uniq" ON "_team_members_v_version_skills_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_team_members_v_version_social_order_idx" ON "_team_members_v_version_social" USING btree ("_order");
  CREATE INDEX "_team_members_v_version_social_parent_id_idx" ON "_team_members_v_version_social" USING btree ("_parent_id");
  CREATE INDEX "_team_members_v_parent_idx" ON "_team_members_v" USING btree ("parent_id");
  CREATE INDEX "_team_members_v_version_version_slug_idx" ON "_team_members_v" USING btree ("version_slug");
  CREATE INDEX "_team_members_v_version_version_updated_at_idx" ON "_team_members_v" USING btree ("version_updated_at");
  CREATE INDEX "_team_members_v_version_version_created_at_idx" ON "_team_members_v" USING btree ("version_created_at");
  CREATE INDEX "_team_members_v_version_version__status_idx" ON "_team_members_v" USING btree ("version__status");
  CREATE INDEX "_team_members_v_created_at_idx" ON "_team_members_v" USING btree ("created_at");
  CREATE INDEX "_team_members_v_updated_at_idx" ON "_team_members_v" USING btree ("updated_at");
  CREATE INDEX "_team_members_v_snapshot_idx" ON "_team_members_v" USING btree ("snapshot");
  CREATE INDEX "_team_members_v_published_locale_idx" ON "_team_members_v" USING btree ("published_locale");
  CREATE INDEX "_team_members_v_latest_idx" ON "_team_members_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_team_members_v_locales_locale_parent_id_unique" ON "_team_members_v_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_team_members_fk" FOREIGN KEY ("team_members_id") REFERENCES "public"."team_members"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_team_members_fk" FOREIGN KEY ("team_members_id") REFERENCES "public"."team_members"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_rels" ADD CONSTRAINT "projects_rels_team_members_fk" FOREIGN KEY ("team_members_id") REFERENCES "public"."team_members"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_rels" ADD CONSTRAINT "_projects_v_rels_team_members_fk" FOREIGN KEY ("team_members_id") REFERENCES "public"."team_members"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_team_members_fk" FOREIGN KEY ("team_members_id") REFERENCES "public"."team_members"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_rels_team_members_id_idx" ON "pages_rels" USING btree ("team_members_id");
  CREATE INDEX "_pages_v_rels_team_members_id_idx" ON "_pages_v_rels" USING btree ("team_members_id");
  CREATE INDEX "projects_rels_team_members_id_idx" ON "projects_rels" USING btree ("team_members_id");
  CREATE INDEX "_projects_v_rels_team_members_id_idx" ON "_projects_v_rels" USING btree ("team_members_id");
  CREATE INDEX "payload_locked_documents_rels_team_members_id_idx" ON "payload_locked_documents_rels" USING btree ("team_members_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_team_carousel_settings_hide_on" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_team_carousel" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_team_carousel_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_team_grid_settings_hide_on" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_team_grid" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_team_grid_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_team_carousel_settings_hide_on" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_team_carousel" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_team_carousel_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_team_grid_settings_hide_on" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_team_grid" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_team_grid_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "projects_blocks_team_carousel_settings_hide_on" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "projects_blocks_team_carousel" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "projects_blocks_team_carousel_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "projects_blocks_team_grid_settings_hide_on" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "projects_blocks_team_grid" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "projects_blocks_team_grid_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_projects_v_blocks_team_carousel_settings_hide_on" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_projects_v_blocks_team_carousel" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_projects_v_blocks_team_carousel_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_projects_v_blocks_team_grid_settings_hide_on" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_projects_v_blocks_team_grid" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_projects_v_blocks_team_grid_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "team_members_gallery" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "team_members_gallery_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "team_members_skills" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "team_members_skills_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "team_members_social" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "team_members" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "team_members_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_team_members_v_version_gallery" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_team_members_v_version_gallery_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_team_members_v_version_skills" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_team_members_v_version_skills_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_team_members_v_version_social" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_team_members_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_team_members_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "team_settings" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_team_carousel_settings_hide_on" CASCADE;
  DROP TABLE "pages_blocks_team_carousel" CASCADE;
  DROP TABLE "pages_blocks_team_carousel_locales" CASCADE;
  DROP TABLE "pages_blocks_team_grid_settings_hide_on" CASCADE;
  DROP TABLE "pages_blocks_team_grid" CASCADE;
  DROP TABLE "pages_blocks_team_grid_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_team_carousel_settings_hide_on" CASCADE;
  DROP TABLE "_pages_v_blocks_team_carousel" CASCADE;
  DROP TABLE "_pages_v_blocks_team_carousel_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_team_grid_settings_hide_on" CASCADE;
  DROP TABLE "_pages_v_blocks_team_grid" CASCADE;
  DROP TABLE "_pages_v_blocks_team_grid_locales" CASCADE;
  DROP TABLE "projects_blocks_team_carousel_settings_hide_on" CASCADE;
  DROP TABLE "projects_blocks_team_carousel" CASCADE;
  DROP TABLE "projects_blocks_team_carousel_locales" CASCADE;
  DROP TABLE "projects_blocks_team_grid_settings_hide_on" CASCADE;
  DROP TABLE "projects_blocks_team_grid" CASCADE;
  DROP TABLE "projects_blocks_team_grid_locales" CASCADE;
  DROP TABLE "_projects_v_blocks_team_carousel_settings_hide_on" CASCADE;
  DROP TABLE "_projects_v_blocks_team_carousel" CASCADE;
  DROP TABLE "_projects_v_blocks_team_carousel_locales" CASCADE;
  DROP TABLE "_projects_v_blocks_team_grid_settings_hide_on" CASCADE;
  DROP TABLE "_projects_v_blocks_team_grid" CASCADE;
  DROP TABLE "_projects_v_blocks_team_grid_locales" CASCADE;
  DROP TABLE "team_members_gallery" CASCADE;
  DROP TABLE "team_members_gallery_locales" CASCADE;
  DROP TABLE "team_members_skills" CASCADE;
  DROP TABLE "team_members_skills_locales" CASCADE;
  DROP TABLE "team_members_social" CASCADE;
  DROP TABLE "team_members" CASCADE;
  DROP TABLE "team_members_locales" CASCADE;
  DROP TABLE "_team_members_v_version_gallery" CASCADE;
  DROP TABLE "_team_members_v_version_gallery_locales" CASCADE;
  DROP TABLE "_team_members_v_version_skills" CASCADE;
  DROP TABLE "_team_members_v_version_skills_locales" CASCADE;
  DROP TABLE "_team_members_v_version_social" CASCADE;
  DROP TABLE "_team_members_v" CASCADE;
  DROP TABLE "_team_members_v_locales" CASCADE;
  DROP TABLE "team_settings" CASCADE;
  ALTER TABLE "pages_rels" DROP CONSTRAINT "pages_rels_team_members_fk";
  
  ALTER TABLE "_pages_v_rels" DROP CONSTRAINT "_pages_v_rels_team_members_fk";
  
  ALTER TABLE "projects_rels" DROP CONSTRAINT "projects_rels_team_members_fk";
  
  ALTER TABLE "_projects_v_rels" DROP CONSTRAINT "_projects_v_rels_team_members_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_team_members_fk";
  
  DROP INDEX "pages_rels_team_members_id_idx";
  DROP INDEX "_pages_v_rels_team_members_id_idx";
  DROP INDEX "projects_rels_team_members_id_idx";
  DROP INDEX "_projects_v_rels_team_members_id_idx";
  DROP INDEX "payload_locked_documents_rels_team_members_id_idx";
  ALTER TABLE "pages_rels" DROP COLUMN "team_members_id";
  ALTER TABLE "_pages_v_rels" DROP COLUMN "team_members_id";
  ALTER TABLE "projects_rels" DROP COLUMN "team_members_id";
  ALTER TABLE "_projects_v_rels" DROP COLUMN "team_members_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "team_members_id";
  DROP TYPE "public"."enum_pages_blocks_team_carousel_settings_hide_on";
  DROP TYPE "public"."enum_pages_blocks_team_carousel_settings_link_target";
  DROP TYPE "public"."enum_pages_blocks_team_carousel_settings_animation_style";
  DROP TYPE "public"."enum_pages_blocks_team_carousel_settings_animation_repeat";
  DROP TYPE "public"."enum_pages_blocks_team_carousel_settings_animation_speedCurve";
  DROP TYPE "public"."enum_pages_blocks_team_carousel_settings_animation_style_tablet";
  DROP TYPE "public"."enum_pages_blocks_team_carousel_settings__6091e9_repeat_tablet";
  DROP TYPE "public"."enum_pages_blocks_team_carousel_settin_ltxcq_speedCurve_tablet";
  DROP TYPE "public"."enum_pages_blocks_team_carousel_settings_animation_style_phone";
  DROP TYPE "public"."enum_pages_blocks_team_carousel_settings_animation_repeat_phone";
  DROP TYPE "public"."enum_pages_blocks_team_carousel_settin_9e6xdy_speedCurve_phone";
  DROP TYPE "public"."enum_pages_blocks_team_grid_settings_hide_on";
  DROP TYPE "public"."enum_pages_blocks_team_grid_settings_link_target";
  DROP TYPE "public"."enum_pages_blocks_team_grid_settings_animation_style";
  DROP TYPE "public"."enum_pages_blocks_team_grid_settings_animation_repeat";
  DROP TYPE "public"."enum_pages_blocks_team_grid_settings_animation_speedCurve";
  DROP TYPE "public"."enum_pages_blocks_team_grid_settings_animation_style_tablet";
  DROP TYPE "public"."enum_pages_blocks_team_grid_settings_animation_repeat_tablet";
  DROP TYPE "public"."enum_pages_blocks_team_grid_settings__m99dv8_speedCurve_tablet";
  DROP TYPE "public"."enum_pages_blocks_team_grid_settings_animation_style_phone";
  DROP TYPE "public"."enum_pages_blocks_team_grid_settings_animation_repeat_phone";
  DROP TYPE "public"."enum_pages_blocks_team_grid_settings_animation_speedCurve_phone";
  DROP TYPE "public"."enum__pages_v_blocks_team_carousel_settings_hide_on";
  DROP TYPE "public"."enum__pages_v_blocks_team_carousel_settings_link_target";
  DROP TYPE "public"."enum__pages_v_blocks_team_carousel_settings_animation_style";
  DROP TYPE "public"."enum__pages_v_blocks_team_carousel_settings_animation_repeat";
  DROP TYPE "public"."enum__pages_v_blocks_team_carousel_settings_1ct4869_speedCurve";
  DROP TYPE "public"."enum__pages_v_blocks_team_carousel_setting_ai7259_style_tablet";
  DROP TYPE "public"."enum__pages_v_blocks_team_carousel_setti_1tbhqgt_repeat_tablet";
  DROP TYPE "public"."enum__pages_v_blocks_team_carousel_se_ucqwku_speedCurve_tablet";
  DROP TYPE "public"."enum__pages_v_blocks_team_carousel_setting_1q9togr_style_phone";
  DROP TYPE "public"."enum__pages_v_blocks_team_carousel_settin_165tem3_repeat_phone";
  DROP TYPE "public"."enum__pages_v_blocks_team_carousel_se_1eu2sai_speedCurve_phone";
  DROP TYPE "public"."enum__pages_v_blocks_team_grid_settings_hide_on";
  DROP TYPE "public"."enum__pages_v_blocks_team_grid_settings_link_target";
  DROP TYPE "public"."enum__pages_v_blocks_team_grid_settings_animation_style";
  DROP TYPE "public"."enum__pages_v_blocks_team_grid_settings_animation_repeat";
  DROP TYPE "public"."enum__pages_v_blocks_team_grid_settings_animation_speedCurve";
  DROP TYPE "public"."enum__pages_v_blocks_team_grid_settings_animation_style_tablet";
  DROP TYPE "public"."enum__pages_v_blocks_team_grid_settings_animation_repeat_tablet";
  DROP TYPE "public"."enum__pages_v_blocks_team_grid_setti_1gmhnp4_speedCurve_tablet";
  DROP TYPE "public"."enum__pages_v_blocks_team_grid_settings_animation_style_phone";
  DROP TYPE "public"."enum__pages_v_blocks_team_grid_settings_animation_repeat_phone";
  DROP TYPE "public"."enum__pages_v_blocks_team_grid_setting_scd8z8_speedCurve_phone";
  DROP TYPE "public"."enum_projects_blocks_team_carousel_settings_hide_on";
  DROP TYPE "public"."enum_projects_blocks_team_carousel_settings_link_target";
  DROP TYPE "public"."enum_projects_blocks_team_carousel_settings_animation_style";
  DROP TYPE "public"."enum_projects_blocks_team_carousel_settings_animation_repeat";
  DROP TYPE "public"."enum_projects_blocks_team_carousel_settings__jsxqit_speedCurve";
  DROP TYPE "public"."enum_projects_blocks_team_carousel_setting_5ly2zl_style_tablet";
  DROP TYPE "public"."enum_projects_blocks_team_carousel_settin_m7cgft_repeat_tablet";
  DROP TYPE "public"."enum_projects_blocks_team_carousel_s_1ofuf5u_speedCurve_tablet";
  DROP TYPE "public"."enum_projects_blocks_team_carousel_setting_1hbrwin_style_phone";
  DROP TYPE "public"."enum_projects_blocks_team_carousel_setting_lmkauf_repeat_phone";
  DROP TYPE "public"."enum_projects_blocks_team_carousel_se_1g32yzi_speedCurve_phone";
  DROP TYPE "public"."enum_projects_blocks_team_grid_settings_hide_on";
  DROP TYPE "public"."enum_projects_blocks_team_grid_settings_link_target";
  DROP TYPE "public"."enum_projects_blocks_team_grid_settings_animation_style";
  DROP TYPE "public"."enum_projects_blocks_team_grid_settings_animation_repeat";
  DROP TYPE "public"."enum_projects_blocks_team_grid_settings_animation_speedCurve";
  DROP TYPE "public"."enum_projects_blocks_team_grid_settings_animation_style_tablet";
  DROP TYPE "public"."enum_projects_blocks_team_grid_settings_animation_repeat_tablet";
  DROP TYPE "public"."enum_projects_blocks_team_grid_setti_1surnzg_speedCurve_tablet";
  DROP TYPE "public"."enum_projects_blocks_team_grid_settings_animation_style_phone";
  DROP TYPE "public"."enum_projects_blocks_team_grid_settings_animation_repeat_phone";
  DROP TYPE "public"."enum_projects_blocks_team_grid_settin_19g78ig_speedCurve_phone";
  DROP TYPE "public"."enum__projects_v_blocks_team_carousel_settings_hide_on";
  DROP TYPE "public"."enum__projects_v_blocks_team_carousel_settings_link_target";
  DROP TYPE "public"."enum__projects_v_blocks_team_carousel_settings_animation_style";
  DROP TYPE "public"."enum__projects_v_blocks_team_carousel_settings_animation_repeat";
  DROP TYPE "public"."enum__projects_v_blocks_team_carousel_setting_5emgn_speedCurve";
  DROP TYPE "public"."enum__projects_v_blocks_team_carousel_sett_qa2fef_style_tablet";
  DROP TYPE "public"."enum__projects_v_blocks_team_carousel_se_1c2kher_repeat_tablet";
  DROP TYPE "public"."enum__projects_v_blocks_team_carousel_pavumw_speedCurve_tablet";
  DROP TYPE "public"."enum__projects_v_blocks_team_carousel_sett_1716ksl_style_phone";
  DROP TYPE "public"."enum__projects_v_blocks_team_carousel_set_1tgvg29_repeat_phone";
  DROP TYPE "public"."enum__projects_v_blocks_team_carousel__ul7hlg_speedCurve_phone";
  DROP TYPE "public"."enum__projects_v_blocks_team_grid_settings_hide_on";
  DROP TYPE "public"."enum__projects_v_blocks_team_grid_settings_link_target";
  DROP TYPE "public"."enum__projects_v_blocks_team_grid_settings_animation_style";
  DROP TYPE "public"."enum__projects_v_blocks_team_grid_settings_animation_repeat";
  DROP TYPE "public"."enum__projects_v_blocks_team_grid_settings_animation_speedCurve";
  DROP TYPE "public"."enum__projects_v_blocks_team_grid_settings_64vb3l_style_tablet";
  DROP TYPE "public"."enum__projects_v_blocks_team_grid_settin_1wsf7jd_repeat_tablet";
  DROP TYPE "public"."enum__projects_v_blocks_team_grid_se_16a8lgy_speedCurve_tablet";
  DROP TYPE "public"."enum__projects_v_blocks_team_grid_settings__wkwei7_style_phone";
  DROP TYPE "public"."enum__projects_v_blocks_team_grid_setting_100zm1j_repeat_phone";
  DROP TYPE "public"."enum__projects_v_blocks_team_grid_set_1v18lxq_speedCurve_phone";
  DROP TYPE "public"."enum_team_members_social_network";
  DROP TYPE "public"."enum_team_members_status";
  DROP TYPE "public"."enum__team_members_v_version_social_network";
  DROP TYPE "public"."enum__team_members_v_version_status";
  DROP TYPE "public"."enum__team_members_v_published_locale";`)
}
