// Side-effect import for the account pages' stylesheet (/konto), on top of the shop's (styles.ts).
import './components/account.css'
