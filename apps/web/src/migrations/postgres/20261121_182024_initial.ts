import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."_locales" AS ENUM('sv', 'en');
  CREATE TYPE "public"."enum_pages_blocks_text_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum_pages_blocks_text_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_heading_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum_pages_blocks_heading_level" AS ENUM('h1', 'h2', 'h3', 'h4', 'h5', 'h6');
  CREATE TYPE "public"."enum_pages_blocks_heading_align" AS ENUM('left', 'center', 'right');
  CREATE TYPE "public"."enum_pages_blocks_heading_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_image_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum_pages_blocks_image_align" AS ENUM('left', 'center', 'right');
  CREATE TYPE "public"."enum_pages_blocks_image_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_button_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum_pages_blocks_button_link_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum_pages_blocks_button_style" AS ENUM('primary', 'secondary', 'outline');
  CREATE TYPE "public"."enum_pages_blocks_button_align" AS ENUM('left', 'center', 'right');
  CREATE TYPE "public"."enum_pages_blocks_button_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_call_to_action_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum_pages_blocks_call_to_action_button_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum_pages_blocks_call_to_action_button_style" AS ENUM('primary', 'secondary', 'outline');
  CREATE TYPE "public"."enum_pages_blocks_call_to_action_tone" AS ENUM('accent', 'light', 'dark');
  CREATE TYPE "public"."enum_pages_blocks_call_to_action_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_blurb_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum_pages_blocks_blurb_media_type" AS ENUM('icon', 'image', 'none');
  CREATE TYPE "public"."enum_pages_blocks_blurb_icon" AS ENUM('wrench', 'gear', 'shield', 'clock', 'chart', 'leaf', 'phone', 'check');
  CREATE TYPE "public"."enum_pages_blocks_blurb_layout" AS ENUM('top', 'left');
  CREATE TYPE "public"."enum_pages_blocks_blurb_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_divider_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum_pages_blocks_divider_line_style" AS ENUM('solid', 'dashed', 'dotted');
  CREATE TYPE "public"."enum_pages_blocks_divider_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_video_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum_pages_blocks_video_source" AS ENUM('file', 'url');
  CREATE TYPE "public"."enum_pages_blocks_video_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_code_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum_pages_blocks_code_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_testimonial_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum_pages_blocks_testimonial_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_row_columns_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum_pages_blocks_row_columns_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_row_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum_pages_blocks_row_structure" AS ENUM('1_1', '1_2,1_2', '1_3,1_3,1_3', '1_4,1_4,1_4,1_4', '1_5,1_5,1_5,1_5,1_5', '1_6,1_6,1_6,1_6,1_6,1_6', '2_3,1_3', '1_3,2_3', '3_4,1_4', '1_4,3_4', '1_4,1_2,1_4', '1_2,1_4,1_4', '1_4,1_4,1_2', '3_5,2_5', '2_5,3_5', '3_8,5_8', '5_8,3_8');
  CREATE TYPE "public"."enum_pages_blocks_row_vertical_align" AS ENUM('start', 'center', 'stretch');
  CREATE TYPE "public"."enum_pages_blocks_row_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_section_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum_pages_blocks_section_background_type" AS ENUM('none', 'color', 'gradient', 'image');
  CREATE TYPE "public"."enum_pages_blocks_section_text_tone" AS ENUM('dark', 'light');
  CREATE TYPE "public"."enum_pages_blocks_section_width" AS ENUM('boxed', 'fullwidth');
  CREATE TYPE "public"."enum_pages_blocks_section_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pages_v_blocks_text_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum__pages_v_blocks_text_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__pages_v_blocks_heading_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum__pages_v_blocks_heading_level" AS ENUM('h1', 'h2', 'h3', 'h4', 'h5', 'h6');
  CREATE TYPE "public"."enum__pages_v_blocks_heading_align" AS ENUM('left', 'center', 'right');
  CREATE TYPE "public"."enum__pages_v_blocks_heading_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__pages_v_blocks_image_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum__pages_v_blocks_image_align" AS ENUM('left', 'center', 'right');
  CREATE TYPE "public"."enum__pages_v_blocks_image_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__pages_v_blocks_button_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum__pages_v_blocks_button_link_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum__pages_v_blocks_button_style" AS ENUM('primary', 'secondary', 'outline');
  CREATE TYPE "public"."enum__pages_v_blocks_button_align" AS ENUM('left', 'center', 'right');
  CREATE TYPE "public"."enum__pages_v_blocks_button_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__pages_v_blocks_call_to_action_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum__pages_v_blocks_call_to_action_button_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum__pages_v_blocks_call_to_action_button_style" AS ENUM('primary', 'secondary', 'outline');
  CREATE TYPE "public"."enum__pages_v_blocks_call_to_action_tone" AS ENUM('accent', 'light', 'dark');
  CREATE TYPE "public"."enum__pages_v_blocks_call_to_action_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__pages_v_blocks_blurb_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum__pages_v_blocks_blurb_media_type" AS ENUM('icon', 'image', 'none');
  CREATE TYPE "public"."enum__pages_v_blocks_blurb_icon" AS ENUM('wrench', 'gear', 'shield', 'clock', 'chart', 'leaf', 'phone', 'check');
  CREATE TYPE "public"."enum__pages_v_blocks_blurb_layout" AS ENUM('top', 'left');
  CREATE TYPE "public"."enum__pages_v_blocks_blurb_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__pages_v_blocks_divider_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum__pages_v_blocks_divider_line_style" AS ENUM('solid', 'dashed', 'dotted');
  CREATE TYPE "public"."enum__pages_v_blocks_divider_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__pages_v_blocks_video_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum__pages_v_blocks_video_source" AS ENUM('file', 'url');
  CREATE TYPE "public"."enum__pages_v_blocks_video_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__pages_v_blocks_code_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum__pages_v_blocks_code_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__pages_v_blocks_testimonial_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum__pages_v_blocks_testimonial_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__pages_v_blocks_row_columns_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum__pages_v_blocks_row_columns_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__pages_v_blocks_row_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum__pages_v_blocks_row_structure" AS ENUM('1_1', '1_2,1_2', '1_3,1_3,1_3', '1_4,1_4,1_4,1_4', '1_5,1_5,1_5,1_5,1_5', '1_6,1_6,1_6,1_6,1_6,1_6', '2_3,1_3', '1_3,2_3', '3_4,1_4', '1_4,3_4', '1_4,1_2,1_4', '1_2,1_4,1_4', '1_4,1_4,1_2', '3_5,2_5', '2_5,3_5', '3_8,5_8', '5_8,3_8');
  CREATE TYPE "public"."enum__pages_v_blocks_row_vertical_align" AS ENUM('start', 'center', 'stretch');
  CREATE TYPE "public"."enum__pages_v_blocks_row_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__pages_v_blocks_section_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum__pages_v_blocks_section_background_type" AS ENUM('none', 'color', 'gradient', 'image');
  CREATE TYPE "public"."enum__pages_v_blocks_section_text_tone" AS ENUM('dark', 'light');
  CREATE TYPE "public"."enum__pages_v_blocks_section_width" AS ENUM('boxed', 'fullwidth');
  CREATE TYPE "public"."enum__pages_v_blocks_section_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pages_v_published_locale" AS ENUM('sv', 'en');
  CREATE TYPE "public"."enum_posts_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__posts_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__posts_v_published_locale" AS ENUM('sv', 'en');
  CREATE TYPE "public"."enum_projects_blocks_text_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum_projects_blocks_text_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_projects_blocks_heading_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum_projects_blocks_heading_level" AS ENUM('h1', 'h2', 'h3', 'h4', 'h5', 'h6');
  CREATE TYPE "public"."enum_projects_blocks_heading_align" AS ENUM('left', 'center', 'right');
  CREATE TYPE "public"."enum_projects_blocks_heading_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_projects_blocks_image_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum_projects_blocks_image_align" AS ENUM('left', 'center', 'right');
  CREATE TYPE "public"."enum_projects_blocks_image_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_projects_blocks_button_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum_projects_blocks_button_link_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum_projects_blocks_button_style" AS ENUM('primary', 'secondary', 'outline');
  CREATE TYPE "public"."enum_projects_blocks_button_align" AS ENUM('left', 'center', 'right');
  CREATE TYPE "public"."enum_projects_blocks_button_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_projects_blocks_call_to_action_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum_projects_blocks_call_to_action_button_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum_projects_blocks_call_to_action_button_style" AS ENUM('primary', 'secondary', 'outline');
  CREATE TYPE "public"."enum_projects_blocks_call_to_action_tone" AS ENUM('accent', 'light', 'dark');
  CREATE TYPE "public"."enum_projects_blocks_call_to_action_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_projects_blocks_blurb_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum_projects_blocks_blurb_media_type" AS ENUM('icon', 'image', 'none');
  CREATE TYPE "public"."enum_projects_blocks_blurb_icon" AS ENUM('wrench', 'gear', 'shield', 'clock', 'chart', 'leaf', 'phone', 'check');
  CREATE TYPE "public"."enum_projects_blocks_blurb_layout" AS ENUM('top', 'left');
  CREATE TYPE "public"."enum_projects_blocks_blurb_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_projects_blocks_divider_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum_projects_blocks_divider_line_style" AS ENUM('solid', 'dashed', 'dotted');
  CREATE TYPE "public"."enum_projects_blocks_divider_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_projects_blocks_video_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum_projects_blocks_video_source" AS ENUM('file', 'url');
  CREATE TYPE "public"."enum_projects_blocks_video_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_projects_blocks_code_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum_projects_blocks_code_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_projects_blocks_testimonial_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum_projects_blocks_testimonial_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_projects_blocks_row_columns_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum_projects_blocks_row_columns_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_projects_blocks_row_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum_projects_blocks_row_structure" AS ENUM('1_1', '1_2,1_2', '1_3,1_3,1_3', '1_4,1_4,1_4,1_4', '1_5,1_5,1_5,1_5,1_5', '1_6,1_6,1_6,1_6,1_6,1_6', '2_3,1_3', '1_3,2_3', '3_4,1_4', '1_4,3_4', '1_4,1_2,1_4', '1_2,1_4,1_4', '1_4,1_4,1_2', '3_5,2_5', '2_5,3_5', '3_8,5_8', '5_8,3_8');
  CREATE TYPE "public"."enum_projects_blocks_row_vertical_align" AS ENUM('start', 'center', 'stretch');
  CREATE TYPE "public"."enum_projects_blocks_row_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_projects_blocks_section_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum_projects_blocks_section_background_type" AS ENUM('none', 'color', 'gradient', 'image');
  CREATE TYPE "public"."enum_projects_blocks_section_text_tone" AS ENUM('dark', 'light');
  CREATE TYPE "public"."enum_projects_blocks_section_width" AS ENUM('boxed', 'fullwidth');
  CREATE TYPE "public"."enum_projects_blocks_section_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_projects_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__projects_v_blocks_text_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum__projects_v_blocks_text_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__projects_v_blocks_heading_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum__projects_v_blocks_heading_level" AS ENUM('h1', 'h2', 'h3', 'h4', 'h5', 'h6');
  CREATE TYPE "public"."enum__projects_v_blocks_heading_align" AS ENUM('left', 'center', 'right');
  CREATE TYPE "public"."enum__projects_v_blocks_heading_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__projects_v_blocks_image_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum__projects_v_blocks_image_align" AS ENUM('left', 'center', 'right');
  CREATE TYPE "public"."enum__projects_v_blocks_image_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__projects_v_blocks_button_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum__projects_v_blocks_button_link_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum__projects_v_blocks_button_style" AS ENUM('primary', 'secondary', 'outline');
  CREATE TYPE "public"."enum__projects_v_blocks_button_align" AS ENUM('left', 'center', 'right');
  CREATE TYPE "public"."enum__projects_v_blocks_button_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__projects_v_blocks_call_to_action_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum__projects_v_blocks_call_to_action_button_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum__projects_v_blocks_call_to_action_button_style" AS ENUM('primary', 'secondary', 'outline');
  CREATE TYPE "public"."enum__projects_v_blocks_call_to_action_tone" AS ENUM('accent', 'light', 'dark');
  CREATE TYPE "public"."enum__projects_v_blocks_call_to_action_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__projects_v_blocks_blurb_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum__projects_v_blocks_blurb_media_type" AS ENUM('icon', 'image', 'none');
  CREATE TYPE "public"."enum__projects_v_blocks_blurb_icon" AS ENUM('wrench', 'gear', 'shield', 'clock', 'chart', 'leaf', 'phone', 'check');
  CREATE TYPE "public"."enum__projects_v_blocks_blurb_layout" AS ENUM('top', 'left');
  CREATE TYPE "public"."enum__projects_v_blocks_blurb_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__projects_v_blocks_divider_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum__projects_v_blocks_divider_line_style" AS ENUM('solid', 'dashed', 'dotted');
  CREATE TYPE "public"."enum__projects_v_blocks_divider_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__projects_v_blocks_video_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum__projects_v_blocks_video_source" AS ENUM('file', 'url');
  CREATE TYPE "public"."enum__projects_v_blocks_video_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__projects_v_blocks_code_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum__projects_v_blocks_code_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__projects_v_blocks_testimonial_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum__projects_v_blocks_testimonial_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__projects_v_blocks_row_columns_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum__projects_v_blocks_row_columns_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__projects_v_blocks_row_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum__projects_v_blocks_row_structure" AS ENUM('1_1', '1_2,1_2', '1_3,1_3,1_3', '1_4,1_4,1_4,1_4', '1_5,1_5,1_5,1_5,1_5', '1_6,1_6,1_6,1_6,1_6,1_6', '2_3,1_3', '1_3,2_3', '3_4,1_4', '1_4,3_4', '1_4,1_2,1_4', '1_2,1_4,1_4', '1_4,1_4,1_2', '3_5,2_5', '2_5,3_5', '3_8,5_8', '5_8,3_8');
  CREATE TYPE "public"."enum__projects_v_blocks_row_vertical_align" AS ENUM('start', 'center', 'stretch');
  CREATE TYPE "public"."enum__projects_v_blocks_row_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__projects_v_blocks_section_settings_hide_on" AS ENUM('desktop', 'tablet', 'phone');
  CREATE TYPE "public"."enum__projects_v_blocks_section_background_type" AS ENUM('none', 'color', 'gradient', 'image');
  CREATE TYPE "public"."enum__projects_v_blocks_section_text_tone" AS ENUM('dark', 'light');
  CREATE TYPE "public"."enum__projects_v_blocks_section_width" AS ENUM('boxed', 'fullwidth');
  CREATE TYPE "public"."enum__projects_v_blocks_section_settings_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__projects_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__projects_v_published_locale" AS ENUM('sv', 'en');
  CREATE TYPE "public"."enum_users_roles" AS ENUM('admin', 'editor');
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
  	"priority" boolean,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum_pages_blocks_image_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
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
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_testimonial_locales" (
  	"quote" varchar,
  	"job_title" varchar,
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
  	"settings_link_class_name" varchar
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
  	"projects_id" integer
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
  	"priority" boolean,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum__pages_v_blocks_image_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
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
  	"projects_id" integer
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
  	"priority" boolean,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum_projects_blocks_image_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
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
  	"block_name" varchar
  );
  
  CREATE TABLE "projects_blocks_testimonial_locales" (
  	"quote" varchar,
  	"job_title" varchar,
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
  	"settings_link_class_name" varchar
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
  	"priority" boolean,
  	"settings_element_id" varchar,
  	"settings_class_name" varchar,
  	"settings_link_url" varchar,
  	"settings_link_target" "enum__projects_v_blocks_image_settings_link_target" DEFAULT '_self',
  	"settings_link_class_name" varchar,
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
  	"users_id" integer
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
  ALTER TABLE "pages_blocks_row_columns_settings_hide_on" ADD CONSTRAINT "pages_blocks_row_columns_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages_blocks_row_columns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_row_columns" ADD CONSTRAINT "pages_blocks_row_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_row"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_row_settings_hide_on" ADD CONSTRAINT "pages_blocks_row_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages_blocks_row"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_row" ADD CONSTRAINT "pages_blocks_row_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_section_settings_hide_on" ADD CONSTRAINT "pages_blocks_section_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages_blocks_section"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_section" ADD CONSTRAINT "pages_blocks_section_background_image_id_media_id_fk" FOREIGN KEY ("background_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_section" ADD CONSTRAINT "pages_blocks_section_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_section_locales" ADD CONSTRAINT "pages_blocks_section_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_section"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_locales" ADD CONSTRAINT "pages_locales_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_locales" ADD CONSTRAINT "pages_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_posts_fk" FOREIGN KEY ("posts_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_projects_fk" FOREIGN KEY ("projects_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
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
  ALTER TABLE "_pages_v_blocks_row_columns_settings_hide_on" ADD CONSTRAINT "_pages_v_blocks_row_columns_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v_blocks_row_columns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_row_columns" ADD CONSTRAINT "_pages_v_blocks_row_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_row"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_row_settings_hide_on" ADD CONSTRAINT "_pages_v_blocks_row_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v_blocks_row"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_row" ADD CONSTRAINT "_pages_v_blocks_row_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_section_settings_hide_on" ADD CONSTRAINT "_pages_v_blocks_section_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v_blocks_section"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_section" ADD CONSTRAINT "_pages_v_blocks_section_background_image_id_media_id_fk" FOREIGN KEY ("background_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_section" ADD CONSTRAINT "_pages_v_blocks_section_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_section_locales" ADD CONSTRAINT "_pages_v_blocks_section_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_section"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_parent_id_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_locales" ADD CONSTRAINT "_pages_v_locales_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_locales" ADD CONSTRAINT "_pages_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_posts_fk" FOREIGN KEY ("posts_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_projects_fk" FOREIGN KEY ("projects_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
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
  ALTER TABLE "projects_blocks_row_columns_settings_hide_on" ADD CONSTRAINT "projects_blocks_row_columns_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."projects_blocks_row_columns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_blocks_row_columns" ADD CONSTRAINT "projects_blocks_row_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects_blocks_row"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_blocks_row_settings_hide_on" ADD CONSTRAINT "projects_blocks_row_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."projects_blocks_row"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_blocks_row" ADD CONSTRAINT "projects_blocks_row_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_blocks_section_settings_hide_on" ADD CONSTRAINT "projects_blocks_section_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."projects_blocks_section"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_blocks_section" ADD CONSTRAINT "projects_blocks_section_background_image_id_media_id_fk" FOREIGN KEY ("background_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "projects_blocks_section" ADD CONSTRAINT "projects_blocks_section_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_blocks_section_locales" ADD CONSTRAINT "projects_blocks_section_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects_blocks_section"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects" ADD CONSTRAINT "projects_featured_image_id_media_id_fk" FOREIGN KEY ("featured_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "projects_locales" ADD CONSTRAINT "projects_locales_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "projects_locales" ADD CONSTRAINT "projects_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_rels" ADD CONSTRAINT "projects_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_rels" ADD CONSTRAINT "projects_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_rels" ADD CONSTRAINT "projects_rels_posts_fk" FOREIGN KEY ("posts_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_rels" ADD CONSTRAINT "projects_rels_projects_fk" FOREIGN KEY ("projects_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
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
  ALTER TABLE "_projects_v_blocks_row_columns_settings_hide_on" ADD CONSTRAINT "_projects_v_blocks_row_columns_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_projects_v_blocks_row_columns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_blocks_row_columns" ADD CONSTRAINT "_projects_v_blocks_row_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v_blocks_row"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_blocks_row_settings_hide_on" ADD CONSTRAINT "_projects_v_blocks_row_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_projects_v_blocks_row"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_blocks_row" ADD CONSTRAINT "_projects_v_blocks_row_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_blocks_section_settings_hide_on" ADD CONSTRAINT "_projects_v_blocks_section_settings_hide_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_projects_v_blocks_section"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_blocks_section" ADD CONSTRAINT "_projects_v_blocks_section_background_image_id_media_id_fk" FOREIGN KEY ("background_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
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
  ALTER TABLE "_projects_v_rels" ADD CONSTRAINT "_projects_v_rels_project_categories_fk" FOREIGN KEY ("project_categories_id") REFERENCES "public"."project_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "project_categories_locales" ADD CONSTRAINT "project_categories_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."project_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "media_locales" ADD CONSTRAINT "media_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_roles" ADD CONSTRAINT "users_roles_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_posts_fk" FOREIGN KEY ("posts_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_categories_fk" FOREIGN KEY ("categories_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_projects_fk" FOREIGN KEY ("projects_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_project_categories_fk" FOREIGN KEY ("project_categories_id") REFERENCES "public"."project_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
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
  DROP TYPE "public"."enum_pages_blocks_heading_settings_hide_on";
  DROP TYPE "public"."enum_pages_blocks_heading_level";
  DROP TYPE "public"."enum_pages_blocks_heading_align";
  DROP TYPE "public"."enum_pages_blocks_heading_settings_link_target";
  DROP TYPE "public"."enum_pages_blocks_image_settings_hide_on";
  DROP TYPE "public"."enum_pages_blocks_image_align";
  DROP TYPE "public"."enum_pages_blocks_image_settings_link_target";
  DROP TYPE "public"."enum_pages_blocks_button_settings_hide_on";
  DROP TYPE "public"."enum_pages_blocks_button_link_type";
  DROP TYPE "public"."enum_pages_blocks_button_style";
  DROP TYPE "public"."enum_pages_blocks_button_align";
  DROP TYPE "public"."enum_pages_blocks_button_settings_link_target";
  DROP TYPE "public"."enum_pages_blocks_call_to_action_settings_hide_on";
  DROP TYPE "public"."enum_pages_blocks_call_to_action_button_type";
  DROP TYPE "public"."enum_pages_blocks_call_to_action_button_style";
  DROP TYPE "public"."enum_pages_blocks_call_to_action_tone";
  DROP TYPE "public"."enum_pages_blocks_call_to_action_settings_link_target";
  DROP TYPE "public"."enum_pages_blocks_blurb_settings_hide_on";
  DROP TYPE "public"."enum_pages_blocks_blurb_media_type";
  DROP TYPE "public"."enum_pages_blocks_blurb_icon";
  DROP TYPE "public"."enum_pages_blocks_blurb_layout";
  DROP TYPE "public"."enum_pages_blocks_blurb_settings_link_target";
  DROP TYPE "public"."enum_pages_blocks_divider_settings_hide_on";
  DROP TYPE "public"."enum_pages_blocks_divider_line_style";
  DROP TYPE "public"."enum_pages_blocks_divider_settings_link_target";
  DROP TYPE "public"."enum_pages_blocks_video_settings_hide_on";
  DROP TYPE "public"."enum_pages_blocks_video_source";
  DROP TYPE "public"."enum_pages_blocks_video_settings_link_target";
  DROP TYPE "public"."enum_pages_blocks_code_settings_hide_on";
  DROP TYPE "public"."enum_pages_blocks_code_settings_link_target";
  DROP TYPE "public"."enum_pages_blocks_testimonial_settings_hide_on";
  DROP TYPE "public"."enum_pages_blocks_testimonial_settings_link_target";
  DROP TYPE "public"."enum_pages_blocks_row_columns_settings_hide_on";
  DROP TYPE "public"."enum_pages_blocks_row_columns_settings_link_target";
  DROP TYPE "public"."enum_pages_blocks_row_settings_hide_on";
  DROP TYPE "public"."enum_pages_blocks_row_structure";
  DROP TYPE "public"."enum_pages_blocks_row_vertical_align";
  DROP TYPE "public"."enum_pages_blocks_row_settings_link_target";
  DROP TYPE "public"."enum_pages_blocks_section_settings_hide_on";
  DROP TYPE "public"."enum_pages_blocks_section_background_type";
  DROP TYPE "public"."enum_pages_blocks_section_text_tone";
  DROP TYPE "public"."enum_pages_blocks_section_width";
  DROP TYPE "public"."enum_pages_blocks_section_settings_link_target";
  DROP TYPE "public"."enum_pages_status";
  DROP TYPE "public"."enum__pages_v_blocks_text_settings_hide_on";
  DROP TYPE "public"."enum__pages_v_blocks_text_settings_link_target";
  DROP TYPE "public"."enum__pages_v_blocks_heading_settings_hide_on";
  DROP TYPE "public"."enum__pages_v_blocks_heading_level";
  DROP TYPE "public"."enum__pages_v_blocks_heading_align";
  DROP TYPE "public"."enum__pages_v_blocks_heading_settings_link_target";
  DROP TYPE "public"."enum__pages_v_blocks_image_settings_hide_on";
  DROP TYPE "public"."enum__pages_v_blocks_image_align";
  DROP TYPE "public"."enum__pages_v_blocks_image_settings_link_target";
  DROP TYPE "public"."enum__pages_v_blocks_button_settings_hide_on";
  DROP TYPE "public"."enum__pages_v_blocks_button_link_type";
  DROP TYPE "public"."enum__pages_v_blocks_button_style";
  DROP TYPE "public"."enum__pages_v_blocks_button_align";
  DROP TYPE "public"."enum__pages_v_blocks_button_settings_link_target";
  DROP TYPE "public"."enum__pages_v_blocks_call_to_action_settings_hide_on";
  DROP TYPE "public"."enum__pages_v_blocks_call_to_action_button_type";
  DROP TYPE "public"."enum__pages_v_blocks_call_to_action_button_style";
  DROP TYPE "public"."enum__pages_v_blocks_call_to_action_tone";
  DROP TYPE "public"."enum__pages_v_blocks_call_to_action_settings_link_target";
  DROP TYPE "public"."enum__pages_v_blocks_blurb_settings_hide_on";
  DROP TYPE "public"."enum__pages_v_blocks_blurb_media_type";
  DROP TYPE "public"."enum__pages_v_blocks_blurb_icon";
  DROP TYPE "public"."enum__pages_v_blocks_blurb_layout";
  DROP TYPE "public"."enum__pages_v_blocks_blurb_settings_link_target";
  DROP TYPE "public"."enum__pages_v_blocks_divider_settings_hide_on";
  DROP TYPE "public"."enum__pages_v_blocks_divider_line_style";
  DROP TYPE "public"."enum__pages_v_blocks_divider_settings_link_target";
  DROP TYPE "public"."enum__pages_v_blocks_video_settings_hide_on";
  DROP TYPE "public"."enum__pages_v_blocks_video_source";
  DROP TYPE "public"."enum__pages_v_blocks_video_settings_link_target";
  DROP TYPE "public"."enum__pages_v_blocks_code_settings_hide_on";
  DROP TYPE "public"."enum__pages_v_blocks_code_settings_link_target";
  DROP TYPE "public"."enum__pages_v_blocks_testimonial_settings_hide_on";
  DROP TYPE "public"."enum__pages_v_blocks_testimonial_settings_link_target";
  DROP TYPE "public"."enum__pages_v_blocks_row_columns_settings_hide_on";
  DROP TYPE "public"."enum__pages_v_blocks_row_columns_settings_link_target";
  DROP TYPE "public"."enum__pages_v_blocks_row_settings_hide_on";
  DROP TYPE "public"."enum__pages_v_blocks_row_structure";
  DROP TYPE "public"."enum__pages_v_blocks_row_vertical_align";
  DROP TYPE "public"."enum__pages_v_blocks_row_settings_link_target";
  DROP TYPE "public"."enum__pages_v_blocks_section_settings_hide_on";
  DROP TYPE "public"."enum__pages_v_blocks_section_background_type";
  DROP TYPE "public"."enum__pages_v_blocks_section_text_tone";
  DROP TYPE "public"."enum__pages_v_blocks_section_width";
  DROP TYPE "public"."enum__pages_v_blocks_section_settings_link_target";
  DROP TYPE "public"."enum__pages_v_version_status";
  DROP TYPE "public"."enum__pages_v_published_locale";
  DROP TYPE "public"."enum_posts_status";
  DROP TYPE "public"."enum__posts_v_version_status";
  DROP TYPE "public"."enum__posts_v_published_locale";
  DROP TYPE "public"."enum_projects_blocks_text_settings_hide_on";
  DROP TYPE "public"."enum_projects_blocks_text_settings_link_target";
  DROP TYPE "public"."enum_projects_blocks_heading_settings_hide_on";
  DROP TYPE "public"."enum_projects_blocks_heading_level";
  DROP TYPE "public"."enum_projects_blocks_heading_align";
  DROP TYPE "public"."enum_projects_blocks_heading_settings_link_target";
  DROP TYPE "public"."enum_projects_blocks_image_settings_hide_on";
  DROP TYPE "public"."enum_projects_blocks_image_align";
  DROP TYPE "public"."enum_projects_blocks_image_settings_link_target";
  DROP TYPE "public"."enum_projects_blocks_button_settings_hide_on";
  DROP TYPE "public"."enum_projects_blocks_button_link_type";
  DROP TYPE "public"."enum_projects_blocks_button_style";
  DROP TYPE "public"."enum_projects_blocks_button_align";
  DROP TYPE "public"."enum_projects_blocks_button_settings_link_target";
  DROP TYPE "public"."enum_projects_blocks_call_to_action_settings_hide_on";
  DROP TYPE "public"."enum_projects_blocks_call_to_action_button_type";
  DROP TYPE "public"."enum_projects_blocks_call_to_action_button_style";
  DROP TYPE "public"."enum_projects_blocks_call_to_action_tone";
  DROP TYPE "public"."enum_projects_blocks_call_to_action_settings_link_target";
  DROP TYPE "public"."enum_projects_blocks_blurb_settings_hide_on";
  DROP TYPE "public"."enum_projects_blocks_blurb_media_type";
  DROP TYPE "public"."enum_projects_blocks_blurb_icon";
  DROP TYPE "public"."enum_projects_blocks_blurb_layout";
  DROP TYPE "public"."enum_projects_blocks_blurb_settings_link_target";
  DROP TYPE "public"."enum_projects_blocks_divider_settings_hide_on";
  DROP TYPE "public"."enum_projects_blocks_divider_line_style";
  DROP TYPE "public"."enum_projects_blocks_divider_settings_link_target";
  DROP TYPE "public"."enum_projects_blocks_video_settings_hide_on";
  DROP TYPE "public"."enum_projects_blocks_video_source";
  DROP TYPE "public"."enum_projects_blocks_video_settings_link_target";
  DROP TYPE "public"."enum_projects_blocks_code_settings_hide_on";
  DROP TYPE "public"."enum_projects_blocks_code_settings_link_target";
  DROP TYPE "public"."enum_projects_blocks_testimonial_settings_hide_on";
  DROP TYPE "public"."enum_projects_blocks_testimonial_settings_link_target";
  DROP TYPE "public"."enum_projects_blocks_row_columns_settings_hide_on";
  DROP TYPE "public"."enum_projects_blocks_row_columns_settings_link_target";
  DROP TYPE "public"."enum_projects_blocks_row_settings_hide_on";
  DROP TYPE "public"."enum_projects_blocks_row_structure";
  DROP TYPE "public"."enum_projects_blocks_row_vertical_align";
  DROP TYPE "public"."enum_projects_blocks_row_settings_link_target";
  DROP TYPE "public"."enum_projects_blocks_section_settings_hide_on";
  DROP TYPE "public"."enum_projects_blocks_section_background_type";
  DROP TYPE "public"."enum_projects_blocks_section_text_tone";
  DROP TYPE "public"."enum_projects_blocks_section_width";
  DROP TYPE "public"."enum_projects_blocks_section_settings_link_target";
  DROP TYPE "public"."enum_projects_status";
  DROP TYPE "public"."enum__projects_v_blocks_text_settings_hide_on";
  DROP TYPE "public"."enum__projects_v_blocks_text_settings_link_target";
  DROP TYPE "public"."enum__projects_v_blocks_heading_settings_hide_on";
  DROP TYPE "public"."enum__projects_v_blocks_heading_level";
  DROP TYPE "public"."enum__projects_v_blocks_heading_align";
  DROP TYPE "public"."enum__projects_v_blocks_heading_settings_link_target";
  DROP TYPE "public"."enum__projects_v_blocks_image_settings_hide_on";
  DROP TYPE "public"."enum__projects_v_blocks_image_align";
  DROP TYPE "public"."enum__projects_v_blocks_image_settings_link_target";
  DROP TYPE "public"."enum__projects_v_blocks_button_settings_hide_on";
  DROP TYPE "public"."enum__projects_v_blocks_button_link_type";
  DROP TYPE "public"."enum__projects_v_blocks_button_style";
  DROP TYPE "public"."enum__projects_v_blocks_button_align";
  DROP TYPE "public"."enum__projects_v_blocks_button_settings_link_target";
  DROP TYPE "public"."enum__projects_v_blocks_call_to_action_settings_hide_on";
  DROP TYPE "public"."enum__projects_v_blocks_call_to_action_button_type";
  DROP TYPE "public"."enum__projects_v_blocks_call_to_action_button_style";
  DROP TYPE "public"."enum__projects_v_blocks_call_to_action_tone";
  DROP TYPE "public"."enum__projects_v_blocks_call_to_action_settings_link_target";
  DROP TYPE "public"."enum__projects_v_blocks_blurb_settings_hide_on";
  DROP TYPE "public"."enum__projects_v_blocks_blurb_media_type";
  DROP TYPE "public"."enum__projects_v_blocks_blurb_icon";
  DROP TYPE "public"."enum__projects_v_blocks_blurb_layout";
  DROP TYPE "public"."enum__projects_v_blocks_blurb_settings_link_target";
  DROP TYPE "public"."enum__projects_v_blocks_divider_settings_hide_on";
  DROP TYPE "public"."enum__projects_v_blocks_divider_line_style";
  DROP TYPE "public"."enum__projects_v_blocks_divider_settings_link_target";
  DROP TYPE "public"."enum__projects_v_blocks_video_settings_hide_on";
  DROP TYPE "public"."enum__projects_v_blocks_video_source";
  DROP TYPE "public"."enum__projects_v_blocks_video_settings_link_target";
  DROP TYPE "public"."enum__projects_v_blocks_code_settings_hide_on";
  DROP TYPE "public"."enum__projects_v_blocks_code_settings_link_target";
  DROP TYPE "public"."enum__projects_v_blocks_testimonial_settings_hide_on";
  DROP TYPE "public"."enum__projects_v_blocks_testimonial_settings_link_target";
  DROP TYPE "public"."enum__projects_v_blocks_row_columns_settings_hide_on";
  DROP TYPE "public"."enum__projects_v_blocks_row_columns_settings_link_target";
  DROP TYPE "public"."enum__projects_v_blocks_row_settings_hide_on";
  DROP TYPE "public"."enum__projects_v_blocks_row_structure";
  DROP TYPE "public"."enum__projects_v_blocks_row_vertical_align";
  DROP TYPE "public"."enum__projects_v_blocks_row_settings_link_target";
  DROP TYPE "public"."enum__projects_v_blocks_section_settings_hide_on";
  DROP TYPE "public"."enum__projects_v_blocks_section_background_type";
  DROP TYPE "public"."enum__projects_v_blocks_section_text_tone";
  DROP TYPE "public"."enum__projects_v_blocks_section_width";
  DROP TYPE "public"."enum__projects_v_blocks_section_settings_link_target";
  DROP TYPE "public"."enum__projects_v_version_status";
  DROP TYPE "public"."enum__projects_v_published_locale";
  DROP TYPE "public"."enum_users_roles";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  DROP TYPE "public"."enum_header_nav_items_children_link_type";
  DROP TYPE "public"."enum_header_nav_items_link_type";
  DROP TYPE "public"."enum_header_cta_link_type";
  DROP TYPE "public"."enum_footer_columns_links_link_type";`)
}
