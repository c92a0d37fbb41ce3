import { MemberData } from './memberData'
import { CompanyProfile, MemberProfile, jymbii } from './profiles'
import { RecommendProduct } from './recommendProduct'
import { Share } from './share'
import { Alumni, CompanyInsider, CsapBeacon, Followmember, FullMemberProfile } from './simple'
import type { TagDefinition } from './types'

/** The eleven built-in tags, by the name used in type="IN/<name>". */
export const BUILT_IN_TAGS: Readonly<Record<string, TagDefinition>> = {
  Alumni,
  CompanyInsider,
  CompanyProfile,
  CsapBeacon,
  Followmember,
  FullMemberProfile,
  jymbii,
  MemberData,
  MemberProfile,
  RecommendProduct,
  Share,
}

export type { TagDefinition, TagInstance, TagContext, TagServices } from './types'
