// Side-effect import for the shop's stylesheet: only the shop's pages and module load it.
import './components/shop.css'
