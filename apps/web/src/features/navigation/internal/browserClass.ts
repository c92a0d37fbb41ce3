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
 * Which engine or app class a user agent gets (spec 2.7), first match wins. Order matters, since
 * browsers name their relatives: Edge and Opera say Chrome, Chrome says Safari, and in-app web views
 * on iOS say everything but Safari. Firefox is matched by `Gecko/` with a slash ("like Gecko" is every
 * WebKit browser) or by its iOS name.
 */
const ENGINE_RULES: readonly (readonly [RegExp, BrowserClass])[] = [
  [/(iPhone|iPod|iPad).*AppleWebKit(?!.*Safari)/i, 'uiwebview'],
  [/\bEdg(e|A|iOS)?\//, 'edge'],
  [/\bOPR\/|\bOpera\b|\bOPiOS\//, 'opera'],
  [/\bMSIE |\bTrident\//, 'ie'],
  [/\bFirefox\/|\bFxiOS\/|\bGecko\//, 'gecko'],
  [/(Chrome|CriOS|Chromium)\//, 'chrome'],
  [/\bSafari\//, 'safari'],
]
/** `iphone` is added for iPhones and iPods, whatever the browser. */
const IPHONE = /\b(iPhone|iPod)\b/

/** The body classes for a user agent (spec 2.7): one engine or app class, plus `iphone`. */
export function browserClasses(userAgent: string): string[] {
  const ua = String(userAgent || '')
  const classes: string[] = []
  const engine = ENGINE_RULES.find(([pattern]) => pattern.test(ua))
  if (engine) classes.push(engine[1])
  if (IPHONE.test(ua)) classes.push('iphone')
  return classes
}

/**
 * The browser-class script, served as /webblasare.js: adds the classes to <body> while the page is
 * parsed, before anything in it is painted. Cached pages are the same for everyone, so the server
 * cannot choose; and the site's policy allows no inline script without a nonce, which cached pages
 * cannot carry, so this is an external file from our own origin, loaded as the first, blocking element
 * of <body>. It is written out from the same rules as `browserClasses`, as plain ES5 text, so its bytes
 * (and BROWSER_CLASS_SCRIPT_HASH) are the same in every bundle that imports this file.
 */
export const BROWSER_CLASS_SCRIPT = [
  '/* Smedja: browser class on <body> (spec 2.7) */',
  '(function () {',
  "  var ua = String(navigator.userAgent || ''), classes = [], body = document.body;",
  ...ENGINE_RULES.map(
    ([pattern, name], i) =>
      `  ${i ? 'else ' : ''}if (/${pattern.source}/${pattern.flags}.test(ua)) classes.push('${name}');`,
  ),
  `  if (/${IPHONE.source}/.test(ua)) classes.push('iphone');`,
  '  if (body) for (var i = 0; i < classes.length; i++) body.classList.add(classes[i]);',
  '})();',
  '',
].join('\n')

/**
 * The script's SHA-256 as a CSP source and an `integrity` value (browserClass.test.ts checks it). The
 * pages rendered per request allow only scripts with their nonce or this hash ('strict-dynamic'), so
 * the same blocking script runs there too.
 */
export const BROWSER_CLASS_SCRIPT_HASH = 'sha256-+xSaqsT1w0iUrcsT4C1FcWaVXUJe4m3pIDUYqRnL5gw='

/** Where the script is served (app/(frontend)/webblasare.js/route.ts). */
export const BROWSER_CLASS_SCRIPT_PATH = '/webblasare.js'
