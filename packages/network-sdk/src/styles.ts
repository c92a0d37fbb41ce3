const CSS = `
.IN-widget{display:inline-block;vertical-align:middle;line-height:1;font:13px/1.2 system-ui,sans-serif}
.IN-button,.IN-link{font:inherit;cursor:pointer}
.IN-button{display:inline-flex;align-items:center;gap:4px;padding:0 8px;box-sizing:border-box;border:1px solid #0a66c2;border-radius:3px;background:#0a66c2;color:#fff}
.IN-theme-flat .IN-button{border-radius:0}
.IN-clicked .IN-button,.IN-down .IN-button{background:#004182}
.IN-hovered .IN-button{background:#08529b}
.IN-logo{font-weight:700}
.IN-callout{display:inline-block;margin-left:6px;padding:1px 6px;border:1px solid #9a9a9a;border-radius:3px;background:#fff;color:#1d1d1d;text-align:center}
.IN-counter-top{display:inline-flex;flex-direction:column-reverse;align-items:center}
.IN-counter-top .IN-callout{margin:0 0 4px}
.IN-callout.IN-empty{visibility:hidden}
.IN-link{background:none;border:0;padding:0;color:#0a66c2;text-decoration:underline}
.IN-spinner{display:none;width:10px;height:10px;margin-left:4px;border:2px solid currentColor;border-right-color:transparent;border-radius:50%;animation:IN-spin .8s linear infinite}
.IN-pending .IN-spinner{display:inline-block}
.IN-hovercard{box-shadow:0 4px 16px rgba(0,0,0,.25);background:#fff;border-radius:4px}
@keyframes IN-spin{to{transform:rotate(360deg)}}
@media (prefers-reduced-motion:reduce){.IN-spinner{animation:none}}
`

/** Adds the widget stylesheet once per document. */
export function injectStyles(doc: Document): void {
  if (doc.getElementById('IN-styles')) return
  const style = doc.createElement('style')
  style.id = 'IN-styles'
  style.textContent = CSS
  ;(doc.head ?? doc.documentElement).appendChild(style)
}
