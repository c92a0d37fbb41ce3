import { Accordion } from './Accordion/config'
import { BarCounters } from './BarCounters/config'
import { BlogListing } from './BlogListing/config'
import { Blurb } from './Blurb/config'
import { Button } from './Button/config'
import { CallToAction } from './CallToAction/config'
import { CircleCounter } from './CircleCounter/config'
import { Code } from './Code/config'
import { ContactForm } from './ContactForm/config'
import { ConversionTracker } from './ConversionTracker/config'
import { Countdown } from './Countdown/config'
import { Divider } from './Divider/config'
import { Gallery } from './Gallery/config'
import { FeedSubscribe } from './FeedSubscribe/config'
import { FilterablePortfolio } from './FilterablePortfolio/config'
import { FullwidthPortfolioCarousel } from './FullwidthPortfolioCarousel/config'
import { Heading } from './Heading/config'
import { Image } from './Image/config'
import { MapModule } from './Map/config'
import { Newsletter } from './Newsletter/config'
import { NetworkWidget } from './NetworkWidget/config'
import { NetworkPeopleSearch } from './NetworkPeopleSearch/config'
import { NetworkPost } from './NetworkPost/config'
import { NetworkUpdates } from './NetworkUpdates/config'
import { NumberCounter } from './NumberCounter/config'
import { SearchForm } from './SearchForm/config'
import { Shop } from './Shop/config'
import { PostCarousel } from './PostCarousel/config'
import { PostSlider } from './PostSlider/config'
import { SimpleCarousel } from './SimpleCarousel/config'
import { Slider } from './Slider/config'
import { Spotify } from './Spotify/config'
import { Tabs } from './Tabs/config'
import { TeamCarousel } from './TeamCarousel/config'
import { TeamGrid } from './TeamGrid/config'
import { Testimonial } from './Testimonial/config'
import { Text } from './Text/config'
import { Toggle } from './Toggle/config'
import { Video } from './Video/config'
import { VideoSlider } from './VideoSlider/config'

/**
 * Every page-builder module, schema only (no React). The renderer's registry is typed against this
 * list, so a module added here and forgotten there fails the type check.
 */
export const moduleBlocks = [
  Text,
  Heading,
  Image,
  Button,
  CallToAction,
  Blurb,
  Divider,
  Video,
  Code,
  Testimonial,
  // Spotify player behind the consent placeholder (issue 14)
  Spotify,
  // Sliders and carousels (issue 3, part A)
  Slider,
  PostSlider,
  VideoSlider,
  SimpleCarousel,
  PostCarousel,
  FullwidthPortfolioCarousel,
  // Gallery (issue 3, part B)
  Gallery,
  // Shop (issue 4)
  Shop,
  // Professional-network widget tags (issue 5)
  NetworkWidget,
  // The member API from the page: updates, people search, a post with comments (issue 18)
  NetworkUpdates,
  NetworkPeopleSearch,
  NetworkPost,
  // Team showcase (issue 16)
  TeamCarousel,
  TeamGrid,
  // Countdown and counters (issue 13)
  Countdown,
  CircleCounter,
  NumberCounter,
  BarCounters,
  // Tabs, toggle and accordion (issue 13)
  Tabs,
  Toggle,
  Accordion,
  // Filterable portfolio and blog listing with ajax pagination (issue 13)
  FilterablePortfolio,
  BlogListing,
  // Site search (issue 13)
  SearchForm,
  // Map (issue 13)
  MapModule,
  // Newsletter opt-in and feed subscription (issue 12)
  Newsletter,
  FeedSubscribe,
  // Contact form (issue 12)
  ContactForm,
  // Split testing's conversion tracker (issue 19)
  ConversionTracker,
] as const

export type ModuleSlug = (typeof moduleBlocks)[number]['slug']
