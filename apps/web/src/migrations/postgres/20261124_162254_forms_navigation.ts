import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_newsletter_fields_type" AS ENUM('text', 'email', 'checkbox', 'booleancheckbox', 'select', 'radio');
  CREATE TYPE "public"."enum_pages_blocks_newsletter_redirect_query" AS ENUM('name', 'last_name', 'email', 'ip_address', 'css_id');
  CREATE TYPE "public"."enum_pages_blocks_newsletter_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum_pages_blocks_newsletter_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_newsletter_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_pages_blocks_newsletter_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_pages_blocks_newsletter_settings_animation_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_pages_blocks_newsletter_settings_animation_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_pages_blocks_newsletter_settings_animation_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_pages_blocks_newsletter_settings_pns6bt_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_pages_blocks_newsletter_settings_animation_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_pages_blocks_newsletter_settings_animation_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_pages_blocks_newsletter_settings__zf8np3_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_pages_blocks_feed_subscribe_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum_pages_blocks_feed_subscribe_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_feed_subscribe_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_pages_blocks_feed_subscribe_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_pages_blocks_feed_subscribe_settings_animation_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_pages_blocks_feed_subscribe_settings__il40e4_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_pages_blocks_feed_subscribe_settings_exzxjq_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_pages_blocks_feed_subscribe_set_1yqkxj5_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_pages_blocks_feed_subscribe_settings_animation_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_pages_blocks_feed_subscribe_settings__mfn9te_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_pages_blocks_feed_subscribe_sett_1s69qf3_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_pages_blocks_contact_form_fields_if_operator" AS ENUM('is', 'is not', 'is empty', 'is not empty', 'contains', 'does not contain', 'is greater', 'is less');
  CREATE TYPE "public"."enum_pages_blocks_contact_form_fields_field_type" AS ENUM('input', 'email', 'number', 'text', 'radio', 'checkbox', 'booleancheckbox', 'select');
  CREATE TYPE "public"."enum_pages_blocks_contact_form_fields_relation" AS ENUM('all', 'any');
  CREATE TYPE "public"."enum_pages_blocks_contact_form_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum_pages_blocks_contact_form_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_contact_form_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_pages_blocks_contact_form_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_pages_blocks_contact_form_settings_animation_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_pages_blocks_contact_form_settings_animation_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_pages_blocks_contact_form_settings_animation_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_pages_blocks_contact_form_settin_hxp641_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_pages_blocks_contact_form_settings_animation_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_pages_blocks_contact_form_settings_animation_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_pages_blocks_contact_form_setting_2lvb8v_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum___pages_v_blocks_newsletter_fields_v_type" AS ENUM('text', 'email', 'checkbox', 'booleancheckbox', 'select', 'radio');
  CREATE TYPE "public"."enum__pages_v_blocks_newsletter_redirect_query" AS ENUM('name', 'last_name', 'email', 'ip_address', 'css_id');
  CREATE TYPE "public"."enum__pages_v_blocks_newsletter_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum__pages_v_blocks_newsletter_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__pages_v_blocks_newsletter_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__pages_v_blocks_newsletter_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__pages_v_blocks_newsletter_settings_animation_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__pages_v_blocks_newsletter_settings_animation_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__pages_v_blocks_newsletter_settings_1ubbo8i_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__pages_v_blocks_newsletter_sett_1kz2fut_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__pages_v_blocks_newsletter_settings_animation_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__pages_v_blocks_newsletter_settings_animation_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__pages_v_blocks_newsletter_setti_1h5dgur_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__pages_v_blocks_feed_subscribe_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum__pages_v_blocks_feed_subscribe_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__pages_v_blocks_feed_subscribe_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__pages_v_blocks_feed_subscribe_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__pages_v_blocks_feed_subscribe_setting_1owxj5o_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__pages_v_blocks_feed_subscribe_setti_1fnacyo_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__pages_v_blocks_feed_subscribe_setti_3t16xe_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__pages_v_blocks_feed_subscribe_se_4p8th_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__pages_v_blocks_feed_subscribe_settin_1apnvos_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__pages_v_blocks_feed_subscribe_settin_ezuyi6_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__pages_v_blocks_feed_subscribe_se_pc7eb7_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum____pages_v_blocks_contact_form_fields_v_if_v_operator" AS ENUM('is', 'is not', 'is empty', 'is not empty', 'contains', 'does not contain', 'is greater', 'is less');
  CREATE TYPE "public"."enum___pages_v_blocks_contact_form_fields_v_field_type" AS ENUM('input', 'email', 'number', 'text', 'radio', 'checkbox', 'booleancheckbox', 'select');
  CREATE TYPE "public"."enum___pages_v_blocks_contact_form_fields_v_relation" AS ENUM('all', 'any');
  CREATE TYPE "public"."enum__pages_v_blocks_contact_form_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum__pages_v_blocks_contact_form_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__pages_v_blocks_contact_form_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__pages_v_blocks_contact_form_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__pages_v_blocks_contact_form_settings_animation_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__pages_v_blocks_contact_form_setting_18nc0wo_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__pages_v_blocks_contact_form_settin_1ic3yt6_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__pages_v_blocks_contact_form_set_cs0nyl_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__pages_v_blocks_contact_form_settings__cwmqok_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__pages_v_blocks_contact_form_settings_llgzc6_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__pages_v_blocks_contact_form_set_1asemkr_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_projects_blocks_newsletter_fields_type" AS ENUM('text', 'email', 'checkbox', 'booleancheckbox', 'select', 'radio');
  CREATE TYPE "public"."enum_projects_blocks_newsletter_redirect_query" AS ENUM('name', 'last_name', 'email', 'ip_address', 'css_id');
  CREATE TYPE "public"."enum_projects_blocks_newsletter_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum_projects_blocks_newsletter_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_projects_blocks_newsletter_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_projects_blocks_newsletter_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_projects_blocks_newsletter_settings_animation_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_projects_blocks_newsletter_settings_animation_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_projects_blocks_newsletter_settings_10s874m_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_projects_blocks_newsletter_setti_63eji9_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_projects_blocks_newsletter_settings_animation_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_projects_blocks_newsletter_settings_animation_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_projects_blocks_newsletter_setti_11u8g3j_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_projects_blocks_feed_subscribe_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum_projects_blocks_feed_subscribe_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_projects_blocks_feed_subscribe_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_projects_blocks_feed_subscribe_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_projects_blocks_feed_subscribe_settings_4xzt3k_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_projects_blocks_feed_subscribe_setti_18vk2hw_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_projects_blocks_feed_subscribe_sett_1p79d8u_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_projects_blocks_feed_subscribe_s_hre1p5_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_projects_blocks_feed_subscribe_settin_1llwzhc_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_projects_blocks_feed_subscribe_settin_l0j2fu_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_projects_blocks_feed_subscribe_se_e3pb9j_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_projects_blocks_contact_form_fields_if_operator" AS ENUM('is', 'is not', 'is empty', 'is not empty', 'contains', 'does not contain', 'is greater', 'is less');
  CREATE TYPE "public"."enum_projects_blocks_contact_form_fields_field_type" AS ENUM('input', 'email', 'number', 'text', 'radio', 'checkbox', 'booleancheckbox', 'select');
  CREATE TYPE "public"."enum_projects_blocks_contact_form_fields_relation" AS ENUM('all', 'any');
  CREATE TYPE "public"."enum_projects_blocks_contact_form_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum_projects_blocks_contact_form_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_projects_blocks_contact_form_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_projects_blocks_contact_form_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_projects_blocks_contact_form_settings_animation_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_projects_blocks_contact_form_setting_1ldfuck_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_projects_blocks_contact_form_setting_5a915a_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_projects_blocks_contact_form_se_1j0i5ll_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_projects_blocks_contact_form_settings__tp6ctc_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum_projects_blocks_contact_form_setting_17e4s7u_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum_projects_blocks_contact_form_sett_n81clj_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum___projects_v_blocks_newsletter_fields_v_type" AS ENUM('text', 'email', 'checkbox', 'booleancheckbox', 'select', 'radio');
  CREATE TYPE "public"."enum__projects_v_blocks_newsletter_redirect_query" AS ENUM('name', 'last_name', 'email', 'ip_address', 'css_id');
  CREATE TYPE "public"."enum__projects_v_blocks_newsletter_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum__projects_v_blocks_newsletter_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__projects_v_blocks_newsletter_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__projects_v_blocks_newsletter_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__projects_v_blocks_newsletter_settings__uiwtpu_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__projects_v_blocks_newsletter_settin_1qffhze_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__projects_v_blocks_newsletter_setti_1gkeh6g_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__projects_v_blocks_newsletter_se_eagn5z_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__projects_v_blocks_newsletter_setting_1ipbfjq_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__projects_v_blocks_newsletter_settin_1lmmgvo_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__projects_v_blocks_newsletter_se_1p3wkk5_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__projects_v_blocks_feed_subscribe_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum__projects_v_blocks_feed_subscribe_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__projects_v_blocks_feed_subscribe_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__projects_v_blocks_feed_subscribe_settings_1powerz_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__projects_v_blocks_feed_subscribe_sett_1qdd1ze_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__projects_v_blocks_feed_subscribe_set_9x9sgy_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__projects_v_blocks_feed_subscribe_s_1dr2140_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__projects_v_blocks_feed_subscri_1xt8f4f_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__projects_v_blocks_feed_subscribe_sett_1f9lby_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__projects_v_blocks_feed_subscribe_se_13hca3w_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__projects_v_blocks_feed_subscribe_qwbzql_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum____projects_v_blocks_contact_form_fields_v_if_v_operator" AS ENUM('is', 'is not', 'is empty', 'is not empty', 'contains', 'does not contain', 'is greater', 'is less');
  CREATE TYPE "public"."enum___projects_v_blocks_contact_form_fields_v_field_type" AS ENUM('input', 'email', 'number', 'text', 'radio', 'checkbox', 'booleancheckbox', 'select');
  CREATE TYPE "public"."enum___projects_v_blocks_contact_form_fields_v_relation" AS ENUM('all', 'any');
  CREATE TYPE "public"."enum__projects_v_blocks_contact_form_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum__projects_v_blocks_contact_form_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__projects_v_blocks_contact_form_settings_animation_style" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__projects_v_blocks_contact_form_settings_animation_repeat" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__projects_v_blocks_contact_form_settin_1cga7xm_speedCurve" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__projects_v_blocks_contact_form_sett_1tzrrcy_style_tablet" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__projects_v_blocks_contact_form_sett_govs3k_repeat_tablet" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__projects_v_blocks_contact_form_13oinfz_speedCurve_tablet" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum__projects_v_blocks_contact_form_settin_f336am_style_phone" AS ENUM('none', 'fadeTop', 'fadeRight', 'fadeBottom', 'fadeLeft', 'slideTop', 'slideRight', 'slideBottom', 'slideLeft', 'bounceTop', 'bounceRight', 'bounceBottom', 'bounceLeft', 'zoomTop', 'zoomRight', 'zoomBottom', 'zoomLeft', 'flipTop', 'flipRight', 'flipBottom', 'flipLeft', 'foldTop', 'foldRight', 'foldBottom', 'foldLeft', 'rollTop', 'rollRight', 'rollBottom', 'rollLeft');
  CREATE TYPE "public"."enum__projects_v_blocks_contact_form_setti_gisfws_repeat_phone" AS ENUM('once', 'loop');
  CREATE TYPE "public"."enum__projects_v_blocks_contact_form_s_83n83x_speedCurve_phone" AS ENUM('linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out');
  CREATE TYPE "public"."enum_newsletter_lists_provider" AS ENUM('local', 'mailchimp', 'brevo');
  CREATE TYPE "public"."enum_newsletter_subscribers_status" AS ENUM('pending', 'confirmed', 'unsubscribed');
  CREATE TYPE "public"."enum_newsletter_subscribers_sync_state" AS ENUM('queued', 'synced', 'failed');
  CREATE TYPE "public"."enum_header_menu_type" AS ENUM('mobile', 'slide-in', 'fullscreen');
  CREATE TABLE "pages_blocks_newsletter_fields_opts" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"data_id" varchar
  );
  
  CREATE TABLE "pages_blocks_newsletter_fields_opts_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_newsletter_fields" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field_id" varchar,
  	"type" "enum_pages_blocks_newsletter_fields_type" DEFAULT 'text',
  	"required" boolean DEFAULT false
  );
  
  CREATE TABLE "pages_blocks_newsletter_fields_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_newsletter_redirect_query" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_pages_blocks_newsletter_redirect_query",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_newsletter_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_pages_blocks_newsletter_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_newsletter" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"list_id" integer,
  	"show_first_name" boolean DEFAULT true,
  	"show_last_name" boolean DEFAULT false,
  	"bot_protection" boolean DEFAULT false,
  	"redirect_url" varchar,
  	"include_ip" boolean DEFAULT false,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum_pages_blocks_newsletter_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum_pages_blocks_newsletter_settings_animation_style",
  	"settings_animation_repeat" "enum_pages_blocks_newsletter_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum_pages_blocks_newsletter_settings_animation_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum_pages_blocks_newsletter_settings_animation_style_tablet",
  	"settings_animation_repeat_tablet" "enum_pages_blocks_newsletter_settings_animation_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum_pages_blocks_newsletter_settings_pns6bt_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum_pages_blocks_newsletter_settings_animation_style_phone",
  	"settings_animation_repeat_phone" "enum_pages_blocks_newsletter_settings_animation_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum_pages_blocks_newsletter_settings__zf8np3_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_newsletter_locales" (
  	"title" varchar,
  	"description" varchar,
  	"button_text" varchar,
  	"success_message" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_feed_subscribe_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_pages_blocks_feed_subscribe_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_feed_subscribe" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"service_url" varchar DEFAULT 'https://feedburner.google.com/fb/a/mailverify',
  	"feed_url" varchar,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum_pages_blocks_feed_subscribe_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum_pages_blocks_feed_subscribe_settings_animation_style",
  	"settings_animation_repeat" "enum_pages_blocks_feed_subscribe_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum_pages_blocks_feed_subscribe_settings_animation_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum_pages_blocks_feed_subscribe_settings__il40e4_style_tablet",
  	"settings_animation_repeat_tablet" "enum_pages_blocks_feed_subscribe_settings_exzxjq_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum_pages_blocks_feed_subscribe_set_1yqkxj5_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum_pages_blocks_feed_subscribe_settings_animation_style_phone",
  	"settings_animation_repeat_phone" "enum_pages_blocks_feed_subscribe_settings__mfn9te_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum_pages_blocks_feed_subscribe_sett_1s69qf3_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_feed_subscribe_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_contact_form_fields_opts" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_contact_form_fields_opts_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_contact_form_fields_if" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field" varchar,
  	"operator" "enum_pages_blocks_contact_form_fields_if_operator" DEFAULT 'is',
  	"value" varchar
  );
  
  CREATE TABLE "pages_blocks_contact_form_fields" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field_id" varchar,
  	"field_type" "enum_pages_blocks_contact_form_fields_field_type" DEFAULT 'input',
  	"required" boolean DEFAULT false,
  	"fullwidth" boolean DEFAULT true,
  	"conditional" boolean DEFAULT false,
  	"relation" "enum_pages_blocks_contact_form_fields_relation" DEFAULT 'all'
  );
  
  CREATE TABLE "pages_blocks_contact_form_fields_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_contact_form_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_pages_blocks_contact_form_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_contact_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"recipients" varchar,
  	"redirect_url" varchar,
  	"captcha" boolean DEFAULT true,
  	"bot_protection" boolean DEFAULT true,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum_pages_blocks_contact_form_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum_pages_blocks_contact_form_settings_animation_style",
  	"settings_animation_repeat" "enum_pages_blocks_contact_form_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum_pages_blocks_contact_form_settings_animation_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum_pages_blocks_contact_form_settings_animation_style_tablet",
  	"settings_animation_repeat_tablet" "enum_pages_blocks_contact_form_settings_animation_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum_pages_blocks_contact_form_settin_hxp641_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum_pages_blocks_contact_form_settings_animation_style_phone",
  	"settings_animation_repeat_phone" "enum_pages_blocks_contact_form_settings_animation_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum_pages_blocks_contact_form_setting_2lvb8v_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_contact_form_locales" (
  	"title" varchar,
  	"subject" varchar,
  	"success_message" varchar,
  	"submit_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "___pages_v_blocks_newsletter_fields_v_opts_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"data_id" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "___pages_v_blocks_newsletter_fields_v_opts_v_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "__pages_v_blocks_newsletter_fields_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"field_id" varchar,
  	"type" "enum___pages_v_blocks_newsletter_fields_v_type" DEFAULT 'text',
  	"required" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "__pages_v_blocks_newsletter_fields_v_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_newsletter_redirect_query" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__pages_v_blocks_newsletter_redirect_query",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_newsletter_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__pages_v_blocks_newsletter_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_newsletter" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"list_id" integer,
  	"show_first_name" boolean DEFAULT true,
  	"show_last_name" boolean DEFAULT false,
  	"bot_protection" boolean DEFAULT false,
  	"redirect_url" varchar,
  	"include_ip" boolean DEFAULT false,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum__pages_v_blocks_newsletter_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum__pages_v_blocks_newsletter_settings_animation_style",
  	"settings_animation_repeat" "enum__pages_v_blocks_newsletter_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum__pages_v_blocks_newsletter_settings_animation_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum__pages_v_blocks_newsletter_settings_animation_style_tablet",
  	"settings_animation_repeat_tablet" "enum__pages_v_blocks_newsletter_settings_1ubbo8i_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum__pages_v_blocks_newsletter_sett_1kz2fut_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum__pages_v_blocks_newsletter_settings_animation_style_phone",
  	"settings_animation_repeat_phone" "enum__pages_v_blocks_newsletter_settings_animation_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum__pages_v_blocks_newsletter_setti_1h5dgur_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_newsletter_locales" (
  	"title" varchar,
  	"description" varchar,
  	"button_text" varchar,
  	"success_message" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_feed_subscribe_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__pages_v_blocks_feed_subscribe_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_feed_subscribe" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"service_url" varchar DEFAULT 'https://feedburner.google.com/fb/a/mailverify',
  	"feed_url" varchar,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum__pages_v_blocks_feed_subscribe_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum__pages_v_blocks_feed_subscribe_settings_animation_style",
  	"settings_animation_repeat" "enum__pages_v_blocks_feed_subscribe_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum__pages_v_blocks_feed_subscribe_setting_1owxj5o_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum__pages_v_blocks_feed_subscribe_setti_1fnacyo_style_tablet",
  	"settings_animation_repeat_tablet" "enum__pages_v_blocks_feed_subscribe_setti_3t16xe_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum__pages_v_blocks_feed_subscribe_se_4p8th_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum__pages_v_blocks_feed_subscribe_settin_1apnvos_style_phone",
  	"settings_animation_repeat_phone" "enum__pages_v_blocks_feed_subscribe_settin_ezuyi6_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum__pages_v_blocks_feed_subscribe_se_pc7eb7_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_feed_subscribe_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "___pages_v_blocks_contact_form_fields_v_opts_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "___pages_v_blocks_contact_form_fields_v_opts_v_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "___pages_v_blocks_contact_form_fields_v_if_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"field" varchar,
  	"operator" "enum____pages_v_blocks_contact_form_fields_v_if_v_operator" DEFAULT 'is',
  	"value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "__pages_v_blocks_contact_form_fields_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"field_id" varchar,
  	"field_type" "enum___pages_v_blocks_contact_form_fields_v_field_type" DEFAULT 'input',
  	"required" boolean DEFAULT false,
  	"fullwidth" boolean DEFAULT true,
  	"conditional" boolean DEFAULT false,
  	"relation" "enum___pages_v_blocks_contact_form_fields_v_relation" DEFAULT 'all',
  	"_uuid" varchar
  );
  
  CREATE TABLE "__pages_v_blocks_contact_form_fields_v_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_contact_form_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__pages_v_blocks_contact_form_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_contact_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"recipients" varchar,
  	"redirect_url" varchar,
  	"captcha" boolean DEFAULT true,
  	"bot_protection" boolean DEFAULT true,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum__pages_v_blocks_contact_form_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum__pages_v_blocks_contact_form_settings_animation_style",
  	"settings_animation_repeat" "enum__pages_v_blocks_contact_form_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum__pages_v_blocks_contact_form_settings_animation_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum__pages_v_blocks_contact_form_setting_18nc0wo_style_tablet",
  	"settings_animation_repeat_tablet" "enum__pages_v_blocks_contact_form_settin_1ic3yt6_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum__pages_v_blocks_contact_form_set_cs0nyl_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum__pages_v_blocks_contact_form_settings__cwmqok_style_phone",
  	"settings_animation_repeat_phone" "enum__pages_v_blocks_contact_form_settings_llgzc6_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum__pages_v_blocks_contact_form_set_1asemkr_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_contact_form_locales" (
  	"title" varchar,
  	"subject" varchar,
  	"success_message" varchar,
  	"submit_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "projects_blocks_newsletter_fields_opts" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"data_id" varchar
  );
  
  CREATE TABLE "projects_blocks_newsletter_fields_opts_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "projects_blocks_newsletter_fields" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field_id" varchar,
  	"type" "enum_projects_blocks_newsletter_fields_type" DEFAULT 'text',
  	"required" boolean DEFAULT false
  );
  
  CREATE TABLE "projects_blocks_newsletter_fields_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "projects_blocks_newsletter_redirect_query" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_projects_blocks_newsletter_redirect_query",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "projects_blocks_newsletter_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_projects_blocks_newsletter_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "projects_blocks_newsletter" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"list_id" integer,
  	"show_first_name" boolean DEFAULT true,
  	"show_last_name" boolean DEFAULT false,
  	"bot_protection" boolean DEFAULT false,
  	"redirect_url" varchar,
  	"include_ip" boolean DEFAULT false,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum_projects_blocks_newsletter_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum_projects_blocks_newsletter_settings_animation_style",
  	"settings_animation_repeat" "enum_projects_blocks_newsletter_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum_projects_blocks_newsletter_settings_animation_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum_projects_blocks_newsletter_settings_animation_style_tablet",
  	"settings_animation_repeat_tablet" "enum_projects_blocks_newsletter_settings_10s874m_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum_projects_blocks_newsletter_setti_63eji9_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum_projects_blocks_newsletter_settings_animation_style_phone",
  	"settings_animation_repeat_phone" "enum_projects_blocks_newsletter_settings_animation_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum_projects_blocks_newsletter_setti_11u8g3j_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"block_name" varchar
  );
  
  CREATE TABLE "projects_blocks_newsletter_locales" (
  	"title" varchar,
  	"description" varchar,
  	"button_text" varchar,
  	"success_message" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "projects_blocks_feed_subscribe_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_projects_blocks_feed_subscribe_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "projects_blocks_feed_subscribe" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"service_url" varchar DEFAULT 'https://feedburner.google.com/fb/a/mailverify',
  	"feed_url" varchar,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum_projects_blocks_feed_subscribe_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum_projects_blocks_feed_subscribe_settings_animation_style",
  	"settings_animation_repeat" "enum_projects_blocks_feed_subscribe_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum_projects_blocks_feed_subscribe_settings_4xzt3k_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum_projects_blocks_feed_subscribe_setti_18vk2hw_style_tablet",
  	"settings_animation_repeat_tablet" "enum_projects_blocks_feed_subscribe_sett_1p79d8u_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum_projects_blocks_feed_subscribe_s_hre1p5_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum_projects_blocks_feed_subscribe_settin_1llwzhc_style_phone",
  	"settings_animation_repeat_phone" "enum_projects_blocks_feed_subscribe_settin_l0j2fu_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum_projects_blocks_feed_subscribe_se_e3pb9j_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"block_name" varchar
  );
  
  CREATE TABLE "projects_blocks_feed_subscribe_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "projects_blocks_contact_form_fields_opts" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "projects_blocks_contact_form_fields_opts_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "projects_blocks_contact_form_fields_if" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field" varchar,
  	"operator" "enum_projects_blocks_contact_form_fields_if_operator" DEFAULT 'is',
  	"value" varchar
  );
  
  CREATE TABLE "projects_blocks_contact_form_fields" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field_id" varchar,
  	"field_type" "enum_projects_blocks_contact_form_fields_field_type" DEFAULT 'input',
  	"required" boolean DEFAULT false,
  	"fullwidth" boolean DEFAULT true,
  	"conditional" boolean DEFAULT false,
  	"relation" "enum_projects_blocks_contact_form_fields_relation" DEFAULT 'all'
  );
  
  CREATE TABLE "projects_blocks_contact_form_fields_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "projects_blocks_contact_form_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_projects_blocks_contact_form_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "projects_blocks_contact_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"recipients" varchar,
  	"redirect_url" varchar,
  	"captcha" boolean DEFAULT true,
  	"bot_protection" boolean DEFAULT true,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum_projects_blocks_contact_form_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum_projects_blocks_contact_form_settings_animation_style",
  	"settings_animation_repeat" "enum_projects_blocks_contact_form_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum_projects_blocks_contact_form_settings_animation_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum_projects_blocks_contact_form_setting_1ldfuck_style_tablet",
  	"settings_animation_repeat_tablet" "enum_projects_blocks_contact_form_setting_5a915a_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum_projects_blocks_contact_form_se_1j0i5ll_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum_projects_blocks_contact_form_settings__tp6ctc_style_phone",
  	"settings_animation_repeat_phone" "enum_projects_blocks_contact_form_setting_17e4s7u_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum_projects_blocks_contact_form_sett_n81clj_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"block_name" varchar
  );
  
  CREATE TABLE "projects_blocks_contact_form_locales" (
  	"title" varchar,
  	"subject" varchar,
  	"success_message" varchar,
  	"submit_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "___projects_v_blocks_newsletter_fields_v_opts_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"data_id" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "___projects_v_blocks_newsletter_fields_v_opts_v_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "__projects_v_blocks_newsletter_fields_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"field_id" varchar,
  	"type" "enum___projects_v_blocks_newsletter_fields_v_type" DEFAULT 'text',
  	"required" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "__projects_v_blocks_newsletter_fields_v_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_projects_v_blocks_newsletter_redirect_query" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__projects_v_blocks_newsletter_redirect_query",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_projects_v_blocks_newsletter_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__projects_v_blocks_newsletter_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_projects_v_blocks_newsletter" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"list_id" integer,
  	"show_first_name" boolean DEFAULT true,
  	"show_last_name" boolean DEFAULT false,
  	"bot_protection" boolean DEFAULT false,
  	"redirect_url" varchar,
  	"include_ip" boolean DEFAULT false,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum__projects_v_blocks_newsletter_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum__projects_v_blocks_newsletter_settings_animation_style",
  	"settings_animation_repeat" "enum__projects_v_blocks_newsletter_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum__projects_v_blocks_newsletter_settings__uiwtpu_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum__projects_v_blocks_newsletter_settin_1qffhze_style_tablet",
  	"settings_animation_repeat_tablet" "enum__projects_v_blocks_newsletter_setti_1gkeh6g_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum__projects_v_blocks_newsletter_se_eagn5z_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum__projects_v_blocks_newsletter_setting_1ipbfjq_style_phone",
  	"settings_animation_repeat_phone" "enum__projects_v_blocks_newsletter_settin_1lmmgvo_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum__projects_v_blocks_newsletter_se_1p3wkk5_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_projects_v_blocks_newsletter_locales" (
  	"title" varchar,
  	"description" varchar,
  	"button_text" varchar,
  	"success_message" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_projects_v_blocks_feed_subscribe_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__projects_v_blocks_feed_subscribe_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_projects_v_blocks_feed_subscribe" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"service_url" varchar DEFAULT 'https://feedburner.google.com/fb/a/mailverify',
  	"feed_url" varchar,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum__projects_v_blocks_feed_subscribe_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum__projects_v_blocks_feed_subscribe_settings_animation_style",
  	"settings_animation_repeat" "enum__projects_v_blocks_feed_subscribe_settings_1powerz_repeat",
  	"settings_animation_speed_curve" "enum__projects_v_blocks_feed_subscribe_sett_1qdd1ze_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum__projects_v_blocks_feed_subscribe_set_9x9sgy_style_tablet",
  	"settings_animation_repeat_tablet" "enum__projects_v_blocks_feed_subscribe_s_1dr2140_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum__projects_v_blocks_feed_subscri_1xt8f4f_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum__projects_v_blocks_feed_subscribe_sett_1f9lby_style_phone",
  	"settings_animation_repeat_phone" "enum__projects_v_blocks_feed_subscribe_se_13hca3w_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum__projects_v_blocks_feed_subscribe_qwbzql_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_projects_v_blocks_feed_subscribe_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "___projects_v_blocks_contact_form_fields_v_opts_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "___projects_v_blocks_contact_form_fields_v_opts_v_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "___projects_v_blocks_contact_form_fields_v_if_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"field" varchar,
  	"operator" "enum____projects_v_blocks_contact_form_fields_v_if_v_operator" DEFAULT 'is',
  	"value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "__projects_v_blocks_contact_form_fields_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"field_id" varchar,
  	"field_type" "enum___projects_v_blocks_contact_form_fields_v_field_type" DEFAULT 'input',
  	"required" boolean DEFAULT false,
  	"fullwidth" boolean DEFAULT true,
  	"conditional" boolean DEFAULT false,
  	"relation" "enum___projects_v_blocks_contact_form_fields_v_relation" DEFAULT 'all',
  	"_uuid" varchar
  );
  
  CREATE TABLE "__projects_v_blocks_contact_form_fields_v_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_projects_v_blocks_contact_form_settings_hide_on" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__projects_v_blocks_contact_form_settings_hide_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_projects_v_blocks_contact_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"recipients" varchar,
  	"redirect_url" varchar,
  	"captcha" boolean DEFAULT true,
  	"bot_protection" boolean DEFAULT true,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum__projects_v_blocks_contact_form_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
  	"settings_animation_style" "enum__projects_v_blocks_contact_form_settings_animation_style",
  	"settings_animation_repeat" "enum__projects_v_blocks_contact_form_settings_animation_repeat",
  	"settings_animation_speed_curve" "enum__projects_v_blocks_contact_form_settin_1cga7xm_speedCurve",
  	"settings_animation_duration" numeric,
  	"settings_animation_delay" numeric,
  	"settings_animation_intensity" numeric,
  	"settings_animation_starting_opacity" numeric,
  	"settings_animation_style_tablet" "enum__projects_v_blocks_contact_form_sett_1tzrrcy_style_tablet",
  	"settings_animation_repeat_tablet" "enum__projects_v_blocks_contact_form_sett_govs3k_repeat_tablet",
  	"settings_animation_speedcurve_tablet" "enum__projects_v_blocks_contact_form_13oinfz_speedCurve_tablet",
  	"settings_animation_duration_tablet" numeric,
  	"settings_animation_delay_tablet" numeric,
  	"settings_animation_intensity_tablet" numeric,
  	"settings_animation_startingopacity_tablet" numeric,
  	"settings_animation_style_phone" "enum__projects_v_blocks_contact_form_settin_f336am_style_phone",
  	"settings_animation_repeat_phone" "enum__projects_v_blocks_contact_form_setti_gisfws_repeat_phone",
  	"settings_animation_speedcurve_phone" "enum__projects_v_blocks_contact_form_s_83n83x_speedCurve_phone",
  	"settings_animation_duration_phone" numeric,
  	"settings_animation_delay_phone" numeric,
  	"settings_animation_intensity_phone" numeric,
  	"settings_animation_startingopacity_phone" numeric,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_projects_v_blocks_contact_form_locales" (
  	"title" varchar,
  	"subject" varchar,
  	"success_message" varchar,
  	"submit_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "fs_entries" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"field_id" varchar,
  	"value" varchar
  );
  
  CREATE TABLE "form_submissions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"summary" varchar,
  	"form" varchar,
  	"page_id" integer,
  	"page_path" varchar,
  	"module_id" varchar,
  	"form_num" numeric,
  	"email" varchar,
  	"consent" boolean DEFAULT false,
  	"consent_text" varchar,
  	"hidden_fields" jsonb,
  	"client_key" varchar,
  	"idempotency_key" varchar,
  	"content_hash" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "bot_tokens" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"signature" varchar NOT NULL,
  	"action" varchar NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "newsletter_lists" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"provider" "enum_newsletter_lists_provider" DEFAULT 'local' NOT NULL,
  	"provider_list_id" varchar,
  	"api_key_input" varchar,
  	"api_key" varchar,
  	"has_api_key" boolean DEFAULT false,
  	"base_url" varchar,
  	"double_opt_in" boolean DEFAULT true,
  	"brevo_template_id" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "newsletter_lists_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "newsletter_subscribers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"list_id" integer NOT NULL,
  	"email" varchar NOT NULL,
  	"first_name" varchar,
  	"last_name" varchar,
  	"custom_fields" jsonb,
  	"status" "enum_newsletter_subscribers_status" DEFAULT 'pending' NOT NULL,
  	"confirmed_at" timestamp(3) with time zone,
  	"unsubscribed_at" timestamp(3) with time zone,
  	"sync_state" "enum_newsletter_subscribers_sync_state" DEFAULT 'queued' NOT NULL,
  	"sync_attempts" numeric DEFAULT 0,
  	"next_attempt_at" timestamp(3) with time zone,
  	"synced_at" timestamp(3) with time zone,
  	"sync_error" varchar,
  	"sync_lease_until" timestamp(3) with time zone,
  	"ip_hash" varchar,
  	"ip_address" varchar,
  	"subscription_key" varchar NOT NULL,
  	"confirm_nonce" varchar,
  	"unsubscribe_nonce" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "form_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"retention_days" numeric DEFAULT 180,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "form_settings_locales" (
  	"messages_contact_error_message" varchar,
  	"messages_fill_message" varchar,
  	"messages_invalid" varchar,
  	"messages_wrong_captcha" varchar,
  	"messages_captcha" varchar,
  	"messages_wrong_checkbox" varchar,
  	"messages_subscription_failed" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "form_submissions_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "bot_tokens_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "newsletter_lists_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "newsletter_subscribers_id" integer;
  ALTER TABLE "header" ADD COLUMN "menu_type" "enum_header_menu_type" DEFAULT 'mobile' NOT NULL;
  ALTER TABLE "header_rels" ADD COLUMN "products_id" integer;
  ALTER TABLE "pages_blocks_newsletter_fields_opts" ADD CONSTRAINT "pages_blocks_newsletter_fields_opts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_newsletter_fields"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_newsletter_fields_opts_locales" ADD CONSTRAINT "pages_blocks_newsletter_fields_opts_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_newsletter_fields_opts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_newsletter_fields" ADD CONSTRAINT "pages_blocks_newsletter_fields_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_newsletter"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_newsletter_fields_locales" ADD CONSTRAINT "pages_blocks_newsletter_fields_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_newsletter_fields"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_newsletter_redirect_query" ADD CONSTRAINT "pages_blocks_newsletter_redirect_query_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages_blocks_newsletter"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_newsletter_settings_hide_on" ADD CONSTRAINT "pages_blocks_newsletter_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages_blocks_newsletter"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_newsletter" ADD CONSTRAINT "pages_blocks_newsletter_list_id_newsletter_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."newsletter_lists"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_newsletter" ADD CONSTRAINT "pages_blocks_newsletter_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_newsletter_locales" ADD CONSTRAINT "pages_blocks_newsletter_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_newsletter"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_feed_subscribe_settings_hide_on" ADD CONSTRAINT "pages_blocks_feed_subscribe_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages_blocks_feed_subscribe"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_feed_subscribe" ADD CONSTRAINT "pages_blocks_feed_subscribe_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_feed_subscribe_locales" ADD CONSTRAINT "pages_blocks_feed_subscribe_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_feed_subscribe"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_contact_form_fields_opts" ADD CONSTRAINT "pages_blocks_contact_form_fields_opts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_contact_form_fields"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_contact_form_fields_opts_locales" ADD CONSTRAINT "pages_blocks_contact_form_fields_opts_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_contact_form_fields_opts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_contact_form_fields_if" ADD CONSTRAINT "pages_blocks_contact_form_fields_if_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_contact_form_fields"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_contact_form_fields" ADD CONSTRAINT "pages_blocks_contact_form_fields_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_contact_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_contact_form_fields_locales" ADD CONSTRAINT "pages_blocks_contact_form_fields_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_contact_form_fields"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_contact_form_settings_hide_on" ADD CONSTRAINT "pages_blocks_contact_form_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages_blocks_contact_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_contact_form" ADD CONSTRAINT "pages_blocks_contact_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_contact_form_locales" ADD CONSTRAINT "pages_blocks_contact_form_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_contact_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "___pages_v_blocks_newsletter_fields_v_opts_v" ADD CONSTRAINT "___pages_v_blocks_newsletter_fields_v_opts_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."__pages_v_blocks_newsletter_fields_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "___pages_v_blocks_newsletter_fields_v_opts_v_locales" ADD CONSTRAINT "___pages_v_blocks_newsletter_fields_v_opts_v_locales_pare_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."___pages_v_blocks_newsletter_fields_v_opts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__pages_v_blocks_newsletter_fields_v" ADD CONSTRAINT "__pages_v_blocks_newsletter_fields_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_newsletter"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__pages_v_blocks_newsletter_fields_v_locales" ADD CONSTRAINT "__pages_v_blocks_newsletter_fields_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."__pages_v_blocks_newsletter_fields_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_newsletter_redirect_query" ADD CONSTRAINT "_pages_v_blocks_newsletter_redirect_query_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v_blocks_newsletter"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_newsletter_settings_hide_on" ADD CONSTRAINT "_pages_v_blocks_newsletter_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v_blocks_newsletter"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_newsletter" ADD CONSTRAINT "_pages_v_blocks_newsletter_list_id_newsletter_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."newsletter_lists"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_newsletter" ADD CONSTRAINT "_pages_v_blocks_newsletter_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_newsletter_locales" ADD CONSTRAINT "_pages_v_blocks_newsletter_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_newsletter"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_feed_subscribe_settings_hide_on" ADD CONSTRAINT "_pages_v_blocks_feed_subscribe_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v_blocks_feed_subscribe"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_feed_subscribe" ADD CONSTRAINT "_pages_v_blocks_feed_subscribe_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_feed_subscribe_locales" ADD CONSTRAINT "_pages_v_blocks_feed_subscribe_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_feed_subscribe"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "___pages_v_blocks_contact_form_fields_v_opts_v" ADD CONSTRAINT "___pages_v_blocks_contact_form_fields_v_opts_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."__pages_v_blocks_contact_form_fields_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "___pages_v_blocks_contact_form_fields_v_opts_v_locales" ADD CONSTRAINT "___pages_v_blocks_contact_form_fields_v_opts_v_locales_pa_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."___pages_v_blocks_contact_form_fields_v_opts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "___pages_v_blocks_contact_form_fields_v_if_v" ADD CONSTRAINT "___pages_v_blocks_contact_form_fields_v_if_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."__pages_v_blocks_contact_form_fields_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__pages_v_blocks_contact_form_fields_v" ADD CONSTRAINT "__pages_v_blocks_contact_form_fields_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_contact_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__pages_v_blocks_contact_form_fields_v_locales" ADD CONSTRAINT "__pages_v_blocks_contact_form_fields_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."__pages_v_blocks_contact_form_fields_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_contact_form_settings_hide_on" ADD CONSTRAINT "_pages_v_blocks_contact_form_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v_blocks_contact_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_contact_form" ADD CONSTRAINT "_pages_v_blocks_contact_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_contact_form_locales" ADD CONSTRAINT "_pages_v_blocks_contact_form_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_contact_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_blocks_newsletter_fields_opts" ADD CONSTRAINT "projects_blocks_newsletter_fields_opts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects_blocks_newsletter_fields"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_blocks_newsletter_fields_opts_locales" ADD CONSTRAINT "projects_blocks_newsletter_fields_opts_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects_blocks_newsletter_fields_opts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_blocks_newsletter_fields" ADD CONSTRAINT "projects_blocks_newsletter_fields_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects_blocks_newsletter"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_blocks_newsletter_fields_locales" ADD CONSTRAINT "projects_blocks_newsletter_fields_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects_blocks_newsletter_fields"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_blocks_newsletter_redirect_query" ADD CONSTRAINT "projects_blocks_newsletter_redirect_query_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."projects_blocks_newsletter"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_blocks_newsletter_settings_hide_on" ADD CONSTRAINT "projects_blocks_newsletter_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."projects_blocks_newsletter"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_blocks_newsletter" ADD CONSTRAINT "projects_blocks_newsletter_list_id_newsletter_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."newsletter_lists"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "projects_blocks_newsletter" ADD CONSTRAINT "projects_blocks_newsletter_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_blocks_newsletter_locales" ADD CONSTRAINT "projects_blocks_newsletter_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects_blocks_newsletter"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_blocks_feed_subscribe_settings_hide_on" ADD CONSTRAINT "projects_blocks_feed_subscribe_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."projects_blocks_feed_subscribe"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_blocks_feed_subscribe" ADD CONSTRAINT "projects_blocks_feed_subscribe_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_blocks_feed_subscribe_locales" ADD CONSTRAINT "projects_blocks_feed_subscribe_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects_blocks_feed_subscribe"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_blocks_contact_form_fields_opts" ADD CONSTRAINT "projects_blocks_contact_form_fields_opts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects_blocks_contact_form_fields"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_blocks_contact_form_fields_opts_locales" ADD CONSTRAINT "projects_blocks_contact_form_fields_opts_locales_parent_i_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects_blocks_contact_form_fields_opts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_blocks_contact_form_fields_if" ADD CONSTRAINT "projects_blocks_contact_form_fields_if_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects_blocks_contact_form_fields"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_blocks_contact_form_fields" ADD CONSTRAINT "projects_blocks_contact_form_fields_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects_blocks_contact_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_blocks_contact_form_fields_locales" ADD CONSTRAINT "projects_blocks_contact_form_fields_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects_blocks_contact_form_fields"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_blocks_contact_form_settings_hide_on" ADD CONSTRAINT "projects_blocks_contact_form_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."projects_blocks_contact_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_blocks_contact_form" ADD CONSTRAINT "projects_blocks_contact_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_blocks_contact_form_locales" ADD CONSTRAINT "projects_blocks_contact_form_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects_blocks_contact_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "___projects_v_blocks_newsletter_fields_v_opts_v" ADD CONSTRAINT "___projects_v_blocks_newsletter_fields_v_opts_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."__projects_v_blocks_newsletter_fields_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "___projects_v_blocks_newsletter_fields_v_opts_v_locales" ADD CONSTRAINT "___projects_v_blocks_newsletter_fields_v_opts_v_locales_p_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."___projects_v_blocks_newsletter_fields_v_opts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__projects_v_blocks_newsletter_fields_v" ADD CONSTRAINT "__projects_v_blocks_newsletter_fields_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v_blocks_newsletter"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__projects_v_blocks_newsletter_fields_v_locales" ADD CONSTRAINT "__projects_v_blocks_newsletter_fields_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."__projects_v_blocks_newsletter_fields_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_blocks_newsletter_redirect_query" ADD CONSTRAINT "_projects_v_blocks_newsletter_redirect_query_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_projects_v_blocks_newsletter"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_blocks_newsletter_settings_hide_on" ADD CONSTRAINT "_projects_v_blocks_newsletter_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_projects_v_blocks_newsletter"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_blocks_newsletter" ADD CONSTRAINT "_projects_v_blocks_newsletter_list_id_newsletter_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."newsletter_lists"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_projects_v_blocks_newsletter" ADD CONSTRAINT "_projects_v_blocks_newsletter_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_blocks_newsletter_locales" ADD CONSTRAINT "_projects_v_blocks_newsletter_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v_blocks_newsletter"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_blocks_feed_subscribe_settings_hide_on" ADD CONSTRAINT "_projects_v_blocks_feed_subscribe_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_projects_v_blocks_feed_subscribe"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_blocks_feed_subscribe" ADD CONSTRAINT "_projects_v_blocks_feed_subscribe_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_blocks_feed_subscribe_locales" ADD CONSTRAINT "_projects_v_blocks_feed_subscribe_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v_blocks_feed_subscribe"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "___projects_v_blocks_contact_form_fields_v_opts_v" ADD CONSTRAINT "___projects_v_blocks_contact_form_fields_v_opts_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."__projects_v_blocks_contact_form_fields_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "___projects_v_blocks_contact_form_fields_v_opts_v_locales" ADD CONSTRAINT "___projects_v_blocks_contact_form_fields_v_opts_v_locales_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."___projects_v_blocks_contact_form_fields_v_opts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "___projects_v_blocks_contact_form_fields_v_if_v" ADD CONSTRAINT "___projects_v_blocks_contact_form_fields_v_if_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."__projects_v_blocks_contact_form_fields_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__projects_v_blocks_contact_form_fields_v" ADD CONSTRAINT "__projects_v_blocks_contact_form_fields_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v_blocks_contact_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__projects_v_blocks_contact_form_fields_v_locales" ADD CONSTRAINT "__projects_v_blocks_contact_form_fields_v_locales_parent__fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."__projects_v_blocks_contact_form_fields_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_blocks_contact_form_settings_hide_on" ADD CONSTRAINT "_projects_v_blocks_contact_form_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_projects_v_blocks_contact_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_blocks_contact_form" ADD CONSTRAINT "_projects_v_blocks_contact_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_blocks_contact_form_locales" ADD CONSTRAINT "_projects_v_blocks_contact_form_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v_blocks_contact_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "fs_entries" ADD CONSTRAINT "fs_entries_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."form_submissions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "newsletter_lists_texts" ADD CONSTRAINT "newsletter_lists_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."newsletter_lists"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "newsletter_subscribers" ADD CONSTRAINT "newsletter_subscribers_list_id_newsletter_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."newsletter_lists"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "form_settings_locales" ADD CONSTRAINT "form_settings_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."form_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_newsletter_fields_opts_order_idx" ON "pages_blocks_newsletter_fields_opts" USING btree ("_order");
  CREATE INDEX "pages_blocks_newsletter_fields_opts_parent_id_idx" ON "pages_blocks_newsletter_fields_opts" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_newsletter_fields_opts_locales_locale_parent_id" ON "pages_blocks_newsletter_fields_opts_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_newsletter_fields_order_idx" ON "pages_blocks_newsletter_fields" USING btree ("_order");
  CREATE INDEX "pages_blocks_newsletter_fields_parent_id_idx" ON "pages_blocks_newsletter_fields" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_newsletter_fields_locales_locale_parent_id_uniq" ON "pages_blocks_newsletter_fields_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_newsletter_redirect_query_order_idx" ON "pages_blocks_newsletter_redirect_query" USING btree ("order");
  CREATE INDEX "pages_blocks_newsletter_redirect_query_parent_idx" ON "pages_blocks_newsletter_redirect_query" USING btree ("parent_id");
  CREATE INDEX "pages_blocks_newsletter_settings_hide_on_order_idx" ON "pages_blocks_newsletter_settings_hide_on" USING btree ("order");
  CREATE INDEX "pages_blocks_newsletter_settings_hide_on_parent_idx" ON "pages_blocks_newsletter_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "pages_blocks_newsletter_order_idx" ON "pages_blocks_newsletter" USING btree ("_order");
  CREATE INDEX "pages_blocks_newsletter_parent_id_idx" ON "pages_blocks_newsletter" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_newsletter_path_idx" ON "pages_blocks_newsletter" USING btree ("_path");
  CREATE INDEX "pages_blocks_newsletter_list_idx" ON "pages_blocks_newsletter" USING btree ("list_id");
  CREATE UNIQUE INDEX "pages_blocks_newsletter_locales_locale_parent_id_unique" ON "pages_blocks_newsletter_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_feed_subscribe_settings_hide_on_order_idx" ON "pages_blocks_feed_subscribe_settings_hide_on" USING btree ("order");
  CREATE INDEX "pages_blocks_feed_subscribe_settings_hide_on_parent_idx" ON "pages_blocks_feed_subscribe_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "pages_blocks_feed_subscribe_order_idx" ON "pages_blocks_feed_subscribe" USING btree ("_order");
  CREATE INDEX "pages_blocks_feed_subscribe_parent_id_idx" ON "pages_blocks_feed_subscribe" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_feed_subscribe_path_idx" ON "pages_blocks_feed_subscribe" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_feed_subscribe_locales_locale_parent_id_unique" ON "pages_blocks_feed_subscribe_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_contact_form_fields_opts_order_idx" ON "pages_blocks_contact_form_fields_opts" USING btree ("_order");
  CREATE INDEX "pages_blocks_contact_form_fields_opts_parent_id_idx" ON "pages_blocks_contact_form_fields_opts" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_contact_form_fields_opts_locales_locale_parent_" ON "pages_blocks_contact_form_fields_opts_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_contact_form_fields_if_order_idx" ON "pages_blocks_contact_form_fields_if" USING btree ("_order");
  CREATE INDEX "pages_blocks_contact_form_fields_if_parent_id_idx" ON "pages_blocks_contact_form_fields_if" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_contact_form_fields_order_idx" ON "pages_blocks_contact_form_fields" USING btree ("_order");
  CREATE INDEX "pages_blocks_contact_form_fields_parent_id_idx" ON "pages_blocks_contact_form_fields" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_contact_form_fields_locales_locale_parent_id_un" ON "pages_blocks_contact_form_fields_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_contact_form_settings_hide_on_order_idx" ON "pages_blocks_contact_form_settings_hide_on" USING btree ("order");
  CREATE INDEX "pages_blocks_contact_form_settings_hide_on_parent_idx" ON "pages_blocks_contact_form_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "pages_blocks_contact_form_order_idx" ON "pages_blocks_contact_form" USING btree ("_order");
  CREATE INDEX "pages_blocks_contact_form_parent_id_idx" ON "pages_blocks_contact_form" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_contact_form_path_idx" ON "pages_blocks_contact_form" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_contact_form_locales_locale_parent_id_unique" ON "pages_blocks_contact_form_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "___pages_v_blocks_newsletter_fields_v_opts_v_order_idx" ON "___pages_v_blocks_newsletter_fields_v_opts_v" USING btree ("_order");
  CREATE INDEX "___pages_v_blocks_newsletter_fields_v_opts_v_parent_id_idx" ON "___pages_v_blocks_newsletter_fields_v_opts_v" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "___pages_v_blocks_newsletter_fields_v_opts_v_locales_locale_" ON "___pages_v_blocks_newsletter_fields_v_opts_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "__pages_v_blocks_newsletter_fields_v_order_idx" ON "__pages_v_blocks_newsletter_fields_v" USING btree ("_order");
  CREATE INDEX "__pages_v_blocks_newsletter_fields_v_parent_id_idx" ON "__pages_v_blocks_newsletter_fields_v" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "__pages_v_blocks_newsletter_fields_v_locales_locale_parent_i" ON "__pages_v_blocks_newsletter_fields_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_newsletter_redirect_query_order_idx" ON "_pages_v_blocks_newsletter_redirect_query" USING btree ("order");
  CREATE INDEX "_pages_v_blocks_newsletter_redirect_query_parent_idx" ON "_pages_v_blocks_newsletter_redirect_query" USING btree ("parent_id");
  CREATE INDEX "_pages_v_blocks_newsletter_settings_hide_on_order_idx" ON "_pages_v_blocks_newsletter_settings_hide_on" USING btree ("order");
  CREATE INDEX "_pages_v_blocks_newsletter_settings_hide_on_parent_idx" ON "_pages_v_blocks_newsletter_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "_pages_v_blocks_newsletter_order_idx" ON "_pages_v_blocks_newsletter" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_newsletter_parent_id_idx" ON "_pages_v_blocks_newsletter" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_newsletter_path_idx" ON "_pages_v_blocks_newsletter" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_newsletter_list_idx" ON "_pages_v_blocks_newsletter" USING btree ("list_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_newsletter_locales_locale_parent_id_unique" ON "_pages_v_blocks_newsletter_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_feed_subscribe_settings_hide_on_order_idx" ON "_pages_v_blocks_feed_subscribe_settings_hide_on" USING btree ("order");
  CREATE INDEX "_pages_v_blocks_feed_subscribe_settings_hide_on_parent_idx" ON "_pages_v_blocks_feed_subscribe_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "_pages_v_blocks_feed_subscribe_order_idx" ON "_pages_v_blocks_feed_subscribe" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_feed_subscribe_parent_id_idx" ON "_pages_v_blocks_feed_subscribe" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_feed_subscribe_path_idx" ON "_pages_v_blocks_feed_subscribe" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_feed_subscribe_locales_locale_parent_id_uniq" ON "_pages_v_blocks_feed_subscribe_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "___pages_v_blocks_contact_form_fields_v_opts_v_order_idx" ON "___pages_v_blocks_contact_form_fields_v_opts_v" USING btree ("_order");
  CREATE INDEX "___pages_v_blocks_contact_form_fields_v_opts_v_parent_id_idx" ON "___pages_v_blocks_contact_form_fields_v_opts_v" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "___pages_v_blocks_contact_form_fields_v_opts_v_locales_local" ON "___pages_v_blocks_contact_form_fields_v_opts_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "___pages_v_blocks_contact_form_fields_v_if_v_order_idx" ON "___pages_v_blocks_contact_form_fields_v_if_v" USING btree ("_order");
  CREATE INDEX "___pages_v_blocks_contact_form_fields_v_if_v_parent_id_idx" ON "___pages_v_blocks_contact_form_fields_v_if_v" USING btree ("_parent_id");
  CREATE INDEX "__pages_v_blocks_contact_form_fields_v_order_idx" ON "__pages_v_blocks_contact_form_fields_v" USING btree ("_order");
  CREATE INDEX "__pages_v_blocks_contact_form_fields_v_parent_id_idx" ON "__pages_v_blocks_contact_form_fields_v" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "__pages_v_blocks_contact_form_fields_v_locales_locale_parent" ON "__pages_v_blocks_contact_form_fields_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_contact_form_settings_hide_on_order_idx" ON "_pages_v_blocks_contact_form_settings_hide_on" USING btree ("order");
  CREATE INDEX "_pages_v_blocks_contact_form_settings_hide_on_parent_idx" ON "_pages_v_blocks_contact_form_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "_pages_v_blocks_contact_form_order_idx" ON "_pages_v_blocks_contact_form" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_contact_form_parent_id_idx" ON "_pages_v_blocks_contact_form" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_contact_form_path_idx" ON "_pages_v_blocks_contact_form" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_contact_form_locales_locale_parent_id_unique" ON "_pages_v_blocks_contact_form_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "projects_blocks_newsletter_fields_opts_order_idx" ON "projects_blocks_newsletter_fields_opts" USING btree ("_order");
  CREATE INDEX "projects_blocks_newsletter_fields_opts_parent_id_idx" ON "projects_blocks_newsletter_fields_opts" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "projects_blocks_newsletter_fields_opts_locales_locale_parent" ON "projects_blocks_newsletter_fields_opts_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "projects_blocks_newsletter_fields_order_idx" ON "projects_blocks_newsletter_fields" USING btree ("_order");
  CREATE INDEX "projects_blocks_newsletter_fields_parent_id_idx" ON "projects_blocks_newsletter_fields" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "projects_blocks_newsletter_fields_locales_locale_parent_id_u" ON "projects_blocks_newsletter_fields_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "projects_blocks_newsletter_redirect_query_order_idx" ON "projects_blocks_newsletter_redirect_query" USING btree ("order");
  CREATE INDEX "projects_blocks_newsletter_redirect_query_parent_idx" ON "projects_blocks_newsletter_redirect_query" USING btree ("parent_id");
  CREATE INDEX "projects_blocks_newsletter_settings_hide_on_order_idx" ON "projects_blocks_newsletter_settings_hide_on" USING btree ("order");
  CREATE INDEX "projects_blocks_newsletter_settings_hide_on_parent_idx" ON "projects_blocks_newsletter_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "projects_blocks_newsletter_order_idx" ON "projects_blocks_newsletter" USING btree ("_order");
  CREATE INDEX "projects_blocks_newsletter_parent_id_idx" ON "projects_blocks_newsletter" USING btree ("_parent_id");
  CREATE INDEX "projects_blocks_newsletter_path_idx" ON "projects_blocks_newsletter" USING btree ("_path");
  CREATE INDEX "projects_blocks_newsletter_list_idx" ON "projects_blocks_newsletter" USING btree ("list_id");
  CREATE UNIQUE INDEX "projects_blocks_newsletter_locales_locale_parent_id_unique" ON "projects_blocks_newsletter_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "projects_blocks_feed_subscribe_settings_hide_on_order_idx" ON "projects_blocks_feed_subscribe_settings_hide_on" USING btree ("order");
  CREATE INDEX "projects_blocks_feed_subscribe_settings_hide_on_parent_idx" ON "projects_blocks_feed_subscribe_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "projects_blocks_feed_subscribe_order_idx" ON "projects_blocks_feed_subscribe" USING btree ("_order");
  CREATE INDEX "projects_blocks_feed_subscribe_parent_id_idx" ON "projects_blocks_feed_subscribe" USING btree ("_parent_id");
  CREATE INDEX "projects_blocks_feed_subscribe_path_idx" ON "projects_blocks_feed_subscribe" USING btree ("_path");
  CREATE UNIQUE INDEX "projects_blocks_feed_subscribe_locales_locale_parent_id_uniq" ON "projects_blocks_feed_subscribe_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "projects_blocks_contact_form_fields_opts_order_idx" ON "projects_blocks_contact_form_fields_opts" USING btree ("_order");
  CREATE INDEX "projects_blocks_contact_form_fields_opts_parent_id_idx" ON "projects_blocks_contact_form_fields_opts" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "projects_blocks_contact_form_fields_opts_locales_locale_pare" ON "projects_blocks_contact_form_fields_opts_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "projects_blocks_contact_form_fields_if_order_idx" ON "projects_blocks_contact_form_fields_if" USING btree ("_order");
  CREATE INDEX "projects_blocks_contact_form_fields_if_parent_id_idx" ON "projects_blocks_contact_form_fields_if" USING btree ("_parent_id");
  CREATE INDEX "projects_blocks_contact_form_fields_order_idx" ON "projects_blocks_contact_form_fields" USING btree ("_order");
  CREATE INDEX "projects_blocks_contact_form_fields_parent_id_idx" ON "projects_blocks_contact_form_fields" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "projects_blocks_contact_form_fields_locales_locale_parent_id" ON "projects_blocks_contact_form_fields_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "projects_blocks_contact_form_settings_hide_on_order_idx" ON "projects_blocks_contact_form_settings_hide_on" USING btree ("order");
  CREATE INDEX "projects_blocks_contact_form_settings_hide_on_parent_idx" ON "projects_blocks_contact_form_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "projects_blocks_contact_form_order_idx" ON "projects_blocks_contact_form" USING btree ("_order");
  CREATE INDEX "projects_blocks_contact_form_parent_id_idx" ON "projects_blocks_contact_form" USING btree ("_parent_id");
  CREATE INDEX "projects_blocks_contact_form_path_idx" ON "projects_blocks_contact_form" USING btree ("_path");
  CREATE UNIQUE INDEX "projects_blocks_contact_form_locales_locale_parent_id_unique" ON "projects_blocks_contact_form_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "___projects_v_blocks_newsletter_fields_v_opts_v_order_idx" ON "___projects_v_blocks_newsletter_fields_v_opts_v" USING btree ("_order");
  CREATE INDEX "___projects_v_blocks_newsletter_fields_v_opts_v_parent_id_idx" ON "___projects_v_blocks_newsletter_fields_v_opts_v" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "___projects_v_blocks_newsletter_fields_v_opts_v_locales_loca" ON "___projects_v_blocks_newsletter_fields_v_opts_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "__projects_v_blocks_newsletter_fields_v_order_idx" ON "__projects_v_blocks_newsletter_fields_v" USING btree ("_order");
  CREATE INDEX "__projects_v_blocks_newsletter_fields_v_parent_id_idx" ON "__projects_v_blocks_newsletter_fields_v" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "__projects_v_blocks_newsletter_fields_v_locales_locale_paren" ON "__projects_v_blocks_newsletter_fields_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_projects_v_blocks_newsletter_redirect_query_order_idx" ON "_projects_v_blocks_newsletter_redirect_query" USING btree ("order");
  CREATE INDEX "_projects_v_blocks_newsletter_redirect_query_parent_idx" ON "_projects_v_blocks_newsletter_redirect_query" USING btree ("parent_id");
  CREATE INDEX "_projects_v_blocks_newsletter_settings_hide_on_order_idx" ON "_projects_v_blocks_newsletter_settings_hide_on" USING btree ("order");
  CREATE INDEX "_projects_v_blocks_newsletter_settings_hide_on_parent_idx" ON "_projects_v_blocks_newsletter_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "_projects_v_blocks_newsletter_order_idx" ON "_projects_v_blocks_newsletter" USING btree ("_order");
  CREATE INDEX "_projects_v_blocks_newsletter_parent_id_idx" ON "_projects_v_blocks_newsletter" USING btree ("_parent_id");
  CREATE INDEX "_projects_v_blocks_newsletter_path_idx" ON "_projects_v_blocks_newsletter" USING btree ("_path");
  CREATE INDEX "_projects_v_blocks_newsletter_list_idx" ON "_projects_v_blocks_newsletter" USING btree ("list_id");
  CREATE UNIQUE INDEX "_projects_v_blocks_newsletter_locales_locale_parent_id_uniqu" ON "_projects_v_blocks_newsletter_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_projects_v_blocks_feed_subscribe_settings_hide_on_order_idx" ON "_projects_v_blocks_feed_subscribe_settings_hide_on" USING btree ("order");
  CREATE INDEX "_projects_v_blocks_feed_subscribe_settings_hide_on_parent_idx" ON "_projects_v_blocks_feed_subscribe_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "_projects_v_blocks_feed_subscribe_order_idx" ON "_projects_v_blocks_feed_subscribe" USING btree ("_order");
  CREATE INDEX "_projects_v_blocks_feed_subscribe_parent_id_idx" ON "_projects_v_blocks_feed_subscribe" USING btree ("_parent_id");
  CREATE INDEX "_projects_v_blocks_feed_subscribe_path_idx" ON "_projects_v_blocks_feed_subscribe" USING btree ("_path");
  CREATE UNIQUE INDEX "_projects_v_blocks_feed_subscribe_locales_locale_parent_id_u" ON "_projects_v_blocks_feed_subscribe_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "___projects_v_blocks_contact_form_fields_v_opts_v_order_idx" ON "___projects_v_blocks_contact_form_fields_v_opts_v" USING btree ("_order");
  CREATE INDEX "___projects_v_blocks_contact_form_fields_v_opts_v_parent_id_idx" ON "___projects_v_blocks_contact_form_fields_v_opts_v" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "___projects_v_blocks_contact_form_fields_v_opts_v_locales_lo" ON "___projects_v_blocks_contact_form_fields_v_opts_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "___projects_v_blocks_contact_form_fields_v_if_v_order_idx" ON "___projects_v_blocks_contact_form_fields_v_if_v" USING btree ("_order");
  CREATE INDEX "___projects_v_blocks_contact_form_fields_v_if_v_parent_id_idx" ON "___projects_v_blocks_contact_form_fields_v_if_v" USING btree ("_parent_id");
  CREATE INDEX "__projects_v_blocks_contact_form_fields_v_order_idx" ON "__projects_v_blocks_contact_form_fields_v" USING btree ("_order");
  CREATE INDEX "__projects_v_blocks_contact_form_fields_v_parent_id_idx" ON "__projects_v_blocks_contact_form_fields_v" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "__projects_v_blocks_contact_form_fields_v_locales_locale_par" ON "__projects_v_blocks_contact_form_fields_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_projects_v_blocks_contact_form_settings_hide_on_order_idx" ON "_projects_v_blocks_contact_form_settings_hide_on" USING btree ("order");
  CREATE INDEX "_projects_v_blocks_contact_form_settings_hide_on_parent_idx" ON "_projects_v_blocks_contact_form_settings_hide_on" USING btree ("parent_id");
  CREATE INDEX "_projects_v_blocks_contact_form_order_idx" ON "_projects_v_blocks_contact_form" USING btree ("_order");
  CREATE INDEX "_projects_v_blocks_contact_form_parent_id_idx" ON "_projects_v_blocks_contact_form" USING btree ("_parent_id");
  CREATE INDEX "_projects_v_blocks_contact_form_path_idx" ON "_projects_v_blocks_contact_form" USING btree ("_path");
  CREATE UNIQUE INDEX "_projects_v_blocks_contact_form_locales_locale_parent_id_uni" ON "_projects_v_blocks_contact_form_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "fs_entries_order_idx" ON "fs_entries" USING btree ("_order");
  CREATE INDEX "fs_entries_parent_id_idx" ON "fs_entries" USING btree ("_parent_id");
  CREATE INDEX "form_submissions_form_idx" ON "form_submissions" USING btree ("form");
  CREATE INDEX "form_submissions_page_idx" ON "form_submissions" USING btree ("page_id");
  CREATE INDEX "form_submissions_client_key_idx" ON "form_submissions" USING btree ("client_key");
  CREATE UNIQUE INDEX "form_submissions_idempotency_key_idx" ON "form_submissions" USING btree ("idempotency_key");
  CREATE INDEX "form_submissions_content_hash_idx" ON "form_submissions" USING btree ("content_hash");
  CREATE INDEX "form_submissions_updated_at_idx" ON "form_submissions" USING btree ("updated_at");
  CREATE INDEX "form_submissions_created_at_idx" ON "form_submissions" USING btree ("created_at");
  CREATE UNIQUE INDEX "bot_tokens_signature_idx" ON "bot_tokens" USING btree ("signature");
  CREATE INDEX "bot_tokens_expires_at_idx" ON "bot_tokens" USING btree ("expires_at");
  CREATE INDEX "bot_tokens_updated_at_idx" ON "bot_tokens" USING btree ("updated_at");
  CREATE INDEX "bot_tokens_created_at_idx" ON "bot_tokens" USING btree ("created_at");
  CREATE INDEX "newsletter_lists_updated_at_idx" ON "newsletter_lists" USING btree ("updated_at");
  CREATE INDEX "newsletter_lists_created_at_idx" ON "newsletter_lists" USING btree ("created_at");
  CREATE INDEX "newsletter_lists_texts_order_parent" ON "newsletter_lists_texts" USING btree ("order","parent_id");
  CREATE INDEX "newsletter_subscribers_list_idx" ON "newsletter_subscribers" USING btree ("list_id");
  CREATE INDEX "newsletter_subscribers_email_idx" ON "newsletter_subscribers" USING btree ("email");
  CREATE INDEX "newsletter_subscribers_status_idx" ON "newsletter_subscribers" USING btree ("status");
  CREATE INDEX "newsletter_subscribers_sync_state_idx" ON "newsletter_subscribers" USING btree ("sync_state");
  CREATE INDEX "newsletter_subscribers_next_attempt_at_idx" ON "newsletter_subscribers" USING btree ("next_attempt_at");
  CREATE INDEX "newsletter_subscribers_ip_hash_idx" ON "newsletter_subscribers" USING btree ("ip_hash");
  CREATE UNIQUE INDEX "newsletter_subscribers_subscription_key_idx" ON "newsletter_subscribers" USING btree ("subscription_key");
  CREATE INDEX "newsletter_subscribers_updated_at_idx" ON "newsletter_subscribers" USING btree ("updated_at");
  CREATE INDEX "newsletter_subscribers_created_at_idx" ON "newsletter_subscribers" USING btree ("created_at");
  CREATE UNIQUE INDEX "form_settings_locales_locale_parent_id_unique" ON "form_settings_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_form_submissions_fk" FOREIGN KEY ("form_submissions_id") REFERENCES "public"."form_submissions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_bot_tokens_fk" FOREIGN KEY ("bot_tokens_id") REFERENCES "public"."bot_tokens"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_newsletter_lists_fk" FOREIGN KEY ("newsletter_lists_id") REFERENCES "public"."newsletter_lists"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_newsletter_subscribers_fk" FOREIGN KEY ("newsletter_subscribers_id") REFERENCES "public"."newsletter_subscribers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_rels" ADD CONSTRAINT "header_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_form_submissions_id_idx" ON "payload_locked_documents_rels" USING btree ("form_submissions_id");
  CREATE INDEX "payload_locked_documents_rels_bot_tokens_id_idx" ON "payload_locked_documents_rels" USING btree ("bot_tokens_id");
  CREATE INDEX "payload_locked_documents_rels_newsletter_lists_id_idx" ON "payload_locked_documents_rels" USING btree ("newsletter_lists_id");
  CREATE INDEX "payload_locked_documents_rels_newsletter_subscribers_id_idx" ON "payload_locked_documents_rels" USING btree ("newsletter_subscribers_id");
  CREATE INDEX "header_rels_products_id_idx" ON "header_rels" USING btree ("products_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_newsletter_fields_opts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_newsletter_fields_opts_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_newsletter_fields" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_newsletter_fields_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_newsletter_redirect_query" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_newsletter_settings_hide_on" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_newsletter" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_newsletter_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_feed_subscribe_settings_hide_on" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_feed_subscribe" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_feed_subscribe_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_contact_form_fields_opts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_contact_form_fields_opts_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_contact_form_fields_if" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_contact_form_fields" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_contact_form_fields_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_contact_form_settings_hide_on" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_contact_form" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_contact_form_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "___pages_v_blocks_newsletter_fields_v_opts_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "___pages_v_blocks_newsletter_fields_v_opts_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "__pages_v_blocks_newsletter_fields_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "__pages_v_blocks_newsletter_fields_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_newsletter_redirect_query" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_newsletter_settings_hide_on" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_newsletter" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_newsletter_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_feed_subscribe_settings_hide_on" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_feed_subscribe" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_feed_subscribe_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "___pages_v_blocks_contact_form_fields_v_opts_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "___pages_v_blocks_contact_form_fields_v_opts_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "___pages_v_blocks_contact_form_fields_v_if_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "__pages_v_blocks_contact_form_fields_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "__pages_v_blocks_contact_form_fields_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_contact_form_settings_hide_on" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_contact_form" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_contact_form_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "projects_blocks_newsletter_fields_opts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "projects_blocks_newsletter_fields_opts_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "projects_blocks_newsletter_fields" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "projects_blocks_newsletter_fields_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "projects_blocks_newsletter_redirect_query" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "projects_blocks_newsletter_settings_hide_on" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "projects_blocks_newsletter" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "projects_blocks_newsletter_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "projects_blocks_feed_subscribe_settings_hide_on" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "projects_blocks_feed_subscribe" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "projects_blocks_feed_subscribe_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "projects_blocks_contact_form_fields_opts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "projects_blocks_contact_form_fields_opts_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "projects_blocks_contact_form_fields_if" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "projects_blocks_contact_form_fields" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "projects_blocks_contact_form_fields_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "projects_blocks_contact_form_settings_hide_on" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "projects_blocks_contact_form" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "projects_blocks_contact_form_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "___projects_v_blocks_newsletter_fields_v_opts_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "___projects_v_blocks_newsletter_fields_v_opts_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "__projects_v_blocks_newsletter_fields_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "__projects_v_blocks_newsletter_fields_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_projects_v_blocks_newsletter_redirect_query" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_projects_v_blocks_newsletter_settings_hide_on" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_projects_v_blocks_newsletter" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_projects_v_blocks_newsletter_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_projects_v_blocks_feed_subscribe_settings_hide_on" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_projects_v_blocks_feed_subscribe" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_projects_v_blocks_feed_subscribe_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "___projects_v_blocks_contact_form_fields_v_opts_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "___projects_v_blocks_contact_form_fields_v_opts_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "___projects_v_blocks_contact_form_fields_v_if_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "__projects_v_blocks_contact_form_fields_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "__projects_v_blocks_contact_form_fields_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_projects_v_blocks_contact_form_settings_hide_on" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_projects_v_blocks_contact_form" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_projects_v_blocks_contact_form_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "fs_entries" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "form_submissions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "bot_tokens" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "newsletter_lists" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "newsletter_lists_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "newsletter_subscribers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "form_settings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "form_settings_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_newsletter_fields_opts" CASCADE;
  DROP TABLE "pages_blocks_newsletter_fields_opts_locales" CASCADE;
  DROP TABLE "pages_blocks_newsletter_fields" CASCADE;
  DROP TABLE "pages_blocks_newsletter_fields_locales" CASCADE;
  DROP TABLE "pages_blocks_newsletter_redirect_query" CASCADE;
  DROP TABLE "pages_blocks_newsletter_settings_hide_on" CASCADE;
  DROP TABLE "pages_blocks_newsletter" CASCADE;
  DROP TABLE "pages_blocks_newsletter_locales" CASCADE;
  DROP TABLE "pages_blocks_feed_subscribe_settings_hide_on" CASCADE;
  DROP TABLE "pages_blocks_feed_subscribe" CASCADE;
  DROP TABLE "pages_blocks_feed_subscribe_locales" CASCADE;
  DROP TABLE "pages_blocks_contact_form_fields_opts" CASCADE;
  DROP TABLE "pages_blocks_contact_form_fields_opts_locales" CASCADE;
  DROP TABLE "pages_blocks_contact_form_fields_if" CASCADE;
  DROP TABLE "pages_blocks_contact_form_fields" CASCADE;
  DROP TABLE "pages_blocks_contact_form_fields_locales" CASCADE;
  DROP TABLE "pages_blocks_contact_form_settings_hide_on" CASCADE;
  DROP TABLE "pages_blocks_contact_form" CASCADE;
  DROP TABLE "pages_blocks_contact_form_locales" CASCADE;
  DROP TABLE "___pages_v_blocks_newsletter_fields_v_opts_v" CASCADE;
  DROP TABLE "___pages_v_blocks_newsletter_fields_v_opts_v_locales" CASCADE;
  DROP TABLE "__pages_v_blocks_newsletter_fields_v" CASCADE;
  DROP TABLE "__pages_v_blocks_newsletter_fields_v_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_newsletter_redirect_query" CASCADE;
  DROP TABLE "_pages_v_blocks_newsletter_settings_hide_on" CASCADE;
  DROP TABLE "_pages_v_blocks_newsletter" CASCADE;
  DROP TABLE "_pages_v_blocks_newsletter_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_feed_subscribe_settings_hide_on" CASCADE;
  DROP TABLE "_pages_v_blocks_feed_subscribe" CASCADE;
  DROP TABLE "_pages_v_blocks_feed_subscribe_locales" CASCADE;
  DROP TABLE "___pages_v_blocks_contact_form_fields_v_opts_v" CASCADE;
  DROP TABLE "___pages_v_blocks_contact_form_fields_v_opts_v_locales" CASCADE;
  DROP TABLE "___pages_v_blocks_contact_form_fields_v_if_v" CASCADE;
  DROP TABLE "__pages_v_blocks_contact_form_fields_v" CASCADE;
  DROP TABLE "__pages_v_blocks_contact_form_fields_v_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_contact_form_settings_hide_on" CASCADE;
  DROP TABLE "_pages_v_blocks_contact_form" CASCADE;
  DROP TABLE "_pages_v_blocks_contact_form_locales" CASCADE;
  DROP TABLE "projects_blocks_newsletter_fields_opts" CASCADE;
  DROP TABLE "projects_blocks_newsletter_fields_opts_locales" CASCADE;
  DROP TABLE "projects_blocks_newsletter_fields" CASCADE;
  DROP TABLE "projects_blocks_newsletter_fields_locales" CASCADE;
  DROP TABLE "projects_blocks_newsletter_redirect_query" CASCADE;
  DROP TABLE "projects_blocks_newsletter_settings_hide_on" CASCADE;
  DROP TABLE "projects_blocks_newsletter" CASCADE;
  DROP TABLE "projects_blocks_newsletter_locales" CASCADE;
  DROP TABLE "projects_blocks_feed_subscribe_settings_hide_on" CASCADE;
  DROP TABLE "projects_blocks_feed_subscribe" CASCADE;
  DROP TABLE "projects_blocks_feed_subscribe_locales" CASCADE;
  DROP TABLE "projects_blocks_contact_form_fields_opts" CASCADE;
  DROP TABLE "projects_blocks_contact_form_fields_opts_locales" CASCADE;
  DROP TABLE "projects_blocks_contact_form_fields_if" CASCADE;
  DROP TABLE "projects_blocks_contact_form_fields" CASCADE;
  DROP TABLE "projects_blocks_contact_form_fields_locales" CASCADE;
  DROP TABLE "projects_blocks_contact_form_settings_hide_on" CASCADE;
  DROP TABLE "projects_blocks_contact_form" CASCADE;
  DROP TABLE "projects_blocks_contact_form_locales" CASCADE;
  DROP TABLE "___projects_v_blocks_newsletter_fields_v_opts_v" CASCADE;
  DROP TABLE "___projects_v_blocks_newsletter_fields_v_opts_v_locales" CASCADE;
  DROP TABLE "__projects_v_blocks_newsletter_fields_v" CASCADE;
  DROP TABLE "__projects_v_blocks_newsletter_fields_v_locales" CASCADE;
  DROP TABLE "_projects_v_blocks_newsletter_redirect_query" CASCADE;
  DROP TABLE "_projects_v_blocks_newsletter_settings_hide_on" CASCADE;
  DROP TABLE "_projects_v_blocks_newsletter" CASCADE;
  DROP TABLE "_projects_v_blocks_newsletter_locales" CASCADE;
  DROP TABLE "_projects_v_blocks_feed_subscribe_settings_hide_on" CASCADE;
  DROP TABLE "_projects_v_blocks_feed_subscribe" CASCADE;
  DROP TABLE "_projects_v_blocks_feed_subscribe_locales" CASCADE;
  DROP TABLE "___projects_v_blocks_contact_form_fields_v_opts_v" CASCADE;
  DROP TABLE "___projects_v_blocks_contact_form_fields_v_opts_v_locales" CASCADE;
  DROP TABLE "___projects_v_blocks_contact_form_fields_v_if_v" CASCADE;
  DROP TABLE "__projects_v_blocks_contact_form_fields_v" CASCADE;
  DROP TABLE "__projects_v_blocks_contact_form_fields_v_locales" CASCADE;
  DROP TABLE "_projects_v_blocks_contact_form_settings_hide_on" CASCADE;
  DROP TABLE "_projects_v_blocks_contact_form" CASCADE;
  DROP TABLE "_projects_v_blocks_contact_form_locales" CASCADE;
  DROP TABLE "fs_entries" CASCADE;
  DROP TABLE "form_submissions" CASCADE;
  DROP TABLE "bot_tokens" CASCADE;
  DROP TABLE "newsletter_lists" CASCADE;
  DROP TABLE "newsletter_lists_texts" CASCADE;
  DROP TABLE "newsletter_subscribers" CASCADE;
  DROP TABLE "form_settings" CASCADE;
  DROP TABLE "form_settings_locales" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_form_submissions_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_bot_tokens_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_newsletter_lists_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_newsletter_subscribers_fk";
  
  ALTER TABLE "header_rels" DROP CONSTRAINT "header_rels_products_fk";
  
  DROP INDEX "payload_locked_documents_rels_form_submissions_id_idx";
  DROP INDEX "payload_locked_documents_rels_bot_tokens_id_idx";
  DROP INDEX "payload_locked_documents_rels_newsletter_lists_id_idx";
  DROP INDEX "payload_locked_documents_rels_newsletter_subscribers_id_idx";
  DROP INDEX "header_rels_products_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "form_submissions_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "bot_tokens_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "newsletter_lists_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "newsletter_subscribers_id";
  ALTER TABLE "header" DROP COLUMN "menu_type";
  ALTER TABLE "header_rels" DROP COLUMN "products_id";
  DROP TYPE "public"."enum_pages_blocks_newsletter_fields_type";
  DROP TYPE "public"."enum_pages_blocks_newsletter_redirect_query";
  DROP TYPE "public"."enum_pages_blocks_newsletter_settings_hide_on";
  DROP TYPE "public"."enum_pages_blocks_newsletter_settings_link_target";
  DROP TYPE "public"."enum_pages_blocks_newsletter_settings_animation_style";
  DROP TYPE "public"."enum_pages_blocks_newsletter_settings_animation_repeat";
  DROP TYPE "public"."enum_pages_blocks_newsletter_settings_animation_speedCurve";
  DROP TYPE "public"."enum_pages_blocks_newsletter_settings_animation_style_tablet";
  DROP TYPE "public"."enum_pages_blocks_newsletter_settings_animation_repeat_tablet";
  DROP TYPE "public"."enum_pages_blocks_newsletter_settings_pns6bt_speedCurve_tablet";
  DROP TYPE "public"."enum_pages_blocks_newsletter_settings_animation_style_phone";
  DROP TYPE "public"."enum_pages_blocks_newsletter_settings_animation_repeat_phone";
  DROP TYPE "public"."enum_pages_blocks_newsletter_settings__zf8np3_speedCurve_phone";
  DROP TYPE "public"."enum_pages_blocks_feed_subscribe_settings_hide_on";
  DROP TYPE "public"."enum_pages_blocks_feed_subscribe_settings_link_target";
  DROP TYPE "public"."enum_pages_blocks_feed_subscribe_settings_animation_style";
  DROP TYPE "public"."enum_pages_blocks_feed_subscribe_settings_animation_repeat";
  DROP TYPE "public"."enum_pages_blocks_feed_subscribe_settings_animation_speedCurve";
  DROP TYPE "public"."enum_pages_blocks_feed_subscribe_settings__il40e4_style_tablet";
  DROP TYPE "public"."enum_pages_blocks_feed_subscribe_settings_exzxjq_repeat_tablet";
  DROP TYPE "public"."enum_pages_blocks_feed_subscribe_set_1yqkxj5_speedCurve_tablet";
  DROP TYPE "public"."enum_pages_blocks_feed_subscribe_settings_animation_style_phone";
  DROP TYPE "public"."enum_pages_blocks_feed_subscribe_settings__mfn9te_repeat_phone";
  DROP TYPE "public"."enum_pages_blocks_feed_subscribe_sett_1s69qf3_speedCurve_phone";
  DROP TYPE "public"."enum_pages_blocks_contact_form_fields_if_operator";
  DROP TYPE "public"."enum_pages_blocks_contact_form_fields_field_type";
  DROP TYPE "public"."enum_pages_blocks_contact_form_fields_relation";
  DROP TYPE "public"."enum_pages_blocks_contact_form_settings_hide_on";
  DROP TYPE "public"."enum_pages_blocks_contact_form_settings_link_target";
  DROP TYPE "public"."enum_pages_blocks_contact_form_settings_animation_style";
  DROP TYPE "public"."enum_pages_blocks_contact_form_settings_animation_repeat";
  DROP TYPE "public"."enum_pages_blocks_contact_form_settings_animation_speedCurve";
  DROP TYPE "public"."enum_pages_blocks_contact_form_settings_animation_style_tablet";
  DROP TYPE "public"."enum_pages_blocks_contact_form_settings_animation_repeat_tablet";
  DROP TYPE "public"."enum_pages_blocks_contact_form_settin_hxp641_speedCurve_tablet";
  DROP TYPE "public"."enum_pages_blocks_contact_form_settings_animation_style_phone";
  DROP TYPE "public"."enum_pages_blocks_contact_form_settings_animation_repeat_phone";
  DROP TYPE "public"."enum_pages_blocks_contact_form_setting_2lvb8v_speedCurve_phone";
  DROP TYPE "public"."enum___pages_v_blocks_newsletter_fields_v_type";
  DROP TYPE "public"."enum__pages_v_blocks_newsletter_redirect_query";
  DROP TYPE "public"."enum__pages_v_blocks_newsletter_settings_hide_on";
  DROP TYPE "public"."enum__pages_v_blocks_newsletter_settings_link_target";
  DROP TYPE "public"."enum__pages_v_blocks_newsletter_settings_animation_style";
  DROP TYPE "public"."enum__pages_v_blocks_newsletter_settings_animation_repeat";
  DROP TYPE "public"."enum__pages_v_blocks_newsletter_settings_animation_speedCurve";
  DROP TYPE "public"."enum__pages_v_blocks_newsletter_settings_animation_style_tablet";
  DROP TYPE "public"."enum__pages_v_blocks_newsletter_settings_1ubbo8i_repeat_tablet";
  DROP TYPE "public"."enum__pages_v_blocks_newsletter_sett_1kz2fut_speedCurve_tablet";
  DROP TYPE "public"."enum__pages_v_blocks_newsletter_settings_animation_style_phone";
  DROP TYPE "public"."enum__pages_v_blocks_newsletter_settings_animation_repeat_phone";
  DROP TYPE "public"."enum__pages_v_blocks_newsletter_setti_1h5dgur_speedCurve_phone";
  DROP TYPE "public"."enum__pages_v_blocks_feed_subscribe_settings_hide_on";
  DROP TYPE "public"."enum__pages_v_blocks_feed_subscribe_settings_link_target";
  DROP TYPE "public"."enum__pages_v_blocks_feed_subscribe_settings_animation_style";
  DROP TYPE "public"."enum__pages_v_blocks_feed_subscribe_settings_animation_repeat";
  DROP TYPE "public"."enum__pages_v_blocks_feed_subscribe_setting_1owxj5o_speedCurve";
  DROP TYPE "public"."enum__pages_v_blocks_feed_subscribe_setti_1fnacyo_style_tablet";
  DROP TYPE "public"."enum__pages_v_blocks_feed_subscribe_setti_3t16xe_repeat_tablet";
  DROP TYPE "public"."enum__pages_v_blocks_feed_subscribe_se_4p8th_speedCurve_tablet";
  DROP TYPE "public"."enum__pages_v_blocks_feed_subscribe_settin_1apnvos_style_phone";
  DROP TYPE "public"."enum__pages_v_blocks_feed_subscribe_settin_ezuyi6_repeat_phone";
  DROP TYPE "public"."enum__pages_v_blocks_feed_subscribe_se_pc7eb7_speedCurve_phone";
  DROP TYPE "public"."enum____pages_v_blocks_contact_form_fields_v_if_v_operator";
  DROP TYPE "public"."enum___pages_v_blocks_contact_form_fields_v_field_type";
  DROP TYPE "public"."enum___pages_v_blocks_contact_form_fields_v_relation";
  DROP TYPE "public"."enum__pages_v_blocks_contact_form_settings_hide_on";
  DROP TYPE "public"."enum__pages_v_blocks_contact_form_settings_link_target";
  DROP TYPE "public"."enum__pages_v_blocks_contact_form_settings_animation_style";
  DROP TYPE "public"."enum__pages_v_blocks_contact_form_settings_animation_repeat";
  DROP TYPE "public"."enum__pages_v_blocks_contact_form_settings_animation_speedCurve";
  DROP TYPE "public"."enum__pages_v_blocks_contact_form_setting_18nc0wo_style_tablet";
  DROP TYPE "public"."enum__pages_v_blocks_contact_form_settin_1ic3yt6_repeat_tablet";
  DROP TYPE "public"."enum__pages_v_blocks_contact_form_set_cs0nyl_speedCurve_tablet";
  DROP TYPE "public"."enum__pages_v_blocks_contact_form_settings__cwmqok_style_phone";
  DROP TYPE "public"."enum__pages_v_blocks_contact_form_settings_llgzc6_repeat_phone";
  DROP TYPE "public"."enum__pages_v_blocks_contact_form_set_1asemkr_speedCurve_phone";
  DROP TYPE "public"."enum_projects_blocks_newsletter_fields_type";
  DROP TYPE "public"."enum_projects_blocks_newsletter_redirect_query";
  DROP TYPE "public"."enum_projects_blocks_newsletter_settings_hide_on";
  DROP TYPE "public"."enum_projects_blocks_newsletter_settings_link_target";
  DROP TYPE "public"."enum_projects_blocks_newsletter_settings_animation_style";
  DROP TYPE "public"."enum_projects_blocks_newsletter_settings_animation_repeat";
  DROP TYPE "public"."enum_projects_blocks_newsletter_settings_animation_speedCurve";
  DROP TYPE "public"."enum_projects_blocks_newsletter_settings_animation_style_tablet";
  DROP TYPE "public"."enum_projects_blocks_newsletter_settings_10s874m_repeat_tablet";
  DROP TYPE "public"."enum_projects_blocks_newsletter_setti_63eji9_speedCurve_tablet";
  DROP TYPE "public"."enum_projects_blocks_newsletter_settings_animation_style_phone";
  DROP TYPE "public"."enum_projects_blocks_newsletter_settings_animation_repeat_phone";
  DROP TYPE "public"."enum_projects_blocks_newsletter_setti_11u8g3j_speedCurve_phone";
  DROP TYPE "public"."enum_projects_blocks_feed_subscribe_settings_hide_on";
  DROP TYPE "public"."enum_projects_blocks_feed_subscribe_settings_link_target";
  DROP TYPE "public"."enum_projects_blocks_feed_subscribe_settings_animation_style";
  DROP TYPE "public"."enum_projects_blocks_feed_subscribe_settings_animation_repeat";
  DROP TYPE "public"."enum_projects_blocks_feed_subscribe_settings_4xzt3k_speedCurve";
  DROP TYPE "public"."enum_projects_blocks_feed_subscribe_setti_18vk2hw_style_tablet";
  DROP TYPE "public"."enum_projects_blocks_feed_subscribe_sett_1p79d8u_repeat_tablet";
  DROP TYPE "public"."enum_projects_blocks_feed_subscribe_s_hre1p5_speedCurve_tablet";
  DROP TYPE "public"."enum_projects_blocks_feed_subscribe_settin_1llwzhc_style_phone";
  DROP TYPE "public"."enum_projects_blocks_feed_subscribe_settin_l0j2fu_repeat_phone";
  DROP TYPE "public"."enum_projects_blocks_feed_subscribe_se_e3pb9j_speedCurve_phone";
  DROP TYPE "public"."enum_projects_blocks_contact_form_fields_if_operator";
  DROP TYPE "public"."enum_projects_blocks_contact_form_fields_field_type";
  DROP TYPE "public"."enum_projects_blocks_contact_form_fields_relation";
  DROP TYPE "public"."enum_projects_blocks_contact_form_settings_hide_on";
  DROP TYPE "public"."enum_projects_blocks_contact_form_settings_link_target";
  DROP TYPE "public"."enum_projects_blocks_contact_form_settings_animation_style";
  DROP TYPE "public"."enum_projects_blocks_contact_form_settings_animation_repeat";
  DROP TYPE "public"."enum_projects_blocks_contact_form_settings_animation_speedCurve";
  DROP TYPE "public"."enum_projects_blocks_contact_form_setting_1ldfuck_style_tablet";
  DROP TYPE "public"."enum_projects_blocks_contact_form_setting_5a915a_repeat_tablet";
  DROP TYPE "public"."enum_projects_blocks_contact_form_se_1j0i5ll_speedCurve_tablet";
  DROP TYPE "public"."enum_projects_blocks_contact_form_settings__tp6ctc_style_phone";
  DROP TYPE "public"."enum_projects_blocks_contact_form_setting_17e4s7u_repeat_phone";
  DROP TYPE "public"."enum_projects_blocks_contact_form_sett_n81clj_speedCurve_phone";
  DROP TYPE "public"."enum___projects_v_blocks_newsletter_fields_v_type";
  DROP TYPE "public"."enum__projects_v_blocks_newsletter_redirect_query";
  DROP TYPE "public"."enum__projects_v_blocks_newsletter_settings_hide_on";
  DROP TYPE "public"."enum__projects_v_blocks_newsletter_settings_link_target";
  DROP TYPE "public"."enum__projects_v_blocks_newsletter_settings_animation_style";
  DROP TYPE "public"."enum__projects_v_blocks_newsletter_settings_animation_repeat";
  DROP TYPE "public"."enum__projects_v_blocks_newsletter_settings__uiwtpu_speedCurve";
  DROP TYPE "public"."enum__projects_v_blocks_newsletter_settin_1qffhze_style_tablet";
  DROP TYPE "public"."enum__projects_v_blocks_newsletter_setti_1gkeh6g_repeat_tablet";
  DROP TYPE "public"."enum__projects_v_blocks_newsletter_se_eagn5z_speedCurve_tablet";
  DROP TYPE "public"."enum__projects_v_blocks_newsletter_setting_1ipbfjq_style_phone";
  DROP TYPE "public"."enum__projects_v_blocks_newsletter_settin_1lmmgvo_repeat_phone";
  DROP TYPE "public"."enum__projects_v_blocks_newsletter_se_1p3wkk5_speedCurve_phone";
  DROP TYPE "public"."enum__projects_v_blocks_feed_subscribe_settings_hide_on";
  DROP TYPE "public"."enum__projects_v_blocks_feed_subscribe_settings_link_target";
  DROP TYPE "public"."enum__projects_v_blocks_feed_subscribe_settings_animation_style";
  DROP TYPE "public"."enum__projects_v_blocks_feed_subscribe_settings_1powerz_repeat";
  DROP TYPE "public"."enum__projects_v_blocks_feed_subscribe_sett_1qdd1ze_speedCurve";
  DROP TYPE "public"."enum__projects_v_blocks_feed_subscribe_set_9x9sgy_style_tablet";
  DROP TYPE "public"."enum__projects_v_blocks_feed_subscribe_s_1dr2140_repeat_tablet";
  DROP TYPE "public"."enum__projects_v_blocks_feed_subscri_1xt8f4f_speedCurve_tablet";
  DROP TYPE "public"."enum__projects_v_blocks_feed_subscribe_sett_1f9lby_style_phone";
  DROP TYPE "public"."enum__projects_v_blocks_feed_subscribe_se_13hca3w_repeat_phone";
  DROP TYPE "public"."enum__projects_v_blocks_feed_subscribe_qwbzql_speedCurve_phone";
  DROP TYPE "public"."enum____projects_v_blocks_contact_form_fields_v_if_v_operator";
  DROP TYPE "public"."enum___projects_v_blocks_contact_form_fields_v_field_type";
  DROP TYPE "public"."enum___projects_v_blocks_contact_form_fields_v_relation";
  DROP TYPE "public"."enum__projects_v_blocks_contact_form_settings_hide_on";
  DROP TYPE "public"."enum__projects_v_blocks_contact_form_settings_link_target";
  DROP TYPE "public"."enum__projects_v_blocks_contact_form_settings_animation_style";
  DROP TYPE "public"."enum__projects_v_blocks_contact_form_settings_animation_repeat";
  DROP TYPE "public"."enum__projects_v_blocks_contact_form_settin_1cga7xm_speedCurve";
  DROP TYPE "public"."enum__projects_v_blocks_contact_form_sett_1tzrrcy_style_tablet";
  DROP TYPE "public"."enum__projects_v_blocks_contact_form_sett_govs3k_repeat_tablet";
  DROP TYPE "public"."enum__projects_v_blocks_contact_form_13oinfz_speedCurve_tablet";
  DROP TYPE "public"."enum__projects_v_blocks_contact_form_settin_f336am_style_phone";
  DROP TYPE "public"."enum__projects_v_blocks_contact_form_setti_gisfws_repeat_phone";
  DROP TYPE "public"."enum__projects_v_blocks_contact_form_s_83n83x_speedCurve_phone";
  DROP TYPE "public"."enum_newsletter_lists_provider";
  DROP TYPE "public"."enum_newsletter_subscribers_status";
  DROP TYPE "public"."enum_newsletter_subscribers_sync_state";
  DROP TYPE "public"."enum_header_menu_type";`)
}
