#!/usr/bin/env node
/**
 * Draws the marketing site's own illustrations and demo clips (no downloads, no stock media):
 *   public/media/{blokkey-demo,blokbadge-demo,zero-trust-webinar-preview}.mp4 + *-poster.svg
 *   public/images/products/*.svg, public/images/resources/*.svg
 * Each clip is a function of time that returns an SVG frame; Chromium (Debian's, via Playwright)
 * rasterises the frames and ffmpeg encodes them as H.264 with faststart. Run: node scripts/make-demo-media.mjs
 * Needs /usr/bin/chromium and ffmpeg (apt-get install -y chromium ffmpeg).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const W = 640;
const H = 360;
const FPS = 25;
const FONT = "system-ui, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";
const C = {
  ink950: '#050810',
  ink900: '#0a0f1d',
  ink850: '#0e1526',
  ink800: '#131c31',
  ink700: '#1f2a44',
  ink600: '#2d3a5a',
  b200: '#bae6fd',
  b300: '#7dd3fc',
  b400: '#38bdf8',
  b500: '#0ea5e9',
  a400: '#a78bfa',
  a500: '#8b5cf6',
  s300: '#cbd5e1',
  s400: '#94a3b8',
  white: '#ffffff',
  green: '#34d399',
  rose: '#fda4af',
};

// ---------------------------------------------------------------------------------------------
// drawing helpers (all return SVG markup)
// ---------------------------------------------------------------------------------------------
const clamp = (v, a = 0, b = 1) => Math.min(b, Math.max(a, v));
const ease = (v) => 1 - (1 - clamp(v)) ** 3;
/** 0 → 1 → 0 visibility of a scene between start and end, with short fades */
const window_ = (t, start, end, ramp = 0.35) => clamp(Math.min((t - start) / ramp, (end - t) / ramp));
const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;');
const text = (x, y, s, { size = 14, fill = C.white, weight = 400, anchor = 'start', opacity = 1, family = FONT } = {}) =>
  `<text x="${x}" y="${y}" font-family="${family}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}" opacity="${opacity}">${esc(s)}</text>`;
const rect = (x, y, w, h, { r = 0, fill = 'none', stroke = 'none', sw = 1, opacity = 1 } = {}) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${fill}" stroke="${stroke}" stroke-width="${sw}" opacity="${opacity}"/>`;
const g = (inner, { opacity = 1, dx = 0, dy = 0, scale = 1, ox = 0, oy = 0 } = {}) =>
  opacity <= 0.001
    ? ''
    : `<g opacity="${opacity.toFixed(3)}" transform="translate(${dx} ${dy}) translate(${ox} ${oy}) scale(${scale}) translate(${-ox} ${-oy})">${inner}</g>`;

const defs = `<defs>
  <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${C.ink900}"/><stop offset="1" stop-color="${C.ink950}"/></linearGradient>
  <radialGradient id="glow" cx="0.5" cy="0" r="0.8"><stop offset="0" stop-color="${C.b400}" stop-opacity="0.22"/><stop offset="1" stop-color="${C.b400}" stop-opacity="0"/></radialGradient>
  <radialGradient id="glow2" cx="1" cy="1" r="0.7"><stop offset="0" stop-color="${C.a500}" stop-opacity="0.18"/><stop offset="1" stop-color="${C.a500}" stop-opacity="0"/></radialGradient>
  <linearGradient id="brand" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${C.b400}"/><stop offset="1" stop-color="${C.a500}"/></linearGradient>
  <pattern id="grid" width="32" height="32" patternUnits="userSpaceOnUse"><path d="M32 0H0V32" fill="none" stroke="#94a3b8" stroke-opacity="0.07"/></pattern>
</defs>`;
const background = () =>
  `${rect(0, 0, W, H, { fill: 'url(#bg)' })}${rect(0, 0, W, H, { fill: 'url(#grid)' })}${rect(0, 0, W, H, { fill: 'url(#glow)' })}${rect(0, 0, W, H, { fill: 'url(#glow2)' })}`;
const shield = (x, y, s = 1, fill = 'url(#brand)', hole = C.ink950) =>
  `<g transform="translate(${x} ${y}) scale(${s})"><path d="M16 2 4 7v8c0 7.5 5.1 13.4 12 15 6.9-1.6 12-7.5 12-15V7L16 2Z" fill="${fill}"/><circle cx="16" cy="14" r="3.5" fill="${hole}"/><rect x="14.5" y="16" width="3" height="7" rx="1.2" fill="${hole}"/></g>`;
const brandTag = (label) =>
  `${shield(20, 16, 0.75)}${text(48, 33, 'BlokSecure', { size: 14, weight: 700 })}${rect(146, 21, 1.5, 16, { fill: C.ink600 })}${text(156, 33, label, { size: 14, fill: C.b300, weight: 600 })}`;
const svg = (inner, { title } = {}) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${title ? `<title>${esc(title)}</title>` : ''}${defs}${background()}${inner}</svg>`;

/** a browser window with a title bar */
const browser = (x, y, w, h, url, inner) =>
  `${rect(x, y, w, h, { r: 12, fill: C.ink850, stroke: C.ink600, sw: 1.5 })}${rect(x, y, w, 30, { r: 12, fill: C.ink800 })}${rect(x, y + 18, w, 12, { fill: C.ink800 })}` +
  [0, 1, 2]
    .map((i) => `<circle cx="${x + 16 + i * 14}" cy="${y + 15}" r="4" fill="${[C.rose, '#fcd34d', C.green][i]}" opacity="0.8"/>`)
    .join('') +
  `${rect(x + 64, y + 8, w - 80, 14, { r: 7, fill: C.ink950 })}${text(x + 74, y + 19, url, { size: 10, fill: C.s400 })}${inner}`;
/** a phone outline with a screen */
const phone = (x, y, w, h, inner) =>
  `${rect(x, y, w, h, { r: 22, fill: C.ink950, stroke: C.ink600, sw: 3 })}${rect(x + 8, y + 8, w - 16, h - 16, { r: 15, fill: C.ink850 })}${rect(x + w / 2 - 20, y + 14, 40, 6, { r: 3, fill: C.ink700 })}${inner}`;
/** a QR-like block pattern (deterministic) */
const qr = (x, y, size, cells = 11) => {
  const c = size / cells;
  let out = rect(x - 6, y - 6, size + 12, size + 12, { r: 6, fill: C.white });
  const finder = (fx, fy) =>
    rect(x + fx * c, y + fy * c, 3 * c, 3 * c, { fill: C.ink950 }) +
    rect(x + (fx + 0.75) * c, y + (fy + 0.75) * c, 1.5 * c, 1.5 * c, { fill: C.white });
  for (let i = 0; i < cells; i++)
    for (let j = 0; j < cells; j++) {
      const inFinder = (i < 4 && j < 4) || (i > cells - 5 && j < 4) || (i < 4 && j > cells - 5);
      if (!inFinder && (i * 7 + j * 13 + i * j) % 3 === 0) out += rect(x + i * c, y + j * c, c, c, { fill: C.ink950 });
    }
  return out + finder(0, 0) + finder(cells - 3, 0) + finder(0, cells - 3);
};
const fingerprint = (cx, cy, r, color, opacity = 1) =>
  `<g fill="none" stroke="${color}" stroke-width="2" stroke-linecap="round" opacity="${opacity}">` +
  [0.35, 0.55, 0.75, 0.95]
    .map((k) => `<path d="M${cx - r * k} ${cy + r * 0.2} A${r * k} ${r * k} 0 1 1 ${cx + r * k} ${cy + r * 0.2}"/>`)
    .join('') +
  `<path d="M${cx} ${cy - r * 0.1} V${cy + r * 0.7}"/></g>`;
const check = (cx, cy, r, fill = C.green) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/><path d="M${cx - r * 0.45} ${cy + r * 0.02} l${r * 0.3} ${r * 0.32} l${r * 0.6} -${r * 0.62}" fill="none" stroke="${C.ink950}" stroke-width="${r * 0.22}" stroke-linecap="round" stroke-linejoin="round"/>`;
const lockIcon = (x, y, color = C.b300) =>
  `<g fill="none" stroke="${color}" stroke-width="1.8" stroke-linecap="round"><rect x="${x}" y="${y + 6}" width="12" height="9" rx="2"/><path d="M${x + 3} ${y + 6}V${y + 3.5}a3 3 0 0 1 6 0V${y + 6}"/></g>`;
const spinner = (cx, cy, r, t) => {
  const a = (t * 360 * 1.2) % 360;
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${C.ink600}" stroke-width="3"/><circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${C.b400}" stroke-width="3" stroke-linecap="round" stroke-dasharray="${r * 1.6} ${r * 10}" transform="rotate(${a} ${cx} ${cy})"/>`;
};
/** numbered caption at the foot of a clip, and a three-part progress bar */
const caption = (t, steps, bounds) => {
  let out = '';
  steps.forEach((s, i) => {
    const [a, b] = bounds[i];
    const o = window_(t, a, b, 0.3);
    if (o > 0)
      out += g(
        `${rect(20, 300, 600, 40, { r: 20, fill: C.ink950, stroke: C.ink700, opacity: 0.92 })}<circle cx="44" cy="320" r="12" fill="${C.b400}"/>${text(44, 325, i + 1, { size: 13, weight: 700, fill: C.ink950, anchor: 'middle' })}${text(66, 325, s, { size: 15, weight: 600 })}`,
        { opacity: o, dy: (1 - o) * 6 },
      );
  });
  const total = bounds[bounds.length - 1][1];
  return out + rect(0, H - 4, W, 4, { fill: C.ink800 }) + rect(0, H - 4, (W * clamp(t / total)).toFixed(1), 4, { fill: C.b400 });
};

// ---------------------------------------------------------------------------------------------
// clip 1: BlokKey enrol, approve, signed in
// ---------------------------------------------------------------------------------------------
function blokkeyFrame(t, { withCaption = true } = {}) {
  const s1 = window_(t, -1, 2.6);
  const s2 = window_(t, 2.6, 5.6);
  const s3 = window_(t, 5.6, 99);
  // laptop browser
  const b1 = g(
    `${text(60, 120, 'Enrol your phone', { size: 18, weight: 700 })}${text(60, 142, 'Scan this code with the BlokKey app.', { size: 12, fill: C.s300 })}${qr(60, 160, 96)}${text(178, 190, 'No password to set.', { size: 12, fill: C.s400 })}${text(178, 208, 'Your key stays on', { size: 12, fill: C.s400 })}${text(178, 224, 'your phone.', { size: 12, fill: C.s400 })}`,
    { opacity: s1 },
  );
  const b2 = g(
    `${text(60, 120, 'Sign in to Microsoft 365', { size: 18, weight: 700 })}${text(60, 142, 'alex.morgan@realtris.com', { size: 12, fill: C.s300 })}${rect(60, 160, 290, 64, { r: 10, fill: C.ink800, stroke: C.ink600 })}${spinner(88, 192, 12, t)}${text(112, 188, 'Approve the request on your phone', { size: 12, weight: 600 })}${text(112, 206, 'Sent to Pixel 8 · just now', { size: 11, fill: C.s400 })}`,
    { opacity: s2 },
  );
  const tiles = ['Outlook', 'Teams', 'SharePoint', 'OneDrive']
    .map(
      (n, i) =>
        `${rect(60 + i * 72, 168, 64, 56, { r: 10, fill: C.ink800, stroke: C.ink600 })}${rect(72 + i * 72, 178, 18, 18, { r: 5, fill: [C.b400, C.a500, C.b500, C.a400][i] })}${text(66 + i * 72, 214, n, { size: 10, fill: C.s300 })}`,
    )
    .join('');
  const b3 = g(
    `${text(60, 120, 'Welcome back, Alex', { size: 18, weight: 700 })}${text(60, 142, 'Signed in with BlokKey · no password typed', { size: 12, fill: C.green })}${tiles}`,
    { opacity: s3 },
  );
  const laptop = browser(40, 64, 340, 190, 'login.microsoftonline.com', b1 + b2 + b3);
  // phone screen
  const scanY = 120 + ((t * 70) % 90);
  const p1 = g(
    `${text(510, 92, 'Scan to enrol', { size: 12, weight: 700, anchor: 'middle' })}${rect(462, 112, 96, 96, { r: 10, fill: 'none', stroke: C.b300, sw: 2 })}${qr(474, 124, 72)}${rect(462, scanY, 96, 2, { fill: C.b400 })}${text(510, 232, 'Point the camera', { size: 10, fill: C.s400, anchor: 'middle' })}${text(510, 246, 'at the code', { size: 10, fill: C.s400, anchor: 'middle' })}`,
    { opacity: s1 },
  );
  const pulse = 1 + 0.08 * Math.sin(t * 7);
  const pressed = t > 4.6;
  const p2 = g(
    `${rect(446, 78, 128, 108, { r: 10, fill: C.ink800, stroke: C.ink600 })}${text(456, 96, 'Sign-in request', { size: 10, weight: 700, fill: C.b300 })}${text(456, 114, 'Microsoft 365', { size: 12, weight: 700 })}${text(456, 130, 'Oshawa, ON, CA', { size: 10, fill: C.s300 })}${text(456, 144, 'Windows laptop', { size: 10, fill: C.s300 })}${rect(456, 156, 52, 22, { r: 11, fill: pressed ? C.green : C.b400 })}${text(482, 171, 'Approve', { size: 9, weight: 700, fill: C.ink950, anchor: 'middle' })}${rect(514, 156, 50, 22, { r: 11, fill: 'none', stroke: C.ink600 })}${text(539, 171, 'Deny', { size: 9, fill: C.s300, anchor: 'middle' })}` +
      g(fingerprint(510, 236, 22, pressed ? C.green : C.b300), { scale: pressed ? 1 : pulse, ox: 510, oy: 236 }) +
      text(510, 282, pressed ? 'Verified' : 'Touch to approve', { size: 10, fill: pressed ? C.green : C.s400, anchor: 'middle' }),
    { opacity: s2 },
  );
  const p3 = g(
    `${g(check(510, 160, 30), { scale: 0.6 + 0.4 * ease((t - 5.6) / 0.5), ox: 510, oy: 160 })}${text(510, 218, 'Approved', { size: 14, weight: 700, anchor: 'middle' })}${text(510, 238, 'Microsoft 365', { size: 10, fill: C.s300, anchor: 'middle' })}${text(510, 252, 'just now', { size: 10, fill: C.s400, anchor: 'middle' })}`,
    { opacity: s3 },
  );
  const ph = phone(430, 50, 160, 248, p1 + p2 + p3);
  // a dotted link between laptop and phone while the request travels
  const link =
    s2 > 0
      ? `<path d="M380 170 C405 170 405 150 430 150" fill="none" stroke="${C.b400}" stroke-width="2" stroke-dasharray="4 6" stroke-dashoffset="${-t * 30}" opacity="${s2}"/>`
      : '';
  const cap = withCaption
    ? caption(
        t,
        ['Scan the QR code to enrol', 'Approve with a fingerprint', 'Signed in. No password typed.'],
        [
          [-1, 2.6],
          [2.6, 5.6],
          [5.6, 8.01],
        ],
      )
    : '';
  return svg(brandTag('BlokKey') + laptop + link + ph + cap, { title: 'BlokKey passwordless sign-in' });
}

// ---------------------------------------------------------------------------------------------
// clip 2: BlokBadge tap on a shared terminal
// ---------------------------------------------------------------------------------------------
function blokbadgeFrame(t, { withCaption = true } = {}) {
  const s1 = window_(t, -1, 2.6);
  const s2 = window_(t, 2.6, 5.2);
  const s3 = window_(t, 5.2, 99);
  // kiosk
  const kiosk = `${rect(40, 56, 300, 214, { r: 14, fill: C.ink950, stroke: C.ink600, sw: 3 })}${rect(52, 68, 276, 190, { r: 8, fill: C.ink850 })}${rect(160, 270, 60, 18, { fill: C.ink700 })}${rect(125, 286, 130, 8, { r: 4, fill: C.ink700 })}${rect(372, 150, 60, 104, { r: 12, fill: C.ink800, stroke: C.ink600, sw: 2 })}${text(402, 270, 'NFC reader', { size: 10, fill: C.s400, anchor: 'middle' })}`;
  const nfcArcs = (cx, cy, o) =>
    `<g fill="none" stroke="${C.b300}" stroke-width="2.5" stroke-linecap="round" opacity="${o}">${[10, 18, 26].map((r) => `<path d="M${cx + r * 0.7} ${cy - r * 0.7} A${r} ${r} 0 0 1 ${cx + r * 0.7} ${cy + r * 0.7}"/>`).join('')}</g>`;
  const k1 = g(
    `${text(190, 112, 'Warehouse terminal 04', { size: 11, fill: C.s400, anchor: 'middle' })}${text(190, 142, 'Tap your badge', { size: 20, weight: 700, anchor: 'middle' })}${text(190, 166, 'on the reader to sign in', { size: 13, fill: C.s300, anchor: 'middle' })}${text(190, 214, '→', { size: 30, fill: C.b300, anchor: 'middle', opacity: 0.5 + 0.5 * Math.sin(t * 5) })}`,
    { opacity: s1 },
  );
  const prog = clamp((t - 2.8) / 2);
  const k2 = g(
    `${text(190, 118, 'Verifying badge…', { size: 20, weight: 700, anchor: 'middle' })}${text(190, 140, 'Signature, status and shift policy', { size: 11, fill: C.s300, anchor: 'middle' })}${rect(80, 158, 220, 8, { r: 4, fill: C.ink700 })}${rect(80, 158, (220 * prog).toFixed(1), 8, { r: 4, fill: C.b400 })}` +
      ['Signature valid', 'Badge active', 'Shift B policy']
        .map((l, i) =>
          prog > (i + 1) / 3.2 ? `${check(92, 190 + i * 20, 6)}${text(106, 194 + i * 20, l, { size: 11, fill: C.s300 })}` : '',
        )
        .join(''),
    { opacity: s2 },
  );
  const apps = ['Pick lists', 'Schedules', 'Safety']
    .map(
      (n, i) =>
        `${rect(68 + i * 84, 160, 76, 64, { r: 10, fill: C.ink800, stroke: C.ink600 })}${rect(80 + i * 84, 172, 18, 18, { r: 5, fill: [C.b400, C.a500, C.green][i] })}${text(80 + i * 84, 212, n, { size: 10, fill: C.s300 })}`,
    )
    .join('');
  const k3 = g(
    `${text(68, 110, 'Welcome, J. Rivera', { size: 20, weight: 700 })}${text(68, 132, 'Shift B · Warehouse · BlokBadge', { size: 11, fill: C.green })}${apps}`,
    { opacity: s3 },
  );
  // badge card: slides in, taps at 2.4 s, stays on the reader while verifying, then leaves
  const slide = ease(t / 2.2);
  const leave = ease((t - 5.2) / 0.8);
  const bx = 660 - 318 * slide + 300 * leave;
  const by = 160 - 10 * Math.sin(clamp((t - 2.2) / 0.4) * Math.PI);
  const badge = g(
    `${rect(0, 0, 120, 76, { r: 10, fill: 'url(#brand)' })}${rect(10, 12, 30, 36, { r: 6, fill: C.ink950, opacity: 0.35 })}<circle cx="25" cy="26" r="7" fill="${C.white}" opacity="0.85"/><path d="M15 44c2-7 18-7 20 0" fill="${C.white}" opacity="0.85"/>${text(48, 26, 'J. RIVERA', { size: 10, weight: 700, fill: C.ink950 })}${text(48, 40, 'Shift B', { size: 9, fill: C.ink950 })}${text(10, 66, 'BlokBadge · NFC', { size: 8, weight: 600, fill: C.ink950 })}${shield(92, 44, 0.7, C.ink950, C.b300)}`,
    { dx: bx, dy: by, opacity: 1 - leave },
  );
  const signal = s2 > 0 ? nfcArcs(470, 198, s2 * (0.5 + 0.5 * Math.sin(t * 9))) : '';
  const cap = withCaption
    ? caption(
        t,
        ['Tap the badge on a shared terminal', 'Signed credential verified', 'Signed in as themselves'],
        [
          [-1, 2.6],
          [2.6, 5.2],
          [5.2, 8.01],
        ],
      )
    : '';
  return svg(brandTag('BlokBadge') + kiosk + k1 + k2 + k3 + signal + badge + cap, { title: 'BlokBadge tap-to-sign-in' });
}

// ---------------------------------------------------------------------------------------------
// clip 3: webinar preview (title, agenda, speakers)
// ---------------------------------------------------------------------------------------------
const agenda = [
  'What zero trust asks of identity',
  'Phishing-resistant authentication in practice',
  'Context and least privilege',
  'Frontline workers and third parties',
  'Questions and answers',
];
const times = ['0:00', '0:08', '0:18', '0:28', '0:36'];
function webinarFrame(t, { withProgress = true } = {}) {
  const s1 = window_(t, -1, 2.8);
  const s2 = window_(t, 2.8, 5.6);
  const s3 = window_(t, 5.6, 99);
  const title = g(
    `${text(320, 118, 'ON-DEMAND WEBINAR', { size: 13, weight: 700, fill: C.b300, anchor: 'middle' })}${text(320, 160, 'Zero Trust', { size: 36, weight: 800, anchor: 'middle' })}${text(320, 200, 'Without the Friction', { size: 36, weight: 800, anchor: 'middle' })}${rect(250, 222, 140, 3, { r: 1.5, fill: 'url(#brand)' })}${text(320, 252, '45 minutes · Watch any time', { size: 14, fill: C.s300, anchor: 'middle' })}`,
    { opacity: s1, dy: (1 - s1) * 8 },
  );
  const items = agenda
    .map((a, i) => {
      const o = clamp((t - 3 - i * 0.35) / 0.35) * s2;
      return g(
        `${rect(110, 88 + i * 38, 420, 30, { r: 8, fill: C.ink800, stroke: C.ink700 })}${text(126, 108 + i * 38, times[i], { size: 12, weight: 700, fill: C.b300, family: 'ui-monospace, monospace' })}${text(176, 108 + i * 38, a, { size: 13 })}`,
        { opacity: o, dx: (1 - o) * 16 },
      );
    })
    .join('');
  const agendaHead = g(text(110, 74, 'Agenda', { size: 16, weight: 700, fill: C.b200 }), { opacity: s2 });
  const speakers = [
    ['DO', 'Daniel Okafor', 'Principal Solutions Architect'],
    ['PR', 'Priya Raman', 'Director of Customer Success'],
  ]
    .map(([i, n, r], k) => {
      const x = 120 + k * 220;
      return `<circle cx="${x + 80}" cy="140" r="42" fill="url(#brand)"/>${text(x + 80, 150, i, { size: 26, weight: 800, fill: C.ink950, anchor: 'middle' })}${text(x + 80, 212, n, { size: 16, weight: 700, anchor: 'middle' })}${text(x + 80, 232, r, { size: 11, fill: C.s300, anchor: 'middle' })}${text(x + 80, 248, 'BlokSecure', { size: 11, fill: C.s400, anchor: 'middle' })}`;
    })
    .join('');
  const sp = g(`${text(320, 76, 'Your speakers', { size: 16, weight: 700, fill: C.b200, anchor: 'middle' })}${speakers}`, { opacity: s3 });
  const foot = withProgress
    ? rect(0, H - 4, W, 4, { fill: C.ink800 }) + rect(0, H - 4, (W * clamp(t / 8)).toFixed(1), 4, { fill: C.b400 })
    : '';
  return svg(brandTag('Webinar') + title + agendaHead + items + sp + foot, { title: 'Zero Trust Without the Friction: webinar preview' });
}

// ---------------------------------------------------------------------------------------------
// still illustrations
// ---------------------------------------------------------------------------------------------
function bloksafeVault() {
  const apps = [
    ['Payroll (legacy)', 'Hidden'],
    ['Vendor portal', 'Shared · 1 h'],
    ['Cloud admin', 'Ticket required'],
    ['Social accounts', 'Group: Marketing'],
  ];
  const rows = apps
    .map(
      ([n, tag], i) =>
        `${rect(56, 112 + i * 38, 300, 32, { r: 8, fill: C.ink800, stroke: C.ink700 })}${lockIcon(68, 118 + i * 38)}${text(88, 132 + i * 38, n, { size: 11, weight: 600 })}${text(206, 132 + i * 38, '•••••', { size: 12, fill: C.s400 })}${rect(250, 118 + i * 38, 98, 20, { r: 10, fill: C.ink950, stroke: C.ink600 })}${text(299, 132 + i * 38, tag, { size: 9, fill: C.b200, anchor: 'middle' })}`,
    )
    .join('');
  const launch = browser(
    40,
    52,
    332,
    250,
    'vault.bloksecure.com/launchpad',
    `${text(56, 102, 'Launchpad', { size: 14, weight: 700 })}${rows}${rect(56, 268, 130, 24, { r: 12, fill: C.b400 })}${text(121, 284, 'Launch Payroll', { size: 11, weight: 700, fill: C.ink950, anchor: 'middle' })}`,
  );
  const timer = `${rect(396, 60, 204, 96, { r: 12, fill: C.ink850, stroke: C.ink600 })}${text(412, 84, 'Time-bound delegation', { size: 11, weight: 700, fill: C.b300 })}${text(412, 104, 'Vendor portal → Priya R.', { size: 12, weight: 600 })}${rect(412, 116, 172, 8, { r: 4, fill: C.ink700 })}${rect(412, 116, 120, 8, { r: 4, fill: C.a400 })}${text(412, 144, 'Expires automatically in 42 min', { size: 10, fill: C.s300 })}`;
  const audit =
    `${rect(396, 170, 204, 132, { r: 12, fill: C.ink850, stroke: C.ink600 })}${text(412, 194, 'Audit log', { size: 11, weight: 700, fill: C.b300 })}` +
    [
      ['09:14', 'Launch · Payroll', C.green],
      ['09:02', 'Share · Vendor portal', C.b300],
      ['08:47', 'Reveal once · API key', C.a400],
      ['08:30', 'Import · 128 items', C.s300],
    ]
      .map(
        ([tm, e, c], i) =>
          `<circle cx="418" cy="${214 + i * 22}" r="3.5" fill="${c}"/>${text(428, 218 + i * 22, tm, { size: 10, fill: C.s400, family: 'ui-monospace, monospace' })}${text(466, 218 + i * 22, e, { size: 10 })}`,
      )
      .join('');
  return svg(brandTag('BlokSafe') + launch + timer + audit, {
    title: 'BlokSafe launchpad with hidden credentials, a delegation timer and the audit log',
  });
}

function playbookCover() {
  const chapters = [
    'Why passwords have to go',
    'Take inventory',
    'Choose the authenticator',
    'Run a pilot in a day',
    'Roll out in waves',
    'Prove it to auditors',
  ];
  const book = `${rect(70, 40, 220, 290, { r: 10, fill: 'url(#brand)' })}${rect(70, 40, 18, 290, { fill: C.ink950, opacity: 0.25 })}${text(108, 88, 'GUIDE', { size: 12, weight: 800, fill: C.ink950 })}${text(108, 132, 'The', { size: 22, weight: 800, fill: C.ink950 })}${text(108, 160, 'Passwordless', { size: 22, weight: 800, fill: C.ink950 })}${text(108, 188, 'Playbook', { size: 22, weight: 800, fill: C.ink950 })}${shield(108, 250, 1.4, C.ink950, C.b300)}${text(156, 282, 'BlokSecure', { size: 13, weight: 700, fill: C.ink950 })}`;
  const list = chapters
    .map(
      (c, i) =>
        `${rect(330, 70 + i * 40, 250, 32, { r: 8, fill: C.ink800, stroke: C.ink700 })}<circle cx="348" cy="${86 + i * 40}" r="9" fill="${C.b400}"/>${text(348, 90 + i * 40, i + 1, { size: 10, weight: 800, fill: C.ink950, anchor: 'middle' })}${text(366, 90 + i * 40, c, { size: 12 })}`,
    )
    .join('');
  return svg(book + list, { title: 'The Passwordless Playbook: six chapters' });
}

function eventCard() {
  return svg(
    `${brandTag('Live webinar')}${rect(60, 70, 520, 220, { r: 16, fill: C.ink850, stroke: C.ink600 })}${rect(84, 96, 92, 100, { r: 12, fill: 'url(#brand)' })}${text(130, 128, 'JUNE', { size: 14, weight: 800, fill: C.ink950, anchor: 'middle' })}${text(130, 172, '15', { size: 40, weight: 800, fill: C.ink950, anchor: 'middle' })}${text(200, 120, 'Passwordless', { size: 26, weight: 800 })}${text(200, 152, 'Authentication Webinar', { size: 26, weight: 800 })}${text(200, 182, 'Online · live walkthrough and Q&A', { size: 13, fill: C.s300 })}${rect(84, 226, 150, 36, { r: 18, fill: C.b400 })}${text(159, 249, 'Event details', { size: 13, weight: 700, fill: C.ink950, anchor: 'middle' })}${text(250, 249, 'June 15, 2025 · Online', { size: 13, fill: C.b200 })}`,
    { title: 'Passwordless Authentication Webinar, June 15, 2025' },
  );
}

// ---------------------------------------------------------------------------------------------
// output
// ---------------------------------------------------------------------------------------------
function write(rel, content) {
  const file = path.join(root, rel);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
  console.log(`${rel.padEnd(52)} ${(statSync(file).size / 1024).toFixed(1)} KB`);
}

async function encode(page, name, frame, seconds) {
  const dir = mkdtempSync(path.join(os.tmpdir(), `${name}-`));
  try {
    const frames = Math.round(seconds * FPS);
    for (let i = 0; i < frames; i++) {
      await page.setContent(`<body style="margin:0;background:#050810">${frame(i / FPS)}</body>`);
      await page.screenshot({ path: path.join(dir, `f${String(i).padStart(4, '0')}.png`), clip: { x: 0, y: 0, width: W, height: H } });
    }
    const out = path.join(root, 'public/media', `${name}.mp4`);
    execFileSync('ffmpeg', [
      '-y',
      '-loglevel',
      'error',
      '-framerate',
      String(FPS),
      '-i',
      path.join(dir, 'f%04d.png'),
      '-c:v',
      'libx264',
      '-preset',
      'slow',
      '-tune',
      'animation',
      '-crf',
      '26',
      '-pix_fmt',
      'yuv420p',
      '-movflags',
      '+faststart',
      '-an',
      out,
    ]);
    console.log(`public/media/${name}.mp4`.padEnd(52), `${(statSync(out).size / 1024).toFixed(1)} KB`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

write('public/media/blokkey-demo-poster.svg', blokkeyFrame(4.0, { withCaption: false }));
write('public/media/blokbadge-demo-poster.svg', blokbadgeFrame(3.6, { withCaption: false }));
write('public/media/zero-trust-webinar-preview-poster.svg', webinarFrame(1.6, { withProgress: false }));
write('public/images/products/blokkey-approval.svg', blokkeyFrame(4.2, { withCaption: false }));
write('public/images/products/blokbadge-tap.svg', blokbadgeFrame(3.8, { withCaption: false }));
write('public/images/products/bloksafe-vault.svg', bloksafeVault());
write('public/images/resources/playbook.svg', playbookCover());
write('public/images/resources/zero-trust-webinar.svg', webinarFrame(1.6, { withProgress: false }));
write('public/images/resources/passwordless-webinar.svg', eventCard());

if (!process.argv.includes('--stills')) {
  const browserApp = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  const page = await browserApp.newPage({ viewport: { width: W, height: H } });
  await encode(page, 'blokkey-demo', blokkeyFrame, 8);
  await encode(page, 'blokbadge-demo', blokbadgeFrame, 8);
  await encode(page, 'zero-trust-webinar-preview', webinarFrame, 8);
  await browserApp.close();
}
