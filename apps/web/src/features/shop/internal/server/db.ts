import type { Payload, PayloadRequest } from 'payload'

import { queryRows, sql } from '@/platform/database/sql'

/**
 * Takes `quantity` items of a product off the shelf in one conditional statement, so two buyers can
 * never both get the last one. Returns false (and changes nothing) when there are not enough. With a
 * `variantId` the stock is the variant's (which must belong to the product).
 */
export async function takeStock(
  payload: Payload,
  req: Partial<PayloadRequest> | undefined,
  productId: number,
  quantity: number,
  variantId: number | null = null,
): Promise<boolean> {
  const rows = await queryRows(
    payload,
    req,
    variantId !== null
      ? sql`UPDATE variants SET inventory = inventory - ${quantity} WHERE id = ${variantId} AND product_id = ${productId} AND inventory >= ${quantity} RETURNING inventory`
      : sql`UPDATE products SET inventory = inventory - ${quantity} WHERE id = ${productId} AND inventory >= ${quantity} RETURNING inventory`,
  )
  return rows.length === 1
}

export async function returnStock(
  payload: Payload,
  req: Partial<PayloadRequest> | undefined,
  productId: number,
  quantity: number,
  variantId: number | null = null,
): Promise<void> {
  await queryRows(
    payload,
    req,
    variantId !== null
      ? sql`UPDATE variants SET inventory = inventory + ${quantity} WHERE id = ${variantId} AND product_id = ${productId} RETURNING id`
      : sql`UPDATE products SET inventory = inventory + ${quantity} WHERE id = ${productId} RETURNING id`,
  )
}

/** Counts one use of a coupon unless its usage limit is reached; false when it is. */
export async function useCoupon(
  payload: Payload,
  req: Partial<PayloadRequest> | undefined,
  couponId: number,
): Promise<boolean> {
  const rows = await queryRows(
    payload,
    req,
    sql`UPDATE coupons SET used_count = COALESCE(used_count, 0) + 1 WHERE id = ${couponId} AND (usage_limit IS NULL OR COALESCE(used_count, 0) < usage_limit) RETURNING used_count`,
  )
  return rows.length === 1
}

export async function releaseCoupon(
  payload: Payload,
  req: Partial<PayloadRequest> | undefined,
  couponId: number,
): Promise<void> {
  await queryRows(
    payload,
    req,
    sql`UPDATE coupons SET used_count = COALESCE(used_count, 1) - 1 WHERE id = ${couponId} RETURNING id`,
  )
}

/** Marks a cart as bought, once: false when another request already did. */
export async function claimCart(
  payload: Payload,
  req: Partial<PayloadRequest> | undefined,
  cartId: number,
  at: Date,
): Promise<boolean> {
  const rows = await queryRows(
    payload,
    req,
    sql`UPDATE carts SET purchased_at = ${at.toISOString()} WHERE id = ${cartId} AND purchased_at IS NULL RETURNING id`,
  )
  return rows.length === 1
}

export async function releaseCart(
  payload: Payload,
  req: Partial<PayloadRequest> | undefined,
  cartId: number,
): Promise<void> {
  await queryRows(
    payload,
    req,
    sql`UPDATE carts SET purchased_at = NULL WHERE id = ${cartId} RETURNING id`,
  )
}
