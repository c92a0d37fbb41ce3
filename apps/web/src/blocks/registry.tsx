import type React from 'react'

import { builderTargetAttributes } from '@/features/builder'
import type { RowBlock } from '@/payload-types'

import { AccordionBlockComponent } from './Accordion/Component'
import { BarCountersBlockComponent } from './BarCounters/Component'
import { BlogListingBlockComponent } from './BlogListing/Component'
import { BlurbBlockComponent } from './Blurb/Component'
import { ButtonBlockComponent } from './Button/Component'
import { CallToActionBlockComponent } from './CallToAction/Component'
import { CircleCounterBlockComponent } from './CircleCounter/Component'
import { CodeBlockComponent } from './Code/Component'
import { ContactFormBlockComponent } from './ContactForm/Component'
import { ConversionTrackerBlockComponent } from './ConversionTracker/Component'
import { CountdownBlockComponent } from './Countdown/Component'
import { DividerBlockComponent } from './Divider/Component'
import { FeedSubscribeBlockComponent } from './FeedSubscribe/Component'
import { FilterablePortfolioBlockComponent } from './FilterablePortfolio/Component'
import { FullwidthPortfolioCarouselBlockComponent } from './FullwidthPortfolioCarousel/Component'
import { GalleryBlockComponent } from './Gallery/Component'
import { HeadingBlockComponent } from './Heading/Component'
import { ImageBlockComponent } from './Image/Component'
import { MapBlockComponent } from './Map/Component'
import { moduleBlocks, type ModuleSlug } from './modules'
import { NetworkWidgetBlockComponent } from './NetworkWidget/Component'
import { NetworkPeopleSearchBlockComponent } from './NetworkPeopleSearch/Component'
import { NetworkPostBlockComponent } from './NetworkPost/Component'
import { NetworkUpdatesBlockComponent } from './NetworkUpdates/Component'
import { NewsletterBlockComponent } from './Newsletter/Component'
import { NumberCounterBlockComponent } from './NumberCounter/Component'
import { PostCarouselBlockComponent } from './PostCarousel/Component'
import { PostSliderBlockComponent } from './PostSlider/Component'
import { SearchFormBlockComponent } from './SearchForm/Component'
import type { RenderContext } from './shared/types'
import { ShopBlockComponent } from './Shop/Component'
import { SimpleCarouselBlockComponent } from './SimpleCarousel/Component'
import { SliderBlockComponent } from './Slider/Component'
import { SpotifyBlockComponent } from './Spotify/Component'
import { TabsBlockComponent } from './Tabs/Component'
import { TeamCarouselBlockComponent } from './TeamCarousel/Component'
import { TeamGridBlockComponent } from './TeamGrid/Component'
import { TestimonialBlockComponent } from './Testimonial/Component'
import { TextBlockComponent } from './Text/Component'
import { ToggleBlockComponent } from './Toggle/Component'
import { VideoBlockComponent } from './Video/Component'
import { VideoSliderBlockComponent } from './VideoSlider/Component'

export type ModuleData = NonNullable<NonNullable<RowBlock['columns']>[number]['modules']>[number]
export type ModuleOf<K extends ModuleSlug> = Extract<ModuleData, { blockType: K }>

type ModuleComponent<K extends ModuleSlug> = (props: {
  block: ModuleOf<K>
  context: RenderContext
}) => React.ReactNode | Promise<React.ReactNode>

/**
 * One renderer per module slug. The mapped type makes a module that is in the schema (modules.ts) but
 * missing here a compile error, and an entry for an unknown slug one too.
 */
export const moduleComponents: { [K in ModuleSlug]: ModuleComponent<K> } = {
  text: TextBlockComponent,
  heading: HeadingBlockComponent,
  image: ImageBlockComponent,
  button: ButtonBlockComponent,
  callToAction: CallToActionBlockComponent,
  blurb: BlurbBlockComponent,
  divider: DividerBlockComponent,
  video: VideoBlockComponent,
  code: CodeBlockComponent,
  testimonial: TestimonialBlockComponent,
  spotify: SpotifyBlockComponent,
  slider: SliderBlockComponent,
  postSlider: PostSliderBlockComponent,
  videoSlider: VideoSliderBlockComponent,
  simpleCarousel: SimpleCarouselBlockComponent,
  postCarousel: PostCarouselBlockComponent,
  fullwidthPortfolioCarousel: FullwidthPortfolioCarouselBlockComponent,
  gallery: GalleryBlockComponent,
  shop: ShopBlockComponent,
  networkWidget: NetworkWidgetBlockComponent,
  networkUpdates: NetworkUpdatesBlockComponent,
  networkPeopleSearch: NetworkPeopleSearchBlockComponent,
  networkPost: NetworkPostBlockComponent,
  teamCarousel: TeamCarouselBlockComponent,
  teamGrid: TeamGridBlockComponent,
  countdown: CountdownBlockComponent,
  circleCounter: CircleCounterBlockComponent,
  numberCounter: NumberCounterBlockComponent,
  barCounters: BarCountersBlockComponent,
  tabs: TabsBlockComponent,
  toggle: ToggleBlockComponent,
  accordion: AccordionBlockComponent,
  searchForm: SearchFormBlockComponent,
  filterablePortfolio: FilterablePortfolioBlockComponent,
  blogListing: BlogListingBlockComponent,
  map: MapBlockComponent,
  newsletter: NewsletterBlockComponent,
  feedSubscribe: FeedSubscribeBlockComponent,
  contactForm: ContactFormBlockComponent,
  conversionTracker: ConversionTrackerBlockComponent,
}

export function RenderModule({ block, context }: { block: ModuleData; context: RenderContext }) {
  const Component = moduleComponents[block.blockType] as
    ModuleComponent<typeof block.blockType> | undefined
  if (!Component) return null
  const rendered = <Component block={block as never} context={context} />
  if (!context.builderMode) return rendered
  // Marked for the builder's overlay; `display: contents` leaves the layout as on the public page.
  return (
    <div
      style={{ display: 'contents' }}
      {...builderTargetAttributes(
        true,
        'module',
        block.id,
        moduleLabels.get(block.blockType) ?? '',
        block.blockType,
      )}
    >
      {rendered}
    </div>
  )
}

/** Each module's Swedish name, shown by the builder's overlay. */
const moduleLabels = new Map<string, string>(
  moduleBlocks.map((block) => {
    const singular: unknown = block.labels?.singular
    const label =
      typeof singular === 'string'
        ? singular
        : typeof singular === 'object' && singular && 'sv' in singular
          ? String(singular.sv)
          : block.slug
    return [block.slug, label]
  }),
)
