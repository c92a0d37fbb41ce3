import { Blurb } from './Blurb/config'
import { Button } from './Button/config'
import { CallToAction } from './CallToAction/config'
import { Code } from './Code/config'
import { Divider } from './Divider/config'
import { Gallery } from './Gallery/config'
import { FullwidthPortfolioCarousel } from './FullwidthPortfolioCarousel/config'
import { Heading } from './Heading/config'
import { Image } from './Image/config'
import { NetworkWidget } from './NetworkWidget/config'
import { Shop } from './Shop/config'
import { PostCarousel } from './PostCarousel/config'
import { PostSlider } from './PostSlider/config'
import { SimpleCarousel } from './SimpleCarousel/config'
import { Slider } from './Slider/config'
import { TeamCarousel } from './TeamCarousel/config'
import { TeamGrid } from './TeamGrid/config'
import { Testimonial } from './Testimonial/config'
import { Text } from './Text/config'
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
  // Team showcase (issue 16)
  TeamCarousel,
  TeamGrid,
] as const

export type ModuleSlug = (typeof moduleBlocks)[number]['slug']
