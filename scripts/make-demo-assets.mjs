#!/usr/bin/env node
// Draws the demo site's images (our own vector illustrations, rendered to JPEG with sharp) and, when
// ffmpeg is available, its short demo videos. The outputs are committed; run this only to change them.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createRequire } from 'node:module'

const require = createRequire(
  path.join(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/package.json'),
)
const sharp = require('sharp')

const out = path.join(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/src/seed/assets')
fs.mkdirSync(out, { recursive: true })

const palettes = {
  navy: ['#0b2540', '#12365c', '#f59e0b', '#b43c0c'],
  steel: ['#1f2a36', '#3a4b5e', '#9fb3c8', '#f59e0b'],
  dawn: ['#2b1d3a', '#7a2e3b', '#f08a4b', '#ffd27a'],
  forest: ['#0f2a24', '#1f4d40', '#8cc084', '#f2e8c9'],
  sky: ['#113a5c', '#2f6f9f', '#a8d0ef', '#f59e0b'],
}

function gear(cx, cy, r, teeth, color) {
  const pts = []
  for (let i = 0; i < teeth * 2; i++) {
    const a = (Math.PI * i) / teeth
    const rr = i % 2 === 0 ? r : r * 0.82
    pts.push(`${cx + rr * Math.cos(a)},${cy + rr * Math.sin(a)}`)
  }
  return `<polygon points="${pts.join(' ')}" fill="${color}"/><circle cx="${cx}" cy="${cy}" r="${r * 0.35}" fill="rgba(0,0,0,.35)"/>`
}

function factory(w, h, [bg, mid, accent, hi], seed) {
  let s = seed
  const rnd = () => (s = (s * 16807) % 2147483647) / 2147483647
  const ground = h * 0.72
  let shapes = `<rect width="${w}" height="${h}" fill="${bg}"/>`
  shapes += `<rect y="${ground}" width="${w}" height="${h - ground}" fill="${mid}"/>`
  for (let i = 0; i < 7; i++) {
    const bw = w * (0.08 + rnd() * 0.1)
    const bh = h * (0.18 + rnd() * 0.3)
    const x = (w / 7) * i + rnd() * 30
    shapes += `<rect x="${x}" y="${ground - bh}" width="${bw}" height="${bh}" fill="${mid}" opacity=".9"/>`
    if (rnd() > 0.5)
      shapes += `<rect x="${x + bw * 0.6}" y="${ground - bh - h * 0.15}" width="${bw * 0.15}" height="${h * 0.15}" fill="${mid}"/>`
    for (let j = 0; j < 3; j++)
      shapes += `<rect x="${x + bw * 0.15 + j * bw * 0.25}" y="${ground - bh * 0.7}" width="${bw * 0.12}" height="${bh * 0.12}" fill="${hi}" opacity=".8"/>`
  }
  shapes += gear(w * 0.78, h * 0.32, h * 0.16, 12, accent)
  shapes += gear(w * 0.66, h * 0.46, h * 0.09, 9, hi)
  shapes += `<path d="M0 ${ground} L${w} ${ground}" stroke="${accent}" stroke-width="${h * 0.012}"/>`
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">${shapes}</svg>`
}

function portrait(w, [bg, mid, accent, hi]) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${w}"><rect width="${w}" height="${w}" fill="${bg}"/><circle cx="${w / 2}" cy="${w * 0.4}" r="${w * 0.18}" fill="${hi}"/><path d="M${w * 0.18} ${w} Q${w / 2} ${w * 0.5} ${w * 0.82} ${w}" fill="${accent}"/><rect x="${w * 0.3}" y="${w * 0.2}" width="${w * 0.4}" height="${w * 0.08}" rx="${w * 0.04}" fill="${mid}"/></svg>`
}

const images = [
  ['hero-verkstad.jpg', factory(1600, 900, palettes.navy, 7)],
  ['underhall-pump.jpg', factory(1600, 900, palettes.steel, 11)],
  ['projekt-pappersbruk.jpg', factory(1200, 800, palettes.dawn, 3)],
  ['projekt-vattenverk.jpg', factory(1200, 800, palettes.sky, 5)],
  ['projekt-sagverk.jpg', factory(1200, 800, palettes.forest, 13)],
  ['projekt-gjuteri.jpg', factory(1200, 800, palettes.steel, 17)],
  ['blogg-vibrationsanalys.jpg', factory(1200, 800, palettes.sky, 19)],
  ['blogg-stopp.jpg', factory(1200, 800, palettes.dawn, 23)],
  ['blogg-energi.jpg', factory(1200, 800, palettes.forest, 29)],
  ['video-affisch.jpg', factory(1280, 720, palettes.navy, 31)],
  ['portratt-anna.jpg', portrait(400, palettes.sky)],
  ['portratt-erik.jpg', portrait(400, palettes.dawn)],
  // Gallery demo (issue 3): more sites, so the /moduler gallery has several pages.
  ['galleri-kraftverk.jpg', factory(1200, 800, palettes.sky, 37)],
  ['galleri-kartongbruk.jpg', factory(1200, 800, palettes.dawn, 41)],
  ['galleri-stalverk.jpg', factory(1200, 800, palettes.steel, 43)],
  ['galleri-hamnkran.jpg', factory(1200, 800, palettes.navy, 47)],
  ['galleri-biobransle.jpg', factory(1200, 800, palettes.forest, 53)],
]

// Shop products (issue 4): simple drawings of the demo products on a light background.

// One work glove, back of the hand, drawn upwards from the middle of the cuff's lower edge at 0,0.
function glove(h, bg, mid, accent, hi) {
  const u = h / 100
  const fw = 5.4 * u
  let g = `<rect x="${-10 * u}" y="${-13 * u}" width="${20 * u}" height="${13 * u}" rx="${1.6 * u}" fill="${mid}"/>`
  for (let i = 0; i < 3; i++)
    g += `<rect x="${-10 * u}" y="${(-10 + i * 3.4) * u}" width="${20 * u}" height="${1 * u}" fill="${bg}" opacity=".55"/>`
  // Thumb: leans out from the side of the palm, tip dipped like the fingers.
  g += `<g transform="translate(${-9 * u} ${-21 * u}) rotate(-48)"><rect x="${-fw / 2}" y="${-14 * u}" width="${fw}" height="${16 * u}" rx="${fw / 2}" fill="${hi}"/><rect x="${-fw / 2}" y="${-9 * u}" width="${fw}" height="${11 * u}" fill="${accent}"/></g>`
  // Fingers: nitrile-dipped tips in the darker colour.
  const tops = [-50, -54, -52, -46]
  tops.forEach((top, i) => {
    const x = (-11.8 + i * 6.2) * u
    g += `<rect x="${x}" y="${top * u}" width="${fw}" height="${(-top - 28) * u}" rx="${fw / 2}" fill="${hi}"/><rect x="${x}" y="${(top + 6) * u}" width="${fw}" height="${(-top - 34) * u}" fill="${accent}"/>`
  })
  g += `<rect x="${-12 * u}" y="${-36 * u}" width="${24 * u}" height="${25 * u}" rx="${4 * u}" fill="${accent}"/>`
  // Knuckle seam and the hem above the cuff.
  g += `<path d="M${-11 * u} ${-31 * u} Q0 ${-33.5 * u} ${11 * u} ${-31 * u}" stroke="${hi}" stroke-width="${1.2 * u}" fill="none" opacity=".45"/>`
  g += `<rect x="${-12 * u}" y="${-15 * u}" width="${24 * u}" height="${2.4 * u}" rx="${1 * u}" fill="${hi}" opacity=".35"/>`
  return g
}

// A pressed straight hose fitting at 0,0 pointing along +x: crimped ferrule, hex nut, threaded end.
function fitting(h, r, metal, body) {
  const u = h / 100
  let f = `<path d="M${-1 * u} ${-r * 1.05} L${1.5 * u} ${-r * 1.4} L${11 * u} ${-r * 1.4} L${11 * u} ${r * 1.4} L${1.5 * u} ${r * 1.4} L${-1 * u} ${r * 1.05} Z" fill="${body}"/>`
  for (let i = 0; i < 4; i++)
    f += `<rect x="${(3 + i * 2) * u}" y="${-r * 1.4}" width="${0.7 * u}" height="${r * 2.8}" fill="#000" opacity=".18"/>`
  f += `<rect x="${11 * u}" y="${-r * 0.8}" width="${1.6 * u}" height="${r * 1.6}" fill="${metal}"/>`
  f += `<rect x="${12.6 * u}" y="${-r * 1.75}" width="${5 * u}" height="${r * 3.5}" rx="${0.5 * u}" fill="${body}"/>`
  f += `<rect x="${12.6 * u}" y="${-r * 0.62}" width="${5 * u}" height="${r * 1.24}" fill="#fff" opacity=".22"/>`
  f += `<rect x="${17.6 * u}" y="${-r * 1.05}" width="${4.6 * u}" height="${r * 2.1}" fill="${metal}"/>`
  for (let i = 0; i < 4; i++)
    f += `<rect x="${(18.3 + i * 1.1) * u}" y="${-r * 1.05}" width="${0.45 * u}" height="${r * 2.1}" fill="#000" opacity=".2"/>`
  return f
}

function productPicture(w, h, kind, [bg, mid, accent, hi]) {
  const cx = w / 2
  const cy = h / 2
  let s = `<rect width="${w}" height="${h}" fill="#eef2f6"/><ellipse cx="${cx}" cy="${h * 0.86}" rx="${w * 0.3}" ry="${h * 0.04}" fill="#cfd6de"/>`
  if (kind === 'filter') {
    s += `<rect x="${cx - w * 0.14}" y="${h * 0.2}" width="${w * 0.28}" height="${h * 0.6}" rx="${w * 0.03}" fill="${accent}"/>`
    s += `<ellipse cx="${cx}" cy="${h * 0.2}" rx="${w * 0.14}" ry="${h * 0.05}" fill="${mid}"/><circle cx="${cx}" cy="${h * 0.2}" r="${h * 0.025}" fill="${bg}"/>`
    for (let i = 0; i < 6; i++)
      s += `<rect x="${cx - w * 0.14}" y="${h * (0.3 + i * 0.08)}" width="${w * 0.28}" height="${h * 0.012}" fill="${bg}" opacity=".35"/>`
  } else if (kind === 'bearing') {
    s += `<circle cx="${cx}" cy="${cy}" r="${h * 0.32}" fill="${mid}"/><circle cx="${cx}" cy="${cy}" r="${h * 0.24}" fill="${hi}"/>`
    for (let i = 0; i < 10; i++) {
      const a = (Math.PI * 2 * i) / 10
      s += `<circle cx="${cx + h * 0.2 * Math.cos(a)}" cy="${cy + h * 0.2 * Math.sin(a)}" r="${h * 0.035}" fill="${bg}"/>`
    }
    s += `<circle cx="${cx}" cy="${cy}" r="${h * 0.14}" fill="${mid}"/><circle cx="${cx}" cy="${cy}" r="${h * 0.09}" fill="#eef2f6"/>`
  } else if (kind === 'earmuffs') {
    s += `<path d="M${cx - w * 0.18} ${cy + h * 0.05} Q${cx} ${h * 0.05} ${cx + w * 0.18} ${cy + h * 0.05}" stroke="${bg}" stroke-width="${h * 0.05}" fill="none"/>`
    s += `<rect x="${cx - w * 0.26}" y="${cy - h * 0.02}" width="${w * 0.14}" height="${h * 0.3}" rx="${w * 0.06}" fill="${accent}"/>`
    s += `<rect x="${cx + w * 0.12}" y="${cy - h * 0.02}" width="${w * 0.14}" height="${h * 0.3}" rx="${w * 0.06}" fill="${accent}"/>`
  } else if (kind === 'helmet') {
    s += `<path d="M${cx - w * 0.24} ${cy + h * 0.12} Q${cx - w * 0.22} ${h * 0.18} ${cx} ${h * 0.18} Q${cx + w * 0.22} ${h * 0.18} ${cx + w * 0.24} ${cy + h * 0.12} Z" fill="${hi}"/>`
    s += `<rect x="${cx - w * 0.3}" y="${cy + h * 0.1}" width="${w * 0.6}" height="${h * 0.06}" rx="${h * 0.03}" fill="${hi}"/><rect x="${cx - w * 0.02}" y="${h * 0.18}" width="${w * 0.04}" height="${h * 0.3}" fill="${accent}" opacity=".6"/>`
  } else if (kind === 'gloves') {
    // A pair, seen from the back of the hand, leaning apart with the thumbs outwards.
    s += `<g transform="translate(${cx - w * 0.13} ${h * 0.84}) rotate(-9)">${glove(h, bg, mid, accent, hi)}</g>`
    s += `<g transform="translate(${cx + w * 0.13} ${h * 0.84}) scale(-1 1) rotate(-9)">${glove(h, bg, mid, accent, hi)}</g>`
  } else if (kind === 'hose') {
    // A coil lying on its side (rings stacked upwards), both ends pressed into fittings.
    const r = h * 0.028
    const rx = w * 0.2
    const ry = h * 0.1
    const ox = cx - w * 0.04
    const rings = [h * 0.68, h * 0.61, h * 0.54, h * 0.47, h * 0.4]
    const tube = (d) =>
      `<path d="${d}" stroke="#eef2f6" stroke-width="${r * 2.6}" fill="none" stroke-linecap="round"/><path d="${d}" stroke="${bg}" stroke-width="${r * 2}" fill="none" stroke-linecap="round"/><path d="${d}" stroke="${accent}" stroke-width="${r * 0.16}" fill="none" stroke-dasharray="${r * 1.4} ${r * 0.9}" opacity=".55" transform="translate(0 ${-r * 0.45})"/>`
    // Each end is one path with its ring (the bottom ring runs out to the right at the front, the
    // top ring runs off to the left at the back), so the hose turns out of the coil without a seam.
    const ring = (y, top) => {
      const [a, b] = top ? [y - ry, y + ry] : [y + ry, y - ry]
      return `M${ox} ${a} A${rx} ${ry} 0 0 0 ${ox} ${b} A${rx} ${ry} 0 0 0 ${ox} ${a}`
    }
    const endA = [cx + w * 0.24, h * 0.8]
    const endB = [cx - w * 0.31, h * 0.27]
    s += tube(
      `${ring(rings[0], false)} C${ox + w * 0.12} ${rings[0] + ry} ${endA[0] - w * 0.12} ${endA[1]} ${endA[0]} ${endA[1]}`,
    )
    for (const y of rings.slice(1, -1)) s += tube(ring(y, true))
    s += tube(
      `${ring(rings[4], true)} C${ox - w * 0.17} ${rings[4] - ry} ${endB[0] + w * 0.02} ${endB[1] + h * 0.1} ${endB[0]} ${endB[1]}`,
    )
    s += `<g transform="translate(${endA[0]} ${endA[1]})">${fitting(h, r, accent, hi)}</g>`
    s += `<g transform="translate(${endB[0]} ${endB[1]}) rotate(-105)">${fitting(h, r, accent, hi)}</g>`
  } else {
    s += `<rect x="${cx - w * 0.17}" y="${h * 0.15}" width="${w * 0.34}" height="${h * 0.66}" rx="${w * 0.02}" fill="#fff" stroke="${mid}" stroke-width="${h * 0.015}"/>`
    s += `<rect x="${cx - w * 0.07}" y="${h * 0.11}" width="${w * 0.14}" height="${h * 0.07}" rx="${h * 0.02}" fill="${bg}"/>`
    for (let i = 0; i < 4; i++)
      s += `<path d="M${cx - w * 0.12} ${h * (0.3 + i * 0.12)} l${w * 0.02} ${h * 0.03} l${w * 0.04} -${h * 0.06}" stroke="${accent}" stroke-width="${h * 0.015}" fill="none"/><rect x="${cx - w * 0.03}" y="${h * (0.29 + i * 0.12)}" width="${w * 0.16}" height="${h * 0.02}" fill="${mid}"/>`
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">${s}</svg>`
}
images.push(
  ['produkt-oljefilter.jpg', productPicture(800, 600, 'filter', palettes.navy)],
  ['produkt-kullager.jpg', productPicture(800, 600, 'bearing', palettes.steel)],
  ['produkt-horselskydd.jpg', productPicture(800, 600, 'earmuffs', palettes.dawn)],
  ['produkt-skyddshjalm.jpg', productPicture(800, 600, 'helmet', palettes.sky)],
  ['produkt-servicepaket.jpg', productPicture(800, 600, 'service', palettes.forest)],
  // Product variants demo: orange gloves with navy cuffs, a black hose with amber fittings.
  ['produkt-arbetshandskar.jpg', productPicture(800, 600, 'gloves', palettes.navy)],
  ['produkt-hydraulslang.jpg', productPicture(800, 600, 'hose', palettes.steel)],
)

// Team members (issue 16): friendly drawn portraits, head and shoulders, in a 100-unit figure scaled
// to the picture. Each look is a handful of choices (hair, clothes, glasses, beard, helmet).
function person(look) {
  const {
    skin,
    hair = '#3b2a20',
    hairStyle = 'short',
    top,
    topStyle = 'shirt',
    detail = '#ffffff',
  } = look
  const shade = 'rgba(0,0,0,.14)'
  let g = ''
  // Long hair falls behind the shoulders, so it is drawn first.
  if (hairStyle === 'long')
    g += `<path d="M32 42 C30 16 70 16 68 42 L71 70 C62 75 38 75 29 70 Z" fill="${hair}"/>`
  if (hairStyle === 'bun') g += `<circle cx="50" cy="21.5" r="7.5" fill="${hair}"/>`
  // Shoulders and clothes.
  g += `<path d="M12 100 C12 79 27 70 50 70 C73 70 88 79 88 100 Z" fill="${top}"/>`
  g += `<path d="M43 66 L43 72 C46 76 54 76 57 72 L57 66 Z" fill="${skin}"/><path d="M43 66 L57 66 L57 69 C53 71 47 71 43 69 Z" fill="${shade}"/>`
  if (topStyle === 'blazer') {
    g += `<path d="M43 71 L50 88 L57 71 Z" fill="#f4f6f8"/><path d="M48.5 75 L51.5 75 L52.5 90 L50 93 L47.5 90 Z" fill="${detail}"/>`
    g += `<path d="M41 70 L50 93 L36 80 Z M59 70 L50 93 L64 80 Z" fill="rgba(0,0,0,.18)"/>`
  } else if (topStyle === 'hivis') {
    g += `<path d="M50 74 L50 100" stroke="rgba(0,0,0,.25)" stroke-width="1"/>`
    g += `<path d="M14 88 L86 88 L86 92 L14 92 Z M13.5 95 L86.5 95 L86.5 99 L13.5 99 Z" fill="#e3e9ef" opacity=".9"/>`
    g += `<path d="M43 71 L50 78 L57 71" stroke="${detail}" stroke-width="2.4" fill="none"/>`
  } else if (topStyle === 'fleece') {
    g += `<path d="M42 70 L42 76 L50 80 L58 76 L58 70" fill="${detail}"/><path d="M50 80 L50 100" stroke="rgba(0,0,0,.3)" stroke-width="1.2"/>`
    g += `<circle cx="66" cy="84" r="3" fill="#f59e0b"/>`
  } else {
    g += `<path d="M43 71 L50 80 L45 84 L40 73 Z M57 71 L50 80 L55 84 L60 73 Z" fill="${detail}"/>`
    g += `<circle cx="50" cy="88" r=".9" fill="rgba(0,0,0,.3)"/><circle cx="50" cy="95" r=".9" fill="rgba(0,0,0,.3)"/>`
  }
  // Head, ears and face.
  g += `<ellipse cx="35" cy="45" rx="3.2" ry="4.2" fill="${skin}"/><ellipse cx="65" cy="45" rx="3.2" ry="4.2" fill="${skin}"/>`
  g += `<ellipse cx="50" cy="43" rx="15" ry="18.5" fill="${skin}"/>`
  if (look.beard)
    g += `<path d="M35.5 45 C36 60 43 65.5 50 65.5 C57 65.5 64 60 64.5 45 C61 53 56 55 50 55 C44 55 39 53 35.5 45 Z" fill="${hair}"/>`
  g += `<circle cx="43.5" cy="52" r="3" fill="#e8787a" opacity=".22"/><circle cx="56.5" cy="52" r="3" fill="#e8787a" opacity=".22"/>`
  g += `<ellipse cx="44" cy="44.5" rx="1.5" ry="1.8" fill="#1d2430"/><ellipse cx="56" cy="44.5" rx="1.5" ry="1.8" fill="#1d2430"/>`
  g += `<path d="M40.5 39.5 Q44 37.8 47 39.3 M53 39.3 Q56 37.8 59.5 39.5" stroke="${hair === '#e9e4dc' ? '#9a938a' : hair}" stroke-width="1.1" fill="none" stroke-linecap="round"/>`
  g += `<path d="M50 45.5 Q48.4 49.5 50.6 50" stroke="${shade}" stroke-width="1" fill="none" stroke-linecap="round"/>`
  g += `<path d="M45 54 Q50 58.5 55 54" stroke="#7a3b32" stroke-width="1.3" fill="none" stroke-linecap="round"/>`
  if (look.glasses)
    g += `<g stroke="#243447" stroke-width="1" fill="rgba(255,255,255,.18)"><rect x="39.3" y="40.8" width="9.4" height="7.4" rx="2.6"/><rect x="51.3" y="40.8" width="9.4" height="7.4" rx="2.6"/><path d="M48.7 44 Q50 42.8 51.3 44" fill="none"/></g>`
  // Hair on top (or a helmet).
  if (look.helmet) {
    g += `<path d="M33.5 36 C33.5 17 66.5 17 66.5 36 Z" fill="${look.helmet}"/><path d="M47 19.5 L53 19.5 L53 34 L47 34 Z" fill="rgba(255,255,255,.25)"/>`
    g += `<rect x="30" y="34" width="40" height="4.2" rx="2.1" fill="${look.helmet}"/><rect x="30" y="36.4" width="40" height="1.8" rx=".9" fill="rgba(0,0,0,.15)"/>`
  } else if (hairStyle === 'curly') {
    for (const [x, y, r] of [
      [37, 36, 5.5],
      [41, 29, 6],
      [48, 25.5, 6.5],
      [56, 26.5, 6.5],
      [62, 31, 6],
      [64.5, 38, 4.5],
      [35.5, 41, 3.5],
    ])
      g += `<circle cx="${x}" cy="${y}" r="${r}" fill="${hair}"/>`
  } else if (hairStyle === 'bald') {
    g += `<path d="M35 46 C34.5 40 35.5 37 37 35.5 L37.5 44 Z M65 46 C65.5 40 64.5 37 63 35.5 L62.5 44 Z" fill="${hair}"/>`
  } else if (hairStyle === 'long' || hairStyle === 'bun') {
    g += `<path d="M34.5 44 C31 15 69 15 65.5 44 C63 34 58 30 50 29.5 C45 33 39 36 34.5 44 Z" fill="${hair}"/>`
  } else {
    g += `<path d="M34.8 42 C32.5 23 45 21 51 22 C61 21.5 68.5 27 65.2 42 C63.5 35 60 31.5 55 30.5 C49 33 41 32.5 34.8 42 Z" fill="${hair}"/>`
  }
  return g
}

function memberPortrait(w, [bg, mid, accent, hi], look) {
  const k = w / 100
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${w}"><rect width="${w}" height="${w}" fill="${hi}"/><circle cx="${w * 0.5}" cy="${w * 0.47}" r="${w * 0.4}" fill="${mid}" opacity=".35"/>${gear(w * 0.86, w * 0.14, w * 0.1, 10, accent).replace('<polygon', '<polygon opacity=".55"')}<rect y="${w * 0.93}" width="${w}" height="${w * 0.07}" fill="${bg}" opacity=".12"/><g transform="scale(${k})">${person(look)}</g></svg>`
}

// The member at work: the same figure, smaller, in front of one of our factory scenes.
function memberAtWork(w, palette, seed, look) {
  const k = (w / 100) * 0.62
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${w}">${factory(w, w, palette, seed)}<g transform="translate(${w * 0.04} ${w - 100 * k}) scale(${k})">${person(look)}</g></svg>`
}

// Lighter backgrounds than the scenes' palettes, so hair and beards stand out against them.
const portraitPalettes = {
  ice: ['#0b2540', '#2f6f9f', '#f59e0b', '#d6e8f5'],
  rose: ['#0b2540', '#b43c0c', '#f59e0b', '#f7e4d8'],
}

const team = {
  karin: {
    skin: '#f2cdb0',
    hair: '#5a3825',
    hairStyle: 'bun',
    top: '#1d3557',
    topStyle: 'blazer',
    detail: '#b43c0c',
  },
  johan: {
    skin: '#e9b995',
    hair: '#c9a063',
    top: '#f28c28',
    topStyle: 'hivis',
    detail: '#1f2a36',
    beard: true,
  },
  maria: {
    skin: '#c98e64',
    hair: '#2a1d17',
    hairStyle: 'long',
    top: '#2f6f9f',
    topStyle: 'shirt',
    detail: '#dfeaf4',
    glasses: true,
  },
  ahmed: {
    skin: '#a8714d',
    hair: '#1f1a17',
    hairStyle: 'curly',
    top: '#3a4b5e',
    topStyle: 'fleece',
    detail: '#24303d',
    beard: true,
  },
  lena: {
    skin: '#f5d6bd',
    hair: '#d9a441',
    hairStyle: 'long',
    top: '#1f4d40',
    topStyle: 'fleece',
    detail: '#183d33',
  },
  oskar: {
    skin: '#efc2a0',
    hair: '#e9e4dc',
    hairStyle: 'bald',
    top: '#7a2e3b',
    topStyle: 'shirt',
    detail: '#f2e8c9',
    glasses: true,
    beard: true,
  },
}

images.push(
  ['team-karin-norrberg.jpg', memberPortrait(800, portraitPalettes.rose, team.karin)],
  ['team-johan-sundberg.jpg', memberPortrait(800, portraitPalettes.ice, team.johan)],
  [
    'team-johan-sundberg-falt.jpg',
    memberAtWork(800, palettes.steel, 59, { ...team.johan, helmet: '#f5c400' }),
  ],
  [
    'team-johan-sundberg-jour.jpg',
    memberAtWork(800, palettes.navy, 61, { ...team.johan, helmet: '#f5c400' }),
  ],
  ['team-maria-eklund.jpg', memberPortrait(800, palettes.sky, team.maria)],
  [
    'team-maria-eklund-matning.jpg',
    memberAtWork(800, palettes.sky, 67, { ...team.maria, helmet: '#ffffff' }),
  ],
  ['team-ahmed-karimi.jpg', memberPortrait(800, palettes.steel, team.ahmed)],
  ['team-lena-oberg.jpg', memberPortrait(800, palettes.forest, team.lena)],
  ['team-oskar-lindgren.jpg', memberPortrait(800, palettes.dawn, team.oskar)],
)

// With no arguments every output is written. `node scripts/make-demo-assets.mjs galleri-` redraws only
// the images whose names start with that prefix; several names or prefixes may be given, e.g.
// `node scripts/make-demo-assets.mjs produkt-arbetshandskar.jpg produkt-hydraulslang.jpg`.
// The logo and the videos are written only when no names are given.
const wanted = process.argv.slice(2)
const only = wanted.length > 0
const unmatched = wanted.filter((w) => !images.some(([name]) => name.startsWith(w)))
if (unmatched.length > 0) {
  console.error('no demo image matches:', unmatched.join(', '))
  process.exit(1)
}

for (const [name, svg] of images) {
  if (only && !wanted.some((w) => name.startsWith(w))) continue
  await sharp(Buffer.from(svg)).jpeg({ quality: 72, mozjpeg: true }).toFile(path.join(out, name))
}

if (!only)
  fs.writeFileSync(
    path.join(out, 'logo.svg'),
    `<svg xmlns="http://www.w3.org/2000/svg" width="180" height="40" viewBox="0 0 180 40"><rect width="40" height="40" rx="8" fill="#f59e0b"/><path d="M10 30V10h5l10 11V10h5v20h-5L15 19v11z" fill="#0b2540"/><text x="50" y="26" font-family="Arial, sans-serif" font-size="17" font-weight="700" fill="#ffffff">Norrberg</text></svg>\n`,
  )

if (!only)
  try {
    for (const [name, color, seconds] of [
      ['huvudfilm.mp4', '0x12365c', 4],
      ['introduktion.mp4', '0x1f4d40', 3],
      ['demo.mp4', '0x7a2e3b', 3],
    ]) {
      execFileSync('ffmpeg', [
        '-y',
        '-loglevel',
        'error',
        '-f',
        'lavfi',
        '-i',
        `color=c=${color}:s=640x360:d=${seconds}:r=24`,
        '-f',
        'lavfi',
        '-i',
        `testsrc2=s=200x112:d=${seconds}:r=24`,
        '-filter_complex',
        '[0][1]overlay=x=(W-w)/2+100*sin(t*2):y=(H-h)/2',
        '-c:v',
        'libx264',
        '-pix_fmt',
        'yuv420p',
        '-profile:v',
        'baseline',
        '-crf',
        '32',
        '-movflags',
        '+faststart',
        '-an',
        path.join(out, name),
      ])
    }
  } catch (error) {
    console.warn('ffmpeg not available; videos not regenerated:', error.message)
  }
console.log('demo assets written to', out)
