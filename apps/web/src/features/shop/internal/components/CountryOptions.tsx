import { COUNTRIES } from '../lists/countries'

/** The countries we ship to as a select's options, for the checkout's and the account's forms. */
export function CountryOptions() {
  return Object.entries(COUNTRIES).map(([code, name]) => (
    <option key={code} value={code}>
      {name}
    </option>
  ))
}
