import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_blurb_heading_level" AS ENUM('h2', 'h3', 'h4', 'h5', 'h6');
  CREATE TYPE "public"."enum__pages_v_blocks_blurb_heading_level" AS ENUM('h2', 'h3', 'h4', 'h5', 'h6');
  CREATE TYPE "public"."enum_projects_blocks_blurb_heading_level" AS ENUM('h2', 'h3', 'h4', 'h5', 'h6');
  CREATE TYPE "public"."enum__projects_v_blocks_blurb_heading_level" AS ENUM('h2', 'h3', 'h4', 'h5', 'h6');
  ALTER TABLE "pages_blocks_blurb" ADD COLUMN "heading_level" "enum_pages_blocks_blurb_heading_level" DEFAULT 'h3';
  ALTER TABLE "_pages_v_blocks_blurb" ADD COLUMN "heading_level" "enum__pages_v_blocks_blurb_heading_level" DEFAULT 'h3';
  ALTER TABLE "projects_blocks_blurb" ADD COLUMN "heading_level" "enum_projects_blocks_blurb_heading_level" DEFAULT 'h3';
  ALTER TABLE "_projects_v_blocks_blurb" ADD COLUMN "heading_level" "enum__projects_v_blocks_blurb_heading_level" DEFAULT 'h3';
  ALTER TABLE "site_settings" ADD COLUMN "security_contact_contact" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "security_contact_expires" timestamp(3) with time zone;
  ALTER TABLE "site_settings" ADD COLUMN "security_contact_policy" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "security_contact_preferred_languages" varchar DEFAULT 'sv, en';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_blurb" DROP COLUMN "heading_level";
  ALTER TABLE "_pages_v_blocks_blurb" DROP COLUMN "heading_level";
  ALTER TABLE "projects_blocks_blurb" DROP COLUMN "heading_level";
  ALTER TABLE "_projects_v_blocks_blurb" DROP COLUMN "heading_level";
  ALTER TABLE "site_settings" DROP COLUMN "security_contact_contact";
  ALTER TABLE "site_settings" DROP COLUMN "security_contact_expires";
  ALTER TABLE "site_settings" DROP COLUMN "security_contact_policy";
  ALTER TABLE "site_settings" DROP COLUMN "security_contact_preferred_languages";
  DROP TYPE "public"."enum_pages_blocks_blurb_heading_level";
  DROP TYPE "public"."enum__pages_v_blocks_blurb_heading_level";
  DROP TYPE "public"."enum_projects_blocks_blurb_heading_level";
  DROP TYPE "public"."enum__projects_v_blocks_blurb_heading_level";`)
}
