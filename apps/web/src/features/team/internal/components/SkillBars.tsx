import './team.css'

import type React from 'react'

import { skillBarWidth, skillLabelLayout, skillPercentText } from '../logic/skillBar'
import type { TeamSkill } from '../types'
import { SkillBarsMotion } from './SkillBarsMotion.client'

type Props = {
  skills: TeamSkill[]
  /** Accessible name of the list, e.g. "Kompetenser". */
  label: string
  className?: string
}

/**
 * A member's skills as bars (spec 2.6, 4.8). Everything is in this markup, final widths included, so
 * the values are there without JavaScript, for screen readers and in print; SkillBarsMotion only
 * holds the bars at zero until they are scrolled into view and then lets them fill.
 */
export function SkillBars({ skills, label, className }: Props) {
  if (!skills.length) return null
  return (
    <SkillBarsMotion className={['skillbars', className].filter(Boolean).join(' ')}>
      <ul className="skillbars-list" aria-label={label}>
        {skills.map((skill, index) => {
          const layout = skillLabelLayout(skill.percent)
          const text = skillPercentText(skill.percent)
          return (
            <li key={`${skill.label}-${index}`} className="skillbar">
              {/* The bar carries the same name; hidden here so it is not read twice. */}
              <span className="skillbar-label" aria-hidden="true">
                {skill.label}
              </span>
              <div
                className="skillbar-track"
                role="progressbar"
                aria-label={skill.label}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={skill.percent}
                aria-valuetext={text}
                style={{ '--skill-width': skillBarWidth(skill.percent) } as React.CSSProperties}
              >
                <span className="skillbar-fill" />
                <span
                  className={[
                    'skillbar-value',
                    layout.pinnedRight && 'skillbar-value-pinned',
                    layout.widthPx && 'skillbar-value-full',
                  ]
                    .filter(Boolean)
                    .join(' ')}
                  style={layout.widthPx ? { width: `${layout.widthPx}px` } : undefined}
                >
                  {text}
                </span>
              </div>
            </li>
          )
        })}
      </ul>
    </SkillBarsMotion>
  )
}
