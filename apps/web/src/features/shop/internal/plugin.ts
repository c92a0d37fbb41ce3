import { ecommercePlugin } from '@payloadcms/plugin-ecommerce'
import type { CollectionConfig, Plugin } from 'payload'

import { shopStaff, shopStaffField, shopStaffOrPublished, staffOrOwner } from './collections/access'
import { cartsOverride } from './collections/Carts'
import { Coupons } from './collections/Coupons'
import { Customers } from './collections/Customers'
import { ordersOverride } from './collections/Orders'
import { ProductCategories } from './collections/ProductCategories'
import { productsOverride } from './collections/Products'
import { Reviews } from './collections/Reviews'
import { ShippingMethods } from './collections/ShippingMethods'
import { transactionsOverride } from './collections/Transactions'
import { variantOptionsOverride } from './collections/VariantOptions'
import { variantsOverride } from './collections/Variants'
import { variantTypesOverride } from './collections/VariantTypes'
import { currenciesConfig } from './currency'

/**
 * The commerce plugin supplies products, carts, orders and transactions; we keep its collections and
 * amount fields (öre in SEK) and add what a Swedish shop needs. The plugin's own payment endpoints are
 * not used: orders are placed by `placeOrder`, which recomputes every amount on the server.
 */
export const shopPlugin: Plugin = ecommercePlugin({
  access: {
    adminOnlyFieldAccess: shopStaffField,
    adminOrPublishedStatus: shopStaffOrPublished,
    isAdmin: shopStaff,
    isAuthenticated: ({ req }) => Boolean(req.user),
    isDocumentOwner: staffOrOwner,
  },
  customers: { slug: 'customers' },
  currencies: currenciesConfig,
  inventory: { fieldName: 'inventory' },
  products: {
    variants: {
      variantsCollectionOverride: variantsOverride,
      variantTypesCollectionOverride: variantTypesOverride,
      variantOptionsCollectionOverride: variantOptionsOverride,
    },
    productsCollectionOverride: productsOverride,
  },
  carts: { allowGuestCarts: false, cartsCollectionOverride: cartsOverride },
  orders: { ordersCollectionOverride: ordersOverride },
  transactions: { transactionsCollectionOverride: transactionsOverride },
})

/** The shop's own collections, registered beside the plugin's. */
export const shopCollections: CollectionConfig[] = [
  Customers,
  ProductCategories,
  ShippingMethods,
  Coupons,
  Reviews,
]
