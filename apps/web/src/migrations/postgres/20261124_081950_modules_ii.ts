import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_countdown_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum_pages_blocks_countdown_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_countdown_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_pages_blocks_countdown_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_pages_blocks_countdown_settings_animation_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_pages_blocks_countdown_settings_animation_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_pages_blocks_countdown_settings_animation_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_pages_blocks_countdown_settings_14p5qnj_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_pages_blocks_countdown_settings_animation_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_pages_blocks_countdown_settings_animation_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_pages_blocks_countdown_settings_animation_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_pages_blocks_circle_counter_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum_pages_blocks_circle_counter_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_circle_counter_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_pages_blocks_circle_counter_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_pages_blocks_circle_counter_settings_animation_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_pages_blocks_circle_counter_settings__ejymlw_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_pages_blocks_circle_counter_setting_119r8ou_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_pages_blocks_circle_counter_sett_qgs7gp_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_pages_blocks_circle_counter_settings_animation_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_pages_blocks_circle_counter_settings__qi9qq2_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_pages_blocks_circle_counter_setti_7vvjjr_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_pages_blocks_number_counter_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum_pages_blocks_number_counter_separator" AS ENUM('space', 'period', 'comma', 'none');
  CREATE TYPE "public"."enum_pages_blocks_number_counter_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_number_counter_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_pages_blocks_number_counter_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_pages_blocks_number_counter_settings_animation_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_pages_blocks_number_counter_settings__7wup0l_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_pages_blocks_number_counter_setting_1bpguph_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_pages_blocks_number_counter_sett_adj82u_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_pages_blocks_number_counter_settings_animation_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_pages_blocks_number_counter_settings_1xthlvn_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_pages_blocks_number_counter_setti_t5n9tu_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_pages_blocks_bar_counters_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum_pages_blocks_bar_counters_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_bar_counters_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_pages_blocks_bar_counters_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_pages_blocks_bar_counters_settings_animation_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_pages_blocks_bar_counters_settings_animation_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_pages_blocks_bar_counters_settings_animation_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_pages_blocks_bar_counters_setti_1jk2lgd_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_pages_blocks_bar_counters_settings_animation_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_pages_blocks_bar_counters_settings_animation_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_pages_blocks_bar_counters_settin_14ywot7_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_pages_blocks_tabs_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum_pages_blocks_tabs_activation" AS ENUM('automatic', 'manual');
  CREATE TYPE "public"."enum_pages_blocks_tabs_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_tabs_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_pages_blocks_tabs_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_pages_blocks_tabs_settings_animation_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_pages_blocks_tabs_settings_animation_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_pages_blocks_tabs_settings_animation_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_pages_blocks_tabs_settings_animation_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_pages_blocks_tabs_settings_animation_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_pages_blocks_tabs_settings_animation_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_pages_blocks_tabs_settings_animation_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_pages_blocks_toggle_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum_pages_blocks_toggle_icon" AS ENUM('plus', 'chevron');
  CREATE TYPE "public"."enum_pages_blocks_toggle_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_toggle_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_pages_blocks_toggle_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_pages_blocks_toggle_settings_animation_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_pages_blocks_toggle_settings_animation_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_pages_blocks_toggle_settings_animation_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_pages_blocks_toggle_settings_animation_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_pages_blocks_toggle_settings_animation_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_pages_blocks_toggle_settings_animation_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_pages_blocks_toggle_settings_animation_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_pages_blocks_accordion_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum_pages_blocks_accordion_icon" AS ENUM('plus', 'chevron');
  CREATE TYPE "public"."enum_pages_blocks_accordion_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_accordion_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_pages_blocks_accordion_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_pages_blocks_accordion_settings_animation_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_pages_blocks_accordion_settings_animation_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_pages_blocks_accordion_settings_animation_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_pages_blocks_accordion_settings_1p3m51g_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_pages_blocks_accordion_settings_animation_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_pages_blocks_accordion_settings_animation_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_pages_blocks_accordion_settings_animation_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_filt_portfolio_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum_filt_portfolio_layout" AS ENUM('grid', 'fullwidth');
  CREATE TYPE "public"."enum_filt_portfolio_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_filt_portfolio_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_filt_portfolio_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_filt_portfolio_settings_animation_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_filt_portfolio_settings_animation_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_filt_portfolio_settings_animation_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_filt_portfolio_settings_animation_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_filt_portfolio_settings_animation_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_filt_portfolio_settings_animation_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_filt_portfolio_settings_animation_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_pages_blocks_blog_listing_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum_pages_blocks_blog_listing_layout" AS ENUM('grid', 'list');
  CREATE TYPE "public"."enum_pages_blocks_blog_listing_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_blog_listing_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_pages_blocks_blog_listing_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_pages_blocks_blog_listing_settings_animation_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_pages_blocks_blog_listing_settings_animation_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_pages_blocks_blog_listing_settings_animation_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_pages_blocks_blog_listing_setti_1bd8ctp_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_pages_blocks_blog_listing_settings_animation_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_pages_blocks_blog_listing_settings_animation_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_pages_blocks_blog_listing_settin_1nbi2uj_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_pages_blocks_search_form_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum_pages_blocks_search_form_button_style" AS ENUM('primary', 'secondary', 'outline');
  CREATE TYPE "public"."enum_pages_blocks_search_form_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_search_form_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_pages_blocks_search_form_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_pages_blocks_search_form_settings_animation_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_pages_blocks_search_form_settings_animation_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_pages_blocks_search_form_settings_animation_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_pages_blocks_search_form_settin_1h5scrj_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_pages_blocks_search_form_settings_animation_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_pages_blocks_search_form_settings_animation_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_pages_blocks_search_form_settings_xbi9od_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__pages_v_blocks_countdown_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum__pages_v_blocks_countdown_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__pages_v_blocks_countdown_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__pages_v_blocks_countdown_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__pages_v_blocks_countdown_settings_animation_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__pages_v_blocks_countdown_settings_animation_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__pages_v_blocks_countdown_settings_animation_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__pages_v_blocks_countdown_settin_ctt2wz_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__pages_v_blocks_countdown_settings_animation_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__pages_v_blocks_countdown_settings_animation_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__pages_v_blocks_countdown_setting_df6c8h_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__pages_v_blocks_circle_counter_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum__pages_v_blocks_circle_counter_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__pages_v_blocks_circle_counter_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__pages_v_blocks_circle_counter_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__pages_v_blocks_circle_counter_settings_1v30r0_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__pages_v_blocks_circle_counter_settin_cbztu8_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__pages_v_blocks_circle_counter_sett_173etsy_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__pages_v_blocks_circle_counter_s_v09j79_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__pages_v_blocks_circle_counter_setting_u89zfg_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__pages_v_blocks_circle_counter_setti_1fdx35q_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__pages_v_blocks_circle_counter_se_77gc8z_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__pages_v_blocks_number_counter_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum__pages_v_blocks_number_counter_separator" AS ENUM('space', 'period', 'comma', 'none');
  CREATE TYPE "public"."enum__pages_v_blocks_number_counter_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__pages_v_blocks_number_counter_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__pages_v_blocks_number_counter_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__pages_v_blocks_number_counter_settings_afxflx_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__pages_v_blocks_number_counter_setti_1g299i9_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__pages_v_blocks_number_counter_setti_qsimm1_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__pages_v_blocks_number_counter__1sgxn2a_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__pages_v_blocks_number_counter_settin_1jxu8f3_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__pages_v_blocks_number_counter_settin_84w4h3_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__pages_v_blocks_number_counter_s_15ey1r2_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__pages_v_blocks_bar_counters_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum__pages_v_blocks_bar_counters_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__pages_v_blocks_bar_counters_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__pages_v_blocks_bar_counters_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__pages_v_blocks_bar_counters_settings_animation_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__pages_v_blocks_bar_counters_settings_lpx6o4_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__pages_v_blocks_bar_counters_settin_1a6ouge_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__pages_v_blocks_bar_counters_set_lc84hl_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__pages_v_blocks_bar_counters_settings__ory16o_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__pages_v_blocks_bar_counters_setting_1oacha2_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__pages_v_blocks_bar_counters_set_14e8zmv_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__pages_v_blocks_tabs_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum__pages_v_blocks_tabs_activation" AS ENUM('automatic', 'manual');
  CREATE TYPE "public"."enum__pages_v_blocks_tabs_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__pages_v_blocks_tabs_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__pages_v_blocks_tabs_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__pages_v_blocks_tabs_settings_animation_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__pages_v_blocks_tabs_settings_animation_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__pages_v_blocks_tabs_settings_animation_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__pages_v_blocks_tabs_settings_animation_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__pages_v_blocks_tabs_settings_animation_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__pages_v_blocks_tabs_settings_animation_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__pages_v_blocks_tabs_settings_animation_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__pages_v_blocks_toggle_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum__pages_v_blocks_toggle_icon" AS ENUM('plus', 'chevron');
  CREATE TYPE "public"."enum__pages_v_blocks_toggle_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__pages_v_blocks_toggle_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__pages_v_blocks_toggle_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__pages_v_blocks_toggle_settings_animation_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__pages_v_blocks_toggle_settings_animation_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__pages_v_blocks_toggle_settings_animation_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__pages_v_blocks_toggle_settings_138sy5o_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__pages_v_blocks_toggle_settings_animation_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__pages_v_blocks_toggle_settings_animation_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__pages_v_blocks_toggle_settings_animation_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__pages_v_blocks_accordion_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum__pages_v_blocks_accordion_icon" AS ENUM('plus', 'chevron');
  CREATE TYPE "public"."enum__pages_v_blocks_accordion_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__pages_v_blocks_accordion_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__pages_v_blocks_accordion_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__pages_v_blocks_accordion_settings_animation_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__pages_v_blocks_accordion_settings_animation_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__pages_v_blocks_accordion_settings_animation_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__pages_v_blocks_accordion_settin_tbxrx4_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__pages_v_blocks_accordion_settings_animation_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__pages_v_blocks_accordion_settings_animation_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__pages_v_blocks_accordion_setting_fosbdg_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__filt_portfolio_v_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum__filt_portfolio_v_layout" AS ENUM('grid', 'fullwidth');
  CREATE TYPE "public"."enum__filt_portfolio_v_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__filt_portfolio_v_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__filt_portfolio_v_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__filt_portfolio_v_settings_animation_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__filt_portfolio_v_settings_animation_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__filt_portfolio_v_settings_animation_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__filt_portfolio_v_settings_animation_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__filt_portfolio_v_settings_animation_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__filt_portfolio_v_settings_animation_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__filt_portfolio_v_settings_animation_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__pages_v_blocks_blog_listing_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum__pages_v_blocks_blog_listing_layout" AS ENUM('grid', 'list');
  CREATE TYPE "public"."enum__pages_v_blocks_blog_listing_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__pages_v_blocks_blog_listing_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__pages_v_blocks_blog_listing_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__pages_v_blocks_blog_listing_settings_animation_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__pages_v_blocks_blog_listing_setting_1qexmck_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__pages_v_blocks_blog_listing_settin_1c53xu6_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__pages_v_blocks_blog_listing_set_fk1o0p_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__pages_v_blocks_blog_listing_settings__a5b6g0_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__pages_v_blocks_blog_listing_setting_1cfmk7u_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__pages_v_blocks_blog_listing_set_1f5eccn_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__pages_v_blocks_search_form_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum__pages_v_blocks_search_form_button_style" AS ENUM('primary', 'secondary', 'outline');
  CREATE TYPE "public"."enum__pages_v_blocks_search_form_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__pages_v_blocks_search_form_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__pages_v_blocks_search_form_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__pages_v_blocks_search_form_settings_animation_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__pages_v_blocks_search_form_settings__bvefam_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__pages_v_blocks_search_form_settings_abt59w_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__pages_v_blocks_search_form_sett_i6zlxn_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__pages_v_blocks_search_form_settings_animation_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__pages_v_blocks_search_form_settings_1njxovk_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__pages_v_blocks_search_form_setti_gdtkh5_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_projects_blocks_countdown_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum_projects_blocks_countdown_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_projects_blocks_countdown_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_projects_blocks_countdown_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_projects_blocks_countdown_settings_animation_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_projects_blocks_countdown_settings_animation_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_projects_blocks_countdown_settings_animation_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_projects_blocks_countdown_setti_136n9g7_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_projects_blocks_countdown_settings_animation_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_projects_blocks_countdown_settings_animation_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_projects_blocks_countdown_settin_1ly7811_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_projects_blocks_circle_counter_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum_projects_blocks_circle_counter_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_projects_blocks_circle_counter_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_projects_blocks_circle_counter_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_projects_blocks_circle_counter_settings_g4b860_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_projects_blocks_circle_counter_settin_3w9dos_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_projects_blocks_circle_counter_setti_inm29y_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_projects_blocks_circle_counter_s_tc66gh_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_projects_blocks_circle_counter_setting_qpkv5k_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_projects_blocks_circle_counter_setti_13iaov6_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_projects_blocks_circle_counter_se_ddy0tr_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_projects_blocks_number_counter_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum_projects_blocks_number_counter_separator" AS ENUM('space', 'period', 'comma', 'none');
  CREATE TYPE "public"."enum_projects_blocks_number_counter_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_projects_blocks_number_counter_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_projects_blocks_number_counter_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_projects_blocks_number_counter_setting_1vp2u75_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_projects_blocks_number_counter_settin_ld8skd_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_projects_blocks_number_counter_sett_12yx35p_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_projects_blocks_number_counter__1anndri_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_projects_blocks_number_counter_setting_2q4b2z_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_projects_blocks_number_counter_setti_1h0v517_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_projects_blocks_number_counter_s_1evj7p6_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_projects_blocks_bar_counters_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum_projects_blocks_bar_counters_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_projects_blocks_bar_counters_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_projects_blocks_bar_counters_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_projects_blocks_bar_counters_settings_animation_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_projects_blocks_bar_counters_setting_1cj2myo_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_projects_blocks_bar_counters_setting_xekj8y_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_projects_blocks_bar_counters_se_1vtitad_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_projects_blocks_bar_counters_settings__6kic7g_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_projects_blocks_bar_counters_setting_1ckjc9a_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_projects_blocks_bar_counters_set_1270237_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_projects_blocks_tabs_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum_projects_blocks_tabs_activation" AS ENUM('automatic', 'manual');
  CREATE TYPE "public"."enum_projects_blocks_tabs_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_projects_blocks_tabs_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_projects_blocks_tabs_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_projects_blocks_tabs_settings_animation_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_projects_blocks_tabs_settings_animation_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_projects_blocks_tabs_settings_animation_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_projects_blocks_tabs_settings_animation_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_projects_blocks_tabs_settings_animation_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_projects_blocks_tabs_settings_animation_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_projects_blocks_tabs_settings_animation_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_projects_blocks_toggle_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum_projects_blocks_toggle_icon" AS ENUM('plus', 'chevron');
  CREATE TYPE "public"."enum_projects_blocks_toggle_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_projects_blocks_toggle_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_projects_blocks_toggle_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_projects_blocks_toggle_settings_animation_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_projects_blocks_toggle_settings_animation_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_projects_blocks_toggle_settings_animation_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_projects_blocks_toggle_settings__hujruw_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_projects_blocks_toggle_settings_animation_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_projects_blocks_toggle_settings_animation_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_projects_blocks_toggle_settings_animation_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_projects_blocks_accordion_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum_projects_blocks_accordion_icon" AS ENUM('plus', 'chevron');
  CREATE TYPE "public"."enum_projects_blocks_accordion_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_projects_blocks_accordion_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_projects_blocks_accordion_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_projects_blocks_accordion_settings_animation_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_projects_blocks_accordion_settings_animation_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_projects_blocks_accordion_settings_animation_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_projects_blocks_accordion_settin_fq3h7w_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_projects_blocks_accordion_settings_animation_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_projects_blocks_accordion_settings_animation_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_projects_blocks_accordion_setting_auppqw_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_projects_blocks_blog_listing_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum_projects_blocks_blog_listing_layout" AS ENUM('grid', 'list');
  CREATE TYPE "public"."enum_projects_blocks_blog_listing_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_projects_blocks_blog_listing_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_projects_blocks_blog_listing_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_projects_blocks_blog_listing_settings_animation_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_projects_blocks_blog_listing_settings_45douo_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_projects_blocks_blog_listing_settin_1mhwtr6_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_projects_blocks_blog_listing_set_ijfpv9_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_projects_blocks_blog_listing_settings__bzfjdo_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_projects_blocks_blog_listing_setting_1iclq4e_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_projects_blocks_blog_listing_sett_skqhj7_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_projects_blocks_search_form_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum_projects_blocks_search_form_button_style" AS ENUM('primary', 'secondary', 'outline');
  CREATE TYPE "public"."enum_projects_blocks_search_form_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_projects_blocks_search_form_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_projects_blocks_search_form_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_projects_blocks_search_form_settings_animation_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_projects_blocks_search_form_settings__2dhhyi_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_projects_blocks_search_form_settings_tgpbh4_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_projects_blocks_search_form_set_17w2qqv_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_projects_blocks_search_form_settings_animation_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_projects_blocks_search_form_settings_1q272vo_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_projects_blocks_search_form_sett_1tq494l_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__projects_v_blocks_countdown_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum__projects_v_blocks_countdown_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__projects_v_blocks_countdown_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__projects_v_blocks_countdown_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__projects_v_blocks_countdown_settings_animation_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__projects_v_blocks_countdown_settings_1txfv0_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__projects_v_blocks_countdown_settin_12xb1mu_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__projects_v_blocks_countdown_se_1pu2r75_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__projects_v_blocks_countdown_settings_1hbioxk_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__projects_v_blocks_countdown_setting_11fyr1e_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__projects_v_blocks_countdown_sett_b6czan_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__projects_v_blocks_circle_counter_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum__projects_v_blocks_circle_counter_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__projects_v_blocks_circle_counter_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__projects_v_blocks_circle_counter_settings_1ps5yfz_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__projects_v_blocks_circle_counter_setti_iv7lzu_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__projects_v_blocks_circle_counter_se_1cv26tu_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__projects_v_blocks_circle_counter_se_4uxkc0_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__projects_v_blocks_circle_counte_cc4k0v_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__projects_v_blocks_circle_counter_set_1jkj8xa_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__projects_v_blocks_circle_counter_se_12fberg_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__projects_v_blocks_circle_counte_1g4vx31_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__projects_v_blocks_number_counter_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum__projects_v_blocks_number_counter_separator" AS ENUM('space', 'period', 'comma', 'none');
  CREATE TYPE "public"."enum__projects_v_blocks_number_counter_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__projects_v_blocks_number_counter_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__projects_v_blocks_number_counter_settings_1q2540i_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__projects_v_blocks_number_counter_sett_11t3ter_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__projects_v_blocks_number_counter_sett_6lgf7_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__projects_v_blocks_number_counter_s_1vrua07_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__projects_v_blocks_number_count_1njb4ac_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__projects_v_blocks_number_counter_sett_29145t_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__projects_v_blocks_number_counter_set_h6mjjp_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__projects_v_blocks_number_counter_g1w9tc_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__projects_v_blocks_bar_counters_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum__projects_v_blocks_bar_counters_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__projects_v_blocks_bar_counters_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__projects_v_blocks_bar_counters_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__projects_v_blocks_bar_counters_settin_1k2dsyu_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__projects_v_blocks_bar_counters_sett_1qesvim_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__projects_v_blocks_bar_counters_sett_yn85ck_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__projects_v_blocks_bar_counters_1rpye23_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__projects_v_blocks_bar_counters_setti_1jyklei_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__projects_v_blocks_bar_counters_sett_1rfbmj4_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__projects_v_blocks_bar_counters_s_sqpoax_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__projects_v_blocks_tabs_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum__projects_v_blocks_tabs_activation" AS ENUM('automatic', 'manual');
  CREATE TYPE "public"."enum__projects_v_blocks_tabs_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__projects_v_blocks_tabs_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__projects_v_blocks_tabs_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__projects_v_blocks_tabs_settings_animation_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__projects_v_blocks_tabs_settings_animation_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__projects_v_blocks_tabs_settings_animation_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__projects_v_blocks_tabs_settings_88viui_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__projects_v_blocks_tabs_settings_animation_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__projects_v_blocks_tabs_settings_animation_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__projects_v_blocks_tabs_settings__3dbg46_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__projects_v_blocks_toggle_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum__projects_v_blocks_toggle_icon" AS ENUM('plus', 'chevron');
  CREATE TYPE "public"."enum__projects_v_blocks_toggle_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__projects_v_blocks_toggle_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__projects_v_blocks_toggle_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__projects_v_blocks_toggle_settings_animation_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__projects_v_blocks_toggle_settings_animation_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__projects_v_blocks_toggle_settings_animation_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__projects_v_blocks_toggle_setti_1hvm4xu_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__projects_v_blocks_toggle_settings_animation_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__projects_v_blocks_toggle_settings_animation_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__projects_v_blocks_toggle_settin_1nt2llq_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__projects_v_blocks_accordion_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum__projects_v_blocks_accordion_icon" AS ENUM('plus', 'chevron');
  CREATE TYPE "public"."enum__projects_v_blocks_accordion_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__projects_v_blocks_accordion_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__projects_v_blocks_accordion_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__projects_v_blocks_accordion_settings_animation_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__projects_v_blocks_accordion_settings_of1ujx_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__projects_v_blocks_accordion_settin_1ypcab1_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__projects_v_blocks_accordion_set_ia7wri_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__projects_v_blocks_accordion_settings__mrzwff_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__projects_v_blocks_accordion_settings_q62hwr_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__projects_v_blocks_accordion_sett_tojg8a_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__projects_v_blocks_blog_listing_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum__projects_v_blocks_blog_listing_layout" AS ENUM('grid', 'list');
  CREATE TYPE "public"."enum__projects_v_blocks_blog_listing_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__projects_v_blocks_blog_listing_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__projects_v_blocks_blog_listing_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__projects_v_blocks_blog_listing_settin_1gc79si_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__projects_v_blocks_blog_listing_sett_11evh9m_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__projects_v_blocks_blog_listing_sett_eusnrs_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__projects_v_blocks_blog_listing__uluuhz_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__projects_v_blocks_blog_listing_setti_1eus386_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__projects_v_blocks_blog_listing_setti_q2h07o_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__projects_v_blocks_blog_listing_s_eehanp_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__projects_v_blocks_search_form_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum__projects_v_blocks_search_form_button_style" AS ENUM('primary', 'secondary', 'outline');
  CREATE TYPE "public"."enum__projects_v_blocks_search_form_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__projects_v_blocks_search_form_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__projects_v_blocks_search_form_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__projects_v_blocks_search_form_setting_13ay4xw_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__projects_v_blocks_search_form_settin_x8eh7s_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__projects_v_blocks_search_form_setti_thxnsa_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__projects_v_blocks_search_form_s_2wx5fh_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__projects_v_blocks_search_form_setting_lx1hk4_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__projects_v_blocks_search_form_settin_fujw0m_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__projects_v_blocks_search_form_se_hy4fy3_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TABLE "pages_blocks_countdown_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_pages_blocks_countdown_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_countdown" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"end_time" timestamp(3) with time zone,
  	"show_end_time" boolean DEFAULT true,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum_pages_blocks_countdown_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum_pages_blocks_countdown_settings_animation_style",
  	"settings_animation_repeat" "enum_pages_blocks_countdown_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum_pages_blocks_countdown_settings_animation_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum_pages_blocks_countdown_settings_animation_style_tablet",
  	"settings_animation_repeat_tablet" "enum_pages_blocks_countdown_settings_animation_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum_pages_blocks_countdown_settings_14p5qnj_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum_pages_blocks_countdown_settings_animation_style_phone",
  	"settings_animation_repeat_phone" "enum_pages_blocks_countdown_settings_animation_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum_pages_blocks_countdown_settings_animation_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_countdown_locales" (
  	"title" varchar,
  	"end_message" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_circle_counter_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_pages_blocks_circle_counter_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_circle_counter" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"percent" numeric DEFAULT 50,
  	"percent_sign" boolean DEFAULT true,
  	"colours_desktop_bar" varchar,
  	"colours_desktop_track" varchar,
  	"colours_desktop_track_alpha" numeric,
  	"colours_tablet_bar" varchar,
  	"colours_tablet_track" varchar,
  	"colours_tablet_track_alpha" numeric,
  	"colours_phone_bar" varchar,
  	"colours_phone_track" varchar,
  	"colours_phone_track_alpha" numeric,
  	"colours_hover_bar" varchar,
  	"colours_hover_track" varchar,
  	"colours_hover_track_alpha" numeric,
  	"colours_sticky_bar" varchar,
  	"colours_sticky_track" varchar,
  	"colours_sticky_track_alpha" numeric,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum_pages_blocks_circle_counter_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum_pages_blocks_circle_counter_settings_animation_style",
  	"settings_animation_repeat" "enum_pages_blocks_circle_counter_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum_pages_blocks_circle_counter_settings_animation_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum_pages_blocks_circle_counter_settings__ejymlw_style_tablet",
  	"settings_animation_repeat_tablet" "enum_pages_blocks_circle_counter_setting_119r8ou_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum_pages_blocks_circle_counter_sett_qgs7gp_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum_pages_blocks_circle_counter_settings_animation_style_phone",
  	"settings_animation_repeat_phone" "enum_pages_blocks_circle_counter_settings__qi9qq2_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum_pages_blocks_circle_counter_setti_7vvjjr_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_circle_counter_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_number_counter_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_pages_blocks_number_counter_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_number_counter" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" numeric DEFAULT 50,
  	"separator" "enum_pages_blocks_number_counter_separator" DEFAULT 'space',
  	"percent_sign" boolean DEFAULT false,
  	"colours_desktop_number" varchar,
  	"colours_tablet_number" varchar,
  	"colours_phone_number" varchar,
  	"colours_hover_number" varchar,
  	"colours_sticky_number" varchar,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum_pages_blocks_number_counter_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum_pages_blocks_number_counter_settings_animation_style",
  	"settings_animation_repeat" "enum_pages_blocks_number_counter_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum_pages_blocks_number_counter_settings_animation_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum_pages_blocks_number_counter_settings__7wup0l_style_tablet",
  	"settings_animation_repeat_tablet" "enum_pages_blocks_number_counter_setting_1bpguph_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum_pages_blocks_number_counter_sett_adj82u_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum_pages_blocks_number_counter_settings_animation_style_phone",
  	"settings_animation_repeat_phone" "enum_pages_blocks_number_counter_settings_1xthlvn_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum_pages_blocks_number_counter_setti_t5n9tu_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_number_counter_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_bar_counters_bars" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"percent" numeric
  );
  
  CREATE TABLE "pages_blocks_bar_counters_bars_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_bar_counters_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_pages_blocks_bar_counters_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_bar_counters" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"show_percent" boolean DEFAULT true,
  	"colours_desktop_bar" varchar,
  	"colours_desktop_track" varchar,
  	"colours_desktop_track_alpha" numeric,
  	"colours_tablet_bar" varchar,
  	"colours_tablet_track" varchar,
  	"colours_tablet_track_alpha" numeric,
  	"colours_phone_bar" varchar,
  	"colours_phone_track" varchar,
  	"colours_phone_track_alpha" numeric,
  	"colours_hover_bar" varchar,
  	"colours_hover_track" varchar,
  	"colours_hover_track_alpha" numeric,
  	"colours_sticky_bar" varchar,
  	"colours_sticky_track" varchar,
  	"colours_sticky_track_alpha" numeric,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum_pages_blocks_bar_counters_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum_pages_blocks_bar_counters_settings_animation_style",
  	"settings_animation_repeat" "enum_pages_blocks_bar_counters_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum_pages_blocks_bar_counters_settings_animation_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum_pages_blocks_bar_counters_settings_animation_style_tablet",
  	"settings_animation_repeat_tablet" "enum_pages_blocks_bar_counters_settings_animation_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum_pages_blocks_bar_counters_setti_1jk2lgd_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum_pages_blocks_bar_counters_settings_animation_style_phone",
  	"settings_animation_repeat_phone" "enum_pages_blocks_bar_counters_settings_animation_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum_pages_blocks_bar_counters_settin_14ywot7_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_tabs_tabs" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_tabs_tabs_locales" (
  	"title" varchar,
  	"content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_tabs_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_pages_blocks_tabs_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_tabs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"activation" "enum_pages_blocks_tabs_activation" DEFAULT 'automatic',
  	"active_background" varchar,
  	"inactive_background" varchar,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum_pages_blocks_tabs_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum_pages_blocks_tabs_settings_animation_style",
  	"settings_animation_repeat" "enum_pages_blocks_tabs_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum_pages_blocks_tabs_settings_animation_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum_pages_blocks_tabs_settings_animation_style_tablet",
  	"settings_animation_repeat_tablet" "enum_pages_blocks_tabs_settings_animation_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum_pages_blocks_tabs_settings_animation_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum_pages_blocks_tabs_settings_animation_style_phone",
  	"settings_animation_repeat_phone" "enum_pages_blocks_tabs_settings_animation_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum_pages_blocks_tabs_settings_animation_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_tabs_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_toggle_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_pages_blocks_toggle_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_toggle" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"open" boolean DEFAULT false,
  	"icon" "enum_pages_blocks_toggle_icon" DEFAULT 'plus',
  	"open_background" varchar,
  	"closed_background" varchar,
  	"icon_color" varchar,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum_pages_blocks_toggle_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum_pages_blocks_toggle_settings_animation_style",
  	"settings_animation_repeat" "enum_pages_blocks_toggle_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum_pages_blocks_toggle_settings_animation_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum_pages_blocks_toggle_settings_animation_style_tablet",
  	"settings_animation_repeat_tablet" "enum_pages_blocks_toggle_settings_animation_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum_pages_blocks_toggle_settings_animation_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum_pages_blocks_toggle_settings_animation_style_phone",
  	"settings_animation_repeat_phone" "enum_pages_blocks_toggle_settings_animation_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum_pages_blocks_toggle_settings_animation_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_toggle_locales" (
  	"title" varchar,
  	"content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_accordion_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_accordion_items_locales" (
  	"title" varchar,
  	"content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_accordion_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_pages_blocks_accordion_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_accordion" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"open_item" numeric DEFAULT 1,
  	"icon" "enum_pages_blocks_accordion_icon" DEFAULT 'plus',
  	"open_background" varchar,
  	"closed_background" varchar,
  	"icon_color" varchar,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum_pages_blocks_accordion_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum_pages_blocks_accordion_settings_animation_style",
  	"settings_animation_repeat" "enum_pages_blocks_accordion_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum_pages_blocks_accordion_settings_animation_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum_pages_blocks_accordion_settings_animation_style_tablet",
  	"settings_animation_repeat_tablet" "enum_pages_blocks_accordion_settings_animation_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum_pages_blocks_accordion_settings_1p3m51g_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum_pages_blocks_accordion_settings_animation_style_phone",
  	"settings_animation_repeat_phone" "enum_pages_blocks_accordion_settings_animation_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum_pages_blocks_accordion_settings_animation_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"block_name" varchar
  );
  
  CREATE TABLE "filt_portfolio_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_filt_portfolio_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "filt_portfolio" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"layout" "enum_filt_portfolio_layout" DEFAULT 'grid',
  	"posts_number" numeric DEFAULT 10,
  	"show_title" boolean DEFAULT true,
  	"show_categories" boolean DEFAULT true,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum_filt_portfolio_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum_filt_portfolio_settings_animation_style",
  	"settings_animation_repeat" "enum_filt_portfolio_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum_filt_portfolio_settings_animation_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum_filt_portfolio_settings_animation_style_tablet",
  	"settings_animation_repeat_tablet" "enum_filt_portfolio_settings_animation_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum_filt_portfolio_settings_animation_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum_filt_portfolio_settings_animation_style_phone",
  	"settings_animation_repeat_phone" "enum_filt_portfolio_settings_animation_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum_filt_portfolio_settings_animation_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"block_name" varchar
  );
  
  CREATE TABLE "filt_portfolio_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_blog_listing_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_pages_blocks_blog_listing_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_blog_listing" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"layout" "enum_pages_blocks_blog_listing_layout" DEFAULT 'grid',
  	"posts_number" numeric DEFAULT 6,
  	"show_image" boolean DEFAULT true,
  	"show_excerpt" boolean DEFAULT true,
  	"show_meta" boolean DEFAULT true,
  	"show_pagination" boolean DEFAULT true,
  	"ajax_pagination" boolean DEFAULT true,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum_pages_blocks_blog_listing_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum_pages_blocks_blog_listing_settings_animation_style",
  	"settings_animation_repeat" "enum_pages_blocks_blog_listing_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum_pages_blocks_blog_listing_settings_animation_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum_pages_blocks_blog_listing_settings_animation_style_tablet",
  	"settings_animation_repeat_tablet" "enum_pages_blocks_blog_listing_settings_animation_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum_pages_blocks_blog_listing_setti_1bd8ctp_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum_pages_blocks_blog_listing_settings_animation_style_phone",
  	"settings_animation_repeat_phone" "enum_pages_blocks_blog_listing_settings_animation_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum_pages_blocks_blog_listing_settin_1nbi2uj_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_blog_listing_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_search_form_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_pages_blocks_search_form_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_search_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"hide_label" boolean,
  	"button_style" "enum_pages_blocks_search_form_button_style" DEFAULT 'primary',
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum_pages_blocks_search_form_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum_pages_blocks_search_form_settings_animation_style",
  	"settings_animation_repeat" "enum_pages_blocks_search_form_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum_pages_blocks_search_form_settings_animation_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum_pages_blocks_search_form_settings_animation_style_tablet",
  	"settings_animation_repeat_tablet" "enum_pages_blocks_search_form_settings_animation_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum_pages_blocks_search_form_settin_1h5scrj_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum_pages_blocks_search_form_settings_animation_style_phone",
  	"settings_animation_repeat_phone" "enum_pages_blocks_search_form_settings_animation_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum_pages_blocks_search_form_settings_xbi9od_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_search_form_locales" (
  	"label" varchar,
  	"placeholder" varchar,
  	"button_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_countdown_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__pages_v_blocks_countdown_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_countdown" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"end_time" timestamp(3) with time zone,
  	"show_end_time" boolean DEFAULT true,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum__pages_v_blocks_countdown_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum__pages_v_blocks_countdown_settings_animation_style",
  	"settings_animation_repeat" "enum__pages_v_blocks_countdown_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum__pages_v_blocks_countdown_settings_animation_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum__pages_v_blocks_countdown_settings_animation_style_tablet",
  	"settings_animation_repeat_tablet" "enum__pages_v_blocks_countdown_settings_animation_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum__pages_v_blocks_countdown_settin_ctt2wz_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum__pages_v_blocks_countdown_settings_animation_style_phone",
  	"settings_animation_repeat_phone" "enum__pages_v_blocks_countdown_settings_animation_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum__pages_v_blocks_countdown_setting_df6c8h_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_countdown_locales" (
  	"title" varchar,
  	"end_message" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_circle_counter_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__pages_v_blocks_circle_counter_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_circle_counter" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"percent" numeric DEFAULT 50,
  	"percent_sign" boolean DEFAULT true,
  	"colours_desktop_bar" varchar,
  	"colours_desktop_track" varchar,
  	"colours_desktop_track_alpha" numeric,
  	"colours_tablet_bar" varchar,
  	"colours_tablet_track" varchar,
  	"colours_tablet_track_alpha" numeric,
  	"colours_phone_bar" varchar,
  	"colours_phone_track" varchar,
  	"colours_phone_track_alpha" numeric,
  	"colours_hover_bar" varchar,
  	"colours_hover_track" varchar,
  	"colours_hover_track_alpha" numeric,
  	"colours_sticky_bar" varchar,
  	"colours_sticky_track" varchar,
  	"colours_sticky_track_alpha" numeric,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum__pages_v_blocks_circle_counter_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum__pages_v_blocks_circle_counter_settings_animation_style",
  	"settings_animation_repeat" "enum__pages_v_blocks_circle_counter_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum__pages_v_blocks_circle_counter_settings_1v30r0_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum__pages_v_blocks_circle_counter_settin_cbztu8_style_tablet",
  	"settings_animation_repeat_tablet" "enum__pages_v_blocks_circle_counter_sett_173etsy_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum__pages_v_blocks_circle_counter_s_v09j79_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum__pages_v_blocks_circle_counter_setting_u89zfg_style_phone",
  	"settings_animation_repeat_phone" "enum__pages_v_blocks_circle_counter_setti_1fdx35q_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum__pages_v_blocks_circle_counter_se_77gc8z_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_circle_counter_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_number_counter_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__pages_v_blocks_number_counter_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_number_counter" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" numeric DEFAULT 50,
  	"separator" "enum__pages_v_blocks_number_counter_separator" DEFAULT 'space',
  	"percent_sign" boolean DEFAULT false,
  	"colours_desktop_number" varchar,
  	"colours_tablet_number" varchar,
  	"colours_phone_number" varchar,
  	"colours_hover_number" varchar,
  	"colours_sticky_number" varchar,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum__pages_v_blocks_number_counter_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum__pages_v_blocks_number_counter_settings_animation_style",
  	"settings_animation_repeat" "enum__pages_v_blocks_number_counter_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum__pages_v_blocks_number_counter_settings_afxflx_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum__pages_v_blocks_number_counter_setti_1g299i9_style_tablet",
  	"settings_animation_repeat_tablet" "enum__pages_v_blocks_number_counter_setti_qsimm1_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum__pages_v_blocks_number_counter__1sgxn2a_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum__pages_v_blocks_number_counter_settin_1jxu8f3_style_phone",
  	"settings_animation_repeat_phone" "enum__pages_v_blocks_number_counter_settin_84w4h3_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum__pages_v_blocks_number_counter_s_15ey1r2_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_number_counter_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_bar_counters_bars" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"percent" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_bar_counters_bars_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_bar_counters_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__pages_v_blocks_bar_counters_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_bar_counters" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"show_percent" boolean DEFAULT true,
  	"colours_desktop_bar" varchar,
  	"colours_desktop_track" varchar,
  	"colours_desktop_track_alpha" numeric,
  	"colours_tablet_bar" varchar,
  	"colours_tablet_track" varchar,
  	"colours_tablet_track_alpha" numeric,
  	"colours_phone_bar" varchar,
  	"colours_phone_track" varchar,
  	"colours_phone_track_alpha" numeric,
  	"colours_hover_bar" varchar,
  	"colours_hover_track" varchar,
  	"colours_hover_track_alpha" numeric,
  	"colours_sticky_bar" varchar,
  	"colours_sticky_track" varchar,
  	"colours_sticky_track_alpha" numeric,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum__pages_v_blocks_bar_counters_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum__pages_v_blocks_bar_counters_settings_animation_style",
  	"settings_animation_repeat" "enum__pages_v_blocks_bar_counters_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum__pages_v_blocks_bar_counters_settings_animation_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum__pages_v_blocks_bar_counters_settings_lpx6o4_style_tablet",
  	"settings_animation_repeat_tablet" "enum__pages_v_blocks_bar_counters_settin_1a6ouge_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum__pages_v_blocks_bar_counters_set_lc84hl_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum__pages_v_blocks_bar_counters_settings__ory16o_style_phone",
  	"settings_animation_repeat_phone" "enum__pages_v_blocks_bar_counters_setting_1oacha2_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum__pages_v_blocks_bar_counters_set_14e8zmv_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_tabs_tabs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_tabs_tabs_locales" (
  	"title" varchar,
  	"content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_tabs_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__pages_v_blocks_tabs_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_tabs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"activation" "enum__pages_v_blocks_tabs_activation" DEFAULT 'automatic',
  	"active_background" varchar,
  	"inactive_background" varchar,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum__pages_v_blocks_tabs_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum__pages_v_blocks_tabs_settings_animation_style",
  	"settings_animation_repeat" "enum__pages_v_blocks_tabs_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum__pages_v_blocks_tabs_settings_animation_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum__pages_v_blocks_tabs_settings_animation_style_tablet",
  	"settings_animation_repeat_tablet" "enum__pages_v_blocks_tabs_settings_animation_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum__pages_v_blocks_tabs_settings_animation_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum__pages_v_blocks_tabs_settings_animation_style_phone",
  	"settings_animation_repeat_phone" "enum__pages_v_blocks_tabs_settings_animation_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum__pages_v_blocks_tabs_settings_animation_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_tabs_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_toggle_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__pages_v_blocks_toggle_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_toggle" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"open" boolean DEFAULT false,
  	"icon" "enum__pages_v_blocks_toggle_icon" DEFAULT 'plus',
  	"open_background" varchar,
  	"closed_background" varchar,
  	"icon_color" varchar,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum__pages_v_blocks_toggle_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum__pages_v_blocks_toggle_settings_animation_style",
  	"settings_animation_repeat" "enum__pages_v_blocks_toggle_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum__pages_v_blocks_toggle_settings_animation_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum__pages_v_blocks_toggle_settings_animation_style_tablet",
  	"settings_animation_repeat_tablet" "enum__pages_v_blocks_toggle_settings_animation_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum__pages_v_blocks_toggle_settings_138sy5o_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum__pages_v_blocks_toggle_settings_animation_style_phone",
  	"settings_animation_repeat_phone" "enum__pages_v_blocks_toggle_settings_animation_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum__pages_v_blocks_toggle_settings_animation_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_toggle_locales" (
  	"title" varchar,
  	"content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_accordion_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_accordion_items_locales" (
  	"title" varchar,
  	"content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_accordion_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__pages_v_blocks_accordion_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_accordion" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"open_item" numeric DEFAULT 1,
  	"icon" "enum__pages_v_blocks_accordion_icon" DEFAULT 'plus',
  	"open_background" varchar,
  	"closed_background" varchar,
  	"icon_color" varchar,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum__pages_v_blocks_accordion_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum__pages_v_blocks_accordion_settings_animation_style",
  	"settings_animation_repeat" "enum__pages_v_blocks_accordion_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum__pages_v_blocks_accordion_settings_animation_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum__pages_v_blocks_accordion_settings_animation_style_tablet",
  	"settings_animation_repeat_tablet" "enum__pages_v_blocks_accordion_settings_animation_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum__pages_v_blocks_accordion_settin_tbxrx4_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum__pages_v_blocks_accordion_settings_animation_style_phone",
  	"settings_animation_repeat_phone" "enum__pages_v_blocks_accordion_settings_animation_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum__pages_v_blocks_accordion_setting_fosbdg_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_filt_portfolio_v_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__filt_portfolio_v_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_filt_portfolio_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"layout" "enum__filt_portfolio_v_layout" DEFAULT 'grid',
  	"posts_number" numeric DEFAULT 10,
  	"show_title" boolean DEFAULT true,
  	"show_categories" boolean DEFAULT true,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum__filt_portfolio_v_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum__filt_portfolio_v_settings_animation_style",
  	"settings_animation_repeat" "enum__filt_portfolio_v_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum__filt_portfolio_v_settings_animation_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum__filt_portfolio_v_settings_animation_style_tablet",
  	"settings_animation_repeat_tablet" "enum__filt_portfolio_v_settings_animation_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum__filt_portfolio_v_settings_animation_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum__filt_portfolio_v_settings_animation_style_phone",
  	"settings_animation_repeat_phone" "enum__filt_portfolio_v_settings_animation_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum__filt_portfolio_v_settings_animation_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_filt_portfolio_v_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_blog_listing_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__pages_v_blocks_blog_listing_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_blog_listing" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"layout" "enum__pages_v_blocks_blog_listing_layout" DEFAULT 'grid',
  	"posts_number" numeric DEFAULT 6,
  	"show_image" boolean DEFAULT true,
  	"show_excerpt" boolean DEFAULT true,
  	"show_meta" boolean DEFAULT true,
  	"show_pagination" boolean DEFAULT true,
  	"ajax_pagination" boolean DEFAULT true,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum__pages_v_blocks_blog_listing_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum__pages_v_blocks_blog_listing_settings_animation_style",
  	"settings_animation_repeat" "enum__pages_v_blocks_blog_listing_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum__pages_v_blocks_blog_listing_settings_animation_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum__pages_v_blocks_blog_listing_setting_1qexmck_style_tablet",
  	"settings_animation_repeat_tablet" "enum__pages_v_blocks_blog_listing_settin_1c53xu6_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum__pages_v_blocks_blog_listing_set_fk1o0p_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum__pages_v_blocks_blog_listing_settings__a5b6g0_style_phone",
  	"settings_animation_repeat_phone" "enum__pages_v_blocks_blog_listing_setting_1cfmk7u_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum__pages_v_blocks_blog_listing_set_1f5eccn_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_blog_listing_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_search_form_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__pages_v_blocks_search_form_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_search_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"hide_label" boolean,
  	"button_style" "enum__pages_v_blocks_search_form_button_style" DEFAULT 'primary',
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum__pages_v_blocks_search_form_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum__pages_v_blocks_search_form_settings_animation_style",
  	"settings_animation_repeat" "enum__pages_v_blocks_search_form_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum__pages_v_blocks_search_form_settings_animation_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum__pages_v_blocks_search_form_settings__bvefam_style_tablet",
  	"settings_animation_repeat_tablet" "enum__pages_v_blocks_search_form_settings_abt59w_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum__pages_v_blocks_search_form_sett_i6zlxn_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum__pages_v_blocks_search_form_settings_animation_style_phone",
  	"settings_animation_repeat_phone" "enum__pages_v_blocks_search_form_settings_1njxovk_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum__pages_v_blocks_search_form_setti_gdtkh5_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_search_form_locales" (
  	"label" varchar,
  	"placeholder" varchar,
  	"button_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "projects_blocks_countdown_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_projects_blocks_countdown_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "projects_blocks_countdown" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"end_time" timestamp(3) with time zone,
  	"show_end_time" boolean DEFAULT true,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum_projects_blocks_countdown_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum_projects_blocks_countdown_settings_animation_style",
  	"settings_animation_repeat" "enum_projects_blocks_countdown_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum_projects_blocks_countdown_settings_animation_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum_projects_blocks_countdown_settings_animation_style_tablet",
  	"settings_animation_repeat_tablet" "enum_projects_blocks_countdown_settings_animation_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum_projects_blocks_countdown_setti_136n9g7_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum_projects_blocks_countdown_settings_animation_style_phone",
  	"settings_animation_repeat_phone" "enum_projects_blocks_countdown_settings_animation_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum_projects_blocks_countdown_settin_1ly7811_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"block_name" varchar
  );
  
  CREATE TABLE "projects_blocks_countdown_locales" (
  	"title" varchar,
  	"end_message" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "projects_blocks_circle_counter_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_projects_blocks_circle_counter_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "projects_blocks_circle_counter" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"percent" numeric DEFAULT 50,
  	"percent_sign" boolean DEFAULT true,
  	"colours_desktop_bar" varchar,
  	"colours_desktop_track" varchar,
  	"colours_desktop_track_alpha" numeric,
  	"colours_tablet_bar" varchar,
  	"colours_tablet_track" varchar,
  	"colours_tablet_track_alpha" numeric,
  	"colours_phone_bar" varchar,
  	"colours_phone_track" varchar,
  	"colours_phone_track_alpha" numeric,
  	"colours_hover_bar" varchar,
  	"colours_hover_track" varchar,
  	"colours_hover_track_alpha" numeric,
  	"colours_sticky_bar" varchar,
  	"colours_sticky_track" varchar,
  	"colours_sticky_track_alpha" numeric,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum_projects_blocks_circle_counter_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum_projects_blocks_circle_counter_settings_animation_style",
  	"settings_animation_repeat" "enum_projects_blocks_circle_counter_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum_projects_blocks_circle_counter_settings_g4b860_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum_projects_blocks_circle_counter_settin_3w9dos_style_tablet",
  	"settings_animation_repeat_tablet" "enum_projects_blocks_circle_counter_setti_inm29y_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum_projects_blocks_circle_counter_s_tc66gh_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum_projects_blocks_circle_counter_setting_qpkv5k_style_phone",
  	"settings_animation_repeat_phone" "enum_projects_blocks_circle_counter_setti_13iaov6_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum_projects_blocks_circle_counter_se_ddy0tr_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"block_name" varchar
  );
  
  CREATE TABLE "projects_blocks_circle_counter_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "projects_blocks_number_counter_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_projects_blocks_number_counter_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "projects_blocks_number_counter" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" numeric DEFAULT 50,
  	"separator" "enum_projects_blocks_number_counter_separator" DEFAULT 'space',
  	"percent_sign" boolean DEFAULT false,
  	"colours_desktop_number" varchar,
  	"colours_tablet_number" varchar,
  	"colours_phone_number" varchar,
  	"colours_hover_number" varchar,
  	"colours_sticky_number" varchar,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum_projects_blocks_number_counter_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum_projects_blocks_number_counter_settings_animation_style",
  	"settings_animation_repeat" "enum_projects_blocks_number_counter_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum_projects_blocks_number_counter_setting_1vp2u75_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum_projects_blocks_number_counter_settin_ld8skd_style_tablet",
  	"settings_animation_repeat_tablet" "enum_projects_blocks_number_counter_sett_12yx35p_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum_projects_blocks_number_counter__1anndri_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum_projects_blocks_number_counter_setting_2q4b2z_style_phone",
  	"settings_animation_repeat_phone" "enum_projects_blocks_number_counter_setti_1h0v517_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum_projects_blocks_number_counter_s_1evj7p6_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"block_name" varchar
  );
  
  CREATE TABLE "projects_blocks_number_counter_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "projects_blocks_bar_counters_bars" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"percent" numeric
  );
  
  CREATE TABLE "projects_blocks_bar_counters_bars_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "projects_blocks_bar_counters_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_projects_blocks_bar_counters_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "projects_blocks_bar_counters" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"show_percent" boolean DEFAULT true,
  	"colours_desktop_bar" varchar,
  	"colours_desktop_track" varchar,
  	"colours_desktop_track_alpha" numeric,
  	"colours_tablet_bar" varchar,
  	"colours_tablet_track" varchar,
  	"colours_tablet_track_alpha" numeric,
  	"colours_phone_bar" varchar,
  	"colours_phone_track" varchar,
  	"colours_phone_track_alpha" numeric,
  	"colours_hover_bar" varchar,
  	"colours_hover_track" varchar,
  	"colours_hover_track_alpha" numeric,
  	"colours_sticky_bar" varchar,
  	"colours_sticky_track" varchar,
  	"colours_sticky_track_alpha" numeric,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum_projects_blocks_bar_counters_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum_projects_blocks_bar_counters_settings_animation_style",
  	"settings_animation_repeat" "enum_projects_blocks_bar_counters_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum_projects_blocks_bar_counters_settings_animation_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum_projects_blocks_bar_counters_setting_1cj2myo_style_tablet",
  	"settings_animation_repeat_tablet" "enum_projects_blocks_bar_counters_setting_xekj8y_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum_projects_blocks_bar_counters_se_1vtitad_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum_projects_blocks_bar_counters_settings__6kic7g_style_phone",
  	"settings_animation_repeat_phone" "enum_projects_blocks_bar_counters_setting_1ckjc9a_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum_projects_blocks_bar_counters_set_1270237_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"block_name" varchar
  );
  
  CREATE TABLE "projects_blocks_tabs_tabs" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "projects_blocks_tabs_tabs_locales" (
  	"title" varchar,
  	"content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "projects_blocks_tabs_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_projects_blocks_tabs_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "projects_blocks_tabs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"activation" "enum_projects_blocks_tabs_activation" DEFAULT 'automatic',
  	"active_background" varchar,
  	"inactive_background" varchar,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum_projects_blocks_tabs_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum_projects_blocks_tabs_settings_animation_style",
  	"settings_animation_repeat" "enum_projects_blocks_tabs_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum_projects_blocks_tabs_settings_animation_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum_projects_blocks_tabs_settings_animation_style_tablet",
  	"settings_animation_repeat_tablet" "enum_projects_blocks_tabs_settings_animation_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum_projects_blocks_tabs_settings_animation_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum_projects_blocks_tabs_settings_animation_style_phone",
  	"settings_animation_repeat_phone" "enum_projects_blocks_tabs_settings_animation_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum_projects_blocks_tabs_settings_animation_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"block_name" varchar
  );
  
  CREATE TABLE "projects_blocks_tabs_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "projects_blocks_toggle_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_projects_blocks_toggle_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "projects_blocks_toggle" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"open" boolean DEFAULT false,
  	"icon" "enum_projects_blocks_toggle_icon" DEFAULT 'plus',
  	"open_background" varchar,
  	"closed_background" varchar,
  	"icon_color" varchar,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum_projects_blocks_toggle_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum_projects_blocks_toggle_settings_animation_style",
  	"settings_animation_repeat" "enum_projects_blocks_toggle_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum_projects_blocks_toggle_settings_animation_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum_projects_blocks_toggle_settings_animation_style_tablet",
  	"settings_animation_repeat_tablet" "enum_projects_blocks_toggle_settings_animation_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum_projects_blocks_toggle_settings__hujruw_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum_projects_blocks_toggle_settings_animation_style_phone",
  	"settings_animation_repeat_phone" "enum_projects_blocks_toggle_settings_animation_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum_projects_blocks_toggle_settings_animation_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"block_name" varchar
  );
  
  CREATE TABLE "projects_blocks_toggle_locales" (
  	"title" varchar,
  	"content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "projects_blocks_accordion_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "projects_blocks_accordion_items_locales" (
  	"title" varchar,
  	"content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "projects_blocks_accordion_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_projects_blocks_accordion_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "projects_blocks_accordion" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"open_item" numeric DEFAULT 1,
  	"icon" "enum_projects_blocks_accordion_icon" DEFAULT 'plus',
  	"open_background" varchar,
  	"closed_background" varchar,
  	"icon_color" varchar,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum_projects_blocks_accordion_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum_projects_blocks_accordion_settings_animation_style",
  	"settings_animation_repeat" "enum_projects_blocks_accordion_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum_projects_blocks_accordion_settings_animation_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum_projects_blocks_accordion_settings_animation_style_tablet",
  	"settings_animation_repeat_tablet" "enum_projects_blocks_accordion_settings_animation_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum_projects_blocks_accordion_settin_fq3h7w_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum_projects_blocks_accordion_settings_animation_style_phone",
  	"settings_animation_repeat_phone" "enum_projects_blocks_accordion_settings_animation_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum_projects_blocks_accordion_setting_auppqw_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"block_name" varchar
  );
  
  CREATE TABLE "projects_blocks_blog_listing_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_projects_blocks_blog_listing_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "projects_blocks_blog_listing" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"layout" "enum_projects_blocks_blog_listing_layout" DEFAULT 'grid',
  	"posts_number" numeric DEFAULT 6,
  	"show_image" boolean DEFAULT true,
  	"show_excerpt" boolean DEFAULT true,
  	"show_meta" boolean DEFAULT true,
  	"show_pagination" boolean DEFAULT true,
  	"ajax_pagination" boolean DEFAULT true,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum_projects_blocks_blog_listing_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum_projects_blocks_blog_listing_settings_animation_style",
  	"settings_animation_repeat" "enum_projects_blocks_blog_listing_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum_projects_blocks_blog_listing_settings_animation_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum_projects_blocks_blog_listing_settings_45douo_style_tablet",
  	"settings_animation_repeat_tablet" "enum_projects_blocks_blog_listing_settin_1mhwtr6_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum_projects_blocks_blog_listing_set_ijfpv9_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum_projects_blocks_blog_listing_settings__bzfjdo_style_phone",
  	"settings_animation_repeat_phone" "enum_projects_blocks_blog_listing_setting_1iclq4e_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum_projects_blocks_blog_listing_sett_skqhj7_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"block_name" varchar
  );
  
  CREATE TABLE "projects_blocks_blog_listing_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "projects_blocks_search_form_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_projects_blocks_search_form_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "projects_blocks_search_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"hide_label" boolean,
  	"button_style" "enum_projects_blocks_search_form_button_style" DEFAULT 'primary',
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum_projects_blocks_search_form_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum_projects_blocks_search_form_settings_animation_style",
  	"settings_animation_repeat" "enum_projects_blocks_search_form_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum_projects_blocks_search_form_settings_animation_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum_projects_blocks_search_form_settings__2dhhyi_style_tablet",
  	"settings_animation_repeat_tablet" "enum_projects_blocks_search_form_settings_tgpbh4_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum_projects_blocks_search_form_set_17w2qqv_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum_projects_blocks_search_form_settings_animation_style_phone",
  	"settings_animation_repeat_phone" "enum_projects_blocks_search_form_settings_1q272vo_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum_projects_blocks_search_form_sett_1tq494l_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"block_name" varchar
  );
  
  CREATE TABLE "projects_blocks_search_form_locales" (
  	"label" varchar,
  	"placeholder" varchar,
  	"button_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_projects_v_blocks_countdown_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__projects_v_blocks_countdown_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_projects_v_blocks_countdown" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"end_time" timestamp(3) with time zone,
  	"show_end_time" boolean DEFAULT true,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum__projects_v_blocks_countdown_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum__projects_v_blocks_countdown_settings_animation_style",
  	"settings_animation_repeat" "enum__projects_v_blocks_countdown_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum__projects_v_blocks_countdown_settings_animation_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum__projects_v_blocks_countdown_settings_1txfv0_style_tablet",
  	"settings_animation_repeat_tablet" "enum__projects_v_blocks_countdown_settin_12xb1mu_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum__projects_v_blocks_countdown_se_1pu2r75_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum__projects_v_blocks_countdown_settings_1hbioxk_style_phone",
  	"settings_animation_repeat_phone" "enum__projects_v_blocks_countdown_setting_11fyr1e_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum__projects_v_blocks_countdown_sett_b6czan_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_projects_v_blocks_countdown_locales" (
  	"title" varchar,
  	"end_message" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_projects_v_blocks_circle_counter_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__projects_v_blocks_circle_counter_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_projects_v_blocks_circle_counter" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"percent" numeric DEFAULT 50,
  	"percent_sign" boolean DEFAULT true,
  	"colours_desktop_bar" varchar,
  	"colours_desktop_track" varchar,
  	"colours_desktop_track_alpha" numeric,
  	"colours_tablet_bar" varchar,
  	"colours_tablet_track" varchar,
  	"colours_tablet_track_alpha" numeric,
  	"colours_phone_bar" varchar,
  	"colours_phone_track" varchar,
  	"colours_phone_track_alpha" numeric,
  	"colours_hover_bar" varchar,
  	"colours_hover_track" varchar,
  	"colours_hover_track_alpha" numeric,
  	"colours_sticky_bar" varchar,
  	"colours_sticky_track" varchar,
  	"colours_sticky_track_alpha" numeric,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum__projects_v_blocks_circle_counter_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum__projects_v_blocks_circle_counter_settings_animation_style",
  	"settings_animation_repeat" "enum__projects_v_blocks_circle_counter_settings_1ps5yfz_repeat",
  	"settings_animation_speed_curve" "enum__projects_v_blocks_circle_counter_setti_iv7lzu_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum__projects_v_blocks_circle_counter_se_1cv26tu_style_tablet",
  	"settings_animation_repeat_tablet" "enum__projects_v_blocks_circle_counter_se_4uxkc0_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum__projects_v_blocks_circle_counte_cc4k0v_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum__projects_v_blocks_circle_counter_set_1jkj8xa_style_phone",
  	"settings_animation_repeat_phone" "enum__projects_v_blocks_circle_counter_se_12fberg_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum__projects_v_blocks_circle_counte_1g4vx31_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_projects_v_blocks_circle_counter_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_projects_v_blocks_number_counter_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__projects_v_blocks_number_counter_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_projects_v_blocks_number_counter" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" numeric DEFAULT 50,
  	"separator" "enum__projects_v_blocks_number_counter_separator" DEFAULT 'space',
  	"percent_sign" boolean DEFAULT false,
  	"colours_desktop_number" varchar,
  	"colours_tablet_number" varchar,
  	"colours_phone_number" varchar,
  	"colours_hover_number" varchar,
  	"colours_sticky_number" varchar,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum__projects_v_blocks_number_counter_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum__projects_v_blocks_number_counter_settings_animation_style",
  	"settings_animation_repeat" "enum__projects_v_blocks_number_counter_settings_1q2540i_repeat",
  	"settings_animation_speed_curve" "enum__projects_v_blocks_number_counter_sett_11t3ter_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum__projects_v_blocks_number_counter_sett_6lgf7_style_tablet",
  	"settings_animation_repeat_tablet" "enum__projects_v_blocks_number_counter_s_1vrua07_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum__projects_v_blocks_number_count_1njb4ac_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum__projects_v_blocks_number_counter_sett_29145t_style_phone",
  	"settings_animation_repeat_phone" "enum__projects_v_blocks_number_counter_set_h6mjjp_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum__projects_v_blocks_number_counter_g1w9tc_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_projects_v_blocks_number_counter_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_projects_v_blocks_bar_counters_bars" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"percent" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_projects_v_blocks_bar_counters_bars_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_projects_v_blocks_bar_counters_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__projects_v_blocks_bar_counters_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_projects_v_blocks_bar_counters" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"show_percent" boolean DEFAULT true,
  	"colours_desktop_bar" varchar,
  	"colours_desktop_track" varchar,
  	"colours_desktop_track_alpha" numeric,
  	"colours_tablet_bar" varchar,
  	"colours_tablet_track" varchar,
  	"colours_tablet_track_alpha" numeric,
  	"colours_phone_bar" varchar,
  	"colours_phone_track" varchar,
  	"colours_phone_track_alpha" numeric,
  	"colours_hover_bar" varchar,
  	"colours_hover_track" varchar,
  	"colours_hover_track_alpha" numeric,
  	"colours_sticky_bar" varchar,
  	"colours_sticky_track" varchar,
  	"colours_sticky_track_alpha" numeric,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum__projects_v_blocks_bar_counters_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum__projects_v_blocks_bar_counters_settings_animation_style",
  	"settings_animation_repeat" "enum__projects_v_blocks_bar_counters_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum__projects_v_blocks_bar_counters_settin_1k2dsyu_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum__projects_v_blocks_bar_counters_sett_1qesvim_style_tablet",
  	"settings_animation_repeat_tablet" "enum__projects_v_blocks_bar_counters_sett_yn85ck_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum__projects_v_blocks_bar_counters_1rpye23_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum__projects_v_blocks_bar_counters_setti_1jyklei_style_phone",
  	"settings_animation_repeat_phone" "enum__projects_v_blocks_bar_counters_sett_1rfbmj4_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum__projects_v_blocks_bar_counters_s_sqpoax_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_projects_v_blocks_tabs_tabs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_projects_v_blocks_tabs_tabs_locales" (
  	"title" varchar,
  	"content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_projects_v_blocks_tabs_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__projects_v_blocks_tabs_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_projects_v_blocks_tabs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"activation" "enum__projects_v_blocks_tabs_activation" DEFAULT 'automatic',
  	"active_background" varchar,
  	"inactive_background" varchar,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum__projects_v_blocks_tabs_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum__projects_v_blocks_tabs_settings_animation_style",
  	"settings_animation_repeat" "enum__projects_v_blocks_tabs_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum__projects_v_blocks_tabs_settings_animation_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum__projects_v_blocks_tabs_settings_animation_style_tablet",
  	"settings_animation_repeat_tablet" "enum__projects_v_blocks_tabs_settings_animation_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum__projects_v_blocks_tabs_settings_88viui_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum__projects_v_blocks_tabs_settings_animation_style_phone",
  	"settings_animation_repeat_phone" "enum__projects_v_blocks_tabs_settings_animation_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum__projects_v_blocks_tabs_settings__3dbg46_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_projects_v_blocks_tabs_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_projects_v_blocks_toggle_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__projects_v_blocks_toggle_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_projects_v_blocks_toggle" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"open" boolean DEFAULT false,
  	"icon" "enum__projects_v_blocks_toggle_icon" DEFAULT 'plus',
  	"open_background" varchar,
  	"closed_background" varchar,
  	"icon_color" varchar,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum__projects_v_blocks_toggle_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum__projects_v_blocks_toggle_settings_animation_style",
  	"settings_animation_repeat" "enum__projects_v_blocks_toggle_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum__projects_v_blocks_toggle_settings_animation_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum__projects_v_blocks_toggle_settings_animation_style_tablet",
  	"settings_animation_repeat_tablet" "enum__projects_v_blocks_toggle_settings_animation_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum__projects_v_blocks_toggle_setti_1hvm4xu_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum__projects_v_blocks_toggle_settings_animation_style_phone",
  	"settings_animation_repeat_phone" "enum__projects_v_blocks_toggle_settings_animation_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum__projects_v_blocks_toggle_settin_1nt2llq_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_projects_v_blocks_toggle_locales" (
  	"title" varchar,
  	"content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_projects_v_blocks_accordion_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_projects_v_blocks_accordion_items_locales" (
  	"title" varchar,
  	"content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_projects_v_blocks_accordion_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__projects_v_blocks_accordion_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_projects_v_blocks_accordion" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"open_item" numeric DEFAULT 1,
  	"icon" "enum__projects_v_blocks_accordion_icon" DEFAULT 'plus',
  	"open_background" varchar,
  	"closed_background" varchar,
  	"icon_color" varchar,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum__projects_v_blocks_accordion_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum__projects_v_blocks_accordion_settings_animation_style",
  	"settings_animation_repeat" "enum__projects_v_blocks_accordion_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum__projects_v_blocks_accordion_settings_animation_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum__projects_v_blocks_accordion_settings_of1ujx_style_tablet",
  	"settings_animation_repeat_tablet" "enum__projects_v_blocks_accordion_settin_1ypcab1_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum__projects_v_blocks_accordion_set_ia7wri_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum__projects_v_blocks_accordion_settings__mrzwff_style_phone",
  	"settings_animation_repeat_phone" "enum__projects_v_blocks_accordion_settings_q62hwr_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum__projects_v_blocks_accordion_sett_tojg8a_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_projects_v_blocks_blog_listing_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__projects_v_blocks_blog_listing_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_projects_v_blocks_blog_listing" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"layout" "enum__projects_v_blocks_blog_listing_layout" DEFAULT 'grid',
  	"posts_number" numeric DEFAULT 6,
  	"show_image" boolean DEFAULT true,
  	"show_excerpt" boolean DEFAULT true,
  	"show_meta" boolean DEFAULT true,
  	"show_pagination" boolean DEFAULT true,
  	"ajax_pagination" boolean DEFAULT true,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum__projects_v_blocks_blog_listing_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum__projects_v_blocks_blog_listing_settings_animation_style",
  	"settings_animation_repeat" "enum__projects_v_blocks_blog_listing_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum__projects_v_blocks_blog_listing_settin_1gc79si_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum__projects_v_blocks_blog_listing_sett_11evh9m_style_tablet",
  	"settings_animation_repeat_tablet" "enum__projects_v_blocks_blog_listing_sett_eusnrs_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum__projects_v_blocks_blog_listing__uluuhz_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum__projects_v_blocks_blog_listing_setti_1eus386_style_phone",
  	"settings_animation_repeat_phone" "enum__projects_v_blocks_blog_listing_setti_q2h07o_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum__projects_v_blocks_blog_listing_s_eehanp_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_projects_v_blocks_blog_listing_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_projects_v_blocks_search_form_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__projects_v_blocks_search_form_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_projects_v_blocks_search_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"hide_label" boolean,
  	"button_style" "enum__projects_v_blocks_search_form_button_style" DEFAULT 'primary',
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum__projects_v_blocks_search_form_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum__projects_v_blocks_search_form_settings_animation_style",
  	"settings_animation_repeat" "enum__projects_v_blocks_search_form_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum__projects_v_blocks_search_form_setting_13ay4xw_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum__projects_v_blocks_search_form_settin_x8eh7s_style_tablet",
  	"settings_animation_repeat_tablet" "enum__projects_v_blocks_search_form_setti_thxnsa_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum__projects_v_blocks_search_form_s_2wx5fh_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum__projects_v_blocks_search_form_setting_lx1hk4_style_phone",
  	"settings_animation_repeat_phone" "enum__projects_v_blocks_search_form_settin_fujw0m_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum__projects_v_blocks_search_form_se_hy4fy3_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_projects_v_blocks_search_form_locales" (
  	"label" varchar,
  	"placeholder" varchar,
  	"button_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "pages_blocks_countdown_settings_hide_on" ADD CONSTRAINT "pages_blocks_countdown_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages_blocks_countdown"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_countdown" ADD CONSTRAINT "pages_blocks_countdown_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_countdown_locales" ADD CONSTRAINT "pages_blocks_countdown_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_countdown"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_circle_counter_settings_hide_on" ADD CONSTRAINT "pages_blocks_circle_counter_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages_blocks_circle_counter"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_circle_counter" ADD CONSTRAINT "pages_blocks_circle_counter_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_circle_counter_locales" ADD CONSTRAINT "pages_blocks_circle_counter_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_circle_counter"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_number_counter_settings_hide_on" ADD CONSTRAINT "pages_blocks_number_counter_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages_blocks_number_counter"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_number_counter" ADD CONSTRAINT "pages_blocks_number_counter_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_number_counter_locales" ADD CONSTRAINT "pages_blocks_number_counter_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_number_counter"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_bar_counters_bars" ADD CONSTRAINT "pages_blocks_bar_counters_bars_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_bar_counters"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_bar_counters_bars_locales" ADD CONSTRAINT "pages_blocks_bar_counters_bars_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_bar_counters_bars"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_bar_counters_settings_hide_on" ADD CONSTRAINT "pages_blocks_bar_counters_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages_blocks_bar_counters"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_bar_counters" ADD CONSTRAINT "pages_blocks_bar_counters_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_tabs_tabs" ADD CONSTRAINT "pages_blocks_tabs_tabs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_tabs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_tabs_tabs_locales" ADD CONSTRAINT "pages_blocks_tabs_tabs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_tabs_tabs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_tabs_settings_hide_on" ADD CONSTRAINT "pages_blocks_tabs_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages_blocks_tabs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_tabs" ADD CONSTRAINT "pages_blocks_tabs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_tabs_locales" ADD CONSTRAINT "pages_blocks_tabs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_tabs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_toggle_settings_hide_on" ADD CONSTRAINT "pages_blocks_toggle_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages_blocks_toggle"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_toggle" ADD CONSTRAINT "pages_blocks_toggle_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_toggle_locales" ADD CONSTRAINT "pages_blocks_toggle_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_toggle"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_accordion_items" ADD CONSTRAINT "pages_blocks_accordion_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_accordion"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_accordion_items_locales" ADD CONSTRAINT "pages_blocks_accordion_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_accordion_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_accordion_settings_hide_on" ADD CONSTRAINT "pages_blocks_accordion_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages_blocks_accordion"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_accordion" ADD CONSTRAINT "pages_blocks_accordion_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "filt_portfolio_settings_hide_on" ADD CONSTRAINT "filt_portfolio_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."filt_portfolio"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "filt_portfolio" ADD CONSTRAINT "filt_portfolio_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "filt_portfolio_locales" ADD CONSTRAINT "filt_portfolio_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."filt_portfolio"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_blog_listing_settings_hide_on" ADD CONSTRAINT "pages_blocks_blog_listing_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages_blocks_blog_listing"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_blog_listing" ADD CONSTRAINT "pages_blocks_blog_listing_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_blog_listing_locales" ADD CONSTRAINT "pages_blocks_blog_listing_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_blog_listing"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_search_form_settings_hide_on" ADD CONSTRAINT "pages_blocks_search_form_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages_blocks_search_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_search_form" ADD CONSTRAINT "pages_blocks_search_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_search_form_locales" ADD CONSTRAINT "pages_blocks_search_form_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_search_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_countdown_settings_hide_on" ADD CONSTRAINT "_pages_v_blocks_countdown_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v_blocks_countdown"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_countdown" ADD CONSTRAINT "_pages_v_blocks_countdown_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_countdown_locales" ADD CONSTRAINT "_pages_v_blocks_countdown_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_countdown"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_circle_counter_settings_hide_on" ADD CONSTRAINT "_pages_v_blocks_circle_counter_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v_blocks_circle_counter"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_circle_counter" ADD CONSTRAINT "_pages_v_blocks_circle_counter_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_circle_counter_locales" ADD CONSTRAINT "_pages_v_blocks_circle_counter_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_circle_counter"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_number_counter_settings_hide_on" ADD CONSTRAINT "_pages_v_blocks_number_counter_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v_blocks_number_counter"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_number_counter" ADD CONSTRAINT "_pages_v_blocks_number_counter_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_number_counter_locales" ADD CONSTRAINT "_pages_v_blocks_number_counter_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_number_counter"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_bar_counters_bars" ADD CONSTRAINT "_pages_v_blocks_bar_counters_bars_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_bar_counters"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_bar_counters_bars_locales" ADD CONSTRAINT "_pages_v_blocks_bar_counters_bars_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_bar_counters_bars"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_bar_counters_settings_hide_on" ADD CONSTRAINT "_pages_v_blocks_bar_counters_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v_blocks_bar_counters"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_bar_counters" ADD CONSTRAINT "_pages_v_blocks_bar_counters_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_tabs_tabs" ADD CONSTRAINT "_pages_v_blocks_tabs_tabs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_tabs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_tabs_tabs_locales" ADD CONSTRAINT "_pages_v_blocks_tabs_tabs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_tabs_tabs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_tabs_settings_hide_on" ADD CONSTRAINT "_pages_v_blocks_tabs_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v_blocks_tabs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_tabs" ADD CONSTRAINT "_pages_v_blocks_tabs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_tabs_locales" ADD CONSTRAINT "_pages_v_blocks_tabs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_tabs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_toggle_settings_hide_on" ADD CONSTRAINT "_pages_v_blocks_toggle_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v_blocks_toggle"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_toggle" ADD CONSTRAINT "_pages_v_blocks_toggle_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_toggle_locales" ADD CONSTRAINT "_pages_v_blocks_toggle_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_toggle"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_accordion_items" ADD CONSTRAINT "_pages_v_blocks_accordion_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_accordion"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_accordion_items_locales" ADD CONSTRAINT "_pages_v_blocks_accordion_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_accordion_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_accordion_settings_hide_on" ADD CONSTRAINT "_pages_v_blocks_accordion_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v_blocks_accordion"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_accordion" ADD CONSTRAINT "_pages_v_blocks_accordion_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_filt_portfolio_v_settings_hide_on" ADD CONSTRAINT "_filt_portfolio_v_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_filt_portfolio_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_filt_portfolio_v" ADD CONSTRAINT "_filt_portfolio_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_filt_portfolio_v_locales" ADD CONSTRAINT "_filt_portfolio_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_filt_portfolio_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_blog_listing_settings_hide_on" ADD CONSTRAINT "_pages_v_blocks_blog_listing_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v_blocks_blog_listing"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_blog_listing" ADD CONSTRAINT "_pages_v_blocks_blog_listing_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_blog_listing_locales" ADD CONSTRAINT "_pages_v_blocks_blog_listing_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_blog_listing"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_search_form_settings_hide_on" ADD CONSTRAINT "_pages_v_blocks_search_form_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v_blocks_search_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_search_form" ADD CONSTRAINT "_pages_v_blocks_search_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_search_form_locales" ADD CONSTRAINT "_pages_v_blocks_search_form_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_search_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_blocks_countdown_settings_hide_on" ADD CONSTRAINT "projects_blocks_countdown_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."projects_blocks_countdown"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_blocks_countdown" ADD CONSTRAINT "projects_blocks_countdown_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_blocks_countdown_locales" ADD CONSTRAINT "projects_blocks_countdown_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects_blocks_countdown"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_blocks_circle_counter_settings_hide_on" ADD CONSTRAINT "projects_blocks_circle_counter_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."projects_blocks_circle_counter"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_blocks_circle_counter" ADD CONSTRAINT "projects_blocks_circle_counter_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_blocks_circle_counter_locales" ADD CONSTRAINT "projects_blocks_circle_counter_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects_blocks_circle_counter"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_blocks_number_counter_settings_hide_on" ADD CONSTRAINT "projects_blocks_number_counter_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."projects_blocks_number_counter"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_blocks_number_counter" ADD CONSTRAINT "projects_blocks_number_counter_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_blocks_number_counter_locales" ADD CONSTRAINT "projects_blocks_number_counter_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects_blocks_number_counter"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_blocks_bar_counters_bars" ADD CONSTRAINT "projects_blocks_bar_counters_bars_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects_blocks_bar_counters"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_blocks_bar_counters_bars_locales" ADD CONSTRAINT "projects_blocks_bar_counters_bars_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects_blocks_bar_counters_bars"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_blocks_bar_counters_settings_hide_on" ADD CONSTRAINT "projects_blocks_bar_counters_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."projects_blocks_bar_counters"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_blocks_bar_counters" ADD CONSTRAINT "projects_blocks_bar_counters_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_blocks_tabs_tabs" ADD CONSTRAINT "projects_blocks_tabs_tabs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects_blocks_tabs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_blocks_tabs_tabs_locales" ADD CONSTRAINT "projects_blocks_tabs_tabs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects_blocks_tabs_tabs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_blocks_tabs_settings_hide_on" ADD CONSTRAINT "projects_blocks_tabs_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."projects_blocks_tabs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_blocks_tabs" ADD CONSTRAINT "projects_blocks_tabs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_blocks_tabs_locales" ADD CONSTRAINT "projects_blocks_tabs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects_blocks_tabs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_blocks_toggle_settings_hide_on" ADD CONSTRAINT "projects_blocks_toggle_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."projects_blocks_toggle"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_blocks_toggle" ADD CONSTRAINT "projects_blocks_toggle_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_blocks_toggle_locales" ADD CONSTRAINT "projects_blocks_toggle_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects_blocks_toggle"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_blocks_accordion_items" ADD CONSTRAINT "projects_blocks_accordion_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects_blocks_accordion"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_blocks_accordion_items_locales" ADD CONSTRAINT "projects_blocks_accordion_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects_blocks_accordion_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_blocks_accordion_settings_hide_on" ADD CONSTRAINT "projects_blocks_accordion_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."projects_blocks_accordion"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_blocks_accordion" ADD CONSTRAINT "projects_blocks_accordion_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_blocks_blog_listing_settings_hide_on" ADD CONSTRAINT "projects_blocks_blog_listing_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."projects_blocks_blog_listing"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_blocks_blog_listing" ADD CONSTRAINT "projects_blocks_blog_listing_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_blocks_blog_listing_locales" ADD CONSTRAINT "projects_blocks_blog_listing_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects_blocks_blog_listing"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_blocks_search_form_settings_hide_on" ADD CONSTRAINT "projects_blocks_search_form_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."projects_blocks_search_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_blocks_search_form" ADD CONSTRAINT "projects_blocks_search_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_blocks_search_form_locales" ADD CONSTRAINT "projects_blocks_search_form_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects_blocks_search_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_blocks_countdown_settings_hide_on" ADD CONSTRAINT "_projects_v_blocks_countdown_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_projects_v_blocks_countdown"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_blocks_countdown" ADD CONSTRAINT "_projects_v_blocks_countdown_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_blocks_countdown_locales" ADD CONSTRAINT "_projects_v_blocks_countdown_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v_blocks_countdown"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_blocks_circle_counter_settings_hide_on" ADD CONSTRAINT "_projects_v_blocks_circle_counter_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_projects_v_blocks_circle_counter"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_blocks_circle_counter" ADD CONSTRAINT "_projects_v_blocks_circle_counter_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_blocks_circle_counter_locales" ADD CONSTRAINT "_projects_v_blocks_circle_counter_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v_blocks_circle_counter"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_blocks_number_counter_settings_hide_on" ADD CONSTRAINT "_projects_v_blocks_number_counter_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_projects_v_blocks_number_counter"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_blocks_number_counter" ADD CONSTRAINT "_projects_v_blocks_number_counter_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_blocks_number_counter_locales" ADD CONSTRAINT "_projects_v_blocks_number_counter_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v_blocks_number_counter"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_blocks_bar_counters_bars" ADD CONSTRAINT "_projects_v_blocks_bar_counters_bars_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v_blocks_bar_counters"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_blocks_bar_counters_bars_locales" ADD CONSTRAINT "_projects_v_blocks_bar_counters_bars_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v_blocks_bar_counters_bars"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_blocks_bar_counters_settings_hide_on" ADD CONSTRAINT "_projects_v_blocks_bar_counters_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_projects_v_blocks_bar_counters"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_blocks_bar_counters" ADD CONSTRAINT "_projects_v_blocks_bar_counters_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_blocks_tabs_tabs" ADD CONSTRAINT "_projects_v_blocks_tabs_tabs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v_blocks_tabs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_blocks_tabs_tabs_locales" ADD CONSTRAINT "_projects_v_blocks_tabs_tabs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v_blocks_tabs_tabs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_blocks_tabs_settings_hide_on" ADD CONSTRAINT "_projects_v_blocks_tabs_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_projects_v_blocks_tabs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_blocks_tabs" ADD CONSTRAINT "_projects_v_blocks_tabs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_blocks_tabs_locales" ADD CONSTRAINT "_projects_v_blocks_tabs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v_blocks_tabs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_blocks_toggle_settings_hide_on" ADD CONSTRAINT "_projects_v_blocks_toggle_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_projects_v_blocks_toggle"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_blocks_toggle" ADD CONSTRAINT "_projects_v_blocks_toggle_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_blocks_toggle_locales" ADD CONSTRAINT "_projects_v_blocks_toggle_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v_blocks_toggle"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_blocks_accordion_items" ADD CONSTRAINT "_projects_v_blocks_accordion_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v_blocks_accordion"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_blocks_accordion_items_locales" ADD CONSTRAINT "_projects_v_blocks_accordion_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v_blocks_accordion_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_blocks_accordion_settings_hide_on" ADD CONSTRAINT "_projects_v_blocks_accordion_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_projects_v_blocks_accordion"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_blocks_accordion" ADD CONSTRAINT "_projects_v_blocks_accordion_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_blocks_blog_listing_settings_hide_on" ADD CONSTRAINT "_projects_v_blocks_blog_listing_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_projects_v_blocks_blog_listing"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_blocks_blog_listing" ADD CONSTRAINT "_projects_v_blocks_blog_listing_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_blocks_blog_listing_locales" ADD CONSTRAINT "_projects_v_blocks_blog_listing_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v_blocks_blog_listing"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_blocks_search_form_settings_hide_on" ADD CONSTRAINT "_projects_v_blocks_search_form_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_projects_v_blocks_search_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_blocks_search_form" ADD CONSTRAINT "_projects_v_blocks_search_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_blocks_search_form_locales" ADD CONSTRAINT "_projects_v_blocks_search_form_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v_blocks_search_form"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_countdown_settings_hide_on_order_idx" ON "pages_blocks_countdown_settings_hide_on" USING btree ("order");
  CREATE INDEX "pages_blocks_countdown_settings_hide_on_parent_idx" ON "pages_blocks_countdown_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "pages_blocks_countdown_order_idx" ON "pages_blocks_countdown" USING btree ("_order");
  CREATE INDEX "pages_blocks_countdown_parent_id_idx" ON "pages_blocks_countdown" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_countdown_path_idx" ON "pages_blocks_countdown" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_countdown_locales_locale_parent_id_unique" ON "pages_blocks_countdown_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_circle_counter_settings_hide_on_order_idx" ON "pages_blocks_circle_counter_settings_hide_on" USING btree ("order");
  CREATE INDEX "pages_blocks_circle_counter_settings_hide_on_parent_idx" ON "pages_blocks_circle_counter_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "pages_blocks_circle_counter_order_idx" ON "pages_blocks_circle_counter" USING btree ("_order");
  CREATE INDEX "pages_blocks_circle_counter_parent_id_idx" ON "pages_blocks_circle_counter" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_circle_counter_path_idx" ON "pages_blocks_circle_counter" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_circle_counter_locales_locale_parent_id_unique" ON "pages_blocks_circle_counter_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_number_counter_settings_hide_on_order_idx" ON "pages_blocks_number_counter_settings_hide_on" USING btree ("order");
  CREATE INDEX "pages_blocks_number_counter_settings_hide_on_parent_idx" ON "pages_blocks_number_counter_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "pages_blocks_number_counter_order_idx" ON "pages_blocks_number_counter" USING btree ("_order");
  CREATE INDEX "pages_blocks_number_counter_parent_id_idx" ON "pages_blocks_number_counter" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_number_counter_path_idx" ON "pages_blocks_number_counter" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_number_counter_locales_locale_parent_id_unique" ON "pages_blocks_number_counter_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_bar_counters_bars_order_idx" ON "pages_blocks_bar_counters_bars" USING btree ("_order");
  CREATE INDEX "pages_blocks_bar_counters_bars_parent_id_idx" ON "pages_blocks_bar_counters_bars" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_bar_counters_bars_locales_locale_parent_id_uniq" ON "pages_blocks_bar_counters_bars_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_bar_counters_settings_hide_on_order_idx" ON "pages_blocks_bar_counters_settings_hide_on" USING btree ("order");
  CREATE INDEX "pages_blocks_bar_counters_settings_hide_on_parent_idx" ON "pages_blocks_bar_counters_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "pages_blocks_bar_counters_order_idx" ON "pages_blocks_bar_counters" USING btree ("_order");
  CREATE INDEX "pages_blocks_bar_counters_parent_id_idx" ON "pages_blocks_bar_counters" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_bar_counters_path_idx" ON "pages_blocks_bar_counters" USING btree ("_path");
  CREATE INDEX "pages_blocks_tabs_tabs_order_idx" ON "pages_blocks_tabs_tabs" USING btree ("_order");
  CREATE INDEX "pages_blocks_tabs_tabs_parent_id_idx" ON "pages_blocks_tabs_tabs" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_tabs_tabs_locales_locale_parent_id_unique" ON "pages_blocks_tabs_tabs_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_tabs_settings_hide_on_order_idx" ON "pages_blocks_tabs_settings_hide_on" USING btree ("order");
  CREATE INDEX "pages_blocks_tabs_settings_hide_on_parent_idx" ON "pages_blocks_tabs_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "pages_blocks_tabs_order_idx" ON "pages_blocks_tabs" USING btree ("_order");
  CREATE INDEX "pages_blocks_tabs_parent_id_idx" ON "pages_blocks_tabs" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_tabs_path_idx" ON "pages_blocks_tabs" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_tabs_locales_locale_parent_id_unique" ON "pages_blocks_tabs_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_toggle_settings_hide_on_order_idx" ON "pages_blocks_toggle_settings_hide_on" USING btree ("order");
  CREATE INDEX "pages_blocks_toggle_settings_hide_on_parent_idx" ON "pages_blocks_toggle_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "pages_blocks_toggle_order_idx" ON "pages_blocks_toggle" USING btree ("_order");
  CREATE INDEX "pages_blocks_toggle_parent_id_idx" ON "pages_blocks_toggle" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_toggle_path_idx" ON "pages_blocks_toggle" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_toggle_locales_locale_parent_id_unique" ON "pages_blocks_toggle_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_accordion_items_order_idx" ON "pages_blocks_accordion_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_accordion_items_parent_id_idx" ON "pages_blocks_accordion_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_accordion_items_locales_locale_parent_id_unique" ON "pages_blocks_accordion_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_accordion_settings_hide_on_order_idx" ON "pages_blocks_accordion_settings_hide_on" USING btree ("order");
  CREATE INDEX "pages_blocks_accordion_settings_hide_on_parent_idx" ON "pages_blocks_accordion_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "pages_blocks_accordion_order_idx" ON "pages_blocks_accordion" USING btree ("_order");
  CREATE INDEX "pages_blocks_accordion_parent_id_idx" ON "pages_blocks_accordion" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_accordion_path_idx" ON "pages_blocks_accordion" USING btree ("_path");
  CREATE INDEX "filt_portfolio_settings_hide_on_order_idx" ON "filt_portfolio_settings_hide_on" USING btree ("order");
  CREATE INDEX "filt_portfolio_settings_hide_on_parent_idx" ON "filt_portfolio_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "filt_portfolio_order_idx" ON "filt_portfolio" USING btree ("_order");
  CREATE INDEX "filt_portfolio_parent_id_idx" ON "filt_portfolio" USING btree ("_parent_id");
  CREATE INDEX "filt_portfolio_path_idx" ON "filt_portfolio" USING btree ("_path");
  CREATE UNIQUE INDEX "filt_portfolio_locales_locale_parent_id_unique" ON "filt_portfolio_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_blog_listing_settings_hide_on_order_idx" ON "pages_blocks_blog_listing_settings_hide_on" USING btree ("order");
  CREATE INDEX "pages_blocks_blog_listing_settings_hide_on_parent_idx" ON "pages_blocks_blog_listing_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "pages_blocks_blog_listing_order_idx" ON "pages_blocks_blog_listing" USING btree ("_order");
  CREATE INDEX "pages_blocks_blog_listing_parent_id_idx" ON "pages_blocks_blog_listing" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_blog_listing_path_idx" ON "pages_blocks_blog_listing" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_blog_listing_locales_locale_parent_id_unique" ON "pages_blocks_blog_listing_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_search_form_settings_hide_on_order_idx" ON "pages_blocks_search_form_settings_hide_on" USING btree ("order");
  CREATE INDEX "pages_blocks_search_form_settings_hide_on_parent_idx" ON "pages_blocks_search_form_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "pages_blocks_search_form_order_idx" ON "pages_blocks_search_form" USING btree ("_order");
  CREATE INDEX "pages_blocks_search_form_parent_id_idx" ON "pages_blocks_search_form" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_search_form_path_idx" ON "pages_blocks_search_form" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_search_form_locales_locale_parent_id_unique" ON "pages_blocks_search_form_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_countdown_settings_hide_on_order_idx" ON "_pages_v_blocks_countdown_settings_hide_on" USING btree ("order");
  CREATE INDEX "_pages_v_blocks_countdown_settings_hide_on_parent_idx" ON "_pages_v_blocks_countdown_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "_pages_v_blocks_countdown_order_idx" ON "_pages_v_blocks_countdown" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_countdown_parent_id_idx" ON "_pages_v_blocks_countdown" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_countdown_path_idx" ON "_pages_v_blocks_countdown" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_countdown_locales_locale_parent_id_unique" ON "_pages_v_blocks_countdown_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_circle_counter_settings_hide_on_order_idx" ON "_pages_v_blocks_circle_counter_settings_hide_on" USING btree ("order");
  CREATE INDEX "_pages_v_blocks_circle_counter_settings_hide_on_parent_idx" ON "_pages_v_blocks_circle_counter_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "_pages_v_blocks_circle_counter_order_idx" ON "_pages_v_blocks_circle_counter" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_circle_counter_parent_id_idx" ON "_pages_v_blocks_circle_counter" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_circle_counter_path_idx" ON "_pages_v_blocks_circle_counter" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_circle_counter_locales_locale_parent_id_uniq" ON "_pages_v_blocks_circle_counter_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_number_counter_settings_hide_on_order_idx" ON "_pages_v_blocks_number_counter_settings_hide_on" USING btree ("order");
  CREATE INDEX "_pages_v_blocks_number_counter_settings_hide_on_parent_idx" ON "_pages_v_blocks_number_counter_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "_pages_v_blocks_number_counter_order_idx" ON "_pages_v_blocks_number_counter" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_number_counter_parent_id_idx" ON "_pages_v_blocks_number_counter" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_number_counter_path_idx" ON "_pages_v_blocks_number_counter" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_number_counter_locales_locale_parent_id_uniq" ON "_pages_v_blocks_number_counter_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_bar_counters_bars_order_idx" ON "_pages_v_blocks_bar_counters_bars" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_bar_counters_bars_parent_id_idx" ON "_pages_v_blocks_bar_counters_bars" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_bar_counters_bars_locales_locale_parent_id_u" ON "_pages_v_blocks_bar_counters_bars_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_bar_counters_settings_hide_on_order_idx" ON "_pages_v_blocks_bar_counters_settings_hide_on" USING btree ("order");
  CREATE INDEX "_pages_v_blocks_bar_counters_settings_hide_on_parent_idx" ON "_pages_v_blocks_bar_counters_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "_pages_v_blocks_bar_counters_order_idx" ON "_pages_v_blocks_bar_counters" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_bar_counters_parent_id_idx" ON "_pages_v_blocks_bar_counters" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_bar_counters_path_idx" ON "_pages_v_blocks_bar_counters" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_tabs_tabs_order_idx" ON "_pages_v_blocks_tabs_tabs" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_tabs_tabs_parent_id_idx" ON "_pages_v_blocks_tabs_tabs" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_tabs_tabs_locales_locale_parent_id_unique" ON "_pages_v_blocks_tabs_tabs_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_tabs_settings_hide_on_order_idx" ON "_pages_v_blocks_tabs_settings_hide_on" USING btree ("order");
  CREATE INDEX "_pages_v_blocks_tabs_settings_hide_on_parent_idx" ON "_pages_v_blocks_tabs_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "_pages_v_blocks_tabs_order_idx" ON "_pages_v_blocks_tabs" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_tabs_parent_id_idx" ON "_pages_v_blocks_tabs" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_tabs_path_idx" ON "_pages_v_blocks_tabs" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_tabs_locales_locale_parent_id_unique" ON "_pages_v_blocks_tabs_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_toggle_settings_hide_on_order_idx" ON "_pages_v_blocks_toggle_settings_hide_on" USING btree ("order");
  CREATE INDEX "_pages_v_blocks_toggle_settings_hide_on_parent_idx" ON "_pages_v_blocks_toggle_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "_pages_v_blocks_toggle_order_idx" ON "_pages_v_blocks_toggle" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_toggle_parent_id_idx" ON "_pages_v_blocks_toggle" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_toggle_path_idx" ON "_pages_v_blocks_toggle" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_toggle_locales_locale_parent_id_unique" ON "_pages_v_blocks_toggle_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_accordion_items_order_idx" ON "_pages_v_blocks_accordion_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_accordion_items_parent_id_idx" ON "_pages_v_blocks_accordion_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_accordion_items_locales_locale_parent_id_uni" ON "_pages_v_blocks_accordion_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_accordion_settings_hide_on_order_idx" ON "_pages_v_blocks_accordion_settings_hide_on" USING btree ("order");
  CREATE INDEX "_pages_v_blocks_accordion_settings_hide_on_parent_idx" ON "_pages_v_blocks_accordion_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "_pages_v_blocks_accordion_order_idx" ON "_pages_v_blocks_accordion" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_accordion_parent_id_idx" ON "_pages_v_blocks_accordion" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_accordion_path_idx" ON "_pages_v_blocks_accordion" USING btree ("_path");
  CREATE INDEX "_filt_portfolio_v_settings_hide_on_order_idx" ON "_filt_portfolio_v_settings_hide_on" USING btree ("order");
  CREATE INDEX "_filt_portfolio_v_settings_hide_on_parent_idx" ON "_filt_portfolio_v_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "_filt_portfolio_v_order_idx" ON "_filt_portfolio_v" USING btree ("_order");
  CREATE INDEX "_filt_portfolio_v_parent_id_idx" ON "_filt_portfolio_v" USING btree ("_parent_id");
  CREATE INDEX "_filt_portfolio_v_path_idx" ON "_filt_portfolio_v" USING btree ("_path");
  CREATE UNIQUE INDEX "_filt_portfolio_v_locales_locale_parent_id_unique" ON "_filt_portfolio_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_blog_listing_settings_hide_on_order_idx" ON "_pages_v_blocks_blog_listing_settings_hide_on" USING btree ("order");
  CREATE INDEX "_pages_v_blocks_blog_listing_settings_hide_on_parent_idx" ON "_pages_v_blocks_blog_listing_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "_pages_v_blocks_blog_listing_order_idx" ON "_pages_v_blocks_blog_listing" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_blog_listing_parent_id_idx" ON "_pages_v_blocks_blog_listing" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_blog_listing_path_idx" ON "_pages_v_blocks_blog_listing" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_blog_listing_locales_locale_parent_id_unique" ON "_pages_v_blocks_blog_listing_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_search_form_settings_hide_on_order_idx" ON "_pages_v_blocks_search_form_settings_hide_on" USING btree ("order");
  CREATE INDEX "_pages_v_blocks_search_form_settings_hide_on_parent_idx" ON "_pages_v_blocks_search_form_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "_pages_v_blocks_search_form_order_idx" ON "_pages_v_blocks_search_form" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_search_form_parent_id_idx" ON "_pages_v_blocks_search_form" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_search_form_path_idx" ON "_pages_v_blocks_search_form" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_search_form_locales_locale_parent_id_unique" ON "_pages_v_blocks_search_form_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "projects_blocks_countdown_settings_hide_on_order_idx" ON "projects_blocks_countdown_settings_hide_on" USING btree ("order");
  CREATE INDEX "projects_blocks_countdown_settings_hide_on_parent_idx" ON "projects_blocks_countdown_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "projects_blocks_countdown_order_idx" ON "projects_blocks_countdown" USING btree ("_order");
  CREATE INDEX "projects_blocks_countdown_parent_id_idx" ON "projects_blocks_countdown" USING btree ("_parent_id");
  CREATE INDEX "projects_blocks_countdown_path_idx" ON "projects_blocks_countdown" USING btree ("_path");
  CREATE UNIQUE INDEX "projects_blocks_countdown_locales_locale_parent_id_unique" ON "projects_blocks_countdown_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "projects_blocks_circle_counter_settings_hide_on_order_idx" ON "projects_blocks_circle_counter_settings_hide_on" USING btree ("order");
  CREATE INDEX "projects_blocks_circle_counter_settings_hide_on_parent_idx" ON "projects_blocks_circle_counter_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "projects_blocks_circle_counter_order_idx" ON "projects_blocks_circle_counter" USING btree ("_order");
  CREATE INDEX "projects_blocks_circle_counter_parent_id_idx" ON "projects_blocks_circle_counter" USING btree ("_parent_id");
  CREATE INDEX "projects_blocks_circle_counter_path_idx" ON "projects_blocks_circle_counter" USING btree ("_path");
  CREATE UNIQUE INDEX "projects_blocks_circle_counter_locales_locale_parent_id_uniq" ON "projects_blocks_circle_counter_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "projects_blocks_number_counter_settings_hide_on_order_idx" ON "projects_blocks_number_counter_settings_hide_on" USING btree ("order");
  CREATE INDEX "projects_blocks_number_counter_settings_hide_on_parent_idx" ON "projects_blocks_number_counter_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "projects_blocks_number_counter_order_idx" ON "projects_blocks_number_counter" USING btree ("_order");
  CREATE INDEX "projects_blocks_number_counter_parent_id_idx" ON "projects_blocks_number_counter" USING btree ("_parent_id");
  CREATE INDEX "projects_blocks_number_counter_path_idx" ON "projects_blocks_number_counter" USING btree ("_path");
  CREATE UNIQUE INDEX "projects_blocks_number_counter_locales_locale_parent_id_uniq" ON "projects_blocks_number_counter_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "projects_blocks_bar_counters_bars_order_idx" ON "projects_blocks_bar_counters_bars" USING btree ("_order");
  CREATE INDEX "projects_blocks_bar_counters_bars_parent_id_idx" ON "projects_blocks_bar_counters_bars" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "projects_blocks_bar_counters_bars_locales_locale_parent_id_u" ON "projects_blocks_bar_counters_bars_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "projects_blocks_bar_counters_settings_hide_on_order_idx" ON "projects_blocks_bar_counters_settings_hide_on" USING btree ("order");
  CREATE INDEX "projects_blocks_bar_counters_settings_hide_on_parent_idx" ON "projects_blocks_bar_counters_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "projects_blocks_bar_counters_order_idx" ON "projects_blocks_bar_counters" USING btree ("_order");
  CREATE INDEX "projects_blocks_bar_counters_parent_id_idx" ON "projects_blocks_bar_counters" USING btree ("_parent_id");
  CREATE INDEX "projects_blocks_bar_counters_path_idx" ON "projects_blocks_bar_counters" USING btree ("_path");
  CREATE INDEX "projects_blocks_tabs_tabs_order_idx" ON "projects_blocks_tabs_tabs" USING btree ("_order");
  CREATE INDEX "projects_blocks_tabs_tabs_parent_id_idx" ON "projects_blocks_tabs_tabs" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "projects_blocks_tabs_tabs_locales_locale_parent_id_unique" ON "projects_blocks_tabs_tabs_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "projects_blocks_tabs_settings_hide_on_order_idx" ON "projects_blocks_tabs_settings_hide_on" USING btree ("order");
  CREATE INDEX "projects_blocks_tabs_settings_hide_on_parent_idx" ON "projects_blocks_tabs_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "projects_blocks_tabs_order_idx" ON "projects_blocks_tabs" USING btree ("_order");
  CREATE INDEX "projects_blocks_tabs_parent_id_idx" ON "projects_blocks_tabs" USING btree ("_parent_id");
  CREATE INDEX "projects_blocks_tabs_path_idx" ON "projects_blocks_tabs" USING btree ("_path");
  CREATE UNIQUE INDEX "projects_blocks_tabs_locales_locale_parent_id_unique" ON "projects_blocks_tabs_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "projects_blocks_toggle_settings_hide_on_order_idx" ON "projects_blocks_toggle_settings_hide_on" USING btree ("order");
  CREATE INDEX "projects_blocks_toggle_settings_hide_on_parent_idx" ON "projects_blocks_toggle_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "projects_blocks_toggle_order_idx" ON "projects_blocks_toggle" USING btree ("_order");
  CREATE INDEX "projects_blocks_toggle_parent_id_idx" ON "projects_blocks_toggle" USING btree ("_parent_id");
  CREATE INDEX "projects_blocks_toggle_path_idx" ON "projects_blocks_toggle" USING btree ("_path");
  CREATE UNIQUE INDEX "projects_blocks_toggle_locales_locale_parent_id_unique" ON "projects_blocks_toggle_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "projects_blocks_accordion_items_order_idx" ON "projects_blocks_accordion_items" USING btree ("_order");
  CREATE INDEX "projects_blocks_accordion_items_parent_id_idx" ON "projects_blocks_accordion_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "projects_blocks_accordion_items_locales_locale_parent_id_uni" ON "projects_blocks_accordion_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "projects_blocks_accordion_settings_hide_on_order_idx" ON "projects_blocks_accordion_settings_hide_on" USING btree ("order");
  CREATE INDEX "projects_blocks_accordion_settings_hide_on_parent_idx" ON "projects_blocks_accordion_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "projects_blocks_accordion_order_idx" ON "projects_blocks_accordion" USING btree ("_order");
  CREATE INDEX "projects_blocks_accordion_parent_id_idx" ON "projects_blocks_accordion" USING btree ("_parent_id");
  CREATE INDEX "projects_blocks_accordion_path_idx" ON "projects_blocks_accordion" USING btree ("_path");
  CREATE INDEX "projects_blocks_blog_listing_settings_hide_on_order_idx" ON "projects_blocks_blog_listing_settings_hide_on" USING btree ("order");
  CREATE INDEX "projects_blocks_blog_listing_settings_hide_on_parent_idx" ON "projects_blocks_blog_listing_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "projects_blocks_blog_listing_order_idx" ON "projects_blocks_blog_listing" USING btree ("_order");
  CREATE INDEX "projects_blocks_blog_listing_parent_id_idx" ON "projects_blocks_blog_listing" USING btree ("_parent_id");
  CREATE INDEX "projects_blocks_blog_listing_path_idx" ON "projects_blocks_blog_listing" USING btree ("_path");
  CREATE UNIQUE INDEX "projects_blocks_blog_listing_locales_locale_parent_id_unique" ON "projects_blocks_blog_listing_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "projects_blocks_search_form_settings_hide_on_order_idx" ON "projects_blocks_search_form_settings_hide_on" USING btree ("order");
  CREATE INDEX "projects_blocks_search_form_settings_hide_on_parent_idx" ON "projects_blocks_search_form_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "projects_blocks_search_form_order_idx" ON "projects_blocks_search_form" USING btree ("_order");
  CREATE INDEX "projects_blocks_search_form_parent_id_idx" ON "projects_blocks_search_form" USING btree ("_parent_id");
  CREATE INDEX "projects_blocks_search_form_path_idx" ON "projects_blocks_search_form" USING btree ("_path");
  CREATE UNIQUE INDEX "projects_blocks_search_form_locales_locale_parent_id_unique" ON "projects_blocks_search_form_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_projects_v_blocks_countdown_settings_hide_on_order_idx" ON "_projects_v_blocks_countdown_settings_hide_on" USING btree ("order");
  CREATE INDEX "_projects_v_blocks_countdown_settings_hide_on_parent_idx" ON "_projects_v_blocks_countdown_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "_projects_v_blocks_countdown_order_idx" ON "_projects_v_blocks_countdown" USING btree ("_order");
  CREATE INDEX "_projects_v_blocks_countdown_parent_id_idx" ON "_projects_v_blocks_countdown" USING btree ("_parent_id");
  CREATE INDEX "_projects_v_blocks_countdown_path_idx" ON "_projects_v_blocks_countdown" USING btree ("_path");
  CREATE UNIQUE INDEX "_projects_v_blocks_countdown_locales_locale_parent_id_unique" ON "_projects_v_blocks_countdown_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_projects_v_blocks_circle_counter_settings_hide_on_order_idx" ON "_projects_v_blocks_circle_counter_settings_hide_on" USING btree ("order");
  CREATE INDEX "_projects_v_blocks_circle_counter_settings_hide_on_parent_idx" ON "_projects_v_blocks_circle_counter_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "_projects_v_blocks_circle_counter_order_idx" ON "_projects_v_blocks_circle_counter" USING btree ("_order");
  CREATE INDEX "_projects_v_blocks_circle_counter_parent_id_idx" ON "_projects_v_blocks_circle_counter" USING btree ("_parent_id");
  CREATE INDEX "_projects_v_blocks_circle_counter_path_idx" ON "_projects_v_blocks_circle_counter" USING btree ("_path");
  CREATE UNIQUE INDEX "_projects_v_blocks_circle_counter_locales_locale_parent_id_u" ON "_projects_v_blocks_circle_counter_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_projects_v_blocks_number_counter_settings_hide_on_order_idx" ON "_projects_v_blocks_number_counter_settings_hide_on" USING btree ("order");
  CREATE INDEX "_projects_v_blocks_number_counter_settings_hide_on_parent_idx" ON "_projects_v_blocks_number_counter_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "_projects_v_blocks_number_counter_order_idx" ON "_projects_v_blocks_number_counter" USING btree ("_order");
  CREATE INDEX "_projects_v_blocks_number_counter_parent_id_idx" ON "_projects_v_blocks_number_counter" USING btree ("_parent_id");
  CREATE INDEX "_projects_v_blocks_number_counter_path_idx" ON "_projects_v_blocks_number_counter" USING btree ("_path");
  CREATE UNIQUE INDEX "_projects_v_blocks_number_counter_locales_locale_parent_id_u" ON "_projects_v_blocks_number_counter_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_projects_v_blocks_bar_counters_bars_order_idx" ON "_projects_v_blocks_bar_counters_bars" USING btree ("_order");
  CREATE INDEX "_projects_v_blocks_bar_counters_bars_parent_id_idx" ON "_projects_v_blocks_bar_counters_bars" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_projects_v_blocks_bar_counters_bars_locales_locale_parent_i" ON "_projects_v_blocks_bar_counters_bars_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_projects_v_blocks_bar_counters_settings_hide_on_order_idx" ON "_projects_v_blocks_bar_counters_settings_hide_on" USING btree ("order");
  CREATE INDEX "_projects_v_blocks_bar_counters_settings_hide_on_parent_idx" ON "_projects_v_blocks_bar_counters_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "_projects_v_blocks_bar_counters_order_idx" ON "_projects_v_blocks_bar_counters" USING btree ("_order");
  CREATE INDEX "_projects_v_blocks_bar_counters_parent_id_idx" ON "_projects_v_blocks_bar_counters" USING btree ("_parent_id");
  CREATE INDEX "_projects_v_blocks_bar_counters_path_idx" ON "_projects_v_blocks_bar_counters" USING btree ("_path");
  CREATE INDEX "_projects_v_blocks_tabs_tabs_order_idx" ON "_projects_v_blocks_tabs_tabs" USING btree ("_order");
  CREATE INDEX "_projects_v_blocks_tabs_tabs_parent_id_idx" ON "_projects_v_blocks_tabs_tabs" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_projects_v_blocks_tabs_tabs_locales_locale_parent_id_unique" ON "_projects_v_blocks_tabs_tabs_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_projects_v_blocks_tabs_settings_hide_on_order_idx" ON "_projects_v_blocks_tabs_settings_hide_on" USING btree ("order");
  CREATE INDEX "_projects_v_blocks_tabs_settings_hide_on_parent_idx" ON "_projects_v_blocks_tabs_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "_projects_v_blocks_tabs_order_idx" ON "_projects_v_blocks_tabs" USING btree ("_order");
  CREATE INDEX "_projects_v_blocks_tabs_parent_id_idx" ON "_projects_v_blocks_tabs" USING btree ("_parent_id");
  CREATE INDEX "_projects_v_blocks_tabs_path_idx" ON "_projects_v_blocks_tabs" USING btree ("_path");
  CREATE UNIQUE INDEX "_projects_v_blocks_tabs_locales_locale_parent_id_unique" ON "_projects_v_blocks_tabs_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_projects_v_blocks_toggle_settings_hide_on_order_idx" ON "_projects_v_blocks_toggle_settings_hide_on" USING btree ("order");
  CREATE INDEX "_projects_v_blocks_toggle_settings_hide_on_parent_idx" ON "_projects_v_blocks_toggle_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "_projects_v_blocks_toggle_order_idx" ON "_projects_v_blocks_toggle" USING btree ("_order");
  CREATE INDEX "_projects_v_blocks_toggle_parent_id_idx" ON "_projects_v_blocks_toggle" USING btree ("_parent_id");
  CREATE INDEX "_projects_v_blocks_toggle_path_idx" ON "_projects_v_blocks_toggle" USING btree ("_path");
  CREATE UNIQUE INDEX "_projects_v_blocks_toggle_locales_locale_parent_id_unique" ON "_projects_v_blocks_toggle_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_projects_v_blocks_accordion_items_order_idx" ON "_projects_v_blocks_accordion_items" USING btree ("_order");
  CREATE INDEX "_projects_v_blocks_accordion_items_parent_id_idx" ON "_projects_v_blocks_accordion_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_projects_v_blocks_accordion_items_locales_locale_parent_id_" ON "_projects_v_blocks_accordion_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_projects_v_blocks_accordion_settings_hide_on_order_idx" ON "_projects_v_blocks_accordion_settings_hide_on" USING btree ("order");
  CREATE INDEX "_projects_v_blocks_accordion_settings_hide_on_parent_idx" ON "_projects_v_blocks_accordion_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "_projects_v_blocks_accordion_order_idx" ON "_projects_v_blocks_accordion" USING btree ("_order");
  CREATE INDEX "_projects_v_blocks_accordion_parent_id_idx" ON "_projects_v_blocks_accordion" USING btree ("_parent_id");
  CREATE INDEX "_projects_v_blocks_accordion_path_idx" ON "_projects_v_blocks_accordion" USING btree ("_path");
  CREATE INDEX "_projects_v_blocks_blog_listing_settings_hide_on_order_idx" ON "_projects_v_blocks_blog_listing_settings_hide_on" USING btree ("order");
  CREATE INDEX "_projects_v_blocks_blog_listing_settings_hide_on_parent_idx" ON "_projects_v_blocks_blog_listing_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "_projects_v_blocks_blog_listing_order_idx" ON "_projects_v_blocks_blog_listing" USING btree ("_order");
  CREATE INDEX "_projects_v_blocks_blog_listing_parent_id_idx" ON "_projects_v_blocks_blog_listing" USING btree ("_parent_id");
  CREATE INDEX "_projects_v_blocks_blog_listing_path_idx" ON "_projects_v_blocks_blog_listing" USING btree ("_path");
  CREATE UNIQUE INDEX "_projects_v_blocks_blog_listing_locales_locale_parent_id_uni" ON "_projects_v_blocks_blog_listing_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_projects_v_blocks_search_form_settings_hide_on_order_idx" ON "_projects_v_blocks_search_form_settings_hide_on" USING btree ("order");
  CREATE INDEX "_projects_v_blocks_search_form_settings_hide_on_parent_idx" ON "_projects_v_blocks_search_form_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "_projects_v_blocks_search_form_order_idx" ON "_projects_v_blocks_search_form" USING btree ("_order");
  CREATE INDEX "_projects_v_blocks_search_form_parent_id_idx" ON "_projects_v_blocks_search_form" USING btree ("_parent_id");
  CREATE INDEX "_projects_v_blocks_search_form_path_idx" ON "_projects_v_blocks_search_form" USING btree ("_path");
  CREATE UNIQUE INDEX "_projects_v_blocks_search_form_locales_locale_parent_id_uniq" ON "_projects_v_blocks_search_form_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_blocks_countdown_settings_hide_on" CASCADE;
  DROP TABLE "pages_blocks_countdown" CASCADE;
  DROP TABLE "pages_blocks_countdown_locales" CASCADE;
  DROP TABLE "pages_blocks_circle_counter_settings_hide_on" CASCADE;
  DROP TABLE "pages_blocks_circle_counter" CASCADE;
  DROP TABLE "pages_blocks_circle_counter_locales" CASCADE;
  DROP TABLE "pages_blocks_number_counter_settings_hide_on" CASCADE;
  DROP TABLE "pages_blocks_number_counter" CASCADE;
  DROP TABLE "pages_blocks_number_counter_locales" CASCADE;
  DROP TABLE "pages_blocks_bar_counters_bars" CASCADE;
  DROP TABLE "pages_blocks_bar_counters_bars_locales" CASCADE;
  DROP TABLE "pages_blocks_bar_counters_settings_hide_on" CASCADE;
  DROP TABLE "pages_blocks_bar_counters" CASCADE;
  DROP TABLE "pages_blocks_tabs_tabs" CASCADE;
  DROP TABLE "pages_blocks_tabs_tabs_locales" CASCADE;
  DROP TABLE "pages_blocks_tabs_settings_hide_on" CASCADE;
  DROP TABLE "pages_blocks_tabs" CASCADE;
  DROP TABLE "pages_blocks_tabs_locales" CASCADE;
  DROP TABLE "pages_blocks_toggle_settings_hide_on" CASCADE;
  DROP TABLE "pages_blocks_toggle" CASCADE;
  DROP TABLE "pages_blocks_toggle_locales" CASCADE;
  DROP TABLE "pages_blocks_accordion_items" CASCADE;
  DROP TABLE "pages_blocks_accordion_items_locales" CASCADE;
  DROP TABLE "pages_blocks_accordion_settings_hide_on" CASCADE;
  DROP TABLE "pages_blocks_accordion" CASCADE;
  DROP TABLE "filt_portfolio_settings_hide_on" CASCADE;
  DROP TABLE "filt_portfolio" CASCADE;
  DROP TABLE "filt_portfolio_locales" CASCADE;
  DROP TABLE "pages_blocks_blog_listing_settings_hide_on" CASCADE;
  DROP TABLE "pages_blocks_blog_listing" CASCADE;
  DROP TABLE "pages_blocks_blog_listing_locales" CASCADE;
  DROP TABLE "pages_blocks_search_form_settings_hide_on" CASCADE;
  DROP TABLE "pages_blocks_search_form" CASCADE;
  DROP TABLE "pages_blocks_search_form_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_countdown_settings_hide_on" CASCADE;
  DROP TABLE "_pages_v_blocks_countdown" CASCADE;
  DROP TABLE "_pages_v_blocks_countdown_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_circle_counter_settings_hide_on" CASCADE;
  DROP TABLE "_pages_v_blocks_circle_counter" CASCADE;
  DROP TABLE "_pages_v_blocks_circle_counter_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_number_counter_settings_hide_on" CASCADE;
  DROP TABLE "_pages_v_blocks_number_counter" CASCADE;
  DROP TABLE "_pages_v_blocks_number_counter_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_bar_counters_bars" CASCADE;
  DROP TABLE "_pages_v_blocks_bar_counters_bars_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_bar_counters_settings_hide_on" CASCADE;
  DROP TABLE "_pages_v_blocks_bar_counters" CASCADE;
  DROP TABLE "_pages_v_blocks_tabs_tabs" CASCADE;
  DROP TABLE "_pages_v_blocks_tabs_tabs_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_tabs_settings_hide_on" CASCADE;
  DROP TABLE "_pages_v_blocks_tabs" CASCADE;
  DROP TABLE "_pages_v_blocks_tabs_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_toggle_settings_hide_on" CASCADE;
  DROP TABLE "_pages_v_blocks_toggle" CASCADE;
  DROP TABLE "_pages_v_blocks_toggle_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_accordion_items" CASCADE;
  DROP TABLE "_pages_v_blocks_accordion_items_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_accordion_settings_hide_on" CASCADE;
  DROP TABLE "_pages_v_blocks_accordion" CASCADE;
  DROP TABLE "_filt_portfolio_v_settings_hide_on" CASCADE;
  DROP TABLE "_filt_portfolio_v" CASCADE;
  DROP TABLE "_filt_portfolio_v_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_blog_listing_settings_hide_on" CASCADE;
  DROP TABLE "_pages_v_blocks_blog_listing" CASCADE;
  DROP TABLE "_pages_v_blocks_blog_listing_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_search_form_settings_hide_on" CASCADE;
  DROP TABLE "_pages_v_blocks_search_form" CASCADE;
  DROP TABLE "_pages_v_blocks_search_form_locales" CASCADE;
  DROP TABLE "projects_blocks_countdown_settings_hide_on" CASCADE;
  DROP TABLE "projects_blocks_countdown" CASCADE;
  DROP TABLE "projects_blocks_countdown_locales" CASCADE;
  DROP TABLE "projects_blocks_circle_counter_settings_hide_on" CASCADE;
  DROP TABLE "projects_blocks_circle_counter" CASCADE;
  DROP TABLE "projects_blocks_circle_counter_locales" CASCADE;
  DROP TABLE "projects_blocks_number_counter_settings_hide_on" CASCADE;
  DROP TABLE "projects_blocks_number_counter" CASCADE;
  DROP TABLE "projects_blocks_number_counter_locales" CASCADE;
  DROP TABLE "projects_blocks_bar_counters_bars" CASCADE;
  DROP TABLE "projects_blocks_bar_counters_bars_locales" CASCADE;
  DROP TABLE "projects_blocks_bar_counters_settings_hide_on" CASCADE;
  DROP TABLE "projects_blocks_bar_counters" CASCADE;
  DROP TABLE "projects_blocks_tabs_tabs" CASCADE;
  DROP TABLE "projects_blocks_tabs_tabs_locales" CASCADE;
  DROP TABLE "projects_blocks_tabs_settings_hide_on" CASCADE;
  DROP TABLE "projects_blocks_tabs" CASCADE;
  DROP TABLE "projects_blocks_tabs_locales" CASCADE;
  DROP TABLE "projects_blocks_toggle_settings_hide_on" CASCADE;
  DROP TABLE "projects_blocks_toggle" CASCADE;
  DROP TABLE "projects_blocks_toggle_locales" CASCADE;
  DROP TABLE "projects_blocks_accordion_items" CASCADE;
  DROP TABLE "projects_blocks_accordion_items_locales" CASCADE;
  DROP TABLE "projects_blocks_accordion_settings_hide_on" CASCADE;
  DROP TABLE "projects_blocks_accordion" CASCADE;
  DROP TABLE "projects_blocks_blog_listing_settings_hide_on" CASCADE;
  DROP TABLE "projects_blocks_blog_listing" CASCADE;
  DROP TABLE "projects_blocks_blog_listing_locales" CASCADE;
  DROP TABLE "projects_blocks_search_form_settings_hide_on" CASCADE;
  DROP TABLE "projects_blocks_search_form" CASCADE;
  DROP TABLE "projects_blocks_search_form_locales" CASCADE;
  DROP TABLE "_projects_v_blocks_countdown_settings_hide_on" CASCADE;
  DROP TABLE "_projects_v_blocks_countdown" CASCADE;
  DROP TABLE "_projects_v_blocks_countdown_locales" CASCADE;
  DROP TABLE "_projects_v_blocks_circle_counter_settings_hide_on" CASCADE;
  DROP TABLE "_projects_v_blocks_circle_counter" CASCADE;
  DROP TABLE "_projects_v_blocks_circle_counter_locales" CASCADE;
  DROP TABLE "_projects_v_blocks_number_counter_settings_hide_on" CASCADE;
  DROP TABLE "_projects_v_blocks_number_counter" CASCADE;
  DROP TABLE "_projects_v_blocks_number_counter_locales" CASCADE;
  DROP TABLE "_projects_v_blocks_bar_counters_bars" CASCADE;
  DROP TABLE "_projects_v_blocks_bar_counters_bars_locales" CASCADE;
  DROP TABLE "_projects_v_blocks_bar_counters_settings_hide_on" CASCADE;
  DROP TABLE "_projects_v_blocks_bar_counters" CASCADE;
  DROP TABLE "_projects_v_blocks_tabs_tabs" CASCADE;
  DROP TABLE "_projects_v_blocks_tabs_tabs_locales" CASCADE;
  DROP TABLE "_projects_v_blocks_tabs_settings_hide_on" CASCADE;
  DROP TABLE "_projects_v_blocks_tabs" CASCADE;
  DROP TABLE "_projects_v_blocks_tabs_locales" CASCADE;
  DROP TABLE "_projects_v_blocks_toggle_settings_hide_on" CASCADE;
  DROP TABLE "_projects_v_blocks_toggle" CASCADE;
  DROP TABLE "_projects_v_blocks_toggle_locales" CASCADE;
  DROP TABLE "_projects_v_blocks_accordion_items" CASCADE;
  DROP TABLE "_projects_v_blocks_accordion_items_locales" CASCADE;
  DROP TABLE "_projects_v_blocks_accordion_settings_hide_on" CASCADE;
  DROP TABLE "_projects_v_blocks_accordion" CASCADE;
  DROP TABLE "_projects_v_blocks_blog_listing_settings_hide_on" CASCADE;
  DROP TABLE "_projects_v_blocks_blog_listing" CASCADE;
  DROP TABLE "_projects_v_blocks_blog_listing_locales" CASCADE;
  DROP TABLE "_projects_v_blocks_search_form_settings_hide_on" CASCADE;
  DROP TABLE "_projects_v_blocks_search_form" CASCADE;
  DROP TABLE "_projects_v_blocks_search_form_locales" CASCADE;
  DROP TYPE "public"."enum_pages_blocks_countdown_settings_hide_on";
  DROP TYPE "public"."enum_pages_blocks_countdown_settings_link_target";
  DROP TYPE "public"."enum_pages_blocks_countdown_settings_animation_style";
  DROP TYPE "public"."enum_pages_blocks_countdown_settings_animation_repeat";
  DROP TYPE "public"."enum_pages_blocks_countdown_settings_animation_speedCurve";
  DROP TYPE "public"."enum_pages_blocks_countdown_settings_animation_style_tablet";
  DROP TYPE "public"."enum_pages_blocks_countdown_settings_animation_repeat_tablet";
  DROP TYPE "public"."enum_pages_blocks_countdown_settings_14p5qnj_speedCurve_tablet";
  DROP TYPE "public"."enum_pages_blocks_countdown_settings_animation_style_phone";
  DROP TYPE "public"."enum_pages_blocks_countdown_settings_animation_repeat_phone";
  DROP TYPE "public"."enum_pages_blocks_countdown_settings_animation_speedCurve_phone";
  DROP TYPE "public"."enum_pages_blocks_circle_counter_settings_hide_on";
  DROP TYPE "public"."enum_pages_blocks_circle_counter_settings_link_target";
  DROP TYPE "public"."enum_pages_blocks_circle_counter_settings_animation_style";
  DROP TYPE "public"."enum_pages_blocks_circle_counter_settings_animation_repeat";
  DROP TYPE "public"."enum_pages_blocks_circle_counter_settings_animation_speedCurve";
  DROP TYPE "public"."enum_pages_blocks_circle_counter_settings__ejymlw_style_tablet";
  DROP TYPE "public"."enum_pages_blocks_circle_counter_setting_119r8ou_repeat_tablet";
  DROP TYPE "public"."enum_pages_blocks_circle_counter_sett_qgs7gp_speedCurve_tablet";
  DROP TYPE "public"."enum_pages_blocks_circle_counter_settings_animation_style_phone";
  DROP TYPE "public"."enum_pages_blocks_circle_counter_settings__qi9qq2_repeat_phone";
  DROP TYPE "public"."enum_pages_blocks_circle_counter_setti_7vvjjr_speedCurve_phone";
  DROP TYPE "public"."enum_pages_blocks_number_counter_settings_hide_on";
  DROP TYPE "public"."enum_pages_blocks_number_counter_separator";
  DROP TYPE "public"."enum_pages_blocks_number_counter_settings_link_target";
  DROP TYPE "public"."enum_pages_blocks_number_counter_settings_animation_style";
  DROP TYPE "public"."enum_pages_blocks_number_counter_settings_animation_repeat";
  DROP TYPE "public"."enum_pages_blocks_number_counter_settings_animation_speedCurve";
  DROP TYPE "public"."enum_pages_blocks_number_counter_settings__7wup0l_style_tablet";
  DROP TYPE "public"."enum_pages_blocks_number_counter_setting_1bpguph_repeat_tablet";
  DROP TYPE "public"."enum_pages_blocks_number_counter_sett_adj82u_speedCurve_tablet";
  DROP TYPE "public"."enum_pages_blocks_number_counter_settings_animation_style_phone";
  DROP TYPE "public"."enum_pages_blocks_number_counter_settings_1xthlvn_repeat_phone";
  DROP TYPE "public"."enum_pages_blocks_number_counter_setti_t5n9tu_speedCurve_phone";
  DROP TYPE "public"."enum_pages_blocks_bar_counters_settings_hide_on";
  DROP TYPE "public"."enum_pages_blocks_bar_counters_settings_link_target";
  DROP TYPE "public"."enum_pages_blocks_bar_counters_settings_animation_style";
  DROP TYPE "public"."enum_pages_blocks_bar_counters_settings_animation_repeat";
  DROP TYPE "public"."enum_pages_blocks_bar_counters_settings_animation_speedCurve";
  DROP TYPE "public"."enum_pages_blocks_bar_counters_settings_animation_style_tablet";
  DROP TYPE "public"."enum_pages_blocks_bar_counters_settings_animation_repeat_tablet";
  DROP TYPE "public"."enum_pages_blocks_bar_counters_setti_1jk2lgd_speedCurve_tablet";
  DROP TYPE "public"."enum_pages_blocks_bar_counters_settings_animation_style_phone";
  DROP TYPE "public"."enum_pages_blocks_bar_counters_settings_animation_repeat_phone";
  DROP TYPE "public"."enum_pages_blocks_bar_counters_settin_14ywot7_speedCurve_phone";
  DROP TYPE "public"."enum_pages_blocks_tabs_settings_hide_on";
  DROP TYPE "public"."enum_pages_blocks_tabs_activation";
  DROP TYPE "public"."enum_pages_blocks_tabs_settings_link_target";
  DROP TYPE "public"."enum_pages_blocks_tabs_settings_animation_style";
  DROP TYPE "public"."enum_pages_blocks_tabs_settings_animation_repeat";
  DROP TYPE "public"."enum_pages_blocks_tabs_settings_animation_speedCurve";
  DROP TYPE "public"."enum_pages_blocks_tabs_settings_animation_style_tablet";
  DROP TYPE "public"."enum_pages_blocks_tabs_settings_animation_repeat_tablet";
  DROP TYPE "public"."enum_pages_blocks_tabs_settings_animation_speedCurve_tablet";
  DROP TYPE "public"."enum_pages_blocks_tabs_settings_animation_style_phone";
  DROP TYPE "public"."enum_pages_blocks_tabs_settings_animation_repeat_phone";
  DROP TYPE "public"."enum_pages_blocks_tabs_settings_animation_speedCurve_phone";
  DROP TYPE "public"."enum_pages_blocks_toggle_settings_hide_on";
  DROP TYPE "public"."enum_pages_blocks_toggle_icon";
  DROP TYPE "public"."enum_pages_blocks_toggle_settings_link_target";
  DROP TYPE "public"."enum_pages_blocks_toggle_settings_animation_style";
  DROP TYPE "public"."enum_pages_blocks_toggle_settings_animation_repeat";
  DROP TYPE "public"."enum_pages_blocks_toggle_settings_animation_speedCurve";
  DROP TYPE "public"."enum_pages_blocks_toggle_settings_animation_style_tablet";
  DROP TYPE "public"."enum_pages_blocks_toggle_settings_animation_repeat_tablet";
  DROP TYPE "public"."enum_pages_blocks_toggle_settings_animation_speedCurve_tablet";
  DROP TYPE "public"."enum_pages_blocks_toggle_settings_animation_style_phone";
  DROP TYPE "public"."enum_pages_blocks_toggle_settings_animation_repeat_phone";
  DROP TYPE "public"."enum_pages_blocks_toggle_settings_animation_speedCurve_phone";
  DROP TYPE "public"."enum_pages_blocks_accordion_settings_hide_on";
  DROP TYPE "public"."enum_pages_blocks_accordion_icon";
  DROP TYPE "public"."enum_pages_blocks_accordion_settings_link_target";
  DROP TYPE "public"."enum_pages_blocks_accordion_settings_animation_style";
  DROP TYPE "public"."enum_pages_blocks_accordion_settings_animation_repeat";
  DROP TYPE "public"."enum_pages_blocks_accordion_settings_animation_speedCurve";
  DROP TYPE "public"."enum_pages_blocks_accordion_settings_animation_style_tablet";
  DROP TYPE "public"."enum_pages_blocks_accordion_settings_animation_repeat_tablet";
  DROP TYPE "public"."enum_pages_blocks_accordion_settings_1p3m51g_speedCurve_tablet";
  DROP TYPE "public"."enum_pages_blocks_accordion_settings_animation_style_phone";
  DROP TYPE "public"."enum_pages_blocks_accordion_settings_animation_repeat_phone";
  DROP TYPE "public"."enum_pages_blocks_accordion_settings_animation_speedCurve_phone";
  DROP TYPE "public"."enum_filt_portfolio_settings_hide_on";
  DROP TYPE "public"."enum_filt_portfolio_layout";
  DROP TYPE "public"."enum_filt_portfolio_settings_link_target";
  DROP TYPE "public"."enum_filt_portfolio_settings_animation_style";
  DROP TYPE "public"."enum_filt_portfolio_settings_animation_repeat";
  DROP TYPE "public"."enum_filt_portfolio_settings_animation_speedCurve";
  DROP TYPE "public"."enum_filt_portfolio_settings_animation_style_tablet";
  DROP TYPE "public"."enum_filt_portfolio_settings_animation_repeat_tablet";
  DROP TYPE "public"."enum_filt_portfolio_settings_animation_speedCurve_tablet";
  DROP TYPE "public"."enum_filt_portfolio_settings_animation_style_phone";
  DROP TYPE "public"."enum_filt_portfolio_settings_animation_repeat_phone";
  DROP TYPE "public"."enum_filt_portfolio_settings_animation_speedCurve_phone";
  DROP TYPE "public"."enum_pages_blocks_blog_listing_settings_hide_on";
  DROP TYPE "public"."enum_pages_blocks_blog_listing_layout";
  DROP TYPE "public"."enum_pages_blocks_blog_listing_settings_link_target";
  DROP TYPE "public"."enum_pages_blocks_blog_listing_settings_animation_style";
  DROP TYPE "public"."enum_pages_blocks_blog_listing_settings_animation_repeat";
  DROP TYPE "public"."enum_pages_blocks_blog_listing_settings_animation_speedCurve";
  DROP TYPE "public"."enum_pages_blocks_blog_listing_settings_animation_style_tablet";
  DROP TYPE "public"."enum_pages_blocks_blog_listing_settings_animation_repeat_tablet";
  DROP TYPE "public"."enum_pages_blocks_blog_listing_setti_1bd8ctp_speedCurve_tablet";
  DROP TYPE "public"."enum_pages_blocks_blog_listing_settings_animation_style_phone";
  DROP TYPE "public"."enum_pages_blocks_blog_listing_settings_animation_repeat_phone";
  DROP TYPE "public"."enum_pages_blocks_blog_listing_settin_1nbi2uj_speedCurve_phone";
  DROP TYPE "public"."enum_pages_blocks_search_form_settings_hide_on";
  DROP TYPE "public"."enum_pages_blocks_search_form_button_style";
  DROP TYPE "public"."enum_pages_blocks_search_form_settings_link_target";
  DROP TYPE "public"."enum_pages_blocks_search_form_settings_animation_style";
  DROP TYPE "public"."enum_pages_blocks_search_form_settings_animation_repeat";
  DROP TYPE "public"."enum_pages_blocks_search_form_settings_animation_speedCurve";
  DROP TYPE "public"."enum_pages_blocks_search_form_settings_animation_style_tablet";
  DROP TYPE "public"."enum_pages_blocks_search_form_settings_animation_repeat_tablet";
  DROP TYPE "public"."enum_pages_blocks_search_form_settin_1h5scrj_speedCurve_tablet";
  DROP TYPE "public"."enum_pages_blocks_search_form_settings_animation_style_phone";
  DROP TYPE "public"."enum_pages_blocks_search_form_settings_animation_repeat_phone";
  DROP TYPE "public"."enum_pages_blocks_search_form_settings_xbi9od_speedCurve_phone";
  DROP TYPE "public"."enum__pages_v_blocks_countdown_settings_hide_on";
  DROP TYPE "public"."enum__pages_v_blocks_countdown_settings_link_target";
  DROP TYPE "public"."enum__pages_v_blocks_countdown_settings_animation_style";
  DROP TYPE "public"."enum__pages_v_blocks_countdown_settings_animation_repeat";
  DROP TYPE "public"."enum__pages_v_blocks_countdown_settings_animation_speedCurve";
  DROP TYPE "public"."enum__pages_v_blocks_countdown_settings_animation_style_tablet";
  DROP TYPE "public"."enum__pages_v_blocks_countdown_settings_animation_repeat_tablet";
  DROP TYPE "public"."enum__pages_v_blocks_countdown_settin_ctt2wz_speedCurve_tablet";
  DROP TYPE "public"."enum__pages_v_blocks_countdown_settings_animation_style_phone";
  DROP TYPE "public"."enum__pages_v_blocks_countdown_settings_animation_repeat_phone";
  DROP TYPE "public"."enum__pages_v_blocks_countdown_setting_df6c8h_speedCurve_phone";
  DROP TYPE "public"."enum__pages_v_blocks_circle_counter_settings_hide_on";
  DROP TYPE "public"."enum__pages_v_blocks_circle_counter_settings_link_target";
  DROP TYPE "public"."enum__pages_v_blocks_circle_counter_settings_animation_style";
  DROP TYPE "public"."enum__pages_v_blocks_circle_counter_settings_animation_repeat";
  DROP TYPE "public"."enum__pages_v_blocks_circle_counter_settings_1v30r0_speedCurve";
  DROP TYPE "public"."enum__pages_v_blocks_circle_counter_settin_cbztu8_style_tablet";
  DROP TYPE "public"."enum__pages_v_blocks_circle_counter_sett_173etsy_repeat_tablet";
  DROP TYPE "public"."enum__pages_v_blocks_circle_counter_s_v09j79_speedCurve_tablet";
  DROP TYPE "public"."enum__pages_v_blocks_circle_counter_setting_u89zfg_style_phone";
  DROP TYPE "public"."enum__pages_v_blocks_circle_counter_setti_1fdx35q_repeat_phone";
  DROP TYPE "public"."enum__pages_v_blocks_circle_counter_se_77gc8z_speedCurve_phone";
  DROP TYPE "public"."enum__pages_v_blocks_number_counter_settings_hide_on";
  DROP TYPE "public"."enum__pages_v_blocks_number_counter_separator";
  DROP TYPE "public"."enum__pages_v_blocks_number_counter_settings_link_target";
  DROP TYPE "public"."enum__pages_v_blocks_number_counter_settings_animation_style";
  DROP TYPE "public"."enum__pages_v_blocks_number_counter_settings_animation_repeat";
  DROP TYPE "public"."enum__pages_v_blocks_number_counter_settings_afxflx_speedCurve";
  DROP TYPE "public"."enum__pages_v_blocks_number_counter_setti_1g299i9_style_tablet";
  DROP TYPE "public"."enum__pages_v_blocks_number_counter_setti_qsimm1_repeat_tablet";
  DROP TYPE "public"."enum__pages_v_blocks_number_counter__1sgxn2a_speedCurve_tablet";
  DROP TYPE "public"."enum__pages_v_blocks_number_counter_settin_1jxu8f3_style_phone";
  DROP TYPE "public"."enum__pages_v_blocks_number_counter_settin_84w4h3_repeat_phone";
  DROP TYPE "public"."enum__pages_v_blocks_number_counter_s_15ey1r2_speedCurve_phone";
  DROP TYPE "public"."enum__pages_v_blocks_bar_counters_settings_hide_on";
  DROP TYPE "public"."enum__pages_v_blocks_bar_counters_settings_link_target";
  DROP TYPE "public"."enum__pages_v_blocks_bar_counters_settings_animation_style";
  DROP TYPE "public"."enum__pages_v_blocks_bar_counters_settings_animation_repeat";
  DROP TYPE "public"."enum__pages_v_blocks_bar_counters_settings_animation_speedCurve";
  DROP TYPE "public"."enum__pages_v_blocks_bar_counters_settings_lpx6o4_style_tablet";
  DROP TYPE "public"."enum__pages_v_blocks_bar_counters_settin_1a6ouge_repeat_tablet";
  DROP TYPE "public"."enum__pages_v_blocks_bar_counters_set_lc84hl_speedCurve_tablet";
  DROP TYPE "public"."enum__pages_v_blocks_bar_counters_settings__ory16o_style_phone";
  DROP TYPE "public"."enum__pages_v_blocks_bar_counters_setting_1oacha2_repeat_phone";
  DROP TYPE "public"."enum__pages_v_blocks_bar_counters_set_14e8zmv_speedCurve_phone";
  DROP TYPE "public"."enum__pages_v_blocks_tabs_settings_hide_on";
  DROP TYPE "public"."enum__pages_v_blocks_tabs_activation";
  DROP TYPE "public"."enum__pages_v_blocks_tabs_settings_link_target";
  DROP TYPE "public"."enum__pages_v_blocks_tabs_settings_animation_style";
  DROP TYPE "public"."enum__pages_v_blocks_tabs_settings_animation_repeat";
  DROP TYPE "public"."enum__pages_v_blocks_tabs_settings_animation_speedCurve";
  DROP TYPE "public"."enum__pages_v_blocks_tabs_settings_animation_style_tablet";
  DROP TYPE "public"."enum__pages_v_blocks_tabs_settings_animation_repeat_tablet";
  DROP TYPE "public"."enum__pages_v_blocks_tabs_settings_animation_speedCurve_tablet";
  DROP TYPE "public"."enum__pages_v_blocks_tabs_settings_animation_style_phone";
  DROP TYPE "public"."enum__pages_v_blocks_tabs_settings_animation_repeat_phone";
  DROP TYPE "public"."enum__pages_v_blocks_tabs_settings_animation_speedCurve_phone";
  DROP TYPE "public"."enum__pages_v_blocks_toggle_settings_hide_on";
  DROP TYPE "public"."enum__pages_v_blocks_toggle_icon";
  DROP TYPE "public"."enum__pages_v_blocks_toggle_settings_link_target";
  DROP TYPE "public"."enum__pages_v_blocks_toggle_settings_animation_style";
  DROP TYPE "public"."enum__pages_v_blocks_toggle_settings_animation_repeat";
  DROP TYPE "public"."enum__pages_v_blocks_toggle_settings_animation_speedCurve";
  DROP TYPE "public"."enum__pages_v_blocks_toggle_settings_animation_style_tablet";
  DROP TYPE "public"."enum__pages_v_blocks_toggle_settings_animation_repeat_tablet";
  DROP TYPE "public"."enum__pages_v_blocks_toggle_settings_138sy5o_speedCurve_tablet";
  DROP TYPE "public"."enum__pages_v_blocks_toggle_settings_animation_style_phone";
  DROP TYPE "public"."enum__pages_v_blocks_toggle_settings_animation_repeat_phone";
  DROP TYPE "public"."enum__pages_v_blocks_toggle_settings_animation_speedCurve_phone";
  DROP TYPE "public"."enum__pages_v_blocks_accordion_settings_hide_on";
  DROP TYPE "public"."enum__pages_v_blocks_accordion_icon";
  DROP TYPE "public"."enum__pages_v_blocks_accordion_settings_link_target";
  DROP TYPE "public"."enum__pages_v_blocks_accordion_settings_animation_style";
  DROP TYPE "public"."enum__pages_v_blocks_accordion_settings_animation_repeat";
  DROP TYPE "public"."enum__pages_v_blocks_accordion_settings_animation_speedCurve";
  DROP TYPE "public"."enum__pages_v_blocks_accordion_settings_animation_style_tablet";
  DROP TYPE "public"."enum__pages_v_blocks_accordion_settings_animation_repeat_tablet";
  DROP TYPE "public"."enum__pages_v_blocks_accordion_settin_tbxrx4_speedCurve_tablet";
  DROP TYPE "public"."enum__pages_v_blocks_accordion_settings_animation_style_phone";
  DROP TYPE "public"."enum__pages_v_blocks_accordion_settings_animation_repeat_phone";
  DROP TYPE "public"."enum__pages_v_blocks_accordion_setting_fosbdg_speedCurve_phone";
  DROP TYPE "public"."enum__filt_portfolio_v_settings_hide_on";
  DROP TYPE "public"."enum__filt_portfolio_v_layout";
  DROP TYPE "public"."enum__filt_portfolio_v_settings_link_target";
  DROP TYPE "public"."enum__filt_portfolio_v_settings_animation_style";
  DROP TYPE "public"."enum__filt_portfolio_v_settings_animation_repeat";
  DROP TYPE "public"."enum__filt_portfolio_v_settings_animation_speedCurve";
  DROP TYPE "public"."enum__filt_portfolio_v_settings_animation_style_tablet";
  DROP TYPE "public"."enum__filt_portfolio_v_settings_animation_repeat_tablet";
  DROP TYPE "public"."enum__filt_portfolio_v_settings_animation_speedCurve_tablet";
  DROP TYPE "public"."enum__filt_portfolio_v_settings_animation_style_phone";
  DROP TYPE "public"."enum__filt_portfolio_v_settings_animation_repeat_phone";
  DROP TYPE "public"."enum__filt_portfolio_v_settings_animation_speedCurve_phone";
  DROP TYPE "public"."enum__pages_v_blocks_blog_listing_settings_hide_on";
  DROP TYPE "public"."enum__pages_v_blocks_blog_listing_layout";
  DROP TYPE "public"."enum__pages_v_blocks_blog_listing_settings_link_target";
  DROP TYPE "public"."enum__pages_v_blocks_blog_listing_settings_animation_style";
  DROP TYPE "public"."enum__pages_v_blocks_blog_listing_settings_animation_repeat";
  DROP TYPE "public"."enum__pages_v_blocks_blog_listing_settings_animation_speedCurve";
  DROP TYPE "public"."enum__pages_v_blocks_blog_listing_setting_1qexmck_style_tablet";
  DROP TYPE "public"."enum__pages_v_blocks_blog_listing_settin_1c53xu6_repeat_tablet";
  DROP TYPE "public"."enum__pages_v_blocks_blog_listing_set_fk1o0p_speedCurve_tablet";
  DROP TYPE "public"."enum__pages_v_blocks_blog_listing_settings__a5b6g0_style_phone";
  DROP TYPE "public"."enum__pages_v_blocks_blog_listing_setting_1cfmk7u_repeat_phone";
  DROP TYPE "public"."enum__pages_v_blocks_blog_listing_set_1f5eccn_speedCurve_phone";
  DROP TYPE "public"."enum__pages_v_blocks_search_form_settings_hide_on";
  DROP TYPE "public"."enum__pages_v_blocks_search_form_button_style";
  DROP TYPE "public"."enum__pages_v_blocks_search_form_settings_link_target";
  DROP TYPE "public"."enum__pages_v_blocks_search_form_settings_animation_style";
  DROP TYPE "public"."enum__pages_v_blocks_search_form_settings_animation_repeat";
  DROP TYPE "public"."enum__pages_v_blocks_search_form_settings_animation_speedCurve";
  DROP TYPE "public"."enum__pages_v_blocks_search_form_settings__bvefam_style_tablet";
  DROP TYPE "public"."enum__pages_v_blocks_search_form_settings_abt59w_repeat_tablet";
  DROP TYPE "public"."enum__pages_v_blocks_search_form_sett_i6zlxn_speedCurve_tablet";
  DROP TYPE "public"."enum__pages_v_blocks_search_form_settings_animation_style_phone";
  DROP TYPE "public"."enum__pages_v_blocks_search_form_settings_1njxovk_repeat_phone";
  DROP TYPE "public"."enum__pages_v_blocks_search_form_setti_gdtkh5_speedCurve_phone";
  DROP TYPE "public"."enum_projects_blocks_countdown_settings_hide_on";
  DROP TYPE "public"."enum_projects_blocks_countdown_settings_link_target";
  DROP TYPE "public"."enum_projects_blocks_countdown_settings_animation_style";
  DROP TYPE "public"."enum_projects_blocks_countdown_settings_animation_repeat";
  DROP TYPE "public"."enum_projects_blocks_countdown_settings_animation_speedCurve";
  DROP TYPE "public"."enum_projects_blocks_countdown_settings_animation_style_tablet";
  DROP TYPE "public"."enum_projects_blocks_countdown_settings_animation_repeat_tablet";
  DROP TYPE "public"."enum_projects_blocks_countdown_setti_136n9g7_speedCurve_tablet";
  DROP TYPE "public"."enum_projects_blocks_countdown_settings_animation_style_phone";
  DROP TYPE "public"."enum_projects_blocks_countdown_settings_animation_repeat_phone";
  DROP TYPE "public"."enum_projects_blocks_countdown_settin_1ly7811_speedCurve_phone";
  DROP TYPE "public"."enum_projects_blocks_circle_counter_settings_hide_on";
  DROP TYPE "public"."enum_projects_blocks_circle_counter_settings_link_target";
  DROP TYPE "public"."enum_projects_blocks_circle_counter_settings_animation_style";
  DROP TYPE "public"."enum_projects_blocks_circle_counter_settings_animation_repeat";
  DROP TYPE "public"."enum_projects_blocks_circle_counter_settings_g4b860_speedCurve";
  DROP TYPE "public"."enum_projects_blocks_circle_counter_settin_3w9dos_style_tablet";
  DROP TYPE "public"."enum_projects_blocks_circle_counter_setti_inm29y_repeat_tablet";
  DROP TYPE "public"."enum_projects_blocks_circle_counter_s_tc66gh_speedCurve_tablet";
  DROP TYPE "public"."enum_projects_blocks_circle_counter_setting_qpkv5k_style_phone";
  DROP TYPE "public"."enum_projects_blocks_circle_counter_setti_13iaov6_repeat_phone";
  DROP TYPE "public"."enum_projects_blocks_circle_counter_se_ddy0tr_speedCurve_phone";
  DROP TYPE "public"."enum_projects_blocks_number_counter_settings_hide_on";
  DROP TYPE "public"."enum_projects_blocks_number_counter_separator";
  DROP TYPE "public"."enum_projects_blocks_number_counter_settings_link_target";
  DROP TYPE "public"."enum_projects_blocks_number_counter_settings_animation_style";
  DROP TYPE "public"."enum_projects_blocks_number_counter_settings_animation_repeat";
  DROP TYPE "public"."enum_projects_blocks_number_counter_setting_1vp2u75_speedCurve";
  DROP TYPE "public"."enum_projects_blocks_number_counter_settin_ld8skd_style_tablet";
  DROP TYPE "public"."enum_projects_blocks_number_counter_sett_12yx35p_repeat_tablet";
  DROP TYPE "public"."enum_projects_blocks_number_counter__1anndri_speedCurve_tablet";
  DROP TYPE "public"."enum_projects_blocks_number_counter_setting_2q4b2z_style_phone";
  DROP TYPE "public"."enum_projects_blocks_number_counter_setti_1h0v517_repeat_phone";
  DROP TYPE "public"."enum_projects_blocks_number_counter_s_1evj7p6_speedCurve_phone";
  DROP TYPE "public"."enum_projects_blocks_bar_counters_settings_hide_on";
  DROP TYPE "public"."enum_projects_blocks_bar_counters_settings_link_target";
  DROP TYPE "public"."enum_projects_blocks_bar_counters_settings_animation_style";
  DROP TYPE "public"."enum_projects_blocks_bar_counters_settings_animation_repeat";
  DROP TYPE "public"."enum_projects_blocks_bar_counters_settings_animation_speedCurve";
  DROP TYPE "public"."enum_projects_blocks_bar_counters_setting_1cj2myo_style_tablet";
  DROP TYPE "public"."enum_projects_blocks_bar_counters_setting_xekj8y_repeat_tablet";
  DROP TYPE "public"."enum_projects_blocks_bar_counters_se_1vtitad_speedCurve_tablet";
  DROP TYPE "public"."enum_projects_blocks_bar_counters_settings__6kic7g_style_phone";
  DROP TYPE "public"."enum_projects_blocks_bar_counters_setting_1ckjc9a_repeat_phone";
  DROP TYPE "public"."enum_projects_blocks_bar_counters_set_1270237_speedCurve_phone";
  DROP TYPE "public"."enum_projects_blocks_tabs_settings_hide_on";
  DROP TYPE "public"."enum_projects_blocks_tabs_activation";
  DROP TYPE "public"."enum_projects_blocks_tabs_settings_link_target";
  DROP TYPE "public"."enum_projects_blocks_tabs_settings_animation_style";
  DROP TYPE "public"."enum_projects_blocks_tabs_settings_animation_repeat";
  DROP TYPE "public"."enum_projects_blocks_tabs_settings_animation_speedCurve";
  DROP TYPE "public"."enum_projects_blocks_tabs_settings_animation_style_tablet";
  DROP TYPE "public"."enum_projects_blocks_tabs_settings_animation_repeat_tablet";
  DROP TYPE "public"."enum_projects_blocks_tabs_settings_animation_speedCurve_tablet";
  DROP TYPE "public"."enum_projects_blocks_tabs_settings_animation_style_phone";
  DROP TYPE "public"."enum_projects_blocks_tabs_settings_animation_repeat_phone";
  DROP TYPE "public"."enum_projects_blocks_tabs_settings_animation_speedCurve_phone";
  DROP TYPE "public"."enum_projects_blocks_toggle_settings_hide_on";
  DROP TYPE "public"."enum_projects_blocks_toggle_icon";
  DROP TYPE "public"."enum_projects_blocks_toggle_settings_link_target";
  DROP TYPE "public"."enum_projects_blocks_toggle_settings_animation_style";
  DROP TYPE "public"."enum_projects_blocks_toggle_settings_animation_repeat";
  DROP TYPE "public"."enum_projects_blocks_toggle_settings_animation_speedCurve";
  DROP TYPE "public"."enum_projects_blocks_toggle_settings_animation_style_tablet";
  DROP TYPE "public"."enum_projects_blocks_toggle_settings_animation_repeat_tablet";
  DROP TYPE "public"."enum_projects_blocks_toggle_settings__hujruw_speedCurve_tablet";
  DROP TYPE "public"."enum_projects_blocks_toggle_settings_animation_style_phone";
  DROP TYPE "public"."enum_projects_blocks_toggle_settings_animation_repeat_phone";
  DROP TYPE "public"."enum_projects_blocks_toggle_settings_animation_speedCurve_phone";
  DROP TYPE "public"."enum_projects_blocks_accordion_settings_hide_on";
  DROP TYPE "public"."enum_projects_blocks_accordion_icon";
  DROP TYPE "public"."enum_projects_blocks_accordion_settings_link_target";
  DROP TYPE "public"."enum_projects_blocks_accordion_settings_animation_style";
  DROP TYPE "public"."enum_projects_blocks_accordion_settings_animation_repeat";
  DROP TYPE "public"."enum_projects_blocks_accordion_settings_animation_speedCurve";
  DROP TYPE "public"."enum_projects_blocks_accordion_settings_animation_style_tablet";
  DROP TYPE "public"."enum_projects_blocks_accordion_settings_animation_repeat_tablet";
  DROP TYPE "public"."enum_projects_blocks_accordion_settin_fq3h7w_speedCurve_tablet";
  DROP TYPE "public"."enum_projects_blocks_accordion_settings_animation_style_phone";
  DROP TYPE "public"."enum_projects_blocks_accordion_settings_animation_repeat_phone";
  DROP TYPE "public"."enum_projects_blocks_accordion_setting_auppqw_speedCurve_phone";
  DROP TYPE "public"."enum_projects_blocks_blog_listing_settings_hide_on";
  DROP TYPE "public"."enum_projects_blocks_blog_listing_layout";
  DROP TYPE "public"."enum_projects_blocks_blog_listing_settings_link_target";
  DROP TYPE "public"."enum_projects_blocks_blog_listing_settings_animation_style";
  DROP TYPE "public"."enum_projects_blocks_blog_listing_settings_animation_repeat";
  DROP TYPE "public"."enum_projects_blocks_blog_listing_settings_animation_speedCurve";
  DROP TYPE "public"."enum_projects_blocks_blog_listing_settings_45douo_style_tablet";
  DROP TYPE "public"."enum_projects_blocks_blog_listing_settin_1mhwtr6_repeat_tablet";
  DROP TYPE "public"."enum_projects_blocks_blog_listing_set_ijfpv9_speedCurve_tablet";
  DROP TYPE "public"."enum_projects_blocks_blog_listing_settings__bzfjdo_style_phone";
  DROP TYPE "public"."enum_projects_blocks_blog_listing_setting_1iclq4e_repeat_phone";
  DROP TYPE "public"."enum_projects_blocks_blog_listing_sett_skqhj7_speedCurve_phone";
  DROP TYPE "public"."enum_projects_blocks_search_form_settings_hide_on";
  DROP TYPE "public"."enum_projects_blocks_search_form_button_style";
  DROP TYPE "public"."enum_projects_blocks_search_form_settings_link_target";
  DROP TYPE "public"."enum_projects_blocks_search_form_settings_animation_style";
  DROP TYPE "public"."enum_projects_blocks_search_form_settings_animation_repeat";
  DROP TYPE "public"."enum_projects_blocks_search_form_settings_animation_speedCurve";
  DROP TYPE "public"."enum_projects_blocks_search_form_settings__2dhhyi_style_tablet";
  DROP TYPE "public"."enum_projects_blocks_search_form_settings_tgpbh4_repeat_tablet";
  DROP TYPE "public"."enum_projects_blocks_search_form_set_17w2qqv_speedCurve_tablet";
  DROP TYPE "public"."enum_projects_blocks_search_form_settings_animation_style_phone";
  DROP TYPE "public"."enum_projects_blocks_search_form_settings_1q272vo_repeat_phone";
  DROP TYPE "public"."enum_projects_blocks_search_form_sett_1tq494l_speedCurve_phone";
  DROP TYPE "public"."enum__projects_v_blocks_countdown_settings_hide_on";
  DROP TYPE "public"."enum__projects_v_blocks_countdown_settings_link_target";
  DROP TYPE "public"."enum__projects_v_blocks_countdown_settings_animation_style";
  DROP TYPE "public"."enum__projects_v_blocks_countdown_settings_animation_repeat";
  DROP TYPE "public"."enum__projects_v_blocks_countdown_settings_animation_speedCurve";
  DROP TYPE "public"."enum__projects_v_blocks_countdown_settings_1txfv0_style_tablet";
  DROP TYPE "public"."enum__projects_v_blocks_countdown_settin_12xb1mu_repeat_tablet";
  DROP TYPE "public"."enum__projects_v_blocks_countdown_se_1pu2r75_speedCurve_tablet";
  DROP TYPE "public"."enum__projects_v_blocks_countdown_settings_1hbioxk_style_phone";
  DROP TYPE "public"."enum__projects_v_blocks_countdown_setting_11fyr1e_repeat_phone";
  DROP TYPE "public"."enum__projects_v_blocks_countdown_sett_b6czan_speedCurve_phone";
  DROP TYPE "public"."enum__projects_v_blocks_circle_counter_settings_hide_on";
  DROP TYPE "public"."enum__projects_v_blocks_circle_counter_settings_link_target";
  DROP TYPE "public"."enum__projects_v_blocks_circle_counter_settings_animation_style";
  DROP TYPE "public"."enum__projects_v_blocks_circle_counter_settings_1ps5yfz_repeat";
  DROP TYPE "public"."enum__projects_v_blocks_circle_counter_setti_iv7lzu_speedCurve";
  DROP TYPE "public"."enum__projects_v_blocks_circle_counter_se_1cv26tu_style_tablet";
  DROP TYPE "public"."enum__projects_v_blocks_circle_counter_se_4uxkc0_repeat_tablet";
  DROP TYPE "public"."enum__projects_v_blocks_circle_counte_cc4k0v_speedCurve_tablet";
  DROP TYPE "public"."enum__projects_v_blocks_circle_counter_set_1jkj8xa_style_phone";
  DROP TYPE "public"."enum__projects_v_blocks_circle_counter_se_12fberg_repeat_phone";
  DROP TYPE "public"."enum__projects_v_blocks_circle_counte_1g4vx31_speedCurve_phone";
  DROP TYPE "public"."enum__projects_v_blocks_number_counter_settings_hide_on";
  DROP TYPE "public"."enum__projects_v_blocks_number_counter_separator";
  DROP TYPE "public"."enum__projects_v_blocks_number_counter_settings_link_target";
  DROP TYPE "public"."enum__projects_v_blocks_number_counter_settings_animation_style";
  DROP TYPE "public"."enum__projects_v_blocks_number_counter_settings_1q2540i_repeat";
  DROP TYPE "public"."enum__projects_v_blocks_number_counter_sett_11t3ter_speedCurve";
  DROP TYPE "public"."enum__projects_v_blocks_number_counter_sett_6lgf7_style_tablet";
  DROP TYPE "public"."enum__projects_v_blocks_number_counter_s_1vrua07_repeat_tablet";
  DROP TYPE "public"."enum__projects_v_blocks_number_count_1njb4ac_speedCurve_tablet";
  DROP TYPE "public"."enum__projects_v_blocks_number_counter_sett_29145t_style_phone";
  DROP TYPE "public"."enum__projects_v_blocks_number_counter_set_h6mjjp_repeat_phone";
  DROP TYPE "public"."enum__projects_v_blocks_number_counter_g1w9tc_speedCurve_phone";
  DROP TYPE "public"."enum__projects_v_blocks_bar_counters_settings_hide_on";
  DROP TYPE "public"."enum__projects_v_blocks_bar_counters_settings_link_target";
  DROP TYPE "public"."enum__projects_v_blocks_bar_counters_settings_animation_style";
  DROP TYPE "public"."enum__projects_v_blocks_bar_counters_settings_animation_repeat";
  DROP TYPE "public"."enum__projects_v_blocks_bar_counters_settin_1k2dsyu_speedCurve";
  DROP TYPE "public"."enum__projects_v_blocks_bar_counters_sett_1qesvim_style_tablet";
  DROP TYPE "public"."enum__projects_v_blocks_bar_counters_sett_yn85ck_repeat_tablet";
  DROP TYPE "public"."enum__projects_v_blocks_bar_counters_1rpye23_speedCurve_tablet";
  DROP TYPE "public"."enum__projects_v_blocks_bar_counters_setti_1jyklei_style_phone";
  DROP TYPE "public"."enum__projects_v_blocks_bar_counters_sett_1rfbmj4_repeat_phone";
  DROP TYPE "public"."enum__projects_v_blocks_bar_counters_s_sqpoax_speedCurve_phone";
  DROP TYPE "public"."enum__projects_v_blocks_tabs_settings_hide_on";
  DROP TYPE "public"."enum__projects_v_blocks_tabs_activation";
  DROP TYPE "public"."enum__projects_v_blocks_tabs_settings_link_target";
  DROP TYPE "public"."enum__projects_v_blocks_tabs_settings_animation_style";
  DROP TYPE "public"."enum__projects_v_blocks_tabs_settings_animation_repeat";
  DROP TYPE "public"."enum__projects_v_blocks_tabs_settings_animation_speedCurve";
  DROP TYPE "public"."enum__projects_v_blocks_tabs_settings_animation_style_tablet";
  DROP TYPE "public"."enum__projects_v_blocks_tabs_settings_animation_repeat_tablet";
  DROP TYPE "public"."enum__projects_v_blocks_tabs_settings_88viui_speedCurve_tablet";
  DROP TYPE "public"."enum__projects_v_blocks_tabs_settings_animation_style_phone";
  DROP TYPE "public"."enum__projects_v_blocks_tabs_settings_animation_repeat_phone";
  DROP TYPE "public"."enum__projects_v_blocks_tabs_settings__3dbg46_speedCurve_phone";
  DROP TYPE "public"."enum__projects_v_blocks_toggle_settings_hide_on";
  DROP TYPE "public"."enum__projects_v_blocks_toggle_icon";
  DROP TYPE "public"."enum__projects_v_blocks_toggle_settings_link_target";
  DROP TYPE "public"."enum__projects_v_blocks_toggle_settings_animation_style";
  DROP TYPE "public"."enum__projects_v_blocks_toggle_settings_animation_repeat";
  DROP TYPE "public"."enum__projects_v_blocks_toggle_settings_animation_speedCurve";
  DROP TYPE "public"."enum__projects_v_blocks_toggle_settings_animation_style_tablet";
  DROP TYPE "public"."enum__projects_v_blocks_toggle_settings_animation_repeat_tablet";
  DROP TYPE "public"."enum__projects_v_blocks_toggle_setti_1hvm4xu_speedCurve_tablet";
  DROP TYPE "public"."enum__projects_v_blocks_toggle_settings_animation_style_phone";
  DROP TYPE "public"."enum__projects_v_blocks_toggle_settings_animation_repeat_phone";
  DROP TYPE "public"."enum__projects_v_blocks_toggle_settin_1nt2llq_speedCurve_phone";
  DROP TYPE "public"."enum__projects_v_blocks_accordion_settings_hide_on";
  DROP TYPE "public"."enum__projects_v_blocks_accordion_icon";
  DROP TYPE "public"."enum__projects_v_blocks_accordion_settings_link_target";
  DROP TYPE "public"."enum__projects_v_blocks_accordion_settings_animation_style";
  DROP TYPE "public"."enum__projects_v_blocks_accordion_settings_animation_repeat";
  DROP TYPE "public"."enum__projects_v_blocks_accordion_settings_animation_speedCurve";
  DROP TYPE "public"."enum__projects_v_blocks_accordion_settings_of1ujx_style_tablet";
  DROP TYPE "public"."enum__projects_v_blocks_accordion_settin_1ypcab1_repeat_tablet";
  DROP TYPE "public"."enum__projects_v_blocks_accordion_set_ia7wri_speedCurve_tablet";
  DROP TYPE "public"."enum__projects_v_blocks_accordion_settings__mrzwff_style_phone";
  DROP TYPE "public"."enum__projects_v_blocks_accordion_settings_q62hwr_repeat_phone";
  DROP TYPE "public"."enum__projects_v_blocks_accordion_sett_tojg8a_speedCurve_phone";
  DROP TYPE "public"."enum__projects_v_blocks_blog_listing_settings_hide_on";
  DROP TYPE "public"."enum__projects_v_blocks_blog_listing_layout";
  DROP TYPE "public"."enum__projects_v_blocks_blog_listing_settings_link_target";
  DROP TYPE "public"."enum__projects_v_blocks_blog_listing_settings_animation_style";
  DROP TYPE "public"."enum__projects_v_blocks_blog_listing_settings_animation_repeat";
  DROP TYPE "public"."enum__projects_v_blocks_blog_listing_settin_1gc79si_speedCurve";
  DROP TYPE "public"."enum__projects_v_blocks_blog_listing_sett_11evh9m_style_tablet";
  DROP TYPE "public"."enum__projects_v_blocks_blog_listing_sett_eusnrs_repeat_tablet";
  DROP TYPE "public"."enum__projects_v_blocks_blog_listing__uluuhz_speedCurve_tablet";
  DROP TYPE "public"."enum__projects_v_blocks_blog_listing_setti_1eus386_style_phone";
  DROP TYPE "public"."enum__projects_v_blocks_blog_listing_setti_q2h07o_repeat_phone";
  DROP TYPE "public"."enum__projects_v_blocks_blog_listing_s_eehanp_speedCurve_phone";
  DROP TYPE "public"."enum__projects_v_blocks_search_form_settings_hide_on";
  DROP TYPE "public"."enum__projects_v_blocks_search_form_button_style";
  DROP TYPE "public"."enum__projects_v_blocks_search_form_settings_link_target";
  DROP TYPE "public"."enum__projects_v_blocks_search_form_settings_animation_style";
  DROP TYPE "public"."enum__projects_v_blocks_search_form_settings_animation_repeat";
  DROP TYPE "public"."enum__projects_v_blocks_search_form_setting_13ay4xw_speedCurve";
  DROP TYPE "public"."enum__projects_v_blocks_search_form_settin_x8eh7s_style_tablet";
  DROP TYPE "public"."enum__projects_v_blocks_search_form_setti_thxnsa_repeat_tablet";
  DROP TYPE "public"."enum__projects_v_blocks_search_form_s_2wx5fh_speedCurve_tablet";
  DROP TYPE "public"."enum__projects_v_blocks_search_form_setting_lx1hk4_style_phone";
  DROP TYPE "public"."enum__projects_v_blocks_search_form_settin_fujw0m_repeat_phone";
  DROP TYPE "public"."enum__projects_v_blocks_search_form_se_hy4fy3_speedCurve_phone";`)
}
