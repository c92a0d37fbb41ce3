import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."_locales" AS ENUM('sv', 'en');
  CREATE TYPE "public"."enum_pages_blocks_text_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum_pages_blocks_text_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_text_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_pages_blocks_text_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_pages_blocks_text_settings_animation_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_pages_blocks_text_settings_animation_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_pages_blocks_text_settings_animation_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_pages_blocks_text_settings_animation_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_pages_blocks_text_settings_animation_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_pages_blocks_text_settings_animation_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_pages_blocks_text_settings_animation_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_pages_blocks_heading_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum_pages_blocks_heading_level" AS ENUM('h1', 'h2', 'h3', 'h4', 'h5', 'h6');
  CREATE TYPE "public"."enum_pages_blocks_heading_align" AS ENUM('left', 'center', 'right');
  CREATE TYPE "public"."enum_pages_blocks_heading_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_heading_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_pages_blocks_heading_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_pages_blocks_heading_settings_animation_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_pages_blocks_heading_settings_animation_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_pages_blocks_heading_settings_animation_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_pages_blocks_heading_settings_animation_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_pages_blocks_heading_settings_animation_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_pages_blocks_heading_settings_animation_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_pages_blocks_heading_settings_animation_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_pages_blocks_image_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum_pages_blocks_image_align" AS ENUM('left', 'center', 'right');
  CREATE TYPE "public"."enum_pages_blocks_image_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_image_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_pages_blocks_image_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_pages_blocks_image_settings_animation_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_pages_blocks_image_settings_animation_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_pages_blocks_image_settings_animation_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_pages_blocks_image_settings_animation_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_pages_blocks_image_settings_animation_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_pages_blocks_image_settings_animation_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_pages_blocks_image_settings_animation_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_pages_blocks_button_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum_pages_blocks_button_link_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum_pages_blocks_button_style" AS ENUM('primary', 'secondary', 'outline');
  CREATE TYPE "public"."enum_pages_blocks_button_align" AS ENUM('left', 'center', 'right');
  CREATE TYPE "public"."enum_pages_blocks_button_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_button_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_pages_blocks_button_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_pages_blocks_button_settings_animation_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_pages_blocks_button_settings_animation_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_pages_blocks_button_settings_animation_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_pages_blocks_button_settings_animation_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_pages_blocks_button_settings_animation_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_pages_blocks_button_settings_animation_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_pages_blocks_button_settings_animation_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_pages_blocks_call_to_action_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum_pages_blocks_call_to_action_button_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum_pages_blocks_call_to_action_button_style" AS ENUM('primary', 'secondary', 'outline');
  CREATE TYPE "public"."enum_pages_blocks_call_to_action_tone" AS ENUM('accent', 'light', 'dark');
  CREATE TYPE "public"."enum_pages_blocks_call_to_action_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_call_to_action_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_pages_blocks_call_to_action_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_pages_blocks_call_to_action_settings_animation_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_pages_blocks_call_to_action_settings__csykbs_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_pages_blocks_call_to_action_setting_113k31m_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_pages_blocks_call_to_action_sett_fafam5_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_pages_blocks_call_to_action_settings_animation_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_pages_blocks_call_to_action_settings_10sq17a_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_pages_blocks_call_to_action_setti_tfpoqj_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_pages_blocks_blurb_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum_pages_blocks_blurb_media_type" AS ENUM('icon', 'image', 'none');
  CREATE TYPE "public"."enum_pages_blocks_blurb_icon" AS ENUM('wrench', 'gear', 'shield', 'clock', 'chart', 'leaf', 'phone', 'check');
  CREATE TYPE "public"."enum_pages_blocks_blurb_layout" AS ENUM('top', 'left');
  CREATE TYPE "public"."enum_pages_blocks_blurb_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_blurb_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_pages_blocks_blurb_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_pages_blocks_blurb_settings_animation_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_pages_blocks_blurb_settings_animation_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_pages_blocks_blurb_settings_animation_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_pages_blocks_blurb_settings_animation_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_pages_blocks_blurb_settings_animation_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_pages_blocks_blurb_settings_animation_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_pages_blocks_blurb_settings_animation_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_pages_blocks_divider_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum_pages_blocks_divider_line_style" AS ENUM('solid', 'dashed', 'dotted');
  CREATE TYPE "public"."enum_pages_blocks_divider_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_divider_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_pages_blocks_divider_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_pages_blocks_divider_settings_animation_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_pages_blocks_divider_settings_animation_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_pages_blocks_divider_settings_animation_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_pages_blocks_divider_settings_animation_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_pages_blocks_divider_settings_animation_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_pages_blocks_divider_settings_animation_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_pages_blocks_divider_settings_animation_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_pages_blocks_video_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum_pages_blocks_video_source" AS ENUM('file', 'url');
  CREATE TYPE "public"."enum_pages_blocks_video_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_video_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_pages_blocks_video_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_pages_blocks_video_settings_animation_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_pages_blocks_video_settings_animation_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_pages_blocks_video_settings_animation_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_pages_blocks_video_settings_animation_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_pages_blocks_video_settings_animation_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_pages_blocks_video_settings_animation_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_pages_blocks_video_settings_animation_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_pages_blocks_code_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum_pages_blocks_code_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_code_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_pages_blocks_code_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_pages_blocks_code_settings_animation_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_pages_blocks_code_settings_animation_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_pages_blocks_code_settings_animation_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_pages_blocks_code_settings_animation_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_pages_blocks_code_settings_animation_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_pages_blocks_code_settings_animation_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_pages_blocks_code_settings_animation_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_pages_blocks_testimonial_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum_pages_blocks_testimonial_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_testimonial_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_pages_blocks_testimonial_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_pages_blocks_testimonial_settings_animation_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_pages_blocks_testimonial_settings_animation_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_pages_blocks_testimonial_settings_animation_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_pages_blocks_testimonial_setting_6pyfkj_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_pages_blocks_testimonial_settings_animation_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_pages_blocks_testimonial_settings_animation_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_pages_blocks_testimonial_settings_cnsg5d_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_pages_blocks_slider_slides_button_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum_pages_blocks_slider_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum_pages_blocks_slider_controls" AS ENUM('bullets', 'thumbnails', 'none');
  CREATE TYPE "public"."enum_pages_blocks_slider_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_slider_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_pages_blocks_slider_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_pages_blocks_slider_settings_animation_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_pages_blocks_slider_settings_animation_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_pages_blocks_slider_settings_animation_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_pages_blocks_slider_settings_animation_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_pages_blocks_slider_settings_animation_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_pages_blocks_slider_settings_animation_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_pages_blocks_slider_settings_animation_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_pages_blocks_post_slider_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum_pages_blocks_post_slider_controls" AS ENUM('bullets', 'thumbnails', 'none');
  CREATE TYPE "public"."enum_pages_blocks_post_slider_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_post_slider_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_pages_blocks_post_slider_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_pages_blocks_post_slider_settings_animation_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_pages_blocks_post_slider_settings_animation_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_pages_blocks_post_slider_settings_animation_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_pages_blocks_post_slider_settin_12q5hhg_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_pages_blocks_post_slider_settings_animation_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_pages_blocks_post_slider_settings_animation_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_pages_blocks_post_slider_settings_24v8e8_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_pages_blocks_video_slider_videos_source" AS ENUM('file', 'url');
  CREATE TYPE "public"."enum_pages_blocks_video_slider_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum_pages_blocks_video_slider_controls" AS ENUM('bullets', 'thumbnails', 'none');
  CREATE TYPE "public"."enum_pages_blocks_video_slider_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_video_slider_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_pages_blocks_video_slider_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_pages_blocks_video_slider_settings_animation_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_pages_blocks_video_slider_settings_animation_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_pages_blocks_video_slider_settings_animation_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_pages_blocks_video_slider_settin_obgp6f_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_pages_blocks_video_slider_settings_animation_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_pages_blocks_video_slider_settings_animation_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_pages_blocks_video_slider_settin_1rtqnd1_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_pages_blocks_simple_carousel_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum_pages_blocks_simple_carousel_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_simple_carousel_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_pages_blocks_simple_carousel_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_pages_blocks_simple_carousel_settings_animation_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_pages_blocks_simple_carousel_setting_136od48_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_pages_blocks_simple_carousel_setting_e0h562_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_pages_blocks_simple_carousel_se_108vnul_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_pages_blocks_simple_carousel_settings__q7vwtg_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_pages_blocks_simple_carousel_setting_1r6ftzq_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_pages_blocks_simple_carousel_sett_x0hmd7_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_pages_blocks_post_carousel_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum_pages_blocks_post_carousel_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_post_carousel_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_pages_blocks_post_carousel_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_pages_blocks_post_carousel_settings_animation_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_pages_blocks_post_carousel_settings_animation_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_pages_blocks_post_carousel_settings__de6fz2_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_pages_blocks_post_carousel_sett_1xo3ju1_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_pages_blocks_post_carousel_settings_animation_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_pages_blocks_post_carousel_settings_animation_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_pages_blocks_post_carousel_settin_gfkmmv_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_fw_portfolio_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum_fw_portfolio_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_fw_portfolio_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_fw_portfolio_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_fw_portfolio_settings_animation_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_fw_portfolio_settings_animation_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_fw_portfolio_settings_animation_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_fw_portfolio_settings_animation_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_fw_portfolio_settings_animation_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_fw_portfolio_settings_animation_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_fw_portfolio_settings_animation_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_pages_blocks_gallery_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum_pages_blocks_gallery_layout" AS ENUM('grid', 'slider');
  CREATE TYPE "public"."enum_pages_blocks_gallery_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_gallery_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_pages_blocks_gallery_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_pages_blocks_gallery_settings_animation_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_pages_blocks_gallery_settings_animation_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_pages_blocks_gallery_settings_animation_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_pages_blocks_gallery_settings_animation_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_pages_blocks_gallery_settings_animation_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_pages_blocks_gallery_settings_animation_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_pages_blocks_gallery_settings_animation_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_pages_blocks_shop_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum_pages_blocks_shop_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_shop_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_pages_blocks_shop_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_pages_blocks_shop_settings_animation_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_pages_blocks_shop_settings_animation_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_pages_blocks_shop_settings_animation_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_pages_blocks_shop_settings_animation_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_pages_blocks_shop_settings_animation_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_pages_blocks_shop_settings_animation_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_pages_blocks_shop_settings_animation_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_pages_blocks_network_widget_modules" AS ENUM('innetwork', 'newhires', 'jobchanges');
  CREATE TYPE "public"."enum_pages_blocks_network_widget_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum_pages_blocks_network_widget_tag" AS ENUM('Alumni', 'CompanyInsider', 'CompanyProfile', 'CsapBeacon', 'Followmember', 'FullMemberProfile', 'jymbii', 'MemberData', 'MemberProfile', 'RecommendProduct', 'Share');
  CREATE TYPE "public"."enum_pages_blocks_network_widget_profile_format" AS ENUM('hover', 'click', 'inline');
  CREATE TYPE "public"."enum_pages_blocks_network_widget_follow_format" AS ENUM('text', 'icon');
  CREATE TYPE "public"."enum_pages_blocks_network_widget_size" AS ENUM('20', '25', '33', '48');
  CREATE TYPE "public"."enum_pages_blocks_network_widget_counter" AS ENUM('none', 'right', 'top');
  CREATE TYPE "public"."enum_pages_blocks_network_widget_theme" AS ENUM('basic', 'flat');
  CREATE TYPE "public"."enum_pages_blocks_network_widget_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_network_widget_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_pages_blocks_network_widget_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_pages_blocks_network_widget_settings_animation_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_pages_blocks_network_widget_settings_1v57oac_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_pages_blocks_network_widget_setting_1v2fmny_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_pages_blocks_network_widget_set_1m4ic95_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_pages_blocks_network_widget_settings_animation_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_pages_blocks_network_widget_settings_11kyedm_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_pages_blocks_network_widget_sett_1eknkaf_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_pages_blocks_row_columns_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum_pages_blocks_row_columns_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_row_columns_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_pages_blocks_row_columns_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_pages_blocks_row_columns_settings_animation_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_pages_blocks_row_columns_settings_animation_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_pages_blocks_row_columns_settings_animation_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_pages_blocks_row_columns_settin_1c1yq5y_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_pages_blocks_row_columns_settings_animation_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_pages_blocks_row_columns_settings_animation_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_pages_blocks_row_columns_settings_n3o7rm_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_pages_blocks_row_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum_pages_blocks_row_structure" AS ENUM('1_1', '1_2,1_2', '1_3,1_3,1_3', '1_4,1_4,1_4,1_4', '1_5,1_5,1_5,1_5,1_5', '1_6,1_6,1_6,1_6,1_6,1_6', '2_3,1_3', '1_3,2_3', '3_4,1_4', '1_4,3_4', '1_4,1_2,1_4', '1_2,1_4,1_4', '1_4,1_4,1_2', '3_5,2_5', '2_5,3_5', '3_8,5_8', '5_8,3_8');
  CREATE TYPE "public"."enum_pages_blocks_row_vertical_align" AS ENUM('start', 'center', 'stretch');
  CREATE TYPE "public"."enum_pages_blocks_row_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_row_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_pages_blocks_row_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_pages_blocks_row_settings_animation_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_pages_blocks_row_settings_animation_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_pages_blocks_row_settings_animation_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_pages_blocks_row_settings_animation_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_pages_blocks_row_settings_animation_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_pages_blocks_row_settings_animation_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_pages_blocks_row_settings_animation_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_pages_blocks_section_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum_pages_blocks_section_background_type" AS ENUM('none', 'color', 'gradient', 'image', 'video');
  CREATE TYPE "public"."enum_pages_blocks_section_text_tone" AS ENUM('dark', 'light');
  CREATE TYPE "public"."enum_pages_blocks_section_width" AS ENUM('boxed', 'fullwidth');
  CREATE TYPE "public"."enum_pages_blocks_section_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_section_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_pages_blocks_section_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_pages_blocks_section_settings_animation_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_pages_blocks_section_settings_animation_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_pages_blocks_section_settings_animation_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_pages_blocks_section_settings_animation_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_pages_blocks_section_settings_animation_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_pages_blocks_section_settings_animation_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_pages_blocks_section_settings_animation_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pages_v_blocks_text_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum__pages_v_blocks_text_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__pages_v_blocks_text_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__pages_v_blocks_text_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__pages_v_blocks_text_settings_animation_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__pages_v_blocks_text_settings_animation_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__pages_v_blocks_text_settings_animation_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__pages_v_blocks_text_settings_animation_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__pages_v_blocks_text_settings_animation_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__pages_v_blocks_text_settings_animation_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__pages_v_blocks_text_settings_animation_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__pages_v_blocks_heading_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum__pages_v_blocks_heading_level" AS ENUM('h1', 'h2', 'h3', 'h4', 'h5', 'h6');
  CREATE TYPE "public"."enum__pages_v_blocks_heading_align" AS ENUM('left', 'center', 'right');
  CREATE TYPE "public"."enum__pages_v_blocks_heading_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__pages_v_blocks_heading_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__pages_v_blocks_heading_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__pages_v_blocks_heading_settings_animation_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__pages_v_blocks_heading_settings_animation_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__pages_v_blocks_heading_settings_animation_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__pages_v_blocks_heading_settings_qxenro_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__pages_v_blocks_heading_settings_animation_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__pages_v_blocks_heading_settings_animation_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__pages_v_blocks_heading_settings__6ufte8_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__pages_v_blocks_image_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum__pages_v_blocks_image_align" AS ENUM('left', 'center', 'right');
  CREATE TYPE "public"."enum__pages_v_blocks_image_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__pages_v_blocks_image_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__pages_v_blocks_image_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__pages_v_blocks_image_settings_animation_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__pages_v_blocks_image_settings_animation_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__pages_v_blocks_image_settings_animation_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__pages_v_blocks_image_settings_animation_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__pages_v_blocks_image_settings_animation_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__pages_v_blocks_image_settings_animation_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__pages_v_blocks_image_settings_animation_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__pages_v_blocks_button_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum__pages_v_blocks_button_link_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum__pages_v_blocks_button_style" AS ENUM('primary', 'secondary', 'outline');
  CREATE TYPE "public"."enum__pages_v_blocks_button_align" AS ENUM('left', 'center', 'right');
  CREATE TYPE "public"."enum__pages_v_blocks_button_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__pages_v_blocks_button_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__pages_v_blocks_button_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__pages_v_blocks_button_settings_animation_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__pages_v_blocks_button_settings_animation_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__pages_v_blocks_button_settings_animation_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__pages_v_blocks_button_settings_1g8e89s_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__pages_v_blocks_button_settings_animation_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__pages_v_blocks_button_settings_animation_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__pages_v_blocks_button_settings_animation_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__pages_v_blocks_call_to_action_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum__pages_v_blocks_call_to_action_button_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum__pages_v_blocks_call_to_action_button_style" AS ENUM('primary', 'secondary', 'outline');
  CREATE TYPE "public"."enum__pages_v_blocks_call_to_action_tone" AS ENUM('accent', 'light', 'dark');
  CREATE TYPE "public"."enum__pages_v_blocks_call_to_action_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__pages_v_blocks_call_to_action_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__pages_v_blocks_call_to_action_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__pages_v_blocks_call_to_action_setting_1swi48o_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__pages_v_blocks_call_to_action_setti_1vkot7w_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__pages_v_blocks_call_to_action_setti_pfhl9i_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__pages_v_blocks_call_to_action__1jsa3wx_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__pages_v_blocks_call_to_action_settin_1kzfvyw_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__pages_v_blocks_call_to_action_settin_5cqpxe_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__pages_v_blocks_call_to_action_s_1wgm6vj_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__pages_v_blocks_blurb_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum__pages_v_blocks_blurb_media_type" AS ENUM('icon', 'image', 'none');
  CREATE TYPE "public"."enum__pages_v_blocks_blurb_icon" AS ENUM('wrench', 'gear', 'shield', 'clock', 'chart', 'leaf', 'phone', 'check');
  CREATE TYPE "public"."enum__pages_v_blocks_blurb_layout" AS ENUM('top', 'left');
  CREATE TYPE "public"."enum__pages_v_blocks_blurb_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__pages_v_blocks_blurb_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__pages_v_blocks_blurb_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__pages_v_blocks_blurb_settings_animation_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__pages_v_blocks_blurb_settings_animation_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__pages_v_blocks_blurb_settings_animation_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__pages_v_blocks_blurb_settings_animation_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__pages_v_blocks_blurb_settings_animation_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__pages_v_blocks_blurb_settings_animation_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__pages_v_blocks_blurb_settings_animation_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__pages_v_blocks_divider_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum__pages_v_blocks_divider_line_style" AS ENUM('solid', 'dashed', 'dotted');
  CREATE TYPE "public"."enum__pages_v_blocks_divider_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__pages_v_blocks_divider_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__pages_v_blocks_divider_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__pages_v_blocks_divider_settings_animation_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__pages_v_blocks_divider_settings_animation_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__pages_v_blocks_divider_settings_animation_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__pages_v_blocks_divider_setting_1ggohat_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__pages_v_blocks_divider_settings_animation_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__pages_v_blocks_divider_settings_animation_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__pages_v_blocks_divider_settings__jqlodf_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__pages_v_blocks_video_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum__pages_v_blocks_video_source" AS ENUM('file', 'url');
  CREATE TYPE "public"."enum__pages_v_blocks_video_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__pages_v_blocks_video_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__pages_v_blocks_video_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__pages_v_blocks_video_settings_animation_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__pages_v_blocks_video_settings_animation_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__pages_v_blocks_video_settings_animation_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__pages_v_blocks_video_settings_animation_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__pages_v_blocks_video_settings_animation_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__pages_v_blocks_video_settings_animation_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__pages_v_blocks_video_settings_animation_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__pages_v_blocks_code_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum__pages_v_blocks_code_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__pages_v_blocks_code_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__pages_v_blocks_code_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__pages_v_blocks_code_settings_animation_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__pages_v_blocks_code_settings_animation_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__pages_v_blocks_code_settings_animation_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__pages_v_blocks_code_settings_animation_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__pages_v_blocks_code_settings_animation_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__pages_v_blocks_code_settings_animation_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__pages_v_blocks_code_settings_animation_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__pages_v_blocks_testimonial_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum__pages_v_blocks_testimonial_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__pages_v_blocks_testimonial_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__pages_v_blocks_testimonial_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__pages_v_blocks_testimonial_settings_animation_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__pages_v_blocks_testimonial_settings__ongnki_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__pages_v_blocks_testimonial_settings_cykzu8_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__pages_v_blocks_testimonial_set_19jt0v3_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__pages_v_blocks_testimonial_settings_animation_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__pages_v_blocks_testimonial_settings_1b8gpfg_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__pages_v_blocks_testimonial_setti_47vcl9_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__pages_v_blocks_slider_slides_button_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum__pages_v_blocks_slider_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum__pages_v_blocks_slider_controls" AS ENUM('bullets', 'thumbnails', 'none');
  CREATE TYPE "public"."enum__pages_v_blocks_slider_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__pages_v_blocks_slider_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__pages_v_blocks_slider_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__pages_v_blocks_slider_settings_animation_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__pages_v_blocks_slider_settings_animation_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__pages_v_blocks_slider_settings_animation_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__pages_v_blocks_slider_settings_a_pq7bv_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__pages_v_blocks_slider_settings_animation_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__pages_v_blocks_slider_settings_animation_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__pages_v_blocks_slider_settings_animation_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__pages_v_blocks_post_slider_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum__pages_v_blocks_post_slider_controls" AS ENUM('bullets', 'thumbnails', 'none');
  CREATE TYPE "public"."enum__pages_v_blocks_post_slider_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__pages_v_blocks_post_slider_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__pages_v_blocks_post_slider_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__pages_v_blocks_post_slider_settings_animation_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__pages_v_blocks_post_slider_settings__p7gkbr_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__pages_v_blocks_post_slider_setting_16b1vzn_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__pages_v_blocks_post_slider_set_171xkh4_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__pages_v_blocks_post_slider_settings_animation_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__pages_v_blocks_post_slider_settings__ioxstd_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__pages_v_blocks_post_slider_sett_1h3vgis_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__pages_v_blocks_video_slider_videos_source" AS ENUM('file', 'url');
  CREATE TYPE "public"."enum__pages_v_blocks_video_slider_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum__pages_v_blocks_video_slider_controls" AS ENUM('bullets', 'thumbnails', 'none');
  CREATE TYPE "public"."enum__pages_v_blocks_video_slider_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__pages_v_blocks_video_slider_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__pages_v_blocks_video_slider_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__pages_v_blocks_video_slider_settings_animation_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__pages_v_blocks_video_slider_setting_13fyuhy_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__pages_v_blocks_video_slider_settin_12gxrwc_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__pages_v_blocks_video_slider_se_18xn1mb_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__pages_v_blocks_video_slider_settings_16ehfwi_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__pages_v_blocks_video_slider_settings_xux2nc_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__pages_v_blocks_video_slider_sett_vwifoh_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__pages_v_blocks_simple_carousel_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum__pages_v_blocks_simple_carousel_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__pages_v_blocks_simple_carousel_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__pages_v_blocks_simple_carousel_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__pages_v_blocks_simple_carousel_settin_1mx1bjc_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__pages_v_blocks_simple_carousel_setti_68ilj0_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__pages_v_blocks_simple_carousel_set_19mqeja_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__pages_v_blocks_simple_carousel_1yhyrlt_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__pages_v_blocks_simple_carousel_setti_1vsnt7s_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__pages_v_blocks_simple_carousel_setti_a31uya_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__pages_v_blocks_simple_carousel__1jmi9a7_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__pages_v_blocks_post_carousel_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum__pages_v_blocks_post_carousel_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__pages_v_blocks_post_carousel_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__pages_v_blocks_post_carousel_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__pages_v_blocks_post_carousel_settings__b0mgoc_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__pages_v_blocks_post_carousel_settin_1oia5rk_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__pages_v_blocks_post_carousel_settin_oodneq_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__pages_v_blocks_post_carousel_s_1gn6qz9_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__pages_v_blocks_post_carousel_setting_11y2vi4_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__pages_v_blocks_post_carousel_setting_fllsta_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__pages_v_blocks_post_carousel_set_32zwv7_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__fw_portfolio_v_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum__fw_portfolio_v_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__fw_portfolio_v_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__fw_portfolio_v_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__fw_portfolio_v_settings_animation_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__fw_portfolio_v_settings_animation_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__fw_portfolio_v_settings_animation_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__fw_portfolio_v_settings_animation_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__fw_portfolio_v_settings_animation_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__fw_portfolio_v_settings_animation_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__fw_portfolio_v_settings_animation_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__pages_v_blocks_gallery_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum__pages_v_blocks_gallery_layout" AS ENUM('grid', 'slider');
  CREATE TYPE "public"."enum__pages_v_blocks_gallery_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__pages_v_blocks_gallery_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__pages_v_blocks_gallery_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__pages_v_blocks_gallery_settings_animation_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__pages_v_blocks_gallery_settings_animation_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__pages_v_blocks_gallery_settings_animation_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__pages_v_blocks_gallery_settings_61on30_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__pages_v_blocks_gallery_settings_animation_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__pages_v_blocks_gallery_settings_animation_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__pages_v_blocks_gallery_settings__rk1too_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__pages_v_blocks_shop_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum__pages_v_blocks_shop_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__pages_v_blocks_shop_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__pages_v_blocks_shop_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__pages_v_blocks_shop_settings_animation_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__pages_v_blocks_shop_settings_animation_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__pages_v_blocks_shop_settings_animation_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__pages_v_blocks_shop_settings_animation_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__pages_v_blocks_shop_settings_animation_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__pages_v_blocks_shop_settings_animation_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__pages_v_blocks_shop_settings_animation_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__pages_v_blocks_network_widget_modules" AS ENUM('innetwork', 'newhires', 'jobchanges');
  CREATE TYPE "public"."enum__pages_v_blocks_network_widget_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum__pages_v_blocks_network_widget_tag" AS ENUM('Alumni', 'CompanyInsider', 'CompanyProfile', 'CsapBeacon', 'Followmember', 'FullMemberProfile', 'jymbii', 'MemberData', 'MemberProfile', 'RecommendProduct', 'Share');
  CREATE TYPE "public"."enum__pages_v_blocks_network_widget_profile_format" AS ENUM('hover', 'click', 'inline');
  CREATE TYPE "public"."enum__pages_v_blocks_network_widget_follow_format" AS ENUM('text', 'icon');
  CREATE TYPE "public"."enum__pages_v_blocks_network_widget_size" AS ENUM('20', '25', '33', '48');
  CREATE TYPE "public"."enum__pages_v_blocks_network_widget_counter" AS ENUM('none', 'right', 'top');
  CREATE TYPE "public"."enum__pages_v_blocks_network_widget_theme" AS ENUM('basic', 'flat');
  CREATE TYPE "public"."enum__pages_v_blocks_network_widget_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__pages_v_blocks_network_widget_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__pages_v_blocks_network_widget_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__pages_v_blocks_network_widget_settings_cq9tqs_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__pages_v_blocks_network_widget_settin_p0qt94_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__pages_v_blocks_network_widget_setti_sw5ddm_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__pages_v_blocks_network_widget__15ept1p_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__pages_v_blocks_network_widget_setting_41m9w4_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__pages_v_blocks_network_widget_settin_1yvrom_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__pages_v_blocks_network_widget_s_17c25sb_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__pages_v_blocks_row_columns_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum__pages_v_blocks_row_columns_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__pages_v_blocks_row_columns_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__pages_v_blocks_row_columns_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__pages_v_blocks_row_columns_settings_animation_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__pages_v_blocks_row_columns_settings_1xib4e1_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__pages_v_blocks_row_columns_settings_8wbl8h_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__pages_v_blocks_row_columns_set_1dpydxm_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__pages_v_blocks_row_columns_settings_animation_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__pages_v_blocks_row_columns_settings_1ptfiwv_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__pages_v_blocks_row_columns_sett_1guyjsm_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__pages_v_blocks_row_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum__pages_v_blocks_row_structure" AS ENUM('1_1', '1_2,1_2', '1_3,1_3,1_3', '1_4,1_4,1_4,1_4', '1_5,1_5,1_5,1_5,1_5', '1_6,1_6,1_6,1_6,1_6,1_6', '2_3,1_3', '1_3,2_3', '3_4,1_4', '1_4,3_4', '1_4,1_2,1_4', '1_2,1_4,1_4', '1_4,1_4,1_2', '3_5,2_5', '2_5,3_5', '3_8,5_8', '5_8,3_8');
  CREATE TYPE "public"."enum__pages_v_blocks_row_vertical_align" AS ENUM('start', 'center', 'stretch');
  CREATE TYPE "public"."enum__pages_v_blocks_row_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__pages_v_blocks_row_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__pages_v_blocks_row_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__pages_v_blocks_row_settings_animation_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__pages_v_blocks_row_settings_animation_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__pages_v_blocks_row_settings_animation_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__pages_v_blocks_row_settings_animation_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__pages_v_blocks_row_settings_animation_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__pages_v_blocks_row_settings_animation_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__pages_v_blocks_row_settings_animation_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__pages_v_blocks_section_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum__pages_v_blocks_section_background_type" AS ENUM('none', 'color', 'gradient', 'image', 'video');
  CREATE TYPE "public"."enum__pages_v_blocks_section_text_tone" AS ENUM('dark', 'light');
  CREATE TYPE "public"."enum__pages_v_blocks_section_width" AS ENUM('boxed', 'fullwidth');
  CREATE TYPE "public"."enum__pages_v_blocks_section_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__pages_v_blocks_section_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__pages_v_blocks_section_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__pages_v_blocks_section_settings_animation_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__pages_v_blocks_section_settings_animation_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__pages_v_blocks_section_settings_animation_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__pages_v_blocks_section_settings__hwqdz_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__pages_v_blocks_section_settings_animation_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__pages_v_blocks_section_settings_animation_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__pages_v_blocks_section_settings_10cmq1x_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pages_v_published_locale" AS ENUM('sv', 'en');
  CREATE TYPE "public"."enum_posts_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__posts_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__posts_v_published_locale" AS ENUM('sv', 'en');
  CREATE TYPE "public"."enum_projects_blocks_text_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum_projects_blocks_text_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_projects_blocks_text_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_projects_blocks_text_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_projects_blocks_text_settings_animation_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_projects_blocks_text_settings_animation_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_projects_blocks_text_settings_animation_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_projects_blocks_text_settings_animation_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_projects_blocks_text_settings_animation_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_projects_blocks_text_settings_animation_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_projects_blocks_text_settings_animation_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_projects_blocks_heading_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum_projects_blocks_heading_level" AS ENUM('h1', 'h2', 'h3', 'h4', 'h5', 'h6');
  CREATE TYPE "public"."enum_projects_blocks_heading_align" AS ENUM('left', 'center', 'right');
  CREATE TYPE "public"."enum_projects_blocks_heading_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_projects_blocks_heading_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_projects_blocks_heading_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_projects_blocks_heading_settings_animation_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_projects_blocks_heading_settings_animation_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_projects_blocks_heading_settings_animation_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_projects_blocks_heading_settings_ytu348_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_projects_blocks_heading_settings_animation_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_projects_blocks_heading_settings_animation_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_projects_blocks_heading_settings_1hlun9g_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_projects_blocks_image_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum_projects_blocks_image_align" AS ENUM('left', 'center', 'right');
  CREATE TYPE "public"."enum_projects_blocks_image_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_projects_blocks_image_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_projects_blocks_image_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_projects_blocks_image_settings_animation_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_projects_blocks_image_settings_animation_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_projects_blocks_image_settings_animation_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_projects_blocks_image_settings_animation_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_projects_blocks_image_settings_animation_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_projects_blocks_image_settings_animation_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_projects_blocks_image_settings_animation_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_projects_blocks_button_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum_projects_blocks_button_link_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum_projects_blocks_button_style" AS ENUM('primary', 'secondary', 'outline');
  CREATE TYPE "public"."enum_projects_blocks_button_align" AS ENUM('left', 'center', 'right');
  CREATE TYPE "public"."enum_projects_blocks_button_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_projects_blocks_button_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_projects_blocks_button_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_projects_blocks_button_settings_animation_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_projects_blocks_button_settings_animation_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_projects_blocks_button_settings_animation_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_projects_blocks_button_settings_11lowk4_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_projects_blocks_button_settings_animation_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_projects_blocks_button_settings_animation_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_projects_blocks_button_settings_animation_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_projects_blocks_call_to_action_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum_projects_blocks_call_to_action_button_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum_projects_blocks_call_to_action_button_style" AS ENUM('primary', 'secondary', 'outline');
  CREATE TYPE "public"."enum_projects_blocks_call_to_action_tone" AS ENUM('accent', 'light', 'dark');
  CREATE TYPE "public"."enum_projects_blocks_call_to_action_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_projects_blocks_call_to_action_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_projects_blocks_call_to_action_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_projects_blocks_call_to_action_settings_h2n8uk_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_projects_blocks_call_to_action_settin_jj02xc_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_projects_blocks_call_to_action_setti_u9man6_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_projects_blocks_call_to_action_s_ll6xkl_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_projects_blocks_call_to_action_settin_1f7zxcs_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_projects_blocks_call_to_action_setti_1mkxc8u_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_projects_blocks_call_to_action_se_nkpr7n_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_projects_blocks_blurb_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum_projects_blocks_blurb_media_type" AS ENUM('icon', 'image', 'none');
  CREATE TYPE "public"."enum_projects_blocks_blurb_icon" AS ENUM('wrench', 'gear', 'shield', 'clock', 'chart', 'leaf', 'phone', 'check');
  CREATE TYPE "public"."enum_projects_blocks_blurb_layout" AS ENUM('top', 'left');
  CREATE TYPE "public"."enum_projects_blocks_blurb_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_projects_blocks_blurb_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_projects_blocks_blurb_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_projects_blocks_blurb_settings_animation_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_projects_blocks_blurb_settings_animation_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_projects_blocks_blurb_settings_animation_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_projects_blocks_blurb_settings_animation_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_projects_blocks_blurb_settings_animation_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_projects_blocks_blurb_settings_animation_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_projects_blocks_blurb_settings_animation_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_projects_blocks_divider_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum_projects_blocks_divider_line_style" AS ENUM('solid', 'dashed', 'dotted');
  CREATE TYPE "public"."enum_projects_blocks_divider_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_projects_blocks_divider_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_projects_blocks_divider_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_projects_blocks_divider_settings_animation_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_projects_blocks_divider_settings_animation_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_projects_blocks_divider_settings_animation_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_projects_blocks_divider_settings_v5yyqh_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_projects_blocks_divider_settings_animation_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_projects_blocks_divider_settings_animation_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_projects_blocks_divider_settings__2mox3b_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_projects_blocks_video_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum_projects_blocks_video_source" AS ENUM('file', 'url');
  CREATE TYPE "public"."enum_projects_blocks_video_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_projects_blocks_video_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_projects_blocks_video_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_projects_blocks_video_settings_animation_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_projects_blocks_video_settings_animation_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_projects_blocks_video_settings_animation_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_projects_blocks_video_settings_animation_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_projects_blocks_video_settings_animation_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_projects_blocks_video_settings_animation_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_projects_blocks_video_settings_animation_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_projects_blocks_code_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum_projects_blocks_code_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_projects_blocks_code_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_projects_blocks_code_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_projects_blocks_code_settings_animation_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_projects_blocks_code_settings_animation_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_projects_blocks_code_settings_animation_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_projects_blocks_code_settings_animation_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_projects_blocks_code_settings_animation_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_projects_blocks_code_settings_animation_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_projects_blocks_code_settings_animation_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_projects_blocks_testimonial_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum_projects_blocks_testimonial_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_projects_blocks_testimonial_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_projects_blocks_testimonial_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_projects_blocks_testimonial_settings_animation_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_projects_blocks_testimonial_settings_19sthni_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_projects_blocks_testimonial_settings_g76ah0_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_projects_blocks_testimonial_sett_68hztn_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_projects_blocks_testimonial_settings_animation_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_projects_blocks_testimonial_settings__kfzthc_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_projects_blocks_testimonial_sett_1rdjzw9_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_projects_blocks_slider_slides_button_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum_projects_blocks_slider_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum_projects_blocks_slider_controls" AS ENUM('bullets', 'thumbnails', 'none');
  CREATE TYPE "public"."enum_projects_blocks_slider_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_projects_blocks_slider_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_projects_blocks_slider_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_projects_blocks_slider_settings_animation_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_projects_blocks_slider_settings_animation_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_projects_blocks_slider_settings_animation_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_projects_blocks_slider_settings_11z96e7_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_projects_blocks_slider_settings_animation_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_projects_blocks_slider_settings_animation_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_projects_blocks_slider_settings_animation_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_projects_blocks_post_slider_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum_projects_blocks_post_slider_controls" AS ENUM('bullets', 'thumbnails', 'none');
  CREATE TYPE "public"."enum_projects_blocks_post_slider_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_projects_blocks_post_slider_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_projects_blocks_post_slider_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_projects_blocks_post_slider_settings_animation_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_projects_blocks_post_slider_settings_10n4fkb_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_projects_blocks_post_slider_settings_ty31fj_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_projects_blocks_post_slider_set_1v578i4_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_projects_blocks_post_slider_settings_animation_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_projects_blocks_post_slider_settings_1n4ac7x_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_projects_blocks_post_slider_setti_i3htdk_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_projects_blocks_video_slider_videos_source" AS ENUM('file', 'url');
  CREATE TYPE "public"."enum_projects_blocks_video_slider_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum_projects_blocks_video_slider_controls" AS ENUM('bullets', 'thumbnails', 'none');
  CREATE TYPE "public"."enum_projects_blocks_video_slider_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_projects_blocks_video_slider_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_projects_blocks_video_slider_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_projects_blocks_video_slider_settings_animation_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_projects_blocks_video_slider_settings_27frua_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_projects_blocks_video_slider_setting_it739s_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_projects_blocks_video_slider_set_srk08v_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_projects_blocks_video_slider_settings_16m0t1q_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_projects_blocks_video_slider_setting_17q9h5o_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_projects_blocks_video_slider_set_1ka1nkt_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_projects_blocks_simple_carousel_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum_projects_blocks_simple_carousel_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_projects_blocks_simple_carousel_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_projects_blocks_simple_carousel_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_projects_blocks_simple_carousel_setting_tonqvw_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_projects_blocks_simple_carousel_sett_1dxhjr4_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_projects_blocks_simple_carousel_set_1t156uq_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_projects_blocks_simple_carousel__i5eb0l_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_projects_blocks_simple_carousel_settin_l442bw_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_projects_blocks_simple_carousel_sett_1dyy91q_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_projects_blocks_simple_carousel_s_zv8zkj_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_projects_blocks_post_carousel_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum_projects_blocks_post_carousel_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_projects_blocks_post_carousel_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_projects_blocks_post_carousel_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_projects_blocks_post_carousel_settings_1nhd188_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_projects_blocks_post_carousel_setting_14a164_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_projects_blocks_post_carousel_setti_1lw2b1i_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_projects_blocks_post_carousel_s_13iste9_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_projects_blocks_post_carousel_setting_12xgu8o_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_projects_blocks_post_carousel_setting_9xfzuq_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_projects_blocks_post_carousel_se_1jn4xqn_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_projects_blocks_gallery_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum_projects_blocks_gallery_layout" AS ENUM('grid', 'slider');
  CREATE TYPE "public"."enum_projects_blocks_gallery_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_projects_blocks_gallery_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_projects_blocks_gallery_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_projects_blocks_gallery_settings_animation_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_projects_blocks_gallery_settings_animation_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_projects_blocks_gallery_settings_animation_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_projects_blocks_gallery_settings_rcvftc_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_projects_blocks_gallery_settings_animation_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_projects_blocks_gallery_settings_animation_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_projects_blocks_gallery_settings_a_ha5cs_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_projects_blocks_shop_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum_projects_blocks_shop_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_projects_blocks_shop_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_projects_blocks_shop_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_projects_blocks_shop_settings_animation_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_projects_blocks_shop_settings_animation_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_projects_blocks_shop_settings_animation_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_projects_blocks_shop_settings_animation_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_projects_blocks_shop_settings_animation_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_projects_blocks_shop_settings_animation_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_projects_blocks_shop_settings_animation_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_projects_blocks_network_widget_modules" AS ENUM('innetwork', 'newhires', 'jobchanges');
  CREATE TYPE "public"."enum_projects_blocks_network_widget_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum_projects_blocks_network_widget_tag" AS ENUM('Alumni', 'CompanyInsider', 'CompanyProfile', 'CsapBeacon', 'Followmember', 'FullMemberProfile', 'jymbii', 'MemberData', 'MemberProfile', 'RecommendProduct', 'Share');
  CREATE TYPE "public"."enum_projects_blocks_network_widget_profile_format" AS ENUM('hover', 'click', 'inline');
  CREATE TYPE "public"."enum_projects_blocks_network_widget_follow_format" AS ENUM('text', 'icon');
  CREATE TYPE "public"."enum_projects_blocks_network_widget_size" AS ENUM('20', '25', '33', '48');
  CREATE TYPE "public"."enum_projects_blocks_network_widget_counter" AS ENUM('none', 'right', 'top');
  CREATE TYPE "public"."enum_projects_blocks_network_widget_theme" AS ENUM('basic', 'flat');
  CREATE TYPE "public"."enum_projects_blocks_network_widget_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_projects_blocks_network_widget_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_projects_blocks_network_widget_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_projects_blocks_network_widget_setting_1ewbsfs_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_projects_blocks_network_widget_setti_116pi24_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_projects_blocks_network_widget_setti_u3g1ba_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_projects_blocks_network_widget__1s7nlzl_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_projects_blocks_network_widget_settin_14j8imw_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_projects_blocks_network_widget_setti_1rxesn6_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_projects_blocks_network_widget_s_1psv4en_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_projects_blocks_row_columns_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum_projects_blocks_row_columns_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_projects_blocks_row_columns_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_projects_blocks_row_columns_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_projects_blocks_row_columns_settings_animation_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_projects_blocks_row_columns_settings_17mvenh_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_projects_blocks_row_columns_settings_1uu8tp_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_projects_blocks_row_columns_set_13szese_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_projects_blocks_row_columns_settings_animation_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_projects_blocks_row_columns_settings_19dw20b_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_projects_blocks_row_columns_sett_14b69yi_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_projects_blocks_row_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum_projects_blocks_row_structure" AS ENUM('1_1', '1_2,1_2', '1_3,1_3,1_3', '1_4,1_4,1_4,1_4', '1_5,1_5,1_5,1_5,1_5', '1_6,1_6,1_6,1_6,1_6,1_6', '2_3,1_3', '1_3,2_3', '3_4,1_4', '1_4,3_4', '1_4,1_2,1_4', '1_2,1_4,1_4', '1_4,1_4,1_2', '3_5,2_5', '2_5,3_5', '3_8,5_8', '5_8,3_8');
  CREATE TYPE "public"."enum_projects_blocks_row_vertical_align" AS ENUM('start', 'center', 'stretch');
  CREATE TYPE "public"."enum_projects_blocks_row_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_projects_blocks_row_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_projects_blocks_row_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_projects_blocks_row_settings_animation_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_projects_blocks_row_settings_animation_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_projects_blocks_row_settings_animation_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_projects_blocks_row_settings_animation_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_projects_blocks_row_settings_animation_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_projects_blocks_row_settings_animation_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_projects_blocks_row_settings_animation_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_projects_blocks_section_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum_projects_blocks_section_background_type" AS ENUM('none', 'color', 'gradient', 'image', 'video');
  CREATE TYPE "public"."enum_projects_blocks_section_text_tone" AS ENUM('dark', 'light');
  CREATE TYPE "public"."enum_projects_blocks_section_width" AS ENUM('boxed', 'fullwidth');
  CREATE TYPE "public"."enum_projects_blocks_section_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_projects_blocks_section_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_projects_blocks_section_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_projects_blocks_section_settings_animation_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_projects_blocks_section_settings_animation_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_projects_blocks_section_settings_animation_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_projects_blocks_section_settings_k14ep7_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_projects_blocks_section_settings_animation_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_projects_blocks_section_settings_animation_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_projects_blocks_section_settings_16k2dqh_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_projects_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__projects_v_blocks_text_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum__projects_v_blocks_text_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__projects_v_blocks_text_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__projects_v_blocks_text_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__projects_v_blocks_text_settings_animation_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__projects_v_blocks_text_settings_animation_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__projects_v_blocks_text_settings_animation_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__projects_v_blocks_text_setting_1bf6nb7_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__projects_v_blocks_text_settings_animation_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__projects_v_blocks_text_settings_animation_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__projects_v_blocks_text_settings__ay9ecx_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__projects_v_blocks_heading_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum__projects_v_blocks_heading_level" AS ENUM('h1', 'h2', 'h3', 'h4', 'h5', 'h6');
  CREATE TYPE "public"."enum__projects_v_blocks_heading_align" AS ENUM('left', 'center', 'right');
  CREATE TYPE "public"."enum__projects_v_blocks_heading_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__projects_v_blocks_heading_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__projects_v_blocks_heading_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__projects_v_blocks_heading_settings_animation_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__projects_v_blocks_heading_settings_animation_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__projects_v_blocks_heading_settings_13au2vd_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__projects_v_blocks_heading_sett_1y10ljm_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__projects_v_blocks_heading_settings_animation_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__projects_v_blocks_heading_settings_animation_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__projects_v_blocks_heading_setti_1gswhda_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__projects_v_blocks_image_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum__projects_v_blocks_image_align" AS ENUM('left', 'center', 'right');
  CREATE TYPE "public"."enum__projects_v_blocks_image_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__projects_v_blocks_image_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__projects_v_blocks_image_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__projects_v_blocks_image_settings_animation_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__projects_v_blocks_image_settings_animation_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__projects_v_blocks_image_settings_animation_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__projects_v_blocks_image_setting_nyyhfb_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__projects_v_blocks_image_settings_animation_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__projects_v_blocks_image_settings_animation_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__projects_v_blocks_image_setting_1kizv9h_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__projects_v_blocks_button_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum__projects_v_blocks_button_link_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum__projects_v_blocks_button_style" AS ENUM('primary', 'secondary', 'outline');
  CREATE TYPE "public"."enum__projects_v_blocks_button_align" AS ENUM('left', 'center', 'right');
  CREATE TYPE "public"."enum__projects_v_blocks_button_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__projects_v_blocks_button_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__projects_v_blocks_button_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__projects_v_blocks_button_settings_animation_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__projects_v_blocks_button_settings_animation_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__projects_v_blocks_button_settings_animation_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__projects_v_blocks_button_settin_necp0m_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__projects_v_blocks_button_settings_animation_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__projects_v_blocks_button_settings_animation_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__projects_v_blocks_button_settin_1202hz6_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__projects_v_blocks_call_to_action_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum__projects_v_blocks_call_to_action_button_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum__projects_v_blocks_call_to_action_button_style" AS ENUM('primary', 'secondary', 'outline');
  CREATE TYPE "public"."enum__projects_v_blocks_call_to_action_tone" AS ENUM('accent', 'light', 'dark');
  CREATE TYPE "public"."enum__projects_v_blocks_call_to_action_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__projects_v_blocks_call_to_action_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__projects_v_blocks_call_to_action_settings_1823kdr_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__projects_v_blocks_call_to_action_setti_g2mxwq_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__projects_v_blocks_call_to_action_se_188xxaa_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__projects_v_blocks_call_to_action_se_poaw74_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__projects_v_blocks_call_to_acti_1z0di27_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__projects_v_blocks_call_to_action_setti_ho0ta_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__projects_v_blocks_call_to_action_se_1tt2nt8_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__projects_v_blocks_call_to_actio_12kzmfh_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__projects_v_blocks_blurb_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum__projects_v_blocks_blurb_media_type" AS ENUM('icon', 'image', 'none');
  CREATE TYPE "public"."enum__projects_v_blocks_blurb_icon" AS ENUM('wrench', 'gear', 'shield', 'clock', 'chart', 'leaf', 'phone', 'check');
  CREATE TYPE "public"."enum__projects_v_blocks_blurb_layout" AS ENUM('top', 'left');
  CREATE TYPE "public"."enum__projects_v_blocks_blurb_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__projects_v_blocks_blurb_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__projects_v_blocks_blurb_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__projects_v_blocks_blurb_settings_animation_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__projects_v_blocks_blurb_settings_animation_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__projects_v_blocks_blurb_settings_animation_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__projects_v_blocks_blurb_setting_1weomb_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__projects_v_blocks_blurb_settings_animation_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__projects_v_blocks_blurb_settings_animation_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__projects_v_blocks_blurb_setting_1maxvyp_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__projects_v_blocks_divider_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum__projects_v_blocks_divider_line_style" AS ENUM('solid', 'dashed', 'dotted');
  CREATE TYPE "public"."enum__projects_v_blocks_divider_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__projects_v_blocks_divider_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__projects_v_blocks_divider_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__projects_v_blocks_divider_settings_animation_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__projects_v_blocks_divider_settings_animation_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__projects_v_blocks_divider_settings__omikfo_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__projects_v_blocks_divider_sett_18nqr4b_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__projects_v_blocks_divider_settings_animation_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__projects_v_blocks_divider_settings_animation_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__projects_v_blocks_divider_setti_1fp82cp_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__projects_v_blocks_video_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum__projects_v_blocks_video_source" AS ENUM('file', 'url');
  CREATE TYPE "public"."enum__projects_v_blocks_video_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__projects_v_blocks_video_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__projects_v_blocks_video_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__projects_v_blocks_video_settings_animation_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__projects_v_blocks_video_settings_animation_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__projects_v_blocks_video_settings_animation_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__projects_v_blocks_video_settin_1ig2h91_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__projects_v_blocks_video_settings_animation_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__projects_v_blocks_video_settings_animation_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__projects_v_blocks_video_settings_j9yg9v_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__projects_v_blocks_code_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum__projects_v_blocks_code_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__projects_v_blocks_code_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__projects_v_blocks_code_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__projects_v_blocks_code_settings_animation_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__projects_v_blocks_code_settings_animation_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__projects_v_blocks_code_settings_animation_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__projects_v_blocks_code_setting_1k9tji5_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__projects_v_blocks_code_settings_animation_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__projects_v_blocks_code_settings_animation_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__projects_v_blocks_code_settings_1ugoxdn_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__projects_v_blocks_testimonial_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum__projects_v_blocks_testimonial_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__projects_v_blocks_testimonial_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__projects_v_blocks_testimonial_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__projects_v_blocks_testimonial_setting_1kop29c_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__projects_v_blocks_testimonial_settin_c9kqpw_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__projects_v_blocks_testimonial_sett_13jkbqm_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__projects_v_blocks_testimonial__17nqb5l_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__projects_v_blocks_testimonial_setting_6dylkw_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__projects_v_blocks_testimonial_settin_ueuta2_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__projects_v_blocks_testimonial_se_an8cdj_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__projects_v_blocks_slider_slides_button_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum__projects_v_blocks_slider_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum__projects_v_blocks_slider_controls" AS ENUM('bullets', 'thumbnails', 'none');
  CREATE TYPE "public"."enum__projects_v_blocks_slider_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__projects_v_blocks_slider_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__projects_v_blocks_slider_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__projects_v_blocks_slider_settings_animation_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__projects_v_blocks_slider_settings_animation_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__projects_v_blocks_slider_settings_animation_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__projects_v_blocks_slider_setti_1u71tp1_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__projects_v_blocks_slider_settings_animation_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__projects_v_blocks_slider_settings_animation_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__projects_v_blocks_slider_settin_1k9a7qb_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__projects_v_blocks_post_slider_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum__projects_v_blocks_post_slider_controls" AS ENUM('bullets', 'thumbnails', 'none');
  CREATE TYPE "public"."enum__projects_v_blocks_post_slider_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__projects_v_blocks_post_slider_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__projects_v_blocks_post_slider_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__projects_v_blocks_post_slider_settings_1uyyr1_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__projects_v_blocks_post_slider_setti_1dybt7t_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__projects_v_blocks_post_slider_setti_xpqgpd_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__projects_v_blocks_post_slider_s_k5ksm2_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__projects_v_blocks_post_slider_settin_14yys5z_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__projects_v_blocks_post_slider_setti_1lhusr3_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__projects_v_blocks_post_slider_se_ui9jd2_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__projects_v_blocks_video_slider_videos_source" AS ENUM('file', 'url');
  CREATE TYPE "public"."enum__projects_v_blocks_video_slider_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum__projects_v_blocks_video_slider_controls" AS ENUM('bullets', 'thumbnails', 'none');
  CREATE TYPE "public"."enum__projects_v_blocks_video_slider_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__projects_v_blocks_video_slider_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__projects_v_blocks_video_slider_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__projects_v_blocks_video_slider_setting_ladu2o_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__projects_v_blocks_video_slider_sett_1m3ss50_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__projects_v_blocks_video_slider_sett_86xkqm_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__projects_v_blocks_video_slider_1vlb58p_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__projects_v_blocks_video_slider_settin_nsygfk_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__projects_v_blocks_video_slider_sett_1y23w96_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__projects_v_blocks_video_slider_s_umwnqv_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__projects_v_blocks_simple_carousel_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum__projects_v_blocks_simple_carousel_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__projects_v_blocks_simple_carousel_settings_1ufmbr1_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__projects_v_blocks_simple_carousel_setting_1ubi0fr_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__projects_v_blocks_simple_carousel_set_1r7ffwy_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__projects_v_blocks_simple_carousel_se_rhd7ai_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__projects_v_blocks_simple_carousel__1pim4bc_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__projects_v_blocks_simple_carous_jse293_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__projects_v_blocks_simple_carousel_set_qi98ie_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__projects_v_blocks_simple_carousel_se_g4yq8k_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__projects_v_blocks_simple_carous_17a4it1_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__projects_v_blocks_post_carousel_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum__projects_v_blocks_post_carousel_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__projects_v_blocks_post_carousel_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__projects_v_blocks_post_carousel_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__projects_v_blocks_post_carousel_setti_16pkw5m_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__projects_v_blocks_post_carousel_setti_u7x7m_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__projects_v_blocks_post_carousel_se_1aofxcw_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__projects_v_blocks_post_carousel_kfl8gf_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__projects_v_blocks_post_carousel_sett_1x66j7i_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__projects_v_blocks_post_carousel_sett_ueaeuk_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__projects_v_blocks_post_carousel__fxoxt9_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__projects_v_blocks_gallery_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum__projects_v_blocks_gallery_layout" AS ENUM('grid', 'slider');
  CREATE TYPE "public"."enum__projects_v_blocks_gallery_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__projects_v_blocks_gallery_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__projects_v_blocks_gallery_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__projects_v_blocks_gallery_settings_animation_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__projects_v_blocks_gallery_settings_animation_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__projects_v_blocks_gallery_settings__vx7vwx_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__projects_v_blocks_gallery_setti_m5btay_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__projects_v_blocks_gallery_settings_animation_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__projects_v_blocks_gallery_settings_animation_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__projects_v_blocks_gallery_setti_1kuz1qe_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__projects_v_blocks_shop_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum__projects_v_blocks_shop_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__projects_v_blocks_shop_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__projects_v_blocks_shop_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__projects_v_blocks_shop_settings_animation_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__projects_v_blocks_shop_settings_animation_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__projects_v_blocks_shop_settings_animation_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__projects_v_blocks_shop_settings_yzegla_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__projects_v_blocks_shop_settings_animation_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__projects_v_blocks_shop_settings_animation_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__projects_v_blocks_shop_settings__lgodai_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__projects_v_blocks_network_widget_modules" AS ENUM('innetwork', 'newhires', 'jobchanges');
  CREATE TYPE "public"."enum__projects_v_blocks_network_widget_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum__projects_v_blocks_network_widget_tag" AS ENUM('Alumni', 'CompanyInsider', 'CompanyProfile', 'CsapBeacon', 'Followmember', 'FullMemberProfile', 'jymbii', 'MemberData', 'MemberProfile', 'RecommendProduct', 'Share');
  CREATE TYPE "public"."enum__projects_v_blocks_network_widget_profile_format" AS ENUM('hover', 'click', 'inline');
  CREATE TYPE "public"."enum__projects_v_blocks_network_widget_follow_format" AS ENUM('text', 'icon');
  CREATE TYPE "public"."enum__projects_v_blocks_network_widget_size" AS ENUM('20', '25', '33', '48');
  CREATE TYPE "public"."enum__projects_v_blocks_network_widget_counter" AS ENUM('none', 'right', 'top');
  CREATE TYPE "public"."enum__projects_v_blocks_network_widget_theme" AS ENUM('basic', 'flat');
  CREATE TYPE "public"."enum__projects_v_blocks_network_widget_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__projects_v_blocks_network_widget_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__projects_v_blocks_network_widget_settings__e48j0v_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__projects_v_blocks_network_widget_setti_dqtwi2_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__projects_v_blocks_network_widget_set_f4ebc2_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__projects_v_blocks_network_widget_s_1d3vl40_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__projects_v_blocks_network_widge_mfg64v_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__projects_v_blocks_network_widget_set_198iegu_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__projects_v_blocks_network_widget_se_18ogsz0_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__projects_v_blocks_network_widget_e02nu5_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__projects_v_blocks_row_columns_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum__projects_v_blocks_row_columns_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__projects_v_blocks_row_columns_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__projects_v_blocks_row_columns_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__projects_v_blocks_row_columns_setting_1m4evbb_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__projects_v_blocks_row_columns_setti_1s2tjjb_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__projects_v_blocks_row_columns_sett_1woittf_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__projects_v_blocks_row_columns_s_ifninc_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__projects_v_blocks_row_columns_setting_tigjn9_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__projects_v_blocks_row_columns_setti_1h0vtk1_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__projects_v_blocks_row_columns_se_r2whpg_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__projects_v_blocks_row_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum__projects_v_blocks_row_structure" AS ENUM('1_1', '1_2,1_2', '1_3,1_3,1_3', '1_4,1_4,1_4,1_4', '1_5,1_5,1_5,1_5,1_5', '1_6,1_6,1_6,1_6,1_6,1_6', '2_3,1_3', '1_3,2_3', '3_4,1_4', '1_4,3_4', '1_4,1_2,1_4', '1_2,1_4,1_4', '1_4,1_4,1_2', '3_5,2_5', '2_5,3_5', '3_8,5_8', '5_8,3_8');
  CREATE TYPE "public"."enum__projects_v_blocks_row_vertical_align" AS ENUM('start', 'center', 'stretch');
  CREATE TYPE "public"."enum__projects_v_blocks_row_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__projects_v_blocks_row_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__projects_v_blocks_row_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__projects_v_blocks_row_settings_animation_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__projects_v_blocks_row_settings_animation_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__projects_v_blocks_row_settings_animation_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__projects_v_blocks_row_settings__z49qn8_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__projects_v_blocks_row_settings_animation_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__projects_v_blocks_row_settings_animation_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__projects_v_blocks_row_settings_animation_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__projects_v_blocks_section_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum__projects_v_blocks_section_background_type" AS ENUM('none', 'color', 'gradient', 'image', 'video');
  CREATE TYPE "public"."enum__projects_v_blocks_section_text_tone" AS ENUM('dark', 'light');
  CREATE TYPE "public"."enum__projects_v_blocks_section_width" AS ENUM('boxed', 'fullwidth');
  CREATE TYPE "public"."enum__projects_v_blocks_section_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__projects_v_blocks_section_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__projects_v_blocks_section_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__projects_v_blocks_section_settings_animation_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__projects_v_blocks_section_settings_animation_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__projects_v_blocks_section_settings_1iff3ea_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__projects_v_blocks_section_sett_1eou69x_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__projects_v_blocks_section_settings_animation_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__projects_v_blocks_section_settings_animation_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__projects_v_blocks_section_setti_1dce2vn_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__projects_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__projects_v_published_locale" AS ENUM('sv', 'en');
  CREATE TYPE "public"."enum_users_roles" AS ENUM('admin', 'editor');
  CREATE TYPE "public"."enum_shipping_methods_countries" AS ENUM('SE', 'NO', 'FI', 'DK');
  CREATE TYPE "public"."enum_coupons_kind" AS ENUM('percent', 'fixed');
  CREATE TYPE "public"."enum_product_reviews_status" AS ENUM('pending', 'approved', 'rejected');
  CREATE TYPE "public"."enum_outbox_kind" AS ENUM('order-confirmation', 'order-notice');
  CREATE TYPE "public"."enum_outbox_status" AS ENUM('queued', 'sent', 'failed');
  CREATE TYPE "public"."enum_addresses_country" AS ENUM('US', 'GB', 'CA', 'AU', 'AT', 'BE', 'BR', 'BG', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HK', 'HU', 'IN', 'IE', 'IT', 'JP', 'LV', 'LT', 'LU', 'MY', 'MT', 'MX', 'NL', 'NZ', 'NO', 'PL', 'PT', 'RO', 'SG', 'SK', 'SI', 'ES', 'SE', 'CH');
  CREATE TYPE "public"."enum_products_vat_rate" AS ENUM('25', '12', '6');
  CREATE TYPE "public"."enum_carts_currency" AS ENUM('SEK');
  CREATE TYPE "public"."enum_orders_status" AS ENUM('pending', 'processing', 'on-hold', 'completed', 'cancelled', 'refunded');
  CREATE TYPE "public"."enum_orders_currency" AS ENUM('SEK');
  CREATE TYPE "public"."enum_orders_payment_method" AS ENUM('faktura', 'bankoverforing', 'kort');
  CREATE TYPE "public"."enum_transactions_status" AS ENUM('pending', 'processing', 'succeeded', 'failed', 'cancelled', 'expired', 'refunded');
  CREATE TYPE "public"."enum_transactions_currency" AS ENUM('SEK');
  CREATE TYPE "public"."enum_transactions_method" AS ENUM('faktura', 'bankoverforing', 'kort');
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'schedulePublish');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'schedulePublish');
  CREATE TYPE "public"."enum_header_nav_items_children_link_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum_header_nav_items_link_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum_header_cta_link_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum_footer_columns_links_link_type" AS ENUM('reference', 'custom');
  CREATE TABLE "pages_blocks_text_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_pages_blocks_text_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum_pages_blocks_text_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum_pages_blocks_text_settings_animation_style",
  	"settings_animation_repeat" "enum_pages_blocks_text_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum_pages_blocks_text_settings_animation_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum_pages_blocks_text_settings_animation_style_tablet",
  	"settings_animation_repeat_tablet" "enum_pages_blocks_text_settings_animation_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum_pages_blocks_text_settings_animation_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum_pages_blocks_text_settings_animation_style_phone",
  	"settings_animation_repeat_phone" "enum_pages_blocks_text_settings_animation_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum_pages_blocks_text_settings_animation_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_text_locales" (
  	"content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_heading_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_pages_blocks_heading_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_heading" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"level" "enum_pages_blocks_heading_level" DEFAULT 'h2',
  	"align" "enum_pages_blocks_heading_align" DEFAULT 'left',
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum_pages_blocks_heading_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum_pages_blocks_heading_settings_animation_style",
  	"settings_animation_repeat" "enum_pages_blocks_heading_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum_pages_blocks_heading_settings_animation_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum_pages_blocks_heading_settings_animation_style_tablet",
  	"settings_animation_repeat_tablet" "enum_pages_blocks_heading_settings_animation_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum_pages_blocks_heading_settings_animation_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum_pages_blocks_heading_settings_animation_style_phone",
  	"settings_animation_repeat_phone" "enum_pages_blocks_heading_settings_animation_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum_pages_blocks_heading_settings_animation_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_heading_locales" (
  	"text" varchar,
  	"subtitle" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_image_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_pages_blocks_image_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_image" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"align" "enum_pages_blocks_image_align" DEFAULT 'center',
  	"full_width" boolean DEFAULT true,
  	"lightbox" boolean,
  	"priority" boolean,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum_pages_blocks_image_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum_pages_blocks_image_settings_animation_style",
  	"settings_animation_repeat" "enum_pages_blocks_image_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum_pages_blocks_image_settings_animation_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum_pages_blocks_image_settings_animation_style_tablet",
  	"settings_animation_repeat_tablet" "enum_pages_blocks_image_settings_animation_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum_pages_blocks_image_settings_animation_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum_pages_blocks_image_settings_animation_style_phone",
  	"settings_animation_repeat_phone" "enum_pages_blocks_image_settings_animation_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum_pages_blocks_image_settings_animation_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_image_locales" (
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_button_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_pages_blocks_button_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_button" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"link_type" "enum_pages_blocks_button_link_type" DEFAULT 'reference',
  	"link_new_tab" boolean,
  	"link_url" varchar,
  	"style" "enum_pages_blocks_button_style" DEFAULT 'primary',
  	"align" "enum_pages_blocks_button_align" DEFAULT 'left',
  	"tracking_id" varchar,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum_pages_blocks_button_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum_pages_blocks_button_settings_animation_style",
  	"settings_animation_repeat" "enum_pages_blocks_button_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum_pages_blocks_button_settings_animation_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum_pages_blocks_button_settings_animation_style_tablet",
  	"settings_animation_repeat_tablet" "enum_pages_blocks_button_settings_animation_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum_pages_blocks_button_settings_animation_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum_pages_blocks_button_settings_animation_style_phone",
  	"settings_animation_repeat_phone" "enum_pages_blocks_button_settings_animation_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum_pages_blocks_button_settings_animation_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_button_locales" (
  	"link_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_call_to_action_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_pages_blocks_call_to_action_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_call_to_action" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"button_type" "enum_pages_blocks_call_to_action_button_type" DEFAULT 'reference',
  	"button_new_tab" boolean,
  	"button_url" varchar,
  	"button_style" "enum_pages_blocks_call_to_action_button_style" DEFAULT 'primary',
  	"tone" "enum_pages_blocks_call_to_action_tone" DEFAULT 'accent',
  	"tracking_id" varchar,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum_pages_blocks_call_to_action_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum_pages_blocks_call_to_action_settings_animation_style",
  	"settings_animation_repeat" "enum_pages_blocks_call_to_action_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum_pages_blocks_call_to_action_settings_animation_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum_pages_blocks_call_to_action_settings__csykbs_style_tablet",
  	"settings_animation_repeat_tablet" "enum_pages_blocks_call_to_action_setting_113k31m_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum_pages_blocks_call_to_action_sett_fafam5_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum_pages_blocks_call_to_action_settings_animation_style_phone",
  	"settings_animation_repeat_phone" "enum_pages_blocks_call_to_action_settings_10sq17a_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum_pages_blocks_call_to_action_setti_tfpoqj_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_call_to_action_locales" (
  	"title" varchar,
  	"body" varchar,
  	"button_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_blurb_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_pages_blocks_blurb_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_blurb" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"media_type" "enum_pages_blocks_blurb_media_type" DEFAULT 'icon',
  	"icon" "enum_pages_blocks_blurb_icon" DEFAULT 'gear',
  	"image_id" integer,
  	"layout" "enum_pages_blocks_blurb_layout" DEFAULT 'top',
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum_pages_blocks_blurb_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum_pages_blocks_blurb_settings_animation_style",
  	"settings_animation_repeat" "enum_pages_blocks_blurb_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum_pages_blocks_blurb_settings_animation_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum_pages_blocks_blurb_settings_animation_style_tablet",
  	"settings_animation_repeat_tablet" "enum_pages_blocks_blurb_settings_animation_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum_pages_blocks_blurb_settings_animation_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum_pages_blocks_blurb_settings_animation_style_phone",
  	"settings_animation_repeat_phone" "enum_pages_blocks_blurb_settings_animation_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum_pages_blocks_blurb_settings_animation_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_blurb_locales" (
  	"title" varchar,
  	"body" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_divider_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_pages_blocks_divider_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_divider" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"show_line" boolean DEFAULT true,
  	"line_style" "enum_pages_blocks_divider_line_style" DEFAULT 'solid',
  	"height" numeric DEFAULT 32,
  	"color" varchar,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum_pages_blocks_divider_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum_pages_blocks_divider_settings_animation_style",
  	"settings_animation_repeat" "enum_pages_blocks_divider_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum_pages_blocks_divider_settings_animation_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum_pages_blocks_divider_settings_animation_style_tablet",
  	"settings_animation_repeat_tablet" "enum_pages_blocks_divider_settings_animation_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum_pages_blocks_divider_settings_animation_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum_pages_blocks_divider_settings_animation_style_phone",
  	"settings_animation_repeat_phone" "enum_pages_blocks_divider_settings_animation_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum_pages_blocks_divider_settings_animation_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_video_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_pages_blocks_video_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_video" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"source" "enum_pages_blocks_video_source" DEFAULT 'file',
  	"file_id" integer,
  	"url" varchar,
  	"poster_id" integer,
  	"tracking_id" varchar,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum_pages_blocks_video_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum_pages_blocks_video_settings_animation_style",
  	"settings_animation_repeat" "enum_pages_blocks_video_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum_pages_blocks_video_settings_animation_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum_pages_blocks_video_settings_animation_style_tablet",
  	"settings_animation_repeat_tablet" "enum_pages_blocks_video_settings_animation_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum_pages_blocks_video_settings_animation_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum_pages_blocks_video_settings_animation_style_phone",
  	"settings_animation_repeat_phone" "enum_pages_blocks_video_settings_animation_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum_pages_blocks_video_settings_animation_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_video_locales" (
  	"title" varchar,
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_code_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_pages_blocks_code_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_code" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"html" varchar,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum_pages_blocks_code_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum_pages_blocks_code_settings_animation_style",
  	"settings_animation_repeat" "enum_pages_blocks_code_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum_pages_blocks_code_settings_animation_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum_pages_blocks_code_settings_animation_style_tablet",
  	"settings_animation_repeat_tablet" "enum_pages_blocks_code_settings_animation_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum_pages_blocks_code_settings_animation_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum_pages_blocks_code_settings_animation_style_phone",
  	"settings_animation_repeat_phone" "enum_pages_blocks_code_settings_animation_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum_pages_blocks_code_settings_animation_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_testimonial_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_pages_blocks_testimonial_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_testimonial" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"author" varchar,
  	"company" varchar,
  	"portrait_id" integer,
  	"company_url" varchar,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum_pages_blocks_testimonial_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum_pages_blocks_testimonial_settings_animation_style",
  	"settings_animation_repeat" "enum_pages_blocks_testimonial_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum_pages_blocks_testimonial_settings_animation_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum_pages_blocks_testimonial_settings_animation_style_tablet",
  	"settings_animation_repeat_tablet" "enum_pages_blocks_testimonial_settings_animation_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum_pages_blocks_testimonial_setting_6pyfkj_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum_pages_blocks_testimonial_settings_animation_style_phone",
  	"settings_animation_repeat_phone" "enum_pages_blocks_testimonial_settings_animation_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum_pages_blocks_testimonial_settings_cnsg5d_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_testimonial_locales" (
  	"quote" varchar,
  	"job_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_slider_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"button_type" "enum_pages_blocks_slider_slides_button_type" DEFAULT 'reference',
  	"button_new_tab" boolean,
  	"button_url" varchar
  );
  
  CREATE TABLE "pages_blocks_slider_slides_locales" (
  	"heading" varchar,
  	"body" varchar,
  	"button_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_slider_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_pages_blocks_slider_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_slider" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"autoplay" boolean,
  	"autoplay_speed" numeric DEFAULT 7000,
  	"ignore_hover" boolean,
  	"show_arrows" boolean DEFAULT true,
  	"controls" "enum_pages_blocks_slider_controls" DEFAULT 'bullets',
  	"transition_speed" numeric,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum_pages_blocks_slider_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum_pages_blocks_slider_settings_animation_style",
  	"settings_animation_repeat" "enum_pages_blocks_slider_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum_pages_blocks_slider_settings_animation_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum_pages_blocks_slider_settings_animation_style_tablet",
  	"settings_animation_repeat_tablet" "enum_pages_blocks_slider_settings_animation_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum_pages_blocks_slider_settings_animation_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum_pages_blocks_slider_settings_animation_style_phone",
  	"settings_animation_repeat_phone" "enum_pages_blocks_slider_settings_animation_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum_pages_blocks_slider_settings_animation_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_slider_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_post_slider_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_pages_blocks_post_slider_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_post_slider" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"posts_number" numeric DEFAULT 5,
  	"show_date" boolean DEFAULT true,
  	"show_excerpt" boolean DEFAULT true,
  	"autoplay" boolean,
  	"autoplay_speed" numeric DEFAULT 7000,
  	"ignore_hover" boolean,
  	"show_arrows" boolean DEFAULT true,
  	"controls" "enum_pages_blocks_post_slider_controls" DEFAULT 'bullets',
  	"transition_speed" numeric,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum_pages_blocks_post_slider_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum_pages_blocks_post_slider_settings_animation_style",
  	"settings_animation_repeat" "enum_pages_blocks_post_slider_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum_pages_blocks_post_slider_settings_animation_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum_pages_blocks_post_slider_settings_animation_style_tablet",
  	"settings_animation_repeat_tablet" "enum_pages_blocks_post_slider_settings_animation_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum_pages_blocks_post_slider_settin_12q5hhg_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum_pages_blocks_post_slider_settings_animation_style_phone",
  	"settings_animation_repeat_phone" "enum_pages_blocks_post_slider_settings_animation_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum_pages_blocks_post_slider_settings_24v8e8_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_post_slider_locales" (
  	"button_text" varchar,
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_video_slider_videos" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"source" "enum_pages_blocks_video_slider_videos_source" DEFAULT 'file',
  	"file_id" integer,
  	"url" varchar,
  	"poster_id" integer
  );
  
  CREATE TABLE "pages_blocks_video_slider_videos_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_video_slider_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_pages_blocks_video_slider_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_video_slider" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"show_arrows" boolean DEFAULT true,
  	"controls" "enum_pages_blocks_video_slider_controls" DEFAULT 'bullets',
  	"transition_speed" numeric,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum_pages_blocks_video_slider_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum_pages_blocks_video_slider_settings_animation_style",
  	"settings_animation_repeat" "enum_pages_blocks_video_slider_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum_pages_blocks_video_slider_settings_animation_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum_pages_blocks_video_slider_settings_animation_style_tablet",
  	"settings_animation_repeat_tablet" "enum_pages_blocks_video_slider_settings_animation_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum_pages_blocks_video_slider_settin_obgp6f_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum_pages_blocks_video_slider_settings_animation_style_phone",
  	"settings_animation_repeat_phone" "enum_pages_blocks_video_slider_settings_animation_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum_pages_blocks_video_slider_settin_1rtqnd1_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_video_slider_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_simple_carousel_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"url" varchar
  );
  
  CREATE TABLE "pages_blocks_simple_carousel_items_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_simple_carousel_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_pages_blocks_simple_carousel_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_simple_carousel" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"show_arrows" boolean DEFAULT true,
  	"show_pagination" boolean DEFAULT true,
  	"transition_speed" numeric,
  	"autoplay" boolean,
  	"autoplay_speed" numeric,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum_pages_blocks_simple_carousel_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum_pages_blocks_simple_carousel_settings_animation_style",
  	"settings_animation_repeat" "enum_pages_blocks_simple_carousel_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum_pages_blocks_simple_carousel_settings_animation_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum_pages_blocks_simple_carousel_setting_136od48_style_tablet",
  	"settings_animation_repeat_tablet" "enum_pages_blocks_simple_carousel_setting_e0h562_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum_pages_blocks_simple_carousel_se_108vnul_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum_pages_blocks_simple_carousel_settings__q7vwtg_style_phone",
  	"settings_animation_repeat_phone" "enum_pages_blocks_simple_carousel_setting_1r6ftzq_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum_pages_blocks_simple_carousel_sett_x0hmd7_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_simple_carousel_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_post_carousel_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_pages_blocks_post_carousel_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_post_carousel" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"posts_number" numeric DEFAULT 8,
  	"show_excerpt" boolean DEFAULT true,
  	"show_arrows" boolean DEFAULT true,
  	"show_pagination" boolean DEFAULT true,
  	"transition_speed" numeric,
  	"autoplay" boolean,
  	"autoplay_speed" numeric,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum_pages_blocks_post_carousel_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum_pages_blocks_post_carousel_settings_animation_style",
  	"settings_animation_repeat" "enum_pages_blocks_post_carousel_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum_pages_blocks_post_carousel_settings_animation_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum_pages_blocks_post_carousel_settings_animation_style_tablet",
  	"settings_animation_repeat_tablet" "enum_pages_blocks_post_carousel_settings__de6fz2_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum_pages_blocks_post_carousel_sett_1xo3ju1_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum_pages_blocks_post_carousel_settings_animation_style_phone",
  	"settings_animation_repeat_phone" "enum_pages_blocks_post_carousel_settings_animation_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum_pages_blocks_post_carousel_settin_gfkmmv_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_post_carousel_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "fw_portfolio_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_fw_portfolio_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "fw_portfolio" (
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
  	"settings_link_target" "enum_fw_portfolio_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum_fw_portfolio_settings_animation_style",
  	"settings_animation_repeat" "enum_fw_portfolio_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum_fw_portfolio_settings_animation_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum_fw_portfolio_settings_animation_style_tablet",
  	"settings_animation_repeat_tablet" "enum_fw_portfolio_settings_animation_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum_fw_portfolio_settings_animation_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum_fw_portfolio_settings_animation_style_phone",
  	"settings_animation_repeat_phone" "enum_fw_portfolio_settings_animation_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum_fw_portfolio_settings_animation_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"block_name" varchar
  );
  
  CREATE TABLE "fw_portfolio_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_gallery_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_pages_blocks_gallery_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_gallery" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"layout" "enum_pages_blocks_gallery_layout" DEFAULT 'grid',
  	"items_per_page" numeric,
  	"show_captions" boolean DEFAULT true,
  	"lightbox" boolean DEFAULT true,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum_pages_blocks_gallery_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum_pages_blocks_gallery_settings_animation_style",
  	"settings_animation_repeat" "enum_pages_blocks_gallery_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum_pages_blocks_gallery_settings_animation_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum_pages_blocks_gallery_settings_animation_style_tablet",
  	"settings_animation_repeat_tablet" "enum_pages_blocks_gallery_settings_animation_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum_pages_blocks_gallery_settings_animation_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum_pages_blocks_gallery_settings_animation_style_phone",
  	"settings_animation_repeat_phone" "enum_pages_blocks_gallery_settings_animation_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum_pages_blocks_gallery_settings_animation_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_gallery_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_shop_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_pages_blocks_shop_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_shop" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"show_filter" boolean DEFAULT true,
  	"per_page" numeric DEFAULT 8,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum_pages_blocks_shop_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum_pages_blocks_shop_settings_animation_style",
  	"settings_animation_repeat" "enum_pages_blocks_shop_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum_pages_blocks_shop_settings_animation_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum_pages_blocks_shop_settings_animation_style_tablet",
  	"settings_animation_repeat_tablet" "enum_pages_blocks_shop_settings_animation_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum_pages_blocks_shop_settings_animation_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum_pages_blocks_shop_settings_animation_style_phone",
  	"settings_animation_repeat_phone" "enum_pages_blocks_shop_settings_animation_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum_pages_blocks_shop_settings_animation_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_shop_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_network_widget_modules" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_pages_blocks_network_widget_modules",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_network_widget_attributes" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"value" varchar
  );
  
  CREATE TABLE "pages_blocks_network_widget_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_pages_blocks_network_widget_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_network_widget" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"tag" "enum_pages_blocks_network_widget_tag" DEFAULT 'Share',
  	"company" varchar,
  	"member" varchar,
  	"member_token" varchar,
  	"product" varchar,
  	"url" varchar,
  	"profile_format" "enum_pages_blocks_network_widget_profile_format" DEFAULT 'hover',
  	"follow_format" "enum_pages_blocks_network_widget_follow_format" DEFAULT 'text',
  	"size" "enum_pages_blocks_network_widget_size" DEFAULT '20',
  	"width" numeric,
  	"related" boolean DEFAULT true,
  	"contract_id" varchar,
  	"activity" varchar,
  	"url_parser_key" varchar,
  	"job_code" varchar,
  	"extra" varchar,
  	"industry" varchar,
  	"job_function" varchar,
  	"country" varchar,
  	"max_jobs" numeric,
  	"embed_jobs" boolean,
  	"jobs_callback" boolean,
  	"member_ids" varchar,
  	"profile_fields" varchar,
  	"counter" "enum_pages_blocks_network_widget_counter" DEFAULT 'right',
  	"theme" "enum_pages_blocks_network_widget_theme" DEFAULT 'basic',
  	"trk" varchar,
  	"show_zero" boolean,
  	"on_success" varchar,
  	"on_error" varchar,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum_pages_blocks_network_widget_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum_pages_blocks_network_widget_settings_animation_style",
  	"settings_animation_repeat" "enum_pages_blocks_network_widget_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum_pages_blocks_network_widget_settings_animation_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum_pages_blocks_network_widget_settings_1v57oac_style_tablet",
  	"settings_animation_repeat_tablet" "enum_pages_blocks_network_widget_setting_1v2fmny_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum_pages_blocks_network_widget_set_1m4ic95_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum_pages_blocks_network_widget_settings_animation_style_phone",
  	"settings_animation_repeat_phone" "enum_pages_blocks_network_widget_settings_11kyedm_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum_pages_blocks_network_widget_sett_1eknkaf_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_network_widget_locales" (
  	"link_text" varchar,
  	"jobs_title" varchar,
  	"template" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_row_columns_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_pages_blocks_row_columns_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_row_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"background_color" varchar,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum_pages_blocks_row_columns_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum_pages_blocks_row_columns_settings_animation_style",
  	"settings_animation_repeat" "enum_pages_blocks_row_columns_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum_pages_blocks_row_columns_settings_animation_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum_pages_blocks_row_columns_settings_animation_style_tablet",
  	"settings_animation_repeat_tablet" "enum_pages_blocks_row_columns_settings_animation_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum_pages_blocks_row_columns_settin_1c1yq5y_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum_pages_blocks_row_columns_settings_animation_style_phone",
  	"settings_animation_repeat_phone" "enum_pages_blocks_row_columns_settings_animation_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum_pages_blocks_row_columns_settings_n3o7rm_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric
  );
  
  CREATE TABLE "pages_blocks_row_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_pages_blocks_row_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_row" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"structure" "enum_pages_blocks_row_structure" DEFAULT '1_1',
  	"vertical_align" "enum_pages_blocks_row_vertical_align" DEFAULT 'start',
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum_pages_blocks_row_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum_pages_blocks_row_settings_animation_style",
  	"settings_animation_repeat" "enum_pages_blocks_row_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum_pages_blocks_row_settings_animation_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum_pages_blocks_row_settings_animation_style_tablet",
  	"settings_animation_repeat_tablet" "enum_pages_blocks_row_settings_animation_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum_pages_blocks_row_settings_animation_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum_pages_blocks_row_settings_animation_style_phone",
  	"settings_animation_repeat_phone" "enum_pages_blocks_row_settings_animation_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum_pages_blocks_row_settings_animation_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_section_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_pages_blocks_section_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_section" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"background_type" "enum_pages_blocks_section_background_type" DEFAULT 'none',
  	"background_color" varchar,
  	"background_gradient_end" varchar,
  	"background_gradient_angle" numeric DEFAULT 180,
  	"background_image_id" integer,
  	"background_parallax" boolean,
  	"background_video_id" integer,
  	"background_play_outside_viewport" boolean,
  	"background_play_on_hover" boolean,
  	"background_overlay" numeric DEFAULT 50,
  	"text_tone" "enum_pages_blocks_section_text_tone" DEFAULT 'dark',
  	"width" "enum_pages_blocks_section_width" DEFAULT 'boxed',
  	"padding_desktop_top" numeric,
  	"padding_desktop_bottom" numeric,
  	"padding_tablet_top" numeric,
  	"padding_tablet_bottom" numeric,
  	"padding_phone_top" numeric,
  	"padding_phone_bottom" numeric,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum_pages_blocks_section_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum_pages_blocks_section_settings_animation_style",
  	"settings_animation_repeat" "enum_pages_blocks_section_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum_pages_blocks_section_settings_animation_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum_pages_blocks_section_settings_animation_style_tablet",
  	"settings_animation_repeat_tablet" "enum_pages_blocks_section_settings_animation_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum_pages_blocks_section_settings_animation_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum_pages_blocks_section_settings_animation_style_phone",
  	"settings_animation_repeat_phone" "enum_pages_blocks_section_settings_animation_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum_pages_blocks_section_settings_animation_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_section_locales" (
  	"admin_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"dot_navigation" boolean,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_pages_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "pages_locales" (
  	"title" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_image_id" integer,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "pages_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"pages_id" integer,
  	"posts_id" integer,
  	"projects_id" integer,
  	"categories_id" integer,
  	"project_categories_id" integer,
  	"media_id" integer,
  	"product_categories_id" integer
  );
  
  CREATE TABLE "_pages_v_blocks_text_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__pages_v_blocks_text_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum__pages_v_blocks_text_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum__pages_v_blocks_text_settings_animation_style",
  	"settings_animation_repeat" "enum__pages_v_blocks_text_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum__pages_v_blocks_text_settings_animation_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum__pages_v_blocks_text_settings_animation_style_tablet",
  	"settings_animation_repeat_tablet" "enum__pages_v_blocks_text_settings_animation_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum__pages_v_blocks_text_settings_animation_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum__pages_v_blocks_text_settings_animation_style_phone",
  	"settings_animation_repeat_phone" "enum__pages_v_blocks_text_settings_animation_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum__pages_v_blocks_text_settings_animation_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_text_locales" (
  	"content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_heading_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__pages_v_blocks_heading_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_heading" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"level" "enum__pages_v_blocks_heading_level" DEFAULT 'h2',
  	"align" "enum__pages_v_blocks_heading_align" DEFAULT 'left',
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum__pages_v_blocks_heading_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum__pages_v_blocks_heading_settings_animation_style",
  	"settings_animation_repeat" "enum__pages_v_blocks_heading_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum__pages_v_blocks_heading_settings_animation_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum__pages_v_blocks_heading_settings_animation_style_tablet",
  	"settings_animation_repeat_tablet" "enum__pages_v_blocks_heading_settings_animation_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum__pages_v_blocks_heading_settings_qxenro_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum__pages_v_blocks_heading_settings_animation_style_phone",
  	"settings_animation_repeat_phone" "enum__pages_v_blocks_heading_settings_animation_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum__pages_v_blocks_heading_settings__6ufte8_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_heading_locales" (
  	"text" varchar,
  	"subtitle" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_image_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__pages_v_blocks_image_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_image" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"align" "enum__pages_v_blocks_image_align" DEFAULT 'center',
  	"full_width" boolean DEFAULT true,
  	"lightbox" boolean,
  	"priority" boolean,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum__pages_v_blocks_image_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum__pages_v_blocks_image_settings_animation_style",
  	"settings_animation_repeat" "enum__pages_v_blocks_image_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum__pages_v_blocks_image_settings_animation_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum__pages_v_blocks_image_settings_animation_style_tablet",
  	"settings_animation_repeat_tablet" "enum__pages_v_blocks_image_settings_animation_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum__pages_v_blocks_image_settings_animation_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum__pages_v_blocks_image_settings_animation_style_phone",
  	"settings_animation_repeat_phone" "enum__pages_v_blocks_image_settings_animation_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum__pages_v_blocks_image_settings_animation_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_image_locales" (
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_button_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__pages_v_blocks_button_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_button" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"link_type" "enum__pages_v_blocks_button_link_type" DEFAULT 'reference',
  	"link_new_tab" boolean,
  	"link_url" varchar,
  	"style" "enum__pages_v_blocks_button_style" DEFAULT 'primary',
  	"align" "enum__pages_v_blocks_button_align" DEFAULT 'left',
  	"tracking_id" varchar,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum__pages_v_blocks_button_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum__pages_v_blocks_button_settings_animation_style",
  	"settings_animation_repeat" "enum__pages_v_blocks_button_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum__pages_v_blocks_button_settings_animation_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum__pages_v_blocks_button_settings_animation_style_tablet",
  	"settings_animation_repeat_tablet" "enum__pages_v_blocks_button_settings_animation_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum__pages_v_blocks_button_settings_1g8e89s_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum__pages_v_blocks_button_settings_animation_style_phone",
  	"settings_animation_repeat_phone" "enum__pages_v_blocks_button_settings_animation_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum__pages_v_blocks_button_settings_animation_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_button_locales" (
  	"link_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_call_to_action_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__pages_v_blocks_call_to_action_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_call_to_action" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"button_type" "enum__pages_v_blocks_call_to_action_button_type" DEFAULT 'reference',
  	"button_new_tab" boolean,
  	"button_url" varchar,
  	"button_style" "enum__pages_v_blocks_call_to_action_button_style" DEFAULT 'primary',
  	"tone" "enum__pages_v_blocks_call_to_action_tone" DEFAULT 'accent',
  	"tracking_id" varchar,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum__pages_v_blocks_call_to_action_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum__pages_v_blocks_call_to_action_settings_animation_style",
  	"settings_animation_repeat" "enum__pages_v_blocks_call_to_action_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum__pages_v_blocks_call_to_action_setting_1swi48o_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum__pages_v_blocks_call_to_action_setti_1vkot7w_style_tablet",
  	"settings_animation_repeat_tablet" "enum__pages_v_blocks_call_to_action_setti_pfhl9i_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum__pages_v_blocks_call_to_action__1jsa3wx_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum__pages_v_blocks_call_to_action_settin_1kzfvyw_style_phone",
  	"settings_animation_repeat_phone" "enum__pages_v_blocks_call_to_action_settin_5cqpxe_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum__pages_v_blocks_call_to_action_s_1wgm6vj_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_call_to_action_locales" (
  	"title" varchar,
  	"body" varchar,
  	"button_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_blurb_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__pages_v_blocks_blurb_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_blurb" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"media_type" "enum__pages_v_blocks_blurb_media_type" DEFAULT 'icon',
  	"icon" "enum__pages_v_blocks_blurb_icon" DEFAULT 'gear',
  	"image_id" integer,
  	"layout" "enum__pages_v_blocks_blurb_layout" DEFAULT 'top',
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum__pages_v_blocks_blurb_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum__pages_v_blocks_blurb_settings_animation_style",
  	"settings_animation_repeat" "enum__pages_v_blocks_blurb_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum__pages_v_blocks_blurb_settings_animation_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum__pages_v_blocks_blurb_settings_animation_style_tablet",
  	"settings_animation_repeat_tablet" "enum__pages_v_blocks_blurb_settings_animation_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum__pages_v_blocks_blurb_settings_animation_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum__pages_v_blocks_blurb_settings_animation_style_phone",
  	"settings_animation_repeat_phone" "enum__pages_v_blocks_blurb_settings_animation_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum__pages_v_blocks_blurb_settings_animation_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_blurb_locales" (
  	"title" varchar,
  	"body" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_divider_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__pages_v_blocks_divider_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_divider" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"show_line" boolean DEFAULT true,
  	"line_style" "enum__pages_v_blocks_divider_line_style" DEFAULT 'solid',
  	"height" numeric DEFAULT 32,
  	"color" varchar,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum__pages_v_blocks_divider_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum__pages_v_blocks_divider_settings_animation_style",
  	"settings_animation_repeat" "enum__pages_v_blocks_divider_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum__pages_v_blocks_divider_settings_animation_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum__pages_v_blocks_divider_settings_animation_style_tablet",
  	"settings_animation_repeat_tablet" "enum__pages_v_blocks_divider_settings_animation_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum__pages_v_blocks_divider_setting_1ggohat_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum__pages_v_blocks_divider_settings_animation_style_phone",
  	"settings_animation_repeat_phone" "enum__pages_v_blocks_divider_settings_animation_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum__pages_v_blocks_divider_settings__jqlodf_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_video_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__pages_v_blocks_video_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_video" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"source" "enum__pages_v_blocks_video_source" DEFAULT 'file',
  	"file_id" integer,
  	"url" varchar,
  	"poster_id" integer,
  	"tracking_id" varchar,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum__pages_v_blocks_video_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum__pages_v_blocks_video_settings_animation_style",
  	"settings_animation_repeat" "enum__pages_v_blocks_video_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum__pages_v_blocks_video_settings_animation_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum__pages_v_blocks_video_settings_animation_style_tablet",
  	"settings_animation_repeat_tablet" "enum__pages_v_blocks_video_settings_animation_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum__pages_v_blocks_video_settings_animation_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum__pages_v_blocks_video_settings_animation_style_phone",
  	"settings_animation_repeat_phone" "enum__pages_v_blocks_video_settings_animation_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum__pages_v_blocks_video_settings_animation_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_video_locales" (
  	"title" varchar,
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_code_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__pages_v_blocks_code_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_code" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"html" varchar,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum__pages_v_blocks_code_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum__pages_v_blocks_code_settings_animation_style",
  	"settings_animation_repeat" "enum__pages_v_blocks_code_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum__pages_v_blocks_code_settings_animation_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum__pages_v_blocks_code_settings_animation_style_tablet",
  	"settings_animation_repeat_tablet" "enum__pages_v_blocks_code_settings_animation_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum__pages_v_blocks_code_settings_animation_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum__pages_v_blocks_code_settings_animation_style_phone",
  	"settings_animation_repeat_phone" "enum__pages_v_blocks_code_settings_animation_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum__pages_v_blocks_code_settings_animation_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_testimonial_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__pages_v_blocks_testimonial_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_testimonial" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"author" varchar,
  	"company" varchar,
  	"portrait_id" integer,
  	"company_url" varchar,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum__pages_v_blocks_testimonial_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum__pages_v_blocks_testimonial_settings_animation_style",
  	"settings_animation_repeat" "enum__pages_v_blocks_testimonial_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum__pages_v_blocks_testimonial_settings_animation_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum__pages_v_blocks_testimonial_settings__ongnki_style_tablet",
  	"settings_animation_repeat_tablet" "enum__pages_v_blocks_testimonial_settings_cykzu8_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum__pages_v_blocks_testimonial_set_19jt0v3_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum__pages_v_blocks_testimonial_settings_animation_style_phone",
  	"settings_animation_repeat_phone" "enum__pages_v_blocks_testimonial_settings_1b8gpfg_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum__pages_v_blocks_testimonial_setti_47vcl9_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_testimonial_locales" (
  	"quote" varchar,
  	"job_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_slider_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"button_type" "enum__pages_v_blocks_slider_slides_button_type" DEFAULT 'reference',
  	"button_new_tab" boolean,
  	"button_url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_slider_slides_locales" (
  	"heading" varchar,
  	"body" varchar,
  	"button_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_slider_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__pages_v_blocks_slider_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_slider" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"autoplay" boolean,
  	"autoplay_speed" numeric DEFAULT 7000,
  	"ignore_hover" boolean,
  	"show_arrows" boolean DEFAULT true,
  	"controls" "enum__pages_v_blocks_slider_controls" DEFAULT 'bullets',
  	"transition_speed" numeric,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum__pages_v_blocks_slider_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum__pages_v_blocks_slider_settings_animation_style",
  	"settings_animation_repeat" "enum__pages_v_blocks_slider_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum__pages_v_blocks_slider_settings_animation_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum__pages_v_blocks_slider_settings_animation_style_tablet",
  	"settings_animation_repeat_tablet" "enum__pages_v_blocks_slider_settings_animation_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum__pages_v_blocks_slider_settings_a_pq7bv_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum__pages_v_blocks_slider_settings_animation_style_phone",
  	"settings_animation_repeat_phone" "enum__pages_v_blocks_slider_settings_animation_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum__pages_v_blocks_slider_settings_animation_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_slider_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_post_slider_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__pages_v_blocks_post_slider_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_post_slider" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"posts_number" numeric DEFAULT 5,
  	"show_date" boolean DEFAULT true,
  	"show_excerpt" boolean DEFAULT true,
  	"autoplay" boolean,
  	"autoplay_speed" numeric DEFAULT 7000,
  	"ignore_hover" boolean,
  	"show_arrows" boolean DEFAULT true,
  	"controls" "enum__pages_v_blocks_post_slider_controls" DEFAULT 'bullets',
  	"transition_speed" numeric,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum__pages_v_blocks_post_slider_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum__pages_v_blocks_post_slider_settings_animation_style",
  	"settings_animation_repeat" "enum__pages_v_blocks_post_slider_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum__pages_v_blocks_post_slider_settings_animation_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum__pages_v_blocks_post_slider_settings__p7gkbr_style_tablet",
  	"settings_animation_repeat_tablet" "enum__pages_v_blocks_post_slider_setting_16b1vzn_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum__pages_v_blocks_post_slider_set_171xkh4_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum__pages_v_blocks_post_slider_settings_animation_style_phone",
  	"settings_animation_repeat_phone" "enum__pages_v_blocks_post_slider_settings__ioxstd_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum__pages_v_blocks_post_slider_sett_1h3vgis_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_post_slider_locales" (
  	"button_text" varchar,
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_video_slider_videos" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"source" "enum__pages_v_blocks_video_slider_videos_source" DEFAULT 'file',
  	"file_id" integer,
  	"url" varchar,
  	"poster_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_video_slider_videos_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_video_slider_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__pages_v_blocks_video_slider_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_video_slider" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"show_arrows" boolean DEFAULT true,
  	"controls" "enum__pages_v_blocks_video_slider_controls" DEFAULT 'bullets',
  	"transition_speed" numeric,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum__pages_v_blocks_video_slider_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum__pages_v_blocks_video_slider_settings_animation_style",
  	"settings_animation_repeat" "enum__pages_v_blocks_video_slider_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum__pages_v_blocks_video_slider_settings_animation_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum__pages_v_blocks_video_slider_setting_13fyuhy_style_tablet",
  	"settings_animation_repeat_tablet" "enum__pages_v_blocks_video_slider_settin_12gxrwc_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum__pages_v_blocks_video_slider_se_18xn1mb_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum__pages_v_blocks_video_slider_settings_16ehfwi_style_phone",
  	"settings_animation_repeat_phone" "enum__pages_v_blocks_video_slider_settings_xux2nc_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum__pages_v_blocks_video_slider_sett_vwifoh_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_video_slider_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_simple_carousel_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_simple_carousel_items_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_simple_carousel_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__pages_v_blocks_simple_carousel_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_simple_carousel" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"show_arrows" boolean DEFAULT true,
  	"show_pagination" boolean DEFAULT true,
  	"transition_speed" numeric,
  	"autoplay" boolean,
  	"autoplay_speed" numeric,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum__pages_v_blocks_simple_carousel_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum__pages_v_blocks_simple_carousel_settings_animation_style",
  	"settings_animation_repeat" "enum__pages_v_blocks_simple_carousel_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum__pages_v_blocks_simple_carousel_settin_1mx1bjc_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum__pages_v_blocks_simple_carousel_setti_68ilj0_style_tablet",
  	"settings_animation_repeat_tablet" "enum__pages_v_blocks_simple_carousel_set_19mqeja_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum__pages_v_blocks_simple_carousel_1yhyrlt_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum__pages_v_blocks_simple_carousel_setti_1vsnt7s_style_phone",
  	"settings_animation_repeat_phone" "enum__pages_v_blocks_simple_carousel_setti_a31uya_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum__pages_v_blocks_simple_carousel__1jmi9a7_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_simple_carousel_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_post_carousel_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__pages_v_blocks_post_carousel_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_post_carousel" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"posts_number" numeric DEFAULT 8,
  	"show_excerpt" boolean DEFAULT true,
  	"show_arrows" boolean DEFAULT true,
  	"show_pagination" boolean DEFAULT true,
  	"transition_speed" numeric,
  	"autoplay" boolean,
  	"autoplay_speed" numeric,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum__pages_v_blocks_post_carousel_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum__pages_v_blocks_post_carousel_settings_animation_style",
  	"settings_animation_repeat" "enum__pages_v_blocks_post_carousel_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum__pages_v_blocks_post_carousel_settings__b0mgoc_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum__pages_v_blocks_post_carousel_settin_1oia5rk_style_tablet",
  	"settings_animation_repeat_tablet" "enum__pages_v_blocks_post_carousel_settin_oodneq_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum__pages_v_blocks_post_carousel_s_1gn6qz9_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum__pages_v_blocks_post_carousel_setting_11y2vi4_style_phone",
  	"settings_animation_repeat_phone" "enum__pages_v_blocks_post_carousel_setting_fllsta_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum__pages_v_blocks_post_carousel_set_32zwv7_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_post_carousel_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_fw_portfolio_v_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__fw_portfolio_v_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_fw_portfolio_v" (
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
  	"settings_link_target" "enum__fw_portfolio_v_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum__fw_portfolio_v_settings_animation_style",
  	"settings_animation_repeat" "enum__fw_portfolio_v_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum__fw_portfolio_v_settings_animation_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum__fw_portfolio_v_settings_animation_style_tablet",
  	"settings_animation_repeat_tablet" "enum__fw_portfolio_v_settings_animation_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum__fw_portfolio_v_settings_animation_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum__fw_portfolio_v_settings_animation_style_phone",
  	"settings_animation_repeat_phone" "enum__fw_portfolio_v_settings_animation_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum__fw_portfolio_v_settings_animation_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_fw_portfolio_v_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_gallery_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__pages_v_blocks_gallery_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_gallery" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"layout" "enum__pages_v_blocks_gallery_layout" DEFAULT 'grid',
  	"items_per_page" numeric,
  	"show_captions" boolean DEFAULT true,
  	"lightbox" boolean DEFAULT true,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum__pages_v_blocks_gallery_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum__pages_v_blocks_gallery_settings_animation_style",
  	"settings_animation_repeat" "enum__pages_v_blocks_gallery_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum__pages_v_blocks_gallery_settings_animation_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum__pages_v_blocks_gallery_settings_animation_style_tablet",
  	"settings_animation_repeat_tablet" "enum__pages_v_blocks_gallery_settings_animation_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum__pages_v_blocks_gallery_settings_61on30_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum__pages_v_blocks_gallery_settings_animation_style_phone",
  	"settings_animation_repeat_phone" "enum__pages_v_blocks_gallery_settings_animation_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum__pages_v_blocks_gallery_settings__rk1too_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_gallery_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_shop_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__pages_v_blocks_shop_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_shop" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"show_filter" boolean DEFAULT true,
  	"per_page" numeric DEFAULT 8,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum__pages_v_blocks_shop_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum__pages_v_blocks_shop_settings_animation_style",
  	"settings_animation_repeat" "enum__pages_v_blocks_shop_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum__pages_v_blocks_shop_settings_animation_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum__pages_v_blocks_shop_settings_animation_style_tablet",
  	"settings_animation_repeat_tablet" "enum__pages_v_blocks_shop_settings_animation_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum__pages_v_blocks_shop_settings_animation_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum__pages_v_blocks_shop_settings_animation_style_phone",
  	"settings_animation_repeat_phone" "enum__pages_v_blocks_shop_settings_animation_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum__pages_v_blocks_shop_settings_animation_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_shop_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_network_widget_modules" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__pages_v_blocks_network_widget_modules",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_network_widget_attributes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_network_widget_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__pages_v_blocks_network_widget_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_network_widget" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"tag" "enum__pages_v_blocks_network_widget_tag" DEFAULT 'Share',
  	"company" varchar,
  	"member" varchar,
  	"member_token" varchar,
  	"product" varchar,
  	"url" varchar,
  	"profile_format" "enum__pages_v_blocks_network_widget_profile_format" DEFAULT 'hover',
  	"follow_format" "enum__pages_v_blocks_network_widget_follow_format" DEFAULT 'text',
  	"size" "enum__pages_v_blocks_network_widget_size" DEFAULT '20',
  	"width" numeric,
  	"related" boolean DEFAULT true,
  	"contract_id" varchar,
  	"activity" varchar,
  	"url_parser_key" varchar,
  	"job_code" varchar,
  	"extra" varchar,
  	"industry" varchar,
  	"job_function" varchar,
  	"country" varchar,
  	"max_jobs" numeric,
  	"embed_jobs" boolean,
  	"jobs_callback" boolean,
  	"member_ids" varchar,
  	"profile_fields" varchar,
  	"counter" "enum__pages_v_blocks_network_widget_counter" DEFAULT 'right',
  	"theme" "enum__pages_v_blocks_network_widget_theme" DEFAULT 'basic',
  	"trk" varchar,
  	"show_zero" boolean,
  	"on_success" varchar,
  	"on_error" varchar,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum__pages_v_blocks_network_widget_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum__pages_v_blocks_network_widget_settings_animation_style",
  	"settings_animation_repeat" "enum__pages_v_blocks_network_widget_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum__pages_v_blocks_network_widget_settings_cq9tqs_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum__pages_v_blocks_network_widget_settin_p0qt94_style_tablet",
  	"settings_animation_repeat_tablet" "enum__pages_v_blocks_network_widget_setti_sw5ddm_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum__pages_v_blocks_network_widget__15ept1p_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum__pages_v_blocks_network_widget_setting_41m9w4_style_phone",
  	"settings_animation_repeat_phone" "enum__pages_v_blocks_network_widget_settin_1yvrom_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum__pages_v_blocks_network_widget_s_17c25sb_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_network_widget_locales" (
  	"link_text" varchar,
  	"jobs_title" varchar,
  	"template" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_row_columns_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__pages_v_blocks_row_columns_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_row_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"background_color" varchar,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum__pages_v_blocks_row_columns_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum__pages_v_blocks_row_columns_settings_animation_style",
  	"settings_animation_repeat" "enum__pages_v_blocks_row_columns_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum__pages_v_blocks_row_columns_settings_animation_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum__pages_v_blocks_row_columns_settings_1xib4e1_style_tablet",
  	"settings_animation_repeat_tablet" "enum__pages_v_blocks_row_columns_settings_8wbl8h_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum__pages_v_blocks_row_columns_set_1dpydxm_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum__pages_v_blocks_row_columns_settings_animation_style_phone",
  	"settings_animation_repeat_phone" "enum__pages_v_blocks_row_columns_settings_1ptfiwv_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum__pages_v_blocks_row_columns_sett_1guyjsm_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_row_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__pages_v_blocks_row_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_row" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"structure" "enum__pages_v_blocks_row_structure" DEFAULT '1_1',
  	"vertical_align" "enum__pages_v_blocks_row_vertical_align" DEFAULT 'start',
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum__pages_v_blocks_row_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum__pages_v_blocks_row_settings_animation_style",
  	"settings_animation_repeat" "enum__pages_v_blocks_row_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum__pages_v_blocks_row_settings_animation_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum__pages_v_blocks_row_settings_animation_style_tablet",
  	"settings_animation_repeat_tablet" "enum__pages_v_blocks_row_settings_animation_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum__pages_v_blocks_row_settings_animation_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum__pages_v_blocks_row_settings_animation_style_phone",
  	"settings_animation_repeat_phone" "enum__pages_v_blocks_row_settings_animation_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum__pages_v_blocks_row_settings_animation_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_section_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__pages_v_blocks_section_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_section" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"background_type" "enum__pages_v_blocks_section_background_type" DEFAULT 'none',
  	"background_color" varchar,
  	"background_gradient_end" varchar,
  	"background_gradient_angle" numeric DEFAULT 180,
  	"background_image_id" integer,
  	"background_parallax" boolean,
  	"background_video_id" integer,
  	"background_play_outside_viewport" boolean,
  	"background_play_on_hover" boolean,
  	"background_overlay" numeric DEFAULT 50,
  	"text_tone" "enum__pages_v_blocks_section_text_tone" DEFAULT 'dark',
  	"width" "enum__pages_v_blocks_section_width" DEFAULT 'boxed',
  	"padding_desktop_top" numeric,
  	"padding_desktop_bottom" numeric,
  	"padding_tablet_top" numeric,
  	"padding_tablet_bottom" numeric,
  	"padding_phone_top" numeric,
  	"padding_phone_bottom" numeric,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum__pages_v_blocks_section_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum__pages_v_blocks_section_settings_animation_style",
  	"settings_animation_repeat" "enum__pages_v_blocks_section_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum__pages_v_blocks_section_settings_animation_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum__pages_v_blocks_section_settings_animation_style_tablet",
  	"settings_animation_repeat_tablet" "enum__pages_v_blocks_section_settings_animation_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum__pages_v_blocks_section_settings__hwqdz_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum__pages_v_blocks_section_settings_animation_style_phone",
  	"settings_animation_repeat_phone" "enum__pages_v_blocks_section_settings_animation_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum__pages_v_blocks_section_settings_10cmq1x_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_section_locales" (
  	"admin_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_dot_navigation" boolean,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__pages_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__pages_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_pages_v_locales" (
  	"version_title" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"pages_id" integer,
  	"posts_id" integer,
  	"projects_id" integer,
  	"categories_id" integer,
  	"project_categories_id" integer,
  	"media_id" integer,
  	"product_categories_id" integer
  );
  
  CREATE TABLE "posts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"hero_image_id" integer,
  	"author_name" varchar,
  	"published_at" timestamp(3) with time zone,
  	"slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_posts_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "posts_locales" (
  	"title" varchar,
  	"excerpt" varchar,
  	"content" jsonb,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_image_id" integer,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "posts_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"categories_id" integer
  );
  
  CREATE TABLE "_posts_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_hero_image_id" integer,
  	"version_author_name" varchar,
  	"version_published_at" timestamp(3) with time zone,
  	"version_slug" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__posts_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__posts_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_posts_v_locales" (
  	"version_title" varchar,
  	"version_excerpt" varchar,
  	"version_content" jsonb,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_posts_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"categories_id" integer
  );
  
  CREATE TABLE "categories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "categories_locales" (
  	"title" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "projects_blocks_text_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_projects_blocks_text_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "projects_blocks_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum_projects_blocks_text_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum_projects_blocks_text_settings_animation_style",
  	"settings_animation_repeat" "enum_projects_blocks_text_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum_projects_blocks_text_settings_animation_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum_projects_blocks_text_settings_animation_style_tablet",
  	"settings_animation_repeat_tablet" "enum_projects_blocks_text_settings_animation_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum_projects_blocks_text_settings_animation_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum_projects_blocks_text_settings_animation_style_phone",
  	"settings_animation_repeat_phone" "enum_projects_blocks_text_settings_animation_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum_projects_blocks_text_settings_animation_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"block_name" varchar
  );
  
  CREATE TABLE "projects_blocks_text_locales" (
  	"content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "projects_blocks_heading_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_projects_blocks_heading_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "projects_blocks_heading" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"level" "enum_projects_blocks_heading_level" DEFAULT 'h2',
  	"align" "enum_projects_blocks_heading_align" DEFAULT 'left',
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum_projects_blocks_heading_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum_projects_blocks_heading_settings_animation_style",
  	"settings_animation_repeat" "enum_projects_blocks_heading_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum_projects_blocks_heading_settings_animation_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum_projects_blocks_heading_settings_animation_style_tablet",
  	"settings_animation_repeat_tablet" "enum_projects_blocks_heading_settings_animation_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum_projects_blocks_heading_settings_ytu348_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum_projects_blocks_heading_settings_animation_style_phone",
  	"settings_animation_repeat_phone" "enum_projects_blocks_heading_settings_animation_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum_projects_blocks_heading_settings_1hlun9g_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"block_name" varchar
  );
  
  CREATE TABLE "projects_blocks_heading_locales" (
  	"text" varchar,
  	"subtitle" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "projects_blocks_image_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_projects_blocks_image_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "projects_blocks_image" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"align" "enum_projects_blocks_image_align" DEFAULT 'center',
  	"full_width" boolean DEFAULT true,
  	"lightbox" boolean,
  	"priority" boolean,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum_projects_blocks_image_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum_projects_blocks_image_settings_animation_style",
  	"settings_animation_repeat" "enum_projects_blocks_image_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum_projects_blocks_image_settings_animation_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum_projects_blocks_image_settings_animation_style_tablet",
  	"settings_animation_repeat_tablet" "enum_projects_blocks_image_settings_animation_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum_projects_blocks_image_settings_animation_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum_projects_blocks_image_settings_animation_style_phone",
  	"settings_animation_repeat_phone" "enum_projects_blocks_image_settings_animation_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum_projects_blocks_image_settings_animation_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"block_name" varchar
  );
  
  CREATE TABLE "projects_blocks_image_locales" (
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "projects_blocks_button_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_projects_blocks_button_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "projects_blocks_button" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"link_type" "enum_projects_blocks_button_link_type" DEFAULT 'reference',
  	"link_new_tab" boolean,
  	"link_url" varchar,
  	"style" "enum_projects_blocks_button_style" DEFAULT 'primary',
  	"align" "enum_projects_blocks_button_align" DEFAULT 'left',
  	"tracking_id" varchar,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum_projects_blocks_button_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum_projects_blocks_button_settings_animation_style",
  	"settings_animation_repeat" "enum_projects_blocks_button_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum_projects_blocks_button_settings_animation_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum_projects_blocks_button_settings_animation_style_tablet",
  	"settings_animation_repeat_tablet" "enum_projects_blocks_button_settings_animation_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum_projects_blocks_button_settings_11lowk4_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum_projects_blocks_button_settings_animation_style_phone",
  	"settings_animation_repeat_phone" "enum_projects_blocks_button_settings_animation_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum_projects_blocks_button_settings_animation_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"block_name" varchar
  );
  
  CREATE TABLE "projects_blocks_button_locales" (
  	"link_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "projects_blocks_call_to_action_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_projects_blocks_call_to_action_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "projects_blocks_call_to_action" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"button_type" "enum_projects_blocks_call_to_action_button_type" DEFAULT 'reference',
  	"button_new_tab" boolean,
  	"button_url" varchar,
  	"button_style" "enum_projects_blocks_call_to_action_button_style" DEFAULT 'primary',
  	"tone" "enum_projects_blocks_call_to_action_tone" DEFAULT 'accent',
  	"tracking_id" varchar,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum_projects_blocks_call_to_action_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum_projects_blocks_call_to_action_settings_animation_style",
  	"settings_animation_repeat" "enum_projects_blocks_call_to_action_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum_projects_blocks_call_to_action_settings_h2n8uk_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum_projects_blocks_call_to_action_settin_jj02xc_style_tablet",
  	"settings_animation_repeat_tablet" "enum_projects_blocks_call_to_action_setti_u9man6_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum_projects_blocks_call_to_action_s_ll6xkl_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum_projects_blocks_call_to_action_settin_1f7zxcs_style_phone",
  	"settings_animation_repeat_phone" "enum_projects_blocks_call_to_action_setti_1mkxc8u_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum_projects_blocks_call_to_action_se_nkpr7n_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"block_name" varchar
  );
  
  CREATE TABLE "projects_blocks_call_to_action_locales" (
  	"title" varchar,
  	"body" varchar,
  	"button_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "projects_blocks_blurb_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_projects_blocks_blurb_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "projects_blocks_blurb" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"media_type" "enum_projects_blocks_blurb_media_type" DEFAULT 'icon',
  	"icon" "enum_projects_blocks_blurb_icon" DEFAULT 'gear',
  	"image_id" integer,
  	"layout" "enum_projects_blocks_blurb_layout" DEFAULT 'top',
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum_projects_blocks_blurb_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum_projects_blocks_blurb_settings_animation_style",
  	"settings_animation_repeat" "enum_projects_blocks_blurb_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum_projects_blocks_blurb_settings_animation_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum_projects_blocks_blurb_settings_animation_style_tablet",
  	"settings_animation_repeat_tablet" "enum_projects_blocks_blurb_settings_animation_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum_projects_blocks_blurb_settings_animation_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum_projects_blocks_blurb_settings_animation_style_phone",
  	"settings_animation_repeat_phone" "enum_projects_blocks_blurb_settings_animation_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum_projects_blocks_blurb_settings_animation_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"block_name" varchar
  );
  
  CREATE TABLE "projects_blocks_blurb_locales" (
  	"title" varchar,
  	"body" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "projects_blocks_divider_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_projects_blocks_divider_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "projects_blocks_divider" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"show_line" boolean DEFAULT true,
  	"line_style" "enum_projects_blocks_divider_line_style" DEFAULT 'solid',
  	"height" numeric DEFAULT 32,
  	"color" varchar,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum_projects_blocks_divider_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum_projects_blocks_divider_settings_animation_style",
  	"settings_animation_repeat" "enum_projects_blocks_divider_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum_projects_blocks_divider_settings_animation_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum_projects_blocks_divider_settings_animation_style_tablet",
  	"settings_animation_repeat_tablet" "enum_projects_blocks_divider_settings_animation_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum_projects_blocks_divider_settings_v5yyqh_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum_projects_blocks_divider_settings_animation_style_phone",
  	"settings_animation_repeat_phone" "enum_projects_blocks_divider_settings_animation_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum_projects_blocks_divider_settings__2mox3b_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"block_name" varchar
  );
  
  CREATE TABLE "projects_blocks_video_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_projects_blocks_video_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "projects_blocks_video" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"source" "enum_projects_blocks_video_source" DEFAULT 'file',
  	"file_id" integer,
  	"url" varchar,
  	"poster_id" integer,
  	"tracking_id" varchar,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum_projects_blocks_video_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum_projects_blocks_video_settings_animation_style",
  	"settings_animation_repeat" "enum_projects_blocks_video_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum_projects_blocks_video_settings_animation_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum_projects_blocks_video_settings_animation_style_tablet",
  	"settings_animation_repeat_tablet" "enum_projects_blocks_video_settings_animation_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum_projects_blocks_video_settings_animation_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum_projects_blocks_video_settings_animation_style_phone",
  	"settings_animation_repeat_phone" "enum_projects_blocks_video_settings_animation_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum_projects_blocks_video_settings_animation_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"block_name" varchar
  );
  
  CREATE TABLE "projects_blocks_video_locales" (
  	"title" varchar,
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "projects_blocks_code_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_projects_blocks_code_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "projects_blocks_code" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"html" varchar,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum_projects_blocks_code_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum_projects_blocks_code_settings_animation_style",
  	"settings_animation_repeat" "enum_projects_blocks_code_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum_projects_blocks_code_settings_animation_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum_projects_blocks_code_settings_animation_style_tablet",
  	"settings_animation_repeat_tablet" "enum_projects_blocks_code_settings_animation_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum_projects_blocks_code_settings_animation_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum_projects_blocks_code_settings_animation_style_phone",
  	"settings_animation_repeat_phone" "enum_projects_blocks_code_settings_animation_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum_projects_blocks_code_settings_animation_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"block_name" varchar
  );
  
  CREATE TABLE "projects_blocks_testimonial_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_projects_blocks_testimonial_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "projects_blocks_testimonial" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"author" varchar,
  	"company" varchar,
  	"portrait_id" integer,
  	"company_url" varchar,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum_projects_blocks_testimonial_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum_projects_blocks_testimonial_settings_animation_style",
  	"settings_animation_repeat" "enum_projects_blocks_testimonial_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum_projects_blocks_testimonial_settings_animation_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum_projects_blocks_testimonial_settings_19sthni_style_tablet",
  	"settings_animation_repeat_tablet" "enum_projects_blocks_testimonial_settings_g76ah0_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum_projects_blocks_testimonial_sett_68hztn_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum_projects_blocks_testimonial_settings_animation_style_phone",
  	"settings_animation_repeat_phone" "enum_projects_blocks_testimonial_settings__kfzthc_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum_projects_blocks_testimonial_sett_1rdjzw9_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"block_name" varchar
  );
  
  CREATE TABLE "projects_blocks_testimonial_locales" (
  	"quote" varchar,
  	"job_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "projects_blocks_slider_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"button_type" "enum_projects_blocks_slider_slides_button_type" DEFAULT 'reference',
  	"button_new_tab" boolean,
  	"button_url" varchar
  );
  
  CREATE TABLE "projects_blocks_slider_slides_locales" (
  	"heading" varchar,
  	"body" varchar,
  	"button_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "projects_blocks_slider_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_projects_blocks_slider_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "projects_blocks_slider" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"autoplay" boolean,
  	"autoplay_speed" numeric DEFAULT 7000,
  	"ignore_hover" boolean,
  	"show_arrows" boolean DEFAULT true,
  	"controls" "enum_projects_blocks_slider_controls" DEFAULT 'bullets',
  	"transition_speed" numeric,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum_projects_blocks_slider_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum_projects_blocks_slider_settings_animation_style",
  	"settings_animation_repeat" "enum_projects_blocks_slider_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum_projects_blocks_slider_settings_animation_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum_projects_blocks_slider_settings_animation_style_tablet",
  	"settings_animation_repeat_tablet" "enum_projects_blocks_slider_settings_animation_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum_projects_blocks_slider_settings_11z96e7_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum_projects_blocks_slider_settings_animation_style_phone",
  	"settings_animation_repeat_phone" "enum_projects_blocks_slider_settings_animation_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum_projects_blocks_slider_settings_animation_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"block_name" varchar
  );
  
  CREATE TABLE "projects_blocks_slider_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "projects_blocks_post_slider_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_projects_blocks_post_slider_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "projects_blocks_post_slider" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"posts_number" numeric DEFAULT 5,
  	"show_date" boolean DEFAULT true,
  	"show_excerpt" boolean DEFAULT true,
  	"autoplay" boolean,
  	"autoplay_speed" numeric DEFAULT 7000,
  	"ignore_hover" boolean,
  	"show_arrows" boolean DEFAULT true,
  	"controls" "enum_projects_blocks_post_slider_controls" DEFAULT 'bullets',
  	"transition_speed" numeric,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum_projects_blocks_post_slider_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum_projects_blocks_post_slider_settings_animation_style",
  	"settings_animation_repeat" "enum_projects_blocks_post_slider_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum_projects_blocks_post_slider_settings_animation_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum_projects_blocks_post_slider_settings_10n4fkb_style_tablet",
  	"settings_animation_repeat_tablet" "enum_projects_blocks_post_slider_settings_ty31fj_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum_projects_blocks_post_slider_set_1v578i4_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum_projects_blocks_post_slider_settings_animation_style_phone",
  	"settings_animation_repeat_phone" "enum_projects_blocks_post_slider_settings_1n4ac7x_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum_projects_blocks_post_slider_setti_i3htdk_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"block_name" varchar
  );
  
  CREATE TABLE "projects_blocks_post_slider_locales" (
  	"button_text" varchar,
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "projects_blocks_video_slider_videos" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"source" "enum_projects_blocks_video_slider_videos_source" DEFAULT 'file',
  	"file_id" integer,
  	"url" varchar,
  	"poster_id" integer
  );
  
  CREATE TABLE "projects_blocks_video_slider_videos_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "projects_blocks_video_slider_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_projects_blocks_video_slider_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "projects_blocks_video_slider" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"show_arrows" boolean DEFAULT true,
  	"controls" "enum_projects_blocks_video_slider_controls" DEFAULT 'bullets',
  	"transition_speed" numeric,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum_projects_blocks_video_slider_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum_projects_blocks_video_slider_settings_animation_style",
  	"settings_animation_repeat" "enum_projects_blocks_video_slider_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum_projects_blocks_video_slider_settings_animation_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum_projects_blocks_video_slider_settings_27frua_style_tablet",
  	"settings_animation_repeat_tablet" "enum_projects_blocks_video_slider_setting_it739s_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum_projects_blocks_video_slider_set_srk08v_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum_projects_blocks_video_slider_settings_16m0t1q_style_phone",
  	"settings_animation_repeat_phone" "enum_projects_blocks_video_slider_setting_17q9h5o_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum_projects_blocks_video_slider_set_1ka1nkt_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"block_name" varchar
  );
  
  CREATE TABLE "projects_blocks_video_slider_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "projects_blocks_simple_carousel_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"url" varchar
  );
  
  CREATE TABLE "projects_blocks_simple_carousel_items_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "projects_blocks_simple_carousel_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_projects_blocks_simple_carousel_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "projects_blocks_simple_carousel" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"show_arrows" boolean DEFAULT true,
  	"show_pagination" boolean DEFAULT true,
  	"transition_speed" numeric,
  	"autoplay" boolean,
  	"autoplay_speed" numeric,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum_projects_blocks_simple_carousel_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum_projects_blocks_simple_carousel_settings_animation_style",
  	"settings_animation_repeat" "enum_projects_blocks_simple_carousel_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum_projects_blocks_simple_carousel_setting_tonqvw_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum_projects_blocks_simple_carousel_sett_1dxhjr4_style_tablet",
  	"settings_animation_repeat_tablet" "enum_projects_blocks_simple_carousel_set_1t156uq_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum_projects_blocks_simple_carousel__i5eb0l_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum_projects_blocks_simple_carousel_settin_l442bw_style_phone",
  	"settings_animation_repeat_phone" "enum_projects_blocks_simple_carousel_sett_1dyy91q_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum_projects_blocks_simple_carousel_s_zv8zkj_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"block_name" varchar
  );
  
  CREATE TABLE "projects_blocks_simple_carousel_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "projects_blocks_post_carousel_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_projects_blocks_post_carousel_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "projects_blocks_post_carousel" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"posts_number" numeric DEFAULT 8,
  	"show_excerpt" boolean DEFAULT true,
  	"show_arrows" boolean DEFAULT true,
  	"show_pagination" boolean DEFAULT true,
  	"transition_speed" numeric,
  	"autoplay" boolean,
  	"autoplay_speed" numeric,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum_projects_blocks_post_carousel_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum_projects_blocks_post_carousel_settings_animation_style",
  	"settings_animation_repeat" "enum_projects_blocks_post_carousel_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum_projects_blocks_post_carousel_settings_1nhd188_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum_projects_blocks_post_carousel_setting_14a164_style_tablet",
  	"settings_animation_repeat_tablet" "enum_projects_blocks_post_carousel_setti_1lw2b1i_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum_projects_blocks_post_carousel_s_13iste9_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum_projects_blocks_post_carousel_setting_12xgu8o_style_phone",
  	"settings_animation_repeat_phone" "enum_projects_blocks_post_carousel_setting_9xfzuq_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum_projects_blocks_post_carousel_se_1jn4xqn_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"block_name" varchar
  );
  
  CREATE TABLE "projects_blocks_post_carousel_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "projects_blocks_gallery_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_projects_blocks_gallery_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "projects_blocks_gallery" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"layout" "enum_projects_blocks_gallery_layout" DEFAULT 'grid',
  	"items_per_page" numeric,
  	"show_captions" boolean DEFAULT true,
  	"lightbox" boolean DEFAULT true,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum_projects_blocks_gallery_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum_projects_blocks_gallery_settings_animation_style",
  	"settings_animation_repeat" "enum_projects_blocks_gallery_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum_projects_blocks_gallery_settings_animation_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum_projects_blocks_gallery_settings_animation_style_tablet",
  	"settings_animation_repeat_tablet" "enum_projects_blocks_gallery_settings_animation_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum_projects_blocks_gallery_settings_rcvftc_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum_projects_blocks_gallery_settings_animation_style_phone",
  	"settings_animation_repeat_phone" "enum_projects_blocks_gallery_settings_animation_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum_projects_blocks_gallery_settings_a_ha5cs_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"block_name" varchar
  );
  
  CREATE TABLE "projects_blocks_gallery_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "projects_blocks_shop_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_projects_blocks_shop_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "projects_blocks_shop" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"show_filter" boolean DEFAULT true,
  	"per_page" numeric DEFAULT 8,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum_projects_blocks_shop_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum_projects_blocks_shop_settings_animation_style",
  	"settings_animation_repeat" "enum_projects_blocks_shop_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum_projects_blocks_shop_settings_animation_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum_projects_blocks_shop_settings_animation_style_tablet",
  	"settings_animation_repeat_tablet" "enum_projects_blocks_shop_settings_animation_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum_projects_blocks_shop_settings_animation_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum_projects_blocks_shop_settings_animation_style_phone",
  	"settings_animation_repeat_phone" "enum_projects_blocks_shop_settings_animation_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum_projects_blocks_shop_settings_animation_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"block_name" varchar
  );
  
  CREATE TABLE "projects_blocks_shop_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "projects_blocks_network_widget_modules" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_projects_blocks_network_widget_modules",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "projects_blocks_network_widget_attributes" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"value" varchar
  );
  
  CREATE TABLE "projects_blocks_network_widget_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_projects_blocks_network_widget_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "projects_blocks_network_widget" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"tag" "enum_projects_blocks_network_widget_tag" DEFAULT 'Share',
  	"company" varchar,
  	"member" varchar,
  	"member_token" varchar,
  	"product" varchar,
  	"url" varchar,
  	"profile_format" "enum_projects_blocks_network_widget_profile_format" DEFAULT 'hover',
  	"follow_format" "enum_projects_blocks_network_widget_follow_format" DEFAULT 'text',
  	"size" "enum_projects_blocks_network_widget_size" DEFAULT '20',
  	"width" numeric,
  	"related" boolean DEFAULT true,
  	"contract_id" varchar,
  	"activity" varchar,
  	"url_parser_key" varchar,
  	"job_code" varchar,
  	"extra" varchar,
  	"industry" varchar,
  	"job_function" varchar,
  	"country" varchar,
  	"max_jobs" numeric,
  	"embed_jobs" boolean,
  	"jobs_callback" boolean,
  	"member_ids" varchar,
  	"profile_fields" varchar,
  	"counter" "enum_projects_blocks_network_widget_counter" DEFAULT 'right',
  	"theme" "enum_projects_blocks_network_widget_theme" DEFAULT 'basic',
  	"trk" varchar,
  	"show_zero" boolean,
  	"on_success" varchar,
  	"on_error" varchar,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum_projects_blocks_network_widget_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum_projects_blocks_network_widget_settings_animation_style",
  	"settings_animation_repeat" "enum_projects_blocks_network_widget_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum_projects_blocks_network_widget_setting_1ewbsfs_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum_projects_blocks_network_widget_setti_116pi24_style_tablet",
  	"settings_animation_repeat_tablet" "enum_projects_blocks_network_widget_setti_u3g1ba_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum_projects_blocks_network_widget__1s7nlzl_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum_projects_blocks_network_widget_settin_14j8imw_style_phone",
  	"settings_animation_repeat_phone" "enum_projects_blocks_network_widget_setti_1rxesn6_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum_projects_blocks_network_widget_s_1psv4en_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"block_name" varchar
  );
  
  CREATE TABLE "projects_blocks_network_widget_locales" (
  	"link_text" varchar,
  	"jobs_title" varchar,
  	"template" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "projects_blocks_row_columns_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_projects_blocks_row_columns_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "projects_blocks_row_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"background_color" varchar,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum_projects_blocks_row_columns_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum_projects_blocks_row_columns_settings_animation_style",
  	"settings_animation_repeat" "enum_projects_blocks_row_columns_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum_projects_blocks_row_columns_settings_animation_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum_projects_blocks_row_columns_settings_17mvenh_style_tablet",
  	"settings_animation_repeat_tablet" "enum_projects_blocks_row_columns_settings_1uu8tp_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum_projects_blocks_row_columns_set_13szese_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum_projects_blocks_row_columns_settings_animation_style_phone",
  	"settings_animation_repeat_phone" "enum_projects_blocks_row_columns_settings_19dw20b_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum_projects_blocks_row_columns_sett_14b69yi_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric
  );
  
  CREATE TABLE "projects_blocks_row_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_projects_blocks_row_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "projects_blocks_row" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"structure" "enum_projects_blocks_row_structure" DEFAULT '1_1',
  	"vertical_align" "enum_projects_blocks_row_vertical_align" DEFAULT 'start',
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum_projects_blocks_row_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum_projects_blocks_row_settings_animation_style",
  	"settings_animation_repeat" "enum_projects_blocks_row_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum_projects_blocks_row_settings_animation_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum_projects_blocks_row_settings_animation_style_tablet",
  	"settings_animation_repeat_tablet" "enum_projects_blocks_row_settings_animation_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum_projects_blocks_row_settings_animation_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum_projects_blocks_row_settings_animation_style_phone",
  	"settings_animation_repeat_phone" "enum_projects_blocks_row_settings_animation_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum_projects_blocks_row_settings_animation_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"block_name" varchar
  );
  
  CREATE TABLE "projects_blocks_section_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_projects_blocks_section_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "projects_blocks_section" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"background_type" "enum_projects_blocks_section_background_type" DEFAULT 'none',
  	"background_color" varchar,
  	"background_gradient_end" varchar,
  	"background_gradient_angle" numeric DEFAULT 180,
  	"background_image_id" integer,
  	"background_parallax" boolean,
  	"background_video_id" integer,
  	"background_play_outside_viewport" boolean,
  	"background_play_on_hover" boolean,
  	"background_overlay" numeric DEFAULT 50,
  	"text_tone" "enum_projects_blocks_section_text_tone" DEFAULT 'dark',
  	"width" "enum_projects_blocks_section_width" DEFAULT 'boxed',
  	"padding_desktop_top" numeric,
  	"padding_desktop_bottom" numeric,
  	"padding_tablet_top" numeric,
  	"padding_tablet_bottom" numeric,
  	"padding_phone_top" numeric,
  	"padding_phone_bottom" numeric,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum_projects_blocks_section_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum_projects_blocks_section_settings_animation_style",
  	"settings_animation_repeat" "enum_projects_blocks_section_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum_projects_blocks_section_settings_animation_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum_projects_blocks_section_settings_animation_style_tablet",
  	"settings_animation_repeat_tablet" "enum_projects_blocks_section_settings_animation_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum_projects_blocks_section_settings_k14ep7_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum_projects_blocks_section_settings_animation_style_phone",
  	"settings_animation_repeat_phone" "enum_projects_blocks_section_settings_animation_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum_projects_blocks_section_settings_16k2dqh_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"block_name" varchar
  );
  
  CREATE TABLE "projects_blocks_section_locales" (
  	"admin_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "projects" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"featured_image_id" integer,
  	"client" varchar,
  	"year" numeric,
  	"slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_projects_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "projects_locales" (
  	"title" varchar,
  	"excerpt" varchar,
  	"content" jsonb,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_image_id" integer,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "projects_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"pages_id" integer,
  	"posts_id" integer,
  	"projects_id" integer,
  	"categories_id" integer,
  	"media_id" integer,
  	"product_categories_id" integer,
  	"project_categories_id" integer
  );
  
  CREATE TABLE "_projects_v_blocks_text_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__projects_v_blocks_text_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_projects_v_blocks_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum__projects_v_blocks_text_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum__projects_v_blocks_text_settings_animation_style",
  	"settings_animation_repeat" "enum__projects_v_blocks_text_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum__projects_v_blocks_text_settings_animation_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum__projects_v_blocks_text_settings_animation_style_tablet",
  	"settings_animation_repeat_tablet" "enum__projects_v_blocks_text_settings_animation_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum__projects_v_blocks_text_setting_1bf6nb7_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum__projects_v_blocks_text_settings_animation_style_phone",
  	"settings_animation_repeat_phone" "enum__projects_v_blocks_text_settings_animation_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum__projects_v_blocks_text_settings__ay9ecx_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_projects_v_blocks_text_locales" (
  	"content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_projects_v_blocks_heading_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__projects_v_blocks_heading_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_projects_v_blocks_heading" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"level" "enum__projects_v_blocks_heading_level" DEFAULT 'h2',
  	"align" "enum__projects_v_blocks_heading_align" DEFAULT 'left',
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum__projects_v_blocks_heading_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum__projects_v_blocks_heading_settings_animation_style",
  	"settings_animation_repeat" "enum__projects_v_blocks_heading_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum__projects_v_blocks_heading_settings_animation_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum__projects_v_blocks_heading_settings_animation_style_tablet",
  	"settings_animation_repeat_tablet" "enum__projects_v_blocks_heading_settings_13au2vd_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum__projects_v_blocks_heading_sett_1y10ljm_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum__projects_v_blocks_heading_settings_animation_style_phone",
  	"settings_animation_repeat_phone" "enum__projects_v_blocks_heading_settings_animation_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum__projects_v_blocks_heading_setti_1gswhda_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_projects_v_blocks_heading_locales" (
  	"text" varchar,
  	"subtitle" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_projects_v_blocks_image_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__projects_v_blocks_image_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_projects_v_blocks_image" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"align" "enum__projects_v_blocks_image_align" DEFAULT 'center',
  	"full_width" boolean DEFAULT true,
  	"lightbox" boolean,
  	"priority" boolean,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum__projects_v_blocks_image_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum__projects_v_blocks_image_settings_animation_style",
  	"settings_animation_repeat" "enum__projects_v_blocks_image_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum__projects_v_blocks_image_settings_animation_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum__projects_v_blocks_image_settings_animation_style_tablet",
  	"settings_animation_repeat_tablet" "enum__projects_v_blocks_image_settings_animation_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum__projects_v_blocks_image_setting_nyyhfb_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum__projects_v_blocks_image_settings_animation_style_phone",
  	"settings_animation_repeat_phone" "enum__projects_v_blocks_image_settings_animation_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum__projects_v_blocks_image_setting_1kizv9h_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_projects_v_blocks_image_locales" (
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_projects_v_blocks_button_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__projects_v_blocks_button_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_projects_v_blocks_button" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"link_type" "enum__projects_v_blocks_button_link_type" DEFAULT 'reference',
  	"link_new_tab" boolean,
  	"link_url" varchar,
  	"style" "enum__projects_v_blocks_button_style" DEFAULT 'primary',
  	"align" "enum__projects_v_blocks_button_align" DEFAULT 'left',
  	"tracking_id" varchar,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum__projects_v_blocks_button_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum__projects_v_blocks_button_settings_animation_style",
  	"settings_animation_repeat" "enum__projects_v_blocks_button_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum__projects_v_blocks_button_settings_animation_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum__projects_v_blocks_button_settings_animation_style_tablet",
  	"settings_animation_repeat_tablet" "enum__projects_v_blocks_button_settings_animation_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum__projects_v_blocks_button_settin_necp0m_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum__projects_v_blocks_button_settings_animation_style_phone",
  	"settings_animation_repeat_phone" "enum__projects_v_blocks_button_settings_animation_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum__projects_v_blocks_button_settin_1202hz6_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_projects_v_blocks_button_locales" (
  	"link_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_projects_v_blocks_call_to_action_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__projects_v_blocks_call_to_action_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_projects_v_blocks_call_to_action" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"button_type" "enum__projects_v_blocks_call_to_action_button_type" DEFAULT 'reference',
  	"button_new_tab" boolean,
  	"button_url" varchar,
  	"button_style" "enum__projects_v_blocks_call_to_action_button_style" DEFAULT 'primary',
  	"tone" "enum__projects_v_blocks_call_to_action_tone" DEFAULT 'accent',
  	"tracking_id" varchar,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum__projects_v_blocks_call_to_action_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum__projects_v_blocks_call_to_action_settings_animation_style",
  	"settings_animation_repeat" "enum__projects_v_blocks_call_to_action_settings_1823kdr_repeat",
  	"settings_animation_speed_curve" "enum__projects_v_blocks_call_to_action_setti_g2mxwq_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum__projects_v_blocks_call_to_action_se_188xxaa_style_tablet",
  	"settings_animation_repeat_tablet" "enum__projects_v_blocks_call_to_action_se_poaw74_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum__projects_v_blocks_call_to_acti_1z0di27_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum__projects_v_blocks_call_to_action_setti_ho0ta_style_phone",
  	"settings_animation_repeat_phone" "enum__projects_v_blocks_call_to_action_se_1tt2nt8_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum__projects_v_blocks_call_to_actio_12kzmfh_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_projects_v_blocks_call_to_action_locales" (
  	"title" varchar,
  	"body" varchar,
  	"button_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_projects_v_blocks_blurb_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__projects_v_blocks_blurb_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_projects_v_blocks_blurb" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"media_type" "enum__projects_v_blocks_blurb_media_type" DEFAULT 'icon',
  	"icon" "enum__projects_v_blocks_blurb_icon" DEFAULT 'gear',
  	"image_id" integer,
  	"layout" "enum__projects_v_blocks_blurb_layout" DEFAULT 'top',
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum__projects_v_blocks_blurb_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum__projects_v_blocks_blurb_settings_animation_style",
  	"settings_animation_repeat" "enum__projects_v_blocks_blurb_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum__projects_v_blocks_blurb_settings_animation_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum__projects_v_blocks_blurb_settings_animation_style_tablet",
  	"settings_animation_repeat_tablet" "enum__projects_v_blocks_blurb_settings_animation_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum__projects_v_blocks_blurb_setting_1weomb_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum__projects_v_blocks_blurb_settings_animation_style_phone",
  	"settings_animation_repeat_phone" "enum__projects_v_blocks_blurb_settings_animation_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum__projects_v_blocks_blurb_setting_1maxvyp_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_projects_v_blocks_blurb_locales" (
  	"title" varchar,
  	"body" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_projects_v_blocks_divider_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__projects_v_blocks_divider_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_projects_v_blocks_divider" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"show_line" boolean DEFAULT true,
  	"line_style" "enum__projects_v_blocks_divider_line_style" DEFAULT 'solid',
  	"height" numeric DEFAULT 32,
  	"color" varchar,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum__projects_v_blocks_divider_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum__projects_v_blocks_divider_settings_animation_style",
  	"settings_animation_repeat" "enum__projects_v_blocks_divider_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum__projects_v_blocks_divider_settings_animation_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum__projects_v_blocks_divider_settings_animation_style_tablet",
  	"settings_animation_repeat_tablet" "enum__projects_v_blocks_divider_settings__omikfo_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum__projects_v_blocks_divider_sett_18nqr4b_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum__projects_v_blocks_divider_settings_animation_style_phone",
  	"settings_animation_repeat_phone" "enum__projects_v_blocks_divider_settings_animation_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum__projects_v_blocks_divider_setti_1fp82cp_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_projects_v_blocks_video_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__projects_v_blocks_video_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_projects_v_blocks_video" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"source" "enum__projects_v_blocks_video_source" DEFAULT 'file',
  	"file_id" integer,
  	"url" varchar,
  	"poster_id" integer,
  	"tracking_id" varchar,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum__projects_v_blocks_video_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum__projects_v_blocks_video_settings_animation_style",
  	"settings_animation_repeat" "enum__projects_v_blocks_video_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum__projects_v_blocks_video_settings_animation_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum__projects_v_blocks_video_settings_animation_style_tablet",
  	"settings_animation_repeat_tablet" "enum__projects_v_blocks_video_settings_animation_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum__projects_v_blocks_video_settin_1ig2h91_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum__projects_v_blocks_video_settings_animation_style_phone",
  	"settings_animation_repeat_phone" "enum__projects_v_blocks_video_settings_animation_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum__projects_v_blocks_video_settings_j9yg9v_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_projects_v_blocks_video_locales" (
  	"title" varchar,
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_projects_v_blocks_code_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__projects_v_blocks_code_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_projects_v_blocks_code" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"html" varchar,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum__projects_v_blocks_code_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum__projects_v_blocks_code_settings_animation_style",
  	"settings_animation_repeat" "enum__projects_v_blocks_code_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum__projects_v_blocks_code_settings_animation_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum__projects_v_blocks_code_settings_animation_style_tablet",
  	"settings_animation_repeat_tablet" "enum__projects_v_blocks_code_settings_animation_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum__projects_v_blocks_code_setting_1k9tji5_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum__projects_v_blocks_code_settings_animation_style_phone",
  	"settings_animation_repeat_phone" "enum__projects_v_blocks_code_settings_animation_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum__projects_v_blocks_code_settings_1ugoxdn_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_projects_v_blocks_testimonial_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__projects_v_blocks_testimonial_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_projects_v_blocks_testimonial" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"author" varchar,
  	"company" varchar,
  	"portrait_id" integer,
  	"company_url" varchar,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum__projects_v_blocks_testimonial_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum__projects_v_blocks_testimonial_settings_animation_style",
  	"settings_animation_repeat" "enum__projects_v_blocks_testimonial_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum__projects_v_blocks_testimonial_setting_1kop29c_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum__projects_v_blocks_testimonial_settin_c9kqpw_style_tablet",
  	"settings_animation_repeat_tablet" "enum__projects_v_blocks_testimonial_sett_13jkbqm_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum__projects_v_blocks_testimonial__17nqb5l_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum__projects_v_blocks_testimonial_setting_6dylkw_style_phone",
  	"settings_animation_repeat_phone" "enum__projects_v_blocks_testimonial_settin_ueuta2_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum__projects_v_blocks_testimonial_se_an8cdj_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_projects_v_blocks_testimonial_locales" (
  	"quote" varchar,
  	"job_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_projects_v_blocks_slider_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"button_type" "enum__projects_v_blocks_slider_slides_button_type" DEFAULT 'reference',
  	"button_new_tab" boolean,
  	"button_url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_projects_v_blocks_slider_slides_locales" (
  	"heading" varchar,
  	"body" varchar,
  	"button_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_projects_v_blocks_slider_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__projects_v_blocks_slider_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_projects_v_blocks_slider" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"autoplay" boolean,
  	"autoplay_speed" numeric DEFAULT 7000,
  	"ignore_hover" boolean,
  	"show_arrows" boolean DEFAULT true,
  	"controls" "enum__projects_v_blocks_slider_controls" DEFAULT 'bullets',
  	"transition_speed" numeric,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum__projects_v_blocks_slider_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum__projects_v_blocks_slider_settings_animation_style",
  	"settings_animation_repeat" "enum__projects_v_blocks_slider_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum__projects_v_blocks_slider_settings_animation_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum__projects_v_blocks_slider_settings_animation_style_tablet",
  	"settings_animation_repeat_tablet" "enum__projects_v_blocks_slider_settings_animation_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum__projects_v_blocks_slider_setti_1u71tp1_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum__projects_v_blocks_slider_settings_animation_style_phone",
  	"settings_animation_repeat_phone" "enum__projects_v_blocks_slider_settings_animation_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum__projects_v_blocks_slider_settin_1k9a7qb_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_projects_v_blocks_slider_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_projects_v_blocks_post_slider_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__projects_v_blocks_post_slider_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_projects_v_blocks_post_slider" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"posts_number" numeric DEFAULT 5,
  	"show_date" boolean DEFAULT true,
  	"show_excerpt" boolean DEFAULT true,
  	"autoplay" boolean,
  	"autoplay_speed" numeric DEFAULT 7000,
  	"ignore_hover" boolean,
  	"show_arrows" boolean DEFAULT true,
  	"controls" "enum__projects_v_blocks_post_slider_controls" DEFAULT 'bullets',
  	"transition_speed" numeric,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum__projects_v_blocks_post_slider_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum__projects_v_blocks_post_slider_settings_animation_style",
  	"settings_animation_repeat" "enum__projects_v_blocks_post_slider_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum__projects_v_blocks_post_slider_settings_1uyyr1_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum__projects_v_blocks_post_slider_setti_1dybt7t_style_tablet",
  	"settings_animation_repeat_tablet" "enum__projects_v_blocks_post_slider_setti_xpqgpd_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum__projects_v_blocks_post_slider_s_k5ksm2_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum__projects_v_blocks_post_slider_settin_14yys5z_style_phone",
  	"settings_animation_repeat_phone" "enum__projects_v_blocks_post_slider_setti_1lhusr3_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum__projects_v_blocks_post_slider_se_ui9jd2_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_projects_v_blocks_post_slider_locales" (
  	"button_text" varchar,
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_projects_v_blocks_video_slider_videos" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"source" "enum__projects_v_blocks_video_slider_videos_source" DEFAULT 'file',
  	"file_id" integer,
  	"url" varchar,
  	"poster_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_projects_v_blocks_video_slider_videos_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_projects_v_blocks_video_slider_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__projects_v_blocks_video_slider_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_projects_v_blocks_video_slider" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"show_arrows" boolean DEFAULT true,
  	"controls" "enum__projects_v_blocks_video_slider_controls" DEFAULT 'bullets',
  	"transition_speed" numeric,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum__projects_v_blocks_video_slider_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum__projects_v_blocks_video_slider_settings_animation_style",
  	"settings_animation_repeat" "enum__projects_v_blocks_video_slider_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum__projects_v_blocks_video_slider_setting_ladu2o_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum__projects_v_blocks_video_slider_sett_1m3ss50_style_tablet",
  	"settings_animation_repeat_tablet" "enum__projects_v_blocks_video_slider_sett_86xkqm_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum__projects_v_blocks_video_slider_1vlb58p_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum__projects_v_blocks_video_slider_settin_nsygfk_style_phone",
  	"settings_animation_repeat_phone" "enum__projects_v_blocks_video_slider_sett_1y23w96_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum__projects_v_blocks_video_slider_s_umwnqv_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_projects_v_blocks_video_slider_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_projects_v_blocks_simple_carousel_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_projects_v_blocks_simple_carousel_items_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_projects_v_blocks_simple_carousel_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__projects_v_blocks_simple_carousel_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_projects_v_blocks_simple_carousel" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"show_arrows" boolean DEFAULT true,
  	"show_pagination" boolean DEFAULT true,
  	"transition_speed" numeric,
  	"autoplay" boolean,
  	"autoplay_speed" numeric,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum__projects_v_blocks_simple_carousel_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum__projects_v_blocks_simple_carousel_settings_1ufmbr1_style",
  	"settings_animation_repeat" "enum__projects_v_blocks_simple_carousel_setting_1ubi0fr_repeat",
  	"settings_animation_speed_curve" "enum__projects_v_blocks_simple_carousel_set_1r7ffwy_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum__projects_v_blocks_simple_carousel_se_rhd7ai_style_tablet",
  	"settings_animation_repeat_tablet" "enum__projects_v_blocks_simple_carousel__1pim4bc_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum__projects_v_blocks_simple_carous_jse293_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum__projects_v_blocks_simple_carousel_set_qi98ie_style_phone",
  	"settings_animation_repeat_phone" "enum__projects_v_blocks_simple_carousel_se_g4yq8k_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum__projects_v_blocks_simple_carous_17a4it1_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_projects_v_blocks_simple_carousel_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_projects_v_blocks_post_carousel_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__projects_v_blocks_post_carousel_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_projects_v_blocks_post_carousel" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"posts_number" numeric DEFAULT 8,
  	"show_excerpt" boolean DEFAULT true,
  	"show_arrows" boolean DEFAULT true,
  	"show_pagination" boolean DEFAULT true,
  	"transition_speed" numeric,
  	"autoplay" boolean,
  	"autoplay_speed" numeric,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum__projects_v_blocks_post_carousel_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum__projects_v_blocks_post_carousel_settings_animation_style",
  	"settings_animation_repeat" "enum__projects_v_blocks_post_carousel_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum__projects_v_blocks_post_carousel_setti_16pkw5m_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum__projects_v_blocks_post_carousel_setti_u7x7m_style_tablet",
  	"settings_animation_repeat_tablet" "enum__projects_v_blocks_post_carousel_se_1aofxcw_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum__projects_v_blocks_post_carousel_kfl8gf_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum__projects_v_blocks_post_carousel_sett_1x66j7i_style_phone",
  	"settings_animation_repeat_phone" "enum__projects_v_blocks_post_carousel_sett_ueaeuk_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum__projects_v_blocks_post_carousel__fxoxt9_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_projects_v_blocks_post_carousel_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_projects_v_blocks_gallery_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__projects_v_blocks_gallery_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_projects_v_blocks_gallery" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"layout" "enum__projects_v_blocks_gallery_layout" DEFAULT 'grid',
  	"items_per_page" numeric,
  	"show_captions" boolean DEFAULT true,
  	"lightbox" boolean DEFAULT true,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum__projects_v_blocks_gallery_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum__projects_v_blocks_gallery_settings_animation_style",
  	"settings_animation_repeat" "enum__projects_v_blocks_gallery_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum__projects_v_blocks_gallery_settings_animation_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum__projects_v_blocks_gallery_settings_animation_style_tablet",
  	"settings_animation_repeat_tablet" "enum__projects_v_blocks_gallery_settings__vx7vwx_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum__projects_v_blocks_gallery_setti_m5btay_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum__projects_v_blocks_gallery_settings_animation_style_phone",
  	"settings_animation_repeat_phone" "enum__projects_v_blocks_gallery_settings_animation_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum__projects_v_blocks_gallery_setti_1kuz1qe_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_projects_v_blocks_gallery_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_projects_v_blocks_shop_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__projects_v_blocks_shop_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_projects_v_blocks_shop" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"show_filter" boolean DEFAULT true,
  	"per_page" numeric DEFAULT 8,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum__projects_v_blocks_shop_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum__projects_v_blocks_shop_settings_animation_style",
  	"settings_animation_repeat" "enum__projects_v_blocks_shop_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum__projects_v_blocks_shop_settings_animation_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum__projects_v_blocks_shop_settings_animation_style_tablet",
  	"settings_animation_repeat_tablet" "enum__projects_v_blocks_shop_settings_animation_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum__projects_v_blocks_shop_settings_yzegla_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum__projects_v_blocks_shop_settings_animation_style_phone",
  	"settings_animation_repeat_phone" "enum__projects_v_blocks_shop_settings_animation_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum__projects_v_blocks_shop_settings__lgodai_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_projects_v_blocks_shop_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_projects_v_blocks_network_widget_modules" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__projects_v_blocks_network_widget_modules",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_projects_v_blocks_network_widget_attributes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_projects_v_blocks_network_widget_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__projects_v_blocks_network_widget_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_projects_v_blocks_network_widget" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"tag" "enum__projects_v_blocks_network_widget_tag" DEFAULT 'Share',
  	"company" varchar,
  	"member" varchar,
  	"member_token" varchar,
  	"product" varchar,
  	"url" varchar,
  	"profile_format" "enum__projects_v_blocks_network_widget_profile_format" DEFAULT 'hover',
  	"follow_format" "enum__projects_v_blocks_network_widget_follow_format" DEFAULT 'text',
  	"size" "enum__projects_v_blocks_network_widget_size" DEFAULT '20',
  	"width" numeric,
  	"related" boolean DEFAULT true,
  	"contract_id" varchar,
  	"activity" varchar,
  	"url_parser_key" varchar,
  	"job_code" varchar,
  	"extra" varchar,
  	"industry" varchar,
  	"job_function" varchar,
  	"country" varchar,
  	"max_jobs" numeric,
  	"embed_jobs" boolean,
  	"jobs_callback" boolean,
  	"member_ids" varchar,
  	"profile_fields" varchar,
  	"counter" "enum__projects_v_blocks_network_widget_counter" DEFAULT 'right',
  	"theme" "enum__projects_v_blocks_network_widget_theme" DEFAULT 'basic',
  	"trk" varchar,
  	"show_zero" boolean,
  	"on_success" varchar,
  	"on_error" varchar,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum__projects_v_blocks_network_widget_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum__projects_v_blocks_network_widget_settings_animation_style",
  	"settings_animation_repeat" "enum__projects_v_blocks_network_widget_settings__e48j0v_repeat",
  	"settings_animation_speed_curve" "enum__projects_v_blocks_network_widget_setti_dqtwi2_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum__projects_v_blocks_network_widget_set_f4ebc2_style_tablet",
  	"settings_animation_repeat_tablet" "enum__projects_v_blocks_network_widget_s_1d3vl40_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum__projects_v_blocks_network_widge_mfg64v_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum__projects_v_blocks_network_widget_set_198iegu_style_phone",
  	"settings_animation_repeat_phone" "enum__projects_v_blocks_network_widget_se_18ogsz0_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum__projects_v_blocks_network_widget_e02nu5_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_projects_v_blocks_network_widget_locales" (
  	"link_text" varchar,
  	"jobs_title" varchar,
  	"template" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_projects_v_blocks_row_columns_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__projects_v_blocks_row_columns_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_projects_v_blocks_row_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"background_color" varchar,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum__projects_v_blocks_row_columns_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum__projects_v_blocks_row_columns_settings_animation_style",
  	"settings_animation_repeat" "enum__projects_v_blocks_row_columns_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum__projects_v_blocks_row_columns_setting_1m4evbb_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum__projects_v_blocks_row_columns_setti_1s2tjjb_style_tablet",
  	"settings_animation_repeat_tablet" "enum__projects_v_blocks_row_columns_sett_1woittf_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum__projects_v_blocks_row_columns_s_ifninc_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum__projects_v_blocks_row_columns_setting_tigjn9_style_phone",
  	"settings_animation_repeat_phone" "enum__projects_v_blocks_row_columns_setti_1h0vtk1_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum__projects_v_blocks_row_columns_se_r2whpg_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_projects_v_blocks_row_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__projects_v_blocks_row_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_projects_v_blocks_row" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"structure" "enum__projects_v_blocks_row_structure" DEFAULT '1_1',
  	"vertical_align" "enum__projects_v_blocks_row_vertical_align" DEFAULT 'start',
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum__projects_v_blocks_row_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum__projects_v_blocks_row_settings_animation_style",
  	"settings_animation_repeat" "enum__projects_v_blocks_row_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum__projects_v_blocks_row_settings_animation_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum__projects_v_blocks_row_settings_animation_style_tablet",
  	"settings_animation_repeat_tablet" "enum__projects_v_blocks_row_settings_animation_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum__projects_v_blocks_row_settings__z49qn8_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum__projects_v_blocks_row_settings_animation_style_phone",
  	"settings_animation_repeat_phone" "enum__projects_v_blocks_row_settings_animation_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum__projects_v_blocks_row_settings_animation_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_projects_v_blocks_section_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__projects_v_blocks_section_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_projects_v_blocks_section" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"background_type" "enum__projects_v_blocks_section_background_type" DEFAULT 'none',
  	"background_color" varchar,
  	"background_gradient_end" varchar,
  	"background_gradient_angle" numeric DEFAULT 180,
  	"background_image_id" integer,
  	"background_parallax" boolean,
  	"background_video_id" integer,
  	"background_play_outside_viewport" boolean,
  	"background_play_on_hover" boolean,
  	"background_overlay" numeric DEFAULT 50,
  	"text_tone" "enum__projects_v_blocks_section_text_tone" DEFAULT 'dark',
  	"width" "enum__projects_v_blocks_section_width" DEFAULT 'boxed',
  	"padding_desktop_top" numeric,
  	"padding_desktop_bottom" numeric,
  	"padding_tablet_top" numeric,
  	"padding_tablet_bottom" numeric,
  	"padding_phone_top" numeric,
  	"padding_phone_bottom" numeric,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum__projects_v_blocks_section_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum__projects_v_blocks_section_settings_animation_style",
  	"settings_animation_repeat" "enum__projects_v_blocks_section_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum__projects_v_blocks_section_settings_animation_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum__projects_v_blocks_section_settings_animation_style_tablet",
  	"settings_animation_repeat_tablet" "enum__projects_v_blocks_section_settings_1iff3ea_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum__projects_v_blocks_section_sett_1eou69x_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum__projects_v_blocks_section_settings_animation_style_phone",
  	"settings_animation_repeat_phone" "enum__projects_v_blocks_section_settings_animation_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum__projects_v_blocks_section_setti_1dce2vn_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_projects_v_blocks_section_locales" (
  	"admin_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_projects_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_featured_image_id" integer,
  	"version_client" varchar,
  	"version_year" numeric,
  	"version_slug" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__projects_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__projects_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_projects_v_locales" (
  	"version_title" varchar,
  	"version_excerpt" varchar,
  	"version_content" jsonb,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_projects_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"pages_id" integer,
  	"posts_id" integer,
  	"projects_id" integer,
  	"categories_id" integer,
  	"media_id" integer,
  	"product_categories_id" integer,
  	"project_categories_id" integer
  );
  
  CREATE TABLE "project_categories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "project_categories_locales" (
  	"title" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_thumbnail_url" varchar,
  	"sizes_thumbnail_width" numeric,
  	"sizes_thumbnail_height" numeric,
  	"sizes_thumbnail_mime_type" varchar,
  	"sizes_thumbnail_filesize" numeric,
  	"sizes_thumbnail_filename" varchar,
  	"sizes_card_url" varchar,
  	"sizes_card_width" numeric,
  	"sizes_card_height" numeric,
  	"sizes_card_mime_type" varchar,
  	"sizes_card_filesize" numeric,
  	"sizes_card_filename" varchar,
  	"sizes_hero_url" varchar,
  	"sizes_hero_width" numeric,
  	"sizes_hero_height" numeric,
  	"sizes_hero_mime_type" varchar,
  	"sizes_hero_filesize" numeric,
  	"sizes_hero_filename" varchar,
  	"sizes_og_url" varchar,
  	"sizes_og_width" numeric,
  	"sizes_og_height" numeric,
  	"sizes_og_mime_type" varchar,
  	"sizes_og_filesize" numeric,
  	"sizes_og_filename" varchar
  );
  
  CREATE TABLE "media_locales" (
  	"alt" varchar NOT NULL,
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "users_roles" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_users_roles",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "product_categories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "shipping_methods_countries" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_shipping_methods_countries",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "shipping_methods" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"description" varchar,
  	"cost" numeric DEFAULT 0 NOT NULL,
  	"free_over" numeric,
  	"enabled" boolean DEFAULT true,
  	"sort_order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "coupons" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"code" varchar NOT NULL,
  	"kind" "enum_coupons_kind" DEFAULT 'percent' NOT NULL,
  	"percent" numeric,
  	"fixed_amount" numeric,
  	"min_spend" numeric,
  	"expires_at" timestamp(3) with time zone,
  	"usage_limit" numeric,
  	"used_count" numeric DEFAULT 0,
  	"active" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "product_reviews" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"product_id" integer NOT NULL,
  	"rating" numeric NOT NULL,
  	"author" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"body" varchar NOT NULL,
  	"status" "enum_product_reviews_status" DEFAULT 'pending' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "outbox" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"to" varchar NOT NULL,
  	"subject" varchar NOT NULL,
  	"text" varchar NOT NULL,
  	"kind" "enum_outbox_kind" NOT NULL,
  	"order_id" integer,
  	"status" "enum_outbox_status" DEFAULT 'queued' NOT NULL,
  	"sent_at" timestamp(3) with time zone,
  	"error" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "addresses" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"customer_id" integer,
  	"title" varchar,
  	"first_name" varchar,
  	"last_name" varchar,
  	"company" varchar,
  	"address_line1" varchar,
  	"address_line2" varchar,
  	"city" varchar,
  	"state" varchar,
  	"postal_code" varchar,
  	"country" "enum_addresses_country" NOT NULL,
  	"phone" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "products_gallery" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer NOT NULL
  );
  
  CREATE TABLE "products_details" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"value" varchar NOT NULL
  );
  
  CREATE TABLE "products" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"slug" varchar,
  	"sku" varchar NOT NULL,
  	"vat_rate" "enum_products_vat_rate" DEFAULT '25' NOT NULL,
  	"published" boolean DEFAULT true,
  	"short_description" varchar,
  	"description" varchar,
  	"inventory" numeric DEFAULT 0 NOT NULL,
  	"price_in_s_e_k_enabled" boolean,
  	"price_in_s_e_k" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"deleted_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "products_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"product_categories_id" integer
  );
  
  CREATE TABLE "carts_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"product_id" integer,
  	"quantity" numeric DEFAULT 1 NOT NULL
  );
  
  CREATE TABLE "carts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"secret" varchar,
  	"customer_id" integer,
  	"purchased_at" timestamp(3) with time zone,
  	"subtotal" numeric,
  	"currency" "enum_carts_currency" DEFAULT 'SEK',
  	"coupon_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "orders_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"product_id" integer,
  	"quantity" numeric DEFAULT 1 NOT NULL
  );
  
  CREATE TABLE "orders_lines" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"product_id" integer,
  	"title" varchar,
  	"sku" varchar,
  	"quantity" numeric,
  	"unit_price" numeric,
  	"vat_rate" numeric,
  	"line_total" numeric,
  	"discount" numeric,
  	"vat" numeric
  );
  
  CREATE TABLE "orders_totals_vat_by_rate" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"rate" numeric,
  	"amount" numeric
  );
  
  CREATE TABLE "orders" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"shipping_address_title" varchar,
  	"shipping_address_first_name" varchar,
  	"shipping_address_last_name" varchar,
  	"shipping_address_company" varchar,
  	"shipping_address_address_line1" varchar,
  	"shipping_address_address_line2" varchar,
  	"shipping_address_city" varchar,
  	"shipping_address_state" varchar,
  	"shipping_address_postal_code" varchar,
  	"shipping_address_country" varchar,
  	"shipping_address_phone" varchar,
  	"customer_id" integer,
  	"customer_email" varchar,
  	"status" "enum_orders_status" DEFAULT 'processing' NOT NULL,
  	"amount" numeric,
  	"currency" "enum_orders_currency" DEFAULT 'SEK',
  	"idempotency_key" varchar NOT NULL,
  	"access_key" varchar NOT NULL,
  	"totals_subtotal" numeric,
  	"totals_discount" numeric,
  	"totals_shipping" numeric,
  	"totals_vat" numeric,
  	"totals_total" numeric,
  	"billing_first_name" varchar,
  	"billing_last_name" varchar,
  	"billing_company" varchar,
  	"billing_address1" varchar,
  	"billing_address2" varchar,
  	"billing_postcode" varchar,
  	"billing_city" varchar,
  	"billing_state" varchar,
  	"billing_country" varchar,
  	"billing_phone" varchar,
  	"billing_email" varchar,
  	"ship_to_different_address" boolean,
  	"shipping_first_name" varchar,
  	"shipping_last_name" varchar,
  	"shipping_company" varchar,
  	"shipping_address1" varchar,
  	"shipping_address2" varchar,
  	"shipping_postcode" varchar,
  	"shipping_city" varchar,
  	"shipping_state" varchar,
  	"shipping_country" varchar,
  	"shipping_phone" varchar,
  	"shipping_email" varchar,
  	"shipping_method_name" varchar,
  	"coupon_code" varchar,
  	"payment_method" "enum_orders_payment_method",
  	"order_comments" varchar,
  	"create_account" boolean,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "orders_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"transactions_id" integer
  );
  
  CREATE TABLE "transactions_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"product_id" integer,
  	"quantity" numeric DEFAULT 1 NOT NULL
  );
  
  CREATE TABLE "transactions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"billing_address_title" varchar,
  	"billing_address_first_name" varchar,
  	"billing_address_last_name" varchar,
  	"billing_address_company" varchar,
  	"billing_address_address_line1" varchar,
  	"billing_address_address_line2" varchar,
  	"billing_address_city" varchar,
  	"billing_address_state" varchar,
  	"billing_address_postal_code" varchar,
  	"billing_address_country" varchar,
  	"billing_address_phone" varchar,
  	"status" "enum_transactions_status" DEFAULT 'pending' NOT NULL,
  	"customer_id" integer,
  	"customer_email" varchar,
  	"order_id" integer,
  	"cart_id" integer,
  	"amount" numeric,
  	"currency" "enum_transactions_currency" DEFAULT 'SEK',
  	"method" "enum_transactions_method",
  	"provider" varchar,
  	"provider_reference" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "payload_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"pages_id" integer,
  	"posts_id" integer,
  	"categories_id" integer,
  	"projects_id" integer,
  	"project_categories_id" integer,
  	"media_id" integer,
  	"users_id" integer,
  	"product_categories_id" integer,
  	"shipping_methods_id" integer,
  	"coupons_id" integer,
  	"product_reviews_id" integer,
  	"outbox_id" integer,
  	"addresses_id" integer,
  	"products_id" integer,
  	"carts_id" integer,
  	"orders_id" integer,
  	"transactions_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "header_nav_items_children" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"link_type" "enum_header_nav_items_children_link_type" DEFAULT 'reference',
  	"link_new_tab" boolean,
  	"link_url" varchar
  );
  
  CREATE TABLE "header_nav_items_children_locales" (
  	"link_label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "header_nav_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"link_type" "enum_header_nav_items_link_type" DEFAULT 'reference',
  	"link_new_tab" boolean,
  	"link_url" varchar
  );
  
  CREATE TABLE "header_nav_items_locales" (
  	"link_label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "header" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"logo_id" integer,
  	"cta_link_type" "enum_header_cta_link_type" DEFAULT 'reference',
  	"cta_link_new_tab" boolean,
  	"cta_link_url" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "header_locales" (
  	"cta_link_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "header_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"pages_id" integer,
  	"posts_id" integer,
  	"projects_id" integer
  );
  
  CREATE TABLE "footer_columns_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"link_type" "enum_footer_columns_links_link_type" DEFAULT 'reference',
  	"link_new_tab" boolean,
  	"link_url" varchar
  );
  
  CREATE TABLE "footer_columns_links_locales" (
  	"link_label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "footer_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "footer_columns_locales" (
  	"heading" varchar NOT NULL,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "footer" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "footer_locales" (
  	"copyright" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "footer_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"pages_id" integer,
  	"posts_id" integer,
  	"projects_id" integer
  );
  
  CREATE TABLE "site_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"site_name" varchar NOT NULL,
  	"site_url" varchar,
  	"default_og_image_id" integer,
  	"organisation_legal_name" varchar,
  	"organisation_org_number" varchar,
  	"organisation_phone" varchar,
  	"organisation_email" varchar,
  	"organisation_address" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "site_settings_locales" (
  	"tagline" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "pages_blocks_text_settings_hide_on" ADD CONSTRAINT "pages_blocks_text_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages_blocks_text"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_text" ADD CONSTRAINT "pages_blocks_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_text_locales" ADD CONSTRAINT "pages_blocks_text_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_text"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_heading_settings_hide_on" ADD CONSTRAINT "pages_blocks_heading_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages_blocks_heading"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_heading" ADD CONSTRAINT "pages_blocks_heading_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_heading_locales" ADD CONSTRAINT "pages_blocks_heading_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_heading"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_image_settings_hide_on" ADD CONSTRAINT "pages_blocks_image_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages_blocks_image"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_image" ADD CONSTRAINT "pages_blocks_image_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_image" ADD CONSTRAINT "pages_blocks_image_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_image_locales" ADD CONSTRAINT "pages_blocks_image_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_image"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_button_settings_hide_on" ADD CONSTRAINT "pages_blocks_button_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages_blocks_button"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_button" ADD CONSTRAINT "pages_blocks_button_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_button_locales" ADD CONSTRAINT "pages_blocks_button_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_button"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_call_to_action_settings_hide_on" ADD CONSTRAINT "pages_blocks_call_to_action_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages_blocks_call_to_action"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_call_to_action" ADD CONSTRAINT "pages_blocks_call_to_action_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_call_to_action_locales" ADD CONSTRAINT "pages_blocks_call_to_action_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_call_to_action"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_blurb_settings_hide_on" ADD CONSTRAINT "pages_blocks_blurb_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages_blocks_blurb"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_blurb" ADD CONSTRAINT "pages_blocks_blurb_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_blurb" ADD CONSTRAINT "pages_blocks_blurb_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_blurb_locales" ADD CONSTRAINT "pages_blocks_blurb_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_blurb"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_divider_settings_hide_on" ADD CONSTRAINT "pages_blocks_divider_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages_blocks_divider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_divider" ADD CONSTRAINT "pages_blocks_divider_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_video_settings_hide_on" ADD CONSTRAINT "pages_blocks_video_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages_blocks_video"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_video" ADD CONSTRAINT "pages_blocks_video_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_video" ADD CONSTRAINT "pages_blocks_video_poster_id_media_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_video" ADD CONSTRAINT "pages_blocks_video_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_video_locales" ADD CONSTRAINT "pages_blocks_video_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_video"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_code_settings_hide_on" ADD CONSTRAINT "pages_blocks_code_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages_blocks_code"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_code" ADD CONSTRAINT "pages_blocks_code_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_testimonial_settings_hide_on" ADD CONSTRAINT "pages_blocks_testimonial_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages_blocks_testimonial"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_testimonial" ADD CONSTRAINT "pages_blocks_testimonial_portrait_id_media_id_fk" FOREIGN KEY ("portrait_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_testimonial" ADD CONSTRAINT "pages_blocks_testimonial_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_testimonial_locales" ADD CONSTRAINT "pages_blocks_testimonial_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_testimonial"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_slider_slides" ADD CONSTRAINT "pages_blocks_slider_slides_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_slider_slides" ADD CONSTRAINT "pages_blocks_slider_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_slider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_slider_slides_locales" ADD CONSTRAINT "pages_blocks_slider_slides_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_slider_slides"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_slider_settings_hide_on" ADD CONSTRAINT "pages_blocks_slider_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages_blocks_slider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_slider" ADD CONSTRAINT "pages_blocks_slider_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_slider_locales" ADD CONSTRAINT "pages_blocks_slider_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_slider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_post_slider_settings_hide_on" ADD CONSTRAINT "pages_blocks_post_slider_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages_blocks_post_slider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_post_slider" ADD CONSTRAINT "pages_blocks_post_slider_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_post_slider_locales" ADD CONSTRAINT "pages_blocks_post_slider_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_post_slider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_video_slider_videos" ADD CONSTRAINT "pages_blocks_video_slider_videos_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_video_slider_videos" ADD CONSTRAINT "pages_blocks_video_slider_videos_poster_id_media_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_video_slider_videos" ADD CONSTRAINT "pages_blocks_video_slider_videos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_video_slider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_video_slider_videos_locales" ADD CONSTRAINT "pages_blocks_video_slider_videos_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_video_slider_videos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_video_slider_settings_hide_on" ADD CONSTRAINT "pages_blocks_video_slider_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages_blocks_video_slider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_video_slider" ADD CONSTRAINT "pages_blocks_video_slider_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_video_slider_locales" ADD CONSTRAINT "pages_blocks_video_slider_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_video_slider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_simple_carousel_items" ADD CONSTRAINT "pages_blocks_simple_carousel_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_simple_carousel_items" ADD CONSTRAINT "pages_blocks_simple_carousel_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_simple_carousel"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_simple_carousel_items_locales" ADD CONSTRAINT "pages_blocks_simple_carousel_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_simple_carousel_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_simple_carousel_settings_hide_on" ADD CONSTRAINT "pages_blocks_simple_carousel_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages_blocks_simple_carousel"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_simple_carousel" ADD CONSTRAINT "pages_blocks_simple_carousel_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_simple_carousel_locales" ADD CONSTRAINT "pages_blocks_simple_carousel_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_simple_carousel"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_post_carousel_settings_hide_on" ADD CONSTRAINT "pages_blocks_post_carousel_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages_blocks_post_carousel"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_post_carousel" ADD CONSTRAINT "pages_blocks_post_carousel_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_post_carousel_locales" ADD CONSTRAINT "pages_blocks_post_carousel_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_post_carousel"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "fw_portfolio_settings_hide_on" ADD CONSTRAINT "fw_portfolio_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."fw_portfolio"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "fw_portfolio" ADD CONSTRAINT "fw_portfolio_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "fw_portfolio_locales" ADD CONSTRAINT "fw_portfolio_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."fw_portfolio"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_gallery_settings_hide_on" ADD CONSTRAINT "pages_blocks_gallery_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages_blocks_gallery"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_gallery" ADD CONSTRAINT "pages_blocks_gallery_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_gallery_locales" ADD CONSTRAINT "pages_blocks_gallery_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_gallery"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_shop_settings_hide_on" ADD CONSTRAINT "pages_blocks_shop_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages_blocks_shop"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_shop" ADD CONSTRAINT "pages_blocks_shop_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_shop_locales" ADD CONSTRAINT "pages_blocks_shop_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_shop"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_network_widget_modules" ADD CONSTRAINT "pages_blocks_network_widget_modules_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages_blocks_network_widget"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_network_widget_attributes" ADD CONSTRAINT "pages_blocks_network_widget_attributes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_network_widget"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_network_widget_settings_hide_on" ADD CONSTRAINT "pages_blocks_network_widget_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages_blocks_network_widget"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_network_widget" ADD CONSTRAINT "pages_blocks_network_widget_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_network_widget_locales" ADD CONSTRAINT "pages_blocks_network_widget_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_network_widget"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_row_columns_settings_hide_on" ADD CONSTRAINT "pages_blocks_row_columns_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages_blocks_row_columns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_row_columns" ADD CONSTRAINT "pages_blocks_row_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_row"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_row_settings_hide_on" ADD CONSTRAINT "pages_blocks_row_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages_blocks_row"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_row" ADD CONSTRAINT "pages_blocks_row_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_section_settings_hide_on" ADD CONSTRAINT "pages_blocks_section_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages_blocks_section"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_section" ADD CONSTRAINT "pages_blocks_section_background_image_id_media_id_fk" FOREIGN KEY ("background_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_section" ADD CONSTRAINT "pages_blocks_section_background_video_id_media_id_fk" FOREIGN KEY ("background_video_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_section" ADD CONSTRAINT "pages_blocks_section_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_section_locales" ADD CONSTRAINT "pages_blocks_section_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_section"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_locales" ADD CONSTRAINT "pages_locales_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_locales" ADD CONSTRAINT "pages_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_posts_fk" FOREIGN KEY ("posts_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_projects_fk" FOREIGN KEY ("projects_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_categories_fk" FOREIGN KEY ("categories_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_project_categories_fk" FOREIGN KEY ("project_categories_id") REFERENCES "public"."project_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_product_categories_fk" FOREIGN KEY ("product_categories_id") REFERENCES "public"."product_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_text_settings_hide_on" ADD CONSTRAINT "_pages_v_blocks_text_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v_blocks_text"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_text" ADD CONSTRAINT "_pages_v_blocks_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_text_locales" ADD CONSTRAINT "_pages_v_blocks_text_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_text"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_heading_settings_hide_on" ADD CONSTRAINT "_pages_v_blocks_heading_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v_blocks_heading"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_heading" ADD CONSTRAINT "_pages_v_blocks_heading_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_heading_locales" ADD CONSTRAINT "_pages_v_blocks_heading_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_heading"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_image_settings_hide_on" ADD CONSTRAINT "_pages_v_blocks_image_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v_blocks_image"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_image" ADD CONSTRAINT "_pages_v_blocks_image_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_image" ADD CONSTRAINT "_pages_v_blocks_image_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_image_locales" ADD CONSTRAINT "_pages_v_blocks_image_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_image"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_button_settings_hide_on" ADD CONSTRAINT "_pages_v_blocks_button_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v_blocks_button"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_button" ADD CONSTRAINT "_pages_v_blocks_button_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_button_locales" ADD CONSTRAINT "_pages_v_blocks_button_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_button"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_call_to_action_settings_hide_on" ADD CONSTRAINT "_pages_v_blocks_call_to_action_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v_blocks_call_to_action"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_call_to_action" ADD CONSTRAINT "_pages_v_blocks_call_to_action_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_call_to_action_locales" ADD CONSTRAINT "_pages_v_blocks_call_to_action_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_call_to_action"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_blurb_settings_hide_on" ADD CONSTRAINT "_pages_v_blocks_blurb_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v_blocks_blurb"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_blurb" ADD CONSTRAINT "_pages_v_blocks_blurb_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_blurb" ADD CONSTRAINT "_pages_v_blocks_blurb_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_blurb_locales" ADD CONSTRAINT "_pages_v_blocks_blurb_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_blurb"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_divider_settings_hide_on" ADD CONSTRAINT "_pages_v_blocks_divider_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v_blocks_divider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_divider" ADD CONSTRAINT "_pages_v_blocks_divider_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_video_settings_hide_on" ADD CONSTRAINT "_pages_v_blocks_video_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v_blocks_video"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_video" ADD CONSTRAINT "_pages_v_blocks_video_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_video" ADD CONSTRAINT "_pages_v_blocks_video_poster_id_media_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_video" ADD CONSTRAINT "_pages_v_blocks_video_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_video_locales" ADD CONSTRAINT "_pages_v_blocks_video_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_video"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_code_settings_hide_on" ADD CONSTRAINT "_pages_v_blocks_code_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v_blocks_code"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_code" ADD CONSTRAINT "_pages_v_blocks_code_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_testimonial_settings_hide_on" ADD CONSTRAINT "_pages_v_blocks_testimonial_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v_blocks_testimonial"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_testimonial" ADD CONSTRAINT "_pages_v_blocks_testimonial_portrait_id_media_id_fk" FOREIGN KEY ("portrait_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_testimonial" ADD CONSTRAINT "_pages_v_blocks_testimonial_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_testimonial_locales" ADD CONSTRAINT "_pages_v_blocks_testimonial_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_testimonial"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_slider_slides" ADD CONSTRAINT "_pages_v_blocks_slider_slides_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_slider_slides" ADD CONSTRAINT "_pages_v_blocks_slider_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_slider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_slider_slides_locales" ADD CONSTRAINT "_pages_v_blocks_slider_slides_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_slider_slides"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_slider_settings_hide_on" ADD CONSTRAINT "_pages_v_blocks_slider_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v_blocks_slider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_slider" ADD CONSTRAINT "_pages_v_blocks_slider_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_slider_locales" ADD CONSTRAINT "_pages_v_blocks_slider_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_slider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_post_slider_settings_hide_on" ADD CONSTRAINT "_pages_v_blocks_post_slider_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v_blocks_post_slider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_post_slider" ADD CONSTRAINT "_pages_v_blocks_post_slider_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_post_slider_locales" ADD CONSTRAINT "_pages_v_blocks_post_slider_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_post_slider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_video_slider_videos" ADD CONSTRAINT "_pages_v_blocks_video_slider_videos_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_video_slider_videos" ADD CONSTRAINT "_pages_v_blocks_video_slider_videos_poster_id_media_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_video_slider_videos" ADD CONSTRAINT "_pages_v_blocks_video_slider_videos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_video_slider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_video_slider_videos_locales" ADD CONSTRAINT "_pages_v_blocks_video_slider_videos_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_video_slider_videos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_video_slider_settings_hide_on" ADD CONSTRAINT "_pages_v_blocks_video_slider_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v_blocks_video_slider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_video_slider" ADD CONSTRAINT "_pages_v_blocks_video_slider_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_video_slider_locales" ADD CONSTRAINT "_pages_v_blocks_video_slider_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_video_slider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_simple_carousel_items" ADD CONSTRAINT "_pages_v_blocks_simple_carousel_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_simple_carousel_items" ADD CONSTRAINT "_pages_v_blocks_simple_carousel_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_simple_carousel"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_simple_carousel_items_locales" ADD CONSTRAINT "_pages_v_blocks_simple_carousel_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_simple_carousel_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_simple_carousel_settings_hide_on" ADD CONSTRAINT "_pages_v_blocks_simple_carousel_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v_blocks_simple_carousel"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_simple_carousel" ADD CONSTRAINT "_pages_v_blocks_simple_carousel_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_simple_carousel_locales" ADD CONSTRAINT "_pages_v_blocks_simple_carousel_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_simple_carousel"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_post_carousel_settings_hide_on" ADD CONSTRAINT "_pages_v_blocks_post_carousel_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v_blocks_post_carousel"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_post_carousel" ADD CONSTRAINT "_pages_v_blocks_post_carousel_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_post_carousel_locales" ADD CONSTRAINT "_pages_v_blocks_post_carousel_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_post_carousel"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_fw_portfolio_v_settings_hide_on" ADD CONSTRAINT "_fw_portfolio_v_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_fw_portfolio_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_fw_portfolio_v" ADD CONSTRAINT "_fw_portfolio_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_fw_portfolio_v_locales" ADD CONSTRAINT "_fw_portfolio_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_fw_portfolio_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_gallery_settings_hide_on" ADD CONSTRAINT "_pages_v_blocks_gallery_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v_blocks_gallery"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_gallery" ADD CONSTRAINT "_pages_v_blocks_gallery_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_gallery_locales" ADD CONSTRAINT "_pages_v_blocks_gallery_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_gallery"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_shop_settings_hide_on" ADD CONSTRAINT "_pages_v_blocks_shop_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v_blocks_shop"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_shop" ADD CONSTRAINT "_pages_v_blocks_shop_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_shop_locales" ADD CONSTRAINT "_pages_v_blocks_shop_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_shop"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_network_widget_modules" ADD CONSTRAINT "_pages_v_blocks_network_widget_modules_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v_blocks_network_widget"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_network_widget_attributes" ADD CONSTRAINT "_pages_v_blocks_network_widget_attributes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_network_widget"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_network_widget_settings_hide_on" ADD CONSTRAINT "_pages_v_blocks_network_widget_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v_blocks_network_widget"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_network_widget" ADD CONSTRAINT "_pages_v_blocks_network_widget_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_network_widget_locales" ADD CONSTRAINT "_pages_v_blocks_network_widget_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_network_widget"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_row_columns_settings_hide_on" ADD CONSTRAINT "_pages_v_blocks_row_columns_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v_blocks_row_columns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_row_columns" ADD CONSTRAINT "_pages_v_blocks_row_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_row"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_row_settings_hide_on" ADD CONSTRAINT "_pages_v_blocks_row_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v_blocks_row"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_row" ADD CONSTRAINT "_pages_v_blocks_row_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_section_settings_hide_on" ADD CONSTRAINT "_pages_v_blocks_section_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v_blocks_section"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_section" ADD CONSTRAINT "_pages_v_blocks_section_background_image_id_media_id_fk" FOREIGN KEY ("background_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_section" ADD CONSTRAINT "_pages_v_blocks_section_background_video_id_media_id_fk" FOREIGN KEY ("background_video_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_section" ADD CONSTRAINT "_pages_v_blocks_section_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_section_locales" ADD CONSTRAINT "_pages_v_blocks_section_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_section"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_parent_id_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_locales" ADD CONSTRAINT "_pages_v_locales_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_locales" ADD CONSTRAINT "_pages_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_posts_fk" FOREIGN KEY ("posts_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_projects_fk" FOREIGN KEY ("projects_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_categories_fk" FOREIGN KEY ("categories_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_project_categories_fk" FOREIGN KEY ("project_categories_id") REFERENCES "public"."project_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_product_categories_fk" FOREIGN KEY ("product_categories_id") REFERENCES "public"."product_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts" ADD CONSTRAINT "posts_hero_image_id_media_id_fk" FOREIGN KEY ("hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posts_locales" ADD CONSTRAINT "posts_locales_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posts_locales" ADD CONSTRAINT "posts_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_rels" ADD CONSTRAINT "posts_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_rels" ADD CONSTRAINT "posts_rels_categories_fk" FOREIGN KEY ("categories_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v" ADD CONSTRAINT "_posts_v_parent_id_posts_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v" ADD CONSTRAINT "_posts_v_version_hero_image_id_media_id_fk" FOREIGN KEY ("version_hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v_locales" ADD CONSTRAINT "_posts_v_locales_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v_locales" ADD CONSTRAINT "_posts_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_rels" ADD CONSTRAINT "_posts_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_rels" ADD CONSTRAINT "_posts_v_rels_categories_fk" FOREIGN KEY ("categories_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "categories_locales" ADD CONSTRAINT "categories_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_blocks_text_settings_hide_on" ADD CONSTRAINT "projects_blocks_text_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."projects_blocks_text"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_blocks_text" ADD CONSTRAINT "projects_blocks_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_blocks_text_locales" ADD CONSTRAINT "projects_blocks_text_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects_blocks_text"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_blocks_heading_settings_hide_on" ADD CONSTRAINT "projects_blocks_heading_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."projects_blocks_heading"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_blocks_heading" ADD CONSTRAINT "projects_blocks_heading_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_blocks_heading_locales" ADD CONSTRAINT "projects_blocks_heading_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects_blocks_heading"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_blocks_image_settings_hide_on" ADD CONSTRAINT "projects_blocks_image_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."projects_blocks_image"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_blocks_image" ADD CONSTRAINT "projects_blocks_image_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "projects_blocks_image" ADD CONSTRAINT "projects_blocks_image_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_blocks_image_locales" ADD CONSTRAINT "projects_blocks_image_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects_blocks_image"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_blocks_button_settings_hide_on" ADD CONSTRAINT "projects_blocks_button_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."projects_blocks_button"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_blocks_button" ADD CONSTRAINT "projects_blocks_button_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_blocks_button_locales" ADD CONSTRAINT "projects_blocks_button_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects_blocks_button"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_blocks_call_to_action_settings_hide_on" ADD CONSTRAINT "projects_blocks_call_to_action_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."projects_blocks_call_to_action"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_blocks_call_to_action" ADD CONSTRAINT "projects_blocks_call_to_action_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_blocks_call_to_action_locales" ADD CONSTRAINT "projects_blocks_call_to_action_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects_blocks_call_to_action"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_blocks_blurb_settings_hide_on" ADD CONSTRAINT "projects_blocks_blurb_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."projects_blocks_blurb"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_blocks_blurb" ADD CONSTRAINT "projects_blocks_blurb_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "projects_blocks_blurb" ADD CONSTRAINT "projects_blocks_blurb_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_blocks_blurb_locales" ADD CONSTRAINT "projects_blocks_blurb_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects_blocks_blurb"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_blocks_divider_settings_hide_on" ADD CONSTRAINT "projects_blocks_divider_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."projects_blocks_divider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_blocks_divider" ADD CONSTRAINT "projects_blocks_divider_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_blocks_video_settings_hide_on" ADD CONSTRAINT "projects_blocks_video_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."projects_blocks_video"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_blocks_video" ADD CONSTRAINT "projects_blocks_video_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "projects_blocks_video" ADD CONSTRAINT "projects_blocks_video_poster_id_media_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "projects_blocks_video" ADD CONSTRAINT "projects_blocks_video_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_blocks_video_locales" ADD CONSTRAINT "projects_blocks_video_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects_blocks_video"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_blocks_code_settings_hide_on" ADD CONSTRAINT "projects_blocks_code_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."projects_blocks_code"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_blocks_code" ADD CONSTRAINT "projects_blocks_code_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_blocks_testimonial_settings_hide_on" ADD CONSTRAINT "projects_blocks_testimonial_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."projects_blocks_testimonial"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_blocks_testimonial" ADD CONSTRAINT "projects_blocks_testimonial_portrait_id_media_id_fk" FOREIGN KEY ("portrait_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "projects_blocks_testimonial" ADD CONSTRAINT "projects_blocks_testimonial_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_blocks_testimonial_locales" ADD CONSTRAINT "projects_blocks_testimonial_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects_blocks_testimonial"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_blocks_slider_slides" ADD CONSTRAINT "projects_blocks_slider_slides_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "projects_blocks_slider_slides" ADD CONSTRAINT "projects_blocks_slider_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects_blocks_slider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_blocks_slider_slides_locales" ADD CONSTRAINT "projects_blocks_slider_slides_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects_blocks_slider_slides"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_blocks_slider_settings_hide_on" ADD CONSTRAINT "projects_blocks_slider_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."projects_blocks_slider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_blocks_slider" ADD CONSTRAINT "projects_blocks_slider_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_blocks_slider_locales" ADD CONSTRAINT "projects_blocks_slider_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects_blocks_slider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_blocks_post_slider_settings_hide_on" ADD CONSTRAINT "projects_blocks_post_slider_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."projects_blocks_post_slider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_blocks_post_slider" ADD CONSTRAINT "projects_blocks_post_slider_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_blocks_post_slider_locales" ADD CONSTRAINT "projects_blocks_post_slider_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects_blocks_post_slider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_blocks_video_slider_videos" ADD CONSTRAINT "projects_blocks_video_slider_videos_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "projects_blocks_video_slider_videos" ADD CONSTRAINT "projects_blocks_video_slider_videos_poster_id_media_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "projects_blocks_video_slider_videos" ADD CONSTRAINT "projects_blocks_video_slider_videos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects_blocks_video_slider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_blocks_video_slider_videos_locales" ADD CONSTRAINT "projects_blocks_video_slider_videos_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects_blocks_video_slider_videos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_blocks_video_slider_settings_hide_on" ADD CONSTRAINT "projects_blocks_video_slider_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."projects_blocks_video_slider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_blocks_video_slider" ADD CONSTRAINT "projects_blocks_video_slider_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_blocks_video_slider_locales" ADD CONSTRAINT "projects_blocks_video_slider_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects_blocks_video_slider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_blocks_simple_carousel_items" ADD CONSTRAINT "projects_blocks_simple_carousel_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "projects_blocks_simple_carousel_items" ADD CONSTRAINT "projects_blocks_simple_carousel_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects_blocks_simple_carousel"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_blocks_simple_carousel_items_locales" ADD CONSTRAINT "projects_blocks_simple_carousel_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects_blocks_simple_carousel_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_blocks_simple_carousel_settings_hide_on" ADD CONSTRAINT "projects_blocks_simple_carousel_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."projects_blocks_simple_carousel"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_blocks_simple_carousel" ADD CONSTRAINT "projects_blocks_simple_carousel_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_blocks_simple_carousel_locales" ADD CONSTRAINT "projects_blocks_simple_carousel_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects_blocks_simple_carousel"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_blocks_post_carousel_settings_hide_on" ADD CONSTRAINT "projects_blocks_post_carousel_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."projects_blocks_post_carousel"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_blocks_post_carousel" ADD CONSTRAINT "projects_blocks_post_carousel_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_blocks_post_carousel_locales" ADD CONSTRAINT "projects_blocks_post_carousel_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects_blocks_post_carousel"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_blocks_gallery_settings_hide_on" ADD CONSTRAINT "projects_blocks_gallery_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."projects_blocks_gallery"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_blocks_gallery" ADD CONSTRAINT "projects_blocks_gallery_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_blocks_gallery_locales" ADD CONSTRAINT "projects_blocks_gallery_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects_blocks_gallery"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_blocks_shop_settings_hide_on" ADD CONSTRAINT "projects_blocks_shop_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."projects_blocks_shop"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_blocks_shop" ADD CONSTRAINT "projects_blocks_shop_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_blocks_shop_locales" ADD CONSTRAINT "projects_blocks_shop_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects_blocks_shop"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_blocks_network_widget_modules" ADD CONSTRAINT "projects_blocks_network_widget_modules_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."projects_blocks_network_widget"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_blocks_network_widget_attributes" ADD CONSTRAINT "projects_blocks_network_widget_attributes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects_blocks_network_widget"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_blocks_network_widget_settings_hide_on" ADD CONSTRAINT "projects_blocks_network_widget_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."projects_blocks_network_widget"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_blocks_network_widget" ADD CONSTRAINT "projects_blocks_network_widget_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_blocks_network_widget_locales" ADD CONSTRAINT "projects_blocks_network_widget_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects_blocks_network_widget"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_blocks_row_columns_settings_hide_on" ADD CONSTRAINT "projects_blocks_row_columns_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."projects_blocks_row_columns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_blocks_row_columns" ADD CONSTRAINT "projects_blocks_row_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects_blocks_row"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_blocks_row_settings_hide_on" ADD CONSTRAINT "projects_blocks_row_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."projects_blocks_row"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_blocks_row" ADD CONSTRAINT "projects_blocks_row_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_blocks_section_settings_hide_on" ADD CONSTRAINT "projects_blocks_section_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."projects_blocks_section"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_blocks_section" ADD CONSTRAINT "projects_blocks_section_background_image_id_media_id_fk" FOREIGN KEY ("background_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "projects_blocks_section" ADD CONSTRAINT "projects_blocks_section_background_video_id_media_id_fk" FOREIGN KEY ("background_video_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "projects_blocks_section" ADD CONSTRAINT "projects_blocks_section_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_blocks_section_locales" ADD CONSTRAINT "projects_blocks_section_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects_blocks_section"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects" ADD CONSTRAINT "projects_featured_image_id_media_id_fk" FOREIGN KEY ("featured_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "projects_locales" ADD CONSTRAINT "projects_locales_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "projects_locales" ADD CONSTRAINT "projects_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_rels" ADD CONSTRAINT "projects_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_rels" ADD CONSTRAINT "projects_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_rels" ADD CONSTRAINT "projects_rels_posts_fk" FOREIGN KEY ("posts_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_rels" ADD CONSTRAINT "projects_rels_projects_fk" FOREIGN KEY ("projects_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_rels" ADD CONSTRAINT "projects_rels_categories_fk" FOREIGN KEY ("categories_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_rels" ADD CONSTRAINT "projects_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_rels" ADD CONSTRAINT "projects_rels_product_categories_fk" FOREIGN KEY ("product_categories_id") REFERENCES "public"."product_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_rels" ADD CONSTRAINT "projects_rels_project_categories_fk" FOREIGN KEY ("project_categories_id") REFERENCES "public"."project_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_blocks_text_settings_hide_on" ADD CONSTRAINT "_projects_v_blocks_text_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_projects_v_blocks_text"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_blocks_text" ADD CONSTRAINT "_projects_v_blocks_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_blocks_text_locales" ADD CONSTRAINT "_projects_v_blocks_text_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v_blocks_text"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_blocks_heading_settings_hide_on" ADD CONSTRAINT "_projects_v_blocks_heading_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_projects_v_blocks_heading"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_blocks_heading" ADD CONSTRAINT "_projects_v_blocks_heading_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_blocks_heading_locales" ADD CONSTRAINT "_projects_v_blocks_heading_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v_blocks_heading"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_blocks_image_settings_hide_on" ADD CONSTRAINT "_projects_v_blocks_image_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_projects_v_blocks_image"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_blocks_image" ADD CONSTRAINT "_projects_v_blocks_image_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_projects_v_blocks_image" ADD CONSTRAINT "_projects_v_blocks_image_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_blocks_image_locales" ADD CONSTRAINT "_projects_v_blocks_image_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v_blocks_image"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_blocks_button_settings_hide_on" ADD CONSTRAINT "_projects_v_blocks_button_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_projects_v_blocks_button"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_blocks_button" ADD CONSTRAINT "_projects_v_blocks_button_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_blocks_button_locales" ADD CONSTRAINT "_projects_v_blocks_button_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v_blocks_button"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_blocks_call_to_action_settings_hide_on" ADD CONSTRAINT "_projects_v_blocks_call_to_action_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_projects_v_blocks_call_to_action"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_blocks_call_to_action" ADD CONSTRAINT "_projects_v_blocks_call_to_action_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_blocks_call_to_action_locales" ADD CONSTRAINT "_projects_v_blocks_call_to_action_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v_blocks_call_to_action"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_blocks_blurb_settings_hide_on" ADD CONSTRAINT "_projects_v_blocks_blurb_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_projects_v_blocks_blurb"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_blocks_blurb" ADD CONSTRAINT "_projects_v_blocks_blurb_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_projects_v_blocks_blurb" ADD CONSTRAINT "_projects_v_blocks_blurb_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_blocks_blurb_locales" ADD CONSTRAINT "_projects_v_blocks_blurb_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v_blocks_blurb"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_blocks_divider_settings_hide_on" ADD CONSTRAINT "_projects_v_blocks_divider_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_projects_v_blocks_divider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_blocks_divider" ADD CONSTRAINT "_projects_v_blocks_divider_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_blocks_video_settings_hide_on" ADD CONSTRAINT "_projects_v_blocks_video_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_projects_v_blocks_video"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_blocks_video" ADD CONSTRAINT "_projects_v_blocks_video_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_projects_v_blocks_video" ADD CONSTRAINT "_projects_v_blocks_video_poster_id_media_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_projects_v_blocks_video" ADD CONSTRAINT "_projects_v_blocks_video_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_blocks_video_locales" ADD CONSTRAINT "_projects_v_blocks_video_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v_blocks_video"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_blocks_code_settings_hide_on" ADD CONSTRAINT "_projects_v_blocks_code_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_projects_v_blocks_code"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_blocks_code" ADD CONSTRAINT "_projects_v_blocks_code_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_blocks_testimonial_settings_hide_on" ADD CONSTRAINT "_projects_v_blocks_testimonial_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_projects_v_blocks_testimonial"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_blocks_testimonial" ADD CONSTRAINT "_projects_v_blocks_testimonial_portrait_id_media_id_fk" FOREIGN KEY ("portrait_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_projects_v_blocks_testimonial" ADD CONSTRAINT "_projects_v_blocks_testimonial_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_blocks_testimonial_locales" ADD CONSTRAINT "_projects_v_blocks_testimonial_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v_blocks_testimonial"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_blocks_slider_slides" ADD CONSTRAINT "_projects_v_blocks_slider_slides_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_projects_v_blocks_slider_slides" ADD CONSTRAINT "_projects_v_blocks_slider_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v_blocks_slider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_blocks_slider_slides_locales" ADD CONSTRAINT "_projects_v_blocks_slider_slides_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v_blocks_slider_slides"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_blocks_slider_settings_hide_on" ADD CONSTRAINT "_projects_v_blocks_slider_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_projects_v_blocks_slider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_blocks_slider" ADD CONSTRAINT "_projects_v_blocks_slider_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_blocks_slider_locales" ADD CONSTRAINT "_projects_v_blocks_slider_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v_blocks_slider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_blocks_post_slider_settings_hide_on" ADD CONSTRAINT "_projects_v_blocks_post_slider_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_projects_v_blocks_post_slider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_blocks_post_slider" ADD CONSTRAINT "_projects_v_blocks_post_slider_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_blocks_post_slider_locales" ADD CONSTRAINT "_projects_v_blocks_post_slider_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v_blocks_post_slider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_blocks_video_slider_videos" ADD CONSTRAINT "_projects_v_blocks_video_slider_videos_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_projects_v_blocks_video_slider_videos" ADD CONSTRAINT "_projects_v_blocks_video_slider_videos_poster_id_media_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_projects_v_blocks_video_slider_videos" ADD CONSTRAINT "_projects_v_blocks_video_slider_videos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v_blocks_video_slider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_blocks_video_slider_videos_locales" ADD CONSTRAINT "_projects_v_blocks_video_slider_videos_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v_blocks_video_slider_videos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_blocks_video_slider_settings_hide_on" ADD CONSTRAINT "_projects_v_blocks_video_slider_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_projects_v_blocks_video_slider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_blocks_video_slider" ADD CONSTRAINT "_projects_v_blocks_video_slider_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_blocks_video_slider_locales" ADD CONSTRAINT "_projects_v_blocks_video_slider_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v_blocks_video_slider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_blocks_simple_carousel_items" ADD CONSTRAINT "_projects_v_blocks_simple_carousel_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_projects_v_blocks_simple_carousel_items" ADD CONSTRAINT "_projects_v_blocks_simple_carousel_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v_blocks_simple_carousel"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_blocks_simple_carousel_items_locales" ADD CONSTRAINT "_projects_v_blocks_simple_carousel_items_locales_parent_i_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v_blocks_simple_carousel_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_blocks_simple_carousel_settings_hide_on" ADD CONSTRAINT "_projects_v_blocks_simple_carousel_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_projects_v_blocks_simple_carousel"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_blocks_simple_carousel" ADD CONSTRAINT "_projects_v_blocks_simple_carousel_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_blocks_simple_carousel_locales" ADD CONSTRAINT "_projects_v_blocks_simple_carousel_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v_blocks_simple_carousel"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_blocks_post_carousel_settings_hide_on" ADD CONSTRAINT "_projects_v_blocks_post_carousel_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_projects_v_blocks_post_carousel"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_blocks_post_carousel" ADD CONSTRAINT "_projects_v_blocks_post_carousel_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_blocks_post_carousel_locales" ADD CONSTRAINT "_projects_v_blocks_post_carousel_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v_blocks_post_carousel"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_blocks_gallery_settings_hide_on" ADD CONSTRAINT "_projects_v_blocks_gallery_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_projects_v_blocks_gallery"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_blocks_gallery" ADD CONSTRAINT "_projects_v_blocks_gallery_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_blocks_gallery_locales" ADD CONSTRAINT "_projects_v_blocks_gallery_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v_blocks_gallery"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_blocks_shop_settings_hide_on" ADD CONSTRAINT "_projects_v_blocks_shop_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_projects_v_blocks_shop"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_blocks_shop" ADD CONSTRAINT "_projects_v_blocks_shop_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_blocks_shop_locales" ADD CONSTRAINT "_projects_v_blocks_shop_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v_blocks_shop"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_blocks_network_widget_modules" ADD CONSTRAINT "_projects_v_blocks_network_widget_modules_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_projects_v_blocks_network_widget"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_blocks_network_widget_attributes" ADD CONSTRAINT "_projects_v_blocks_network_widget_attributes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v_blocks_network_widget"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_blocks_network_widget_settings_hide_on" ADD CONSTRAINT "_projects_v_blocks_network_widget_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_projects_v_blocks_network_widget"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_blocks_network_widget" ADD CONSTRAINT "_projects_v_blocks_network_widget_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_blocks_network_widget_locales" ADD CONSTRAINT "_projects_v_blocks_network_widget_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v_blocks_network_widget"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_blocks_row_columns_settings_hide_on" ADD CONSTRAINT "_projects_v_blocks_row_columns_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_projects_v_blocks_row_columns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_blocks_row_columns" ADD CONSTRAINT "_projects_v_blocks_row_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v_blocks_row"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_blocks_row_settings_hide_on" ADD CONSTRAINT "_projects_v_blocks_row_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_projects_v_blocks_row"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_blocks_row" ADD CONSTRAINT "_projects_v_blocks_row_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_blocks_section_settings_hide_on" ADD CONSTRAINT "_projects_v_blocks_section_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_projects_v_blocks_section"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_blocks_section" ADD CONSTRAINT "_projects_v_blocks_section_background_image_id_media_id_fk" FOREIGN KEY ("background_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_projects_v_blocks_section" ADD CONSTRAINT "_projects_v_blocks_section_background_video_id_media_id_fk" FOREIGN KEY ("background_video_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_projects_v_blocks_section" ADD CONSTRAINT "_projects_v_blocks_section_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_blocks_section_locales" ADD CONSTRAINT "_projects_v_blocks_section_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v_blocks_section"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v" ADD CONSTRAINT "_projects_v_parent_id_projects_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_projects_v" ADD CONSTRAINT "_projects_v_version_featured_image_id_media_id_fk" FOREIGN KEY ("version_featured_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_projects_v_locales" ADD CONSTRAINT "_projects_v_locales_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_projects_v_locales" ADD CONSTRAINT "_projects_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_rels" ADD CONSTRAINT "_projects_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_projects_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_rels" ADD CONSTRAINT "_projects_v_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_rels" ADD CONSTRAINT "_projects_v_rels_posts_fk" FOREIGN KEY ("posts_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_rels" ADD CONSTRAINT "_projects_v_rels_projects_fk" FOREIGN KEY ("projects_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_rels" ADD CONSTRAINT "_projects_v_rels_categories_fk" FOREIGN KEY ("categories_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_rels" ADD CONSTRAINT "_projects_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_rels" ADD CONSTRAINT "_projects_v_rels_product_categories_fk" FOREIGN KEY ("product_categories_id") REFERENCES "public"."product_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_rels" ADD CONSTRAINT "_projects_v_rels_project_categories_fk" FOREIGN KEY ("project_categories_id") REFERENCES "public"."project_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "project_categories_locales" ADD CONSTRAINT "project_categories_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."project_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "media_locales" ADD CONSTRAINT "media_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_roles" ADD CONSTRAINT "users_roles_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "shipping_methods_countries" ADD CONSTRAINT "shipping_methods_countries_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."shipping_methods"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "outbox" ADD CONSTRAINT "outbox_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "addresses" ADD CONSTRAINT "addresses_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products_gallery" ADD CONSTRAINT "products_gallery_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products_gallery" ADD CONSTRAINT "products_gallery_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_details" ADD CONSTRAINT "products_details_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_rels" ADD CONSTRAINT "products_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_rels" ADD CONSTRAINT "products_rels_product_categories_fk" FOREIGN KEY ("product_categories_id") REFERENCES "public"."product_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "carts_items" ADD CONSTRAINT "carts_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "carts_items" ADD CONSTRAINT "carts_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "carts" ADD CONSTRAINT "carts_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "carts" ADD CONSTRAINT "carts_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "orders_items" ADD CONSTRAINT "orders_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "orders_items" ADD CONSTRAINT "orders_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "orders_lines" ADD CONSTRAINT "orders_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "orders_lines" ADD CONSTRAINT "orders_lines_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "orders_totals_vat_by_rate" ADD CONSTRAINT "orders_totals_vat_by_rate_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "orders_rels" ADD CONSTRAINT "orders_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "orders_rels" ADD CONSTRAINT "orders_rels_transactions_fk" FOREIGN KEY ("transactions_id") REFERENCES "public"."transactions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "transactions_items" ADD CONSTRAINT "transactions_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "transactions_items" ADD CONSTRAINT "transactions_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."transactions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "transactions" ADD CONSTRAINT "transactions_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "transactions" ADD CONSTRAINT "transactions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "transactions" ADD CONSTRAINT "transactions_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_posts_fk" FOREIGN KEY ("posts_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_categories_fk" FOREIGN KEY ("categories_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_projects_fk" FOREIGN KEY ("projects_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_project_categories_fk" FOREIGN KEY ("project_categories_id") REFERENCES "public"."project_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_product_categories_fk" FOREIGN KEY ("product_categories_id") REFERENCES "public"."product_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_shipping_methods_fk" FOREIGN KEY ("shipping_methods_id") REFERENCES "public"."shipping_methods"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_coupons_fk" FOREIGN KEY ("coupons_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_product_reviews_fk" FOREIGN KEY ("product_reviews_id") REFERENCES "public"."product_reviews"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_outbox_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."outbox"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_addresses_fk" FOREIGN KEY ("addresses_id") REFERENCES "public"."addresses"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_carts_fk" FOREIGN KEY ("carts_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_orders_fk" FOREIGN KEY ("orders_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_transactions_fk" FOREIGN KEY ("transactions_id") REFERENCES "public"."transactions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_nav_items_children" ADD CONSTRAINT "header_nav_items_children_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."header_nav_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_nav_items_children_locales" ADD CONSTRAINT "header_nav_items_children_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."header_nav_items_children"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_nav_items" ADD CONSTRAINT "header_nav_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."header"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_nav_items_locales" ADD CONSTRAINT "header_nav_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."header_nav_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header" ADD CONSTRAINT "header_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "header_locales" ADD CONSTRAINT "header_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."header"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_rels" ADD CONSTRAINT "header_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."header"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_rels" ADD CONSTRAINT "header_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_rels" ADD CONSTRAINT "header_rels_posts_fk" FOREIGN KEY ("posts_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_rels" ADD CONSTRAINT "header_rels_projects_fk" FOREIGN KEY ("projects_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_columns_links" ADD CONSTRAINT "footer_columns_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer_columns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_columns_links_locales" ADD CONSTRAINT "footer_columns_links_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer_columns_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_columns" ADD CONSTRAINT "footer_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_columns_locales" ADD CONSTRAINT "footer_columns_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer_columns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_locales" ADD CONSTRAINT "footer_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_rels" ADD CONSTRAINT "footer_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."footer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_rels" ADD CONSTRAINT "footer_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_rels" ADD CONSTRAINT "footer_rels_posts_fk" FOREIGN KEY ("posts_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_rels" ADD CONSTRAINT "footer_rels_projects_fk" FOREIGN KEY ("projects_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_default_og_image_id_media_id_fk" FOREIGN KEY ("default_og_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_settings_locales" ADD CONSTRAINT "site_settings_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_text_settings_hide_on_order_idx" ON "pages_blocks_text_settings_hide_on" USING btree ("order");
  CREATE INDEX "pages_blocks_text_settings_hide_on_parent_idx" ON "pages_blocks_text_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "pages_blocks_text_order_idx" ON "pages_blocks_text" USING btree ("_order");
  CREATE INDEX "pages_blocks_text_parent_id_idx" ON "pages_blocks_text" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_text_path_idx" ON "pages_blocks_text" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_text_locales_locale_parent_id_unique" ON "pages_blocks_text_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_heading_settings_hide_on_order_idx" ON "pages_blocks_heading_settings_hide_on" USING btree ("order");
  CREATE INDEX "pages_blocks_heading_settings_hide_on_parent_idx" ON "pages_blocks_heading_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "pages_blocks_heading_order_idx" ON "pages_blocks_heading" USING btree ("_order");
  CREATE INDEX "pages_blocks_heading_parent_id_idx" ON "pages_blocks_heading" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_heading_path_idx" ON "pages_blocks_heading" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_heading_locales_locale_parent_id_unique" ON "pages_blocks_heading_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_image_settings_hide_on_order_idx" ON "pages_blocks_image_settings_hide_on" USING btree ("order");
  CREATE INDEX "pages_blocks_image_settings_hide_on_parent_idx" ON "pages_blocks_image_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "pages_blocks_image_order_idx" ON "pages_blocks_image" USING btree ("_order");
  CREATE INDEX "pages_blocks_image_parent_id_idx" ON "pages_blocks_image" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_image_path_idx" ON "pages_blocks_image" USING btree ("_path");
  CREATE INDEX "pages_blocks_image_image_idx" ON "pages_blocks_image" USING btree ("image_id");
  CREATE UNIQUE INDEX "pages_blocks_image_locales_locale_parent_id_unique" ON "pages_blocks_image_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_button_settings_hide_on_order_idx" ON "pages_blocks_button_settings_hide_on" USING btree ("order");
  CREATE INDEX "pages_blocks_button_settings_hide_on_parent_idx" ON "pages_blocks_button_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "pages_blocks_button_order_idx" ON "pages_blocks_button" USING btree ("_order");
  CREATE INDEX "pages_blocks_button_parent_id_idx" ON "pages_blocks_button" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_button_path_idx" ON "pages_blocks_button" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_button_locales_locale_parent_id_unique" ON "pages_blocks_button_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_call_to_action_settings_hide_on_order_idx" ON "pages_blocks_call_to_action_settings_hide_on" USING btree ("order");
  CREATE INDEX "pages_blocks_call_to_action_settings_hide_on_parent_idx" ON "pages_blocks_call_to_action_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "pages_blocks_call_to_action_order_idx" ON "pages_blocks_call_to_action" USING btree ("_order");
  CREATE INDEX "pages_blocks_call_to_action_parent_id_idx" ON "pages_blocks_call_to_action" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_call_to_action_path_idx" ON "pages_blocks_call_to_action" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_call_to_action_locales_locale_parent_id_unique" ON "pages_blocks_call_to_action_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_blurb_settings_hide_on_order_idx" ON "pages_blocks_blurb_settings_hide_on" USING btree ("order");
  CREATE INDEX "pages_blocks_blurb_settings_hide_on_parent_idx" ON "pages_blocks_blurb_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "pages_blocks_blurb_order_idx" ON "pages_blocks_blurb" USING btree ("_order");
  CREATE INDEX "pages_blocks_blurb_parent_id_idx" ON "pages_blocks_blurb" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_blurb_path_idx" ON "pages_blocks_blurb" USING btree ("_path");
  CREATE INDEX "pages_blocks_blurb_image_idx" ON "pages_blocks_blurb" USING btree ("image_id");
  CREATE UNIQUE INDEX "pages_blocks_blurb_locales_locale_parent_id_unique" ON "pages_blocks_blurb_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_divider_settings_hide_on_order_idx" ON "pages_blocks_divider_settings_hide_on" USING btree ("order");
  CREATE INDEX "pages_blocks_divider_settings_hide_on_parent_idx" ON "pages_blocks_divider_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "pages_blocks_divider_order_idx" ON "pages_blocks_divider" USING btree ("_order");
  CREATE INDEX "pages_blocks_divider_parent_id_idx" ON "pages_blocks_divider" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_divider_path_idx" ON "pages_blocks_divider" USING btree ("_path");
  CREATE INDEX "pages_blocks_video_settings_hide_on_order_idx" ON "pages_blocks_video_settings_hide_on" USING btree ("order");
  CREATE INDEX "pages_blocks_video_settings_hide_on_parent_idx" ON "pages_blocks_video_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "pages_blocks_video_order_idx" ON "pages_blocks_video" USING btree ("_order");
  CREATE INDEX "pages_blocks_video_parent_id_idx" ON "pages_blocks_video" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_video_path_idx" ON "pages_blocks_video" USING btree ("_path");
  CREATE INDEX "pages_blocks_video_file_idx" ON "pages_blocks_video" USING btree ("file_id");
  CREATE INDEX "pages_blocks_video_poster_idx" ON "pages_blocks_video" USING btree ("poster_id");
  CREATE UNIQUE INDEX "pages_blocks_video_locales_locale_parent_id_unique" ON "pages_blocks_video_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_code_settings_hide_on_order_idx" ON "pages_blocks_code_settings_hide_on" USING btree ("order");
  CREATE INDEX "pages_blocks_code_settings_hide_on_parent_idx" ON "pages_blocks_code_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "pages_blocks_code_order_idx" ON "pages_blocks_code" USING btree ("_order");
  CREATE INDEX "pages_blocks_code_parent_id_idx" ON "pages_blocks_code" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_code_path_idx" ON "pages_blocks_code" USING btree ("_path");
  CREATE INDEX "pages_blocks_testimonial_settings_hide_on_order_idx" ON "pages_blocks_testimonial_settings_hide_on" USING btree ("order");
  CREATE INDEX "pages_blocks_testimonial_settings_hide_on_parent_idx" ON "pages_blocks_testimonial_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "pages_blocks_testimonial_order_idx" ON "pages_blocks_testimonial" USING btree ("_order");
  CREATE INDEX "pages_blocks_testimonial_parent_id_idx" ON "pages_blocks_testimonial" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_testimonial_path_idx" ON "pages_blocks_testimonial" USING btree ("_path");
  CREATE INDEX "pages_blocks_testimonial_portrait_idx" ON "pages_blocks_testimonial" USING btree ("portrait_id");
  CREATE UNIQUE INDEX "pages_blocks_testimonial_locales_locale_parent_id_unique" ON "pages_blocks_testimonial_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_slider_slides_order_idx" ON "pages_blocks_slider_slides" USING btree ("_order");
  CREATE INDEX "pages_blocks_slider_slides_parent_id_idx" ON "pages_blocks_slider_slides" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_slider_slides_image_idx" ON "pages_blocks_slider_slides" USING btree ("image_id");
  CREATE UNIQUE INDEX "pages_blocks_slider_slides_locales_locale_parent_id_unique" ON "pages_blocks_slider_slides_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_slider_settings_hide_on_order_idx" ON "pages_blocks_slider_settings_hide_on" USING btree ("order");
  CREATE INDEX "pages_blocks_slider_settings_hide_on_parent_idx" ON "pages_blocks_slider_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "pages_blocks_slider_order_idx" ON "pages_blocks_slider" USING btree ("_order");
  CREATE INDEX "pages_blocks_slider_parent_id_idx" ON "pages_blocks_slider" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_slider_path_idx" ON "pages_blocks_slider" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_slider_locales_locale_parent_id_unique" ON "pages_blocks_slider_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_post_slider_settings_hide_on_order_idx" ON "pages_blocks_post_slider_settings_hide_on" USING btree ("order");
  CREATE INDEX "pages_blocks_post_slider_settings_hide_on_parent_idx" ON "pages_blocks_post_slider_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "pages_blocks_post_slider_order_idx" ON "pages_blocks_post_slider" USING btree ("_order");
  CREATE INDEX "pages_blocks_post_slider_parent_id_idx" ON "pages_blocks_post_slider" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_post_slider_path_idx" ON "pages_blocks_post_slider" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_post_slider_locales_locale_parent_id_unique" ON "pages_blocks_post_slider_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_video_slider_videos_order_idx" ON "pages_blocks_video_slider_videos" USING btree ("_order");
  CREATE INDEX "pages_blocks_video_slider_videos_parent_id_idx" ON "pages_blocks_video_slider_videos" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_video_slider_videos_file_idx" ON "pages_blocks_video_slider_videos" USING btree ("file_id");
  CREATE INDEX "pages_blocks_video_slider_videos_poster_idx" ON "pages_blocks_video_slider_videos" USING btree ("poster_id");
  CREATE UNIQUE INDEX "pages_blocks_video_slider_videos_locales_locale_parent_id_un" ON "pages_blocks_video_slider_videos_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_video_slider_settings_hide_on_order_idx" ON "pages_blocks_video_slider_settings_hide_on" USING btree ("order");
  CREATE INDEX "pages_blocks_video_slider_settings_hide_on_parent_idx" ON "pages_blocks_video_slider_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "pages_blocks_video_slider_order_idx" ON "pages_blocks_video_slider" USING btree ("_order");
  CREATE INDEX "pages_blocks_video_slider_parent_id_idx" ON "pages_blocks_video_slider" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_video_slider_path_idx" ON "pages_blocks_video_slider" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_video_slider_locales_locale_parent_id_unique" ON "pages_blocks_video_slider_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_simple_carousel_items_order_idx" ON "pages_blocks_simple_carousel_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_simple_carousel_items_parent_id_idx" ON "pages_blocks_simple_carousel_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_simple_carousel_items_image_idx" ON "pages_blocks_simple_carousel_items" USING btree ("image_id");
  CREATE UNIQUE INDEX "pages_blocks_simple_carousel_items_locales_locale_parent_id_" ON "pages_blocks_simple_carousel_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_simple_carousel_settings_hide_on_order_idx" ON "pages_blocks_simple_carousel_settings_hide_on" USING btree ("order");
  CREATE INDEX "pages_blocks_simple_carousel_settings_hide_on_parent_idx" ON "pages_blocks_simple_carousel_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "pages_blocks_simple_carousel_order_idx" ON "pages_blocks_simple_carousel" USING btree ("_order");
  CREATE INDEX "pages_blocks_simple_carousel_parent_id_idx" ON "pages_blocks_simple_carousel" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_simple_carousel_path_idx" ON "pages_blocks_simple_carousel" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_simple_carousel_locales_locale_parent_id_unique" ON "pages_blocks_simple_carousel_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_post_carousel_settings_hide_on_order_idx" ON "pages_blocks_post_carousel_settings_hide_on" USING btree ("order");
  CREATE INDEX "pages_blocks_post_carousel_settings_hide_on_parent_idx" ON "pages_blocks_post_carousel_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "pages_blocks_post_carousel_order_idx" ON "pages_blocks_post_carousel" USING btree ("_order");
  CREATE INDEX "pages_blocks_post_carousel_parent_id_idx" ON "pages_blocks_post_carousel" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_post_carousel_path_idx" ON "pages_blocks_post_carousel" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_post_carousel_locales_locale_parent_id_unique" ON "pages_blocks_post_carousel_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "fw_portfolio_settings_hide_on_order_idx" ON "fw_portfolio_settings_hide_on" USING btree ("order");
  CREATE INDEX "fw_portfolio_settings_hide_on_parent_idx" ON "fw_portfolio_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "fw_portfolio_order_idx" ON "fw_portfolio" USING btree ("_order");
  CREATE INDEX "fw_portfolio_parent_id_idx" ON "fw_portfolio" USING btree ("_parent_id");
  CREATE INDEX "fw_portfolio_path_idx" ON "fw_portfolio" USING btree ("_path");
  CREATE UNIQUE INDEX "fw_portfolio_locales_locale_parent_id_unique" ON "fw_portfolio_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_gallery_settings_hide_on_order_idx" ON "pages_blocks_gallery_settings_hide_on" USING btree ("order");
  CREATE INDEX "pages_blocks_gallery_settings_hide_on_parent_idx" ON "pages_blocks_gallery_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "pages_blocks_gallery_order_idx" ON "pages_blocks_gallery" USING btree ("_order");
  CREATE INDEX "pages_blocks_gallery_parent_id_idx" ON "pages_blocks_gallery" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_gallery_path_idx" ON "pages_blocks_gallery" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_gallery_locales_locale_parent_id_unique" ON "pages_blocks_gallery_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_shop_settings_hide_on_order_idx" ON "pages_blocks_shop_settings_hide_on" USING btree ("order");
  CREATE INDEX "pages_blocks_shop_settings_hide_on_parent_idx" ON "pages_blocks_shop_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "pages_blocks_shop_order_idx" ON "pages_blocks_shop" USING btree ("_order");
  CREATE INDEX "pages_blocks_shop_parent_id_idx" ON "pages_blocks_shop" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_shop_path_idx" ON "pages_blocks_shop" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_shop_locales_locale_parent_id_unique" ON "pages_blocks_shop_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_network_widget_modules_order_idx" ON "pages_blocks_network_widget_modules" USING btree ("order");
  CREATE INDEX "pages_blocks_network_widget_modules_parent_idx" ON "pages_blocks_network_widget_modules" USING btree ("parent_id");
  CREATE INDEX "pages_blocks_network_widget_attributes_order_idx" ON "pages_blocks_network_widget_attributes" USING btree ("_order");
  CREATE INDEX "pages_blocks_network_widget_attributes_parent_id_idx" ON "pages_blocks_network_widget_attributes" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_network_widget_settings_hide_on_order_idx" ON "pages_blocks_network_widget_settings_hide_on" USING btree ("order");
  CREATE INDEX "pages_blocks_network_widget_settings_hide_on_parent_idx" ON "pages_blocks_network_widget_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "pages_blocks_network_widget_order_idx" ON "pages_blocks_network_widget" USING btree ("_order");
  CREATE INDEX "pages_blocks_network_widget_parent_id_idx" ON "pages_blocks_network_widget" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_network_widget_path_idx" ON "pages_blocks_network_widget" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_network_widget_locales_locale_parent_id_unique" ON "pages_blocks_network_widget_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_row_columns_settings_hide_on_order_idx" ON "pages_blocks_row_columns_settings_hide_on" USING btree ("order");
  CREATE INDEX "pages_blocks_row_columns_settings_hide_on_parent_idx" ON "pages_blocks_row_columns_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "pages_blocks_row_columns_order_idx" ON "pages_blocks_row_columns" USING btree ("_order");
  CREATE INDEX "pages_blocks_row_columns_parent_id_idx" ON "pages_blocks_row_columns" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_row_settings_hide_on_order_idx" ON "pages_blocks_row_settings_hide_on" USING btree ("order");
  CREATE INDEX "pages_blocks_row_settings_hide_on_parent_idx" ON "pages_blocks_row_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "pages_blocks_row_order_idx" ON "pages_blocks_row" USING btree ("_order");
  CREATE INDEX "pages_blocks_row_parent_id_idx" ON "pages_blocks_row" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_row_path_idx" ON "pages_blocks_row" USING btree ("_path");
  CREATE INDEX "pages_blocks_section_settings_hide_on_order_idx" ON "pages_blocks_section_settings_hide_on" USING btree ("order");
  CREATE INDEX "pages_blocks_section_settings_hide_on_parent_idx" ON "pages_blocks_section_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "pages_blocks_section_order_idx" ON "pages_blocks_section" USING btree ("_order");
  CREATE INDEX "pages_blocks_section_parent_id_idx" ON "pages_blocks_section" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_section_path_idx" ON "pages_blocks_section" USING btree ("_path");
  CREATE INDEX "pages_blocks_section_background_background_image_idx" ON "pages_blocks_section" USING btree ("background_image_id");
  CREATE INDEX "pages_blocks_section_background_background_video_idx" ON "pages_blocks_section" USING btree ("background_video_id");
  CREATE UNIQUE INDEX "pages_blocks_section_locales_locale_parent_id_unique" ON "pages_blocks_section_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "pages_slug_idx" ON "pages" USING btree ("slug");
  CREATE INDEX "pages_updated_at_idx" ON "pages" USING btree ("updated_at");
  CREATE INDEX "pages_created_at_idx" ON "pages" USING btree ("created_at");
  CREATE INDEX "pages__status_idx" ON "pages" USING btree ("_status");
  CREATE INDEX "pages_meta_meta_image_idx" ON "pages_locales" USING btree ("meta_image_id","_locale");
  CREATE UNIQUE INDEX "pages_locales_locale_parent_id_unique" ON "pages_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_rels_order_idx" ON "pages_rels" USING btree ("order");
  CREATE INDEX "pages_rels_parent_idx" ON "pages_rels" USING btree ("parent_id");
  CREATE INDEX "pages_rels_path_idx" ON "pages_rels" USING btree ("path");
  CREATE INDEX "pages_rels_pages_id_idx" ON "pages_rels" USING btree ("pages_id");
  CREATE INDEX "pages_rels_posts_id_idx" ON "pages_rels" USING btree ("posts_id");
  CREATE INDEX "pages_rels_projects_id_idx" ON "pages_rels" USING btree ("projects_id");
  CREATE INDEX "pages_rels_categories_id_idx" ON "pages_rels" USING btree ("categories_id");
  CREATE INDEX "pages_rels_project_categories_id_idx" ON "pages_rels" USING btree ("project_categories_id");
  CREATE INDEX "pages_rels_media_id_idx" ON "pages_rels" USING btree ("media_id");
  CREATE INDEX "pages_rels_product_categories_id_idx" ON "pages_rels" USING btree ("product_categories_id");
  CREATE INDEX "_pages_v_blocks_text_settings_hide_on_order_idx" ON "_pages_v_blocks_text_settings_hide_on" USING btree ("order");
  CREATE INDEX "_pages_v_blocks_text_settings_hide_on_parent_idx" ON "_pages_v_blocks_text_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "_pages_v_blocks_text_order_idx" ON "_pages_v_blocks_text" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_text_parent_id_idx" ON "_pages_v_blocks_text" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_text_path_idx" ON "_pages_v_blocks_text" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_text_locales_locale_parent_id_unique" ON "_pages_v_blocks_text_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_heading_settings_hide_on_order_idx" ON "_pages_v_blocks_heading_settings_hide_on" USING btree ("order");
  CREATE INDEX "_pages_v_blocks_heading_settings_hide_on_parent_idx" ON "_pages_v_blocks_heading_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "_pages_v_blocks_heading_order_idx" ON "_pages_v_blocks_heading" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_heading_parent_id_idx" ON "_pages_v_blocks_heading" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_heading_path_idx" ON "_pages_v_blocks_heading" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_heading_locales_locale_parent_id_unique" ON "_pages_v_blocks_heading_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_image_settings_hide_on_order_idx" ON "_pages_v_blocks_image_settings_hide_on" USING btree ("order");
  CREATE INDEX "_pages_v_blocks_image_settings_hide_on_parent_idx" ON "_pages_v_blocks_image_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "_pages_v_blocks_image_order_idx" ON "_pages_v_blocks_image" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_image_parent_id_idx" ON "_pages_v_blocks_image" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_image_path_idx" ON "_pages_v_blocks_image" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_image_image_idx" ON "_pages_v_blocks_image" USING btree ("image_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_image_locales_locale_parent_id_unique" ON "_pages_v_blocks_image_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_button_settings_hide_on_order_idx" ON "_pages_v_blocks_button_settings_hide_on" USING btree ("order");
  CREATE INDEX "_pages_v_blocks_button_settings_hide_on_parent_idx" ON "_pages_v_blocks_button_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "_pages_v_blocks_button_order_idx" ON "_pages_v_blocks_button" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_button_parent_id_idx" ON "_pages_v_blocks_button" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_button_path_idx" ON "_pages_v_blocks_button" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_button_locales_locale_parent_id_unique" ON "_pages_v_blocks_button_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_call_to_action_settings_hide_on_order_idx" ON "_pages_v_blocks_call_to_action_settings_hide_on" USING btree ("order");
  CREATE INDEX "_pages_v_blocks_call_to_action_settings_hide_on_parent_idx" ON "_pages_v_blocks_call_to_action_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "_pages_v_blocks_call_to_action_order_idx" ON "_pages_v_blocks_call_to_action" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_call_to_action_parent_id_idx" ON "_pages_v_blocks_call_to_action" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_call_to_action_path_idx" ON "_pages_v_blocks_call_to_action" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_call_to_action_locales_locale_parent_id_uniq" ON "_pages_v_blocks_call_to_action_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_blurb_settings_hide_on_order_idx" ON "_pages_v_blocks_blurb_settings_hide_on" USING btree ("order");
  CREATE INDEX "_pages_v_blocks_blurb_settings_hide_on_parent_idx" ON "_pages_v_blocks_blurb_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "_pages_v_blocks_blurb_order_idx" ON "_pages_v_blocks_blurb" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_blurb_parent_id_idx" ON "_pages_v_blocks_blurb" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_blurb_path_idx" ON "_pages_v_blocks_blurb" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_blurb_image_idx" ON "_pages_v_blocks_blurb" USING btree ("image_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_blurb_locales_locale_parent_id_unique" ON "_pages_v_blocks_blurb_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_divider_settings_hide_on_order_idx" ON "_pages_v_blocks_divider_settings_hide_on" USING btree ("order");
  CREATE INDEX "_pages_v_blocks_divider_settings_hide_on_parent_idx" ON "_pages_v_blocks_divider_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "_pages_v_blocks_divider_order_idx" ON "_pages_v_blocks_divider" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_divider_parent_id_idx" ON "_pages_v_blocks_divider" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_divider_path_idx" ON "_pages_v_blocks_divider" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_video_settings_hide_on_order_idx" ON "_pages_v_blocks_video_settings_hide_on" USING btree ("order");
  CREATE INDEX "_pages_v_blocks_video_settings_hide_on_parent_idx" ON "_pages_v_blocks_video_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "_pages_v_blocks_video_order_idx" ON "_pages_v_blocks_video" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_video_parent_id_idx" ON "_pages_v_blocks_video" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_video_path_idx" ON "_pages_v_blocks_video" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_video_file_idx" ON "_pages_v_blocks_video" USING btree ("file_id");
  CREATE INDEX "_pages_v_blocks_video_poster_idx" ON "_pages_v_blocks_video" USING btree ("poster_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_video_locales_locale_parent_id_unique" ON "_pages_v_blocks_video_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_code_settings_hide_on_order_idx" ON "_pages_v_blocks_code_settings_hide_on" USING btree ("order");
  CREATE INDEX "_pages_v_blocks_code_settings_hide_on_parent_idx" ON "_pages_v_blocks_code_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "_pages_v_blocks_code_order_idx" ON "_pages_v_blocks_code" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_code_parent_id_idx" ON "_pages_v_blocks_code" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_code_path_idx" ON "_pages_v_blocks_code" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_testimonial_settings_hide_on_order_idx" ON "_pages_v_blocks_testimonial_settings_hide_on" USING btree ("order");
  CREATE INDEX "_pages_v_blocks_testimonial_settings_hide_on_parent_idx" ON "_pages_v_blocks_testimonial_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "_pages_v_blocks_testimonial_order_idx" ON "_pages_v_blocks_testimonial" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_testimonial_parent_id_idx" ON "_pages_v_blocks_testimonial" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_testimonial_path_idx" ON "_pages_v_blocks_testimonial" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_testimonial_portrait_idx" ON "_pages_v_blocks_testimonial" USING btree ("portrait_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_testimonial_locales_locale_parent_id_unique" ON "_pages_v_blocks_testimonial_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_slider_slides_order_idx" ON "_pages_v_blocks_slider_slides" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_slider_slides_parent_id_idx" ON "_pages_v_blocks_slider_slides" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_slider_slides_image_idx" ON "_pages_v_blocks_slider_slides" USING btree ("image_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_slider_slides_locales_locale_parent_id_uniqu" ON "_pages_v_blocks_slider_slides_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_slider_settings_hide_on_order_idx" ON "_pages_v_blocks_slider_settings_hide_on" USING btree ("order");
  CREATE INDEX "_pages_v_blocks_slider_settings_hide_on_parent_idx" ON "_pages_v_blocks_slider_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "_pages_v_blocks_slider_order_idx" ON "_pages_v_blocks_slider" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_slider_parent_id_idx" ON "_pages_v_blocks_slider" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_slider_path_idx" ON "_pages_v_blocks_slider" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_slider_locales_locale_parent_id_unique" ON "_pages_v_blocks_slider_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_post_slider_settings_hide_on_order_idx" ON "_pages_v_blocks_post_slider_settings_hide_on" USING btree ("order");
  CREATE INDEX "_pages_v_blocks_post_slider_settings_hide_on_parent_idx" ON "_pages_v_blocks_post_slider_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "_pages_v_blocks_post_slider_order_idx" ON "_pages_v_blocks_post_slider" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_post_slider_parent_id_idx" ON "_pages_v_blocks_post_slider" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_post_slider_path_idx" ON "_pages_v_blocks_post_slider" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_post_slider_locales_locale_parent_id_unique" ON "_pages_v_blocks_post_slider_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_video_slider_videos_order_idx" ON "_pages_v_blocks_video_slider_videos" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_video_slider_videos_parent_id_idx" ON "_pages_v_blocks_video_slider_videos" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_video_slider_videos_file_idx" ON "_pages_v_blocks_video_slider_videos" USING btree ("file_id");
  CREATE INDEX "_pages_v_blocks_video_slider_videos_poster_idx" ON "_pages_v_blocks_video_slider_videos" USING btree ("poster_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_video_slider_videos_locales_locale_parent_id" ON "_pages_v_blocks_video_slider_videos_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_video_slider_settings_hide_on_order_idx" ON "_pages_v_blocks_video_slider_settings_hide_on" USING btree ("order");
  CREATE INDEX "_pages_v_blocks_video_slider_settings_hide_on_parent_idx" ON "_pages_v_blocks_video_slider_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "_pages_v_blocks_video_slider_order_idx" ON "_pages_v_blocks_video_slider" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_video_slider_parent_id_idx" ON "_pages_v_blocks_video_slider" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_video_slider_path_idx" ON "_pages_v_blocks_video_slider" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_video_slider_locales_locale_parent_id_unique" ON "_pages_v_blocks_video_slider_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_simple_carousel_items_order_idx" ON "_pages_v_blocks_simple_carousel_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_simple_carousel_items_parent_id_idx" ON "_pages_v_blocks_simple_carousel_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_simple_carousel_items_image_idx" ON "_pages_v_blocks_simple_carousel_items" USING btree ("image_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_simple_carousel_items_locales_locale_parent_" ON "_pages_v_blocks_simple_carousel_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_simple_carousel_settings_hide_on_order_idx" ON "_pages_v_blocks_simple_carousel_settings_hide_on" USING btree ("order");
  CREATE INDEX "_pages_v_blocks_simple_carousel_settings_hide_on_parent_idx" ON "_pages_v_blocks_simple_carousel_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "_pages_v_blocks_simple_carousel_order_idx" ON "_pages_v_blocks_simple_carousel" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_simple_carousel_parent_id_idx" ON "_pages_v_blocks_simple_carousel" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_simple_carousel_path_idx" ON "_pages_v_blocks_simple_carousel" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_simple_carousel_locales_locale_parent_id_uni" ON "_pages_v_blocks_simple_carousel_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_post_carousel_settings_hide_on_order_idx" ON "_pages_v_blocks_post_carousel_settings_hide_on" USING btree ("order");
  CREATE INDEX "_pages_v_blocks_post_carousel_settings_hide_on_parent_idx" ON "_pages_v_blocks_post_carousel_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "_pages_v_blocks_post_carousel_order_idx" ON "_pages_v_blocks_post_carousel" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_post_carousel_parent_id_idx" ON "_pages_v_blocks_post_carousel" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_post_carousel_path_idx" ON "_pages_v_blocks_post_carousel" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_post_carousel_locales_locale_parent_id_uniqu" ON "_pages_v_blocks_post_carousel_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_fw_portfolio_v_settings_hide_on_order_idx" ON "_fw_portfolio_v_settings_hide_on" USING btree ("order");
  CREATE INDEX "_fw_portfolio_v_settings_hide_on_parent_idx" ON "_fw_portfolio_v_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "_fw_portfolio_v_order_idx" ON "_fw_portfolio_v" USING btree ("_order");
  CREATE INDEX "_fw_portfolio_v_parent_id_idx" ON "_fw_portfolio_v" USING btree ("_parent_id");
  CREATE INDEX "_fw_portfolio_v_path_idx" ON "_fw_portfolio_v" USING btree ("_path");
  CREATE UNIQUE INDEX "_fw_portfolio_v_locales_locale_parent_id_unique" ON "_fw_portfolio_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_gallery_settings_hide_on_order_idx" ON "_pages_v_blocks_gallery_settings_hide_on" USING btree ("order");
  CREATE INDEX "_pages_v_blocks_gallery_settings_hide_on_parent_idx" ON "_pages_v_blocks_gallery_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "_pages_v_blocks_gallery_order_idx" ON "_pages_v_blocks_gallery" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_gallery_parent_id_idx" ON "_pages_v_blocks_gallery" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_gallery_path_idx" ON "_pages_v_blocks_gallery" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_gallery_locales_locale_parent_id_unique" ON "_pages_v_blocks_gallery_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_shop_settings_hide_on_order_idx" ON "_pages_v_blocks_shop_settings_hide_on" USING btree ("order");
  CREATE INDEX "_pages_v_blocks_shop_settings_hide_on_parent_idx" ON "_pages_v_blocks_shop_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "_pages_v_blocks_shop_order_idx" ON "_pages_v_blocks_shop" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_shop_parent_id_idx" ON "_pages_v_blocks_shop" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_shop_path_idx" ON "_pages_v_blocks_shop" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_shop_locales_locale_parent_id_unique" ON "_pages_v_blocks_shop_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_network_widget_modules_order_idx" ON "_pages_v_blocks_network_widget_modules" USING btree ("order");
  CREATE INDEX "_pages_v_blocks_network_widget_modules_parent_idx" ON "_pages_v_blocks_network_widget_modules" USING btree ("parent_id");
  CREATE INDEX "_pages_v_blocks_network_widget_attributes_order_idx" ON "_pages_v_blocks_network_widget_attributes" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_network_widget_attributes_parent_id_idx" ON "_pages_v_blocks_network_widget_attributes" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_network_widget_settings_hide_on_order_idx" ON "_pages_v_blocks_network_widget_settings_hide_on" USING btree ("order");
  CREATE INDEX "_pages_v_blocks_network_widget_settings_hide_on_parent_idx" ON "_pages_v_blocks_network_widget_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "_pages_v_blocks_network_widget_order_idx" ON "_pages_v_blocks_network_widget" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_network_widget_parent_id_idx" ON "_pages_v_blocks_network_widget" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_network_widget_path_idx" ON "_pages_v_blocks_network_widget" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_network_widget_locales_locale_parent_id_uniq" ON "_pages_v_blocks_network_widget_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_row_columns_settings_hide_on_order_idx" ON "_pages_v_blocks_row_columns_settings_hide_on" USING btree ("order");
  CREATE INDEX "_pages_v_blocks_row_columns_settings_hide_on_parent_idx" ON "_pages_v_blocks_row_columns_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "_pages_v_blocks_row_columns_order_idx" ON "_pages_v_blocks_row_columns" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_row_columns_parent_id_idx" ON "_pages_v_blocks_row_columns" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_row_settings_hide_on_order_idx" ON "_pages_v_blocks_row_settings_hide_on" USING btree ("order");
  CREATE INDEX "_pages_v_blocks_row_settings_hide_on_parent_idx" ON "_pages_v_blocks_row_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "_pages_v_blocks_row_order_idx" ON "_pages_v_blocks_row" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_row_parent_id_idx" ON "_pages_v_blocks_row" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_row_path_idx" ON "_pages_v_blocks_row" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_section_settings_hide_on_order_idx" ON "_pages_v_blocks_section_settings_hide_on" USING btree ("order");
  CREATE INDEX "_pages_v_blocks_section_settings_hide_on_parent_idx" ON "_pages_v_blocks_section_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "_pages_v_blocks_section_order_idx" ON "_pages_v_blocks_section" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_section_parent_id_idx" ON "_pages_v_blocks_section" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_section_path_idx" ON "_pages_v_blocks_section" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_section_background_background_image_idx" ON "_pages_v_blocks_section" USING btree ("background_image_id");
  CREATE INDEX "_pages_v_blocks_section_background_background_video_idx" ON "_pages_v_blocks_section" USING btree ("background_video_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_section_locales_locale_parent_id_unique" ON "_pages_v_blocks_section_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_parent_idx" ON "_pages_v" USING btree ("parent_id");
  CREATE INDEX "_pages_v_version_version_slug_idx" ON "_pages_v" USING btree ("version_slug");
  CREATE INDEX "_pages_v_version_version_updated_at_idx" ON "_pages_v" USING btree ("version_updated_at");
  CREATE INDEX "_pages_v_version_version_created_at_idx" ON "_pages_v" USING btree ("version_created_at");
  CREATE INDEX "_pages_v_version_version__status_idx" ON "_pages_v" USING btree ("version__status");
  CREATE INDEX "_pages_v_created_at_idx" ON "_pages_v" USING btree ("created_at");
  CREATE INDEX "_pages_v_updated_at_idx" ON "_pages_v" USING btree ("updated_at");
  CREATE INDEX "_pages_v_snapshot_idx" ON "_pages_v" USING btree ("snapshot");
  CREATE INDEX "_pages_v_published_locale_idx" ON "_pages_v" USING btree ("published_locale");
  CREATE INDEX "_pages_v_latest_idx" ON "_pages_v" USING btree ("latest");
  CREATE INDEX "_pages_v_autosave_idx" ON "_pages_v" USING btree ("autosave");
  CREATE INDEX "_pages_v_version_meta_version_meta_image_idx" ON "_pages_v_locales" USING btree ("version_meta_image_id","_locale");
  CREATE UNIQUE INDEX "_pages_v_locales_locale_parent_id_unique" ON "_pages_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_rels_order_idx" ON "_pages_v_rels" USING btree ("order");
  CREATE INDEX "_pages_v_rels_parent_idx" ON "_pages_v_rels" USING btree ("parent_id");
  CREATE INDEX "_pages_v_rels_path_idx" ON "_pages_v_rels" USING btree ("path");
  CREATE INDEX "_pages_v_rels_pages_id_idx" ON "_pages_v_rels" USING btree ("pages_id");
  CREATE INDEX "_pages_v_rels_posts_id_idx" ON "_pages_v_rels" USING btree ("posts_id");
  CREATE INDEX "_pages_v_rels_projects_id_idx" ON "_pages_v_rels" USING btree ("projects_id");
  CREATE INDEX "_pages_v_rels_categories_id_idx" ON "_pages_v_rels" USING btree ("categories_id");
  CREATE INDEX "_pages_v_rels_project_categories_id_idx" ON "_pages_v_rels" USING btree ("project_categories_id");
  CREATE INDEX "_pages_v_rels_media_id_idx" ON "_pages_v_rels" USING btree ("media_id");
  CREATE INDEX "_pages_v_rels_product_categories_id_idx" ON "_pages_v_rels" USING btree ("product_categories_id");
  CREATE INDEX "posts_hero_image_idx" ON "posts" USING btree ("hero_image_id");
  CREATE INDEX "posts_published_at_idx" ON "posts" USING btree ("published_at");
  CREATE UNIQUE INDEX "posts_slug_idx" ON "posts" USING btree ("slug");
  CREATE INDEX "posts_updated_at_idx" ON "posts" USING btree ("updated_at");
  CREATE INDEX "posts_created_at_idx" ON "posts" USING btree ("created_at");
  CREATE INDEX "posts__status_idx" ON "posts" USING btree ("_status");
  CREATE INDEX "posts_meta_meta_image_idx" ON "posts_locales" USING btree ("meta_image_id","_locale");
  CREATE UNIQUE INDEX "posts_locales_locale_parent_id_unique" ON "posts_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "posts_rels_order_idx" ON "posts_rels" USING btree ("order");
  CREATE INDEX "posts_rels_parent_idx" ON "posts_rels" USING btree ("parent_id");
  CREATE INDEX "posts_rels_path_idx" ON "posts_rels" USING btree ("path");
  CREATE INDEX "posts_rels_categories_id_idx" ON "posts_rels" USING btree ("categories_id");
  CREATE INDEX "_posts_v_parent_idx" ON "_posts_v" USING btree ("parent_id");
  CREATE INDEX "_posts_v_version_version_hero_image_idx" ON "_posts_v" USING btree ("version_hero_image_id");
  CREATE INDEX "_posts_v_version_version_published_at_idx" ON "_posts_v" USING btree ("version_published_at");
  CREATE INDEX "_posts_v_version_version_slug_idx" ON "_posts_v" USING btree ("version_slug");
  CREATE INDEX "_posts_v_version_version_updated_at_idx" ON "_posts_v" USING btree ("version_updated_at");
  CREATE INDEX "_posts_v_version_version_created_at_idx" ON "_posts_v" USING btree ("version_created_at");
  CREATE INDEX "_posts_v_version_version__status_idx" ON "_posts_v" USING btree ("version__status");
  CREATE INDEX "_posts_v_created_at_idx" ON "_posts_v" USING btree ("created_at");
  CREATE INDEX "_posts_v_updated_at_idx" ON "_posts_v" USING btree ("updated_at");
  CREATE INDEX "_posts_v_snapshot_idx" ON "_posts_v" USING btree ("snapshot");
  CREATE INDEX "_posts_v_published_locale_idx" ON "_posts_v" USING btree ("published_locale");
  CREATE INDEX "_posts_v_latest_idx" ON "_posts_v" USING btree ("latest");
  CREATE INDEX "_posts_v_autosave_idx" ON "_posts_v" USING btree ("autosave");
  CREATE INDEX "_posts_v_version_meta_version_meta_image_idx" ON "_posts_v_locales" USING btree ("version_meta_image_id","_locale");
  CREATE UNIQUE INDEX "_posts_v_locales_locale_parent_id_unique" ON "_posts_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_posts_v_rels_order_idx" ON "_posts_v_rels" USING btree ("order");
  CREATE INDEX "_posts_v_rels_parent_idx" ON "_posts_v_rels" USING btree ("parent_id");
  CREATE INDEX "_posts_v_rels_path_idx" ON "_posts_v_rels" USING btree ("path");
  CREATE INDEX "_posts_v_rels_categories_id_idx" ON "_posts_v_rels" USING btree ("categories_id");
  CREATE UNIQUE INDEX "categories_slug_idx" ON "categories" USING btree ("slug");
  CREATE INDEX "categories_updated_at_idx" ON "categories" USING btree ("updated_at");
  CREATE INDEX "categories_created_at_idx" ON "categories" USING btree ("created_at");
  CREATE UNIQUE INDEX "categories_locales_locale_parent_id_unique" ON "categories_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "projects_blocks_text_settings_hide_on_order_idx" ON "projects_blocks_text_settings_hide_on" USING btree ("order");
  CREATE INDEX "projects_blocks_text_settings_hide_on_parent_idx" ON "projects_blocks_text_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "projects_blocks_text_order_idx" ON "projects_blocks_text" USING btree ("_order");
  CREATE INDEX "projects_blocks_text_parent_id_idx" ON "projects_blocks_text" USING btree ("_parent_id");
  CREATE INDEX "projects_blocks_text_path_idx" ON "projects_blocks_text" USING btree ("_path");
  CREATE UNIQUE INDEX "projects_blocks_text_locales_locale_parent_id_unique" ON "projects_blocks_text_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "projects_blocks_heading_settings_hide_on_order_idx" ON "projects_blocks_heading_settings_hide_on" USING btree ("order");
  CREATE INDEX "projects_blocks_heading_settings_hide_on_parent_idx" ON "projects_blocks_heading_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "projects_blocks_heading_order_idx" ON "projects_blocks_heading" USING btree ("_order");
  CREATE INDEX "projects_blocks_heading_parent_id_idx" ON "projects_blocks_heading" USING btree ("_parent_id");
  CREATE INDEX "projects_blocks_heading_path_idx" ON "projects_blocks_heading" USING btree ("_path");
  CREATE UNIQUE INDEX "projects_blocks_heading_locales_locale_parent_id_unique" ON "projects_blocks_heading_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "projects_blocks_image_settings_hide_on_order_idx" ON "projects_blocks_image_settings_hide_on" USING btree ("order");
  CREATE INDEX "projects_blocks_image_settings_hide_on_parent_idx" ON "projects_blocks_image_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "projects_blocks_image_order_idx" ON "projects_blocks_image" USING btree ("_order");
  CREATE INDEX "projects_blocks_image_parent_id_idx" ON "projects_blocks_image" USING btree ("_parent_id");
  CREATE INDEX "projects_blocks_image_path_idx" ON "projects_blocks_image" USING btree ("_path");
  CREATE INDEX "projects_blocks_image_image_idx" ON "projects_blocks_image" USING btree ("image_id");
  CREATE UNIQUE INDEX "projects_blocks_image_locales_locale_parent_id_unique" ON "projects_blocks_image_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "projects_blocks_button_settings_hide_on_order_idx" ON "projects_blocks_button_settings_hide_on" USING btree ("order");
  CREATE INDEX "projects_blocks_button_settings_hide_on_parent_idx" ON "projects_blocks_button_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "projects_blocks_button_order_idx" ON "projects_blocks_button" USING btree ("_order");
  CREATE INDEX "projects_blocks_button_parent_id_idx" ON "projects_blocks_button" USING btree ("_parent_id");
  CREATE INDEX "projects_blocks_button_path_idx" ON "projects_blocks_button" USING btree ("_path");
  CREATE UNIQUE INDEX "projects_blocks_button_locales_locale_parent_id_unique" ON "projects_blocks_button_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "projects_blocks_call_to_action_settings_hide_on_order_idx" ON "projects_blocks_call_to_action_settings_hide_on" USING btree ("order");
  CREATE INDEX "projects_blocks_call_to_action_settings_hide_on_parent_idx" ON "projects_blocks_call_to_action_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "projects_blocks_call_to_action_order_idx" ON "projects_blocks_call_to_action" USING btree ("_order");
  CREATE INDEX "projects_blocks_call_to_action_parent_id_idx" ON "projects_blocks_call_to_action" USING btree ("_parent_id");
  CREATE INDEX "projects_blocks_call_to_action_path_idx" ON "projects_blocks_call_to_action" USING btree ("_path");
  CREATE UNIQUE INDEX "projects_blocks_call_to_action_locales_locale_parent_id_uniq" ON "projects_blocks_call_to_action_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "projects_blocks_blurb_settings_hide_on_order_idx" ON "projects_blocks_blurb_settings_hide_on" USING btree ("order");
  CREATE INDEX "projects_blocks_blurb_settings_hide_on_parent_idx" ON "projects_blocks_blurb_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "projects_blocks_blurb_order_idx" ON "projects_blocks_blurb" USING btree ("_order");
  CREATE INDEX "projects_blocks_blurb_parent_id_idx" ON "projects_blocks_blurb" USING btree ("_parent_id");
  CREATE INDEX "projects_blocks_blurb_path_idx" ON "projects_blocks_blurb" USING btree ("_path");
  CREATE INDEX "projects_blocks_blurb_image_idx" ON "projects_blocks_blurb" USING btree ("image_id");
  CREATE UNIQUE INDEX "projects_blocks_blurb_locales_locale_parent_id_unique" ON "projects_blocks_blurb_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "projects_blocks_divider_settings_hide_on_order_idx" ON "projects_blocks_divider_settings_hide_on" USING btree ("order");
  CREATE INDEX "projects_blocks_divider_settings_hide_on_parent_idx" ON "projects_blocks_divider_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "projects_blocks_divider_order_idx" ON "projects_blocks_divider" USING btree ("_order");
  CREATE INDEX "projects_blocks_divider_parent_id_idx" ON "projects_blocks_divider" USING btree ("_parent_id");
  CREATE INDEX "projects_blocks_divider_path_idx" ON "projects_blocks_divider" USING btree ("_path");
  CREATE INDEX "projects_blocks_video_settings_hide_on_order_idx" ON "projects_blocks_video_settings_hide_on" USING btree ("order");
  CREATE INDEX "projects_blocks_video_settings_hide_on_parent_idx" ON "projects_blocks_video_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "projects_blocks_video_order_idx" ON "projects_blocks_video" USING btree ("_order");
  CREATE INDEX "projects_blocks_video_parent_id_idx" ON "projects_blocks_video" USING btree ("_parent_id");
  CREATE INDEX "projects_blocks_video_path_idx" ON "projects_blocks_video" USING btree ("_path");
  CREATE INDEX "projects_blocks_video_file_idx" ON "projects_blocks_video" USING btree ("file_id");
  CREATE INDEX "projects_blocks_video_poster_idx" ON "projects_blocks_video" USING btree ("poster_id");
  CREATE UNIQUE INDEX "projects_blocks_video_locales_locale_parent_id_unique" ON "projects_blocks_video_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "projects_blocks_code_settings_hide_on_order_idx" ON "projects_blocks_code_settings_hide_on" USING btree ("order");
  CREATE INDEX "projects_blocks_code_settings_hide_on_parent_idx" ON "projects_blocks_code_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "projects_blocks_code_order_idx" ON "projects_blocks_code" USING btree ("_order");
  CREATE INDEX "projects_blocks_code_parent_id_idx" ON "projects_blocks_code" USING btree ("_parent_id");
  CREATE INDEX "projects_blocks_code_path_idx" ON "projects_blocks_code" USING btree ("_path");
  CREATE INDEX "projects_blocks_testimonial_settings_hide_on_order_idx" ON "projects_blocks_testimonial_settings_hide_on" USING btree ("order");
  CREATE INDEX "projects_blocks_testimonial_settings_hide_on_parent_idx" ON "projects_blocks_testimonial_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "projects_blocks_testimonial_order_idx" ON "projects_blocks_testimonial" USING btree ("_order");
  CREATE INDEX "projects_blocks_testimonial_parent_id_idx" ON "projects_blocks_testimonial" USING btree ("_parent_id");
  CREATE INDEX "projects_blocks_testimonial_path_idx" ON "projects_blocks_testimonial" USING btree ("_path");
  CREATE INDEX "projects_blocks_testimonial_portrait_idx" ON "projects_blocks_testimonial" USING btree ("portrait_id");
  CREATE UNIQUE INDEX "projects_blocks_testimonial_locales_locale_parent_id_unique" ON "projects_blocks_testimonial_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "projects_blocks_slider_slides_order_idx" ON "projects_blocks_slider_slides" USING btree ("_order");
  CREATE INDEX "projects_blocks_slider_slides_parent_id_idx" ON "projects_blocks_slider_slides" USING btree ("_parent_id");
  CREATE INDEX "projects_blocks_slider_slides_image_idx" ON "projects_blocks_slider_slides" USING btree ("image_id");
  CREATE UNIQUE INDEX "projects_blocks_slider_slides_locales_locale_parent_id_uniqu" ON "projects_blocks_slider_slides_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "projects_blocks_slider_settings_hide_on_order_idx" ON "projects_blocks_slider_settings_hide_on" USING btree ("order");
  CREATE INDEX "projects_blocks_slider_settings_hide_on_parent_idx" ON "projects_blocks_slider_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "projects_blocks_slider_order_idx" ON "projects_blocks_slider" USING btree ("_order");
  CREATE INDEX "projects_blocks_slider_parent_id_idx" ON "projects_blocks_slider" USING btree ("_parent_id");
  CREATE INDEX "projects_blocks_slider_path_idx" ON "projects_blocks_slider" USING btree ("_path");
  CREATE UNIQUE INDEX "projects_blocks_slider_locales_locale_parent_id_unique" ON "projects_blocks_slider_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "projects_blocks_post_slider_settings_hide_on_order_idx" ON "projects_blocks_post_slider_settings_hide_on" USING btree ("order");
  CREATE INDEX "projects_blocks_post_slider_settings_hide_on_parent_idx" ON "projects_blocks_post_slider_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "projects_blocks_post_slider_order_idx" ON "projects_blocks_post_slider" USING btree ("_order");
  CREATE INDEX "projects_blocks_post_slider_parent_id_idx" ON "projects_blocks_post_slider" USING btree ("_parent_id");
  CREATE INDEX "projects_blocks_post_slider_path_idx" ON "projects_blocks_post_slider" USING btree ("_path");
  CREATE UNIQUE INDEX "projects_blocks_post_slider_locales_locale_parent_id_unique" ON "projects_blocks_post_slider_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "projects_blocks_video_slider_videos_order_idx" ON "projects_blocks_video_slider_videos" USING btree ("_order");
  CREATE INDEX "projects_blocks_video_slider_videos_parent_id_idx" ON "projects_blocks_video_slider_videos" USING btree ("_parent_id");
  CREATE INDEX "projects_blocks_video_slider_videos_file_idx" ON "projects_blocks_video_slider_videos" USING btree ("file_id");
  CREATE INDEX "projects_blocks_video_slider_videos_poster_idx" ON "projects_blocks_video_slider_videos" USING btree ("poster_id");
  CREATE UNIQUE INDEX "projects_blocks_video_slider_videos_locales_locale_parent_id" ON "projects_blocks_video_slider_videos_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "projects_blocks_video_slider_settings_hide_on_order_idx" ON "projects_blocks_video_slider_settings_hide_on" USING btree ("order");
  CREATE INDEX "projects_blocks_video_slider_settings_hide_on_parent_idx" ON "projects_blocks_video_slider_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "projects_blocks_video_slider_order_idx" ON "projects_blocks_video_slider" USING btree ("_order");
  CREATE INDEX "projects_blocks_video_slider_parent_id_idx" ON "projects_blocks_video_slider" USING btree ("_parent_id");
  CREATE INDEX "projects_blocks_video_slider_path_idx" ON "projects_blocks_video_slider" USING btree ("_path");
  CREATE UNIQUE INDEX "projects_blocks_video_slider_locales_locale_parent_id_unique" ON "projects_blocks_video_slider_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "projects_blocks_simple_carousel_items_order_idx" ON "projects_blocks_simple_carousel_items" USING btree ("_order");
  CREATE INDEX "projects_blocks_simple_carousel_items_parent_id_idx" ON "projects_blocks_simple_carousel_items" USING btree ("_parent_id");
  CREATE INDEX "projects_blocks_simple_carousel_items_image_idx" ON "projects_blocks_simple_carousel_items" USING btree ("image_id");
  CREATE UNIQUE INDEX "projects_blocks_simple_carousel_items_locales_locale_parent_" ON "projects_blocks_simple_carousel_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "projects_blocks_simple_carousel_settings_hide_on_order_idx" ON "projects_blocks_simple_carousel_settings_hide_on" USING btree ("order");
  CREATE INDEX "projects_blocks_simple_carousel_settings_hide_on_parent_idx" ON "projects_blocks_simple_carousel_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "projects_blocks_simple_carousel_order_idx" ON "projects_blocks_simple_carousel" USING btree ("_order");
  CREATE INDEX "projects_blocks_simple_carousel_parent_id_idx" ON "projects_blocks_simple_carousel" USING btree ("_parent_id");
  CREATE INDEX "projects_blocks_simple_carousel_path_idx" ON "projects_blocks_simple_carousel" USING btree ("_path");
  CREATE UNIQUE INDEX "projects_blocks_simple_carousel_locales_locale_parent_id_uni" ON "projects_blocks_simple_carousel_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "projects_blocks_post_carousel_settings_hide_on_order_idx" ON "projects_blocks_post_carousel_settings_hide_on" USING btree ("order");
  CREATE INDEX "projects_blocks_post_carousel_settings_hide_on_parent_idx" ON "projects_blocks_post_carousel_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "projects_blocks_post_carousel_order_idx" ON "projects_blocks_post_carousel" USING btree ("_order");
  CREATE INDEX "projects_blocks_post_carousel_parent_id_idx" ON "projects_blocks_post_carousel" USING btree ("_parent_id");
  CREATE INDEX "projects_blocks_post_carousel_path_idx" ON "projects_blocks_post_carousel" USING btree ("_path");
  CREATE UNIQUE INDEX "projects_blocks_post_carousel_locales_locale_parent_id_uniqu" ON "projects_blocks_post_carousel_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "projects_blocks_gallery_settings_hide_on_order_idx" ON "projects_blocks_gallery_settings_hide_on" USING btree ("order");
  CREATE INDEX "projects_blocks_gallery_settings_hide_on_parent_idx" ON "projects_blocks_gallery_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "projects_blocks_gallery_order_idx" ON "projects_blocks_gallery" USING btree ("_order");
  CREATE INDEX "projects_blocks_gallery_parent_id_idx" ON "projects_blocks_gallery" USING btree ("_parent_id");
  CREATE INDEX "projects_blocks_gallery_path_idx" ON "projects_blocks_gallery" USING btree ("_path");
  CREATE UNIQUE INDEX "projects_blocks_gallery_locales_locale_parent_id_unique" ON "projects_blocks_gallery_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "projects_blocks_shop_settings_hide_on_order_idx" ON "projects_blocks_shop_settings_hide_on" USING btree ("order");
  CREATE INDEX "projects_blocks_shop_settings_hide_on_parent_idx" ON "projects_blocks_shop_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "projects_blocks_shop_order_idx" ON "projects_blocks_shop" USING btree ("_order");
  CREATE INDEX "projects_blocks_shop_parent_id_idx" ON "projects_blocks_shop" USING btree ("_parent_id");
  CREATE INDEX "projects_blocks_shop_path_idx" ON "projects_blocks_shop" USING btree ("_path");
  CREATE UNIQUE INDEX "projects_blocks_shop_locales_locale_parent_id_unique" ON "projects_blocks_shop_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "projects_blocks_network_widget_modules_order_idx" ON "projects_blocks_network_widget_modules" USING btree ("order");
  CREATE INDEX "projects_blocks_network_widget_modules_parent_idx" ON "projects_blocks_network_widget_modules" USING btree ("parent_id");
  CREATE INDEX "projects_blocks_network_widget_attributes_order_idx" ON "projects_blocks_network_widget_attributes" USING btree ("_order");
  CREATE INDEX "projects_blocks_network_widget_attributes_parent_id_idx" ON "projects_blocks_network_widget_attributes" USING btree ("_parent_id");
  CREATE INDEX "projects_blocks_network_widget_settings_hide_on_order_idx" ON "projects_blocks_network_widget_settings_hide_on" USING btree ("order");
  CREATE INDEX "projects_blocks_network_widget_settings_hide_on_parent_idx" ON "projects_blocks_network_widget_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "projects_blocks_network_widget_order_idx" ON "projects_blocks_network_widget" USING btree ("_order");
  CREATE INDEX "projects_blocks_network_widget_parent_id_idx" ON "projects_blocks_network_widget" USING btree ("_parent_id");
  CREATE INDEX "projects_blocks_network_widget_path_idx" ON "projects_blocks_network_widget" USING btree ("_path");
  CREATE UNIQUE INDEX "projects_blocks_network_widget_locales_locale_parent_id_uniq" ON "projects_blocks_network_widget_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "projects_blocks_row_columns_settings_hide_on_order_idx" ON "projects_blocks_row_columns_settings_hide_on" USING btree ("order");
  CREATE INDEX "projects_blocks_row_columns_settings_hide_on_parent_idx" ON "projects_blocks_row_columns_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "projects_blocks_row_columns_order_idx" ON "projects_blocks_row_columns" USING btree ("_order");
  CREATE INDEX "projects_blocks_row_columns_parent_id_idx" ON "projects_blocks_row_columns" USING btree ("_parent_id");
  CREATE INDEX "projects_blocks_row_settings_hide_on_order_idx" ON "projects_blocks_row_settings_hide_on" USING btree ("order");
  CREATE INDEX "projects_blocks_row_settings_hide_on_parent_idx" ON "projects_blocks_row_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "projects_blocks_row_order_idx" ON "projects_blocks_row" USING btree ("_order");
  CREATE INDEX "projects_blocks_row_parent_id_idx" ON "projects_blocks_row" USING btree ("_parent_id");
  CREATE INDEX "projects_blocks_row_path_idx" ON "projects_blocks_row" USING btree ("_path");
  CREATE INDEX "projects_blocks_section_settings_hide_on_order_idx" ON "projects_blocks_section_settings_hide_on" USING btree ("order");
  CREATE INDEX "projects_blocks_section_settings_hide_on_parent_idx" ON "projects_blocks_section_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "projects_blocks_section_order_idx" ON "projects_blocks_section" USING btree ("_order");
  CREATE INDEX "projects_blocks_section_parent_id_idx" ON "projects_blocks_section" USING btree ("_parent_id");
  CREATE INDEX "projects_blocks_section_path_idx" ON "projects_blocks_section" USING btree ("_path");
  CREATE INDEX "projects_blocks_section_background_background_image_idx" ON "projects_blocks_section" USING btree ("background_image_id");
  CREATE INDEX "projects_blocks_section_background_background_video_idx" ON "projects_blocks_section" USING btree ("background_video_id");
  CREATE UNIQUE INDEX "projects_blocks_section_locales_locale_parent_id_unique" ON "projects_blocks_section_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "projects_featured_image_idx" ON "projects" USING btree ("featured_image_id");
  CREATE UNIQUE INDEX "projects_slug_idx" ON "projects" USING btree ("slug");
  CREATE INDEX "projects_updated_at_idx" ON "projects" USING btree ("updated_at");
  CREATE INDEX "projects_created_at_idx" ON "projects" USING btree ("created_at");
  CREATE INDEX "projects__status_idx" ON "projects" USING btree ("_status");
  CREATE INDEX "projects_meta_meta_image_idx" ON "projects_locales" USING btree ("meta_image_id","_locale");
  CREATE UNIQUE INDEX "projects_locales_locale_parent_id_unique" ON "projects_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "projects_rels_order_idx" ON "projects_rels" USING btree ("order");
  CREATE INDEX "projects_rels_parent_idx" ON "projects_rels" USING btree ("parent_id");
  CREATE INDEX "projects_rels_path_idx" ON "projects_rels" USING btree ("path");
  CREATE INDEX "projects_rels_pages_id_idx" ON "projects_rels" USING btree ("pages_id");
  CREATE INDEX "projects_rels_posts_id_idx" ON "projects_rels" USING btree ("posts_id");
  CREATE INDEX "projects_rels_projects_id_idx" ON "projects_rels" USING btree ("projects_id");
  CREATE INDEX "projects_rels_categories_id_idx" ON "projects_rels" USING btree ("categories_id");
  CREATE INDEX "projects_rels_media_id_idx" ON "projects_rels" USING btree ("media_id");
  CREATE INDEX "projects_rels_product_categories_id_idx" ON "projects_rels" USING btree ("product_categories_id");
  CREATE INDEX "projects_rels_project_categories_id_idx" ON "projects_rels" USING btree ("project_categories_id");
  CREATE INDEX "_projects_v_blocks_text_settings_hide_on_order_idx" ON "_projects_v_blocks_text_settings_hide_on" USING btree ("order");
  CREATE INDEX "_projects_v_blocks_text_settings_hide_on_parent_idx" ON "_projects_v_blocks_text_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "_projects_v_blocks_text_order_idx" ON "_projects_v_blocks_text" USING btree ("_order");
  CREATE INDEX "_projects_v_blocks_text_parent_id_idx" ON "_projects_v_blocks_text" USING btree ("_parent_id");
  CREATE INDEX "_projects_v_blocks_text_path_idx" ON "_projects_v_blocks_text" USING btree ("_path");
  CREATE UNIQUE INDEX "_projects_v_blocks_text_locales_locale_parent_id_unique" ON "_projects_v_blocks_text_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_projects_v_blocks_heading_settings_hide_on_order_idx" ON "_projects_v_blocks_heading_settings_hide_on" USING btree ("order");
  CREATE INDEX "_projects_v_blocks_heading_settings_hide_on_parent_idx" ON "_projects_v_blocks_heading_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "_projects_v_blocks_heading_order_idx" ON "_projects_v_blocks_heading" USING btree ("_order");
  CREATE INDEX "_projects_v_blocks_heading_parent_id_idx" ON "_projects_v_blocks_heading" USING btree ("_parent_id");
  CREATE INDEX "_projects_v_blocks_heading_path_idx" ON "_projects_v_blocks_heading" USING btree ("_path");
  CREATE UNIQUE INDEX "_projects_v_blocks_heading_locales_locale_parent_id_unique" ON "_projects_v_blocks_heading_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_projects_v_blocks_image_settings_hide_on_order_idx" ON "_projects_v_blocks_image_settings_hide_on" USING btree ("order");
  CREATE INDEX "_projects_v_blocks_image_settings_hide_on_parent_idx" ON "_projects_v_blocks_image_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "_projects_v_blocks_image_order_idx" ON "_projects_v_blocks_image" USING btree ("_order");
  CREATE INDEX "_projects_v_blocks_image_parent_id_idx" ON "_projects_v_blocks_image" USING btree ("_parent_id");
  CREATE INDEX "_projects_v_blocks_image_path_idx" ON "_projects_v_blocks_image" USING btree ("_path");
  CREATE INDEX "_projects_v_blocks_image_image_idx" ON "_projects_v_blocks_image" USING btree ("image_id");
  CREATE UNIQUE INDEX "_projects_v_blocks_image_locales_locale_parent_id_unique" ON "_projects_v_blocks_image_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_projects_v_blocks_button_settings_hide_on_order_idx" ON "_projects_v_blocks_button_settings_hide_on" USING btree ("order");
  CREATE INDEX "_projects_v_blocks_button_settings_hide_on_parent_idx" ON "_projects_v_blocks_button_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "_projects_v_blocks_button_order_idx" ON "_projects_v_blocks_button" USING btree ("_order");
  CREATE INDEX "_projects_v_blocks_button_parent_id_idx" ON "_projects_v_blocks_button" USING btree ("_parent_id");
  CREATE INDEX "_projects_v_blocks_button_path_idx" ON "_projects_v_blocks_button" USING btree ("_path");
  CREATE UNIQUE INDEX "_projects_v_blocks_button_locales_locale_parent_id_unique" ON "_projects_v_blocks_button_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_projects_v_blocks_call_to_action_settings_hide_on_order_idx" ON "_projects_v_blocks_call_to_action_settings_hide_on" USING btree ("order");
  CREATE INDEX "_projects_v_blocks_call_to_action_settings_hide_on_parent_idx" ON "_projects_v_blocks_call_to_action_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "_projects_v_blocks_call_to_action_order_idx" ON "_projects_v_blocks_call_to_action" USING btree ("_order");
  CREATE INDEX "_projects_v_blocks_call_to_action_parent_id_idx" ON "_projects_v_blocks_call_to_action" USING btree ("_parent_id");
  CREATE INDEX "_projects_v_blocks_call_to_action_path_idx" ON "_projects_v_blocks_call_to_action" USING btree ("_path");
  CREATE UNIQUE INDEX "_projects_v_blocks_call_to_action_locales_locale_parent_id_u" ON "_projects_v_blocks_call_to_action_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_projects_v_blocks_blurb_settings_hide_on_order_idx" ON "_projects_v_blocks_blurb_settings_hide_on" USING btree ("order");
  CREATE INDEX "_projects_v_blocks_blurb_settings_hide_on_parent_idx" ON "_projects_v_blocks_blurb_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "_projects_v_blocks_blurb_order_idx" ON "_projects_v_blocks_blurb" USING btree ("_order");
  CREATE INDEX "_projects_v_blocks_blurb_parent_id_idx" ON "_projects_v_blocks_blurb" USING btree ("_parent_id");
  CREATE INDEX "_projects_v_blocks_blurb_path_idx" ON "_projects_v_blocks_blurb" USING btree ("_path");
  CREATE INDEX "_projects_v_blocks_blurb_image_idx" ON "_projects_v_blocks_blurb" USING btree ("image_id");
  CREATE UNIQUE INDEX "_projects_v_blocks_blurb_locales_locale_parent_id_unique" ON "_projects_v_blocks_blurb_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_projects_v_blocks_divider_settings_hide_on_order_idx" ON "_projects_v_blocks_divider_settings_hide_on" USING btree ("order");
  CREATE INDEX "_projects_v_blocks_divider_settings_hide_on_parent_idx" ON "_projects_v_blocks_divider_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "_projects_v_blocks_divider_order_idx" ON "_projects_v_blocks_divider" USING btree ("_order");
  CREATE INDEX "_projects_v_blocks_divider_parent_id_idx" ON "_projects_v_blocks_divider" USING btree ("_parent_id");
  CREATE INDEX "_projects_v_blocks_divider_path_idx" ON "_projects_v_blocks_divider" USING btree ("_path");
  CREATE INDEX "_projects_v_blocks_video_settings_hide_on_order_idx" ON "_projects_v_blocks_video_settings_hide_on" USING btree ("order");
  CREATE INDEX "_projects_v_blocks_video_settings_hide_on_parent_idx" ON "_projects_v_blocks_video_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "_projects_v_blocks_video_order_idx" ON "_projects_v_blocks_video" USING btree ("_order");
  CREATE INDEX "_projects_v_blocks_video_parent_id_idx" ON "_projects_v_blocks_video" USING btree ("_parent_id");
  CREATE INDEX "_projects_v_blocks_video_path_idx" ON "_projects_v_blocks_video" USING btree ("_path");
  CREATE INDEX "_projects_v_blocks_video_file_idx" ON "_projects_v_blocks_video" USING btree ("file_id");
  CREATE INDEX "_projects_v_blocks_video_poster_idx" ON "_projects_v_blocks_video" USING btree ("poster_id");
  CREATE UNIQUE INDEX "_projects_v_blocks_video_locales_locale_parent_id_unique" ON "_projects_v_blocks_video_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_projects_v_blocks_code_settings_hide_on_order_idx" ON "_projects_v_blocks_code_settings_hide_on" USING btree ("order");
  CREATE INDEX "_projects_v_blocks_code_settings_hide_on_parent_idx" ON "_projects_v_blocks_code_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "_projects_v_blocks_code_order_idx" ON "_projects_v_blocks_code" USING btree ("_order");
  CREATE INDEX "_projects_v_blocks_code_parent_id_idx" ON "_projects_v_blocks_code" USING btree ("_parent_id");
  CREATE INDEX "_projects_v_blocks_code_path_idx" ON "_projects_v_blocks_code" USING btree ("_path");
  CREATE INDEX "_projects_v_blocks_testimonial_settings_hide_on_order_idx" ON "_projects_v_blocks_testimonial_settings_hide_on" USING btree ("order");
  CREATE INDEX "_projects_v_blocks_testimonial_settings_hide_on_parent_idx" ON "_projects_v_blocks_testimonial_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "_projects_v_blocks_testimonial_order_idx" ON "_projects_v_blocks_testimonial" USING btree ("_order");
  CREATE INDEX "_projects_v_blocks_testimonial_parent_id_idx" ON "_projects_v_blocks_testimonial" USING btree ("_parent_id");
  CREATE INDEX "_projects_v_blocks_testimonial_path_idx" ON "_projects_v_blocks_testimonial" USING btree ("_path");
  CREATE INDEX "_projects_v_blocks_testimonial_portrait_idx" ON "_projects_v_blocks_testimonial" USING btree ("portrait_id");
  CREATE UNIQUE INDEX "_projects_v_blocks_testimonial_locales_locale_parent_id_uniq" ON "_projects_v_blocks_testimonial_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_projects_v_blocks_slider_slides_order_idx" ON "_projects_v_blocks_slider_slides" USING btree ("_order");
  CREATE INDEX "_projects_v_blocks_slider_slides_parent_id_idx" ON "_projects_v_blocks_slider_slides" USING btree ("_parent_id");
  CREATE INDEX "_projects_v_blocks_slider_slides_image_idx" ON "_projects_v_blocks_slider_slides" USING btree ("image_id");
  CREATE UNIQUE INDEX "_projects_v_blocks_slider_slides_locales_locale_parent_id_un" ON "_projects_v_blocks_slider_slides_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_projects_v_blocks_slider_settings_hide_on_order_idx" ON "_projects_v_blocks_slider_settings_hide_on" USING btree ("order");
  CREATE INDEX "_projects_v_blocks_slider_settings_hide_on_parent_idx" ON "_projects_v_blocks_slider_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "_projects_v_blocks_slider_order_idx" ON "_projects_v_blocks_slider" USING btree ("_order");
  CREATE INDEX "_projects_v_blocks_slider_parent_id_idx" ON "_projects_v_blocks_slider" USING btree ("_parent_id");
  CREATE INDEX "_projects_v_blocks_slider_path_idx" ON "_projects_v_blocks_slider" USING btree ("_path");
  CREATE UNIQUE INDEX "_projects_v_blocks_slider_locales_locale_parent_id_unique" ON "_projects_v_blocks_slider_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_projects_v_blocks_post_slider_settings_hide_on_order_idx" ON "_projects_v_blocks_post_slider_settings_hide_on" USING btree ("order");
  CREATE INDEX "_projects_v_blocks_post_slider_settings_hide_on_parent_idx" ON "_projects_v_blocks_post_slider_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "_projects_v_blocks_post_slider_order_idx" ON "_projects_v_blocks_post_slider" USING btree ("_order");
  CREATE INDEX "_projects_v_blocks_post_slider_parent_id_idx" ON "_projects_v_blocks_post_slider" USING btree ("_parent_id");
  CREATE INDEX "_projects_v_blocks_post_slider_path_idx" ON "_projects_v_blocks_post_slider" USING btree ("_path");
  CREATE UNIQUE INDEX "_projects_v_blocks_post_slider_locales_locale_parent_id_uniq" ON "_projects_v_blocks_post_slider_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_projects_v_blocks_video_slider_videos_order_idx" ON "_projects_v_blocks_video_slider_videos" USING btree ("_order");
  CREATE INDEX "_projects_v_blocks_video_slider_videos_parent_id_idx" ON "_projects_v_blocks_video_slider_videos" USING btree ("_parent_id");
  CREATE INDEX "_projects_v_blocks_video_slider_videos_file_idx" ON "_projects_v_blocks_video_slider_videos" USING btree ("file_id");
  CREATE INDEX "_projects_v_blocks_video_slider_videos_poster_idx" ON "_projects_v_blocks_video_slider_videos" USING btree ("poster_id");
  CREATE UNIQUE INDEX "_projects_v_blocks_video_slider_videos_locales_locale_parent" ON "_projects_v_blocks_video_slider_videos_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_projects_v_blocks_video_slider_settings_hide_on_order_idx" ON "_projects_v_blocks_video_slider_settings_hide_on" USING btree ("order");
  CREATE INDEX "_projects_v_blocks_video_slider_settings_hide_on_parent_idx" ON "_projects_v_blocks_video_slider_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "_projects_v_blocks_video_slider_order_idx" ON "_projects_v_blocks_video_slider" USING btree ("_order");
  CREATE INDEX "_projects_v_blocks_video_slider_parent_id_idx" ON "_projects_v_blocks_video_slider" USING btree ("_parent_id");
  CREATE INDEX "_projects_v_blocks_video_slider_path_idx" ON "_projects_v_blocks_video_slider" USING btree ("_path");
  CREATE UNIQUE INDEX "_projects_v_blocks_video_slider_locales_locale_parent_id_uni" ON "_projects_v_blocks_video_slider_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_projects_v_blocks_simple_carousel_items_order_idx" ON "_projects_v_blocks_simple_carousel_items" USING btree ("_order");
  CREATE INDEX "_projects_v_blocks_simple_carousel_items_parent_id_idx" ON "_projects_v_blocks_simple_carousel_items" USING btree ("_parent_id");
  CREATE INDEX "_projects_v_blocks_simple_carousel_items_image_idx" ON "_projects_v_blocks_simple_carousel_items" USING btree ("image_id");
  CREATE UNIQUE INDEX "_projects_v_blocks_simple_carousel_items_locales_locale_pare" ON "_projects_v_blocks_simple_carousel_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_projects_v_blocks_simple_carousel_settings_hide_on_order_idx" ON "_projects_v_blocks_simple_carousel_settings_hide_on" USING btree ("order");
  CREATE INDEX "_projects_v_blocks_simple_carousel_settings_hide_on_parent_idx" ON "_projects_v_blocks_simple_carousel_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "_projects_v_blocks_simple_carousel_order_idx" ON "_projects_v_blocks_simple_carousel" USING btree ("_order");
  CREATE INDEX "_projects_v_blocks_simple_carousel_parent_id_idx" ON "_projects_v_blocks_simple_carousel" USING btree ("_parent_id");
  CREATE INDEX "_projects_v_blocks_simple_carousel_path_idx" ON "_projects_v_blocks_simple_carousel" USING btree ("_path");
  CREATE UNIQUE INDEX "_projects_v_blocks_simple_carousel_locales_locale_parent_id_" ON "_projects_v_blocks_simple_carousel_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_projects_v_blocks_post_carousel_settings_hide_on_order_idx" ON "_projects_v_blocks_post_carousel_settings_hide_on" USING btree ("order");
  CREATE INDEX "_projects_v_blocks_post_carousel_settings_hide_on_parent_idx" ON "_projects_v_blocks_post_carousel_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "_projects_v_blocks_post_carousel_order_idx" ON "_projects_v_blocks_post_carousel" USING btree ("_order");
  CREATE INDEX "_projects_v_blocks_post_carousel_parent_id_idx" ON "_projects_v_blocks_post_carousel" USING btree ("_parent_id");
  CREATE INDEX "_projects_v_blocks_post_carousel_path_idx" ON "_projects_v_blocks_post_carousel" USING btree ("_path");
  CREATE UNIQUE INDEX "_projects_v_blocks_post_carousel_locales_locale_parent_id_un" ON "_projects_v_blocks_post_carousel_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_projects_v_blocks_gallery_settings_hide_on_order_idx" ON "_projects_v_blocks_gallery_settings_hide_on" USING btree ("order");
  CREATE INDEX "_projects_v_blocks_gallery_settings_hide_on_parent_idx" ON "_projects_v_blocks_gallery_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "_projects_v_blocks_gallery_order_idx" ON "_projects_v_blocks_gallery" USING btree ("_order");
  CREATE INDEX "_projects_v_blocks_gallery_parent_id_idx" ON "_projects_v_blocks_gallery" USING btree ("_parent_id");
  CREATE INDEX "_projects_v_blocks_gallery_path_idx" ON "_projects_v_blocks_gallery" USING btree ("_path");
  CREATE UNIQUE INDEX "_projects_v_blocks_gallery_locales_locale_parent_id_unique" ON "_projects_v_blocks_gallery_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_projects_v_blocks_shop_settings_hide_on_order_idx" ON "_projects_v_blocks_shop_settings_hide_on" USING btree ("order");
  CREATE INDEX "_projects_v_blocks_shop_settings_hide_on_parent_idx" ON "_projects_v_blocks_shop_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "_projects_v_blocks_shop_order_idx" ON "_projects_v_blocks_shop" USING btree ("_order");
  CREATE INDEX "_projects_v_blocks_shop_parent_id_idx" ON "_projects_v_blocks_shop" USING btree ("_parent_id");
  CREATE INDEX "_projects_v_blocks_shop_path_idx" ON "_projects_v_blocks_shop" USING btree ("_path");
  CREATE UNIQUE INDEX "_projects_v_blocks_shop_locales_locale_parent_id_unique" ON "_projects_v_blocks_shop_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_projects_v_blocks_network_widget_modules_order_idx" ON "_projects_v_blocks_network_widget_modules" USING btree ("order");
  CREATE INDEX "_projects_v_blocks_network_widget_modules_parent_idx" ON "_projects_v_blocks_network_widget_modules" USING btree ("parent_id");
  CREATE INDEX "_projects_v_blocks_network_widget_attributes_order_idx" ON "_projects_v_blocks_network_widget_attributes" USING btree ("_order");
  CREATE INDEX "_projects_v_blocks_network_widget_attributes_parent_id_idx" ON "_projects_v_blocks_network_widget_attributes" USING btree ("_parent_id");
  CREATE INDEX "_projects_v_blocks_network_widget_settings_hide_on_order_idx" ON "_projects_v_blocks_network_widget_settings_hide_on" USING btree ("order");
  CREATE INDEX "_projects_v_blocks_network_widget_settings_hide_on_parent_idx" ON "_projects_v_blocks_network_widget_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "_projects_v_blocks_network_widget_order_idx" ON "_projects_v_blocks_network_widget" USING btree ("_order");
  CREATE INDEX "_projects_v_blocks_network_widget_parent_id_idx" ON "_projects_v_blocks_network_widget" USING btree ("_parent_id");
  CREATE INDEX "_projects_v_blocks_network_widget_path_idx" ON "_projects_v_blocks_network_widget" USING btree ("_path");
  CREATE UNIQUE INDEX "_projects_v_blocks_network_widget_locales_locale_parent_id_u" ON "_projects_v_blocks_network_widget_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_projects_v_blocks_row_columns_settings_hide_on_order_idx" ON "_projects_v_blocks_row_columns_settings_hide_on" USING btree ("order");
  CREATE INDEX "_projects_v_blocks_row_columns_settings_hide_on_parent_idx" ON "_projects_v_blocks_row_columns_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "_projects_v_blocks_row_columns_order_idx" ON "_projects_v_blocks_row_columns" USING btree ("_order");
  CREATE INDEX "_projects_v_blocks_row_columns_parent_id_idx" ON "_projects_v_blocks_row_columns" USING btree ("_parent_id");
  CREATE INDEX "_projects_v_blocks_row_settings_hide_on_order_idx" ON "_projects_v_blocks_row_settings_hide_on" USING btree ("order");
  CREATE INDEX "_projects_v_blocks_row_settings_hide_on_parent_idx" ON "_projects_v_blocks_row_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "_projects_v_blocks_row_order_idx" ON "_projects_v_blocks_row" USING btree ("_order");
  CREATE INDEX "_projects_v_blocks_row_parent_id_idx" ON "_projects_v_blocks_row" USING btree ("_parent_id");
  CREATE INDEX "_projects_v_blocks_row_path_idx" ON "_projects_v_blocks_row" USING btree ("_path");
  CREATE INDEX "_projects_v_blocks_section_settings_hide_on_order_idx" ON "_projects_v_blocks_section_settings_hide_on" USING btree ("order");
  CREATE INDEX "_projects_v_blocks_section_settings_hide_on_parent_idx" ON "_projects_v_blocks_section_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "_projects_v_blocks_section_order_idx" ON "_projects_v_blocks_section" USING btree ("_order");
  CREATE INDEX "_projects_v_blocks_section_parent_id_idx" ON "_projects_v_blocks_section" USING btree ("_parent_id");
  CREATE INDEX "_projects_v_blocks_section_path_idx" ON "_projects_v_blocks_section" USING btree ("_path");
  CREATE INDEX "_projects_v_blocks_section_background_background_image_idx" ON "_projects_v_blocks_section" USING btree ("background_image_id");
  CREATE INDEX "_projects_v_blocks_section_background_background_video_idx" ON "_projects_v_blocks_section" USING btree ("background_video_id");
  CREATE UNIQUE INDEX "_projects_v_blocks_section_locales_locale_parent_id_unique" ON "_projects_v_blocks_section_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_projects_v_parent_idx" ON "_projects_v" USING btree ("parent_id");
  CREATE INDEX "_projects_v_version_version_featured_image_idx" ON "_projects_v" USING btree ("version_featured_image_id");
  CREATE INDEX "_projects_v_version_version_slug_idx" ON "_projects_v" USING btree ("version_slug");
  CREATE INDEX "_projects_v_version_version_updated_at_idx" ON "_projects_v" USING btree ("version_updated_at");
  CREATE INDEX "_projects_v_version_version_created_at_idx" ON "_projects_v" USING btree ("version_created_at");
  CREATE INDEX "_projects_v_version_version__status_idx" ON "_projects_v" USING btree ("version__status");
  CREATE INDEX "_projects_v_created_at_idx" ON "_projects_v" USING btree ("created_at");
  CREATE INDEX "_projects_v_updated_at_idx" ON "_projects_v" USING btree ("updated_at");
  CREATE INDEX "_projects_v_snapshot_idx" ON "_projects_v" USING btree ("snapshot");
  CREATE INDEX "_projects_v_published_locale_idx" ON "_projects_v" USING btree ("published_locale");
  CREATE INDEX "_projects_v_latest_idx" ON "_projects_v" USING btree ("latest");
  CREATE INDEX "_projects_v_autosave_idx" ON "_projects_v" USING btree ("autosave");
  CREATE INDEX "_projects_v_version_meta_version_meta_image_idx" ON "_projects_v_locales" USING btree ("version_meta_image_id","_locale");
  CREATE UNIQUE INDEX "_projects_v_locales_locale_parent_id_unique" ON "_projects_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_projects_v_rels_order_idx" ON "_projects_v_rels" USING btree ("order");
  CREATE INDEX "_projects_v_rels_parent_idx" ON "_projects_v_rels" USING btree ("parent_id");
  CREATE INDEX "_projects_v_rels_path_idx" ON "_projects_v_rels" USING btree ("path");
  CREATE INDEX "_projects_v_rels_pages_id_idx" ON "_projects_v_rels" USING btree ("pages_id");
  CREATE INDEX "_projects_v_rels_posts_id_idx" ON "_projects_v_rels" USING btree ("posts_id");
  CREATE INDEX "_projects_v_rels_projects_id_idx" ON "_projects_v_rels" USING btree ("projects_id");
  CREATE INDEX "_projects_v_rels_categories_id_idx" ON "_projects_v_rels" USING btree ("categories_id");
  CREATE INDEX "_projects_v_rels_media_id_idx" ON "_projects_v_rels" USING btree ("media_id");
  CREATE INDEX "_projects_v_rels_product_categories_id_idx" ON "_projects_v_rels" USING btree ("product_categories_id");
  CREATE INDEX "_projects_v_rels_project_categories_id_idx" ON "_projects_v_rels" USING btree ("project_categories_id");
  CREATE UNIQUE INDEX "project_categories_slug_idx" ON "project_categories" USING btree ("slug");
  CREATE INDEX "project_categories_updated_at_idx" ON "project_categories" USING btree ("updated_at");
  CREATE INDEX "project_categories_created_at_idx" ON "project_categories" USING btree ("created_at");
  CREATE UNIQUE INDEX "project_categories_locales_locale_parent_id_unique" ON "project_categories_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE INDEX "media_sizes_thumbnail_sizes_thumbnail_filename_idx" ON "media" USING btree ("sizes_thumbnail_filename");
  CREATE INDEX "media_sizes_card_sizes_card_filename_idx" ON "media" USING btree ("sizes_card_filename");
  CREATE INDEX "media_sizes_hero_sizes_hero_filename_idx" ON "media" USING btree ("sizes_hero_filename");
  CREATE INDEX "media_sizes_og_sizes_og_filename_idx" ON "media" USING btree ("sizes_og_filename");
  CREATE UNIQUE INDEX "media_locales_locale_parent_id_unique" ON "media_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "users_roles_order_idx" ON "users_roles" USING btree ("order");
  CREATE INDEX "users_roles_parent_idx" ON "users_roles" USING btree ("parent_id");
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE UNIQUE INDEX "product_categories_slug_idx" ON "product_categories" USING btree ("slug");
  CREATE INDEX "product_categories_updated_at_idx" ON "product_categories" USING btree ("updated_at");
  CREATE INDEX "product_categories_created_at_idx" ON "product_categories" USING btree ("created_at");
  CREATE INDEX "shipping_methods_countries_order_idx" ON "shipping_methods_countries" USING btree ("order");
  CREATE INDEX "shipping_methods_countries_parent_idx" ON "shipping_methods_countries" USING btree ("parent_id");
  CREATE INDEX "shipping_methods_updated_at_idx" ON "shipping_methods" USING btree ("updated_at");
  CREATE INDEX "shipping_methods_created_at_idx" ON "shipping_methods" USING btree ("created_at");
  CREATE UNIQUE INDEX "coupons_code_idx" ON "coupons" USING btree ("code");
  CREATE INDEX "coupons_updated_at_idx" ON "coupons" USING btree ("updated_at");
  CREATE INDEX "coupons_created_at_idx" ON "coupons" USING btree ("created_at");
  CREATE INDEX "product_reviews_product_idx" ON "product_reviews" USING btree ("product_id");
  CREATE INDEX "product_reviews_status_idx" ON "product_reviews" USING btree ("status");
  CREATE INDEX "product_reviews_updated_at_idx" ON "product_reviews" USING btree ("updated_at");
  CREATE INDEX "product_reviews_created_at_idx" ON "product_reviews" USING btree ("created_at");
  CREATE INDEX "outbox_order_idx" ON "outbox" USING btree ("order_id");
  CREATE INDEX "outbox_status_idx" ON "outbox" USING btree ("status");
  CREATE INDEX "outbox_updated_at_idx" ON "outbox" USING btree ("updated_at");
  CREATE INDEX "outbox_created_at_idx" ON "outbox" USING btree ("created_at");
  CREATE INDEX "addresses_customer_idx" ON "addresses" USING btree ("customer_id");
  CREATE INDEX "addresses_updated_at_idx" ON "addresses" USING btree ("updated_at");
  CREATE INDEX "addresses_created_at_idx" ON "addresses" USING btree ("created_at");
  CREATE INDEX "products_gallery_order_idx" ON "products_gallery" USING btree ("_order");
  CREATE INDEX "products_gallery_parent_id_idx" ON "products_gallery" USING btree ("_parent_id");
  CREATE INDEX "products_gallery_image_idx" ON "products_gallery" USING btree ("image_id");
  CREATE INDEX "products_details_order_idx" ON "products_details" USING btree ("_order");
  CREATE INDEX "products_details_parent_id_idx" ON "products_details" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "products_slug_idx" ON "products" USING btree ("slug");
  CREATE UNIQUE INDEX "products_sku_idx" ON "products" USING btree ("sku");
  CREATE INDEX "products_updated_at_idx" ON "products" USING btree ("updated_at");
  CREATE INDEX "products_created_at_idx" ON "products" USING btree ("created_at");
  CREATE INDEX "products_deleted_at_idx" ON "products" USING btree ("deleted_at");
  CREATE INDEX "products_rels_order_idx" ON "products_rels" USING btree ("order");
  CREATE INDEX "products_rels_parent_idx" ON "products_rels" USING btree ("parent_id");
  CREATE INDEX "products_rels_path_idx" ON "products_rels" USING btree ("path");
  CREATE INDEX "products_rels_product_categories_id_idx" ON "products_rels" USING btree ("product_categories_id");
  CREATE INDEX "carts_items_order_idx" ON "carts_items" USING btree ("_order");
  CREATE INDEX "carts_items_parent_id_idx" ON "carts_items" USING btree ("_parent_id");
  CREATE INDEX "carts_items_product_idx" ON "carts_items" USING btree ("product_id");
  CREATE INDEX "carts_secret_idx" ON "carts" USING btree ("secret");
  CREATE INDEX "carts_customer_idx" ON "carts" USING btree ("customer_id");
  CREATE INDEX "carts_coupon_idx" ON "carts" USING btree ("coupon_id");
  CREATE INDEX "carts_updated_at_idx" ON "carts" USING btree ("updated_at");
  CREATE INDEX "carts_created_at_idx" ON "carts" USING btree ("created_at");
  CREATE INDEX "orders_items_order_idx" ON "orders_items" USING btree ("_order");
  CREATE INDEX "orders_items_parent_id_idx" ON "orders_items" USING btree ("_parent_id");
  CREATE INDEX "orders_items_product_idx" ON "orders_items" USING btree ("product_id");
  CREATE INDEX "orders_lines_order_idx" ON "orders_lines" USING btree ("_order");
  CREATE INDEX "orders_lines_parent_id_idx" ON "orders_lines" USING btree ("_parent_id");
  CREATE INDEX "orders_lines_product_idx" ON "orders_lines" USING btree ("product_id");
  CREATE INDEX "orders_totals_vat_by_rate_order_idx" ON "orders_totals_vat_by_rate" USING btree ("_order");
  CREATE INDEX "orders_totals_vat_by_rate_parent_id_idx" ON "orders_totals_vat_by_rate" USING btree ("_parent_id");
  CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("customer_id");
  CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status");
  CREATE UNIQUE INDEX "orders_idempotency_key_idx" ON "orders" USING btree ("idempotency_key");
  CREATE INDEX "orders_updated_at_idx" ON "orders" USING btree ("updated_at");
  CREATE INDEX "orders_created_at_idx" ON "orders" USING btree ("created_at");
  CREATE INDEX "orders_rels_order_idx" ON "orders_rels" USING btree ("order");
  CREATE INDEX "orders_rels_parent_idx" ON "orders_rels" USING btree ("parent_id");
  CREATE INDEX "orders_rels_path_idx" ON "orders_rels" USING btree ("path");
  CREATE INDEX "orders_rels_transactions_id_idx" ON "orders_rels" USING btree ("transactions_id");
  CREATE INDEX "transactions_items_order_idx" ON "transactions_items" USING btree ("_order");
  CREATE INDEX "transactions_items_parent_id_idx" ON "transactions_items" USING btree ("_parent_id");
  CREATE INDEX "transactions_items_product_idx" ON "transactions_items" USING btree ("product_id");
  CREATE INDEX "transactions_customer_idx" ON "transactions" USING btree ("customer_id");
  CREATE INDEX "transactions_order_idx" ON "transactions" USING btree ("order_id");
  CREATE INDEX "transactions_cart_idx" ON "transactions" USING btree ("cart_id");
  CREATE INDEX "transactions_provider_reference_idx" ON "transactions" USING btree ("provider_reference");
  CREATE INDEX "transactions_updated_at_idx" ON "transactions" USING btree ("updated_at");
  CREATE INDEX "transactions_created_at_idx" ON "transactions" USING btree ("created_at");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_jobs_log_order_idx" ON "payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "payload_jobs" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("pages_id");
  CREATE INDEX "payload_locked_documents_rels_posts_id_idx" ON "payload_locked_documents_rels" USING btree ("posts_id");
  CREATE INDEX "payload_locked_documents_rels_categories_id_idx" ON "payload_locked_documents_rels" USING btree ("categories_id");
  CREATE INDEX "payload_locked_documents_rels_projects_id_idx" ON "payload_locked_documents_rels" USING btree ("projects_id");
  CREATE INDEX "payload_locked_documents_rels_project_categories_id_idx" ON "payload_locked_documents_rels" USING btree ("project_categories_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_locked_documents_rels_product_categories_id_idx" ON "payload_locked_documents_rels" USING btree ("product_categories_id");
  CREATE INDEX "payload_locked_documents_rels_shipping_methods_id_idx" ON "payload_locked_documents_rels" USING btree ("shipping_methods_id");
  CREATE INDEX "payload_locked_documents_rels_coupons_id_idx" ON "payload_locked_documents_rels" USING btree ("coupons_id");
  CREATE INDEX "payload_locked_documents_rels_product_reviews_id_idx" ON "payload_locked_documents_rels" USING btree ("product_reviews_id");
  CREATE INDEX "payload_locked_documents_rels_outbox_id_idx" ON "payload_locked_documents_rels" USING btree ("outbox_id");
  CREATE INDEX "payload_locked_documents_rels_addresses_id_idx" ON "payload_locked_documents_rels" USING btree ("addresses_id");
  CREATE INDEX "payload_locked_documents_rels_products_id_idx" ON "payload_locked_documents_rels" USING btree ("products_id");
  CREATE INDEX "payload_locked_documents_rels_carts_id_idx" ON "payload_locked_documents_rels" USING btree ("carts_id");
  CREATE INDEX "payload_locked_documents_rels_orders_id_idx" ON "payload_locked_documents_rels" USING btree ("orders_id");
  CREATE INDEX "payload_locked_documents_rels_transactions_id_idx" ON "payload_locked_documents_rels" USING btree ("transactions_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");
  CREATE INDEX "header_nav_items_children_order_idx" ON "header_nav_items_children" USING btree ("_order");
  CREATE INDEX "header_nav_items_children_parent_id_idx" ON "header_nav_items_children" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "header_nav_items_children_locales_locale_parent_id_unique" ON "header_nav_items_children_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "header_nav_items_order_idx" ON "header_nav_items" USING btree ("_order");
  CREATE INDEX "header_nav_items_parent_id_idx" ON "header_nav_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "header_nav_items_locales_locale_parent_id_unique" ON "header_nav_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "header_logo_idx" ON "header" USING btree ("logo_id");
  CREATE UNIQUE INDEX "header_locales_locale_parent_id_unique" ON "header_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "header_rels_order_idx" ON "header_rels" USING btree ("order");
  CREATE INDEX "header_rels_parent_idx" ON "header_rels" USING btree ("parent_id");
  CREATE INDEX "header_rels_path_idx" ON "header_rels" USING btree ("path");
  CREATE INDEX "header_rels_pages_id_idx" ON "header_rels" USING btree ("pages_id");
  CREATE INDEX "header_rels_posts_id_idx" ON "header_rels" USING btree ("posts_id");
  CREATE INDEX "header_rels_projects_id_idx" ON "header_rels" USING btree ("projects_id");
  CREATE INDEX "footer_columns_links_order_idx" ON "footer_columns_links" USING btree ("_order");
  CREATE INDEX "footer_columns_links_parent_id_idx" ON "footer_columns_links" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "footer_columns_links_locales_locale_parent_id_unique" ON "footer_columns_links_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "footer_columns_order_idx" ON "footer_columns" USING btree ("_order");
  CREATE INDEX "footer_columns_parent_id_idx" ON "footer_columns" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "footer_columns_locales_locale_parent_id_unique" ON "footer_columns_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "footer_locales_locale_parent_id_unique" ON "footer_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "footer_rels_order_idx" ON "footer_rels" USING btree ("order");
  CREATE INDEX "footer_rels_parent_idx" ON "footer_rels" USING btree ("parent_id");
  CREATE INDEX "footer_rels_path_idx" ON "footer_rels" USING btree ("path");
  CREATE INDEX "footer_rels_pages_id_idx" ON "footer_rels" USING btree ("pages_id");
  CREATE INDEX "footer_rels_posts_id_idx" ON "footer_rels" USING btree ("posts_id");
  CREATE INDEX "footer_rels_projects_id_idx" ON "footer_rels" USING btree ("projects_id");
  CREATE INDEX "site_settings_default_og_image_idx" ON "site_settings" USING btree ("default_og_image_id");
  CREATE UNIQUE INDEX "site_settings_locales_locale_parent_id_unique" ON "site_settings_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_blocks_text_settings_hide_on" CASCADE;
  DROP TABLE "pages_blocks_text" CASCADE;
  DROP TABLE "pages_blocks_text_locales" CASCADE;
  DROP TABLE "pages_blocks_heading_settings_hide_on" CASCADE;
  DROP TABLE "pages_blocks_heading" CASCADE;
  DROP TABLE "pages_blocks_heading_locales" CASCADE;
  DROP TABLE "pages_blocks_image_settings_hide_on" CASCADE;
  DROP TABLE "pages_blocks_image" CASCADE;
  DROP TABLE "pages_blocks_image_locales" CASCADE;
  DROP TABLE "pages_blocks_button_settings_hide_on" CASCADE;
  DROP TABLE "pages_blocks_button" CASCADE;
  DROP TABLE "pages_blocks_button_locales" CASCADE;
  DROP TABLE "pages_blocks_call_to_action_settings_hide_on" CASCADE;
  DROP TABLE "pages_blocks_call_to_action" CASCADE;
  DROP TABLE "pages_blocks_call_to_action_locales" CASCADE;
  DROP TABLE "pages_blocks_blurb_settings_hide_on" CASCADE;
  DROP TABLE "pages_blocks_blurb" CASCADE;
  DROP TABLE "pages_blocks_blurb_locales" CASCADE;
  DROP TABLE "pages_blocks_divider_settings_hide_on" CASCADE;
  DROP TABLE "pages_blocks_divider" CASCADE;
  DROP TABLE "pages_blocks_video_settings_hide_on" CASCADE;
  DROP TABLE "pages_blocks_video" CASCADE;
  DROP TABLE "pages_blocks_video_locales" CASCADE;
  DROP TABLE "pages_blocks_code_settings_hide_on" CASCADE;
  DROP TABLE "pages_blocks_code" CASCADE;
  DROP TABLE "pages_blocks_testimonial_settings_hide_on" CASCADE;
  DROP TABLE "pages_blocks_testimonial" CASCADE;
  DROP TABLE "pages_blocks_testimonial_locales" CASCADE;
  DROP TABLE "pages_blocks_slider_slides" CASCADE;
  DROP TABLE "pages_blocks_slider_slides_locales" CASCADE;
  DROP TABLE "pages_blocks_slider_settings_hide_on" CASCADE;
  DROP TABLE "pages_blocks_slider" CASCADE;
  DROP TABLE "pages_blocks_slider_locales" CASCADE;
  DROP TABLE "pages_blocks_post_slider_settings_hide_on" CASCADE;
  DROP TABLE "pages_blocks_post_slider" CASCADE;
  DROP TABLE "pages_blocks_post_slider_locales" CASCADE;
  DROP TABLE "pages_blocks_video_slider_videos" CASCADE;
  DROP TABLE "pages_blocks_video_slider_videos_locales" CASCADE;
  DROP TABLE "pages_blocks_video_slider_settings_hide_on" CASCADE;
  DROP TABLE "pages_blocks_video_slider" CASCADE;
  DROP TABLE "pages_blocks_video_slider_locales" CASCADE;
  DROP TABLE "pages_blocks_simple_carousel_items" CASCADE;
  DROP TABLE "pages_blocks_simple_carousel_items_locales" CASCADE;
  DROP TABLE "pages_blocks_simple_carousel_settings_hide_on" CASCADE;
  DROP TABLE "pages_blocks_simple_carousel" CASCADE;
  DROP TABLE "pages_blocks_simple_carousel_locales" CASCADE;
  DROP TABLE "pages_blocks_post_carousel_settings_hide_on" CASCADE;
  DROP TABLE "pages_blocks_post_carousel" CASCADE;
  DROP TABLE "pages_blocks_post_carousel_locales" CASCADE;
  DROP TABLE "fw_portfolio_settings_hide_on" CASCADE;
  DROP TABLE "fw_portfolio" CASCADE;
  DROP TABLE "fw_portfolio_locales" CASCADE;
  DROP TABLE "pages_blocks_gallery_settings_hide_on" CASCADE;
  DROP TABLE "pages_blocks_gallery" CASCADE;
  DROP TABLE "pages_blocks_gallery_locales" CASCADE;
  DROP TABLE "pages_blocks_shop_settings_hide_on" CASCADE;
  DROP TABLE "pages_blocks_shop" CASCADE;
  DROP TABLE "pages_blocks_shop_locales" CASCADE;
  DROP TABLE "pages_blocks_network_widget_modules" CASCADE;
  DROP TABLE "pages_blocks_network_widget_attributes" CASCADE;
  DROP TABLE "pages_blocks_network_widget_settings_hide_on" CASCADE;
  DROP TABLE "pages_blocks_network_widget" CASCADE;
  DROP TABLE "pages_blocks_network_widget_locales" CASCADE;
  DROP TABLE "pages_blocks_row_columns_settings_hide_on" CASCADE;
  DROP TABLE "pages_blocks_row_columns" CASCADE;
  DROP TABLE "pages_blocks_row_settings_hide_on" CASCADE;
  DROP TABLE "pages_blocks_row" CASCADE;
  DROP TABLE "pages_blocks_section_settings_hide_on" CASCADE;
  DROP TABLE "pages_blocks_section" CASCADE;
  DROP TABLE "pages_blocks_section_locales" CASCADE;
  DROP TABLE "pages" CASCADE;
  DROP TABLE "pages_locales" CASCADE;
  DROP TABLE "pages_rels" CASCADE;
  DROP TABLE "_pages_v_blocks_text_settings_hide_on" CASCADE;
  DROP TABLE "_pages_v_blocks_text" CASCADE;
  DROP TABLE "_pages_v_blocks_text_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_heading_settings_hide_on" CASCADE;
  DROP TABLE "_pages_v_blocks_heading" CASCADE;
  DROP TABLE "_pages_v_blocks_heading_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_image_settings_hide_on" CASCADE;
  DROP TABLE "_pages_v_blocks_image" CASCADE;
  DROP TABLE "_pages_v_blocks_image_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_button_settings_hide_on" CASCADE;
  DROP TABLE "_pages_v_blocks_button" CASCADE;
  DROP TABLE "_pages_v_blocks_button_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_call_to_action_settings_hide_on" CASCADE;
  DROP TABLE "_pages_v_blocks_call_to_action" CASCADE;
  DROP TABLE "_pages_v_blocks_call_to_action_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_blurb_settings_hide_on" CASCADE;
  DROP TABLE "_pages_v_blocks_blurb" CASCADE;
  DROP TABLE "_pages_v_blocks_blurb_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_divider_settings_hide_on" CASCADE;
  DROP TABLE "_pages_v_blocks_divider" CASCADE;
  DROP TABLE "_pages_v_blocks_video_settings_hide_on" CASCADE;
  DROP TABLE "_pages_v_blocks_video" CASCADE;
  DROP TABLE "_pages_v_blocks_video_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_code_settings_hide_on" CASCADE;
  DROP TABLE "_pages_v_blocks_code" CASCADE;
  DROP TABLE "_pages_v_blocks_testimonial_settings_hide_on" CASCADE;
  DROP TABLE "_pages_v_blocks_testimonial" CASCADE;
  DROP TABLE "_pages_v_blocks_testimonial_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_slider_slides" CASCADE;
  DROP TABLE "_pages_v_blocks_slider_slides_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_slider_settings_hide_on" CASCADE;
  DROP TABLE "_pages_v_blocks_slider" CASCADE;
  DROP TABLE "_pages_v_blocks_slider_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_post_slider_settings_hide_on" CASCADE;
  DROP TABLE "_pages_v_blocks_post_slider" CASCADE;
  DROP TABLE "_pages_v_blocks_post_slider_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_video_slider_videos" CASCADE;
  DROP TABLE "_pages_v_blocks_video_slider_videos_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_video_slider_settings_hide_on" CASCADE;
  DROP TABLE "_pages_v_blocks_video_slider" CASCADE;
  DROP TABLE "_pages_v_blocks_video_slider_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_simple_carousel_items" CASCADE;
  DROP TABLE "_pages_v_blocks_simple_carousel_items_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_simple_carousel_settings_hide_on" CASCADE;
  DROP TABLE "_pages_v_blocks_simple_carousel" CASCADE;
  DROP TABLE "_pages_v_blocks_simple_carousel_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_post_carousel_settings_hide_on" CASCADE;
  DROP TABLE "_pages_v_blocks_post_carousel" CASCADE;
  DROP TABLE "_pages_v_blocks_post_carousel_locales" CASCADE;
  DROP TABLE "_fw_portfolio_v_settings_hide_on" CASCADE;
  DROP TABLE "_fw_portfolio_v" CASCADE;
  DROP TABLE "_fw_portfolio_v_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_gallery_settings_hide_on" CASCADE;
  DROP TABLE "_pages_v_blocks_gallery" CASCADE;
  DROP TABLE "_pages_v_blocks_gallery_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_shop_settings_hide_on" CASCADE;
  DROP TABLE "_pages_v_blocks_shop" CASCADE;
  DROP TABLE "_pages_v_blocks_shop_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_network_widget_modules" CASCADE;
  DROP TABLE "_pages_v_blocks_network_widget_attributes" CASCADE;
  DROP TABLE "_pages_v_blocks_network_widget_settings_hide_on" CASCADE;
  DROP TABLE "_pages_v_blocks_network_widget" CASCADE;
  DROP TABLE "_pages_v_blocks_network_widget_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_row_columns_settings_hide_on" CASCADE;
  DROP TABLE "_pages_v_blocks_row_columns" CASCADE;
  DROP TABLE "_pages_v_blocks_row_settings_hide_on" CASCADE;
  DROP TABLE "_pages_v_blocks_row" CASCADE;
  DROP TABLE "_pages_v_blocks_section_settings_hide_on" CASCADE;
  DROP TABLE "_pages_v_blocks_section" CASCADE;
  DROP TABLE "_pages_v_blocks_section_locales" CASCADE;
  DROP TABLE "_pages_v" CASCADE;
  DROP TABLE "_pages_v_locales" CASCADE;
  DROP TABLE "_pages_v_rels" CASCADE;
  DROP TABLE "posts" CASCADE;
  DROP TABLE "posts_locales" CASCADE;
  DROP TABLE "posts_rels" CASCADE;
  DROP TABLE "_posts_v" CASCADE;
  DROP TABLE "_posts_v_locales" CASCADE;
  DROP TABLE "_posts_v_rels" CASCADE;
  DROP TABLE "categories" CASCADE;
  DROP TABLE "categories_locales" CASCADE;
  DROP TABLE "projects_blocks_text_settings_hide_on" CASCADE;
  DROP TABLE "projects_blocks_text" CASCADE;
  DROP TABLE "projects_blocks_text_locales" CASCADE;
  DROP TABLE "projects_blocks_heading_settings_hide_on" CASCADE;
  DROP TABLE "projects_blocks_heading" CASCADE;
  DROP TABLE "projects_blocks_heading_locales" CASCADE;
  DROP TABLE "projects_blocks_image_settings_hide_on" CASCADE;
  DROP TABLE "projects_blocks_image" CASCADE;
  DROP TABLE "projects_blocks_image_locales" CASCADE;
  DROP TABLE "projects_blocks_button_settings_hide_on" CASCADE;
  DROP TABLE "projects_blocks_button" CASCADE;
  DROP TABLE "projects_blocks_button_locales" CASCADE;
  DROP TABLE "projects_blocks_call_to_action_settings_hide_on" CASCADE;
  DROP TABLE "projects_blocks_call_to_action" CASCADE;
  DROP TABLE "projects_blocks_call_to_action_locales" CASCADE;
  DROP TABLE "projects_blocks_blurb_settings_hide_on" CASCADE;
  DROP TABLE "projects_blocks_blurb" CASCADE;
  DROP TABLE "projects_blocks_blurb_locales" CASCADE;
  DROP TABLE "projects_blocks_divider_settings_hide_on" CASCADE;
  DROP TABLE "projects_blocks_divider" CASCADE;
  DROP TABLE "projects_blocks_video_settings_hide_on" CASCADE;
  DROP TABLE "projects_blocks_video" CASCADE;
  DROP TABLE "projects_blocks_video_locales" CASCADE;
  DROP TABLE "projects_blocks_code_settings_hide_on" CASCADE;
  DROP TABLE "projects_blocks_code" CASCADE;
  DROP TABLE "projects_blocks_testimonial_settings_hide_on" CASCADE;
  DROP TABLE "projects_blocks_testimonial" CASCADE;
  DROP TABLE "projects_blocks_testimonial_locales" CASCADE;
  DROP TABLE "projects_blocks_slider_slides" CASCADE;
  DROP TABLE "projects_blocks_slider_slides_locales" CASCADE;
  DROP TABLE "projects_blocks_slider_settings_hide_on" CASCADE;
  DROP TABLE "projects_blocks_slider" CASCADE;
  DROP TABLE "projects_blocks_slider_locales" CASCADE;
  DROP TABLE "projects_blocks_post_slider_settings_hide_on" CASCADE;
  DROP TABLE "projects_blocks_post_slider" CASCADE;
  DROP TABLE "projects_blocks_post_slider_locales" CASCADE;
  DROP TABLE "projects_blocks_video_slider_videos" CASCADE;
  DROP TABLE "projects_blocks_video_slider_videos_locales" CASCADE;
  DROP TABLE "projects_blocks_video_slider_settings_hide_on" CASCADE;
  DROP TABLE "projects_blocks_video_slider" CASCADE;
  DROP TABLE "projects_blocks_video_slider_locales" CASCADE;
  DROP TABLE "projects_blocks_simple_carousel_items" CASCADE;
  DROP TABLE "projects_blocks_simple_carousel_items_locales" CASCADE;
  DROP TABLE "projects_blocks_simple_carousel_settings_hide_on" CASCADE;
  DROP TABLE "projects_blocks_simple_carousel" CASCADE;
  DROP TABLE "projects_blocks_simple_carousel_locales" CASCADE;
  DROP TABLE "projects_blocks_post_carousel_settings_hide_on" CASCADE;
  DROP TABLE "projects_blocks_post_carousel" CASCADE;
  DROP TABLE "projects_blocks_post_carousel_locales" CASCADE;
  DROP TABLE "projects_blocks_gallery_settings_hide_on" CASCADE;
  DROP TABLE "projects_blocks_gallery" CASCADE;
  DROP TABLE "projects_blocks_gallery_locales" CASCADE;
  DROP TABLE "projects_blocks_shop_settings_hide_on" CASCADE;
  DROP TABLE "projects_blocks_shop" CASCADE;
  DROP TABLE "projects_blocks_shop_locales" CASCADE;
  DROP TABLE "projects_blocks_network_widget_modules" CASCADE;
  DROP TABLE "projects_blocks_network_widget_attributes" CASCADE;
  DROP TABLE "projects_blocks_network_widget_settings_hide_on" CASCADE;
  DROP TABLE "projects_blocks_network_widget" CASCADE;
  DROP TABLE "projects_blocks_network_widget_locales" CASCADE;
  DROP TABLE "projects_blocks_row_columns_settings_hide_on" CASCADE;
  DROP TABLE "projects_blocks_row_columns" CASCADE;
  DROP TABLE "projects_blocks_row_settings_hide_on" CASCADE;
  DROP TABLE "projects_blocks_row" CASCADE;
  DROP TABLE "projects_blocks_section_settings_hide_on" CASCADE;
  DROP TABLE "projects_blocks_section" CASCADE;
  DROP TABLE "projects_blocks_section_locales" CASCADE;
  DROP TABLE "projects" CASCADE;
  DROP TABLE "projects_locales" CASCADE;
  DROP TABLE "projects_rels" CASCADE;
  DROP TABLE "_projects_v_blocks_text_settings_hide_on" CASCADE;
  DROP TABLE "_projects_v_blocks_text" CASCADE;
  DROP TABLE "_projects_v_blocks_text_locales" CASCADE;
  DROP TABLE "_projects_v_blocks_heading_settings_hide_on" CASCADE;
  DROP TABLE "_projects_v_blocks_heading" CASCADE;
  DROP TABLE "_projects_v_blocks_heading_locales" CASCADE;
  DROP TABLE "_projects_v_blocks_image_settings_hide_on" CASCADE;
  DROP TABLE "_projects_v_blocks_image" CASCADE;
  DROP TABLE "_projects_v_blocks_image_locales" CASCADE;
  DROP TABLE "_projects_v_blocks_button_settings_hide_on" CASCADE;
  DROP TABLE "_projects_v_blocks_button" CASCADE;
  DROP TABLE "_projects_v_blocks_button_locales" CASCADE;
  DROP TABLE "_projects_v_blocks_call_to_action_settings_hide_on" CASCADE;
  DROP TABLE "_projects_v_blocks_call_to_action" CASCADE;
  DROP TABLE "_projects_v_blocks_call_to_action_locales" CASCADE;
  DROP TABLE "_projects_v_blocks_blurb_settings_hide_on" CASCADE;
  DROP TABLE "_projects_v_blocks_blurb" CASCADE;
  DROP TABLE "_projects_v_blocks_blurb_locales" CASCADE;
  DROP TABLE "_projects_v_blocks_divider_settings_hide_on" CASCADE;
  DROP TABLE "_projects_v_blocks_divider" CASCADE;
  DROP TABLE "_projects_v_blocks_video_settings_hide_on" CASCADE;
  DROP TABLE "_projects_v_blocks_video" CASCADE;
  DROP TABLE "_projects_v_blocks_video_locales" CASCADE;
  DROP TABLE "_projects_v_blocks_code_settings_hide_on" CASCADE;
  DROP TABLE "_projects_v_blocks_code" CASCADE;
  DROP TABLE "_projects_v_blocks_testimonial_settings_hide_on" CASCADE;
  DROP TABLE "_projects_v_blocks_testimonial" CASCADE;
  DROP TABLE "_projects_v_blocks_testimonial_locales" CASCADE;
  DROP TABLE "_projects_v_blocks_slider_slides" CASCADE;
  DROP TABLE "_projects_v_blocks_slider_slides_locales" CASCADE;
  DROP TABLE "_projects_v_blocks_slider_settings_hide_on" CASCADE;
  DROP TABLE "_projects_v_blocks_slider" CASCADE;
  DROP TABLE "_projects_v_blocks_slider_locales" CASCADE;
  DROP TABLE "_projects_v_blocks_post_slider_settings_hide_on" CASCADE;
  DROP TABLE "_projects_v_blocks_post_slider" CASCADE;
  DROP TABLE "_projects_v_blocks_post_slider_locales" CASCADE;
  DROP TABLE "_projects_v_blocks_video_slider_videos" CASCADE;
  DROP TABLE "_projects_v_blocks_video_slider_videos_locales" CASCADE;
  DROP TABLE "_projects_v_blocks_video_slider_settings_hide_on" CASCADE;
  DROP TABLE "_projects_v_blocks_video_slider" CASCADE;
  DROP TABLE "_projects_v_blocks_video_slider_locales" CASCADE;
  DROP TABLE "_projects_v_blocks_simple_carousel_items" CASCADE;
  DROP TABLE "_projects_v_blocks_simple_carousel_items_locales" CASCADE;
  DROP TABLE "_projects_v_blocks_simple_carousel_settings_hide_on" CASCADE;
  DROP TABLE "_projects_v_blocks_simple_carousel" CASCADE;
  DROP TABLE "_projects_v_blocks_simple_carousel_locales" CASCADE;
  DROP TABLE "_projects_v_blocks_post_carousel_settings_hide_on" CASCADE;
  DROP TABLE "_projects_v_blocks_post_carousel" CASCADE;
  DROP TABLE "_projects_v_blocks_post_carousel_locales" CASCADE;
  DROP TABLE "_projects_v_blocks_gallery_settings_hide_on" CASCADE;
  DROP TABLE "_projects_v_blocks_gallery" CASCADE;
  DROP TABLE "_projects_v_blocks_gallery_locales" CASCADE;
  DROP TABLE "_projects_v_blocks_shop_settings_hide_on" CASCADE;
  DROP TABLE "_projects_v_blocks_shop" CASCADE;
  DROP TABLE "_projects_v_blocks_shop_locales" CASCADE;
  DROP TABLE "_projects_v_blocks_network_widget_modules" CASCADE;
  DROP TABLE "_projects_v_blocks_network_widget_attributes" CASCADE;
  DROP TABLE "_projects_v_blocks_network_widget_settings_hide_on" CASCADE;
  DROP TABLE "_projects_v_blocks_network_widget" CASCADE;
  DROP TABLE "_projects_v_blocks_network_widget_locales" CASCADE;
  DROP TABLE "_projects_v_blocks_row_columns_settings_hide_on" CASCADE;
  DROP TABLE "_projects_v_blocks_row_columns" CASCADE;
  DROP TABLE "_projects_v_blocks_row_settings_hide_on" CASCADE;
  DROP TABLE "_projects_v_blocks_row" CASCADE;
  DROP TABLE "_projects_v_blocks_section_settings_hide_on" CASCADE;
  DROP TABLE "_projects_v_blocks_section" CASCADE;
  DROP TABLE "_projects_v_blocks_section_locales" CASCADE;
  DROP TABLE "_projects_v" CASCADE;
  DROP TABLE "_projects_v_locales" CASCADE;
  DROP TABLE "_projects_v_rels" CASCADE;
  DROP TABLE "project_categories" CASCADE;
  DROP TABLE "project_categories_locales" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "media_locales" CASCADE;
  DROP TABLE "users_roles" CASCADE;
  DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "product_categories" CASCADE;
  DROP TABLE "shipping_methods_countries" CASCADE;
  DROP TABLE "shipping_methods" CASCADE;
  DROP TABLE "coupons" CASCADE;
  DROP TABLE "product_reviews" CASCADE;
  DROP TABLE "outbox" CASCADE;
  DROP TABLE "addresses" CASCADE;
  DROP TABLE "products_gallery" CASCADE;
  DROP TABLE "products_details" CASCADE;
  DROP TABLE "products" CASCADE;
  DROP TABLE "products_rels" CASCADE;
  DROP TABLE "carts_items" CASCADE;
  DROP TABLE "carts" CASCADE;
  DROP TABLE "orders_items" CASCADE;
  DROP TABLE "orders_lines" CASCADE;
  DROP TABLE "orders_totals_vat_by_rate" CASCADE;
  DROP TABLE "orders" CASCADE;
  DROP TABLE "orders_rels" CASCADE;
  DROP TABLE "transactions_items" CASCADE;
  DROP TABLE "transactions" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TABLE "header_nav_items_children" CASCADE;
  DROP TABLE "header_nav_items_children_locales" CASCADE;
  DROP TABLE "header_nav_items" CASCADE;
  DROP TABLE "header_nav_items_locales" CASCADE;
  DROP TABLE "header" CASCADE;
  DROP TABLE "header_locales" CASCADE;
  DROP TABLE "header_rels" CASCADE;
  DROP TABLE "footer_columns_links" CASCADE;
  DROP TABLE "footer_columns_links_locales" CASCADE;
  DROP TABLE "footer_columns" CASCADE;
  DROP TABLE "footer_columns_locales" CASCADE;
  DROP TABLE "footer" CASCADE;
  DROP TABLE "footer_locales" CASCADE;
  DROP TABLE "footer_rels" CASCADE;
  DROP TABLE "site_settings" CASCADE;
  DROP TABLE "site_settings_locales" CASCADE;
  DROP TYPE "public"."_locales";
  DROP TYPE "public"."enum_pages_blocks_text_settings_hide_on";
  DROP TYPE "public"."enum_pages_blocks_text_settings_link_target";
  DROP TYPE "public"."enum_pages_blocks_text_settings_animation_style";
  DROP TYPE "public"."enum_pages_blocks_text_settings_animation_repeat";
  DROP TYPE "public"."enum_pages_blocks_text_settings_animation_speedCurve";
  DROP TYPE "public"."enum_pages_blocks_text_settings_animation_style_tablet";
  DROP TYPE "public"."enum_pages_blocks_text_settings_animation_repeat_tablet";
  DROP TYPE "public"."enum_pages_blocks_text_settings_animation_speedCurve_tablet";
  DROP TYPE "public"."enum_pages_blocks_text_settings_animation_style_phone";
  DROP TYPE "public"."enum_pages_blocks_text_settings_animation_repeat_phone";
  DROP TYPE "public"."enum_pages_blocks_text_settings_animation_speedCurve_phone";
  DROP TYPE "public"."enum_pages_blocks_heading_settings_hide_on";
  DROP TYPE "public"."enum_pages_blocks_heading_level";
  DROP TYPE "public"."enum_pages_blocks_heading_align";
  DROP TYPE "public"."enum_pages_blocks_heading_settings_link_target";
  DROP TYPE "public"."enum_pages_blocks_heading_settings_animation_style";
  DROP TYPE "public"."enum_pages_blocks_heading_settings_animation_repeat";
  DROP TYPE "public"."enum_pages_blocks_heading_settings_animation_speedCurve";
  DROP TYPE "public"."enum_pages_blocks_heading_settings_animation_style_tablet";
  DROP TYPE "public"."enum_pages_blocks_heading_settings_animation_repeat_tablet";
  DROP TYPE "public"."enum_pages_blocks_heading_settings_animation_speedCurve_tablet";
  DROP TYPE "public"."enum_pages_blocks_heading_settings_animation_style_phone";
  DROP TYPE "public"."enum_pages_blocks_heading_settings_animation_repeat_phone";
  DROP TYPE "public"."enum_pages_blocks_heading_settings_animation_speedCurve_phone";
  DROP TYPE "public"."enum_pages_blocks_image_settings_hide_on";
  DROP TYPE "public"."enum_pages_blocks_image_align";
  DROP TYPE "public"."enum_pages_blocks_image_settings_link_target";
  DROP TYPE "public"."enum_pages_blocks_image_settings_animation_style";
  DROP TYPE "public"."enum_pages_blocks_image_settings_animation_repeat";
  DROP TYPE "public"."enum_pages_blocks_image_settings_animation_speedCurve";
  DROP TYPE "public"."enum_pages_blocks_image_settings_animation_style_tablet";
  DROP TYPE "public"."enum_pages_blocks_image_settings_animation_repeat_tablet";
  DROP TYPE "public"."enum_pages_blocks_image_settings_animation_speedCurve_tablet";
  DROP TYPE "public"."enum_pages_blocks_image_settings_animation_style_phone";
  DROP TYPE "public"."enum_pages_blocks_image_settings_animation_repeat_phone";
  DROP TYPE "public"."enum_pages_blocks_image_settings_animation_speedCurve_phone";
  DROP TYPE "public"."enum_pages_blocks_button_settings_hide_on";
  DROP TYPE "public"."enum_pages_blocks_button_link_type";
  DROP TYPE "public"."enum_pages_blocks_button_style";
  DROP TYPE "public"."enum_pages_blocks_button_align";
  DROP TYPE "public"."enum_pages_blocks_button_settings_link_target";
  DROP TYPE "public"."enum_pages_blocks_button_settings_animation_style";
  DROP TYPE "public"."enum_pages_blocks_button_settings_animation_repeat";
  DROP TYPE "public"."enum_pages_blocks_button_settings_animation_speedCurve";
  DROP TYPE "public"."enum_pages_blocks_button_settings_animation_style_tablet";
  DROP TYPE "public"."enum_pages_blocks_button_settings_animation_repeat_tablet";
  DROP TYPE "public"."enum_pages_blocks_button_settings_animation_speedCurve_tablet";
  DROP TYPE "public"."enum_pages_blocks_button_settings_animation_style_phone";
  DROP TYPE "public"."enum_pages_blocks_button_settings_animation_repeat_phone";
  DROP TYPE "public"."enum_pages_blocks_button_settings_animation_speedCurve_phone";
  DROP TYPE "public"."enum_pages_blocks_call_to_action_settings_hide_on";
  DROP TYPE "public"."enum_pages_blocks_call_to_action_button_type";
  DROP TYPE "public"."enum_pages_blocks_call_to_action_button_style";
  DROP TYPE "public"."enum_pages_blocks_call_to_action_tone";
  DROP TYPE "public"."enum_pages_blocks_call_to_action_settings_link_target";
  DROP TYPE "public"."enum_pages_blocks_call_to_action_settings_animation_style";
  DROP TYPE "public"."enum_pages_blocks_call_to_action_settings_animation_repeat";
  DROP TYPE "public"."enum_pages_blocks_call_to_action_settings_animation_speedCurve";
  DROP TYPE "public"."enum_pages_blocks_call_to_action_settings__csykbs_style_tablet";
  DROP TYPE "public"."enum_pages_blocks_call_to_action_setting_113k31m_repeat_tablet";
  DROP TYPE "public"."enum_pages_blocks_call_to_action_sett_fafam5_speedCurve_tablet";
  DROP TYPE "public"."enum_pages_blocks_call_to_action_settings_animation_style_phone";
  DROP TYPE "public"."enum_pages_blocks_call_to_action_settings_10sq17a_repeat_phone";
  DROP TYPE "public"."enum_pages_blocks_call_to_action_setti_tfpoqj_speedCurve_phone";
  DROP TYPE "public"."enum_pages_blocks_blurb_settings_hide_on";
  DROP TYPE "public"."enum_pages_blocks_blurb_media_type";
  DROP TYPE "public"."enum_pages_blocks_blurb_icon";
  DROP TYPE "public"."enum_pages_blocks_blurb_layout";
  DROP TYPE "public"."enum_pages_blocks_blurb_settings_link_target";
  DROP TYPE "public"."enum_pages_blocks_blurb_settings_animation_style";
  DROP TYPE "public"."enum_pages_blocks_blurb_settings_animation_repeat";
  DROP TYPE "public"."enum_pages_blocks_blurb_settings_animation_speedCurve";
  DROP TYPE "public"."enum_pages_blocks_blurb_settings_animation_style_tablet";
  DROP TYPE "public"."enum_pages_blocks_blurb_settings_animation_repeat_tablet";
  DROP TYPE "public"."enum_pages_blocks_blurb_settings_animation_speedCurve_tablet";
  DROP TYPE "public"."enum_pages_blocks_blurb_settings_animation_style_phone";
  DROP TYPE "public"."enum_pages_blocks_blurb_settings_animation_repeat_phone";
  DROP TYPE "public"."enum_pages_blocks_blurb_settings_animation_speedCurve_phone";
  DROP TYPE "public"."enum_pages_blocks_divider_settings_hide_on";
  DROP TYPE "public"."enum_pages_blocks_divider_line_style";
  DROP TYPE "public"."enum_pages_blocks_divider_settings_link_target";
  DROP TYPE "public"."enum_pages_blocks_divider_settings_animation_style";
  DROP TYPE "public"."enum_pages_blocks_divider_settings_animation_repeat";
  DROP TYPE "public"."enum_pages_blocks_divider_settings_animation_speedCurve";
  DROP TYPE "public"."enum_pages_blocks_divider_settings_animation_style_tablet";
  DROP TYPE "public"."enum_pages_blocks_divider_settings_animation_repeat_tablet";
  DROP TYPE "public"."enum_pages_blocks_divider_settings_animation_speedCurve_tablet";
  DROP TYPE "public"."enum_pages_blocks_divider_settings_animation_style_phone";
  DROP TYPE "public"."enum_pages_blocks_divider_settings_animation_repeat_phone";
  DROP TYPE "public"."enum_pages_blocks_divider_settings_animation_speedCurve_phone";
  DROP TYPE "public"."enum_pages_blocks_video_settings_hide_on";
  DROP TYPE "public"."enum_pages_blocks_video_source";
  DROP TYPE "public"."enum_pages_blocks_video_settings_link_target";
  DROP TYPE "public"."enum_pages_blocks_video_settings_animation_style";
  DROP TYPE "public"."enum_pages_blocks_video_settings_animation_repeat";
  DROP TYPE "public"."enum_pages_blocks_video_settings_animation_speedCurve";
  DROP TYPE "public"."enum_pages_blocks_video_settings_animation_style_tablet";
  DROP TYPE "public"."enum_pages_blocks_video_settings_animation_repeat_tablet";
  DROP TYPE "public"."enum_pages_blocks_video_settings_animation_speedCurve_tablet";
  DROP TYPE "public"."enum_pages_blocks_video_settings_animation_style_phone";
  DROP TYPE "public"."enum_pages_blocks_video_settings_animation_repeat_phone";
  DROP TYPE "public"."enum_pages_blocks_video_settings_animation_speedCurve_phone";
  DROP TYPE "public"."enum_pages_blocks_code_settings_hide_on";
  DROP TYPE "public"."enum_pages_blocks_code_settings_link_target";
  DROP TYPE "public"."enum_pages_blocks_code_settings_animation_style";
  DROP TYPE "public"."enum_pages_blocks_code_settings_animation_repeat";
  DROP TYPE "public"."enum_pages_blocks_code_settings_animation_speedCurve";
  DROP TYPE "public"."enum_pages_blocks_code_settings_animation_style_tablet";
  DROP TYPE "public"."enum_pages_blocks_code_settings_animation_repeat_tablet";
  DROP TYPE "public"."enum_pages_blocks_code_settings_animation_speedCurve_tablet";
  DROP TYPE "public"."enum_pages_blocks_code_settings_animation_style_phone";
  DROP TYPE "public"."enum_pages_blocks_code_settings_animation_repeat_phone";
  DROP TYPE "public"."enum_pages_blocks_code_settings_animation_speedCurve_phone";
  DROP TYPE "public"."enum_pages_blocks_testimonial_settings_hide_on";
  DROP TYPE "public"."enum_pages_blocks_testimonial_settings_link_target";
  DROP TYPE "public"."enum_pages_blocks_testimonial_settings_animation_style";
  DROP TYPE "public"."enum_pages_blocks_testimonial_settings_animation_repeat";
  DROP TYPE "public"."enum_pages_blocks_testimonial_settings_animation_speedCurve";
  DROP TYPE "public"."enum_pages_blocks_testimonial_settings_animation_style_tablet";
  DROP TYPE "public"."enum_pages_blocks_testimonial_settings_animation_repeat_tablet";
  DROP TYPE "public"."enum_pages_blocks_testimonial_setting_6pyfkj_speedCurve_tablet";
  DROP TYPE "public"."enum_pages_blocks_testimonial_settings_animation_style_phone";
  DROP TYPE "public"."enum_pages_blocks_testimonial_settings_animation_repeat_phone";
  DROP TYPE "public"."enum_pages_blocks_testimonial_settings_cnsg5d_speedCurve_phone";
  DROP TYPE "public"."enum_pages_blocks_slider_slides_button_type";
  DROP TYPE "public"."enum_pages_blocks_slider_settings_hide_on";
  DROP TYPE "public"."enum_pages_blocks_slider_controls";
  DROP TYPE "public"."enum_pages_blocks_slider_settings_link_target";
  DROP TYPE "public"."enum_pages_blocks_slider_settings_animation_style";
  DROP TYPE "public"."enum_pages_blocks_slider_settings_animation_repeat";
  DROP TYPE "public"."enum_pages_blocks_slider_settings_animation_speedCurve";
  DROP TYPE "public"."enum_pages_blocks_slider_settings_animation_style_tablet";
  DROP TYPE "public"."enum_pages_blocks_slider_settings_animation_repeat_tablet";
  DROP TYPE "public"."enum_pages_blocks_slider_settings_animation_speedCurve_tablet";
  DROP TYPE "public"."enum_pages_blocks_slider_settings_animation_style_phone";
  DROP TYPE "public"."enum_pages_blocks_slider_settings_animation_repeat_phone";
  DROP TYPE "public"."enum_pages_blocks_slider_settings_animation_speedCurve_phone";
  DROP TYPE "public"."enum_pages_blocks_post_slider_settings_hide_on";
  DROP TYPE "public"."enum_pages_blocks_post_slider_controls";
  DROP TYPE "public"."enum_pages_blocks_post_slider_settings_link_target";
  DROP TYPE "public"."enum_pages_blocks_post_slider_settings_animation_style";
  DROP TYPE "public"."enum_pages_blocks_post_slider_settings_animation_repeat";
  DROP TYPE "public"."enum_pages_blocks_post_slider_settings_animation_speedCurve";
  DROP TYPE "public"."enum_pages_blocks_post_slider_settings_animation_style_tablet";
  DROP TYPE "public"."enum_pages_blocks_post_slider_settings_animation_repeat_tablet";
  DROP TYPE "public"."enum_pages_blocks_post_slider_settin_12q5hhg_speedCurve_tablet";
  DROP TYPE "public"."enum_pages_blocks_post_slider_settings_animation_style_phone";
  DROP TYPE "public"."enum_pages_blocks_post_slider_settings_animation_repeat_phone";
  DROP TYPE "public"."enum_pages_blocks_post_slider_settings_24v8e8_speedCurve_phone";
  DROP TYPE "public"."enum_pages_blocks_video_slider_videos_source";
  DROP TYPE "public"."enum_pages_blocks_video_slider_settings_hide_on";
  DROP TYPE "public"."enum_pages_blocks_video_slider_controls";
  DROP TYPE "public"."enum_pages_blocks_video_slider_settings_link_target";
  DROP TYPE "public"."enum_pages_blocks_video_slider_settings_animation_style";
  DROP TYPE "public"."enum_pages_blocks_video_slider_settings_animation_repeat";
  DROP TYPE "public"."enum_pages_blocks_video_slider_settings_animation_speedCurve";
  DROP TYPE "public"."enum_pages_blocks_video_slider_settings_animation_style_tablet";
  DROP TYPE "public"."enum_pages_blocks_video_slider_settings_animation_repeat_tablet";
  DROP TYPE "public"."enum_pages_blocks_video_slider_settin_obgp6f_speedCurve_tablet";
  DROP TYPE "public"."enum_pages_blocks_video_slider_settings_animation_style_phone";
  DROP TYPE "public"."enum_pages_blocks_video_slider_settings_animation_repeat_phone";
  DROP TYPE "public"."enum_pages_blocks_video_slider_settin_1rtqnd1_speedCurve_phone";
  DROP TYPE "public"."enum_pages_blocks_simple_carousel_settings_hide_on";
  DROP TYPE "public"."enum_pages_blocks_simple_carousel_settings_link_target";
  DROP TYPE "public"."enum_pages_blocks_simple_carousel_settings_animation_style";
  DROP TYPE "public"."enum_pages_blocks_simple_carousel_settings_animation_repeat";
  DROP TYPE "public"."enum_pages_blocks_simple_carousel_settings_animation_speedCurve";
  DROP TYPE "public"."enum_pages_blocks_simple_carousel_setting_136od48_style_tablet";
  DROP TYPE "public"."enum_pages_blocks_simple_carousel_setting_e0h562_repeat_tablet";
  DROP TYPE "public"."enum_pages_blocks_simple_carousel_se_108vnul_speedCurve_tablet";
  DROP TYPE "public"."enum_pages_blocks_simple_carousel_settings__q7vwtg_style_phone";
  DROP TYPE "public"."enum_pages_blocks_simple_carousel_setting_1r6ftzq_repeat_phone";
  DROP TYPE "public"."enum_pages_blocks_simple_carousel_sett_x0hmd7_speedCurve_phone";
  DROP TYPE "public"."enum_pages_blocks_post_carousel_settings_hide_on";
  DROP TYPE "public"."enum_pages_blocks_post_carousel_settings_link_target";
  DROP TYPE "public"."enum_pages_blocks_post_carousel_settings_animation_style";
  DROP TYPE "public"."enum_pages_blocks_post_carousel_settings_animation_repeat";
  DROP TYPE "public"."enum_pages_blocks_post_carousel_settings_animation_speedCurve";
  DROP TYPE "public"."enum_pages_blocks_post_carousel_settings_animation_style_tablet";
  DROP TYPE "public"."enum_pages_blocks_post_carousel_settings__de6fz2_repeat_tablet";
  DROP TYPE "public"."enum_pages_blocks_post_carousel_sett_1xo3ju1_speedCurve_tablet";
  DROP TYPE "public"."enum_pages_blocks_post_carousel_settings_animation_style_phone";
  DROP TYPE "public"."enum_pages_blocks_post_carousel_settings_animation_repeat_phone";
  DROP TYPE "public"."enum_pages_blocks_post_carousel_settin_gfkmmv_speedCurve_phone";
  DROP TYPE "public"."enum_fw_portfolio_settings_hide_on";
  DROP TYPE "public"."enum_fw_portfolio_settings_link_target";
  DROP TYPE "public"."enum_fw_portfolio_settings_animation_style";
  DROP TYPE "public"."enum_fw_portfolio_settings_animation_repeat";
  DROP TYPE "public"."enum_fw_portfolio_settings_animation_speedCurve";
  DROP TYPE "public"."enum_fw_portfolio_settings_animation_style_tablet";
  DROP TYPE "public"."enum_fw_portfolio_settings_animation_repeat_tablet";
  DROP TYPE "public"."enum_fw_portfolio_settings_animation_speedCurve_tablet";
  DROP TYPE "public"."enum_fw_portfolio_settings_animation_style_phone";
  DROP TYPE "public"."enum_fw_portfolio_settings_animation_repeat_phone";
  DROP TYPE "public"."enum_fw_portfolio_settings_animation_speedCurve_phone";
  DROP TYPE "public"."enum_pages_blocks_gallery_settings_hide_on";
  DROP TYPE "public"."enum_pages_blocks_gallery_layout";
  DROP TYPE "public"."enum_pages_blocks_gallery_settings_link_target";
  DROP TYPE "public"."enum_pages_blocks_gallery_settings_animation_style";
  DROP TYPE "public"."enum_pages_blocks_gallery_settings_animation_repeat";
  DROP TYPE "public"."enum_pages_blocks_gallery_settings_animation_speedCurve";
  DROP TYPE "public"."enum_pages_blocks_gallery_settings_animation_style_tablet";
  DROP TYPE "public"."enum_pages_blocks_gallery_settings_animation_repeat_tablet";
  DROP TYPE "public"."enum_pages_blocks_gallery_settings_animation_speedCurve_tablet";
  DROP TYPE "public"."enum_pages_blocks_gallery_settings_animation_style_phone";
  DROP TYPE "public"."enum_pages_blocks_gallery_settings_animation_repeat_phone";
  DROP TYPE "public"."enum_pages_blocks_gallery_settings_animation_speedCurve_phone";
  DROP TYPE "public"."enum_pages_blocks_shop_settings_hide_on";
  DROP TYPE "public"."enum_pages_blocks_shop_settings_link_target";
  DROP TYPE "public"."enum_pages_blocks_shop_settings_animation_style";
  DROP TYPE "public"."enum_pages_blocks_shop_settings_animation_repeat";
  DROP TYPE "public"."enum_pages_blocks_shop_settings_animation_speedCurve";
  DROP TYPE "public"."enum_pages_blocks_shop_settings_animation_style_tablet";
  DROP TYPE "public"."enum_pages_blocks_shop_settings_animation_repeat_tablet";
  DROP TYPE "public"."enum_pages_blocks_shop_settings_animation_speedCurve_tablet";
  DROP TYPE "public"."enum_pages_blocks_shop_settings_animation_style_phone";
  DROP TYPE "public"."enum_pages_blocks_shop_settings_animation_repeat_phone";
  DROP TYPE "public"."enum_pages_blocks_shop_settings_animation_speedCurve_phone";
  DROP TYPE "public"."enum_pages_blocks_network_widget_modules";
  DROP TYPE "public"."enum_pages_blocks_network_widget_settings_hide_on";
  DROP TYPE "public"."enum_pages_blocks_network_widget_tag";
  DROP TYPE "public"."enum_pages_blocks_network_widget_profile_format";
  DROP TYPE "public"."enum_pages_blocks_network_widget_follow_format";
  DROP TYPE "public"."enum_pages_blocks_network_widget_size";
  DROP TYPE "public"."enum_pages_blocks_network_widget_counter";
  DROP TYPE "public"."enum_pages_blocks_network_widget_theme";
  DROP TYPE "public"."enum_pages_blocks_network_widget_settings_link_target";
  DROP TYPE "public"."enum_pages_blocks_network_widget_settings_animation_style";
  DROP TYPE "public"."enum_pages_blocks_network_widget_settings_animation_repeat";
  DROP TYPE "public"."enum_pages_blocks_network_widget_settings_animation_speedCurve";
  DROP TYPE "public"."enum_pages_blocks_network_widget_settings_1v57oac_style_tablet";
  DROP TYPE "public"."enum_pages_blocks_network_widget_setting_1v2fmny_repeat_tablet";
  DROP TYPE "public"."enum_pages_blocks_network_widget_set_1m4ic95_speedCurve_tablet";
  DROP TYPE "public"."enum_pages_blocks_network_widget_settings_animation_style_phone";
  DROP TYPE "public"."enum_pages_blocks_network_widget_settings_11kyedm_repeat_phone";
  DROP TYPE "public"."enum_pages_blocks_network_widget_sett_1eknkaf_speedCurve_phone";
  DROP TYPE "public"."enum_pages_blocks_row_columns_settings_hide_on";
  DROP TYPE "public"."enum_pages_blocks_row_columns_settings_link_target";
  DROP TYPE "public"."enum_pages_blocks_row_columns_settings_animation_style";
  DROP TYPE "public"."enum_pages_blocks_row_columns_settings_animation_repeat";
  DROP TYPE "public"."enum_pages_blocks_row_columns_settings_animation_speedCurve";
  DROP TYPE "public"."enum_pages_blocks_row_columns_settings_animation_style_tablet";
  DROP TYPE "public"."enum_pages_blocks_row_columns_settings_animation_repeat_tablet";
  DROP TYPE "public"."enum_pages_blocks_row_columns_settin_1c1yq5y_speedCurve_tablet";
  DROP TYPE "public"."enum_pages_blocks_row_columns_settings_animation_style_phone";
  DROP TYPE "public"."enum_pages_blocks_row_columns_settings_animation_repeat_phone";
  DROP TYPE "public"."enum_pages_blocks_row_columns_settings_n3o7rm_speedCurve_phone";
  DROP TYPE "public"."enum_pages_blocks_row_settings_hide_on";
  DROP TYPE "public"."enum_pages_blocks_row_structure";
  DROP TYPE "public"."enum_pages_blocks_row_vertical_align";
  DROP TYPE "public"."enum_pages_blocks_row_settings_link_target";
  DROP TYPE "public"."enum_pages_blocks_row_settings_animation_style";
  DROP TYPE "public"."enum_pages_blocks_row_settings_animation_repeat";
  DROP TYPE "public"."enum_pages_blocks_row_settings_animation_speedCurve";
  DROP TYPE "public"."enum_pages_blocks_row_settings_animation_style_tablet";
  DROP TYPE "public"."enum_pages_blocks_row_settings_animation_repeat_tablet";
  DROP TYPE "public"."enum_pages_blocks_row_settings_animation_speedCurve_tablet";
  DROP TYPE "public"."enum_pages_blocks_row_settings_animation_style_phone";
  DROP TYPE "public"."enum_pages_blocks_row_settings_animation_repeat_phone";
  DROP TYPE "public"."enum_pages_blocks_row_settings_animation_speedCurve_phone";
  DROP TYPE "public"."enum_pages_blocks_section_settings_hide_on";
  DROP TYPE "public"."enum_pages_blocks_section_background_type";
  DROP TYPE "public"."enum_pages_blocks_section_text_tone";
  DROP TYPE "public"."enum_pages_blocks_section_width";
  DROP TYPE "public"."enum_pages_blocks_section_settings_link_target";
  DROP TYPE "public"."enum_pages_blocks_section_settings_animation_style";
  DROP TYPE "public"."enum_pages_blocks_section_settings_animation_repeat";
  DROP TYPE "public"."enum_pages_blocks_section_settings_animation_speedCurve";
  DROP TYPE "public"."enum_pages_blocks_section_settings_animation_style_tablet";
  DROP TYPE "public"."enum_pages_blocks_section_settings_animation_repeat_tablet";
  DROP TYPE "public"."enum_pages_blocks_section_settings_animation_speedCurve_tablet";
  DROP TYPE "public"."enum_pages_blocks_section_settings_animation_style_phone";
  DROP TYPE "public"."enum_pages_blocks_section_settings_animation_repeat_phone";
  DROP TYPE "public"."enum_pages_blocks_section_settings_animation_speedCurve_phone";
  DROP TYPE "public"."enum_pages_status";
  DROP TYPE "public"."enum__pages_v_blocks_text_settings_hide_on";
  DROP TYPE "public"."enum__pages_v_blocks_text_settings_link_target";
  DROP TYPE "public"."enum__pages_v_blocks_text_settings_animation_style";
  DROP TYPE "public"."enum__pages_v_blocks_text_settings_animation_repeat";
  DROP TYPE "public"."enum__pages_v_blocks_text_settings_animation_speedCurve";
  DROP TYPE "public"."enum__pages_v_blocks_text_settings_animation_style_tablet";
  DROP TYPE "public"."enum__pages_v_blocks_text_settings_animation_repeat_tablet";
  DROP TYPE "public"."enum__pages_v_blocks_text_settings_animation_speedCurve_tablet";
  DROP TYPE "public"."enum__pages_v_blocks_text_settings_animation_style_phone";
  DROP TYPE "public"."enum__pages_v_blocks_text_settings_animation_repeat_phone";
  DROP TYPE "public"."enum__pages_v_blocks_text_settings_animation_speedCurve_phone";
  DROP TYPE "public"."enum__pages_v_blocks_heading_settings_hide_on";
  DROP TYPE "public"."enum__pages_v_blocks_heading_level";
  DROP TYPE "public"."enum__pages_v_blocks_heading_align";
  DROP TYPE "public"."enum__pages_v_blocks_heading_settings_link_target";
  DROP TYPE "public"."enum__pages_v_blocks_heading_settings_animation_style";
  DROP TYPE "public"."enum__pages_v_blocks_heading_settings_animation_repeat";
  DROP TYPE "public"."enum__pages_v_blocks_heading_settings_animation_speedCurve";
  DROP TYPE "public"."enum__pages_v_blocks_heading_settings_animation_style_tablet";
  DROP TYPE "public"."enum__pages_v_blocks_heading_settings_animation_repeat_tablet";
  DROP TYPE "public"."enum__pages_v_blocks_heading_settings_qxenro_speedCurve_tablet";
  DROP TYPE "public"."enum__pages_v_blocks_heading_settings_animation_style_phone";
  DROP TYPE "public"."enum__pages_v_blocks_heading_settings_animation_repeat_phone";
  DROP TYPE "public"."enum__pages_v_blocks_heading_settings__6ufte8_speedCurve_phone";
  DROP TYPE "public"."enum__pages_v_blocks_image_settings_hide_on";
  DROP TYPE "public"."enum__pages_v_blocks_image_align";
  DROP TYPE "public"."enum__pages_v_blocks_image_settings_link_target";
  DROP TYPE "public"."enum__pages_v_blocks_image_settings_animation_style";
  DROP TYPE "public"."enum__pages_v_blocks_image_settings_animation_repeat";
  DROP TYPE "public"."enum__pages_v_blocks_image_settings_animation_speedCurve";
  DROP TYPE "public"."enum__pages_v_blocks_image_settings_animation_style_tablet";
  DROP TYPE "public"."enum__pages_v_blocks_image_settings_animation_repeat_tablet";
  DROP TYPE "public"."enum__pages_v_blocks_image_settings_animation_speedCurve_tablet";
  DROP TYPE "public"."enum__pages_v_blocks_image_settings_animation_style_phone";
  DROP TYPE "public"."enum__pages_v_blocks_image_settings_animation_repeat_phone";
  DROP TYPE "public"."enum__pages_v_blocks_image_settings_animation_speedCurve_phone";
  DROP TYPE "public"."enum__pages_v_blocks_button_settings_hide_on";
  DROP TYPE "public"."enum__pages_v_blocks_button_link_type";
  DROP TYPE "public"."enum__pages_v_blocks_button_style";
  DROP TYPE "public"."enum__pages_v_blocks_button_align";
  DROP TYPE "public"."enum__pages_v_blocks_button_settings_link_target";
  DROP TYPE "public"."enum__pages_v_blocks_button_settings_animation_style";
  DROP TYPE "public"."enum__pages_v_blocks_button_settings_animation_repeat";
  DROP TYPE "public"."enum__pages_v_blocks_button_settings_animation_speedCurve";
  DROP TYPE "public"."enum__pages_v_blocks_button_settings_animation_style_tablet";
  DROP TYPE "public"."enum__pages_v_blocks_button_settings_animation_repeat_tablet";
  DROP TYPE "public"."enum__pages_v_blocks_button_settings_1g8e89s_speedCurve_tablet";
  DROP TYPE "public"."enum__pages_v_blocks_button_settings_animation_style_phone";
  DROP TYPE "public"."enum__pages_v_blocks_button_settings_animation_repeat_phone";
  DROP TYPE "public"."enum__pages_v_blocks_button_settings_animation_speedCurve_phone";
  DROP TYPE "public"."enum__pages_v_blocks_call_to_action_settings_hide_on";
  DROP TYPE "public"."enum__pages_v_blocks_call_to_action_button_type";
  DROP TYPE "public"."enum__pages_v_blocks_call_to_action_button_style";
  DROP TYPE "public"."enum__pages_v_blocks_call_to_action_tone";
  DROP TYPE "public"."enum__pages_v_blocks_call_to_action_settings_link_target";
  DROP TYPE "public"."enum__pages_v_blocks_call_to_action_settings_animation_style";
  DROP TYPE "public"."enum__pages_v_blocks_call_to_action_settings_animation_repeat";
  DROP TYPE "public"."enum__pages_v_blocks_call_to_action_setting_1swi48o_speedCurve";
  DROP TYPE "public"."enum__pages_v_blocks_call_to_action_setti_1vkot7w_style_tablet";
  DROP TYPE "public"."enum__pages_v_blocks_call_to_action_setti_pfhl9i_repeat_tablet";
  DROP TYPE "public"."enum__pages_v_blocks_call_to_action__1jsa3wx_speedCurve_tablet";
  DROP TYPE "public"."enum__pages_v_blocks_call_to_action_settin_1kzfvyw_style_phone";
  DROP TYPE "public"."enum__pages_v_blocks_call_to_action_settin_5cqpxe_repeat_phone";
  DROP TYPE "public"."enum__pages_v_blocks_call_to_action_s_1wgm6vj_speedCurve_phone";
  DROP TYPE "public"."enum__pages_v_blocks_blurb_settings_hide_on";
  DROP TYPE "public"."enum__pages_v_blocks_blurb_media_type";
  DROP TYPE "public"."enum__pages_v_blocks_blurb_icon";
  DROP TYPE "public"."enum__pages_v_blocks_blurb_layout";
  DROP TYPE "public"."enum__pages_v_blocks_blurb_settings_link_target";
  DROP TYPE "public"."enum__pages_v_blocks_blurb_settings_animation_style";
  DROP TYPE "public"."enum__pages_v_blocks_blurb_settings_animation_repeat";
  DROP TYPE "public"."enum__pages_v_blocks_blurb_settings_animation_speedCurve";
  DROP TYPE "public"."enum__pages_v_blocks_blurb_settings_animation_style_tablet";
  DROP TYPE "public"."enum__pages_v_blocks_blurb_settings_animation_repeat_tablet";
  DROP TYPE "public"."enum__pages_v_blocks_blurb_settings_animation_speedCurve_tablet";
  DROP TYPE "public"."enum__pages_v_blocks_blurb_settings_animation_style_phone";
  DROP TYPE "public"."enum__pages_v_blocks_blurb_settings_animation_repeat_phone";
  DROP TYPE "public"."enum__pages_v_blocks_blurb_settings_animation_speedCurve_phone";
  DROP TYPE "public"."enum__pages_v_blocks_divider_settings_hide_on";
  DROP TYPE "public"."enum__pages_v_blocks_divider_line_style";
  DROP TYPE "public"."enum__pages_v_blocks_divider_settings_link_target";
  DROP TYPE "public"."enum__pages_v_blocks_divider_settings_animation_style";
  DROP TYPE "public"."enum__pages_v_blocks_divider_settings_animation_repeat";
  DROP TYPE "public"."enum__pages_v_blocks_divider_settings_animation_speedCurve";
  DROP TYPE "public"."enum__pages_v_blocks_divider_settings_animation_style_tablet";
  DROP TYPE "public"."enum__pages_v_blocks_divider_settings_animation_repeat_tablet";
  DROP TYPE "public"."enum__pages_v_blocks_divider_setting_1ggohat_speedCurve_tablet";
  DROP TYPE "public"."enum__pages_v_blocks_divider_settings_animation_style_phone";
  DROP TYPE "public"."enum__pages_v_blocks_divider_settings_animation_repeat_phone";
  DROP TYPE "public"."enum__pages_v_blocks_divider_settings__jqlodf_speedCurve_phone";
  DROP TYPE "public"."enum__pages_v_blocks_video_settings_hide_on";
  DROP TYPE "public"."enum__pages_v_blocks_video_source";
  DROP TYPE "public"."enum__pages_v_blocks_video_settings_link_target";
  DROP TYPE "public"."enum__pages_v_blocks_video_settings_animation_style";
  DROP TYPE "public"."enum__pages_v_blocks_video_settings_animation_repeat";
  DROP TYPE "public"."enum__pages_v_blocks_video_settings_animation_speedCurve";
  DROP TYPE "public"."enum__pages_v_blocks_video_settings_animation_style_tablet";
  DROP TYPE "public"."enum__pages_v_blocks_video_settings_animation_repeat_tablet";
  DROP TYPE "public"."enum__pages_v_blocks_video_settings_animation_speedCurve_tablet";
  DROP TYPE "public"."enum__pages_v_blocks_video_settings_animation_style_phone";
  DROP TYPE "public"."enum__pages_v_blocks_video_settings_animation_repeat_phone";
  DROP TYPE "public"."enum__pages_v_blocks_video_settings_animation_speedCurve_phone";
  DROP TYPE "public"."enum__pages_v_blocks_code_settings_hide_on";
  DROP TYPE "public"."enum__pages_v_blocks_code_settings_link_target";
  DROP TYPE "public"."enum__pages_v_blocks_code_settings_animation_style";
  DROP TYPE "public"."enum__pages_v_blocks_code_settings_animation_repeat";
  DROP TYPE "public"."enum__pages_v_blocks_code_settings_animation_speedCurve";
  DROP TYPE "public"."enum__pages_v_blocks_code_settings_animation_style_tablet";
  DROP TYPE "public"."enum__pages_v_blocks_code_settings_animation_repeat_tablet";
  DROP TYPE "public"."enum__pages_v_blocks_code_settings_animation_speedCurve_tablet";
  DROP TYPE "public"."enum__pages_v_blocks_code_settings_animation_style_phone";
  DROP TYPE "public"."enum__pages_v_blocks_code_settings_animation_repeat_phone";
  DROP TYPE "public"."enum__pages_v_blocks_code_settings_animation_speedCurve_phone";
  DROP TYPE "public"."enum__pages_v_blocks_testimonial_settings_hide_on";
  DROP TYPE "public"."enum__pages_v_blocks_testimonial_settings_link_target";
  DROP TYPE "public"."enum__pages_v_blocks_testimonial_settings_animation_style";
  DROP TYPE "public"."enum__pages_v_blocks_testimonial_settings_animation_repeat";
  DROP TYPE "public"."enum__pages_v_blocks_testimonial_settings_animation_speedCurve";
  DROP TYPE "public"."enum__pages_v_blocks_testimonial_settings__ongnki_style_tablet";
  DROP TYPE "public"."enum__pages_v_blocks_testimonial_settings_cykzu8_repeat_tablet";
  DROP TYPE "public"."enum__pages_v_blocks_testimonial_set_19jt0v3_speedCurve_tablet";
  DROP TYPE "public"."enum__pages_v_blocks_testimonial_settings_animation_style_phone";
  DROP TYPE "public"."enum__pages_v_blocks_testimonial_settings_1b8gpfg_repeat_phone";
  DROP TYPE "public"."enum__pages_v_blocks_testimonial_setti_47vcl9_speedCurve_phone";
  DROP TYPE "public"."enum__pages_v_blocks_slider_slides_button_type";
  DROP TYPE "public"."enum__pages_v_blocks_slider_settings_hide_on";
  DROP TYPE "public"."enum__pages_v_blocks_slider_controls";
  DROP TYPE "public"."enum__pages_v_blocks_slider_settings_link_target";
  DROP TYPE "public"."enum__pages_v_blocks_slider_settings_animation_style";
  DROP TYPE "public"."enum__pages_v_blocks_slider_settings_animation_repeat";
  DROP TYPE "public"."enum__pages_v_blocks_slider_settings_animation_speedCurve";
  DROP TYPE "public"."enum__pages_v_blocks_slider_settings_animation_style_tablet";
  DROP TYPE "public"."enum__pages_v_blocks_slider_settings_animation_repeat_tablet";
  DROP TYPE "public"."enum__pages_v_blocks_slider_settings_a_pq7bv_speedCurve_tablet";
  DROP TYPE "public"."enum__pages_v_blocks_slider_settings_animation_style_phone";
  DROP TYPE "public"."enum__pages_v_blocks_slider_settings_animation_repeat_phone";
  DROP TYPE "public"."enum__pages_v_blocks_slider_settings_animation_speedCurve_phone";
  DROP TYPE "public"."enum__pages_v_blocks_post_slider_settings_hide_on";
  DROP TYPE "public"."enum__pages_v_blocks_post_slider_controls";
  DROP TYPE "public"."enum__pages_v_blocks_post_slider_settings_link_target";
  DROP TYPE "public"."enum__pages_v_blocks_post_slider_settings_animation_style";
  DROP TYPE "public"."enum__pages_v_blocks_post_slider_settings_animation_repeat";
  DROP TYPE "public"."enum__pages_v_blocks_post_slider_settings_animation_speedCurve";
  DROP TYPE "public"."enum__pages_v_blocks_post_slider_settings__p7gkbr_style_tablet";
  DROP TYPE "public"."enum__pages_v_blocks_post_slider_setting_16b1vzn_repeat_tablet";
  DROP TYPE "public"."enum__pages_v_blocks_post_slider_set_171xkh4_speedCurve_tablet";
  DROP TYPE "public"."enum__pages_v_blocks_post_slider_settings_animation_style_phone";
  DROP TYPE "public"."enum__pages_v_blocks_post_slider_settings__ioxstd_repeat_phone";
  DROP TYPE "public"."enum__pages_v_blocks_post_slider_sett_1h3vgis_speedCurve_phone";
  DROP TYPE "public"."enum__pages_v_blocks_video_slider_videos_source";
  DROP TYPE "public"."enum__pages_v_blocks_video_slider_settings_hide_on";
  DROP TYPE "public"."enum__pages_v_blocks_video_slider_controls";
  DROP TYPE "public"."enum__pages_v_blocks_video_slider_settings_link_target";
  DROP TYPE "public"."enum__pages_v_blocks_video_slider_settings_animation_style";
  DROP TYPE "public"."enum__pages_v_blocks_video_slider_settings_animation_repeat";
  DROP TYPE "public"."enum__pages_v_blocks_video_slider_settings_animation_speedCurve";
  DROP TYPE "public"."enum__pages_v_blocks_video_slider_setting_13fyuhy_style_tablet";
  DROP TYPE "public"."enum__pages_v_blocks_video_slider_settin_12gxrwc_repeat_tablet";
  DROP TYPE "public"."enum__pages_v_blocks_video_slider_se_18xn1mb_speedCurve_tablet";
  DROP TYPE "public"."enum__pages_v_blocks_video_slider_settings_16ehfwi_style_phone";
  DROP TYPE "public"."enum__pages_v_blocks_video_slider_settings_xux2nc_repeat_phone";
  DROP TYPE "public"."enum__pages_v_blocks_video_slider_sett_vwifoh_speedCurve_phone";
  DROP TYPE "public"."enum__pages_v_blocks_simple_carousel_settings_hide_on";
  DROP TYPE "public"."enum__pages_v_blocks_simple_carousel_settings_link_target";
  DROP TYPE "public"."enum__pages_v_blocks_simple_carousel_settings_animation_style";
  DROP TYPE "public"."enum__pages_v_blocks_simple_carousel_settings_animation_repeat";
  DROP TYPE "public"."enum__pages_v_blocks_simple_carousel_settin_1mx1bjc_speedCurve";
  DROP TYPE "public"."enum__pages_v_blocks_simple_carousel_setti_68ilj0_style_tablet";
  DROP TYPE "public"."enum__pages_v_blocks_simple_carousel_set_19mqeja_repeat_tablet";
  DROP TYPE "public"."enum__pages_v_blocks_simple_carousel_1yhyrlt_speedCurve_tablet";
  DROP TYPE "public"."enum__pages_v_blocks_simple_carousel_setti_1vsnt7s_style_phone";
  DROP TYPE "public"."enum__pages_v_blocks_simple_carousel_setti_a31uya_repeat_phone";
  DROP TYPE "public"."enum__pages_v_blocks_simple_carousel__1jmi9a7_speedCurve_phone";
  DROP TYPE "public"."enum__pages_v_blocks_post_carousel_settings_hide_on";
  DROP TYPE "public"."enum__pages_v_blocks_post_carousel_settings_link_target";
  DROP TYPE "public"."enum__pages_v_blocks_post_carousel_settings_animation_style";
  DROP TYPE "public"."enum__pages_v_blocks_post_carousel_settings_animation_repeat";
  DROP TYPE "public"."enum__pages_v_blocks_post_carousel_settings__b0mgoc_speedCurve";
  DROP TYPE "public"."enum__pages_v_blocks_post_carousel_settin_1oia5rk_style_tablet";
  DROP TYPE "public"."enum__pages_v_blocks_post_carousel_settin_oodneq_repeat_tablet";
  DROP TYPE "public"."enum__pages_v_blocks_post_carousel_s_1gn6qz9_speedCurve_tablet";
  DROP TYPE "public"."enum__pages_v_blocks_post_carousel_setting_11y2vi4_style_phone";
  DROP TYPE "public"."enum__pages_v_blocks_post_carousel_setting_fllsta_repeat_phone";
  DROP TYPE "public"."enum__pages_v_blocks_post_carousel_set_32zwv7_speedCurve_phone";
  DROP TYPE "public"."enum__fw_portfolio_v_settings_hide_on";
  DROP TYPE "public"."enum__fw_portfolio_v_settings_link_target";
  DROP TYPE "public"."enum__fw_portfolio_v_settings_animation_style";
  DROP TYPE "public"."enum__fw_portfolio_v_settings_animation_repeat";
  DROP TYPE "public"."enum__fw_portfolio_v_settings_animation_speedCurve";
  DROP TYPE "public"."enum__fw_portfolio_v_settings_animation_style_tablet";
  DROP TYPE "public"."enum__fw_portfolio_v_settings_animation_repeat_tablet";
  DROP TYPE "public"."enum__fw_portfolio_v_settings_animation_speedCurve_tablet";
  DROP TYPE "public"."enum__fw_portfolio_v_settings_animation_style_phone";
  DROP TYPE "public"."enum__fw_portfolio_v_settings_animation_repeat_phone";
  DROP TYPE "public"."enum__fw_portfolio_v_settings_animation_speedCurve_phone";
  DROP TYPE "public"."enum__pages_v_blocks_gallery_settings_hide_on";
  DROP TYPE "public"."enum__pages_v_blocks_gallery_layout";
  DROP TYPE "public"."enum__pages_v_blocks_gallery_settings_link_target";
  DROP TYPE "public"."enum__pages_v_blocks_gallery_settings_animation_style";
  DROP TYPE "public"."enum__pages_v_blocks_gallery_settings_animation_repeat";
  DROP TYPE "public"."enum__pages_v_blocks_gallery_settings_animation_speedCurve";
  DROP TYPE "public"."enum__pages_v_blocks_gallery_settings_animation_style_tablet";
  DROP TYPE "public"."enum__pages_v_blocks_gallery_settings_animation_repeat_tablet";
  DROP TYPE "public"."enum__pages_v_blocks_gallery_settings_61on30_speedCurve_tablet";
  DROP TYPE "public"."enum__pages_v_blocks_gallery_settings_animation_style_phone";
  DROP TYPE "public"."enum__pages_v_blocks_gallery_settings_animation_repeat_phone";
  DROP TYPE "public"."enum__pages_v_blocks_gallery_settings__rk1too_speedCurve_phone";
  DROP TYPE "public"."enum__pages_v_blocks_shop_settings_hide_on";
  DROP TYPE "public"."enum__pages_v_blocks_shop_settings_link_target";
  DROP TYPE "public"."enum__pages_v_blocks_shop_settings_animation_style";
  DROP TYPE "public"."enum__pages_v_blocks_shop_settings_animation_repeat";
  DROP TYPE "public"."enum__pages_v_blocks_shop_settings_animation_speedCurve";
  DROP TYPE "public"."enum__pages_v_blocks_shop_settings_animation_style_tablet";
  DROP TYPE "public"."enum__pages_v_blocks_shop_settings_animation_repeat_tablet";
  DROP TYPE "public"."enum__pages_v_blocks_shop_settings_animation_speedCurve_tablet";
  DROP TYPE "public"."enum__pages_v_blocks_shop_settings_animation_style_phone";
  DROP TYPE "public"."enum__pages_v_blocks_shop_settings_animation_repeat_phone";
  DROP TYPE "public"."enum__pages_v_blocks_shop_settings_animation_speedCurve_phone";
  DROP TYPE "public"."enum__pages_v_blocks_network_widget_modules";
  DROP TYPE "public"."enum__pages_v_blocks_network_widget_settings_hide_on";
  DROP TYPE "public"."enum__pages_v_blocks_network_widget_tag";
  DROP TYPE "public"."enum__pages_v_blocks_network_widget_profile_format";
  DROP TYPE "public"."enum__pages_v_blocks_network_widget_follow_format";
  DROP TYPE "public"."enum__pages_v_blocks_network_widget_size";
  DROP TYPE "public"."enum__pages_v_blocks_network_widget_counter";
  DROP TYPE "public"."enum__pages_v_blocks_network_widget_theme";
  DROP TYPE "public"."enum__pages_v_blocks_network_widget_settings_link_target";
  DROP TYPE "public"."enum__pages_v_blocks_network_widget_settings_animation_style";
  DROP TYPE "public"."enum__pages_v_blocks_network_widget_settings_animation_repeat";
  DROP TYPE "public"."enum__pages_v_blocks_network_widget_settings_cq9tqs_speedCurve";
  DROP TYPE "public"."enum__pages_v_blocks_network_widget_settin_p0qt94_style_tablet";
  DROP TYPE "public"."enum__pages_v_blocks_network_widget_setti_sw5ddm_repeat_tablet";
  DROP TYPE "public"."enum__pages_v_blocks_network_widget__15ept1p_speedCurve_tablet";
  DROP TYPE "public"."enum__pages_v_blocks_network_widget_setting_41m9w4_style_phone";
  DROP TYPE "public"."enum__pages_v_blocks_network_widget_settin_1yvrom_repeat_phone";
  DROP TYPE "public"."enum__pages_v_blocks_network_widget_s_17c25sb_speedCurve_phone";
  DROP TYPE "public"."enum__pages_v_blocks_row_columns_settings_hide_on";
  DROP TYPE "public"."enum__pages_v_blocks_row_columns_settings_link_target";
  DROP TYPE "public"."enum__pages_v_blocks_row_columns_settings_animation_style";
  DROP TYPE "public"."enum__pages_v_blocks_row_columns_settings_animation_repeat";
  DROP TYPE "public"."enum__pages_v_blocks_row_columns_settings_animation_speedCurve";
  DROP TYPE "public"."enum__pages_v_blocks_row_columns_settings_1xib4e1_style_tablet";
  DROP TYPE "public"."enum__pages_v_blocks_row_columns_settings_8wbl8h_repeat_tablet";
  DROP TYPE "public"."enum__pages_v_blocks_row_columns_set_1dpydxm_speedCurve_tablet";
  DROP TYPE "public"."enum__pages_v_blocks_row_columns_settings_animation_style_phone";
  DROP TYPE "public"."enum__pages_v_blocks_row_columns_settings_1ptfiwv_repeat_phone";
  DROP TYPE "public"."enum__pages_v_blocks_row_columns_sett_1guyjsm_speedCurve_phone";
  DROP TYPE "public"."enum__pages_v_blocks_row_settings_hide_on";
  DROP TYPE "public"."enum__pages_v_blocks_row_structure";
  DROP TYPE "public"."enum__pages_v_blocks_row_vertical_align";
  DROP TYPE "public"."enum__pages_v_blocks_row_settings_link_target";
  DROP TYPE "public"."enum__pages_v_blocks_row_settings_animation_style";
  DROP TYPE "public"."enum__pages_v_blocks_row_settings_animation_repeat";
  DROP TYPE "public"."enum__pages_v_blocks_row_settings_animation_speedCurve";
  DROP TYPE "public"."enum__pages_v_blocks_row_settings_animation_style_tablet";
  DROP TYPE "public"."enum__pages_v_blocks_row_settings_animation_repeat_tablet";
  DROP TYPE "public"."enum__pages_v_blocks_row_settings_animation_speedCurve_tablet";
  DROP TYPE "public"."enum__pages_v_blocks_row_settings_animation_style_phone";
  DROP TYPE "public"."enum__pages_v_blocks_row_settings_animation_repeat_phone";
  DROP TYPE "public"."enum__pages_v_blocks_row_settings_animation_speedCurve_phone";
  DROP TYPE "public"."enum__pages_v_blocks_section_settings_hide_on";
  DROP TYPE "public"."enum__pages_v_blocks_section_background_type";
  DROP TYPE "public"."enum__pages_v_blocks_section_text_tone";
  DROP TYPE "public"."enum__pages_v_blocks_section_width";
  DROP TYPE "public"."enum__pages_v_blocks_section_settings_link_target";
  DROP TYPE "public"."enum__pages_v_blocks_section_settings_animation_style";
  DROP TYPE "public"."enum__pages_v_blocks_section_settings_animation_repeat";
  DROP TYPE "public"."enum__pages_v_blocks_section_settings_animation_speedCurve";
  DROP TYPE "public"."enum__pages_v_blocks_section_settings_animation_style_tablet";
  DROP TYPE "public"."enum__pages_v_blocks_section_settings_animation_repeat_tablet";
  DROP TYPE "public"."enum__pages_v_blocks_section_settings__hwqdz_speedCurve_tablet";
  DROP TYPE "public"."enum__pages_v_blocks_section_settings_animation_style_phone";
  DROP TYPE "public"."enum__pages_v_blocks_section_settings_animation_repeat_phone";
  DROP TYPE "public"."enum__pages_v_blocks_section_settings_10cmq1x_speedCurve_phone";
  DROP TYPE "public"."enum__pages_v_version_status";
  DROP TYPE "public"."enum__pages_v_published_locale";
  DROP TYPE "public"."enum_posts_status";
  DROP TYPE "public"."enum__posts_v_version_status";
  DROP TYPE "public"."enum__posts_v_published_locale";
  DROP TYPE "public"."enum_projects_blocks_text_settings_hide_on";
  DROP TYPE "public"."enum_projects_blocks_text_settings_link_target";
  DROP TYPE "public"."enum_projects_blocks_text_settings_animation_style";
  DROP TYPE "public"."enum_projects_blocks_text_settings_animation_repeat";
  DROP TYPE "public"."enum_projects_blocks_text_settings_animation_speedCurve";
  DROP TYPE "public"."enum_projects_blocks_text_settings_animation_style_tablet";
  DROP TYPE "public"."enum_projects_blocks_text_settings_animation_repeat_tablet";
  DROP TYPE "public"."enum_projects_blocks_text_settings_animation_speedCurve_tablet";
  DROP TYPE "public"."enum_projects_blocks_text_settings_animation_style_phone";
  DROP TYPE "public"."enum_projects_blocks_text_settings_animation_repeat_phone";
  DROP TYPE "public"."enum_projects_blocks_text_settings_animation_speedCurve_phone";
  DROP TYPE "public"."enum_projects_blocks_heading_settings_hide_on";
  DROP TYPE "public"."enum_projects_blocks_heading_level";
  DROP TYPE "public"."enum_projects_blocks_heading_align";
  DROP TYPE "public"."enum_projects_blocks_heading_settings_link_target";
  DROP TYPE "public"."enum_projects_blocks_heading_settings_animation_style";
  DROP TYPE "public"."enum_projects_blocks_heading_settings_animation_repeat";
  DROP TYPE "public"."enum_projects_blocks_heading_settings_animation_speedCurve";
  DROP TYPE "public"."enum_projects_blocks_heading_settings_animation_style_tablet";
  DROP TYPE "public"."enum_projects_blocks_heading_settings_animation_repeat_tablet";
  DROP TYPE "public"."enum_projects_blocks_heading_settings_ytu348_speedCurve_tablet";
  DROP TYPE "public"."enum_projects_blocks_heading_settings_animation_style_phone";
  DROP TYPE "public"."enum_projects_blocks_heading_settings_animation_repeat_phone";
  DROP TYPE "public"."enum_projects_blocks_heading_settings_1hlun9g_speedCurve_phone";
  DROP TYPE "public"."enum_projects_blocks_image_settings_hide_on";
  DROP TYPE "public"."enum_projects_blocks_image_align";
  DROP TYPE "public"."enum_projects_blocks_image_settings_link_target";
  DROP TYPE "public"."enum_projects_blocks_image_settings_animation_style";
  DROP TYPE "public"."enum_projects_blocks_image_settings_animation_repeat";
  DROP TYPE "public"."enum_projects_blocks_image_settings_animation_speedCurve";
  DROP TYPE "public"."enum_projects_blocks_image_settings_animation_style_tablet";
  DROP TYPE "public"."enum_projects_blocks_image_settings_animation_repeat_tablet";
  DROP TYPE "public"."enum_projects_blocks_image_settings_animation_speedCurve_tablet";
  DROP TYPE "public"."enum_projects_blocks_image_settings_animation_style_phone";
  DROP TYPE "public"."enum_projects_blocks_image_settings_animation_repeat_phone";
  DROP TYPE "public"."enum_projects_blocks_image_settings_animation_speedCurve_phone";
  DROP TYPE "public"."enum_projects_blocks_button_settings_hide_on";
  DROP TYPE "public"."enum_projects_blocks_button_link_type";
  DROP TYPE "public"."enum_projects_blocks_button_style";
  DROP TYPE "public"."enum_projects_blocks_button_align";
  DROP TYPE "public"."enum_projects_blocks_button_settings_link_target";
  DROP TYPE "public"."enum_projects_blocks_button_settings_animation_style";
  DROP TYPE "public"."enum_projects_blocks_button_settings_animation_repeat";
  DROP TYPE "public"."enum_projects_blocks_button_settings_animation_speedCurve";
  DROP TYPE "public"."enum_projects_blocks_button_settings_animation_style_tablet";
  DROP TYPE "public"."enum_projects_blocks_button_settings_animation_repeat_tablet";
  DROP TYPE "public"."enum_projects_blocks_button_settings_11lowk4_speedCurve_tablet";
  DROP TYPE "public"."enum_projects_blocks_button_settings_animation_style_phone";
  DROP TYPE "public"."enum_projects_blocks_button_settings_animation_repeat_phone";
  DROP TYPE "public"."enum_projects_blocks_button_settings_animation_speedCurve_phone";
  DROP TYPE "public"."enum_projects_blocks_call_to_action_settings_hide_on";
  DROP TYPE "public"."enum_projects_blocks_call_to_action_button_type";
  DROP TYPE "public"."enum_projects_blocks_call_to_action_button_style";
  DROP TYPE "public"."enum_projects_blocks_call_to_action_tone";
  DROP TYPE "public"."enum_projects_blocks_call_to_action_settings_link_target";
  DROP TYPE "public"."enum_projects_blocks_call_to_action_settings_animation_style";
  DROP TYPE "public"."enum_projects_blocks_call_to_action_settings_animation_repeat";
  DROP TYPE "public"."enum_projects_blocks_call_to_action_settings_h2n8uk_speedCurve";
  DROP TYPE "public"."enum_projects_blocks_call_to_action_settin_jj02xc_style_tablet";
  DROP TYPE "public"."enum_projects_blocks_call_to_action_setti_u9man6_repeat_tablet";
  DROP TYPE "public"."enum_projects_blocks_call_to_action_s_ll6xkl_speedCurve_tablet";
  DROP TYPE "public"."enum_projects_blocks_call_to_action_settin_1f7zxcs_style_phone";
  DROP TYPE "public"."enum_projects_blocks_call_to_action_setti_1mkxc8u_repeat_phone";
  DROP TYPE "public"."enum_projects_blocks_call_to_action_se_nkpr7n_speedCurve_phone";
  DROP TYPE "public"."enum_projects_blocks_blurb_settings_hide_on";
  DROP TYPE "public"."enum_projects_blocks_blurb_media_type";
  DROP TYPE "public"."enum_projects_blocks_blurb_icon";
  DROP TYPE "public"."enum_projects_blocks_blurb_layout";
  DROP TYPE "public"."enum_projects_blocks_blurb_settings_link_target";
  DROP TYPE "public"."enum_projects_blocks_blurb_settings_animation_style";
  DROP TYPE "public"."enum_projects_blocks_blurb_settings_animation_repeat";
  DROP TYPE "public"."enum_projects_blocks_blurb_settings_animation_speedCurve";
  DROP TYPE "public"."enum_projects_blocks_blurb_settings_animation_style_tablet";
  DROP TYPE "public"."enum_projects_blocks_blurb_settings_animation_repeat_tablet";
  DROP TYPE "public"."enum_projects_blocks_blurb_settings_animation_speedCurve_tablet";
  DROP TYPE "public"."enum_projects_blocks_blurb_settings_animation_style_phone";
  DROP TYPE "public"."enum_projects_blocks_blurb_settings_animation_repeat_phone";
  DROP TYPE "public"."enum_projects_blocks_blurb_settings_animation_speedCurve_phone";
  DROP TYPE "public"."enum_projects_blocks_divider_settings_hide_on";
  DROP TYPE "public"."enum_projects_blocks_divider_line_style";
  DROP TYPE "public"."enum_projects_blocks_divider_settings_link_target";
  DROP TYPE "public"."enum_projects_blocks_divider_settings_animation_style";
  DROP TYPE "public"."enum_projects_blocks_divider_settings_animation_repeat";
  DROP TYPE "public"."enum_projects_blocks_divider_settings_animation_speedCurve";
  DROP TYPE "public"."enum_projects_blocks_divider_settings_animation_style_tablet";
  DROP TYPE "public"."enum_projects_blocks_divider_settings_animation_repeat_tablet";
  DROP TYPE "public"."enum_projects_blocks_divider_settings_v5yyqh_speedCurve_tablet";
  DROP TYPE "public"."enum_projects_blocks_divider_settings_animation_style_phone";
  DROP TYPE "public"."enum_projects_blocks_divider_settings_animation_repeat_phone";
  DROP TYPE "public"."enum_projects_blocks_divider_settings__2mox3b_speedCurve_phone";
  DROP TYPE "public"."enum_projects_blocks_video_settings_hide_on";
  DROP TYPE "public"."enum_projects_blocks_video_source";
  DROP TYPE "public"."enum_projects_blocks_video_settings_link_target";
  DROP TYPE "public"."enum_projects_blocks_video_settings_animation_style";
  DROP TYPE "public"."enum_projects_blocks_video_settings_animation_repeat";
  DROP TYPE "public"."enum_projects_blocks_video_settings_animation_speedCurve";
  DROP TYPE "public"."enum_projects_blocks_video_settings_animation_style_tablet";
  DROP TYPE "public"."enum_projects_blocks_video_settings_animation_repeat_tablet";
  DROP TYPE "public"."enum_projects_blocks_video_settings_animation_speedCurve_tablet";
  DROP TYPE "public"."enum_projects_blocks_video_settings_animation_style_phone";
  DROP TYPE "public"."enum_projects_blocks_video_settings_animation_repeat_phone";
  DROP TYPE "public"."enum_projects_blocks_video_settings_animation_speedCurve_phone";
  DROP TYPE "public"."enum_projects_blocks_code_settings_hide_on";
  DROP TYPE "public"."enum_projects_blocks_code_settings_link_target";
  DROP TYPE "public"."enum_projects_blocks_code_settings_animation_style";
  DROP TYPE "public"."enum_projects_blocks_code_settings_animation_repeat";
  DROP TYPE "public"."enum_projects_blocks_code_settings_animation_speedCurve";
  DROP TYPE "public"."enum_projects_blocks_code_settings_animation_style_tablet";
  DROP TYPE "public"."enum_projects_blocks_code_settings_animation_repeat_tablet";
  DROP TYPE "public"."enum_projects_blocks_code_settings_animation_speedCurve_tablet";
  DROP TYPE "public"."enum_projects_blocks_code_settings_animation_style_phone";
  DROP TYPE "public"."enum_projects_blocks_code_settings_animation_repeat_phone";
  DROP TYPE "public"."enum_projects_blocks_code_settings_animation_speedCurve_phone";
  DROP TYPE "public"."enum_projects_blocks_testimonial_settings_hide_on";
  DROP TYPE "public"."enum_projects_blocks_testimonial_settings_link_target";
  DROP TYPE "public"."enum_projects_blocks_testimonial_settings_animation_style";
  DROP TYPE "public"."enum_projects_blocks_testimonial_settings_animation_repeat";
  DROP TYPE "public"."enum_projects_blocks_testimonial_settings_animation_speedCurve";
  DROP TYPE "public"."enum_projects_blocks_testimonial_settings_19sthni_style_tablet";
  DROP TYPE "public"."enum_projects_blocks_testimonial_settings_g76ah0_repeat_tablet";
  DROP TYPE "public"."enum_projects_blocks_testimonial_sett_68hztn_speedCurve_tablet";
  DROP TYPE "public"."enum_projects_blocks_testimonial_settings_animation_style_phone";
  DROP TYPE "public"."enum_projects_blocks_testimonial_settings__kfzthc_repeat_phone";
  DROP TYPE "public"."enum_projects_blocks_testimonial_sett_1rdjzw9_speedCurve_phone";
  DROP TYPE "public"."enum_projects_blocks_slider_slides_button_type";
  DROP TYPE "public"."enum_projects_blocks_slider_settings_hide_on";
  DROP TYPE "public"."enum_projects_blocks_slider_controls";
  DROP TYPE "public"."enum_projects_blocks_slider_settings_link_target";
  DROP TYPE "public"."enum_projects_blocks_slider_settings_animation_style";
  DROP TYPE "public"."enum_projects_blocks_slider_settings_animation_repeat";
  DROP TYPE "public"."enum_projects_blocks_slider_settings_animation_speedCurve";
  DROP TYPE "public"."enum_projects_blocks_slider_settings_animation_style_tablet";
  DROP TYPE "public"."enum_projects_blocks_slider_settings_animation_repeat_tablet";
  DROP TYPE "public"."enum_projects_blocks_slider_settings_11z96e7_speedCurve_tablet";
  DROP TYPE "public"."enum_projects_blocks_slider_settings_animation_style_phone";
  DROP TYPE "public"."enum_projects_blocks_slider_settings_animation_repeat_phone";
  DROP TYPE "public"."enum_projects_blocks_slider_settings_animation_speedCurve_phone";
  DROP TYPE "public"."enum_projects_blocks_post_slider_settings_hide_on";
  DROP TYPE "public"."enum_projects_blocks_post_slider_controls";
  DROP TYPE "public"."enum_projects_blocks_post_slider_settings_link_target";
  DROP TYPE "public"."enum_projects_blocks_post_slider_settings_animation_style";
  DROP TYPE "public"."enum_projects_blocks_post_slider_settings_animation_repeat";
  DROP TYPE "public"."enum_projects_blocks_post_slider_settings_animation_speedCurve";
  DROP TYPE "public"."enum_projects_blocks_post_slider_settings_10n4fkb_style_tablet";
  DROP TYPE "public"."enum_projects_blocks_post_slider_settings_ty31fj_repeat_tablet";
  DROP TYPE "public"."enum_projects_blocks_post_slider_set_1v578i4_speedCurve_tablet";
  DROP TYPE "public"."enum_projects_blocks_post_slider_settings_animation_style_phone";
  DROP TYPE "public"."enum_projects_blocks_post_slider_settings_1n4ac7x_repeat_phone";
  DROP TYPE "public"."enum_projects_blocks_post_slider_setti_i3htdk_speedCurve_phone";
  DROP TYPE "public"."enum_projects_blocks_video_slider_videos_source";
  DROP TYPE "public"."enum_projects_blocks_video_slider_settings_hide_on";
  DROP TYPE "public"."enum_projects_blocks_video_slider_controls";
  DROP TYPE "public"."enum_projects_blocks_video_slider_settings_link_target";
  DROP TYPE "public"."enum_projects_blocks_video_slider_settings_animation_style";
  DROP TYPE "public"."enum_projects_blocks_video_slider_settings_animation_repeat";
  DROP TYPE "public"."enum_projects_blocks_video_slider_settings_animation_speedCurve";
  DROP TYPE "public"."enum_projects_blocks_video_slider_settings_27frua_style_tablet";
  DROP TYPE "public"."enum_projects_blocks_video_slider_setting_it739s_repeat_tablet";
  DROP TYPE "public"."enum_projects_blocks_video_slider_set_srk08v_speedCurve_tablet";
  DROP TYPE "public"."enum_projects_blocks_video_slider_settings_16m0t1q_style_phone";
  DROP TYPE "public"."enum_projects_blocks_video_slider_setting_17q9h5o_repeat_phone";
  DROP TYPE "public"."enum_projects_blocks_video_slider_set_1ka1nkt_speedCurve_phone";
  DROP TYPE "public"."enum_projects_blocks_simple_carousel_settings_hide_on";
  DROP TYPE "public"."enum_projects_blocks_simple_carousel_settings_link_target";
  DROP TYPE "public"."enum_projects_blocks_simple_carousel_settings_animation_style";
  DROP TYPE "public"."enum_projects_blocks_simple_carousel_settings_animation_repeat";
  DROP TYPE "public"."enum_projects_blocks_simple_carousel_setting_tonqvw_speedCurve";
  DROP TYPE "public"."enum_projects_blocks_simple_carousel_sett_1dxhjr4_style_tablet";
  DROP TYPE "public"."enum_projects_blocks_simple_carousel_set_1t156uq_repeat_tablet";
  DROP TYPE "public"."enum_projects_blocks_simple_carousel__i5eb0l_speedCurve_tablet";
  DROP TYPE "public"."enum_projects_blocks_simple_carousel_settin_l442bw_style_phone";
  DROP TYPE "public"."enum_projects_blocks_simple_carousel_sett_1dyy91q_repeat_phone";
  DROP TYPE "public"."enum_projects_blocks_simple_carousel_s_zv8zkj_speedCurve_phone";
  DROP TYPE "public"."enum_projects_blocks_post_carousel_settings_hide_on";
  DROP TYPE "public"."enum_projects_blocks_post_carousel_settings_link_target";
  DROP TYPE "public"."enum_projects_blocks_post_carousel_settings_animation_style";
  DROP TYPE "public"."enum_projects_blocks_post_carousel_settings_animation_repeat";
  DROP TYPE "public"."enum_projects_blocks_post_carousel_settings_1nhd188_speedCurve";
  DROP TYPE "public"."enum_projects_blocks_post_carousel_setting_14a164_style_tablet";
  DROP TYPE "public"."enum_projects_blocks_post_carousel_setti_1lw2b1i_repeat_tablet";
  DROP TYPE "public"."enum_projects_blocks_post_carousel_s_13iste9_speedCurve_tablet";
  DROP TYPE "public"."enum_projects_blocks_post_carousel_setting_12xgu8o_style_phone";
  DROP TYPE "public"."enum_projects_blocks_post_carousel_setting_9xfzuq_repeat_phone";
  DROP TYPE "public"."enum_projects_blocks_post_carousel_se_1jn4xqn_speedCurve_phone";
  DROP TYPE "public"."enum_projects_blocks_gallery_settings_hide_on";
  DROP TYPE "public"."enum_projects_blocks_gallery_layout";
  DROP TYPE "public"."enum_projects_blocks_gallery_settings_link_target";
  DROP TYPE "public"."enum_projects_blocks_gallery_settings_animation_style";
  DROP TYPE "public"."enum_projects_blocks_gallery_settings_animation_repeat";
  DROP TYPE "public"."enum_projects_blocks_gallery_settings_animation_speedCurve";
  DROP TYPE "public"."enum_projects_blocks_gallery_settings_animation_style_tablet";
  DROP TYPE "public"."enum_projects_blocks_gallery_settings_animation_repeat_tablet";
  DROP TYPE "public"."enum_projects_blocks_gallery_settings_rcvftc_speedCurve_tablet";
  DROP TYPE "public"."enum_projects_blocks_gallery_settings_animation_style_phone";
  DROP TYPE "public"."enum_projects_blocks_gallery_settings_animation_repeat_phone";
  DROP TYPE "public"."enum_projects_blocks_gallery_settings_a_ha5cs_speedCurve_phone";
  DROP TYPE "public"."enum_projects_blocks_shop_settings_hide_on";
  DROP TYPE "public"."enum_projects_blocks_shop_settings_link_target";
  DROP TYPE "public"."enum_projects_blocks_shop_settings_animation_style";
  DROP TYPE "public"."enum_projects_blocks_shop_settings_animation_repeat";
  DROP TYPE "public"."enum_projects_blocks_shop_settings_animation_speedCurve";
  DROP TYPE "public"."enum_projects_blocks_shop_settings_animation_style_tablet";
  DROP TYPE "public"."enum_projects_blocks_shop_settings_animation_repeat_tablet";
  DROP TYPE "public"."enum_projects_blocks_shop_settings_animation_speedCurve_tablet";
  DROP TYPE "public"."enum_projects_blocks_shop_settings_animation_style_phone";
  DROP TYPE "public"."enum_projects_blocks_shop_settings_animation_repeat_phone";
  DROP TYPE "public"."enum_projects_blocks_shop_settings_animation_speedCurve_phone";
  DROP TYPE "public"."enum_projects_blocks_network_widget_modules";
  DROP TYPE "public"."enum_projects_blocks_network_widget_settings_hide_on";
  DROP TYPE "public"."enum_projects_blocks_network_widget_tag";
  DROP TYPE "public"."enum_projects_blocks_network_widget_profile_format";
  DROP TYPE "public"."enum_projects_blocks_network_widget_follow_format";
  DROP TYPE "public"."enum_projects_blocks_network_widget_size";
  DROP TYPE "public"."enum_projects_blocks_network_widget_counter";
  DROP TYPE "public"."enum_projects_blocks_network_widget_theme";
  DROP TYPE "public"."enum_projects_blocks_network_widget_settings_link_target";
  DROP TYPE "public"."enum_projects_blocks_network_widget_settings_animation_style";
  DROP TYPE "public"."enum_projects_blocks_network_widget_settings_animation_repeat";
  DROP TYPE "public"."enum_projects_blocks_network_widget_setting_1ewbsfs_speedCurve";
  DROP TYPE "public"."enum_projects_blocks_network_widget_setti_116pi24_style_tablet";
  DROP TYPE "public"."enum_projects_blocks_network_widget_setti_u3g1ba_repeat_tablet";
  DROP TYPE "public"."enum_projects_blocks_network_widget__1s7nlzl_speedCurve_tablet";
  DROP TYPE "public"."enum_projects_blocks_network_widget_settin_14j8imw_style_phone";
  DROP TYPE "public"."enum_projects_blocks_network_widget_setti_1rxesn6_repeat_phone";
  DROP TYPE "public"."enum_projects_blocks_network_widget_s_1psv4en_speedCurve_phone";
  DROP TYPE "public"."enum_projects_blocks_row_columns_settings_hide_on";
  DROP TYPE "public"."enum_projects_blocks_row_columns_settings_link_target";
  DROP TYPE "public"."enum_projects_blocks_row_columns_settings_animation_style";
  DROP TYPE "public"."enum_projects_blocks_row_columns_settings_animation_repeat";
  DROP TYPE "public"."enum_projects_blocks_row_columns_settings_animation_speedCurve";
  DROP TYPE "public"."enum_projects_blocks_row_columns_settings_17mvenh_style_tablet";
  DROP TYPE "public"."enum_projects_blocks_row_columns_settings_1uu8tp_repeat_tablet";
  DROP TYPE "public"."enum_projects_blocks_row_columns_set_13szese_speedCurve_tablet";
  DROP TYPE "public"."enum_projects_blocks_row_columns_settings_animation_style_phone";
  DROP TYPE "public"."enum_projects_blocks_row_columns_settings_19dw20b_repeat_phone";
  DROP TYPE "public"."enum_projects_blocks_row_columns_sett_14b69yi_speedCurve_phone";
  DROP TYPE "public"."enum_projects_blocks_row_settings_hide_on";
  DROP TYPE "public"."enum_projects_blocks_row_structure";
  DROP TYPE "public"."enum_projects_blocks_row_vertical_align";
  DROP TYPE "public"."enum_projects_blocks_row_settings_link_target";
  DROP TYPE "public"."enum_projects_blocks_row_settings_animation_style";
  DROP TYPE "public"."enum_projects_blocks_row_settings_animation_repeat";
  DROP TYPE "public"."enum_projects_blocks_row_settings_animation_speedCurve";
  DROP TYPE "public"."enum_projects_blocks_row_settings_animation_style_tablet";
  DROP TYPE "public"."enum_projects_blocks_row_settings_animation_repeat_tablet";
  DROP TYPE "public"."enum_projects_blocks_row_settings_animation_speedCurve_tablet";
  DROP TYPE "public"."enum_projects_blocks_row_settings_animation_style_phone";
  DROP TYPE "public"."enum_projects_blocks_row_settings_animation_repeat_phone";
  DROP TYPE "public"."enum_projects_blocks_row_settings_animation_speedCurve_phone";
  DROP TYPE "public"."enum_projects_blocks_section_settings_hide_on";
  DROP TYPE "public"."enum_projects_blocks_section_background_type";
  DROP TYPE "public"."enum_projects_blocks_section_text_tone";
  DROP TYPE "public"."enum_projects_blocks_section_width";
  DROP TYPE "public"."enum_projects_blocks_section_settings_link_target";
  DROP TYPE "public"."enum_projects_blocks_section_settings_animation_style";
  DROP TYPE "public"."enum_projects_blocks_section_settings_animation_repeat";
  DROP TYPE "public"."enum_projects_blocks_section_settings_animation_speedCurve";
  DROP TYPE "public"."enum_projects_blocks_section_settings_animation_style_tablet";
  DROP TYPE "public"."enum_projects_blocks_section_settings_animation_repeat_tablet";
  DROP TYPE "public"."enum_projects_blocks_section_settings_k14ep7_speedCurve_tablet";
  DROP TYPE "public"."enum_projects_blocks_section_settings_animation_style_phone";
  DROP TYPE "public"."enum_projects_blocks_section_settings_animation_repeat_phone";
  DROP TYPE "public"."enum_projects_blocks_section_settings_16k2dqh_speedCurve_phone";
  DROP TYPE "public"."enum_projects_status";
  DROP TYPE "public"."enum__projects_v_blocks_text_settings_hide_on";
  DROP TYPE "public"."enum__projects_v_blocks_text_settings_link_target";
  DROP TYPE "public"."enum__projects_v_blocks_text_settings_animation_style";
  DROP TYPE "public"."enum__projects_v_blocks_text_settings_animation_repeat";
  DROP TYPE "public"."enum__projects_v_blocks_text_settings_animation_speedCurve";
  DROP TYPE "public"."enum__projects_v_blocks_text_settings_animation_style_tablet";
  DROP TYPE "public"."enum__projects_v_blocks_text_settings_animation_repeat_tablet";
  DROP TYPE "public"."enum__projects_v_blocks_text_setting_1bf6nb7_speedCurve_tablet";
  DROP TYPE "public"."enum__projects_v_blocks_text_settings_animation_style_phone";
  DROP TYPE "public"."enum__projects_v_blocks_text_settings_animation_repeat_phone";
  DROP TYPE "public"."enum__projects_v_blocks_text_settings__ay9ecx_speedCurve_phone";
  DROP TYPE "public"."enum__projects_v_blocks_heading_settings_hide_on";
  DROP TYPE "public"."enum__projects_v_blocks_heading_level";
  DROP TYPE "public"."enum__projects_v_blocks_heading_align";
  DROP TYPE "public"."enum__projects_v_blocks_heading_settings_link_target";
  DROP TYPE "public"."enum__projects_v_blocks_heading_settings_animation_style";
  DROP TYPE "public"."enum__projects_v_blocks_heading_settings_animation_repeat";
  DROP TYPE "public"."enum__projects_v_blocks_heading_settings_animation_speedCurve";
  DROP TYPE "public"."enum__projects_v_blocks_heading_settings_animation_style_tablet";
  DROP TYPE "public"."enum__projects_v_blocks_heading_settings_13au2vd_repeat_tablet";
  DROP TYPE "public"."enum__projects_v_blocks_heading_sett_1y10ljm_speedCurve_tablet";
  DROP TYPE "public"."enum__projects_v_blocks_heading_settings_animation_style_phone";
  DROP TYPE "public"."enum__projects_v_blocks_heading_settings_animation_repeat_phone";
  DROP TYPE "public"."enum__projects_v_blocks_heading_setti_1gswhda_speedCurve_phone";
  DROP TYPE "public"."enum__projects_v_blocks_image_settings_hide_on";
  DROP TYPE "public"."enum__projects_v_blocks_image_align";
  DROP TYPE "public"."enum__projects_v_blocks_image_settings_link_target";
  DROP TYPE "public"."enum__projects_v_blocks_image_settings_animation_style";
  DROP TYPE "public"."enum__projects_v_blocks_image_settings_animation_repeat";
  DROP TYPE "public"."enum__projects_v_blocks_image_settings_animation_speedCurve";
  DROP TYPE "public"."enum__projects_v_blocks_image_settings_animation_style_tablet";
  DROP TYPE "public"."enum__projects_v_blocks_image_settings_animation_repeat_tablet";
  DROP TYPE "public"."enum__projects_v_blocks_image_setting_nyyhfb_speedCurve_tablet";
  DROP TYPE "public"."enum__projects_v_blocks_image_settings_animation_style_phone";
  DROP TYPE "public"."enum__projects_v_blocks_image_settings_animation_repeat_phone";
  DROP TYPE "public"."enum__projects_v_blocks_image_setting_1kizv9h_speedCurve_phone";
  DROP TYPE "public"."enum__projects_v_blocks_button_settings_hide_on";
  DROP TYPE "public"."enum__projects_v_blocks_button_link_type";
  DROP TYPE "public"."enum__projects_v_blocks_button_style";
  DROP TYPE "public"."enum__projects_v_blocks_button_align";
  DROP TYPE "public"."enum__projects_v_blocks_button_settings_link_target";
  DROP TYPE "public"."enum__projects_v_blocks_button_settings_animation_style";
  DROP TYPE "public"."enum__projects_v_blocks_button_settings_animation_repeat";
  DROP TYPE "public"."enum__projects_v_blocks_button_settings_animation_speedCurve";
  DROP TYPE "public"."enum__projects_v_blocks_button_settings_animation_style_tablet";
  DROP TYPE "public"."enum__projects_v_blocks_button_settings_animation_repeat_tablet";
  DROP TYPE "public"."enum__projects_v_blocks_button_settin_necp0m_speedCurve_tablet";
  DROP TYPE "public"."enum__projects_v_blocks_button_settings_animation_style_phone";
  DROP TYPE "public"."enum__projects_v_blocks_button_settings_animation_repeat_phone";
  DROP TYPE "public"."enum__projects_v_blocks_button_settin_1202hz6_speedCurve_phone";
  DROP TYPE "public"."enum__projects_v_blocks_call_to_action_settings_hide_on";
  DROP TYPE "public"."enum__projects_v_blocks_call_to_action_button_type";
  DROP TYPE "public"."enum__projects_v_blocks_call_to_action_button_style";
  DROP TYPE "public"."enum__projects_v_blocks_call_to_action_tone";
  DROP TYPE "public"."enum__projects_v_blocks_call_to_action_settings_link_target";
  DROP TYPE "public"."enum__projects_v_blocks_call_to_action_settings_animation_style";
  DROP TYPE "public"."enum__projects_v_blocks_call_to_action_settings_1823kdr_repeat";
  DROP TYPE "public"."enum__projects_v_blocks_call_to_action_setti_g2mxwq_speedCurve";
  DROP TYPE "public"."enum__projects_v_blocks_call_to_action_se_188xxaa_style_tablet";
  DROP TYPE "public"."enum__projects_v_blocks_call_to_action_se_poaw74_repeat_tablet";
  DROP TYPE "public"."enum__projects_v_blocks_call_to_acti_1z0di27_speedCurve_tablet";
  DROP TYPE "public"."enum__projects_v_blocks_call_to_action_setti_ho0ta_style_phone";
  DROP TYPE "public"."enum__projects_v_blocks_call_to_action_se_1tt2nt8_repeat_phone";
  DROP TYPE "public"."enum__projects_v_blocks_call_to_actio_12kzmfh_speedCurve_phone";
  DROP TYPE "public"."enum__projects_v_blocks_blurb_settings_hide_on";
  DROP TYPE "public"."enum__projects_v_blocks_blurb_media_type";
  DROP TYPE "public"."enum__projects_v_blocks_blurb_icon";
  DROP TYPE "public"."enum__projects_v_blocks_blurb_layout";
  DROP TYPE "public"."enum__projects_v_blocks_blurb_settings_link_target";
  DROP TYPE "public"."enum__projects_v_blocks_blurb_settings_animation_style";
  DROP TYPE "public"."enum__projects_v_blocks_blurb_settings_animation_repeat";
  DROP TYPE "public"."enum__projects_v_blocks_blurb_settings_animation_speedCurve";
  DROP TYPE "public"."enum__projects_v_blocks_blurb_settings_animation_style_tablet";
  DROP TYPE "public"."enum__projects_v_blocks_blurb_settings_animation_repeat_tablet";
  DROP TYPE "public"."enum__projects_v_blocks_blurb_setting_1weomb_speedCurve_tablet";
  DROP TYPE "public"."enum__projects_v_blocks_blurb_settings_animation_style_phone";
  DROP TYPE "public"."enum__projects_v_blocks_blurb_settings_animation_repeat_phone";
  DROP TYPE "public"."enum__projects_v_blocks_blurb_setting_1maxvyp_speedCurve_phone";
  DROP TYPE "public"."enum__projects_v_blocks_divider_settings_hide_on";
  DROP TYPE "public"."enum__projects_v_blocks_divider_line_style";
  DROP TYPE "public"."enum__projects_v_blocks_divider_settings_link_target";
  DROP TYPE "public"."enum__projects_v_blocks_divider_settings_animation_style";
  DROP TYPE "public"."enum__projects_v_blocks_divider_settings_animation_repeat";
  DROP TYPE "public"."enum__projects_v_blocks_divider_settings_animation_speedCurve";
  DROP TYPE "public"."enum__projects_v_blocks_divider_settings_animation_style_tablet";
  DROP TYPE "public"."enum__projects_v_blocks_divider_settings__omikfo_repeat_tablet";
  DROP TYPE "public"."enum__projects_v_blocks_divider_sett_18nqr4b_speedCurve_tablet";
  DROP TYPE "public"."enum__projects_v_blocks_divider_settings_animation_style_phone";
  DROP TYPE "public"."enum__projects_v_blocks_divider_settings_animation_repeat_phone";
  DROP TYPE "public"."enum__projects_v_blocks_divider_setti_1fp82cp_speedCurve_phone";
  DROP TYPE "public"."enum__projects_v_blocks_video_settings_hide_on";
  DROP TYPE "public"."enum__projects_v_blocks_video_source";
  DROP TYPE "public"."enum__projects_v_blocks_video_settings_link_target";
  DROP TYPE "public"."enum__projects_v_blocks_video_settings_animation_style";
  DROP TYPE "public"."enum__projects_v_blocks_video_settings_animation_repeat";
  DROP TYPE "public"."enum__projects_v_blocks_video_settings_animation_speedCurve";
  DROP TYPE "public"."enum__projects_v_blocks_video_settings_animation_style_tablet";
  DROP TYPE "public"."enum__projects_v_blocks_video_settings_animation_repeat_tablet";
  DROP TYPE "public"."enum__projects_v_blocks_video_settin_1ig2h91_speedCurve_tablet";
  DROP TYPE "public"."enum__projects_v_blocks_video_settings_animation_style_phone";
  DROP TYPE "public"."enum__projects_v_blocks_video_settings_animation_repeat_phone";
  DROP TYPE "public"."enum__projects_v_blocks_video_settings_j9yg9v_speedCurve_phone";
  DROP TYPE "public"."enum__projects_v_blocks_code_settings_hide_on";
  DROP TYPE "public"."enum__projects_v_blocks_code_settings_link_target";
  DROP TYPE "public"."enum__projects_v_blocks_code_settings_animation_style";
  DROP TYPE "public"."enum__projects_v_blocks_code_settings_animation_repeat";
  DROP TYPE "public"."enum__projects_v_blocks_code_settings_animation_speedCurve";
  DROP TYPE "public"."enum__projects_v_blocks_code_settings_animation_style_tablet";
  DROP TYPE "public"."enum__projects_v_blocks_code_settings_animation_repeat_tablet";
  DROP TYPE "public"."enum__projects_v_blocks_code_setting_1k9tji5_speedCurve_tablet";
  DROP TYPE "public"."enum__projects_v_blocks_code_settings_animation_style_phone";
  DROP TYPE "public"."enum__projects_v_blocks_code_settings_animation_repeat_phone";
  DROP TYPE "public"."enum__projects_v_blocks_code_settings_1ugoxdn_speedCurve_phone";
  DROP TYPE "public"."enum__projects_v_blocks_testimonial_settings_hide_on";
  DROP TYPE "public"."enum__projects_v_blocks_testimonial_settings_link_target";
  DROP TYPE "public"."enum__projects_v_blocks_testimonial_settings_animation_style";
  DROP TYPE "public"."enum__projects_v_blocks_testimonial_settings_animation_repeat";
  DROP TYPE "public"."enum__projects_v_blocks_testimonial_setting_1kop29c_speedCurve";
  DROP TYPE "public"."enum__projects_v_blocks_testimonial_settin_c9kqpw_style_tablet";
  DROP TYPE "public"."enum__projects_v_blocks_testimonial_sett_13jkbqm_repeat_tablet";
  DROP TYPE "public"."enum__projects_v_blocks_testimonial__17nqb5l_speedCurve_tablet";
  DROP TYPE "public"."enum__projects_v_blocks_testimonial_setting_6dylkw_style_phone";
  DROP TYPE "public"."enum__projects_v_blocks_testimonial_settin_ueuta2_repeat_phone";
  DROP TYPE "public"."enum__projects_v_blocks_testimonial_se_an8cdj_speedCurve_phone";
  DROP TYPE "public"."enum__projects_v_blocks_slider_slides_button_type";
  DROP TYPE "public"."enum__projects_v_blocks_slider_settings_hide_on";
  DROP TYPE "public"."enum__projects_v_blocks_slider_controls";
  DROP TYPE "public"."enum__projects_v_blocks_slider_settings_link_target";
  DROP TYPE "public"."enum__projects_v_blocks_slider_settings_animation_style";
  DROP TYPE "public"."enum__projects_v_blocks_slider_settings_animation_repeat";
  DROP TYPE "public"."enum__projects_v_blocks_slider_settings_animation_speedCurve";
  DROP TYPE "public"."enum__projects_v_blocks_slider_settings_animation_style_tablet";
  DROP TYPE "public"."enum__projects_v_blocks_slider_settings_animation_repeat_tablet";
  DROP TYPE "public"."enum__projects_v_blocks_slider_setti_1u71tp1_speedCurve_tablet";
  DROP TYPE "public"."enum__projects_v_blocks_slider_settings_animation_style_phone";
  DROP TYPE "public"."enum__projects_v_blocks_slider_settings_animation_repeat_phone";
  DROP TYPE "public"."enum__projects_v_blocks_slider_settin_1k9a7qb_speedCurve_phone";
  DROP TYPE "public"."enum__projects_v_blocks_post_slider_settings_hide_on";
  DROP TYPE "public"."enum__projects_v_blocks_post_slider_controls";
  DROP TYPE "public"."enum__projects_v_blocks_post_slider_settings_link_target";
  DROP TYPE "public"."enum__projects_v_blocks_post_slider_settings_animation_style";
  DROP TYPE "public"."enum__projects_v_blocks_post_slider_settings_animation_repeat";
  DROP TYPE "public"."enum__projects_v_blocks_post_slider_settings_1uyyr1_speedCurve";
  DROP TYPE "public"."enum__projects_v_blocks_post_slider_setti_1dybt7t_style_tablet";
  DROP TYPE "public"."enum__projects_v_blocks_post_slider_setti_xpqgpd_repeat_tablet";
  DROP TYPE "public"."enum__projects_v_blocks_post_slider_s_k5ksm2_speedCurve_tablet";
  DROP TYPE "public"."enum__projects_v_blocks_post_slider_settin_14yys5z_style_phone";
  DROP TYPE "public"."enum__projects_v_blocks_post_slider_setti_1lhusr3_repeat_phone";
  DROP TYPE "public"."enum__projects_v_blocks_post_slider_se_ui9jd2_speedCurve_phone";
  DROP TYPE "public"."enum__projects_v_blocks_video_slider_videos_source";
  DROP TYPE "public"."enum__projects_v_blocks_video_slider_settings_hide_on";
  DROP TYPE "public"."enum__projects_v_blocks_video_slider_controls";
  DROP TYPE "public"."enum__projects_v_blocks_video_slider_settings_link_target";
  DROP TYPE "public"."enum__projects_v_blocks_video_slider_settings_animation_style";
  DROP TYPE "public"."enum__projects_v_blocks_video_slider_settings_animation_repeat";
  DROP TYPE "public"."enum__projects_v_blocks_video_slider_setting_ladu2o_speedCurve";
  DROP TYPE "public"."enum__projects_v_blocks_video_slider_sett_1m3ss50_style_tablet";
  DROP TYPE "public"."enum__projects_v_blocks_video_slider_sett_86xkqm_repeat_tablet";
  DROP TYPE "public"."enum__projects_v_blocks_video_slider_1vlb58p_speedCurve_tablet";
  DROP TYPE "public"."enum__projects_v_blocks_video_slider_settin_nsygfk_style_phone";
  DROP TYPE "public"."enum__projects_v_blocks_video_slider_sett_1y23w96_repeat_phone";
  DROP TYPE "public"."enum__projects_v_blocks_video_slider_s_umwnqv_speedCurve_phone";
  DROP TYPE "public"."enum__projects_v_blocks_simple_carousel_settings_hide_on";
  DROP TYPE "public"."enum__projects_v_blocks_simple_carousel_settings_link_target";
  DROP TYPE "public"."enum__projects_v_blocks_simple_carousel_settings_1ufmbr1_style";
  DROP TYPE "public"."enum__projects_v_blocks_simple_carousel_setting_1ubi0fr_repeat";
  DROP TYPE "public"."enum__projects_v_blocks_simple_carousel_set_1r7ffwy_speedCurve";
  DROP TYPE "public"."enum__projects_v_blocks_simple_carousel_se_rhd7ai_style_tablet";
  DROP TYPE "public"."enum__projects_v_blocks_simple_carousel__1pim4bc_repeat_tablet";
  DROP TYPE "public"."enum__projects_v_blocks_simple_carous_jse293_speedCurve_tablet";
  DROP TYPE "public"."enum__projects_v_blocks_simple_carousel_set_qi98ie_style_phone";
  DROP TYPE "public"."enum__projects_v_blocks_simple_carousel_se_g4yq8k_repeat_phone";
  DROP TYPE "public"."enum__projects_v_blocks_simple_carous_17a4it1_speedCurve_phone";
  DROP TYPE "public"."enum__projects_v_blocks_post_carousel_settings_hide_on";
  DROP TYPE "public"."enum__projects_v_blocks_post_carousel_settings_link_target";
  DROP TYPE "public"."enum__projects_v_blocks_post_carousel_settings_animation_style";
  DROP TYPE "public"."enum__projects_v_blocks_post_carousel_settings_animation_repeat";
  DROP TYPE "public"."enum__projects_v_blocks_post_carousel_setti_16pkw5m_speedCurve";
  DROP TYPE "public"."enum__projects_v_blocks_post_carousel_setti_u7x7m_style_tablet";
  DROP TYPE "public"."enum__projects_v_blocks_post_carousel_se_1aofxcw_repeat_tablet";
  DROP TYPE "public"."enum__projects_v_blocks_post_carousel_kfl8gf_speedCurve_tablet";
  DROP TYPE "public"."enum__projects_v_blocks_post_carousel_sett_1x66j7i_style_phone";
  DROP TYPE "public"."enum__projects_v_blocks_post_carousel_sett_ueaeuk_repeat_phone";
  DROP TYPE "public"."enum__projects_v_blocks_post_carousel__fxoxt9_speedCurve_phone";
  DROP TYPE "public"."enum__projects_v_blocks_gallery_settings_hide_on";
  DROP TYPE "public"."enum__projects_v_blocks_gallery_layout";
  DROP TYPE "public"."enum__projects_v_blocks_gallery_settings_link_target";
  DROP TYPE "public"."enum__projects_v_blocks_gallery_settings_animation_style";
  DROP TYPE "public"."enum__projects_v_blocks_gallery_settings_animation_repeat";
  DROP TYPE "public"."enum__projects_v_blocks_gallery_settings_animation_speedCurve";
  DROP TYPE "public"."enum__projects_v_blocks_gallery_settings_animation_style_tablet";
  DROP TYPE "public"."enum__projects_v_blocks_gallery_settings__vx7vwx_repeat_tablet";
  DROP TYPE "public"."enum__projects_v_blocks_gallery_setti_m5btay_speedCurve_tablet";
  DROP TYPE "public"."enum__projects_v_blocks_gallery_settings_animation_style_phone";
  DROP TYPE "public"."enum__projects_v_blocks_gallery_settings_animation_repeat_phone";
  DROP TYPE "public"."enum__projects_v_blocks_gallery_setti_1kuz1qe_speedCurve_phone";
  DROP TYPE "public"."enum__projects_v_blocks_shop_settings_hide_on";
  DROP TYPE "public"."enum__projects_v_blocks_shop_settings_link_target";
  DROP TYPE "public"."enum__projects_v_blocks_shop_settings_animation_style";
  DROP TYPE "public"."enum__projects_v_blocks_shop_settings_animation_repeat";
  DROP TYPE "public"."enum__projects_v_blocks_shop_settings_animation_speedCurve";
  DROP TYPE "public"."enum__projects_v_blocks_shop_settings_animation_style_tablet";
  DROP TYPE "public"."enum__projects_v_blocks_shop_settings_animation_repeat_tablet";
  DROP TYPE "public"."enum__projects_v_blocks_shop_settings_yzegla_speedCurve_tablet";
  DROP TYPE "public"."enum__projects_v_blocks_shop_settings_animation_style_phone";
  DROP TYPE "public"."enum__projects_v_blocks_shop_settings_animation_repeat_phone";
  DROP TYPE "public"."enum__projects_v_blocks_shop_settings__lgodai_speedCurve_phone";
  DROP TYPE "public"."enum__projects_v_blocks_network_widget_modules";
  DROP TYPE "public"."enum__projects_v_blocks_network_widget_settings_hide_on";
  DROP TYPE "public"."enum__projects_v_blocks_network_widget_tag";
  DROP TYPE "public"."enum__projects_v_blocks_network_widget_profile_format";
  DROP TYPE "public"."enum__projects_v_blocks_network_widget_follow_format";
  DROP TYPE "public"."enum__projects_v_blocks_network_widget_size";
  DROP TYPE "public"."enum__projects_v_blocks_network_widget_counter";
  DROP TYPE "public"."enum__projects_v_blocks_network_widget_theme";
  DROP TYPE "public"."enum__projects_v_blocks_network_widget_settings_link_target";
  DROP TYPE "public"."enum__projects_v_blocks_network_widget_settings_animation_style";
  DROP TYPE "public"."enum__projects_v_blocks_network_widget_settings__e48j0v_repeat";
  DROP TYPE "public"."enum__projects_v_blocks_network_widget_setti_dqtwi2_speedCurve";
  DROP TYPE "public"."enum__projects_v_blocks_network_widget_set_f4ebc2_style_tablet";
  DROP TYPE "public"."enum__projects_v_blocks_network_widget_s_1d3vl40_repeat_tablet";
  DROP TYPE "public"."enum__projects_v_blocks_network_widge_mfg64v_speedCurve_tablet";
  DROP TYPE "public"."enum__projects_v_blocks_network_widget_set_198iegu_style_phone";
  DROP TYPE "public"."enum__projects_v_blocks_network_widget_se_18ogsz0_repeat_phone";
  DROP TYPE "public"."enum__projects_v_blocks_network_widget_e02nu5_speedCurve_phone";
  DROP TYPE "public"."enum__projects_v_blocks_row_columns_settings_hide_on";
  DROP TYPE "public"."enum__projects_v_blocks_row_columns_settings_link_target";
  DROP TYPE "public"."enum__projects_v_blocks_row_columns_settings_animation_style";
  DROP TYPE "public"."enum__projects_v_blocks_row_columns_settings_animation_repeat";
  DROP TYPE "public"."enum__projects_v_blocks_row_columns_setting_1m4evbb_speedCurve";
  DROP TYPE "public"."enum__projects_v_blocks_row_columns_setti_1s2tjjb_style_tablet";
  DROP TYPE "public"."enum__projects_v_blocks_row_columns_sett_1woittf_repeat_tablet";
  DROP TYPE "public"."enum__projects_v_blocks_row_columns_s_ifninc_speedCurve_tablet";
  DROP TYPE "public"."enum__projects_v_blocks_row_columns_setting_tigjn9_style_phone";
  DROP TYPE "public"."enum__projects_v_blocks_row_columns_setti_1h0vtk1_repeat_phone";
  DROP TYPE "public"."enum__projects_v_blocks_row_columns_se_r2whpg_speedCurve_phone";
  DROP TYPE "public"."enum__projects_v_blocks_row_settings_hide_on";
  DROP TYPE "public"."enum__projects_v_blocks_row_structure";
  DROP TYPE "public"."enum__projects_v_blocks_row_vertical_align";
  DROP TYPE "public"."enum__projects_v_blocks_row_settings_link_target";
  DROP TYPE "public"."enum__projects_v_blocks_row_settings_animation_style";
  DROP TYPE "public"."enum__projects_v_blocks_row_settings_animation_repeat";
  DROP TYPE "public"."enum__projects_v_blocks_row_settings_animation_speedCurve";
  DROP TYPE "public"."enum__projects_v_blocks_row_settings_animation_style_tablet";
  DROP TYPE "public"."enum__projects_v_blocks_row_settings_animation_repeat_tablet";
  DROP TYPE "public"."enum__projects_v_blocks_row_settings__z49qn8_speedCurve_tablet";
  DROP TYPE "public"."enum__projects_v_blocks_row_settings_animation_style_phone";
  DROP TYPE "public"."enum__projects_v_blocks_row_settings_animation_repeat_phone";
  DROP TYPE "public"."enum__projects_v_blocks_row_settings_animation_speedCurve_phone";
  DROP TYPE "public"."enum__projects_v_blocks_section_settings_hide_on";
  DROP TYPE "public"."enum__projects_v_blocks_section_background_type";
  DROP TYPE "public"."enum__projects_v_blocks_section_text_tone";
  DROP TYPE "public"."enum__projects_v_blocks_section_width";
  DROP TYPE "public"."enum__projects_v_blocks_section_settings_link_target";
  DROP TYPE "public"."enum__projects_v_blocks_section_settings_animation_style";
  DROP TYPE "public"."enum__projects_v_blocks_section_settings_animation_repeat";
  DROP TYPE "public"."enum__projects_v_blocks_section_settings_animation_speedCurve";
  DROP TYPE "public"."enum__projects_v_blocks_section_settings_animation_style_tablet";
  DROP TYPE "public"."enum__projects_v_blocks_section_settings_1iff3ea_repeat_tablet";
  DROP TYPE "public"."enum__projects_v_blocks_section_sett_1eou69x_speedCurve_tablet";
  DROP TYPE "public"."enum__projects_v_blocks_section_settings_animation_style_phone";
  DROP TYPE "public"."enum__projects_v_blocks_section_settings_animation_repeat_phone";
  DROP TYPE "public"."enum__projects_v_blocks_section_setti_1dce2vn_speedCurve_phone";
  DROP TYPE "public"."enum__projects_v_version_status";
  DROP TYPE "public"."enum__projects_v_published_locale";
  DROP TYPE "public"."enum_users_roles";
  DROP TYPE "public"."enum_shipping_methods_countries";
  DROP TYPE "public"."enum_coupons_kind";
  DROP TYPE "public"."enum_product_reviews_status";
  DROP TYPE "public"."enum_outbox_kind";
  DROP TYPE "public"."enum_outbox_status";
  DROP TYPE "public"."enum_addresses_country";
  DROP TYPE "public"."enum_products_vat_rate";
  DROP TYPE "public"."enum_carts_currency";
  DROP TYPE "public"."enum_orders_status";
  DROP TYPE "public"."enum_orders_currency";
  DROP TYPE "public"."enum_orders_payment_method";
  DROP TYPE "public"."enum_transactions_status";
  DROP TYPE "public"."enum_transactions_currency";
  DROP TYPE "public"."enum_transactions_method";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  DROP TYPE "public"."enum_header_nav_items_children_link_type";
  DROP TYPE "public"."enum_header_nav_items_link_type";
  DROP TYPE "public"."enum_header_cta_link_type";
  DROP TYPE "public"."enum_footer_columns_links_link_type";`)
}
