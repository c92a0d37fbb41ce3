/** Which products a page of the shop module shows: filtered by category, then one page of them. */
export function pageOfProducts<T extends { categories: { slug: string }[] }>(
  products: T[],
  category: string | null,
  page: number,
  perPage: number,
) {
  const filtered = category
    ? products.filter((p) => p.categories.some((c) => c.slug === category))
    : products
  const totalPages = Math.max(1, Math.ceil(filtered.length / perPage))
  const current = Math.min(Math.max(1, page), totalPages)
  return {
    items: filtered.slice((current - 1) * perPage, current * perPage),
    page: current,
    totalPages,
  }
}
