/** The body classes a browser can get (spec 2.7): one engine or app class, plus `iphone`. */
export const BROWSER_CLASSES = [
  'ie',
  'gecko',
  'chrome',
  'safari',
  'opera',
  'edge',
  'uiwebview',
  'iphone',
] as const

export type BrowserClass = (typeof BROWSER_CLASSES)[number]

/**
 * The body classes for a user agent (spec 2.7). Order matters, since browsers name their relatives:
 * Edge and Opera say Chrome, Chrome says Safari, and in-app web views on iOS say everything but
 * Safari. Firefox is matched by `Gecko/` with a slash ("like Gecko" is every WebKit browser) or by
 * its iOS name. `iphone` is added for iPhones and iPods, whatever the browser.
 *
 * It is also served as the render-blocking /webblasare.js (see `browserClassScript`): it must stay
 * self-contained, plain ES2017 without imports or helpers, since its source is sent as it is.
 */
export function browserClasses(userAgent: string): string[] {
  const ua = String(userAgent || '')
  const classes: string[] = []
  if (/(iPhone|iPod|iPad).*AppleWebKit(?!.*Safari)/i.test(ua)) classes.push('uiwebview')
  else if (/\bEdg(e|A|iOS)?\//.test(ua)) classes.push('edge')
  else if (/\bOPR\/|\bOpera\b|\bOPiOS\//.test(ua)) classes.push('opera')
  else if (/\bMSIE |\bTrident\//.test(ua)) classes.push('ie')
  else if (/\bFirefox\/|\bFxiOS\/|\bGecko\//.test(ua)) classes.push('gecko')
  else if (/(Chrome|CriOS|Chromium)\//.test(ua)) classes.push('chrome')
  else if (/\bSafari\//.test(ua)) classes.push('safari')
  if (/\b(iPhone|iPod)\b/.test(ua)) classes.push('iphone')
  return classes
}

/**
 * The browser-class script: adds the classes to <body> while the page is parsed, before anything
 * in it is painted. Cached pages are the same for everyone, so the server cannot choose; and the
 * site's policy allows no inline script without a nonce, which cached pages cannot carry, so this is
 * an external file from our own origin, loaded as the first, blocking element of <body>.
 */
export function browserClassScript(): string {
  return [
    '/* Smedja: browser class on <body> (spec 2.7) */',
    '(function () {',
    `  var classes = (${browserClasses.toString()})(navigator.userAgent);`,
    '  var body = document.body;',
    '  if (body) for (var i = 0; i < classes.length; i++) body.classList.add(classes[i]);',
    '})();',
    '',
  ].join('\n')
}

/** Where the script is served (app/(frontend)/webblasare.js/route.ts). */
export const BROWSER_CLASS_SCRIPT_PATH = '/webblasare.js'
