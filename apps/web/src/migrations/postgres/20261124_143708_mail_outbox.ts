import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_outbox_kind" ADD VALUE 'form-submission';
  ALTER TYPE "public"."enum_outbox_kind" ADD VALUE 'newsletter-confirmation';
  ALTER TYPE "public"."enum_outbox_kind" ADD VALUE 'newsletter-welcome';
  ALTER TABLE "outbox" ADD COLUMN "reply_to" varchar;
  CREATE INDEX "outbox_kind_idx" ON "outbox" USING btree ("kind");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "outbox" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_outbox_kind";
  CREATE TYPE "public"."enum_outbox_kind" AS ENUM('order-confirmation', 'order-notice', 'welcome', 'password-reset', 'password-changed');
  ALTER TABLE "outbox" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_outbox_kind" USING "kind"::"public"."enum_outbox_kind";
  DROP INDEX "outbox_kind_idx";
  ALTER TABLE "outbox" DROP COLUMN "reply_to";`)
}
