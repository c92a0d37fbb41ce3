import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_spotify_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum_pages_blocks_spotify_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_spotify_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_pages_blocks_spotify_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_pages_blocks_spotify_settings_animation_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_pages_blocks_spotify_settings_animation_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_pages_blocks_spotify_settings_animation_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_pages_blocks_spotify_settings_animation_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_pages_blocks_spotify_settings_animation_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_pages_blocks_spotify_settings_animation_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_pages_blocks_spotify_settings_animation_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_nw_updates_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum_nw_updates_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_nw_updates_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_nw_updates_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_nw_updates_settings_animation_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_nw_updates_settings_animation_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_nw_updates_settings_animation_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_nw_updates_settings_animation_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_nw_updates_settings_animation_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_nw_updates_settings_animation_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_nw_updates_settings_animation_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_nw_people_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum_nw_people_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_nw_people_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_nw_people_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_nw_people_settings_animation_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_nw_people_settings_animation_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_nw_people_settings_animation_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_nw_people_settings_animation_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_nw_people_settings_animation_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_nw_people_settings_animation_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_nw_people_settings_animation_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_nw_post_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum_nw_post_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_nw_post_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_nw_post_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_nw_post_settings_animation_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_nw_post_settings_animation_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_nw_post_settings_animation_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_nw_post_settings_animation_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_nw_post_settings_animation_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_nw_post_settings_animation_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_nw_post_settings_animation_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_pages_member_access" AS ENUM('public', 'signedIn', 'groups');
  CREATE TYPE "public"."enum__pages_v_blocks_spotify_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum__pages_v_blocks_spotify_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__pages_v_blocks_spotify_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__pages_v_blocks_spotify_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__pages_v_blocks_spotify_settings_animation_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__pages_v_blocks_spotify_settings_animation_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__pages_v_blocks_spotify_settings_animation_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__pages_v_blocks_spotify_settings_nq8ck8_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__pages_v_blocks_spotify_settings_animation_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__pages_v_blocks_spotify_settings_animation_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__pages_v_blocks_spotify_settings__11mv10_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__nw_updates_v_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum__nw_updates_v_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__nw_updates_v_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__nw_updates_v_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__nw_updates_v_settings_animation_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__nw_updates_v_settings_animation_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__nw_updates_v_settings_animation_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__nw_updates_v_settings_animation_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__nw_updates_v_settings_animation_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__nw_updates_v_settings_animation_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__nw_updates_v_settings_animation_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__nw_people_v_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum__nw_people_v_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__nw_people_v_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__nw_people_v_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__nw_people_v_settings_animation_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__nw_people_v_settings_animation_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__nw_people_v_settings_animation_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__nw_people_v_settings_animation_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__nw_people_v_settings_animation_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__nw_people_v_settings_animation_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__nw_people_v_settings_animation_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__nw_post_v_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum__nw_post_v_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__nw_post_v_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__nw_post_v_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__nw_post_v_settings_animation_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__nw_post_v_settings_animation_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__nw_post_v_settings_animation_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__nw_post_v_settings_animation_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__nw_post_v_settings_animation_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__nw_post_v_settings_animation_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__nw_post_v_settings_animation_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__pages_v_version_member_access" AS ENUM('public', 'signedIn', 'groups');
  CREATE TYPE "public"."enum_posts_member_access" AS ENUM('public', 'signedIn', 'groups');
  CREATE TYPE "public"."enum__posts_v_version_member_access" AS ENUM('public', 'signedIn', 'groups');
  CREATE TYPE "public"."enum_projects_blocks_spotify_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum_projects_blocks_spotify_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_projects_blocks_spotify_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_projects_blocks_spotify_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_projects_blocks_spotify_settings_animation_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_projects_blocks_spotify_settings_animation_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_projects_blocks_spotify_settings_animation_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_projects_blocks_spotify_settings_qx4z7o_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_projects_blocks_spotify_settings_animation_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_projects_blocks_spotify_settings_animation_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_projects_blocks_spotify_settings_13k5znk_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_proj_nw_updates_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum_proj_nw_updates_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_proj_nw_updates_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_proj_nw_updates_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_proj_nw_updates_settings_animation_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_proj_nw_updates_settings_animation_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_proj_nw_updates_settings_animation_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_proj_nw_updates_settings_animation_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_proj_nw_updates_settings_animation_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_proj_nw_updates_settings_animation_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_proj_nw_updates_settings_animation_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_proj_nw_people_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum_proj_nw_people_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_proj_nw_people_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_proj_nw_people_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_proj_nw_people_settings_animation_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_proj_nw_people_settings_animation_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_proj_nw_people_settings_animation_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_proj_nw_people_settings_animation_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_proj_nw_people_settings_animation_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_proj_nw_people_settings_animation_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_proj_nw_people_settings_animation_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_proj_nw_post_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum_proj_nw_post_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_proj_nw_post_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_proj_nw_post_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_proj_nw_post_settings_animation_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_proj_nw_post_settings_animation_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_proj_nw_post_settings_animation_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_proj_nw_post_settings_animation_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_proj_nw_post_settings_animation_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_proj_nw_post_settings_animation_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_proj_nw_post_settings_animation_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_projects_member_access" AS ENUM('public', 'signedIn', 'groups');
  CREATE TYPE "public"."enum__projects_v_blocks_spotify_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum__projects_v_blocks_spotify_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__projects_v_blocks_spotify_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__projects_v_blocks_spotify_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__projects_v_blocks_spotify_settings_animation_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__projects_v_blocks_spotify_settings_animation_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__projects_v_blocks_spotify_settings__6b1nih_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__projects_v_blocks_spotify_setti_gsnr6a_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__projects_v_blocks_spotify_settings_animation_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__projects_v_blocks_spotify_settings_animation_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__projects_v_blocks_spotify_setti_1ng0bhq_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__proj_nw_updates_v_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum__proj_nw_updates_v_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__proj_nw_updates_v_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__proj_nw_updates_v_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__proj_nw_updates_v_settings_animation_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__proj_nw_updates_v_settings_animation_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__proj_nw_updates_v_settings_animation_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__proj_nw_updates_v_settings_animation_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__proj_nw_updates_v_settings_animation_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__proj_nw_updates_v_settings_animation_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__proj_nw_updates_v_settings_animation_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__proj_nw_people_v_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum__proj_nw_people_v_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__proj_nw_people_v_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__proj_nw_people_v_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__proj_nw_people_v_settings_animation_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__proj_nw_people_v_settings_animation_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__proj_nw_people_v_settings_animation_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__proj_nw_people_v_settings_animation_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__proj_nw_people_v_settings_animation_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__proj_nw_people_v_settings_animation_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__proj_nw_people_v_settings_animation_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__proj_nw_post_v_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum__proj_nw_post_v_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__proj_nw_post_v_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__proj_nw_post_v_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__proj_nw_post_v_settings_animation_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__proj_nw_post_v_settings_animation_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__proj_nw_post_v_settings_animation_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__proj_nw_post_v_settings_animation_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__proj_nw_post_v_settings_animation_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__proj_nw_post_v_settings_animation_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__proj_nw_post_v_settings_animation_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__projects_v_version_member_access" AS ENUM('public', 'signedIn', 'groups');
  CREATE TYPE "public"."enum_consent_records_kind" AS ENUM('first', 'change', 'withdrawal');
  CREATE TYPE "public"."enum_site_settings_staff_sign_in_role_map_role" AS ENUM('admin', 'editor');
  CREATE TABLE "pages_blocks_spotify_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_pages_blocks_spotify_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_spotify" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"url" varchar,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum_pages_blocks_spotify_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum_pages_blocks_spotify_settings_animation_style",
  	"settings_animation_repeat" "enum_pages_blocks_spotify_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum_pages_blocks_spotify_settings_animation_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum_pages_blocks_spotify_settings_animation_style_tablet",
  	"settings_animation_repeat_tablet" "enum_pages_blocks_spotify_settings_animation_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum_pages_blocks_spotify_settings_animation_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum_pages_blocks_spotify_settings_animation_style_phone",
  	"settings_animation_repeat_phone" "enum_pages_blocks_spotify_settings_animation_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum_pages_blocks_spotify_settings_animation_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"settings_analytics_category" varchar,
  	"settings_analytics_action" varchar,
  	"settings_analytics_label" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_spotify_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "nw_updates_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_nw_updates_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "nw_updates" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"company" varchar DEFAULT '1001',
  	"count" numeric DEFAULT 5,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum_nw_updates_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum_nw_updates_settings_animation_style",
  	"settings_animation_repeat" "enum_nw_updates_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum_nw_updates_settings_animation_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum_nw_updates_settings_animation_style_tablet",
  	"settings_animation_repeat_tablet" "enum_nw_updates_settings_animation_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum_nw_updates_settings_animation_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum_nw_updates_settings_animation_style_phone",
  	"settings_animation_repeat_phone" "enum_nw_updates_settings_animation_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum_nw_updates_settings_animation_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"settings_analytics_category" varchar,
  	"settings_analytics_action" varchar,
  	"settings_analytics_label" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "nw_people_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_nw_people_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "nw_people" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"page_size" numeric DEFAULT 10,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum_nw_people_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum_nw_people_settings_animation_style",
  	"settings_animation_repeat" "enum_nw_people_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum_nw_people_settings_animation_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum_nw_people_settings_animation_style_tablet",
  	"settings_animation_repeat_tablet" "enum_nw_people_settings_animation_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum_nw_people_settings_animation_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum_nw_people_settings_animation_style_phone",
  	"settings_animation_repeat_phone" "enum_nw_people_settings_animation_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum_nw_people_settings_animation_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"settings_analytics_category" varchar,
  	"settings_analytics_action" varchar,
  	"settings_analytics_label" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "nw_post_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_nw_post_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "nw_post" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"post" varchar DEFAULT '9001',
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum_nw_post_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum_nw_post_settings_animation_style",
  	"settings_animation_repeat" "enum_nw_post_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum_nw_post_settings_animation_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum_nw_post_settings_animation_style_tablet",
  	"settings_animation_repeat_tablet" "enum_nw_post_settings_animation_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum_nw_post_settings_animation_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum_nw_post_settings_animation_style_phone",
  	"settings_animation_repeat_phone" "enum_nw_post_settings_animation_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum_nw_post_settings_animation_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"settings_analytics_category" varchar,
  	"settings_analytics_action" varchar,
  	"settings_analytics_label" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_spotify_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__pages_v_blocks_spotify_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_spotify" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"url" varchar,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum__pages_v_blocks_spotify_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum__pages_v_blocks_spotify_settings_animation_style",
  	"settings_animation_repeat" "enum__pages_v_blocks_spotify_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum__pages_v_blocks_spotify_settings_animation_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum__pages_v_blocks_spotify_settings_animation_style_tablet",
  	"settings_animation_repeat_tablet" "enum__pages_v_blocks_spotify_settings_animation_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum__pages_v_blocks_spotify_settings_nq8ck8_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum__pages_v_blocks_spotify_settings_animation_style_phone",
  	"settings_animation_repeat_phone" "enum__pages_v_blocks_spotify_settings_animation_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum__pages_v_blocks_spotify_settings__11mv10_speedCurve_phone",
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
  
  CREATE TABLE "_pages_v_blocks_spotify_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_nw_updates_v_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__nw_updates_v_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_nw_updates_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"company" varchar DEFAULT '1001',
  	"count" numeric DEFAULT 5,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum__nw_updates_v_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum__nw_updates_v_settings_animation_style",
  	"settings_animation_repeat" "enum__nw_updates_v_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum__nw_updates_v_settings_animation_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum__nw_updates_v_settings_animation_style_tablet",
  	"settings_animation_repeat_tablet" "enum__nw_updates_v_settings_animation_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum__nw_updates_v_settings_animation_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum__nw_updates_v_settings_animation_style_phone",
  	"settings_animation_repeat_phone" "enum__nw_updates_v_settings_animation_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum__nw_updates_v_settings_animation_speedCurve_phone",
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
  
  CREATE TABLE "_nw_people_v_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__nw_people_v_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_nw_people_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"page_size" numeric DEFAULT 10,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum__nw_people_v_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum__nw_people_v_settings_animation_style",
  	"settings_animation_repeat" "enum__nw_people_v_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum__nw_people_v_settings_animation_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum__nw_people_v_settings_animation_style_tablet",
  	"settings_animation_repeat_tablet" "enum__nw_people_v_settings_animation_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum__nw_people_v_settings_animation_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum__nw_people_v_settings_animation_style_phone",
  	"settings_animation_repeat_phone" "enum__nw_people_v_settings_animation_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum__nw_people_v_settings_animation_speedCurve_phone",
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
  
  CREATE TABLE "_nw_post_v_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__nw_post_v_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_nw_post_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"post" varchar DEFAULT '9001',
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum__nw_post_v_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum__nw_post_v_settings_animation_style",
  	"settings_animation_repeat" "enum__nw_post_v_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum__nw_post_v_settings_animation_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum__nw_post_v_settings_animation_style_tablet",
  	"settings_animation_repeat_tablet" "enum__nw_post_v_settings_animation_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum__nw_post_v_settings_animation_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum__nw_post_v_settings_animation_style_phone",
  	"settings_animation_repeat_phone" "enum__nw_post_v_settings_animation_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum__nw_post_v_settings_animation_speedCurve_phone",
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
  
  CREATE TABLE "_pages_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "posts_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_posts_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "projects_blocks_spotify_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_projects_blocks_spotify_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "projects_blocks_spotify" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"url" varchar,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum_projects_blocks_spotify_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum_projects_blocks_spotify_settings_animation_style",
  	"settings_animation_repeat" "enum_projects_blocks_spotify_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum_projects_blocks_spotify_settings_animation_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum_projects_blocks_spotify_settings_animation_style_tablet",
  	"settings_animation_repeat_tablet" "enum_projects_blocks_spotify_settings_animation_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum_projects_blocks_spotify_settings_qx4z7o_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum_projects_blocks_spotify_settings_animation_style_phone",
  	"settings_animation_repeat_phone" "enum_projects_blocks_spotify_settings_animation_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum_projects_blocks_spotify_settings_13k5znk_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"settings_analytics_category" varchar,
  	"settings_analytics_action" varchar,
  	"settings_analytics_label" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "projects_blocks_spotify_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "proj_nw_updates_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_proj_nw_updates_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "proj_nw_updates" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"company" varchar DEFAULT '1001',
  	"count" numeric DEFAULT 5,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum_proj_nw_updates_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum_proj_nw_updates_settings_animation_style",
  	"settings_animation_repeat" "enum_proj_nw_updates_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum_proj_nw_updates_settings_animation_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum_proj_nw_updates_settings_animation_style_tablet",
  	"settings_animation_repeat_tablet" "enum_proj_nw_updates_settings_animation_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum_proj_nw_updates_settings_animation_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum_proj_nw_updates_settings_animation_style_phone",
  	"settings_animation_repeat_phone" "enum_proj_nw_updates_settings_animation_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum_proj_nw_updates_settings_animation_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"settings_analytics_category" varchar,
  	"settings_analytics_action" varchar,
  	"settings_analytics_label" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "proj_nw_people_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_proj_nw_people_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "proj_nw_people" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"page_size" numeric DEFAULT 10,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum_proj_nw_people_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum_proj_nw_people_settings_animation_style",
  	"settings_animation_repeat" "enum_proj_nw_people_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum_proj_nw_people_settings_animation_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum_proj_nw_people_settings_animation_style_tablet",
  	"settings_animation_repeat_tablet" "enum_proj_nw_people_settings_animation_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum_proj_nw_people_settings_animation_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum_proj_nw_people_settings_animation_style_phone",
  	"settings_animation_repeat_phone" "enum_proj_nw_people_settings_animation_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum_proj_nw_people_settings_animation_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"settings_analytics_category" varchar,
  	"settings_analytics_action" varchar,
  	"settings_analytics_label" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "proj_nw_post_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_proj_nw_post_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "proj_nw_post" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"post" varchar DEFAULT '9001',
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum_proj_nw_post_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum_proj_nw_post_settings_animation_style",
  	"settings_animation_repeat" "enum_proj_nw_post_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum_proj_nw_post_settings_animation_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum_proj_nw_post_settings_animation_style_tablet",
  	"settings_animation_repeat_tablet" "enum_proj_nw_post_settings_animation_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum_proj_nw_post_settings_animation_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum_proj_nw_post_settings_animation_style_phone",
  	"settings_animation_repeat_phone" "enum_proj_nw_post_settings_animation_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum_proj_nw_post_settings_animation_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"settings_analytics_category" varchar,
  	"settings_analytics_action" varchar,
  	"settings_analytics_label" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "projects_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_projects_v_blocks_spotify_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__projects_v_blocks_spotify_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_projects_v_blocks_spotify" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"url" varchar,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum__projects_v_blocks_spotify_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum__projects_v_blocks_spotify_settings_animation_style",
  	"settings_animation_repeat" "enum__projects_v_blocks_spotify_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum__projects_v_blocks_spotify_settings_animation_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum__projects_v_blocks_spotify_settings_animation_style_tablet",
  	"settings_animation_repeat_tablet" "enum__projects_v_blocks_spotify_settings__6b1nih_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum__projects_v_blocks_spotify_setti_gsnr6a_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum__projects_v_blocks_spotify_settings_animation_style_phone",
  	"settings_animation_repeat_phone" "enum__projects_v_blocks_spotify_settings_animation_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum__projects_v_blocks_spotify_setti_1ng0bhq_speedCurve_phone",
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
  
  CREATE TABLE "_projects_v_blocks_spotify_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_proj_nw_updates_v_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__proj_nw_updates_v_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_proj_nw_updates_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"company" varchar DEFAULT '1001',
  	"count" numeric DEFAULT 5,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum__proj_nw_updates_v_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum__proj_nw_updates_v_settings_animation_style",
  	"settings_animation_repeat" "enum__proj_nw_updates_v_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum__proj_nw_updates_v_settings_animation_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum__proj_nw_updates_v_settings_animation_style_tablet",
  	"settings_animation_repeat_tablet" "enum__proj_nw_updates_v_settings_animation_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum__proj_nw_updates_v_settings_animation_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum__proj_nw_updates_v_settings_animation_style_phone",
  	"settings_animation_repeat_phone" "enum__proj_nw_updates_v_settings_animation_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum__proj_nw_updates_v_settings_animation_speedCurve_phone",
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
  
  CREATE TABLE "_proj_nw_people_v_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__proj_nw_people_v_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_proj_nw_people_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"page_size" numeric DEFAULT 10,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum__proj_nw_people_v_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum__proj_nw_people_v_settings_animation_style",
  	"settings_animation_repeat" "enum__proj_nw_people_v_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum__proj_nw_people_v_settings_animation_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum__proj_nw_people_v_settings_animation_style_tablet",
  	"settings_animation_repeat_tablet" "enum__proj_nw_people_v_settings_animation_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum__proj_nw_people_v_settings_animation_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum__proj_nw_people_v_settings_animation_style_phone",
  	"settings_animation_repeat_phone" "enum__proj_nw_people_v_settings_animation_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum__proj_nw_people_v_settings_animation_speedCurve_phone",
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
  
  CREATE TABLE "_proj_nw_post_v_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__proj_nw_post_v_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_proj_nw_post_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"post" varchar DEFAULT '9001',
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum__proj_nw_post_v_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum__proj_nw_post_v_settings_animation_style",
  	"settings_animation_repeat" "enum__proj_nw_post_v_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum__proj_nw_post_v_settings_animation_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum__proj_nw_post_v_settings_animation_style_tablet",
  	"settings_animation_repeat_tablet" "enum__proj_nw_post_v_settings_animation_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum__proj_nw_post_v_settings_animation_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum__proj_nw_post_v_settings_animation_style_phone",
  	"settings_animation_repeat_phone" "enum__proj_nw_post_v_settings_animation_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum__proj_nw_post_v_settings_animation_speedCurve_phone",
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
  
  CREATE TABLE "_projects_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "consent_records" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"consent_id" varchar NOT NULL,
  	"kind" "enum_consent_records_kind" NOT NULL,
  	"policy_version" numeric NOT NULL,
  	"necessary" boolean DEFAULT false,
  	"functional" boolean DEFAULT false,
  	"analytics" boolean DEFAULT false,
  	"performance" boolean DEFAULT false,
  	"advertisement" boolean DEFAULT false,
  	"other" boolean DEFAULT false,
  	"page" varchar,
  	"ip" varchar,
  	"request_id" varchar NOT NULL,
  	"client_key" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "consent_banner_views" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"day" varchar NOT NULL,
  	"views" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "sso_sessions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"token_hash" varchar NOT NULL,
  	"sub" varchar NOT NULL,
  	"email" varchar,
  	"name" varchar,
  	"groups" jsonb,
  	"id_token" varchar,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "sso_used_tokens" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"token_hash" varchar NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "analytics_events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"event_id" varchar NOT NULL,
  	"view_id" varchar NOT NULL,
  	"day" varchar NOT NULL,
  	"kind" varchar NOT NULL,
  	"path" varchar NOT NULL,
  	"category" varchar,
  	"action" varchar,
  	"label" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "analytics_daily" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"day" varchar NOT NULL,
  	"kind" varchar NOT NULL,
  	"path" varchar NOT NULL,
  	"category" varchar,
  	"action" varchar,
  	"label" varchar,
  	"total" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "site_settings_staff_sign_in_role_map" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"group" varchar NOT NULL,
  	"role" "enum_site_settings_staff_sign_in_role_map_role" NOT NULL
  );
  
  CREATE TABLE "consent_cookies_necessary" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"provider" varchar
  );
  
  CREATE TABLE "consent_cookies_necessary_locales" (
  	"duration" varchar,
  	"purpose" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "consent_cookies_functional" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"provider" varchar
  );
  
  CREATE TABLE "consent_cookies_functional_locales" (
  	"duration" varchar,
  	"purpose" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "consent_cookies_analytics" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"provider" varchar
  );
  
  CREATE TABLE "consent_cookies_analytics_locales" (
  	"duration" varchar,
  	"purpose" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "consent_cookies_performance" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"provider" varchar
  );
  
  CREATE TABLE "consent_cookies_performance_locales" (
  	"duration" varchar,
  	"purpose" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "consent_cookies_advertisement" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"provider" varchar
  );
  
  CREATE TABLE "consent_cookies_advertisement_locales" (
  	"duration" varchar,
  	"purpose" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "consent_cookies_other" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"provider" varchar
  );
  
  CREATE TABLE "consent_cookies_other_locales" (
  	"duration" varchar,
  	"purpose" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "consent_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"policy_version" numeric DEFAULT 1 NOT NULL,
  	"policy_url" varchar,
  	"tags_gtm_container_id" varchar,
  	"tags_ga4_measurement_id" varchar,
  	"tags_meta_pixel_id" varchar,
  	"tags_google_ads_id" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "consent_settings_locales" (
  	"banner_title" varchar,
  	"banner_text" varchar,
  	"dialog_title" varchar,
  	"dialog_intro" varchar,
  	"categories_necessary_label" varchar,
  	"categories_necessary_description" varchar,
  	"categories_functional_label" varchar,
  	"categories_functional_description" varchar,
  	"categories_analytics_label" varchar,
  	"categories_analytics_description" varchar,
  	"categories_performance_label" varchar,
  	"categories_performance_description" varchar,
  	"categories_advertisement_label" varchar,
  	"categories_advertisement_description" varchar,
  	"categories_other_label" varchar,
  	"categories_other_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "analytics_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"retention_days" numeric DEFAULT 90,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "pages_blocks_feed_subscribe" ALTER COLUMN "service_url" SET DEFAULT '/prenumerera';
  ALTER TABLE "_pages_v_blocks_feed_subscribe" ALTER COLUMN "service_url" SET DEFAULT '/prenumerera';
  ALTER TABLE "projects_blocks_feed_subscribe" ALTER COLUMN "service_url" SET DEFAULT '/prenumerera';
  ALTER TABLE "_projects_v_blocks_feed_subscribe" ALTER COLUMN "service_url" SET DEFAULT '/prenumerera';
  ALTER TABLE "pages_blocks_text" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "pages_blocks_text" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "pages_blocks_text" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "pages_blocks_heading" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "pages_blocks_heading" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "pages_blocks_heading" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "pages_blocks_image" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "pages_blocks_image" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "pages_blocks_image" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "pages_blocks_button" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "pages_blocks_button" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "pages_blocks_button" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "pages_blocks_call_to_action" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "pages_blocks_call_to_action" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "pages_blocks_call_to_action" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "pages_blocks_blurb" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "pages_blocks_blurb" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "pages_blocks_blurb" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "pages_blocks_divider" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "pages_blocks_divider" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "pages_blocks_divider" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "pages_blocks_video" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "pages_blocks_video" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "pages_blocks_video" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "pages_blocks_code" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "pages_blocks_code" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "pages_blocks_code" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "pages_blocks_testimonial" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "pages_blocks_testimonial" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "pages_blocks_testimonial" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "pages_blocks_slider" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "pages_blocks_slider" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "pages_blocks_slider" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "pages_blocks_post_slider" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "pages_blocks_post_slider" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "pages_blocks_post_slider" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "pages_blocks_video_slider" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "pages_blocks_video_slider" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "pages_blocks_video_slider" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "pages_blocks_simple_carousel" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "pages_blocks_simple_carousel" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "pages_blocks_simple_carousel" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "pages_blocks_post_carousel" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "pages_blocks_post_carousel" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "pages_blocks_post_carousel" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "fw_portfolio" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "fw_portfolio" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "fw_portfolio" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "pages_blocks_gallery" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "pages_blocks_gallery" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "pages_blocks_gallery" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "pages_blocks_shop" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "pages_blocks_shop" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "pages_blocks_shop" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "pages_blocks_network_widget" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "pages_blocks_network_widget" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "pages_blocks_network_widget" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "pages_blocks_team_carousel" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "pages_blocks_team_carousel" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "pages_blocks_team_carousel" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "pages_blocks_team_grid" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "pages_blocks_team_grid" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "pages_blocks_team_grid" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "pages_blocks_countdown" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "pages_blocks_countdown" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "pages_blocks_countdown" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "pages_blocks_circle_counter" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "pages_blocks_circle_counter" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "pages_blocks_circle_counter" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "pages_blocks_number_counter" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "pages_blocks_number_counter" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "pages_blocks_number_counter" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "pages_blocks_bar_counters" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "pages_blocks_bar_counters" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "pages_blocks_bar_counters" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "pages_blocks_tabs" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "pages_blocks_tabs" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "pages_blocks_tabs" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "pages_blocks_toggle" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "pages_blocks_toggle" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "pages_blocks_toggle" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "pages_blocks_accordion" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "pages_blocks_accordion" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "pages_blocks_accordion" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "filt_portfolio" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "filt_portfolio" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "filt_portfolio" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "pages_blocks_blog_listing" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "pages_blocks_blog_listing" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "pages_blocks_blog_listing" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "pages_blocks_search_form" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "pages_blocks_search_form" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "pages_blocks_search_form" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "pages_blocks_map" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "pages_blocks_map" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "pages_blocks_map" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "pages_blocks_newsletter" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "pages_blocks_newsletter" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "pages_blocks_newsletter" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "pages_blocks_feed_subscribe" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "pages_blocks_feed_subscribe" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "pages_blocks_feed_subscribe" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "pages_blocks_contact_form" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "pages_blocks_contact_form" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "pages_blocks_contact_form" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "pages_blocks_row_columns" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "pages_blocks_row_columns" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "pages_blocks_row_columns" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "pages_blocks_row" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "pages_blocks_row" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "pages_blocks_row" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "pages_blocks_section" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "pages_blocks_section" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "pages_blocks_section" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "pages" ADD COLUMN "member_access" "enum_pages_member_access" DEFAULT 'public';
  ALTER TABLE "_pages_v_blocks_text" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "_pages_v_blocks_text" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "_pages_v_blocks_text" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "_pages_v_blocks_heading" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "_pages_v_blocks_heading" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "_pages_v_blocks_heading" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "_pages_v_blocks_image" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "_pages_v_blocks_image" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "_pages_v_blocks_image" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "_pages_v_blocks_button" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "_pages_v_blocks_button" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "_pages_v_blocks_button" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "_pages_v_blocks_call_to_action" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "_pages_v_blocks_call_to_action" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "_pages_v_blocks_call_to_action" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "_pages_v_blocks_blurb" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "_pages_v_blocks_blurb" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "_pages_v_blocks_blurb" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "_pages_v_blocks_divider" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "_pages_v_blocks_divider" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "_pages_v_blocks_divider" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "_pages_v_blocks_video" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "_pages_v_blocks_video" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "_pages_v_blocks_video" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "_pages_v_blocks_code" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "_pages_v_blocks_code" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "_pages_v_blocks_code" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "_pages_v_blocks_testimonial" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "_pages_v_blocks_testimonial" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "_pages_v_blocks_testimonial" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "_pages_v_blocks_slider" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "_pages_v_blocks_slider" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "_pages_v_blocks_slider" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "_pages_v_blocks_post_slider" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "_pages_v_blocks_post_slider" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "_pages_v_blocks_post_slider" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "_pages_v_blocks_video_slider" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "_pages_v_blocks_video_slider" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "_pages_v_blocks_video_slider" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "_pages_v_blocks_simple_carousel" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "_pages_v_blocks_simple_carousel" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "_pages_v_blocks_simple_carousel" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "_pages_v_blocks_post_carousel" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "_pages_v_blocks_post_carousel" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "_pages_v_blocks_post_carousel" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "_fw_portfolio_v" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "_fw_portfolio_v" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "_fw_portfolio_v" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "_pages_v_blocks_gallery" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "_pages_v_blocks_gallery" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "_pages_v_blocks_gallery" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "_pages_v_blocks_shop" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "_pages_v_blocks_shop" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "_pages_v_blocks_shop" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "_pages_v_blocks_network_widget" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "_pages_v_blocks_network_widget" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "_pages_v_blocks_network_widget" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "_pages_v_blocks_team_carousel" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "_pages_v_blocks_team_carousel" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "_pages_v_blocks_team_carousel" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "_pages_v_blocks_team_grid" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "_pages_v_blocks_team_grid" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "_pages_v_blocks_team_grid" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "_pages_v_blocks_countdown" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "_pages_v_blocks_countdown" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "_pages_v_blocks_countdown" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "_pages_v_blocks_circle_counter" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "_pages_v_blocks_circle_counter" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "_pages_v_blocks_circle_counter" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "_pages_v_blocks_number_counter" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "_pages_v_blocks_number_counter" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "_pages_v_blocks_number_counter" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "_pages_v_blocks_bar_counters" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "_pages_v_blocks_bar_counters" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "_pages_v_blocks_bar_counters" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "_pages_v_blocks_tabs" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "_pages_v_blocks_tabs" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "_pages_v_blocks_tabs" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "_pages_v_blocks_toggle" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "_pages_v_blocks_toggle" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "_pages_v_blocks_toggle" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "_pages_v_blocks_accordion" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "_pages_v_blocks_accordion" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "_pages_v_blocks_accordion" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "_filt_portfolio_v" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "_filt_portfolio_v" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "_filt_portfolio_v" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "_pages_v_blocks_blog_listing" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "_pages_v_blocks_blog_listing" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "_pages_v_blocks_blog_listing" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "_pages_v_blocks_search_form" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "_pages_v_blocks_search_form" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "_pages_v_blocks_search_form" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "_pages_v_blocks_map" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "_pages_v_blocks_map" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "_pages_v_blocks_map" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "_pages_v_blocks_newsletter" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "_pages_v_blocks_newsletter" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "_pages_v_blocks_newsletter" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "_pages_v_blocks_feed_subscribe" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "_pages_v_blocks_feed_subscribe" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "_pages_v_blocks_feed_subscribe" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "_pages_v_blocks_contact_form" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "_pages_v_blocks_contact_form" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "_pages_v_blocks_contact_form" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "_pages_v_blocks_row_columns" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "_pages_v_blocks_row_columns" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "_pages_v_blocks_row_columns" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "_pages_v_blocks_row" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "_pages_v_blocks_row" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "_pages_v_blocks_row" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "_pages_v_blocks_section" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "_pages_v_blocks_section" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "_pages_v_blocks_section" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_member_access" "enum__pages_v_version_member_access" DEFAULT 'public';
  ALTER TABLE "posts" ADD COLUMN "member_access" "enum_posts_member_access" DEFAULT 'public';
  ALTER TABLE "_posts_v" ADD COLUMN "version_member_access" "enum__posts_v_version_member_access" DEFAULT 'public';
  ALTER TABLE "projects_blocks_text" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "projects_blocks_text" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "projects_blocks_text" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "projects_blocks_heading" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "projects_blocks_heading" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "projects_blocks_heading" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "projects_blocks_image" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "projects_blocks_image" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "projects_blocks_image" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "projects_blocks_button" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "projects_blocks_button" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "projects_blocks_button" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "projects_blocks_call_to_action" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "projects_blocks_call_to_action" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "projects_blocks_call_to_action" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "projects_blocks_blurb" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "projects_blocks_blurb" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "projects_blocks_blurb" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "projects_blocks_divider" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "projects_blocks_divider" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "projects_blocks_divider" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "projects_blocks_video" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "projects_blocks_video" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "projects_blocks_video" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "projects_blocks_code" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "projects_blocks_code" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "projects_blocks_code" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "projects_blocks_testimonial" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "projects_blocks_testimonial" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "projects_blocks_testimonial" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "projects_blocks_slider" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "projects_blocks_slider" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "projects_blocks_slider" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "projects_blocks_post_slider" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "projects_blocks_post_slider" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "projects_blocks_post_slider" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "projects_blocks_video_slider" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "projects_blocks_video_slider" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "projects_blocks_video_slider" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "projects_blocks_simple_carousel" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "projects_blocks_simple_carousel" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "projects_blocks_simple_carousel" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "projects_blocks_post_carousel" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "projects_blocks_post_carousel" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "projects_blocks_post_carousel" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "proj_fw_portfolio" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "proj_fw_portfolio" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "proj_fw_portfolio" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "projects_blocks_gallery" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "projects_blocks_gallery" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "projects_blocks_gallery" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "projects_blocks_shop" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "projects_blocks_shop" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "projects_blocks_shop" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "projects_blocks_network_widget" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "projects_blocks_network_widget" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "projects_blocks_network_widget" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "projects_blocks_team_carousel" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "projects_blocks_team_carousel" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "projects_blocks_team_carousel" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "projects_blocks_team_grid" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "projects_blocks_team_grid" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "projects_blocks_team_grid" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "projects_blocks_countdown" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "projects_blocks_countdown" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "projects_blocks_countdown" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "projects_blocks_circle_counter" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "projects_blocks_circle_counter" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "projects_blocks_circle_counter" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "projects_blocks_number_counter" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "projects_blocks_number_counter" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "projects_blocks_number_counter" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "projects_blocks_bar_counters" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "projects_blocks_bar_counters" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "projects_blocks_bar_counters" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "projects_blocks_tabs" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "projects_blocks_tabs" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "projects_blocks_tabs" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "projects_blocks_toggle" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "projects_blocks_toggle" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "projects_blocks_toggle" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "projects_blocks_accordion" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "projects_blocks_accordion" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "projects_blocks_accordion" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "proj_filt_portfolio" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "proj_filt_portfolio" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "proj_filt_portfolio" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "projects_blocks_blog_listing" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "projects_blocks_blog_listing" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "projects_blocks_blog_listing" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "projects_blocks_search_form" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "projects_blocks_search_form" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "projects_blocks_search_form" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "projects_blocks_map" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "projects_blocks_map" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "projects_blocks_map" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "projects_blocks_newsletter" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "projects_blocks_newsletter" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "projects_blocks_newsletter" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "projects_blocks_feed_subscribe" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "projects_blocks_feed_subscribe" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "projects_blocks_feed_subscribe" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "projects_blocks_contact_form" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "projects_blocks_contact_form" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "projects_blocks_contact_form" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "projects_blocks_row_columns" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "projects_blocks_row_columns" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "projects_blocks_row_columns" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "projects_blocks_row" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "projects_blocks_row" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "projects_blocks_row" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "projects_blocks_section" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "projects_blocks_section" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "projects_blocks_section" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "projects" ADD COLUMN "member_access" "enum_projects_member_access" DEFAULT 'public';
  ALTER TABLE "_projects_v_blocks_text" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "_projects_v_blocks_text" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "_projects_v_blocks_text" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "_projects_v_blocks_heading" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "_projects_v_blocks_heading" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "_projects_v_blocks_heading" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "_projects_v_blocks_image" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "_projects_v_blocks_image" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "_projects_v_blocks_image" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "_projects_v_blocks_button" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "_projects_v_blocks_button" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "_projects_v_blocks_button" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "_projects_v_blocks_call_to_action" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "_projects_v_blocks_call_to_action" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "_projects_v_blocks_call_to_action" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "_projects_v_blocks_blurb" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "_projects_v_blocks_blurb" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "_projects_v_blocks_blurb" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "_projects_v_blocks_divider" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "_projects_v_blocks_divider" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "_projects_v_blocks_divider" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "_projects_v_blocks_video" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "_projects_v_blocks_video" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "_projects_v_blocks_video" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "_projects_v_blocks_code" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "_projects_v_blocks_code" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "_projects_v_blocks_code" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "_projects_v_blocks_testimonial" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "_projects_v_blocks_testimonial" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "_projects_v_blocks_testimonial" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "_projects_v_blocks_slider" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "_projects_v_blocks_slider" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "_projects_v_blocks_slider" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "_projects_v_blocks_post_slider" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "_projects_v_blocks_post_slider" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "_projects_v_blocks_post_slider" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "_projects_v_blocks_video_slider" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "_projects_v_blocks_video_slider" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "_projects_v_blocks_video_slider" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "_projects_v_blocks_simple_carousel" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "_projects_v_blocks_simple_carousel" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "_projects_v_blocks_simple_carousel" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "_projects_v_blocks_post_carousel" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "_projects_v_blocks_post_carousel" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "_projects_v_blocks_post_carousel" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "_proj_fw_portfolio_v" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "_proj_fw_portfolio_v" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "_proj_fw_portfolio_v" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "_projects_v_blocks_gallery" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "_projects_v_blocks_gallery" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "_projects_v_blocks_gallery" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "_projects_v_blocks_shop" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "_projects_v_blocks_shop" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "_projects_v_blocks_shop" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "_projects_v_blocks_network_widget" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "_projects_v_blocks_network_widget" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "_projects_v_blocks_network_widget" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "_projects_v_blocks_team_carousel" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "_projects_v_blocks_team_carousel" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "_projects_v_blocks_team_carousel" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "_projects_v_blocks_team_grid" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "_projects_v_blocks_team_grid" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "_projects_v_blocks_team_grid" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "_projects_v_blocks_countdown" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "_projects_v_blocks_countdown" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "_projects_v_blocks_countdown" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "_projects_v_blocks_circle_counter" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "_projects_v_blocks_circle_counter" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "_projects_v_blocks_circle_counter" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "_projects_v_blocks_number_counter" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "_projects_v_blocks_number_counter" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "_projects_v_blocks_number_counter" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "_projects_v_blocks_bar_counters" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "_projects_v_blocks_bar_counters" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "_projects_v_blocks_bar_counters" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "_projects_v_blocks_tabs" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "_projects_v_blocks_tabs" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "_projects_v_blocks_tabs" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "_projects_v_blocks_toggle" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "_projects_v_blocks_toggle" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "_projects_v_blocks_toggle" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "_projects_v_blocks_accordion" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "_projects_v_blocks_accordion" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "_projects_v_blocks_accordion" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "_proj_filt_portfolio_v" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "_proj_filt_portfolio_v" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "_proj_filt_portfolio_v" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "_projects_v_blocks_blog_listing" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "_projects_v_blocks_blog_listing" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "_projects_v_blocks_blog_listing" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "_projects_v_blocks_search_form" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "_projects_v_blocks_search_form" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "_projects_v_blocks_search_form" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "_projects_v_blocks_map" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "_projects_v_blocks_map" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "_projects_v_blocks_map" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "_projects_v_blocks_newsletter" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "_projects_v_blocks_newsletter" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "_projects_v_blocks_newsletter" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "_projects_v_blocks_feed_subscribe" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "_projects_v_blocks_feed_subscribe" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "_projects_v_blocks_feed_subscribe" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "_projects_v_blocks_contact_form" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "_projects_v_blocks_contact_form" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "_projects_v_blocks_contact_form" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "_projects_v_blocks_row_columns" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "_projects_v_blocks_row_columns" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "_projects_v_blocks_row_columns" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "_projects_v_blocks_row" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "_projects_v_blocks_row" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "_projects_v_blocks_row" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "_projects_v_blocks_section" ADD COLUMN "settings_analytics_category" varchar;
  ALTER TABLE "_projects_v_blocks_section" ADD COLUMN "settings_analytics_action" varchar;
  ALTER TABLE "_projects_v_blocks_section" ADD COLUMN "settings_analytics_label" varchar;
  ALTER TABLE "_projects_v" ADD COLUMN "version_member_access" "enum__projects_v_version_member_access" DEFAULT 'public';
  ALTER TABLE "users" ADD COLUMN "sso_subject" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "consent_records_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "consent_banner_views_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "sso_sessions_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "sso_used_tokens_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "analytics_events_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "analytics_daily_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "staff_sign_in_disable_local_passwords" boolean;
  ALTER TABLE "site_settings" ADD COLUMN "network_insight_partner_id" varchar;
  ALTER TABLE "pages_blocks_spotify_settings_hide_on" ADD CONSTRAINT "pages_blocks_spotify_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages_blocks_spotify"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_spotify" ADD CONSTRAINT "pages_blocks_spotify_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_spotify_locales" ADD CONSTRAINT "pages_blocks_spotify_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_spotify"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "nw_updates_settings_hide_on" ADD CONSTRAINT "nw_updates_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."nw_updates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "nw_updates" ADD CONSTRAINT "nw_updates_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "nw_people_settings_hide_on" ADD CONSTRAINT "nw_people_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."nw_people"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "nw_people" ADD CONSTRAINT "nw_people_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "nw_post_settings_hide_on" ADD CONSTRAINT "nw_post_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."nw_post"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "nw_post" ADD CONSTRAINT "nw_post_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_texts" ADD CONSTRAINT "pages_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_spotify_settings_hide_on" ADD CONSTRAINT "_pages_v_blocks_spotify_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v_blocks_spotify"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_spotify" ADD CONSTRAINT "_pages_v_blocks_spotify_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_spotify_locales" ADD CONSTRAINT "_pages_v_blocks_spotify_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_spotify"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_nw_updates_v_settings_hide_on" ADD CONSTRAINT "_nw_updates_v_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_nw_updates_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_nw_updates_v" ADD CONSTRAINT "_nw_updates_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_nw_people_v_settings_hide_on" ADD CONSTRAINT "_nw_people_v_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_nw_people_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_nw_people_v" ADD CONSTRAINT "_nw_people_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_nw_post_v_settings_hide_on" ADD CONSTRAINT "_nw_post_v_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_nw_post_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_nw_post_v" ADD CONSTRAINT "_nw_post_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_texts" ADD CONSTRAINT "_pages_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_texts" ADD CONSTRAINT "posts_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_texts" ADD CONSTRAINT "_posts_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_blocks_spotify_settings_hide_on" ADD CONSTRAINT "projects_blocks_spotify_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."projects_blocks_spotify"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_blocks_spotify" ADD CONSTRAINT "projects_blocks_spotify_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_blocks_spotify_locales" ADD CONSTRAINT "projects_blocks_spotify_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects_blocks_spotify"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "proj_nw_updates_settings_hide_on" ADD CONSTRAINT "proj_nw_updates_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."proj_nw_updates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "proj_nw_updates" ADD CONSTRAINT "proj_nw_updates_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "proj_nw_people_settings_hide_on" ADD CONSTRAINT "proj_nw_people_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."proj_nw_people"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "proj_nw_people" ADD CONSTRAINT "proj_nw_people_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "proj_nw_post_settings_hide_on" ADD CONSTRAINT "proj_nw_post_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."proj_nw_post"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "proj_nw_post" ADD CONSTRAINT "proj_nw_post_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_texts" ADD CONSTRAINT "projects_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_blocks_spotify_settings_hide_on" ADD CONSTRAINT "_projects_v_blocks_spotify_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_projects_v_blocks_spotify"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_blocks_spotify" ADD CONSTRAINT "_projects_v_blocks_spotify_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_blocks_spotify_locales" ADD CONSTRAINT "_projects_v_blocks_spotify_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v_blocks_spotify"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_proj_nw_updates_v_settings_hide_on" ADD CONSTRAINT "_proj_nw_updates_v_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_proj_nw_updates_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_proj_nw_updates_v" ADD CONSTRAINT "_proj_nw_updates_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_proj_nw_people_v_settings_hide_on" ADD CONSTRAINT "_proj_nw_people_v_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_proj_nw_people_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_proj_nw_people_v" ADD CONSTRAINT "_proj_nw_people_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_proj_nw_post_v_settings_hide_on" ADD CONSTRAINT "_proj_nw_post_v_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_proj_nw_post_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_proj_nw_post_v" ADD CONSTRAINT "_proj_nw_post_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_texts" ADD CONSTRAINT "_projects_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_projects_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_staff_sign_in_role_map" ADD CONSTRAINT "site_settings_staff_sign_in_role_map_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "consent_cookies_necessary" ADD CONSTRAINT "consent_cookies_necessary_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."consent_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "consent_cookies_necessary_locales" ADD CONSTRAINT "consent_cookies_necessary_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."consent_cookies_necessary"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "consent_cookies_functional" ADD CONSTRAINT "consent_cookies_functional_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."consent_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "consent_cookies_functional_locales" ADD CONSTRAINT "consent_cookies_functional_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."consent_cookies_functional"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "consent_cookies_analytics" ADD CONSTRAINT "consent_cookies_analytics_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."consent_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "consent_cookies_analytics_locales" ADD CONSTRAINT "consent_cookies_analytics_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."consent_cookies_analytics"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "consent_cookies_performance" ADD CONSTRAINT "consent_cookies_performance_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."consent_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "consent_cookies_performance_locales" ADD CONSTRAINT "consent_cookies_performance_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."consent_cookies_performance"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "consent_cookies_advertisement" ADD CONSTRAINT "consent_cookies_advertisement_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."consent_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "consent_cookies_advertisement_locales" ADD CONSTRAINT "consent_cookies_advertisement_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."consent_cookies_advertisement"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "consent_cookies_other" ADD CONSTRAINT "consent_cookies_other_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."consent_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "consent_cookies_other_locales" ADD CONSTRAINT "consent_cookies_other_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."consent_cookies_other"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "consent_settings_locales" ADD CONSTRAINT "consent_settings_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."consent_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_spotify_settings_hide_on_order_idx" ON "pages_blocks_spotify_settings_hide_on" USING btree ("order");
  CREATE INDEX "pages_blocks_spotify_settings_hide_on_parent_idx" ON "pages_blocks_spotify_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "pages_blocks_spotify_order_idx" ON "pages_blocks_spotify" USING btree ("_order");
  CREATE INDEX "pages_blocks_spotify_parent_id_idx" ON "pages_blocks_spotify" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_spotify_path_idx" ON "pages_blocks_spotify" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_spotify_locales_locale_parent_id_unique" ON "pages_blocks_spotify_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "nw_updates_settings_hide_on_order_idx" ON "nw_updates_settings_hide_on" USING btree ("order");
  CREATE INDEX "nw_updates_settings_hide_on_parent_idx" ON "nw_updates_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "nw_updates_order_idx" ON "nw_updates" USING btree ("_order");
  CREATE INDEX "nw_updates_parent_id_idx" ON "nw_updates" USING btree ("_parent_id");
  CREATE INDEX "nw_updates_path_idx" ON "nw_updates" USING btree ("_path");
  CREATE INDEX "nw_people_settings_hide_on_order_idx" ON "nw_people_settings_hide_on" USING btree ("order");
  CREATE INDEX "nw_people_settings_hide_on_parent_idx" ON "nw_people_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "nw_people_order_idx" ON "nw_people" USING btree ("_order");
  CREATE INDEX "nw_people_parent_id_idx" ON "nw_people" USING btree ("_parent_id");
  CREATE INDEX "nw_people_path_idx" ON "nw_people" USING btree ("_path");
  CREATE INDEX "nw_post_settings_hide_on_order_idx" ON "nw_post_settings_hide_on" USING btree ("order");
  CREATE INDEX "nw_post_settings_hide_on_parent_idx" ON "nw_post_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "nw_post_order_idx" ON "nw_post" USING btree ("_order");
  CREATE INDEX "nw_post_parent_id_idx" ON "nw_post" USING btree ("_parent_id");
  CREATE INDEX "nw_post_path_idx" ON "nw_post" USING btree ("_path");
  CREATE INDEX "pages_texts_order_parent" ON "pages_texts" USING btree ("order","parent_id");
  CREATE INDEX "_pages_v_blocks_spotify_settings_hide_on_order_idx" ON "_pages_v_blocks_spotify_settings_hide_on" USING btree ("order");
  CREATE INDEX "_pages_v_blocks_spotify_settings_hide_on_parent_idx" ON "_pages_v_blocks_spotify_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "_pages_v_blocks_spotify_order_idx" ON "_pages_v_blocks_spotify" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_spotify_parent_id_idx" ON "_pages_v_blocks_spotify" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_spotify_path_idx" ON "_pages_v_blocks_spotify" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_spotify_locales_locale_parent_id_unique" ON "_pages_v_blocks_spotify_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_nw_updates_v_settings_hide_on_order_idx" ON "_nw_updates_v_settings_hide_on" USING btree ("order");
  CREATE INDEX "_nw_updates_v_settings_hide_on_parent_idx" ON "_nw_updates_v_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "_nw_updates_v_order_idx" ON "_nw_updates_v" USING btree ("_order");
  CREATE INDEX "_nw_updates_v_parent_id_idx" ON "_nw_updates_v" USING btree ("_parent_id");
  CREATE INDEX "_nw_updates_v_path_idx" ON "_nw_updates_v" USING btree ("_path");
  CREATE INDEX "_nw_people_v_settings_hide_on_order_idx" ON "_nw_people_v_settings_hide_on" USING btree ("order");
  CREATE INDEX "_nw_people_v_settings_hide_on_parent_idx" ON "_nw_people_v_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "_nw_people_v_order_idx" ON "_nw_people_v" USING btree ("_order");
  CREATE INDEX "_nw_people_v_parent_id_idx" ON "_nw_people_v" USING btree ("_parent_id");
  CREATE INDEX "_nw_people_v_path_idx" ON "_nw_people_v" USING btree ("_path");
  CREATE INDEX "_nw_post_v_settings_hide_on_order_idx" ON "_nw_post_v_settings_hide_on" USING btree ("order");
  CREATE INDEX "_nw_post_v_settings_hide_on_parent_idx" ON "_nw_post_v_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "_nw_post_v_order_idx" ON "_nw_post_v" USING btree ("_order");
  CREATE INDEX "_nw_post_v_parent_id_idx" ON "_nw_post_v" USING btree ("_parent_id");
  CREATE INDEX "_nw_post_v_path_idx" ON "_nw_post_v" USING btree ("_path");
  CREATE INDEX "_pages_v_texts_order_parent" ON "_pages_v_texts" USING btree ("order","parent_id");
  CREATE INDEX "posts_texts_order_parent" ON "posts_texts" USING btree ("order","parent_id");
  CREATE INDEX "_posts_v_texts_order_parent" ON "_posts_v_texts" USING btree ("order","parent_id");
  CREATE INDEX "projects_blocks_spotify_settings_hide_on_order_idx" ON "projects_blocks_spotify_settings_hide_on" USING btree ("order");
  CREATE INDEX "projects_blocks_spotify_settings_hide_on_parent_idx" ON "projects_blocks_spotify_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "projects_blocks_spotify_order_idx" ON "projects_blocks_spotify" USING btree ("_order");
  CREATE INDEX "projects_blocks_spotify_parent_id_idx" ON "projects_blocks_spotify" USING btree ("_parent_id");
  CREATE INDEX "projects_blocks_spotify_path_idx" ON "projects_blocks_spotify" USING btree ("_path");
  CREATE UNIQUE INDEX "projects_blocks_spotify_locales_locale_parent_id_unique" ON "projects_blocks_spotify_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "proj_nw_updates_settings_hide_on_order_idx" ON "proj_nw_updates_settings_hide_on" USING btree ("order");
  CREATE INDEX "proj_nw_updates_settings_hide_on_parent_idx" ON "proj_nw_updates_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "proj_nw_updates_order_idx" ON "proj_nw_updates" USING btree ("_order");
  CREATE INDEX "proj_nw_updates_parent_id_idx" ON "proj_nw_updates" USING btree ("_parent_id");
  CREATE INDEX "proj_nw_updates_path_idx" ON "proj_nw_updates" USING btree ("_path");
  CREATE INDEX "proj_nw_people_settings_hide_on_order_idx" ON "proj_nw_people_settings_hide_on" USING btree ("order");
  CREATE INDEX "proj_nw_people_settings_hide_on_parent_idx" ON "proj_nw_people_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "proj_nw_people_order_idx" ON "proj_nw_people" USING btree ("_order");
  CREATE INDEX "proj_nw_people_parent_id_idx" ON "proj_nw_people" USING btree ("_parent_id");
  CREATE INDEX "proj_nw_people_path_idx" ON "proj_nw_people" USING btree ("_path");
  CREATE INDEX "proj_nw_post_settings_hide_on_order_idx" ON "proj_nw_post_settings_hide_on" USING btree ("order");
  CREATE INDEX "proj_nw_post_settings_hide_on_parent_idx" ON "proj_nw_post_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "proj_nw_post_order_idx" ON "proj_nw_post" USING btree ("_order");
  CREATE INDEX "proj_nw_post_parent_id_idx" ON "proj_nw_post" USING btree ("_parent_id");
  CREATE INDEX "proj_nw_post_path_idx" ON "proj_nw_post" USING btree ("_path");
  CREATE INDEX "projects_texts_order_parent" ON "projects_texts" USING btree ("order","parent_id");
  CREATE INDEX "_projects_v_blocks_spotify_settings_hide_on_order_idx" ON "_projects_v_blocks_spotify_settings_hide_on" USING btree ("order");
  CREATE INDEX "_projects_v_blocks_spotify_settings_hide_on_parent_idx" ON "_projects_v_blocks_spotify_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "_projects_v_blocks_spotify_order_idx" ON "_projects_v_blocks_spotify" USING btree ("_order");
  CREATE INDEX "_projects_v_blocks_spotify_parent_id_idx" ON "_projects_v_blocks_spotify" USING btree ("_parent_id");
  CREATE INDEX "_projects_v_blocks_spotify_path_idx" ON "_projects_v_blocks_spotify" USING btree ("_path");
  CREATE UNIQUE INDEX "_projects_v_blocks_spotify_locales_locale_parent_id_unique" ON "_projects_v_blocks_spotify_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_proj_nw_updates_v_settings_hide_on_order_idx" ON "_proj_nw_updates_v_settings_hide_on" USING btree ("order");
  CREATE INDEX "_proj_nw_updates_v_settings_hide_on_parent_idx" ON "_proj_nw_updates_v_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "_proj_nw_updates_v_order_idx" ON "_proj_nw_updates_v" USING btree ("_order");
  CREATE INDEX "_proj_nw_updates_v_parent_id_idx" ON "_proj_nw_updates_v" USING btree ("_parent_id");
  CREATE INDEX "_proj_nw_updates_v_path_idx" ON "_proj_nw_updates_v" USING btree ("_path");
  CREATE INDEX "_proj_nw_people_v_settings_hide_on_order_idx" ON "_proj_nw_people_v_settings_hide_on" USING btree ("order");
  CREATE INDEX "_proj_nw_people_v_settings_hide_on_parent_idx" ON "_proj_nw_people_v_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "_proj_nw_people_v_order_idx" ON "_proj_nw_people_v" USING btree ("_order");
  CREATE INDEX "_proj_nw_people_v_parent_id_idx" ON "_proj_nw_people_v" USING btree ("_parent_id");
  CREATE INDEX "_proj_nw_people_v_path_idx" ON "_proj_nw_people_v" USING btree ("_path");
  CREATE INDEX "_proj_nw_post_v_settings_hide_on_order_idx" ON "_proj_nw_post_v_settings_hide_on" USING btree ("order");
  CREATE INDEX "_proj_nw_post_v_settings_hide_on_parent_idx" ON "_proj_nw_post_v_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "_proj_nw_post_v_order_idx" ON "_proj_nw_post_v" USING btree ("_order");
  CREATE INDEX "_proj_nw_post_v_parent_id_idx" ON "_proj_nw_post_v" USING btree ("_parent_id");
  CREATE INDEX "_proj_nw_post_v_path_idx" ON "_proj_nw_post_v" USING btree ("_path");
  CREATE INDEX "_projects_v_texts_order_parent" ON "_projects_v_texts" USING btree ("order","parent_id");
  CREATE INDEX "consent_records_consent_id_idx" ON "consent_records" USING btree ("consent_id");
  CREATE UNIQUE INDEX "consent_records_request_id_idx" ON "consent_records" USING btree ("request_id");
  CREATE INDEX "consent_records_client_key_idx" ON "consent_records" USING btree ("client_key");
  CREATE INDEX "consent_records_updated_at_idx" ON "consent_records" USING btree ("updated_at");
  CREATE INDEX "consent_records_created_at_idx" ON "consent_records" USING btree ("created_at");
  CREATE UNIQUE INDEX "consent_banner_views_day_idx" ON "consent_banner_views" USING btree ("day");
  CREATE INDEX "consent_banner_views_updated_at_idx" ON "consent_banner_views" USING btree ("updated_at");
  CREATE INDEX "consent_banner_views_created_at_idx" ON "consent_banner_views" USING btree ("created_at");
  CREATE UNIQUE INDEX "sso_sessions_token_hash_idx" ON "sso_sessions" USING btree ("token_hash");
  CREATE INDEX "sso_sessions_sub_idx" ON "sso_sessions" USING btree ("sub");
  CREATE INDEX "sso_sessions_expires_at_idx" ON "sso_sessions" USING btree ("expires_at");
  CREATE INDEX "sso_sessions_updated_at_idx" ON "sso_sessions" USING btree ("updated_at");
  CREATE INDEX "sso_sessions_created_at_idx" ON "sso_sessions" USING btree ("created_at");
  CREATE UNIQUE INDEX "sso_used_tokens_token_hash_idx" ON "sso_used_tokens" USING btree ("token_hash");
  CREATE INDEX "sso_used_tokens_expires_at_idx" ON "sso_used_tokens" USING btree ("expires_at");
  CREATE UNIQUE INDEX "analytics_events_event_id_idx" ON "analytics_events" USING btree ("event_id");
  CREATE INDEX "analytics_events_day_idx" ON "analytics_events" USING btree ("day");
  CREATE INDEX "analytics_events_updated_at_idx" ON "analytics_events" USING btree ("updated_at");
  CREATE INDEX "analytics_events_created_at_idx" ON "analytics_events" USING btree ("created_at");
  CREATE INDEX "analytics_daily_day_idx" ON "analytics_daily" USING btree ("day");
  CREATE INDEX "analytics_daily_updated_at_idx" ON "analytics_daily" USING btree ("updated_at");
  CREATE INDEX "analytics_daily_created_at_idx" ON "analytics_daily" USING btree ("created_at");
  CREATE UNIQUE INDEX "day_kind_path_category_action_label_idx" ON "analytics_daily" USING btree ("day","kind","path","category","action","label");
  CREATE INDEX "site_settings_staff_sign_in_role_map_order_idx" ON "site_settings_staff_sign_in_role_map" USING btree ("_order");
  CREATE INDEX "site_settings_staff_sign_in_role_map_parent_id_idx" ON "site_settings_staff_sign_in_role_map" USING btree ("_parent_id");
  CREATE INDEX "consent_cookies_necessary_order_idx" ON "consent_cookies_necessary" USING btree ("_order");
  CREATE INDEX "consent_cookies_necessary_parent_id_idx" ON "consent_cookies_necessary" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "consent_cookies_necessary_locales_locale_parent_id_unique" ON "consent_cookies_necessary_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "consent_cookies_functional_order_idx" ON "consent_cookies_functional" USING btree ("_order");
  CREATE INDEX "consent_cookies_functional_parent_id_idx" ON "consent_cookies_functional" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "consent_cookies_functional_locales_locale_parent_id_unique" ON "consent_cookies_functional_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "consent_cookies_analytics_order_idx" ON "consent_cookies_analytics" USING btree ("_order");
  CREATE INDEX "consent_cookies_analytics_parent_id_idx" ON "consent_cookies_analytics" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "consent_cookies_analytics_locales_locale_parent_id_unique" ON "consent_cookies_analytics_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "consent_cookies_performance_order_idx" ON "consent_cookies_performance" USING btree ("_order");
  CREATE INDEX "consent_cookies_performance_parent_id_idx" ON "consent_cookies_performance" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "consent_cookies_performance_locales_locale_parent_id_unique" ON "consent_cookies_performance_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "consent_cookies_advertisement_order_idx" ON "consent_cookies_advertisement" USING btree ("_order");
  CREATE INDEX "consent_cookies_advertisement_parent_id_idx" ON "consent_cookies_advertisement" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "consent_cookies_advertisement_locales_locale_parent_id_uniqu" ON "consent_cookies_advertisement_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "consent_cookies_other_order_idx" ON "consent_cookies_other" USING btree ("_order");
  CREATE INDEX "consent_cookies_other_parent_id_idx" ON "consent_cookies_other" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "consent_cookies_other_locales_locale_parent_id_unique" ON "consent_cookies_other_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "consent_settings_locales_locale_parent_id_unique" ON "consent_settings_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_consent_records_fk" FOREIGN KEY ("consent_records_id") REFERENCES "public"."consent_records"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_consent_banner_views_fk" FOREIGN KEY ("consent_banner_views_id") REFERENCES "public"."consent_banner_views"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_sso_sessions_fk" FOREIGN KEY ("sso_sessions_id") REFERENCES "public"."sso_sessions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_sso_used_tokens_fk" FOREIGN KEY ("sso_used_tokens_id") REFERENCES "public"."sso_used_tokens"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_analytics_events_fk" FOREIGN KEY ("analytics_events_id") REFERENCES "public"."analytics_events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_analytics_daily_fk" FOREIGN KEY ("analytics_daily_id") REFERENCES "public"."analytics_daily"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "users_sso_subject_idx" ON "users" USING btree ("sso_subject");
  CREATE INDEX "payload_locked_documents_rels_consent_records_id_idx" ON "payload_locked_documents_rels" USING btree ("consent_records_id");
  CREATE INDEX "payload_locked_documents_rels_consent_banner_views_id_idx" ON "payload_locked_documents_rels" USING btree ("consent_banner_views_id");
  CREATE INDEX "payload_locked_documents_rels_sso_sessions_id_idx" ON "payload_locked_documents_rels" USING btree ("sso_sessions_id");
  CREATE INDEX "payload_locked_documents_rels_sso_used_tokens_id_idx" ON "payload_locked_documents_rels" USING btree ("sso_used_tokens_id");
  CREATE INDEX "payload_locked_documents_rels_analytics_events_id_idx" ON "payload_locked_documents_rels" USING btree ("analytics_events_id");
  CREATE INDEX "payload_locked_documents_rels_analytics_daily_id_idx" ON "payload_locked_documents_rels" USING btree ("analytics_daily_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_spotify_settings_hide_on" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_spotify" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_spotify_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "nw_updates_settings_hide_on" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "nw_updates" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "nw_people_settings_hide_on" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "nw_people" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "nw_post_settings_hide_on" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "nw_post" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_spotify_settings_hide_on" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_spotify" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_spotify_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_nw_updates_v_settings_hide_on" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_nw_updates_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_nw_people_v_settings_hide_on" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_nw_people_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_nw_post_v_settings_hide_on" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_nw_post_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "projects_blocks_spotify_settings_hide_on" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "projects_blocks_spotify" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "projects_blocks_spotify_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "proj_nw_updates_settings_hide_on" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "proj_nw_updates" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "proj_nw_people_settings_hide_on" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "proj_nw_people" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "proj_nw_post_settings_hide_on" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "proj_nw_post" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "projects_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_projects_v_blocks_spotify_settings_hide_on" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_projects_v_blocks_spotify" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_projects_v_blocks_spotify_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_proj_nw_updates_v_settings_hide_on" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_proj_nw_updates_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_proj_nw_people_v_settings_hide_on" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_proj_nw_people_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_proj_nw_post_v_settings_hide_on" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_proj_nw_post_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_projects_v_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "consent_records" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "consent_banner_views" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sso_sessions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sso_used_tokens" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "analytics_events" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "analytics_daily" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_settings_staff_sign_in_role_map" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "consent_cookies_necessary" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "consent_cookies_necessary_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "consent_cookies_functional" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "consent_cookies_functional_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "consent_cookies_analytics" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "consent_cookies_analytics_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "consent_cookies_performance" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "consent_cookies_performance_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "consent_cookies_advertisement" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "consent_cookies_advertisement_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "consent_cookies_other" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "consent_cookies_other_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "consent_settings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "consent_settings_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "analytics_settings" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_spotify_settings_hide_on" CASCADE;
  DROP TABLE "pages_blocks_spotify" CASCADE;
  DROP TABLE "pages_blocks_spotify_locales" CASCADE;
  DROP TABLE "nw_updates_settings_hide_on" CASCADE;
  DROP TABLE "nw_updates" CASCADE;
  DROP TABLE "nw_people_settings_hide_on" CASCADE;
  DROP TABLE "nw_people" CASCADE;
  DROP TABLE "nw_post_settings_hide_on" CASCADE;
  DROP TABLE "nw_post" CASCADE;
  DROP TABLE "pages_texts" CASCADE;
  DROP TABLE "_pages_v_blocks_spotify_settings_hide_on" CASCADE;
  DROP TABLE "_pages_v_blocks_spotify" CASCADE;
  DROP TABLE "_pages_v_blocks_spotify_locales" CASCADE;
  DROP TABLE "_nw_updates_v_settings_hide_on" CASCADE;
  DROP TABLE "_nw_updates_v" CASCADE;
  DROP TABLE "_nw_people_v_settings_hide_on" CASCADE;
  DROP TABLE "_nw_people_v" CASCADE;
  DROP TABLE "_nw_post_v_settings_hide_on" CASCADE;
  DROP TABLE "_nw_post_v" CASCADE;
  DROP TABLE "_pages_v_texts" CASCADE;
  DROP TABLE "posts_texts" CASCADE;
  DROP TABLE "_posts_v_texts" CASCADE;
  DROP TABLE "projects_blocks_spotify_settings_hide_on" CASCADE;
  DROP TABLE "projects_blocks_spotify" CASCADE;
  DROP TABLE "projects_blocks_spotify_locales" CASCADE;
  DROP TABLE "proj_nw_updates_settings_hide_on" CASCADE;
  DROP TABLE "proj_nw_updates" CASCADE;
  DROP TABLE "proj_nw_people_settings_hide_on" CASCADE;
  DROP TABLE "proj_nw_people" CASCADE;
  DROP TABLE "proj_nw_post_settings_hide_on" CASCADE;
  DROP TABLE "proj_nw_post" CASCADE;
  DROP TABLE "projects_texts" CASCADE;
  DROP TABLE "_projects_v_blocks_spotify_settings_hide_on" CASCADE;
  DROP TABLE "_projects_v_blocks_spotify" CASCADE;
  DROP TABLE "_projects_v_blocks_spotify_locales" CASCADE;
  DROP TABLE "_proj_nw_updates_v_settings_hide_on" CASCADE;
  DROP TABLE "_proj_nw_updates_v" CASCADE;
  DROP TABLE "_proj_nw_people_v_settings_hide_on" CASCADE;
  DROP TABLE "_proj_nw_people_v" CASCADE;
  DROP TABLE "_proj_nw_post_v_settings_hide_on" CASCADE;
  DROP TABLE "_proj_nw_post_v" CASCADE;
  DROP TABLE "_projects_v_texts" CASCADE;
  DROP TABLE "consent_records" CASCADE;
  DROP TABLE "consent_banner_views" CASCADE;
  DROP TABLE "sso_sessions" CASCADE;
  DROP TABLE "sso_used_tokens" CASCADE;
  DROP TABLE "analytics_events" CASCADE;
  DROP TABLE "analytics_daily" CASCADE;
  DROP TABLE "site_settings_staff_sign_in_role_map" CASCADE;
  DROP TABLE "consent_cookies_necessary" CASCADE;
  DROP TABLE "consent_cookies_necessary_locales" CASCADE;
  DROP TABLE "consent_cookies_functional" CASCADE;
  DROP TABLE "consent_cookies_functional_locales" CASCADE;
  DROP TABLE "consent_cookies_analytics" CASCADE;
  DROP TABLE "consent_cookies_analytics_locales" CASCADE;
  DROP TABLE "consent_cookies_performance" CASCADE;
  DROP TABLE "consent_cookies_performance_locales" CASCADE;
  DROP TABLE "consent_cookies_advertisement" CASCADE;
  DROP TABLE "consent_cookies_advertisement_locales" CASCADE;
  DROP TABLE "consent_cookies_other" CASCADE;
  DROP TABLE "consent_cookies_other_locales" CASCADE;
  DROP TABLE "consent_settings" CASCADE;
  DROP TABLE "consent_settings_locales" CASCADE;
  DROP TABLE "analytics_settings" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_consent_records_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_consent_banner_views_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_sso_sessions_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_sso_used_tokens_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_analytics_events_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_analytics_daily_fk";
  
  DROP INDEX "users_sso_subject_idx";
  DROP INDEX "payload_locked_documents_rels_consent_records_id_idx";
  DROP INDEX "payload_locked_documents_rels_consent_banner_views_id_idx";
  DROP INDEX "payload_locked_documents_rels_sso_sessions_id_idx";
  DROP INDEX "payload_locked_documents_rels_sso_used_tokens_id_idx";
  DROP INDEX "payload_locked_documents_rels_analytics_events_id_idx";
  DROP INDEX "payload_locked_documents_rels_analytics_daily_id_idx";
  ALTER TABLE "pages_blocks_feed_subscribe" ALTER COLUMN "service_url" SET DEFAULT 'https://feedburner.google.com/fb/a/mailverify';
  ALTER TABLE "_pages_v_blocks_feed_subscribe" ALTER COLUMN "service_url" SET DEFAULT 'https://feedburner.google.com/fb/a/mailverify';
  ALTER TABLE "projects_blocks_feed_subscribe" ALTER COLUMN "service_url" SET DEFAULT 'https://feedburner.google.com/fb/a/mailverify';
  ALTER TABLE "_projects_v_blocks_feed_subscribe" ALTER COLUMN "service_url" SET DEFAULT 'https://feedburner.google.com/fb/a/mailverify';
  ALTER TABLE "pages_blocks_text" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "pages_blocks_text" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "pages_blocks_text" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "pages_blocks_heading" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "pages_blocks_heading" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "pages_blocks_heading" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "pages_blocks_image" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "pages_blocks_image" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "pages_blocks_image" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "pages_blocks_button" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "pages_blocks_button" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "pages_blocks_button" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "pages_blocks_call_to_action" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "pages_blocks_call_to_action" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "pages_blocks_call_to_action" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "pages_blocks_blurb" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "pages_blocks_blurb" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "pages_blocks_blurb" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "pages_blocks_divider" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "pages_blocks_divider" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "pages_blocks_divider" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "pages_blocks_video" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "pages_blocks_video" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "pages_blocks_video" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "pages_blocks_code" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "pages_blocks_code" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "pages_blocks_code" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "pages_blocks_testimonial" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "pages_blocks_testimonial" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "pages_blocks_testimonial" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "pages_blocks_slider" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "pages_blocks_slider" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "pages_blocks_slider" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "pages_blocks_post_slider" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "pages_blocks_post_slider" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "pages_blocks_post_slider" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "pages_blocks_video_slider" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "pages_blocks_video_slider" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "pages_blocks_video_slider" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "pages_blocks_simple_carousel" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "pages_blocks_simple_carousel" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "pages_blocks_simple_carousel" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "pages_blocks_post_carousel" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "pages_blocks_post_carousel" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "pages_blocks_post_carousel" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "fw_portfolio" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "fw_portfolio" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "fw_portfolio" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "pages_blocks_gallery" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "pages_blocks_gallery" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "pages_blocks_gallery" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "pages_blocks_shop" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "pages_blocks_shop" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "pages_blocks_shop" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "pages_blocks_network_widget" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "pages_blocks_network_widget" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "pages_blocks_network_widget" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "pages_blocks_team_carousel" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "pages_blocks_team_carousel" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "pages_blocks_team_carousel" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "pages_blocks_team_grid" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "pages_blocks_team_grid" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "pages_blocks_team_grid" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "pages_blocks_countdown" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "pages_blocks_countdown" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "pages_blocks_countdown" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "pages_blocks_circle_counter" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "pages_blocks_circle_counter" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "pages_blocks_circle_counter" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "pages_blocks_number_counter" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "pages_blocks_number_counter" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "pages_blocks_number_counter" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "pages_blocks_bar_counters" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "pages_blocks_bar_counters" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "pages_blocks_bar_counters" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "pages_blocks_tabs" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "pages_blocks_tabs" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "pages_blocks_tabs" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "pages_blocks_toggle" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "pages_blocks_toggle" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "pages_blocks_toggle" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "pages_blocks_accordion" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "pages_blocks_accordion" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "pages_blocks_accordion" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "filt_portfolio" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "filt_portfolio" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "filt_portfolio" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "pages_blocks_blog_listing" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "pages_blocks_blog_listing" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "pages_blocks_blog_listing" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "pages_blocks_search_form" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "pages_blocks_search_form" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "pages_blocks_search_form" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "pages_blocks_map" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "pages_blocks_map" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "pages_blocks_map" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "pages_blocks_newsletter" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "pages_blocks_newsletter" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "pages_blocks_newsletter" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "pages_blocks_feed_subscribe" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "pages_blocks_feed_subscribe" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "pages_blocks_feed_subscribe" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "pages_blocks_contact_form" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "pages_blocks_contact_form" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "pages_blocks_contact_form" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "pages_blocks_row_columns" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "pages_blocks_row_columns" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "pages_blocks_row_columns" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "pages_blocks_row" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "pages_blocks_row" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "pages_blocks_row" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "pages_blocks_section" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "pages_blocks_section" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "pages_blocks_section" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "pages" DROP COLUMN "member_access";
  ALTER TABLE "_pages_v_blocks_text" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "_pages_v_blocks_text" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "_pages_v_blocks_text" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "_pages_v_blocks_heading" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "_pages_v_blocks_heading" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "_pages_v_blocks_heading" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "_pages_v_blocks_image" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "_pages_v_blocks_image" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "_pages_v_blocks_image" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "_pages_v_blocks_button" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "_pages_v_blocks_button" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "_pages_v_blocks_button" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "_pages_v_blocks_call_to_action" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "_pages_v_blocks_call_to_action" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "_pages_v_blocks_call_to_action" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "_pages_v_blocks_blurb" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "_pages_v_blocks_blurb" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "_pages_v_blocks_blurb" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "_pages_v_blocks_divider" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "_pages_v_blocks_divider" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "_pages_v_blocks_divider" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "_pages_v_blocks_video" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "_pages_v_blocks_video" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "_pages_v_blocks_video" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "_pages_v_blocks_code" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "_pages_v_blocks_code" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "_pages_v_blocks_code" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "_pages_v_blocks_testimonial" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "_pages_v_blocks_testimonial" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "_pages_v_blocks_testimonial" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "_pages_v_blocks_slider" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "_pages_v_blocks_slider" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "_pages_v_blocks_slider" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "_pages_v_blocks_post_slider" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "_pages_v_blocks_post_slider" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "_pages_v_blocks_post_slider" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "_pages_v_blocks_video_slider" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "_pages_v_blocks_video_slider" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "_pages_v_blocks_video_slider" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "_pages_v_blocks_simple_carousel" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "_pages_v_blocks_simple_carousel" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "_pages_v_blocks_simple_carousel" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "_pages_v_blocks_post_carousel" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "_pages_v_blocks_post_carousel" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "_pages_v_blocks_post_carousel" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "_fw_portfolio_v" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "_fw_portfolio_v" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "_fw_portfolio_v" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "_pages_v_blocks_gallery" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "_pages_v_blocks_gallery" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "_pages_v_blocks_gallery" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "_pages_v_blocks_shop" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "_pages_v_blocks_shop" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "_pages_v_blocks_shop" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "_pages_v_blocks_network_widget" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "_pages_v_blocks_network_widget" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "_pages_v_blocks_network_widget" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "_pages_v_blocks_team_carousel" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "_pages_v_blocks_team_carousel" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "_pages_v_blocks_team_carousel" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "_pages_v_blocks_team_grid" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "_pages_v_blocks_team_grid" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "_pages_v_blocks_team_grid" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "_pages_v_blocks_countdown" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "_pages_v_blocks_countdown" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "_pages_v_blocks_countdown" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "_pages_v_blocks_circle_counter" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "_pages_v_blocks_circle_counter" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "_pages_v_blocks_circle_counter" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "_pages_v_blocks_number_counter" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "_pages_v_blocks_number_counter" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "_pages_v_blocks_number_counter" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "_pages_v_blocks_bar_counters" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "_pages_v_blocks_bar_counters" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "_pages_v_blocks_bar_counters" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "_pages_v_blocks_tabs" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "_pages_v_blocks_tabs" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "_pages_v_blocks_tabs" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "_pages_v_blocks_toggle" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "_pages_v_blocks_toggle" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "_pages_v_blocks_toggle" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "_pages_v_blocks_accordion" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "_pages_v_blocks_accordion" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "_pages_v_blocks_accordion" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "_filt_portfolio_v" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "_filt_portfolio_v" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "_filt_portfolio_v" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "_pages_v_blocks_blog_listing" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "_pages_v_blocks_blog_listing" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "_pages_v_blocks_blog_listing" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "_pages_v_blocks_search_form" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "_pages_v_blocks_search_form" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "_pages_v_blocks_search_form" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "_pages_v_blocks_map" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "_pages_v_blocks_map" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "_pages_v_blocks_map" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "_pages_v_blocks_newsletter" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "_pages_v_blocks_newsletter" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "_pages_v_blocks_newsletter" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "_pages_v_blocks_feed_subscribe" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "_pages_v_blocks_feed_subscribe" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "_pages_v_blocks_feed_subscribe" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "_pages_v_blocks_contact_form" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "_pages_v_blocks_contact_form" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "_pages_v_blocks_contact_form" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "_pages_v_blocks_row_columns" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "_pages_v_blocks_row_columns" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "_pages_v_blocks_row_columns" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "_pages_v_blocks_row" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "_pages_v_blocks_row" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "_pages_v_blocks_row" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "_pages_v_blocks_section" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "_pages_v_blocks_section" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "_pages_v_blocks_section" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "_pages_v" DROP COLUMN "version_member_access";
  ALTER TABLE "posts" DROP COLUMN "member_access";
  ALTER TABLE "_posts_v" DROP COLUMN "version_member_access";
  ALTER TABLE "projects_blocks_text" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "projects_blocks_text" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "projects_blocks_text" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "projects_blocks_heading" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "projects_blocks_heading" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "projects_blocks_heading" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "projects_blocks_image" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "projects_blocks_image" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "projects_blocks_image" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "projects_blocks_button" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "projects_blocks_button" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "projects_blocks_button" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "projects_blocks_call_to_action" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "projects_blocks_call_to_action" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "projects_blocks_call_to_action" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "projects_blocks_blurb" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "projects_blocks_blurb" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "projects_blocks_blurb" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "projects_blocks_divider" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "projects_blocks_divider" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "projects_blocks_divider" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "projects_blocks_video" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "projects_blocks_video" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "projects_blocks_video" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "projects_blocks_code" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "projects_blocks_code" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "projects_blocks_code" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "projects_blocks_testimonial" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "projects_blocks_testimonial" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "projects_blocks_testimonial" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "projects_blocks_slider" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "projects_blocks_slider" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "projects_blocks_slider" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "projects_blocks_post_slider" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "projects_blocks_post_slider" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "projects_blocks_post_slider" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "projects_blocks_video_slider" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "projects_blocks_video_slider" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "projects_blocks_video_slider" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "projects_blocks_simple_carousel" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "projects_blocks_simple_carousel" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "projects_blocks_simple_carousel" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "projects_blocks_post_carousel" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "projects_blocks_post_carousel" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "projects_blocks_post_carousel" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "proj_fw_portfolio" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "proj_fw_portfolio" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "proj_fw_portfolio" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "projects_blocks_gallery" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "projects_blocks_gallery" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "projects_blocks_gallery" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "projects_blocks_shop" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "projects_blocks_shop" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "projects_blocks_shop" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "projects_blocks_network_widget" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "projects_blocks_network_widget" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "projects_blocks_network_widget" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "projects_blocks_team_carousel" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "projects_blocks_team_carousel" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "projects_blocks_team_carousel" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "projects_blocks_team_grid" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "projects_blocks_team_grid" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "projects_blocks_team_grid" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "projects_blocks_countdown" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "projects_blocks_countdown" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "projects_blocks_countdown" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "projects_blocks_circle_counter" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "projects_blocks_circle_counter" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "projects_blocks_circle_counter" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "projects_blocks_number_counter" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "projects_blocks_number_counter" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "projects_blocks_number_counter" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "projects_blocks_bar_counters" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "projects_blocks_bar_counters" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "projects_blocks_bar_counters" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "projects_blocks_tabs" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "projects_blocks_tabs" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "projects_blocks_tabs" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "projects_blocks_toggle" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "projects_blocks_toggle" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "projects_blocks_toggle" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "projects_blocks_accordion" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "projects_blocks_accordion" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "projects_blocks_accordion" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "proj_filt_portfolio" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "proj_filt_portfolio" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "proj_filt_portfolio" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "projects_blocks_blog_listing" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "projects_blocks_blog_listing" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "projects_blocks_blog_listing" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "projects_blocks_search_form" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "projects_blocks_search_form" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "projects_blocks_search_form" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "projects_blocks_map" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "projects_blocks_map" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "projects_blocks_map" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "projects_blocks_newsletter" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "projects_blocks_newsletter" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "projects_blocks_newsletter" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "projects_blocks_feed_subscribe" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "projects_blocks_feed_subscribe" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "projects_blocks_feed_subscribe" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "projects_blocks_contact_form" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "projects_blocks_contact_form" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "projects_blocks_contact_form" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "projects_blocks_row_columns" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "projects_blocks_row_columns" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "projects_blocks_row_columns" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "projects_blocks_row" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "projects_blocks_row" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "projects_blocks_row" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "projects_blocks_section" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "projects_blocks_section" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "projects_blocks_section" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "projects" DROP COLUMN "member_access";
  ALTER TABLE "_projects_v_blocks_text" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "_projects_v_blocks_text" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "_projects_v_blocks_text" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "_projects_v_blocks_heading" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "_projects_v_blocks_heading" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "_projects_v_blocks_heading" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "_projects_v_blocks_image" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "_projects_v_blocks_image" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "_projects_v_blocks_image" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "_projects_v_blocks_button" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "_projects_v_blocks_button" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "_projects_v_blocks_button" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "_projects_v_blocks_call_to_action" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "_projects_v_blocks_call_to_action" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "_projects_v_blocks_call_to_action" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "_projects_v_blocks_blurb" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "_projects_v_blocks_blurb" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "_projects_v_blocks_blurb" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "_projects_v_blocks_divider" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "_projects_v_blocks_divider" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "_projects_v_blocks_divider" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "_projects_v_blocks_video" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "_projects_v_blocks_video" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "_projects_v_blocks_video" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "_projects_v_blocks_code" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "_projects_v_blocks_code" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "_projects_v_blocks_code" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "_projects_v_blocks_testimonial" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "_projects_v_blocks_testimonial" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "_projects_v_blocks_testimonial" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "_projects_v_blocks_slider" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "_projects_v_blocks_slider" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "_projects_v_blocks_slider" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "_projects_v_blocks_post_slider" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "_projects_v_blocks_post_slider" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "_projects_v_blocks_post_slider" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "_projects_v_blocks_video_slider" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "_projects_v_blocks_video_slider" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "_projects_v_blocks_video_slider" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "_projects_v_blocks_simple_carousel" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "_projects_v_blocks_simple_carousel" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "_projects_v_blocks_simple_carousel" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "_projects_v_blocks_post_carousel" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "_projects_v_blocks_post_carousel" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "_projects_v_blocks_post_carousel" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "_proj_fw_portfolio_v" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "_proj_fw_portfolio_v" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "_proj_fw_portfolio_v" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "_projects_v_blocks_gallery" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "_projects_v_blocks_gallery" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "_projects_v_blocks_gallery" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "_projects_v_blocks_shop" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "_projects_v_blocks_shop" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "_projects_v_blocks_shop" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "_projects_v_blocks_network_widget" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "_projects_v_blocks_network_widget" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "_projects_v_blocks_network_widget" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "_projects_v_blocks_team_carousel" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "_projects_v_blocks_team_carousel" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "_projects_v_blocks_team_carousel" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "_projects_v_blocks_team_grid" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "_projects_v_blocks_team_grid" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "_projects_v_blocks_team_grid" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "_projects_v_blocks_countdown" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "_projects_v_blocks_countdown" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "_projects_v_blocks_countdown" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "_projects_v_blocks_circle_counter" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "_projects_v_blocks_circle_counter" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "_projects_v_blocks_circle_counter" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "_projects_v_blocks_number_counter" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "_projects_v_blocks_number_counter" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "_projects_v_blocks_number_counter" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "_projects_v_blocks_bar_counters" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "_projects_v_blocks_bar_counters" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "_projects_v_blocks_bar_counters" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "_projects_v_blocks_tabs" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "_projects_v_blocks_tabs" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "_projects_v_blocks_tabs" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "_projects_v_blocks_toggle" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "_projects_v_blocks_toggle" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "_projects_v_blocks_toggle" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "_projects_v_blocks_accordion" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "_projects_v_blocks_accordion" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "_projects_v_blocks_accordion" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "_proj_filt_portfolio_v" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "_proj_filt_portfolio_v" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "_proj_filt_portfolio_v" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "_projects_v_blocks_blog_listing" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "_projects_v_blocks_blog_listing" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "_projects_v_blocks_blog_listing" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "_projects_v_blocks_search_form" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "_projects_v_blocks_search_form" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "_projects_v_blocks_search_form" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "_projects_v_blocks_map" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "_projects_v_blocks_map" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "_projects_v_blocks_map" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "_projects_v_blocks_newsletter" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "_projects_v_blocks_newsletter" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "_projects_v_blocks_newsletter" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "_projects_v_blocks_feed_subscribe" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "_projects_v_blocks_feed_subscribe" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "_projects_v_blocks_feed_subscribe" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "_projects_v_blocks_contact_form" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "_projects_v_blocks_contact_form" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "_projects_v_blocks_contact_form" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "_projects_v_blocks_row_columns" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "_projects_v_blocks_row_columns" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "_projects_v_blocks_row_columns" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "_projects_v_blocks_row" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "_projects_v_blocks_row" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "_projects_v_blocks_row" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "_projects_v_blocks_section" DROP COLUMN "settings_analytics_category";
  ALTER TABLE "_projects_v_blocks_section" DROP COLUMN "settings_analytics_action";
  ALTER TABLE "_projects_v_blocks_section" DROP COLUMN "settings_analytics_label";
  ALTER TABLE "_projects_v" DROP COLUMN "version_member_access";
  ALTER TABLE "users" DROP COLUMN "sso_subject";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "consent_records_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "consent_banner_views_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "sso_sessions_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "sso_used_tokens_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "analytics_events_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "analytics_daily_id";
  ALTER TABLE "site_settings" DROP COLUMN "staff_sign_in_disable_local_passwords";
  ALTER TABLE "site_settings" DROP COLUMN "network_insight_partner_id";
  DROP TYPE "public"."enum_pages_blocks_spotify_settings_hide_on";
  DROP TYPE "public"."enum_pages_blocks_spotify_settings_link_target";
  DROP TYPE "public"."enum_pages_blocks_spotify_settings_animation_style";
  DROP TYPE "public"."enum_pages_blocks_spotify_settings_animation_repeat";
  DROP TYPE "public"."enum_pages_blocks_spotify_settings_animation_speedCurve";
  DROP TYPE "public"."enum_pages_blocks_spotify_settings_animation_style_tablet";
  DROP TYPE "public"."enum_pages_blocks_spotify_settings_animation_repeat_tablet";
  DROP TYPE "public"."enum_pages_blocks_spotify_settings_animation_speedCurve_tablet";
  DROP TYPE "public"."enum_pages_blocks_spotify_settings_animation_style_phone";
  DROP TYPE "public"."enum_pages_blocks_spotify_settings_animation_repeat_phone";
  DROP TYPE "public"."enum_pages_blocks_spotify_settings_animation_speedCurve_phone";
  DROP TYPE "public"."enum_nw_updates_settings_hide_on";
  DROP TYPE "public"."enum_nw_updates_settings_link_target";
  DROP TYPE "public"."enum_nw_updates_settings_animation_style";
  DROP TYPE "public"."enum_nw_updates_settings_animation_repeat";
  DROP TYPE "public"."enum_nw_updates_settings_animation_speedCurve";
  DROP TYPE "public"."enum_nw_updates_settings_animation_style_tablet";
  DROP TYPE "public"."enum_nw_updates_settings_animation_repeat_tablet";
  DROP TYPE "public"."enum_nw_updates_settings_animation_speedCurve_tablet";
  DROP TYPE "public"."enum_nw_updates_settings_animation_style_phone";
  DROP TYPE "public"."enum_nw_updates_settings_animation_repeat_phone";
  DROP TYPE "public"."enum_nw_updates_settings_animation_speedCurve_phone";
  DROP TYPE "public"."enum_nw_people_settings_hide_on";
  DROP TYPE "public"."enum_nw_people_settings_link_target";
  DROP TYPE "public"."enum_nw_people_settings_animation_style";
  DROP TYPE "public"."enum_nw_people_settings_animation_repeat";
  DROP TYPE "public"."enum_nw_people_settings_animation_speedCurve";
  DROP TYPE "public"."enum_nw_people_settings_animation_style_tablet";
  DROP TYPE "public"."enum_nw_people_settings_animation_repeat_tablet";
  DROP TYPE "public"."enum_nw_people_settings_animation_speedCurve_tablet";
  DROP TYPE "public"."enum_nw_people_settings_animation_style_phone";
  DROP TYPE "public"."enum_nw_people_settings_animation_repeat_phone";
  DROP TYPE "public"."enum_nw_people_settings_animation_speedCurve_phone";
  DROP TYPE "public"."enum_nw_post_settings_hide_on";
  DROP TYPE "public"."enum_nw_post_settings_link_target";
  DROP TYPE "public"."enum_nw_post_settings_animation_style";
  DROP TYPE "public"."enum_nw_post_settings_animation_repeat";
  DROP TYPE "public"."enum_nw_post_settings_animation_speedCurve";
  DROP TYPE "public"."enum_nw_post_settings_animation_style_tablet";
  DROP TYPE "public"."enum_nw_post_settings_animation_repeat_tablet";
  DROP TYPE "public"."enum_nw_post_settings_animation_speedCurve_tablet";
  DROP TYPE "public"."enum_nw_post_settings_animation_style_phone";
  DROP TYPE "public"."enum_nw_post_settings_animation_repeat_phone";
  DROP TYPE "public"."enum_nw_post_settings_animation_speedCurve_phone";
  DROP TYPE "public"."enum_pages_member_access";
  DROP TYPE "public"."enum__pages_v_blocks_spotify_settings_hide_on";
  DROP TYPE "public"."enum__pages_v_blocks_spotify_settings_link_target";
  DROP TYPE "public"."enum__pages_v_blocks_spotify_settings_animation_style";
  DROP TYPE "public"."enum__pages_v_blocks_spotify_settings_animation_repeat";
  DROP TYPE "public"."enum__pages_v_blocks_spotify_settings_animation_speedCurve";
  DROP TYPE "public"."enum__pages_v_blocks_spotify_settings_animation_style_tablet";
  DROP TYPE "public"."enum__pages_v_blocks_spotify_settings_animation_repeat_tablet";
  DROP TYPE "public"."enum__pages_v_blocks_spotify_settings_nq8ck8_speedCurve_tablet";
  DROP TYPE "public"."enum__pages_v_blocks_spotify_settings_animation_style_phone";
  DROP TYPE "public"."enum__pages_v_blocks_spotify_settings_animation_repeat_phone";
  DROP TYPE "public"."enum__pages_v_blocks_spotify_settings__11mv10_speedCurve_phone";
  DROP TYPE "public"."enum__nw_updates_v_settings_hide_on";
  DROP TYPE "public"."enum__nw_updates_v_settings_link_target";
  DROP TYPE "public"."enum__nw_updates_v_settings_animation_style";
  DROP TYPE "public"."enum__nw_updates_v_settings_animation_repeat";
  DROP TYPE "public"."enum__nw_updates_v_settings_animation_speedCurve";
  DROP TYPE "public"."enum__nw_updates_v_settings_animation_style_tablet";
  DROP TYPE "public"."enum__nw_updates_v_settings_animation_repeat_tablet";
  DROP TYPE "public"."enum__nw_updates_v_settings_animation_speedCurve_tablet";
  DROP TYPE "public"."enum__nw_updates_v_settings_animation_style_phone";
  DROP TYPE "public"."enum__nw_updates_v_settings_animation_repeat_phone";
  DROP TYPE "public"."enum__nw_updates_v_settings_animation_speedCurve_phone";
  DROP TYPE "public"."enum__nw_people_v_settings_hide_on";
  DROP TYPE "public"."enum__nw_people_v_settings_link_target";
  DROP TYPE "public"."enum__nw_people_v_settings_animation_style";
  DROP TYPE "public"."enum__nw_people_v_settings_animation_repeat";
  DROP TYPE "public"."enum__nw_people_v_settings_animation_speedCurve";
  DROP TYPE "public"."enum__nw_people_v_settings_animation_style_tablet";
  DROP TYPE "public"."enum__nw_people_v_settings_animation_repeat_tablet";
  DROP TYPE "public"."enum__nw_people_v_settings_animation_speedCurve_tablet";
  DROP TYPE "public"."enum__nw_people_v_settings_animation_style_phone";
  DROP TYPE "public"."enum__nw_people_v_settings_animation_repeat_phone";
  DROP TYPE "public"."enum__nw_people_v_settings_animation_speedCurve_phone";
  DROP TYPE "public"."enum__nw_post_v_settings_hide_on";
  DROP TYPE "public"."enum__nw_post_v_settings_link_target";
  DROP TYPE "public"."enum__nw_post_v_settings_animation_style";
  DROP TYPE "public"."enum__nw_post_v_settings_animation_repeat";
  DROP TYPE "public"."enum__nw_post_v_settings_animation_speedCurve";
  DROP TYPE "public"."enum__nw_post_v_settings_animation_style_tablet";
  DROP TYPE "public"."enum__nw_post_v_settings_animation_repeat_tablet";
  DROP TYPE "public"."enum__nw_post_v_settings_animation_speedCurve_tablet";
  DROP TYPE "public"."enum__nw_post_v_settings_animation_style_phone";
  DROP TYPE "public"."enum__nw_post_v_settings_animation_repeat_phone";
  DROP TYPE "public"."enum__nw_post_v_settings_animation_speedCurve_phone";
  DROP TYPE "public"."enum__pages_v_version_member_access";
  DROP TYPE "public"."enum_posts_member_access";
  DROP TYPE "public"."enum__posts_v_version_member_access";
  DROP TYPE "public"."enum_projects_blocks_spotify_settings_hide_on";
  DROP TYPE "public"."enum_projects_blocks_spotify_settings_link_target";
  DROP TYPE "public"."enum_projects_blocks_spotify_settings_animation_style";
  DROP TYPE "public"."enum_projects_blocks_spotify_settings_animation_repeat";
  DROP TYPE "public"."enum_projects_blocks_spotify_settings_animation_speedCurve";
  DROP TYPE "public"."enum_projects_blocks_spotify_settings_animation_style_tablet";
  DROP TYPE "public"."enum_projects_blocks_spotify_settings_animation_repeat_tablet";
  DROP TYPE "public"."enum_projects_blocks_spotify_settings_qx4z7o_speedCurve_tablet";
  DROP TYPE "public"."enum_projects_blocks_spotify_settings_animation_style_phone";
  DROP TYPE "public"."enum_projects_blocks_spotify_settings_animation_repeat_phone";
  DROP TYPE "public"."enum_projects_blocks_spotify_settings_13k5znk_speedCurve_phone";
  DROP TYPE "public"."enum_proj_nw_updates_settings_hide_on";
  DROP TYPE "public"."enum_proj_nw_updates_settings_link_target";
  DROP TYPE "public"."enum_proj_nw_updates_settings_animation_style";
  DROP TYPE "public"."enum_proj_nw_updates_settings_animation_repeat";
  DROP TYPE "public"."enum_proj_nw_updates_settings_animation_speedCurve";
  DROP TYPE "public"."enum_proj_nw_updates_settings_animation_style_tablet";
  DROP TYPE "public"."enum_proj_nw_updates_settings_animation_repeat_tablet";
  DROP TYPE "public"."enum_proj_nw_updates_settings_animation_speedCurve_tablet";
  DROP TYPE "public"."enum_proj_nw_updates_settings_animation_style_phone";
  DROP TYPE "public"."enum_proj_nw_updates_settings_animation_repeat_phone";
  DROP TYPE "public"."enum_proj_nw_updates_settings_animation_speedCurve_phone";
  DROP TYPE "public"."enum_proj_nw_people_settings_hide_on";
  DROP TYPE "public"."enum_proj_nw_people_settings_link_target";
  DROP TYPE "public"."enum_proj_nw_people_settings_animation_style";
  DROP TYPE "public"."enum_proj_nw_people_settings_animation_repeat";
  DROP TYPE "public"."enum_proj_nw_people_settings_animation_speedCurve";
  DROP TYPE "public"."enum_proj_nw_people_settings_animation_style_tablet";
  DROP TYPE "public"."enum_proj_nw_people_settings_animation_repeat_tablet";
  DROP TYPE "public"."enum_proj_nw_people_settings_animation_speedCurve_tablet";
  DROP TYPE "public"."enum_proj_nw_people_settings_animation_style_phone";
  DROP TYPE "public"."enum_proj_nw_people_settings_animation_repeat_phone";
  DROP TYPE "public"."enum_proj_nw_people_settings_animation_speedCurve_phone";
  DROP TYPE "public"."enum_proj_nw_post_settings_hide_on";
  DROP TYPE "public"."enum_proj_nw_post_settings_link_target";
  DROP TYPE "public"."enum_proj_nw_post_settings_animation_style";
  DROP TYPE "public"."enum_proj_nw_post_settings_animation_repeat";
  DROP TYPE "public"."enum_proj_nw_post_settings_animation_speedCurve";
  DROP TYPE "public"."enum_proj_nw_post_settings_animation_style_tablet";
  DROP TYPE "public"."enum_proj_nw_post_settings_animation_repeat_tablet";
  DROP TYPE "public"."enum_proj_nw_post_settings_animation_speedCurve_tablet";
  DROP TYPE "public"."enum_proj_nw_post_settings_animation_style_phone";
  DROP TYPE "public"."enum_proj_nw_post_settings_animation_repeat_phone";
  DROP TYPE "public"."enum_proj_nw_post_settings_animation_speedCurve_phone";
  DROP TYPE "public"."enum_projects_member_access";
  DROP TYPE "public"."enum__projects_v_blocks_spotify_settings_hide_on";
  DROP TYPE "public"."enum__projects_v_blocks_spotify_settings_link_target";
  DROP TYPE "public"."enum__projects_v_blocks_spotify_settings_animation_style";
  DROP TYPE "public"."enum__projects_v_blocks_spotify_settings_animation_repeat";
  DROP TYPE "public"."enum__projects_v_blocks_spotify_settings_animation_speedCurve";
  DROP TYPE "public"."enum__projects_v_blocks_spotify_settings_animation_style_tablet";
  DROP TYPE "public"."enum__projects_v_blocks_spotify_settings__6b1nih_repeat_tablet";
  DROP TYPE "public"."enum__projects_v_blocks_spotify_setti_gsnr6a_speedCurve_tablet";
  DROP TYPE "public"."enum__projects_v_blocks_spotify_settings_animation_style_phone";
  DROP TYPE "public"."enum__projects_v_blocks_spotify_settings_animation_repeat_phone";
  DROP TYPE "public"."enum__projects_v_blocks_spotify_setti_1ng0bhq_speedCurve_phone";
  DROP TYPE "public"."enum__proj_nw_updates_v_settings_hide_on";
  DROP TYPE "public"."enum__proj_nw_updates_v_settings_link_target";
  DROP TYPE "public"."enum__proj_nw_updates_v_settings_animation_style";
  DROP TYPE "public"."enum__proj_nw_updates_v_settings_animation_repeat";
  DROP TYPE "public"."enum__proj_nw_updates_v_settings_animation_speedCurve";
  DROP TYPE "public"."enum__proj_nw_updates_v_settings_animation_style_tablet";
  DROP TYPE "public"."enum__proj_nw_updates_v_settings_animation_repeat_tablet";
  DROP TYPE "public"."enum__proj_nw_updates_v_settings_animation_speedCurve_tablet";
  DROP TYPE "public"."enum__proj_nw_updates_v_settings_animation_style_phone";
  DROP TYPE "public"."enum__proj_nw_updates_v_settings_animation_repeat_phone";
  DROP TYPE "public"."enum__proj_nw_updates_v_settings_animation_speedCurve_phone";
  DROP TYPE "public"."enum__proj_nw_people_v_settings_hide_on";
  DROP TYPE "public"."enum__proj_nw_people_v_settings_link_target";
  DROP TYPE "public"."enum__proj_nw_people_v_settings_animation_style";
  DROP TYPE "public"."enum__proj_nw_people_v_settings_animation_repeat";
  DROP TYPE "public"."enum__proj_nw_people_v_settings_animation_speedCurve";
  DROP TYPE "public"."enum__proj_nw_people_v_settings_animation_style_tablet";
  DROP TYPE "public"."enum__proj_nw_people_v_settings_animation_repeat_tablet";
  DROP TYPE "public"."enum__proj_nw_people_v_settings_animation_speedCurve_tablet";
  DROP TYPE "public"."enum__proj_nw_people_v_settings_animation_style_phone";
  DROP TYPE "public"."enum__proj_nw_people_v_settings_animation_repeat_phone";
  DROP TYPE "public"."enum__proj_nw_people_v_settings_animation_speedCurve_phone";
  DROP TYPE "public"."enum__proj_nw_post_v_settings_hide_on";
  DROP TYPE "public"."enum__proj_nw_post_v_settings_link_target";
  DROP TYPE "public"."enum__proj_nw_post_v_settings_animation_style";
  DROP TYPE "public"."enum__proj_nw_post_v_settings_animation_repeat";
  DROP TYPE "public"."enum__proj_nw_post_v_settings_animation_speedCurve";
  DROP TYPE "public"."enum__proj_nw_post_v_settings_animation_style_tablet";
  DROP TYPE "public"."enum__proj_nw_post_v_settings_animation_repeat_tablet";
  DROP TYPE "public"."enum__proj_nw_post_v_settings_animation_speedCurve_tablet";
  DROP TYPE "public"."enum__proj_nw_post_v_settings_animation_style_phone";
  DROP TYPE "public"."enum__proj_nw_post_v_settings_animation_repeat_phone";
  DROP TYPE "public"."enum__proj_nw_post_v_settings_animation_speedCurve_phone";
  DROP TYPE "public"."enum__projects_v_version_member_access";
  DROP TYPE "public"."enum_consent_records_kind";
  DROP TYPE "public"."enum_site_settings_staff_sign_in_role_map_role";`)
}
