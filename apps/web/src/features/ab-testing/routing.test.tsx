import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'

import { abTestOfPage, renderWithAbTest } from './routing'

vi.mock('./internal/render/lazy.client', () => ({ AbRuntime: () => null }))

const items = [{ id: 'a' }, { id: 'b' }, { id: 'c' }, { id: 'g' }]
const render = (item: { id: string }) => <p key={item.id}>{item.id}</p>
const page = (status: 'none' | 'running' | 'paused' | 'ended') => ({
  id: 12,
  abTest: {
    status,
    testId: status === 'none' ? null : 3,
    subjects: [{ blockId: 'a' }, { blockId: 'b' }],
    goal: 'module' as const,
    goalBlockId: 'g',
    bounceRate: 5,
  },
})
const html = (status: Parameters<typeof page>[0], builderMode = false) =>
  renderToStaticMarkup(
    <>{renderWithAbTest(items, { builderMode, abTest: abTestOfPage(page(status)) }, render)}</>,
  )

describe('a layout list with the page’s test', () => {
  it('puts a running test’s subjects in one hidden placeholder and marks the goal', () => {
    expect(html('running')).toBe(
      '<div class="ab-test" data-ab-test="3" data-ab-post="12" data-ab-control="a" data-ab-bounce="5" data-ab-goal-kind="module">' +
        '<div class="ab-subject" data-ab-subject="12_a"><p>a</p></div><div class="ab-subject" data-ab-subject="12_b"><p>b</p></div></div>' +
        '<p>c</p><div class="ab-goal" data-ab-goal="3"><p>g</p></div>',
    )
  })

  it('shows only the control while a test is paused or not started', () => {
    expect(html('paused')).toBe('<p>a</p><p>c</p><p>g</p>')
    expect(html('none')).toBe('<p>a</p><p>c</p><p>g</p>')
  })

  it('leaves the layout alone once ended and in builder mode', () => {
    expect(html('ended')).toBe('<p>a</p><p>b</p><p>c</p><p>g</p>')
    expect(html('running', true)).toBe('<p>a</p><p>b</p><p>c</p><p>g</p>')
  })
})
