import { MAX_QUERY_LENGTH, SEARCH_PATH } from '../../routing'

type Props = {
  label: string
  placeholder?: string | null
  button: string
  /** Keep the label for screen readers only. */
  hideLabel?: boolean
  buttonClassName?: string
  defaultValue?: string
}

/**
 * A search box: a plain GET form to /sok, so it works without JavaScript and ships none. The input
 * sits inside its label, which names it without an id (several boxes may share a page).
 */
export function SearchBox({
  label,
  placeholder,
  button,
  hideLabel = false,
  buttonClassName = 'button button-primary',
  defaultValue,
}: Props) {
  return (
    <form
      action={SEARCH_PATH}
      method="get"
      role="search"
      aria-label={label}
      className="search-form"
    >
      <div className="search-row">
        <label className="search-field">
          <span className={hideLabel ? 'visually-hidden' : 'search-label'}>{label}</span>
          <input
            name="q"
            type="search"
            defaultValue={defaultValue}
            placeholder={placeholder || undefined}
            minLength={2}
            maxLength={MAX_QUERY_LENGTH}
            required
            enterKeyHint="search"
          />
        </label>
        <button type="submit" className={buttonClassName}>
          {button}
        </button>
      </div>
    </form>
  )
}
