/** A rating shown as five stars, with its number for screen readers. */
export function Stars({ rating }: { rating: number }) {
  const pct = Math.max(0, Math.min(5, rating)) * 20
  return (
    <span
      className="star-rating"
      role="img"
      aria-label={`Betyg ${rating.toLocaleString('sv-SE')} av 5`}
    >
      <span aria-hidden="true" className="star-rating-fill" style={{ width: `${pct}%` }}>
        ★★★★★
      </span>
      <span aria-hidden="true">☆☆☆☆☆</span>
    </span>
  )
}
