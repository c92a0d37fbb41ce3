'use client'

import type React from 'react'
import { useEffect, useRef } from 'react'

import { smoothScrollTo, scrollDuration } from '@/ui/smoothScroll'
import { prefersReducedMotion, stickyHeaderBottom } from '@/ui/scrollToElement'

import {
  createToggleState,
  finishSlide,
  itemToggled,
  pressItem,
  scrollTargetAfterOpen,
  TOGGLE_SLIDE_MS,
  type ToggleEffect,
  type ToggleMode,
} from './toggleGroup'

type Props = {
  mode: ToggleMode
  className: string
  style?: React.CSSProperties
  /** Server-rendered `ToggleItem`s. */
  children: React.ReactNode
}

/**
 * Enhances the server-rendered `<details>` items inside it: presses go through the state machine of
 * toggleGroup.ts, items slide open and closed over 700 ms (at once with reduced motion), titles carry
 * `aria-expanded`, and an accordion item that ends up above the sticky header is scrolled into view.
 */
export function ToggleGroup({ mode, className, style, children }: Props) {
  const root = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const group = root.current
    if (!group) return
    const items = Array.from(group.querySelectorAll<HTMLDetailsElement>('details.toggle-item'))
    const titles = items.map((item) => item.querySelector(':scope > summary'))
    // The accordion's one-open rule is ours from now on: the browser's `name` group would close the
    // siblings at once, without the slide.
    for (const item of items) item.removeAttribute('name')
    let state = createToggleState(
      mode,
      items.map((item) => item.open),
    )
    const running = new Set<Animation>()

    const showState = () =>
      titles.forEach((title, index) =>
        title?.setAttribute('aria-expanded', String(state.open[index] === true)),
      )
    items.forEach((item, index) => {
      if (item.open !== state.open[index]) item.open = state.open[index] === true
    })
    showState()

    const slide = ({ action, index }: ToggleEffect): Promise<void> => {
      const item = items[index]
      const content = item?.querySelector<HTMLElement>(':scope > .toggle-content')
      if (!item || !content) return Promise.resolve()
      if (action === 'open') item.open = true
      if (prefersReducedMotion() || typeof content.animate !== 'function') {
        if (action === 'close') item.open = false
        return Promise.resolve()
      }
      const height = `${content.scrollHeight}px`
      content.classList.add('is-sliding')
      const animation = content.animate(
        action === 'open' ? [{ height: '0px' }, { height }] : [{ height }, { height: '0px' }],
        { duration: TOGGLE_SLIDE_MS, easing: 'ease-in-out' },
      )
      running.add(animation)
      return animation.finished
        .catch(() => undefined)
        .then(() => {
          running.delete(animation)
          content.classList.remove('is-sliding')
          if (action === 'close') item.open = false
        })
    }

    const onClick = (event: MouseEvent) => {
      const title = (event.target as Element | null)?.closest?.('summary') ?? null
      const index = title ? titles.indexOf(title) : -1
      if (index === -1) return
      event.preventDefault()
      const { state: next, effects } = pressItem(state, index)
      state = next
      if (!effects.length) return
      showState()
      group.setAttribute('data-animating', '')
      void Promise.all(effects.map(slide)).then(() => {
        state = finishSlide(state)
        group.removeAttribute('data-animating')
        const opened = effects.find((effect) => effect.action === 'open')
        const item = opened ? items[opened.index] : undefined
        if (mode !== 'accordion' || !item) return
        const target = scrollTargetAfterOpen({
          itemTop: item.getBoundingClientRect().top,
          headerBottom: stickyHeaderBottom(),
          scrollY: window.scrollY,
        })
        if (target !== null) {
          smoothScrollTo(target, prefersReducedMotion() ? 0 : scrollDuration(target))
        }
      })
    }

    // Find-in-page opens a closed item that holds a match; the state follows the browser.
    const onToggle = (event: Event) => {
      const index = items.indexOf(event.target as HTMLDetailsElement)
      const item = items[index]
      if (!item) return
      const { state: next, effects } = itemToggled(state, index, item.open)
      state = next
      for (const effect of effects) {
        const sibling = items[effect.index]
        if (sibling) sibling.open = false
      }
      showState()
    }

    group.addEventListener('click', onClick)
    group.addEventListener('toggle', onToggle, true)
    return () => {
      group.removeEventListener('click', onClick)
      group.removeEventListener('toggle', onToggle, true)
      for (const animation of running) animation.cancel()
    }
  }, [mode])

  return (
    <div ref={root} className={className} style={style}>
      {children}
    </div>
  )
}
